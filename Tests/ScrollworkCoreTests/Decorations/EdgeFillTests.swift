import Testing

@_spi(Engine) @testable import ScrollworkCore

struct EdgeFillTests {
  @Test func pulledDownTheTopGapIsFilled() {
    let layout = EdgeFill().layout(DecorationCase.snapshot(content: 1056, offset: -250))
    #expect(layout.top == DecorationRect(x: 0, y: -250, width: 390, height: 250))
    #expect(layout.bottom == nil)
  }

  /// The region behind the navigation bar is above the content too: at rest under a bar the
  /// top colour fills it, as the seed's top stretcher does.
  @Test func atRestUnderABarTheBarAreaIsTopColoured() {
    let layout = EdgeFill().layout(DecorationCase.snapshot(content: 1056, offset: -91))
    #expect(layout.top?.height == 91)
  }

  @Test func pulledUpTheBottomGapIsFilled() {
    // 24 rows: oMax = 1056 + 34 − 844 = 246; pulled 60 past it.
    let layout = EdgeFill().layout(DecorationCase.snapshot(content: 1056, offset: 306))
    #expect(layout.top == nil)
    #expect(layout.bottom == DecorationRect(x: 0, y: 1056, width: 390, height: 306 + 844 - 1056))
  }

  /// Short content pulled down: the bottom fill stays below the rows (the seed hid it here).
  @Test func shortContentPulledDownKeepsItsBottomFill() {
    let layout = EdgeFill().layout(DecorationCase.snapshot(content: 220, offset: -200))
    #expect(layout.top?.height == 200)
    #expect(layout.bottom == DecorationRect(x: 0, y: 220, width: 390, height: -200 + 844 - 220))
  }

  @Test func sidesCanBeLeftToTheViewsOwnBackground() {
    let snapshot = DecorationCase.snapshot(content: 220, offset: -200)
    #expect(EdgeFill(top: true, bottom: false).layout(snapshot).bottom == nil)
    #expect(EdgeFill(top: false, bottom: true).layout(snapshot).top == nil)
  }

  @Test func inTheMiddleBothAreClosed() {
    let layout = EdgeFill().layout(DecorationCase.snapshot(content: 4000, offset: 1000))
    #expect(layout.top == nil && layout.bottom == nil)
  }
}
