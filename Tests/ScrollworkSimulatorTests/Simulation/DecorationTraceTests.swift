import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// The decorations through the simulator: scenario in, per-frame layouts in the trace.
struct DecorationTraceTests {
  func run(_ name: String) throws -> Trace {
    try ScrollSimulator.run(BuiltInScenarios.named(name))
  }

  /// The fox peeks only past the last row, glued under it (`follow` 1), so its face rises into
  /// view; the top never bounces, even as the search bar hides.
  @Test func peekingFox() throws {
    let trace = try run("peek-fox")
    let modes = Set(trace.frames.compactMap { $0.decorations?.peekingBackground?.mode })
    #expect(modes == [.peek, .hidden])
    for frame in trace.frames {
      let top = -frame.layout.insets.top
      #expect(frame.scroll.offset >= top - 1e-9, "no bounce at the top, t = \(frame.t)")
      guard let peek = frame.decorations?.peekingBackground else {
        Issue.record("no layout at \(frame.t)")
        continue
      }
      #expect(peek.mode == (peek.reveal > 0 ? .peek : .hidden))
      #expect(peek.frame.y == frame.contentHeight, "glued under the content's end")
    }
    #expect(trace.frames.contains { ($0.decorations?.peekingBackground?.reveal ?? 0) > 100 })
  }

  /// Three rows: the empty state; rows added: no longer empty, with no extra call.
  @Test func emptyStateFollowsTheData() throws {
    let trace = try run("peek-empty")
    let first = try #require(trace.frames.first?.decorations?.peekingBackground)
    #expect(first.mode == .empty)
    #expect(first.frame.y == 132, "below the three rows")
    let added = try #require(trace.frames.first { $0.layout.content.rowCount == 25 })
    #expect(added.decorations?.peekingBackground?.mode != .empty)
    #expect(trace.frames.contains { $0.decorations?.peekingBackground?.mode == .peek })
  }

  @Test func parallaxHoldsStillPastTheEnds() throws {
    let trace = try run("parallax")
    for frame in trace.frames {
      let parallax = try #require(frame.decorations?.parallaxBackground)
      let geometry = ScrollGeometry(
        viewport: 844, content: frame.layout.content.height, insetStart: 91, insetEnd: 34)
      if frame.scroll.offset <= geometry.minOffset {
        #expect(
          parallax.frame.y == frame.scroll.offset,
          "at or above the top: image top at the viewport's")
      }
      if frame.scroll.offset >= geometry.maxOffset {
        #expect(
          abs(parallax.frame.y - (frame.scroll.offset - 556)) < 1e-9,
          "image bottom at the viewport's")
      }
    }
  }

  @Test func twoToneFillsBothGaps() throws {
    let trace = try run("two-tone")
    #expect(trace.frames.contains { ($0.decorations?.edgeFill?.top?.height ?? 0) > 150 })
    #expect(trace.frames.contains { $0.decorations?.edgeFill?.bottom != nil })
    let scenario = try BuiltInScenarios.named("two-tone")
    #expect(scenario.decorations.topFillColor == "#0A84FF")
    #expect(scenario.decorations.bottomFillColor == "#30D158")
  }

  @Test func shortTablesAlwaysShowTheBottomShadows() throws {
    let trace = try run("shadows-short")
    #expect(trace.frames.allSatisfy { $0.decorations?.edgeShadows?.contentBottom != nil })
    #expect(trace.frames.contains { $0.decorations?.edgeShadows?.outerTop != nil })
    #expect(trace.final.decorations?.edgeShadows?.outerTop == nil, "at rest the top is covered")
  }

  /// The footer is pinned while the table is short and follows the rows once they are long; the
  /// scroll view's content size includes it, and the decorations see the rows' own height.
  @Test func stickyFooterFollowsTheContent() throws {
    let trace = try run("sticky-footer")
    let short = try #require(trace.frames.first)
    let pinned: Double = 844 - 91 - 34 - 80
    #expect(short.decorations?.stickyFooter?.y == pinned)
    #expect(short.contentHeight == 719)
    let long = trace.final
    let afterRows: Double = 24 * 44
    #expect(long.decorations?.stickyFooter?.y == afterRows)
    #expect(long.contentHeight == 24 * 44 + 80)
    #expect(long.scroll.offset == 24 * 44 + 80 + 34 - 844, "rests with the footer at the bottom")
  }

  /// Rotation: eight rows with a sticky footer and a peeking background, turned to landscape.
  /// In portrait the rows are short (empty state, footer pinned at the bottom); in landscape
  /// they fill the visible area, so the empty state goes and the footer follows the rows, with
  /// no extra call, and the content size follows the footer.
  @Test func rotationRelaysTheDecorations() throws {
    let scenario = Scenario(
      name: "rotate", viewport: HostSize(width: 390, height: 844),
      insets: HostInsets(top: 91, bottom: 34), content: .rows(count: 8, rowHeight: 44),
      decorations: ScenarioDecorations(
        layout: ScrollDecorations(
          peekingBackground: PeekingBackground(), stickyFooter: StickyFooter(height: 60))),
      script: [
        .wait(seconds: 0.1), .resize(HostSize(width: 844, height: 390)),
        .setInsets(HostInsets(top: 32, bottom: 21)), .wait(seconds: 0.1),
      ])
    let trace = try ScrollSimulator.run(scenario)
    let portrait = try #require(trace.frames.first)
    let portraitFooter: Double = 844 - 91 - 34 - 60
    #expect(portrait.decorations?.stickyFooter?.y == portraitFooter)
    #expect(portrait.decorations?.peekingBackground?.mode == .empty)
    let landscape = trace.final
    let rows: Double = 8 * 44
    #expect(landscape.decorations?.stickyFooter?.y == rows, "352 rows > 337 − 60: after the rows")
    #expect(landscape.contentHeight == rows + 60)
    #expect(landscape.decorations?.peekingBackground?.mode == .hidden, "the rows fill it now")
    #expect(landscape.decorations?.stickyFooter?.width == 844)
    #expect(landscape.scroll.offset == -32, "at rest at the new top")
  }

  @Test func traceJSONCarriesTheDecorations() throws {
    let trace = try run("shadows-short")
    let text = trace.json.serialized()
    #expect(
      text.contains(
        #""decorations":{"edgeShadows":{"outerTop":null,"contentTop":null,"contentBottom":[0,220,390,10],"outerBottom":["#
      ))
    #expect(text.contains(#""contentHeight":220"#))
    let plain = try ScrollSimulator.run(BuiltInScenarios.named("fling")).json.serialized()
    #expect(!plain.contains("decorations"), "no decorations, no key")
  }

  @Test(arguments: [
    (
      #""decorations": {"edgeFill": {"top": "blue"}}"#,
      "s.json: decorations.edgeFill.top: expected a colour as \"#RRGGBB\", got \"blue\""
    ),
    (#""decorations": {"edgeFill": {}}"#, "s.json: decorations.edgeFill: give top, bottom or both"),
    (
      #""decorations": {"parallaxBackground": {"mode": "tilt", "imageHeight": 10}}"#,
      "s.json: decorations.parallaxBackground.mode: expected \"range\" or \"ratio\""
    ),
    (
      #""decorations": {"parallaxBackground": {}}"#,
      "s.json: decorations.parallaxBackground.imageHeight: required"
    ),
    (
      #""decorations": {"peekingBackground": {"dimming": 2}}"#,
      "s.json: decorations.peekingBackground.dimming: expected a number from 0 to 1, got 2"
    ),
    (
      #""decorations": {"stickyFooter": {"height": -1}}"#,
      "s.json: decorations.stickyFooter.height: expected a number from 0 to 1e9, got -1"
    ),
    (#""decorations": {"glow": {}}"#, "s.json: decorations.glow: unknown key"),
  ])
  func badDecorationsAreOneClearLine(json: String, expected: String) {
    let text = #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 3}, "# + json + "}"
    do {
      _ = try Scenario.parse(Data(text.utf8), file: "s.json")
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error.description)")
    }
  }
}
