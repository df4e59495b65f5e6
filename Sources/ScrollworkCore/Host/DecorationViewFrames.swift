/// Every decoration view's frame at one instant, as a host applies it: a frame to show the view
/// at (in the scroll view's content coordinates), or `nil` to hide it.
///
/// The one place that decides which view shows what: the peeking image and its dimming show in
/// `.peek` and `.hidden` (covered by the content then), the empty-state view in `.empty`.
public struct DecorationViewFrames: Sendable, Hashable {
  /// The parallax background's image (``ParallaxBackground``).
  public var parallaxImage: DecorationRect?
  /// The peeking background's image (``PeekingBackground``), in `.peek` and `.hidden`.
  public var peekImage: DecorationRect?
  /// The view that dims the peeking image, over it.
  public var dimming: DecorationRect?
  /// The dimming view's alpha, 0–1.
  public var dimmingAlpha: Double
  /// The empty-state view, in the peeking background's `.empty` mode (too few rows to scroll).
  public var emptyState: DecorationRect?
  /// The fill of the gap past the content's top edge (``EdgeFill``).
  public var topFill: DecorationRect?
  /// The fill of the gap past the content's bottom edge (``EdgeFill``).
  public var bottomFill: DecorationRect?
  /// The shadow cast into the overscroll gap at the top, above the content (``EdgeShadows``).
  public var outerTopShadow: DecorationRect?
  /// The shadow over the content's top edge, inside it.
  public var contentTopShadow: DecorationRect?
  /// The shadow over the content's bottom edge, inside it.
  public var contentBottomShadow: DecorationRect?
  /// The shadow cast into the overscroll gap at the bottom, below the content.
  public var outerBottomShadow: DecorationRect?
  /// The sticky footer's frame in the coordinates of the view that holds it: the table footer
  /// view (its top is the content's own end) or the scroll view's content.
  public var stickyFooter: DecorationRect?
  /// The table footer view that holds the sticky footer (``StickyFooter/Placement/contentEnd``),
  /// in content coordinates: from the content's own end, as tall as the footer's room; `nil`
  /// without a footer or when the footer sits in the content itself
  /// (``StickyFooter/Placement/endInset``).
  public var footerView: DecorationRect?
  /// The stretchy header's frame (``StretchyHeader``), which clips its content.
  public var header: DecorationRect?
  /// Where the header's content is drawn, in content coordinates.
  public var headerContent: DecorationRect?
  /// How far the header has collapsed, 0–1 (0 without one): what an app fades a title by.
  public var headerProgress: Double
  /// The empty-state view (``EmptyState``), while it shows.
  public var emptyView: DecorationRect?
  /// Where the centre of the empty-state view's content is along the axis, in content
  /// coordinates (the frame's centre moved by its vertical offset).
  public var emptyContentCenter: Double?
  /// The area the top edge effect covers (``EdgeEffects``): from the viewport's top across the
  /// bars, and for a soft effect on past their edge.
  public var topEdgeEffect: DecorationRect?
  /// The top edge effect's dividing line, a point tall (hard style only).
  public var topEdgeDivider: DecorationRect?
  /// The top edge effect's strength, 0–1: how far the content runs under the bars.
  public var topEdgeAlpha: Double
  /// The top edge effect's style, or `nil` without one.
  public var topEdgeStyle: EdgeEffects.Style?
  /// Where the bars (and a pinned header) end along the axis, in content coordinates: what a
  /// soft top effect is opaque down to, and a hard one's divider sits on.
  public var topBarEdge: Double?
  /// The area the bottom edge effect covers, as the top's.
  public var bottomEdgeEffect: DecorationRect?
  /// The bottom edge effect's dividing line (hard style only).
  public var bottomEdgeDivider: DecorationRect?
  /// The bottom edge effect's strength, 0–1.
  public var bottomEdgeAlpha: Double
  /// The bottom edge effect's style, or `nil` without one.
  public var bottomEdgeStyle: EdgeEffects.Style?
  /// Where the bottom bar begins along the axis, in content coordinates.
  public var bottomBarEdge: Double?
  /// The refresh control's spinner (``RefreshControl``), while pulled or refreshing.
  public var refreshSpinner: DecorationRect?
  /// The pull toward a refresh, 0–1 (1 while refreshing): how much of the spinner to draw.
  public var refreshProgress: Double
  /// Whether a refresh is running: the spinner turns.
  public var isRefreshing: Bool

  /// The frames for `layout`, with the sticky footer held in `placement`'s container;
  /// `ownContent` is the content's own length (the table footer view's top) and `footerRoom`
  /// the room after it (the table footer view's height), in points, along `axis`.
  @_spi(Engine) public init(
    _ layout: DecorationLayout, placement: StickyFooter.Placement, ownContent: Double,
    footerRoom: Double = 0, axis: ScrollAxis = .vertical
  ) {
    parallaxImage = layout.parallaxBackground?.frame
    let peek = layout.peekingBackground
    let image = peek.flatMap { $0.mode == .empty ? nil : $0.frame }
    peekImage = image
    dimming = image
    dimmingAlpha = image == nil ? 0 : (peek?.dimming ?? 0)
    emptyState = peek.flatMap { $0.mode == .empty ? $0.frame : nil }
    topFill = layout.edgeFill?.top
    bottomFill = layout.edgeFill?.bottom
    outerTopShadow = layout.edgeShadows?.outerTop
    contentTopShadow = layout.edgeShadows?.contentTop
    contentBottomShadow = layout.edgeShadows?.contentBottom
    outerBottomShadow = layout.edgeShadows?.outerBottom
    stickyFooter = layout.stickyFooter.map { rect in
      guard placement == .contentEnd else { return rect }
      var moved = rect
      moved.y -= ownContent
      return moved
    }
    footerView = layout.stickyFooter.flatMap { rect in
      guard placement == .contentEnd else { return nil }
      let cross = axis == .vertical ? rect.width : rect.height
      return DecorationRect(axis: axis, start: ownContent, length: footerRoom, cross: cross)
    }
    header = layout.stretchyHeader?.frame
    headerContent = layout.stretchyHeader?.contentFrame
    headerProgress = layout.stretchyHeader?.progress ?? 0
    emptyView = layout.emptyState?.frame
    emptyContentCenter = layout.emptyState?.contentCenter
    let effects = layout.edgeEffects
    topEdgeEffect = effects?.top?.frame
    topEdgeDivider = effects?.top?.divider
    topEdgeAlpha = effects?.top?.alpha ?? 0
    topEdgeStyle = effects?.top?.style
    topBarEdge = effects?.top?.barEdge
    bottomEdgeEffect = effects?.bottom?.frame
    bottomEdgeDivider = effects?.bottom?.divider
    bottomEdgeAlpha = effects?.bottom?.alpha ?? 0
    bottomEdgeStyle = effects?.bottom?.style
    bottomBarEdge = effects?.bottom?.barEdge
    refreshSpinner = layout.refreshControl?.spinner
    refreshProgress = layout.refreshControl?.progress ?? 0
    isRefreshing = layout.refreshControl?.isRefreshing ?? false
  }
}

extension StickyFooter {
  /// Where a host keeps the sticky footer's room after the content's own end.
  public enum Placement: String, Sendable, Hashable {
    /// In the content size: a table's footer view, as tall as the room. The content size a host
    /// reads then includes the room; the footer's frame is relative to the footer view.
    case contentEnd
    /// In the end inset: added to `contentInset` (collection and plain scroll views, whose layout
    /// or owner sets the content size). The adjusted insets a host reads then include the room.
    case endInset
  }
}
