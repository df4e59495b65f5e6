import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// The sheet through the simulator: scenario in, per-frame sheet state in the trace.
struct SheetTraceTests {
  func run(_ name: String) throws -> Trace {
    try ScrollSimulator.run(BuiltInScenarios.named(name))
  }

  func sheets(_ trace: Trace) -> [SheetFrame] { trace.frames.compactMap(\.sheet) }

  @Test func theFiveStatesAreVisitedInTurn() throws {
    let trace = try run("sheet-states")
    var visited: [SheetDetent.ID] = []
    for frame in sheets(trace) where visited.last != frame.sample.sheet.settledDetent {
      visited.append(frame.sample.sheet.settledDetent)
    }
    #expect(visited == ["default", "minimized", "teaser", "default", "expanded", "maximum"])
    #expect(sheets(trace).contains { $0.sample.sheet.targetDetent == "expanded" })
  }

  /// `sheet-pages`: each page keeps its own offset; at each switch the page shown is where it
  /// was left, not a pixel off, and the sheet and header do not move.
  @Test func eachPageKeepsItsOffset() throws {
    let frames = sheets(try run("sheet-pages"))
    let pixel = 1.0 / 3
    var left: [Int: Double] = [:]
    var switches = 0
    for (before, after) in zip(frames, frames.dropFirst()) where after.page != before.page {
      switches += 1
      left[before.page] = before.sample.content.offset
      let expected = left[after.page] ?? 0
      // (The page left may still move during the frame's interval before the switch.)
      #expect(abs(after.sample.content.offset - expected) <= pixel + 1e-9, "page \(after.page)")
      #expect(abs(after.sample.sheet.y - before.sample.sheet.y) <= pixel)
      #expect(abs(after.sample.headerCollapsed - before.sample.headerCollapsed) <= pixel)
    }
    #expect(switches == 2)
    // Places was left scrolled and came back scrolled; Guides was left mid-fling.
    #expect((left[0] ?? 0) > 500 && (left[1] ?? 0) > 100)
  }

  @Test func aFlingUpReachesTheTop() throws {
    let final = try #require(try run("sheet-fling-up").final.sheet)
    #expect(final.sample.sheet.settledDetent == "maximum")
    #expect(final.sample.sheet.y == 69)
  }

  @Test func aSlowDragSettlesBack() throws {
    let trace = try run("sheet-slow-drag")
    #expect(sheets(trace).contains { $0.sample.sheet.phase == .dragging })
    #expect(trace.final.sheet?.sample.sheet.settledDetent == "default")
  }

  /// Up: while the content has scrolled, the sheet is at its top and the header collapsed;
  /// while the header is part-way, the sheet is at its top and the content at its start.
  @Test func oneGestureKeepsTheChainsOrder() throws {
    let trace = try run("sheet-one-gesture")
    for frame in sheets(trace) where frame.sample.sheet.phase == .dragging {
      let s = frame.sample
      if s.content.offset > 0.5 {
        #expect(s.sheet.y == 69)
        // On the way back down the header reveals first (`always`), so it may be part-way.
      }
      if s.headerCollapsed > 0 && s.headerCollapsed < 64 { #expect(s.sheet.y == 69) }
      #expect(s.sheet.y >= 69, "never above the top detent in a content drag")
    }
    let s = sheets(trace)
    #expect(s.contains { $0.sample.content.offset > 200 })
    #expect(s.contains { $0.sample.headerCollapsed == 64 })
    #expect(trace.final.sheet?.sample.sheet.y ?? 0 > 69, "and the sheet came back down")
  }

  @Test func aContentFlingCarriesIntoTheSheet() throws {
    let trace = try run("sheet-content-fling")
    let s = sheets(trace)
    let flingStart = try #require(s.lastIndex { $0.sample.sheet.phase == .dragging })
    let after = s[flingStart...]
    #expect(after.contains { $0.sample.content.phase == .decelerating })
    #expect(after.contains { $0.sample.sheet.phase == .animating })
    #expect(trace.final.sheet?.sample.sheet.settledDetent == "default")
    #expect(trace.final.sheet?.sample.headerCollapsed == 0)
  }

  @Test func theKeyboardNeverCoversTheSheet() throws {
    let trace = try run("sheet-keyboard")
    let lifted = try #require(
      sheets(trace).first { $0.keyboardHeight == 336 && $0.sample.sheet.phase == .idle })
    #expect(lifted.sample.sheet.y <= 844 - 336)
    #expect(trace.final.sheet?.sample.sheet.y == 644)
  }

  @Test func rotationKeepsTheDetent() throws {
    let trace = try run("sheet-rotation")
    let landscape = try #require(sheets(trace).first { $0.container.height == 390 })
    #expect(landscape.sample.sheet.settledDetent == "expanded")
    #expect(landscape.sample.sheet.y == PixelGrid(displayScale: 3).round(390 * 0.3))
    #expect(trace.final.sheet?.sample.sheet.settledDetent == "expanded")
  }

  // MARK: Regressions of other sheets, through scenarios

  func scenario(_ script: String, initial: String = "default", extra: String = "") throws -> Trace {
    let text = """
      {"viewport": {"width": 390, "height": 844}, "sheet": {"safeArea": {"top": 59, "bottom": 34},
      "detents": [{"id": "low", "height": 120}, {"id": "default", "fraction": 0.45},
      {"id": "top", "inset": 10}], "initial": "\(initial)"\(extra)}, "script": [\(script)]}
      """
    return try ScrollSimulator.run(Scenario.parse(Data(text.utf8), file: "t.json"))
  }

  @Test func contentSizeChangingWhileTheSheetMoves() throws {
    let trace = try scenario(
      #"{"moveSheet": {"to": "top"}}, {"wait": {"seconds": 0.1}}, {"setContent": {"rows": 3}}"#)
    for (a, b) in zip(sheets(trace), sheets(trace).dropFirst()) {
      #expect(abs(b.sample.sheet.y - a.sample.sheet.y) < 80, "no jump")
    }
    #expect(trace.final.sheet?.sample.sheet.settledDetent == "top")
  }

  @Test(arguments: ["low", "default", "top"])
  func rotationAtEveryDetent(detent: String) throws {
    let trace = try scenario(
      #"{"resize": {"width": 844, "height": 390}}, {"wait": {"seconds": 0.2}}"#, initial: detent)
    #expect(trace.final.sheet?.sample.sheet.settledDetent == SheetDetent.ID(detent))
  }

  @Test func interruptingTheSnapAnimation() throws {
    let trace = try scenario(
      #"{"moveSheet": {"to": "top"}}, {"wait": {"seconds": 0.1}}, {"drag": {"by": 30, "duration": 0.2, "on": "sheet"}}"#
    )
    let frames = sheets(trace)
    for (a, b) in zip(frames, frames.dropFirst()) {
      #expect(abs(b.sample.sheet.y - a.sample.sheet.y) < 60, "no jump when caught")
    }
  }

  @Test func aFlingExactlyAtTheThreshold() throws {
    let trace = try scenario(#"{"fling": {"velocity": -500, "on": "sheet"}}"#)
    #expect(trace.final.sheet?.sample.sheet.settledDetent == "top")
  }

  @Test func detentsChangedMidDrag() throws {
    let trace = try scenario(
      #"{"drag": {"by": -50, "duration": 0.2, "on": "sheet"}}, {"setDetents": [{"id": "a", "height": 300}, {"id": "b", "inset": 100}]}, {"drag": {"by": -20, "duration": 0.1}}"#
    )
    let frames = sheets(trace)
    for (a, b) in zip(frames, frames.dropFirst()) {
      #expect(abs(b.sample.sheet.y - a.sample.sheet.y) < 40, "no jump")
    }
    #expect(["a", "b"].contains(trace.final.sheet?.sample.sheet.settledDetent ?? ""))
  }

  @Test func traceJSONHasTheSheetContract() throws {
    let text = try run("sheet-fling-up").finalOnlyJSON.serialized()
    for key in [
      #""sheet":{"y":69,"detents":[{"id":"minimized","y":764}"#, #""settledDetent":"maximum""#,
      #""targetDetent":null"#, #""phase":"idle""#, #""header":{"collapsed":0,"visible":120}"#,
      #""content":{"offset":0,"phase":"idle","viewport":655}"#,
    ] {
      #expect(text.contains(key), "\(key)")
    }
  }

  @Test(arguments: [
    (#""sheet": {"detents": []}"#, "t.json: sheet.detents: the list is empty"),
    (
      #""sheet": {"detents": [{"id": "a"}]}"#,
      "t.json: sheet.detents[0]: give exactly one of height, fraction, inset or fitted"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}, {"id": "a", "inset": 1}]}"#,
      "t.json: sheet.detents[1].id: \"a\" is used twice"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "fraction": 2}]}"#,
      "t.json: sheet.detents[0].fraction: expected a number from 0 to 1, got 2"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}], "initial": "b"}"#,
      "t.json: sheet.initial: no detent has the id \"b\""
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}], "keyboard": "hide"}"#,
      "t.json: sheet.keyboard: expected \"none\", \"lift\" or \"liftAndExpand\""
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}], "header": {"reveal": "later"}}"#,
      "t.json: sheet.header.reveal: expected \"always\" or \"atTop\""
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}]}, "script": [{"moveSheet": {"to": "z"}}]"#,
      "t.json: script[0].moveSheet.to: no detent has the id \"z\""
    ),
    (
      #""content": {"rows": 1}, "script": [{"moveSheet": {"to": "z"}}]"#,
      "t.json: script[0].moveSheet: the scenario has no sheet"
    ),
    (
      #""content": {"rows": 1}, "script": [{"drag": {"by": 1, "duration": 1, "on": "sheet"}}]"#,
      "t.json: script[0].drag.on: the scenario has no sheet"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}]}, "script": [{"fling": {"velocity": 1, "on": "map"}}]"#,
      "t.json: script[0].fling.on: expected \"grabber\", \"header\" or \"content\""
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}]}, "script": [{"setDetents": []}]"#,
      "t.json: script[0].setDetents: the list is empty"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}], "appearance": {"style": "glass"}}"#,
      #"t.json: sheet.appearance.style: expected "attached" or "floating", got "glass""#
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}], "appearance": {"inset": 3}}"#,
      "t.json: sheet.appearance.style: required"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}], "appearance": {"style": "attached", "inset": 3}}"#,
      "t.json: sheet.appearance.inset: only a floating panel has one"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}], "appearance": {"style": "floating", "cornerRadius": -1}}"#,
      "t.json: sheet.appearance.cornerRadius: "
    ),
    (
      #""sheet": {"detents": [{"id": "a", "fitted": false}]}"#,
      "t.json: sheet.detents[0].fitted: expected true or an object with topInset, got a boolean"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "fitted": {"topInset": -2}}]}"#,
      "t.json: sheet.detents[0].fitted.topInset: "
    ),
    (
      #""sheet": {"detents": [{"id": "a", "fitted": {"top": 2}}]}"#,
      "t.json: sheet.detents[0].fitted.top: unknown key (expected one of: topInset)"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "fitted": true, "height": 3}]}"#,
      "t.json: sheet.detents[0]: give exactly one of height, fraction, inset or fitted"
    ),
  ])
  func badSheetInputIsOneClearLine(json: String, expected: String) {
    let text = #"{"viewport": {"width": 390, "height": 844}, "# + json + "}"
    do {
      _ = try Scenario.parse(Data(text.utf8), file: "t.json")
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error.description)")
    }
  }
}
