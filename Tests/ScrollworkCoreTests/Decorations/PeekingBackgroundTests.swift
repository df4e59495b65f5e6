import Testing

@_spi(Engine) @testable import ScrollworkCore

struct PeekingBackgroundTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var content: Double
    var offset: Double
    var insets: (top: Double, bottom: Double)
    var viewport = 844.0
    var mode: PeekingBackground.Mode
    var reveal: Double
    var testDescription: String { name }
  }

  /// Long content (1,320 pt) and short content (132 pt), under bars and bare, at rest, scrolled,
  /// pulled at each end, and rotated to landscape (viewport 390).
  @Test(arguments: [
    Case(
      name: "long, at the top", content: 1320, offset: -91, insets: DecorationCase.navigationBar,
      mode: .hidden, reveal: 0),
    Case(
      name: "long, at the end", content: 1320, offset: 510, insets: DecorationCase.navigationBar,
      mode: .hidden, reveal: 0),
    Case(
      name: "long, pulled 80 past the end", content: 1320, offset: 590,
      insets: DecorationCase.navigationBar, mode: .peek, reveal: 80),
    Case(
      name: "long, pulled down at the top", content: 1320, offset: -200,
      insets: DecorationCase.navigationBar, mode: .hidden, reveal: 0),
    Case(
      name: "long, search bar shown, at the end", content: 1320, offset: 510,
      insets: DecorationCase.searchBarShown, mode: .hidden, reveal: 0),
    Case(
      name: "long, no bars, pulled past the end", content: 1320, offset: 500,
      insets: DecorationCase.bare, mode: .peek, reveal: 24),
    Case(
      name: "short: empty state", content: 132, offset: -91, insets: DecorationCase.navigationBar,
      mode: .empty, reveal: 587),
    Case(
      name: "exactly filling: not empty", content: 719, offset: -91,
      insets: DecorationCase.navigationBar, mode: .hidden, reveal: 0),
    Case(
      name: "one point short: empty", content: 718, offset: -91,
      insets: DecorationCase.navigationBar, mode: .empty, reveal: 1),
    Case(
      name: "landscape: the same rows no longer fill", content: 300, offset: -32, insets: (32, 21),
      viewport: 390, mode: .empty, reveal: 37),
  ])
  func modeAndReveal(_ c: Case) {
    let snapshot = DecorationCase.snapshot(
      content: c.content, offset: c.offset, insets: c.insets, viewport: c.viewport)
    let layout = PeekingBackground().layout(snapshot)
    #expect(layout.mode == c.mode)
    #expect(abs(layout.reveal - c.reveal) < 1e-9)
    // reveal = max(0, o + H − a.bottom − C), as ARCHITECTURE.md §5 defines it.
    #expect(layout.reveal == max(0, c.offset + c.viewport - c.insets.bottom - c.content))
  }

  @Test(arguments: [0.0, 0.5, 1.0])
  func followBlendsBetweenViewportAndContentEnd(follow: Double) {
    let snapshot = DecorationCase.snapshot(content: 1320, offset: 600)
    let frame = PeekingBackground(follow: follow).layout(snapshot).frame
    // 0: fixed to the viewport (its top at the offset); 1: glued under the content's end.
    #expect(frame.y == 600 + follow * (1320 - 600))
    #expect(frame.height == 844)
    #expect(frame.width == 390)
  }

  @Test func theEmptyStateFillsTheVisibleAreaBelowTheRows() {
    let layout = PeekingBackground().layout(DecorationCase.snapshot(content: 132, offset: -91))
    #expect(layout.frame == DecorationRect(x: 0, y: 132, width: 390, height: 844 - 91 - 34 - 132))
    #expect(layout.dimming == 0)
  }

  @Test func withoutAnEmptyStateShortContentPeeks() {
    let layout = PeekingBackground(showsEmptyState: false)
      .layout(DecorationCase.snapshot(content: 132, offset: -91))
    #expect(layout.mode == .peek)
  }

  /// The choice follows the data: rows removed switch to the empty state with no extra call.
  @Test func modeFollowsContentChanges() {
    let peek = PeekingBackground()
    #expect(peek.layout(DecorationCase.snapshot(content: 1320, offset: 590)).mode == .peek)
    #expect(peek.layout(DecorationCase.snapshot(content: 88, offset: -91)).mode == .empty)
  }

  @Test(arguments: [-1.0, 2.0, .nan])
  func configurationIsClamped(value: Double) {
    let peek = PeekingBackground(dimming: value, follow: value)
    #expect((0...1).contains(peek.dimming))
    #expect((0...1).contains(peek.follow))
  }

  @Test func horizontalAxisLaysOutAcrossX() {
    let snapshot = DecorationCase.snapshot(
      content: 1000, offset: 300, insets: DecorationCase.bare, viewport: 800, width: 200,
      axis: .horizontal)
    let layout = PeekingBackground().layout(snapshot)
    #expect(layout.mode == .peek)
    #expect(layout.frame == DecorationRect(x: 300, y: 0, width: 800, height: 200))
  }
}
