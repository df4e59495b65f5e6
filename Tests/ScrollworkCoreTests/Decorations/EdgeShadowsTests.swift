import Testing

@_spi(Engine) @testable import ScrollworkCore

struct EdgeShadowsTests {
  @Test func aLongTableInTheMiddleHasNoShadows() {
    let layout = EdgeShadows(thickness: 10).layout(
      DecorationCase.snapshot(content: 1760, offset: 400))
    #expect(layout == EdgeShadows.Layout())
  }

  @Test func pulledDownTheTopPairAppears() {
    let layout = EdgeShadows(thickness: 10).layout(
      DecorationCase.snapshot(content: 1760, offset: -150))
    #expect(layout.outerTop == DecorationRect(x: 0, y: -150 + 91, width: 390, height: 10))
    #expect(layout.contentTop == DecorationRect(x: 0, y: -10, width: 390, height: 10))
    #expect(layout.contentBottom == nil && layout.outerBottom == nil)
  }

  @Test func atRestAtTheTopTheTopPairIsHidden() {
    let layout = EdgeShadows().layout(DecorationCase.snapshot(content: 1760, offset: -91))
    #expect(layout.outerTop == nil && layout.contentTop == nil)
  }

  @Test func pastTheEndTheBottomPairAppears() {
    // oMax = 1760 + 34 − 844 = 950; pulled 40 past it.
    let layout = EdgeShadows(thickness: 8).layout(
      DecorationCase.snapshot(content: 1760, offset: 990))
    #expect(layout.contentBottom == DecorationRect(x: 0, y: 1760, width: 390, height: 8))
    #expect(
      layout.outerBottom == DecorationRect(x: 0, y: 990 + 844 - 34 - 8, width: 390, height: 8))
  }

  /// Short content: its end is always exposed, so the bottom pair always shows.
  @Test(arguments: [-91.0, -300, 100])
  func shortContentAlwaysShowsTheBottomPair(offset: Double) {
    let layout = EdgeShadows().layout(DecorationCase.snapshot(content: 220, offset: offset))
    #expect(layout.contentBottom != nil && layout.outerBottom != nil)
  }

  /// With the search bar shown the visible area starts lower: the outer shadow follows it.
  @Test func theOuterTopShadowSitsUnderTheBars() {
    let layout = EdgeShadows(thickness: 10)
      .layout(
        DecorationCase.snapshot(content: 1760, offset: -200, insets: DecorationCase.searchBarShown))
    let expected: Double = -57  // the offset, −200, plus the 143 pt of bars
    #expect(layout.outerTop?.y == expected)
  }
}
