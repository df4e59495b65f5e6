/// The decorations on one scroll view: any combination of the seed effects (DESIGN.md §5),
/// laid out together once per frame.
///
/// A host keeps the content's own length and asks ``contentLength(for:)`` what to set as the
/// scroll view's content size (only a sticky footer changes it). Each frame it builds a
/// ``ScrollSnapshot`` with the content's own length and the current offset and applies
/// ``layout(_:)``. Laying out never allocates.
///
///     var decorations = ScrollDecorations()
///     decorations.peekingBackground = PeekingBackground(dimming: 0.3)
///     decorations.edgeShadows = EdgeShadows(thickness: 8)
///     let frames = decorations.layout(snapshot)
public struct ScrollDecorations: Sendable, Hashable {
  public var peekingBackground: PeekingBackground?
  public var parallaxBackground: ParallaxBackground?
  public var edgeFill: EdgeFill?
  public var edgeShadows: EdgeShadows?
  public var stickyFooter: StickyFooter?

  /// Creates a set of decorations; each is off unless given.
  public init(
    peekingBackground: PeekingBackground? = nil, parallaxBackground: ParallaxBackground? = nil,
    edgeFill: EdgeFill? = nil, edgeShadows: EdgeShadows? = nil, stickyFooter: StickyFooter? = nil
  ) {
    self.peekingBackground = peekingBackground
    self.parallaxBackground = parallaxBackground
    self.edgeFill = edgeFill
    self.edgeShadows = edgeShadows
    self.stickyFooter = stickyFooter
  }

  /// Whether no decoration is on.
  public var isEmpty: Bool {
    peekingBackground == nil && parallaxBackground == nil && edgeFill == nil
      && edgeShadows == nil && stickyFooter == nil
  }

  /// The content size the host should give its scroll view, for content of its own length
  /// `geometry.content`: that length, or the sticky footer's end.
  public func contentLength(for geometry: ScrollGeometry) -> Double {
    stickyFooter?.contentLength(for: geometry) ?? geometry.content
  }

  /// Every decoration's layout at one instant; `snapshot.geometry.content` is the content's own
  /// length, without the footer.
  public func layout(_ snapshot: ScrollSnapshot) -> DecorationLayout {
    DecorationLayout(
      peekingBackground: peekingBackground?.layout(snapshot),
      parallaxBackground: parallaxBackground?.layout(snapshot),
      edgeFill: edgeFill?.layout(snapshot),
      edgeShadows: edgeShadows?.layout(snapshot),
      stickyFooter: stickyFooter?.layout(snapshot))
  }
}

/// Where every configured decoration is at one instant; `nil` for one that is off.
public struct DecorationLayout: Sendable, Hashable {
  public var peekingBackground: PeekingBackground.Layout?
  public var parallaxBackground: ParallaxBackground.Layout?
  public var edgeFill: EdgeFill.Layout?
  public var edgeShadows: EdgeShadows.Layout?
  /// The sticky footer's frame.
  public var stickyFooter: DecorationRect?
}
