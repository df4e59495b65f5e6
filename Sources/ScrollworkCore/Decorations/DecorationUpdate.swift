/// Everything a host applies to its scroll view at one callback: the offset to correct, the
/// content length to give it, the sticky footer's room, and every decoration's frames.
///
/// Both hosts compute it the same way (DESIGN.md §1): the UIKit glue at every key-value
/// observation callback and layout pass, the simulator at every frame. See
/// ``ScrollDecorations/update(ownGeometry:offset:crossLength:axis:bounce:refreshControlInstalled:)``.
public struct DecorationUpdate: Sendable, Hashable {
  /// The offset to set before anything else, when a non-bouncing edge was crossed; `nil` to
  /// leave the offset as it is. In points.
  public var clampedOffset: Double?
  /// The content length the scroll view scrolls over: the content's own length, or the sticky
  /// footer's end. In points.
  public var contentLength: Double
  /// The room after the content's own end that the sticky footer needs, `contentLength − C`
  /// (0 without a footer): a table footer view's height, or what a host adds to the end inset.
  /// In points.
  public var footerRoom: Double
  /// Every decoration's layout at the offset the host shows (the clamped one, when clamped),
  /// in content coordinates.
  public var layout: DecorationLayout

  /// Creates an update.
  public init(
    clampedOffset: Double?, contentLength: Double, footerRoom: Double, layout: DecorationLayout
  ) {
    self.clampedOffset = clampedOffset
    self.contentLength = contentLength
    self.footerRoom = footerRoom
    self.layout = layout
  }
}

extension ScrollDecorations {
  /// The geometry the scroll view scrolls over: `ownGeometry` with the content length the
  /// decorations ask for (``contentLength(for:)``).
  ///
  ///     let own = ScrollGeometry(viewport: 844, content: 176, insetStart: 91, insetEnd: 34)
  ///     ScrollDecorations(stickyFooter: StickyFooter(height: 80)).scrollGeometry(for: own).content
  ///     // 719: the footer ends at the bottom of the visible area
  public func scrollGeometry(for ownGeometry: ScrollGeometry) -> ScrollGeometry {
    var geometry = ownGeometry
    geometry.content = contentLength(for: ownGeometry)
    return geometry
  }

  /// What a host applies at one callback, from what it read off its scroll view.
  ///
  /// In order: the bounce clamp (against ``scrollGeometry(for:)``), the content length and the
  /// footer's room, and the decorations laid out at the offset the host will show.
  ///
  ///     let own = ScrollGeometry(viewport: 844, content: 1320, insetStart: 143, insetEnd: 34)
  ///     let update = decorations.update(
  ///       ownGeometry: own, offset: -180, crossLength: 390, bounce: .endOnly)
  ///     update.clampedOffset  // -143
  ///
  /// - Parameters:
  ///   - ownGeometry: the viewport length, the content's own length (without a sticky footer's
  ///     room) and the adjusted insets along the axis, in points.
  ///   - offset: the content offset along the axis, in points.
  ///   - crossLength: the viewport's size across the axis, in points.
  ///   - axis: the scroll axis.
  ///   - bounce: the per-edge bounce a host with one native switch emulates, or `nil` when its
  ///     scroll view bounces by itself (the simulator's ``ScrollMachine`` does).
  ///   - refreshControlInstalled: whether the scroll view has a refresh control.
  /// - Complexity: O(1); no allocation.
  public func update(
    ownGeometry: ScrollGeometry, offset: Double, crossLength: Double,
    axis: ScrollAxis = .vertical, bounce: BouncePolicy? = nil,
    refreshControlInstalled: Bool = false
  ) -> DecorationUpdate {
    let scrolled = scrollGeometry(for: ownGeometry)
    let clamped = bounce?.clampedOffset(
      offset, in: scrolled, refreshControlInstalled: refreshControlInstalled)
    let snapshot = ScrollSnapshot(
      geometry: ownGeometry, offset: clamped ?? offset, crossLength: crossLength, axis: axis)
    return DecorationUpdate(
      clampedOffset: clamped, contentLength: scrolled.content,
      footerRoom: scrolled.content - ownGeometry.content, layout: layout(snapshot))
  }
}
