/// Four shadows that give a table depth when its ends are exposed, as in the Clock app (the
/// shadowed-tables seed): two at the visible area's edges and two tracking the content's ends.
///
/// Each is laid out only while its edge is exposed: the top pair while the content is pulled
/// down past its start, the bottom pair while the visible area extends past the content's end
/// (always, for short content). They never change the content size.
///
///     EdgeShadows(thickness: 8).layout(snapshot).contentBottom
public struct EdgeShadows: Sendable, Hashable {
  /// The shadows' depth along the axis, in points.
  public var thickness: Double

  /// Creates edge shadows `thickness` points deep.
  public init(thickness: Double = 10) {
    self.thickness = thickness.isFinite ? max(0, thickness) : 0
  }

  /// The four shadows at one instant, in content coordinates; `nil` when hidden.
  @_spi(Engine) public struct Layout: Sendable, Hashable {
    /// Along the visible area's top edge, falling onto the gap above the content.
    public var outerTop: DecorationRect?
    /// Just above the content's top, rising into the gap.
    public var contentTop: DecorationRect?
    /// Just below the content's end, falling into the gap.
    public var contentBottom: DecorationRect?
    /// Along the visible area's bottom edge, rising from it.
    public var outerBottom: DecorationRect?
  }

  /// The layout for `snapshot`. The content (or a header above it) starts at `startEdge`, and
  /// the visible area at `barsBottom` (the offset plus the start inset unless given), both in
  /// content coordinates.
  @_spi(Engine) public func layout(
    _ snapshot: ScrollSnapshot, startEdge: Double = 0, barsBottom: Double? = nil
  ) -> Layout {
    let geometry = snapshot.geometry
    let visibleStart = barsBottom ?? snapshot.visibleStart
    var layout = Layout()
    if startEdge > visibleStart {
      layout.outerTop = snapshot.rect(start: visibleStart, length: thickness)
      layout.contentTop = snapshot.rect(start: startEdge - thickness, length: thickness)
    }
    if snapshot.visibleEnd > geometry.content {
      layout.contentBottom = snapshot.rect(start: geometry.content, length: thickness)
      layout.outerBottom = snapshot.rect(start: snapshot.visibleEnd - thickness, length: thickness)
    }
    return layout
  }
}
