/// What a sheet's own views may show about it at one instant: where it is, its progress among
/// its detents, the settled, nearest and target detents, the header's collapse, and whether a
/// finger holds it.
///
/// A host publishes it to the views it hosts after applying each frame — the SwiftUI host puts
/// it in the environment as the `sheetStatus` value — from ``SheetKernelFrame/status``. It is
/// derived from the kernel's frame only, so every host publishes the same values for the same
/// frame.
///
///     let status = kernel.advance(to: t).status
///     status.selectedDetent  // "default": where it rests, or where it is going
///     status.fraction(from: "default", to: "maximum")  // 0 at default, 1 at maximum
public struct SheetStatus: Sendable, Hashable {
  /// The sheet's top edge in the container, in points (y down).
  public var position: Double
  /// How much of the sheet shows: from its top edge to the container's bottom, in points.
  public var height: Double
  /// Where it is among its detents as a fractional index: 0 at the lowest, 1 at the next, 1.5
  /// halfway between them; below 0 or above the top index while rubber-banding.
  public var progress: Double
  /// The detent it last came to rest at.
  public var settledDetent: SheetDetent.ID
  /// The detent nearest to its position now.
  public var nearestDetent: SheetDetent.ID
  /// The detent it is going to; `nil` at rest and while a finger holds it.
  public var targetDetent: SheetDetent.ID?
  /// What it is doing.
  public var phase: SheetSample.Phase
  /// Whether a finger is on the sheet, its header or its content.
  public var isDragging: Bool
  /// Points of header collapsed (0: fully shown).
  public var headerCollapsed: Double
  /// The header's collapse as a fraction of its collapsible part: 0 open, 1 collapsed (0 when
  /// nothing of it collapses).
  public var headerCollapse: Double
  /// The dimming behind the sheet, 0–1.
  public var dimming: Double
  /// The keyboard's height over the container's bottom, in points.
  public var keyboardHeight: Double
  /// The content's offset, in points from its top.
  public var contentOffset: Double
  /// Whether it shows, is on its way to hidden (dismissed by a finger or the app), or rests
  /// hidden.
  public var presence: SheetPresence
  /// The detents in force, resolved in the container (lifted while the keyboard shows).
  @_spi(Engine) public var detents: SheetDetents

  /// The detent the sheet is at or going to: its target while it moves to one, else where it
  /// settled. What a host's selection binding shows.
  public var selectedDetent: SheetDetent.ID { targetDetent ?? settledDetent }

  /// How far the sheet has gone from the detent `from` toward the detent `to`: 0 at (or short
  /// of) `from`, 1 at (or past) `to`, linear between; `nil` when either is not listed.
  ///
  ///     status.fraction(from: "default", to: "expanded")  // 0.5 halfway between them
  ///
  /// When the two share a position, 1 at or above it and 0 below.
  public func fraction(from: SheetDetent.ID, to: SheetDetent.ID) -> Double? {
    guard let start = detents.position(of: from), let end = detents.position(of: to) else {
      return nil
    }
    guard start != end else { return position <= end ? 1 : 0 }
    return min(max((start - position) / (start - end), 0), 1)
  }
}

extension SheetKernelFrame {
  /// What the sheet's own views may show about it in this frame: a host publishes it after
  /// applying the frame.
  ///
  ///     let frame = kernel.advance(to: t)
  ///     // … apply the frame …
  ///     frame.status.selectedDetent  // "default"
  ///
  /// - Complexity: O(1); no allocation.
  public var status: SheetStatus {
    // (The frame's own, so that a host needs nothing else: asked of the kernel, a host holding
    // it in a variable copied all of it, about 3.8 KB, every frame: `sheet.swiftUIHostFrame`.)
    SheetStatus(
      position: panel.y, height: panel.height, progress: sample.sheet.progress,
      settledDetent: sample.sheet.settledDetent, nearestDetent: sample.sheet.nearestDetent,
      targetDetent: sample.sheet.targetDetent, phase: sample.sheet.phase,
      isDragging: fingerDown, headerCollapsed: sample.headerCollapsed,
      headerCollapse: headerCollapsible > 0
        ? min(max(sample.headerCollapsed / headerCollapsible, 0), 1) : 0,
      dimming: dimming, keyboardHeight: keyboardHeight, contentOffset: contentOffset,
      presence: presence, detents: detents)
  }
}
