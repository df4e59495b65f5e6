/// The decorations on one scroll view: any combination of the seed effects (ARCHITECTURE.md §5),
/// laid out together once per frame.
///
/// A host hands them to a ``ScrollViewKernel``, which keeps the content's own length, makes
/// room for a sticky footer, and lays the decorations out at every scroll callback into the
/// frames of their views (``DecorationViewFrames``). Laying out never allocates.
///
///     var decorations = ScrollDecorations()
///     decorations.peekingBackground = PeekingBackground(dimming: 0.3)
///     decorations.edgeShadows = EdgeShadows(thickness: 8)
///     var kernel = ScrollViewKernel(decorations: decorations)
///     let frames = kernel.update(reading).views
public struct ScrollDecorations: Sendable, Hashable {
  /// The image that peeks out past the content's end (or the empty state), or `nil`.
  public var peekingBackground: PeekingBackground?
  /// The background that scrolls in proportion to the content, or `nil`.
  public var parallaxBackground: ParallaxBackground?
  /// The colours of the overscroll gaps at either end, or `nil`.
  public var edgeFill: EdgeFill?
  /// The shadows at the content's edges, or `nil`.
  public var edgeShadows: EdgeShadows?
  /// The footer held at the bottom of the viewport while the content is short, or `nil`.
  public var stickyFooter: StickyFooter?
  /// The header above the content that stretches and collapses, or `nil`.
  public var stretchyHeader: StretchyHeader?
  /// The view shown when the list has nothing to show, or `nil`.
  public var emptyState: EmptyState?
  /// The effects under the bars where content runs beneath them, or `nil`.
  public var edgeEffects: EdgeEffects?
  /// Pull to refresh, or `nil`.
  public var refreshControl: RefreshControl?

  /// Creates a set of decorations; each is off unless given.
  public init(
    peekingBackground: PeekingBackground? = nil, parallaxBackground: ParallaxBackground? = nil,
    edgeFill: EdgeFill? = nil, edgeShadows: EdgeShadows? = nil, stickyFooter: StickyFooter? = nil,
    stretchyHeader: StretchyHeader? = nil, emptyState: EmptyState? = nil,
    edgeEffects: EdgeEffects? = nil, refreshControl: RefreshControl? = nil
  ) {
    self.peekingBackground = peekingBackground
    self.parallaxBackground = parallaxBackground
    self.edgeFill = edgeFill
    self.edgeShadows = edgeShadows
    self.stickyFooter = stickyFooter
    self.stretchyHeader = stretchyHeader
    self.emptyState = emptyState
    self.edgeEffects = edgeEffects
    self.refreshControl = refreshControl
  }

  /// Whether no decoration is on.
  public var isEmpty: Bool {
    peekingBackground == nil && parallaxBackground == nil && edgeFill == nil
      && edgeShadows == nil && stickyFooter == nil && stretchyHeader == nil && emptyState == nil
      && edgeEffects == nil && refreshControl == nil
  }

  /// The content size the host should give its scroll view, for content of its own length
  /// `geometry.content`: that length, or the sticky footer's end.
  @_spi(Engine) public func contentLength(for geometry: ScrollGeometry) -> Double {
    stickyFooter?.contentLength(for: geometry) ?? geometry.content
  }

  /// The room above the content the host adds to its start inset: the stretchy header's height,
  /// and the refresh control's held room while `isRefreshing`. In points.
  @inline(__always)
  @_spi(Engine) public func startRoom(isRefreshing: Bool) -> Double {
    (stretchyHeader?.height ?? 0) + (isRefreshing ? refreshControl?.holdHeight ?? 0 : 0)
  }

  /// Every decoration's layout at one instant; `snapshot.geometry.content` is the content's own
  /// length, without the footer, and its start inset holds the start room
  /// (`startRoom(isRefreshing:)`). The footer is laid out against that length; every other
  /// decoration sees the content the view scrolls over, footer included (a shadow or a fill
  /// hangs from the footer's end, not from the rows'). Above the content, the header's top is
  /// where the content starts for the fill and the shadows, and the bars' bottom is the visible
  /// area's top.
  /// - Complexity: O(1); no allocation.
  @_spi(Engine) public func layout(
    _ snapshot: ScrollSnapshot, isRefreshing: Bool = false
  ) -> DecorationLayout {
    var scrolled = snapshot
    scrolled.geometry.content = contentLength(for: snapshot.geometry)
    let refreshing = isRefreshing && refreshControl != nil
    let room = stretchyHeader?.height ?? 0
    let barsBottom = snapshot.visibleStart - startRoom(isRefreshing: refreshing)
    let header = stretchyHeader?.layout(snapshot, barsBottom: barsBottom)
    // Where the gap above begins: the header's top while it is above the content's, else the
    // content's (a pinned header's top is under the bars, with rows above it).
    let startEdge = min(header?.frame.start(along: snapshot.axis) ?? 0, 0)
    let footerStart = stickyFooter?.footerStart(for: snapshot.geometry)
    return DecorationLayout(
      peekingBackground: peekingBackground?.layout(
        scrolled, rowsEnd: snapshot.geometry.content, footerStart: footerStart),
      parallaxBackground: parallaxBackground?.layout(scrolled),
      edgeFill: edgeFill?.layout(scrolled, startEdge: startEdge),
      edgeShadows: edgeShadows?.layout(scrolled, startEdge: startEdge, barsBottom: barsBottom),
      stickyFooter: stickyFooter?.layout(snapshot),
      stretchyHeader: header,
      emptyState: emptyState?.layout(
        scrolled, rowsEnd: snapshot.geometry.content, footerStart: footerStart),
      edgeEffects: edgeEffects?.layout(
        scrolled, topEdge: max(barsBottom, header?.frame.end(along: snapshot.axis) ?? barsBottom)),
      refreshControl: refreshControl?.layout(snapshot, room: room, isRefreshing: refreshing))
  }
}

/// Where every configured decoration is at one instant; `nil` for one that is off.
@_spi(Engine) public struct DecorationLayout: Sendable, Hashable {
  public var peekingBackground: PeekingBackground.Layout?
  public var parallaxBackground: ParallaxBackground.Layout?
  public var edgeFill: EdgeFill.Layout?
  public var edgeShadows: EdgeShadows.Layout?
  /// The sticky footer's frame.
  public var stickyFooter: DecorationRect?
  public var stretchyHeader: StretchyHeader.Layout?
  /// The empty state, when it shows.
  public var emptyState: EmptyState.Layout?
  public var edgeEffects: EdgeEffects.Layout?
  public var refreshControl: RefreshControl.Layout?
}
