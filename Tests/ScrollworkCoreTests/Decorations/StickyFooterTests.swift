import Testing

@_spi(Engine) @testable import ScrollworkCore

struct StickyFooterTests {
  /// footerY = max(C, visible − footerH): at the bottom of the visible area when the content is
  /// short, right after the content when it is long.
  struct Case: Sendable {
    var content: Double
    var insets: (top: Double, bottom: Double)
    var viewport: Double
    var expected: Double
  }

  @Test(arguments: [
    // short: 719 − 80
    Case(content: 176, insets: DecorationCase.navigationBar, viewport: 844, expected: 639),
    // long
    Case(content: 1056, insets: DecorationCase.navigationBar, viewport: 844, expected: 1056),
    // meeting
    Case(content: 639, insets: DecorationCase.navigationBar, viewport: 844, expected: 639),
    // 667 − 80
    Case(content: 176, insets: DecorationCase.searchBarShown, viewport: 844, expected: 587),
    // landscape: 337 − 80
    Case(content: 176, insets: (32, 21), viewport: 390, expected: 257),
    // no rows
    Case(content: 0, insets: DecorationCase.bare, viewport: 844, expected: 764),
  ])
  func footerPosition(_ c: Case) {
    let (content, insets, viewport, expected) = (c.content, c.insets, c.viewport, c.expected)
    let footer = StickyFooter(height: 80)
    let geometry = ScrollGeometry(
      viewport: viewport, content: content, insetStart: insets.top, insetEnd: insets.bottom)
    #expect(footer.footerStart(for: geometry) == expected)
    #expect(footer.contentLength(for: geometry) == expected + 80)
    let frame = footer.layout(
      ScrollSnapshot(geometry: geometry, offset: -insets.top, crossLength: 390))
    #expect(frame == DecorationRect(x: 0, y: expected, width: 390, height: 80))
  }

  /// The short-content footer rests at the bottom of the visible area: at rest, its bottom
  /// meets the bottom inset on screen.
  @Test func atRestAShortTablesFooterTouchesTheBottomBar() {
    let geometry = ScrollGeometry(viewport: 844, content: 176, insetStart: 91, insetEnd: 34)
    let footer = StickyFooter(height: 80)
    let screenBottom = footer.footerStart(for: geometry) + 80 - geometry.minOffset
    #expect(screenBottom == 844 - 34)
  }
}
