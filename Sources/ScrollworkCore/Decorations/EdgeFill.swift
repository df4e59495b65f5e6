/// Colours that fill the gaps past the content's ends: a top colour above the content when it
/// is pulled down, a bottom colour below it (short content, or pulled up). With the view's own
/// background between them this makes two- and three-tone tables (the two-tone seed).
///
/// Only frames are computed here; colours are the host's. The bottom fill is laid out whenever
/// there is a gap below the content, including while the content is pulled down.
///
///     EdgeFill().layout(snapshot).top  // the gap above the content, or nil
public struct EdgeFill: Sendable, Hashable {
  /// Whether the gap above the content is filled.
  public var fillsTop: Bool
  /// Whether the gap below the content is filled.
  public var fillsBottom: Bool

  /// Creates an edge fill for the top gap, the bottom gap, or both.
  public init(top: Bool = true, bottom: Bool = true) {
    fillsTop = top
    fillsBottom = bottom
  }

  /// The two gaps at one instant, in content coordinates; `nil` when closed.
  @_spi(Engine) public struct Layout: Sendable, Hashable {
    /// From the viewport's top down to the content's top (or a header's), when the viewport
    /// starts above it.
    public var top: DecorationRect?
    /// From the content's end down to the viewport's bottom, when the viewport ends below it.
    public var bottom: DecorationRect?
  }

  /// The layout for `snapshot`; the content (or a header above it) starts at `startEdge` in
  /// content coordinates.
  @_spi(Engine) public func layout(_ snapshot: ScrollSnapshot, startEdge: Double = 0) -> Layout {
    let topGap = startEdge - snapshot.viewportStart
    let bottomGap = snapshot.viewportEnd - snapshot.geometry.content
    return Layout(
      top: fillsTop && topGap > 0
        ? snapshot.rect(start: snapshot.viewportStart, length: topGap) : nil,
      bottom: fillsBottom && bottomGap > 0
        ? snapshot.rect(start: snapshot.geometry.content, length: bottomGap) : nil)
  }
}
