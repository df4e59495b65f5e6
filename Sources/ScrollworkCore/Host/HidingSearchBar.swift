/// A navigation bar's search bar that hides when the content scrolls (UIKit's
/// `navigationItem.hidesSearchBarWhenScrolling`): its visible height follows the offset, and when
/// scrolling stops with it part-way hidden the scroll view animates to show or hide it whole.
///
/// On iOS, UIKit does all of this itself; the glue applies none of it. A host that draws its own
/// bar (the simulator, the browser) asks this policy, so they agree with each other and with
/// UIKit. Apple documents neither rule; both are modelled on what iOS 17–26 show: the bar
/// shrinks with the content (it sits inside the top inset), and a bar left part-way snaps to
/// whichever end more of it is at — shown when the content is too short to scroll it away.
///
///     let bar = HidingSearchBar(height: 52)
///     bar.visibleHeight(offset: -143 + 20, insetTop: 143)  // 32
@_spi(Engine) public struct HidingSearchBar: Sendable, Hashable {
  /// The search bar's height inside the top inset, in points.
  public var height: Double

  /// How close to an end counts as there, in points (well under a pixel on any screen).
  public static let settleTolerance = 0.01

  /// Creates a search bar `height` points tall (UIKit's: 52 on an iPhone).
  public init(height: Double) {
    self.height = height.isFinite ? max(0, height) : 0
  }

  /// How much of the bar shows with the content at `offset` under a top inset of `insetTop`
  /// (the inset includes the whole bar), from 0 to ``height``, in points.
  /// - Complexity: O(1).
  @inline(__always) public func visibleHeight(offset: Double, insetTop: Double) -> Double {
    min(max(-offset - (insetTop - height), 0), height)
  }

  /// Where the scroll view animates to when it comes to rest at `offset` over `geometry` (its
  /// start inset includes the whole bar), or `nil` to stay: the bar shows whole when half or
  /// more of it shows, or when the content cannot scroll far enough to hide it; otherwise it
  /// hides. Only asked once scrolling has stopped (`isScrolling` false): a finger, a
  /// deceleration or a bounce moves it freely.
  ///
  ///     let g = ScrollGeometry(viewport: 844, content: 2000, insetStart: 143, insetEnd: 34)
  ///     HidingSearchBar(height: 52).settleTarget(geometry: g, offset: -120, isScrolling: false)
  ///     // -143: 29 of 52 pt showed, so it shows whole
  ///
  /// - Complexity: O(1).
  public func settleTarget(
    geometry: ScrollGeometry, offset: Double, isScrolling: Bool
  ) -> Double? {
    let visible = visibleHeight(offset: offset, insetTop: geometry.insetStart)
    let tolerance = Self.settleTolerance
    guard !isScrolling, visible > tolerance, visible < height - tolerance else { return nil }
    let shown = -geometry.insetStart
    let hidden = shown + height
    return visible * 2 >= height || hidden > geometry.maxOffset ? shown : hidden
  }
}

/// The top and bottom bars of a screen with a scroll view under them, as a host that draws its
/// own bars lays them out (the simulator's pictures, the browser): the status and navigation
/// bar over the top inset with its search field and title, and the home-indicator bar over the
/// bottom inset. Every rect is in the screen's coordinates, in points.
///
/// The drawing metrics are UIKit's on an iPhone, measured by eye: a 47 pt status bar, a title
/// row 44 pt tall ending at the navigation bar's bottom (a large title's row is taller), a
/// search field 36 pt tall at most, 16 pt from the sides and 4 pt under the bar's top edge.
@_spi(Engine) public struct NavigationBarLayout: Sendable, Hashable {
  /// The top bar: from the screen's top to the visible search bar's bottom.
  public var bar: DecorationRect
  /// The hairline under the top bar, 0.5 pt.
  public var separator: DecorationRect
  /// The search field, squeezed as the bar hides; `nil` without a search bar.
  public var searchField: DecorationRect?
  /// Where the search field's contents (magnifier and placeholder) are drawn: a field-sized
  /// rect that slides up as the field squeezes; `nil` without a search bar.
  public var searchFieldContent: DecorationRect?
  /// The search field contents' opacity: 1 with the bar whole, fading out over its first half.
  public var searchFieldContentAlpha: Double
  /// The title's row, or `nil` when the navigation bar has no room for it under the status bar.
  public var title: DecorationRect?
  /// The bar over the bottom inset (the home indicator's).
  public var bottomBar: DecorationRect

  /// The status bar's height on the iPhones the pictures show, in points (tuned by eye).
  public static let statusBarHeight = 47.0
  /// The title row's height, in points (UIKit's standard navigation bar).
  public static let titleHeight = 44.0
  /// The search field's greatest height, in points (tuned by eye).
  public static let searchFieldHeight = 36.0
  /// The search field's distance from the screen's sides, in points (tuned by eye).
  public static let searchFieldSideInset = 16.0

  /// The bars of a screen `screen` in size with `insets` (the top inset includes the whole
  /// search bar), with `searchBar` showing `visible` points of itself.
  ///
  ///     let layout = NavigationBarLayout(
  ///       screen: HostSize(width: 390, height: 844), insets: HostInsets(top: 143, bottom: 34),
  ///       searchBar: HidingSearchBar(height: 52), visible: 26)
  ///     layout.bar.height  // 117: half the search bar hidden
  ///
  /// - Complexity: O(1); no allocation.
  public init(
    screen: HostSize, insets: HostInsets, searchBar: HidingSearchBar? = nil, visible: Double = 0
  ) {
    let width = screen.width
    let barHeight = searchBar?.height ?? 0
    let navigationBottom = insets.top - barHeight
    let bottom = navigationBottom + min(max(0, visible), barHeight)
    bar = DecorationRect(x: 0, y: 0, width: width, height: max(0, bottom))
    separator = DecorationRect(x: 0, y: bottom - 0.5, width: width, height: 0.5)
    if let searchBar, searchBar.height > 0 {
      let shown = min(max(0, visible), searchBar.height) / searchBar.height
      let fieldHeight = min(Self.searchFieldHeight, searchBar.height - 8)
      let top = navigationBottom + 4 * shown
      let fieldWidth = max(0, width - 2 * Self.searchFieldSideInset)
      searchField = DecorationRect(
        x: Self.searchFieldSideInset, y: top, width: fieldWidth, height: fieldHeight * shown)
      searchFieldContent = DecorationRect(
        x: 0, y: top - (1 - shown) * fieldHeight / 2, width: width, height: fieldHeight)
      searchFieldContentAlpha = max(0, 2 * shown - 1)
    } else {
      searchField = nil
      searchFieldContent = nil
      searchFieldContentAlpha = 0
    }
    title =
      navigationBottom >= Self.statusBarHeight + 30
      ? DecorationRect(
        x: 0, y: navigationBottom - Self.titleHeight, width: width, height: Self.titleHeight)
      : nil
    bottomBar = DecorationRect(
      x: 0, y: screen.height - insets.bottom, width: width, height: max(0, insets.bottom))
  }
}
