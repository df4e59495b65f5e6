import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The search bar that hides when scrolling, and the bars drawn over the insets.
struct HidingSearchBarTests {
  static let bar = HidingSearchBar(height: 52)
  static let long = ScrollGeometry(viewport: 844, content: 2000, insetStart: 143, insetEnd: 34)

  @Test(
    arguments: [(-143.0, 52.0), (-143 + 20, 32), (-91, 0), (0, 0), (-300, 52)] as [(Double, Double)]
  )
  func visibleHeightFollowsTheOffset(offset: Double, visible: Double) {
    #expect(Self.bar.visibleHeight(offset: offset, insetTop: 143) == visible)
  }

  /// At rest part-way: half or more showing shows it whole, less hides it; whole or hidden
  /// stays; nothing moves while scrolling.
  @Test(
    arguments: [
      (-143 + 26.0, false, -143.0), (-143 + 25, false, -143), (-143 + 27, false, -91),
      (-143 + 51, false, -91), (-143, false, nil), (-91, false, nil), (-120, true, nil),
    ] as [(Double, Bool, Double?)])
  func settle(offset: Double, isScrolling: Bool, target: Double?) {
    #expect(
      Self.bar.settleTarget(geometry: Self.long, offset: offset, isScrolling: isScrolling)
        == target)
  }

  /// Content too short to scroll the bar away: it shows whole, even when mostly hidden.
  @Test func shortContentShowsTheBar() {
    let short = ScrollGeometry(viewport: 844, content: 700, insetStart: 143, insetEnd: 34)
    #expect(short.maxOffset < -91)
    #expect(Self.bar.settleTarget(geometry: short, offset: -143 + 40, isScrolling: false) == -143)
  }

  /// The top bar ends at the visible search bar's bottom; the field squeezes and its contents
  /// fade over the first half; the title's row ends where the search bar begins.
  @Test func barsFollowTheSearchBar() throws {
    let screen = HostSize(width: 390, height: 844)
    let insets = HostInsets(top: 143, bottom: 34)
    let half = NavigationBarLayout(screen: screen, insets: insets, searchBar: Self.bar, visible: 26)
    #expect(half.bar == DecorationRect(x: 0, y: 0, width: 390, height: 117))
    #expect(half.separator.y == 116.5)
    let field = try #require(half.searchField)
    #expect(field == DecorationRect(x: 16, y: 93, width: 358, height: 18))
    #expect(half.searchFieldContentAlpha == 0)
    #expect(half.title == DecorationRect(x: 0, y: 47, width: 390, height: 44))
    #expect(half.bottomBar == DecorationRect(x: 0, y: 810, width: 390, height: 34))
    let whole = NavigationBarLayout(
      screen: screen, insets: insets, searchBar: Self.bar, visible: 52)
    #expect(whole.searchFieldContentAlpha == 1)
    #expect(whole.searchField?.height == 36)
  }

  /// No room under the status bar for a title (a short top inset): no title row.
  @Test func noTitleUnderAShortBar() {
    let layout = NavigationBarLayout(
      screen: HostSize(width: 390, height: 844), insets: HostInsets(top: 59, bottom: 34))
    #expect(layout.title == nil)
    #expect(layout.searchField == nil)
    #expect(layout.bar.height == 59)
  }
}
