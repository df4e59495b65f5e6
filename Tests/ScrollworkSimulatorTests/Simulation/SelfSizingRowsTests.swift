import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// The `resizeRow` action: a self-sizing row resolving its estimate. Above the visible rows,
/// UIKit moves the offset with it and the container tells Core (`contentResized`), so nothing
/// on screen moves and the motion goes on; elsewhere, the rows below it move.
struct SelfSizingRowsTests {
  static let last = 39

  /// Where the last row's top is drawn on screen in `frame`, in points (always below every row
  /// the built-in scenario resizes).
  static func lastRowTop(_ frame: SheetFrame) -> Double {
    frame.kernel.panel.y + frame.kernel.content.y + frame.content.rowTop(at: last)
      - frame.sample.content.offset
  }

  /// `sheet-self-sizing`: rows above the visible ones resize four times, during a drag and
  /// during the fling after it. At each, the last row (below all of them) moves on screen as it
  /// moved the frame before, within 2 points (the finger's or the fling's step): had the shifts
  /// been taken as scrolls, it would jump by 24 to 64 points.
  @Test func noVisibleRowJumps() throws {
    let trace = try ScrollSimulator.run(BuiltInScenarios.named("sheet-self-sizing"))
    let sheets = trace.frames.compactMap(\.sheet)
    let tops = sheets.map(Self.lastRowTop)
    var resizes = 0
    for index in sheets.indices.dropFirst(2)
    where sheets[index].content != sheets[index - 1].content {
      resizes += 1
      let step = tops[index] - tops[index - 1]
      let stepBefore = tops[index - 1] - tops[index - 2]
      #expect(
        abs(step - stepBefore) <= 2,
        "t \(trace.frames[index].t): the last row moved \(step) after \(stepBefore)")
    }
    #expect(resizes == 4)
    // The momentum went on through the two resizes during the fling, to the top and beyond.
    let final = try #require(sheets.last)
    let grown: Double = 40 * 56 + 40 + 64 + 48 - 24
    #expect(final.content.height == grown)
    #expect(final.sample.content.offset == 0 && final.sample.headerCollapsed == 0)
    #expect(final.sample.sheet.y > sheets[0].sample.sheet.y + 100, "carried down the chain")
    let flung = sheets.filter { $0.sample.content.phase == .decelerating }
    let firstCoast = try #require(flung.first).sample.content.offset
    #expect(firstCoast > 800, "the fling began high in the list")
    #expect(flung.count > 60, "and coasted on, not stopped by the resizes")
  }

  func run(_ script: String, content: String = #"{"rows": 40, "rowHeight": 56}"#) throws -> Trace {
    let text = """
      {"viewport": {"width": 390, "height": 844}, "sheet": {"safeArea": {"top": 59, "bottom": 34},
      "detents": [{"id": "low", "height": 120}, {"id": "top", "inset": 10}], "initial": "top",
      "content": \(content)}, "script": [\(script)]}
      """
    return try ScrollSimulator.run(Scenario.parse(Data(text.utf8), file: "t.json"))
  }

  /// A row below the list's top (here, the list at rest at its top) moves the rows after it,
  /// not the offset; the content grows.
  @Test func aRowBelowTheTopMovesTheRowsAfterIt() throws {
    let trace = try run(#"{"resizeRow": {"row": 3, "height": 100}}"#)
    let final = try #require(trace.final.sheet)
    #expect(final.sample.content.offset == 0)
    let grown: Double = 40 * 56 + 44
    #expect(final.content.height == grown)
    #expect(final.content.rowTop(at: 4) == 3 * 56 + 100)
  }

  /// At rest with the list scrolled, a row above its top grows upward: the offset grows with
  /// it and the list stays at rest.
  @Test func aRowAboveTheTopMovesTheOffset() throws {
    let trace = try run(
      #"{"scrollTo": {"offset": 560}}, {"wait": {"seconds": 0.1}}, {"resizeRow": {"row": 2, "height": 20}}"#
    )
    let final = try #require(trace.final.sheet)
    #expect(final.sample.content.offset == 560 - 36)
    #expect(final.sample.content.phase == .idle)
  }

  @Test(arguments: [
    (
      #"{"resizeRow": {"row": 40, "height": 10}}"#, #"{"rows": 40}"#,
      "t.json: script[0].resizeRow.row: expected a row from 0 to 39, got 40"
    ),
    (
      #"{"resizeRow": {"row": 0, "height": 10}}"#, #"{"height": 900}"#,
      "t.json: script[0].resizeRow.row: the sheet's content has no rows"
    ),
    (
      #"{"resizeRow": {"row": -1, "height": 10}}"#, #"{"rows": 40}"#,
      "t.json: script[0].resizeRow.row: expected"
    ),
    (
      #"{"resizeRow": {"row": 1, "height": -5}}"#, #"{"rows": 40}"#,
      "t.json: script[0].resizeRow.height: expected a number from 0 to 1e9"
    ),
    (
      #"{"resizeRow": {"height": 5}}"#, #"{"rows": 40}"#,
      "t.json: script[0].resizeRow.row: required"
    ),
  ])
  func badResizesAreOneClearLine(action: String, content: String, expected: String) {
    do {
      _ = try run(action, content: content)
      Issue.record("accepted \(action)")
    } catch {
      let message = "\(error)"
      #expect(message.hasPrefix(expected), "\(message)")
      #expect(!message.contains("\n"))
    }
  }

  @Test func aScenarioWithoutASheetRefusesIt() {
    let text = """
      {"viewport": {"width": 390, "height": 844}, "content": {"rows": 40},
      "script": [{"resizeRow": {"row": 1, "height": 5}}]}
      """
    #expect(throws: ScenarioError.self) {
      try Scenario.parse(Data(text.utf8), file: "t.json")
    }
  }
}
