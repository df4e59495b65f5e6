// What the decorations' attachment (ScrollDecorationsAttachment.swift) computes between UIKit and
// Core's `ScrollViewKernel`, as plain functions of plain values. Not wrapped in
// `#if canImport(UIKit)`: it builds everywhere and Tests/ScrollworkGlueTests runs it on Linux. The
// UIKit file reads UIKit's values into these types, calls these functions and applies the result
// (Guides/UIKit.md, "What the glue computes, and where it is tested").
import ScrollworkCore

/// The decorated scroll view's conversions: UIKit's readings into Core's, and Core's answer into
/// the properties the attachment writes. Nothing here decides physics or geometry (ARCHITECTURE.md
/// §8): each function picks a component, a convention or a container.
enum ScrollGlue {
  /// Where the sticky footer's room goes: a vertical table's footer view
  /// (``ScrollworkCore/StickyFooter/Placement/contentEnd``), otherwise room added to the end inset
  /// (a collection or plain scroll view, whose layout or owner sets `contentSize`).
  ///
  ///     ScrollGlue.footerPlacement(isTable: true, axis: .vertical)  // .contentEnd
  static func footerPlacement(isTable: Bool, axis: ScrollAxis) -> StickyFooter.Placement {
    isTable && axis == .vertical ? .contentEnd : .endInset
  }

  /// What the kernel reads at one callback, from UIKit's values in points: `bounds.size`,
  /// `contentSize`, `adjustedContentInset` (bars, safe area and keyboard included — not
  /// `contentInset`), `contentOffset` (the content point at the viewport's top-left: `−91` at
  /// rest at the top under a 91-point navigation bar), whether a `refreshControl` is installed,
  /// and whether the content scrolls (`isTracking || isDecelerating`; only the indicator of a
  /// host that draws its own depends on it, and UIKit draws its own).
  static func reading(
    boundsSize: HostSize, contentSize: HostSize, adjustedContentInset: HostInsets,
    contentOffset: HostPoint, refreshControlInstalled: Bool, isTracking: Bool = false,
    isDecelerating: Bool = false
  ) -> ScrollViewReading {
    ScrollViewReading(
      bounds: boundsSize, contentSize: contentSize, adjustedInsets: adjustedContentInset,
      offset: contentOffset, refreshControlInstalled: refreshControlInstalled,
      isScrolling: isTracking || isDecelerating, isTracking: isTracking)
  }

  /// Whether a key-value observed `bounds` change needs a pass: only a new size does, since
  /// scrolling moves `bounds.origin` at every frame. Sizes in points; `nil` when UIKit gave none.
  static func boundsChangeNeedsPass(from old: HostSize?, to new: HostSize?) -> Bool {
    old != new
  }

  /// The `contentOffset` to write for Core's clamp (`clamped`, points along `axis`), keeping
  /// the other coordinate of `current`; `nil` when Core leaves the offset alone.
  ///
  ///     ScrollGlue.contentOffset(clampedTo: -91, from: HostPoint(x: 4, y: -131), axis: .vertical)
  ///     // HostPoint(x: 4, y: -91)
  static func contentOffset(
    clampedTo clamped: Double?, from current: HostPoint, axis: ScrollAxis
  ) -> HostPoint? {
    guard let clamped else { return nil }
    var result = current
    switch axis {
    case .vertical: result.y = clamped
    case .horizontal: result.x = clamped
    }
    return result
  }

  /// `insets` (a `contentInset`, points) with the inset at `axis`'s end edge changed by `delta`
  /// points: `bottom` when vertical, `right` when horizontal.
  static func contentInset(
    _ insets: HostInsets, changingEndBy delta: Double, along axis: ScrollAxis
  ) -> HostInsets {
    var result = insets
    switch axis {
    case .vertical: result.bottom += delta
    case .horizontal: result.right += delta
    }
    return result
  }
}
