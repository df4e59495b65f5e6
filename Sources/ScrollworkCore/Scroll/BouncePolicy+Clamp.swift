/// The per-edge bounce for a host whose native scroll view has one switch for both ends.
///
/// UIKit's `UIScrollView` bounces at both ends or at neither (`bounces`). A host that wants one
/// edge only keeps the native bounce on (``nativeBounces(refreshControlInstalled:)``) and, at
/// every offset change, sets the offset `clampedOffset(_:in:refreshControlInstalled:)`
/// returns. The result holds a non-bouncing edge at its legal offset, so it matches what
/// `ScrollMachine` does natively (a non-bouncing edge stops the content dead).
extension BouncePolicy {
  /// The offset a host must set to hold a non-bouncing edge, or `nil` to leave the offset as it
  /// is.
  ///
  /// Past the start edge the legal offset is `oMin = −a.start` (not 0), so the clamp holds under
  /// a navigation bar, large titles and a search bar that hides while scrolling (its inset goes
  /// from 143 to 91 and the clamp follows). Past the end edge it is `oMax`. An installed refresh
  /// control needs the start edge to pull down, so the start-edge clamp steps aside; the end
  /// edge is unaffected.
  ///
  ///     let g = ScrollGeometry(viewport: 844, content: 1320, insetStart: 143, insetEnd: 34)
  ///     BouncePolicy.endOnly.clampedOffset(-180, in: g)  // -143
  ///     BouncePolicy.endOnly.clampedOffset(600, in: g)   // nil: in range
  ///     BouncePolicy.endOnly.clampedOffset(-180, in: g, refreshControlInstalled: true)  // nil
  ///
  /// - Parameters:
  ///   - offset: the scroll view's content offset along the axis, in points.
  ///   - geometry: the geometry the scroll view scrolls over: its viewport, its content size
  ///     (including a sticky footer's room) and its adjusted insets, in points.
  ///   - refreshControlInstalled: whether the scroll view has a refresh control.
  /// - Returns: `minOffset` or `maxOffset` of `geometry`, or `nil`. Non-finite offsets and
  ///   invalid geometries give `nil`.
  /// - Complexity: O(1); no allocation.
  @_spi(Engine) public func clampedOffset(
    _ offset: Double, in geometry: ScrollGeometry, refreshControlInstalled: Bool = false
  ) -> Double? {
    guard offset.isFinite, geometry.isValid else { return nil }
    switch geometry.edgeBeyond(offset) {
    case .start: return start || refreshControlInstalled ? nil : geometry.minOffset
    case .end: return end ? nil : geometry.maxOffset
    case nil: return nil
    }
  }

  /// The native switch a host sets (`bounces`, and `alwaysBounceVertical` for the vertical
  /// axis): on when either edge bounces, or when a refresh control needs the start edge.
  ///
  ///     BouncePolicy.endOnly.nativeBounces(refreshControlInstalled: false)  // true
  ///     BouncePolicy.none.nativeBounces(refreshControlInstalled: false)     // false
  ///
  /// With the switch off, the native scroll view holds both edges itself and
  /// `clampedOffset(_:in:refreshControlInstalled:)` never fires. The "always" half makes a
  /// bouncing edge bounce whether or not the content fills the viewport, as
  /// `ScrollMachine` does.
  public func nativeBounces(refreshControlInstalled: Bool) -> Bool {
    start || end || refreshControlInstalled
  }
}
