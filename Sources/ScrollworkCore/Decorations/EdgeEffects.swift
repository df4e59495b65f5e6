/// The effect under a pinned bar where content scrolls beneath it — iOS 26's scroll edge effect,
/// back-deployed: a soft fade, or a hard cut-off with a dividing line, at the top and bottom
/// edges.
///
/// An edge's effect covers the bar (the start or end inset, and a pinned ``StretchyHeader`` at
/// the top) and switches on with how far the content runs under it: its alpha rises from 0 to 1
/// over the first ``fadeDistance`` points of content under the bar, so at rest at the top there
/// is none, as on iOS 26. A soft edge fades out over ``softLength`` points past the bar's edge;
/// a hard edge stops at the bar's edge, with a divider one pixel tall along it (drawn by the
/// host at its display's pixel height; its frame here is a point tall).
///
///     let effects = EdgeEffects(top: .soft, bottom: .hard)
///     effects.layout(snapshot, topEdge: barsBottom).top?.alpha
public struct EdgeEffects: Sendable, Hashable {
  /// How an edge's effect looks (`UIScrollEdgeEffect.Style` on iOS 26).
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// A fade that softens the content into the bar.
    case soft
    /// An opaque backing that cuts the content off at the bar's edge, with a dividing line.
    case hard
  }

  /// The top edge's style, or `nil` for none.
  public var top: Style?
  /// The bottom edge's style, or `nil` for none.
  public var bottom: Style?
  /// How far a soft effect runs past the bar's edge, in points.
  public var softLength: Double
  /// How much content under the bar brings the effect to full strength, in points.
  public var fadeDistance: Double

  /// Creates edge effects. Lengths that are negative or not finite are taken as 0.
  public init(
    top: Style? = .soft, bottom: Style? = .soft, softLength: Double = 24, fadeDistance: Double = 16
  ) {
    self.top = top
    self.bottom = bottom
    self.softLength = softLength.isFinite ? max(0, softLength) : 0
    self.fadeDistance = fadeDistance.isFinite ? max(0, fadeDistance) : 0
  }

  /// One edge's effect at one instant.
  @_spi(Engine) public struct Edge: Sendable, Hashable {
    /// Its style.
    public var style: Style
    /// The area it covers, in content coordinates: from the viewport's edge across the bar, and
    /// for a soft effect on past the bar's edge.
    public var frame: DecorationRect
    /// The bar's edge the effect is measured from, in content coordinates along the axis.
    public var barEdge: Double
    /// A hard effect's dividing line along the bar's edge, or `nil`.
    public var divider: DecorationRect?
    /// Its strength, 0–1: how far the content runs under the bar, over ``fadeDistance``.
    public var alpha: Double
  }

  /// Both edges' effects at one instant; `nil` for an edge without one.
  @_spi(Engine) public struct Layout: Sendable, Hashable {
    public var top: Edge?
    public var bottom: Edge?
  }

  /// The layout for `snapshot`. `topEdge` is where what is pinned at the top ends (the bars'
  /// bottom, or a pinned header's), and `contentStart` where the content under it starts, both
  /// in content coordinates.
  /// - Complexity: O(1); no allocation.
  @_spi(Engine) public func layout(
    _ snapshot: ScrollSnapshot, topEdge: Double, contentStart: Double = 0
  ) -> Layout {
    var layout = Layout()
    if let top {
      let under = topEdge - contentStart
      let end = topEdge + (top == .soft ? softLength : 0)
      layout.top = Edge(
        style: top,
        frame: snapshot.rect(start: snapshot.viewportStart, length: end - snapshot.viewportStart),
        barEdge: topEdge,
        divider: top == .hard ? snapshot.rect(start: topEdge, length: 1) : nil,
        alpha: strength(under))
    }
    if let bottom {
      let barEdge = snapshot.visibleEnd
      let under = snapshot.geometry.content - barEdge
      let start = barEdge - (bottom == .soft ? softLength : 0)
      layout.bottom = Edge(
        style: bottom, frame: snapshot.rect(start: start, length: snapshot.viewportEnd - start),
        barEdge: barEdge,
        divider: bottom == .hard ? snapshot.rect(start: barEdge - 1, length: 1) : nil,
        alpha: strength(under))
    }
    return layout
  }

  /// The strength for `under` points of content under a bar.
  @inline(__always) private func strength(_ under: Double) -> Double {
    guard under > 0 else { return 0 }
    return fadeDistance > 0 ? min(under / fadeDistance, 1) : 1
  }
}
