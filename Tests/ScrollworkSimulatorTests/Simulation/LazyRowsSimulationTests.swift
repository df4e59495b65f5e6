@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// Self-sizing rows in a lazy list (`estimatedRowHeight`): rows measured as they enter the
/// margin never move anything on screen. The oracle is the same run over a list that knew every
/// height from the start (``SelfSizingContent/withExactEstimates``): from the same rows on
/// screen and under the same gestures, every row must be drawn where that list draws it, frame
/// by frame, within a device pixel — through drags, flings, bounces and the sheet's hand-offs.
@Suite struct LazyRowsSimulationTests {
  /// Every row visible in a frame, by index: its top on screen (points) and its height.
  static func visibleRows(_ frame: TraceFrame) -> [Int: (y: Double, height: Double)] {
    var shown: [Int: (y: Double, height: Double)] = [:]
    if let sheet = frame.sheet {
      guard let window = sheet.rows else { return [:] }
      let listTop = sheet.kernel.panel.y + sheet.kernel.content.y
      let listBottom = min(listTop + sheet.kernel.content.height, sheet.container.height)
      for row in window.rows {
        let y = listTop + row.top - sheet.kernel.contentOffset
        if y + row.height > listTop, y < listBottom { shown[row.index] = (y, row.height) }
      }
      return shown
    }
    guard let window = frame.rows else { return [:] }
    for row in window.rows {
      let y = row.top - frame.scroll.offset
      if y + row.height > 0, y < frame.layout.viewport.height { shown[row.index] = (y, row.height) }
    }
    return shown
  }

  /// The same scenario over a list that knows every row's height.
  static func exact(_ scenario: Scenario) -> Scenario {
    var exact = scenario
    if case .selfSizing(let rows) = exact.content {
      exact.content = .selfSizing(rows.withExactEstimates(displayScale: scenario.displayScale))
    }
    if case .selfSizing(let rows)? = exact.sheet?.content {
      exact.sheet?.content = .selfSizing(
        rows.withExactEstimates(displayScale: scenario.displayScale))
    }
    return exact
  }

  /// Compares the frames of `lazy` and `known` from frame `from` on: every row both show is at
  /// the same place, within a pixel. Returns how many rows were compared.
  @discardableResult
  static func expectSameRows(
    _ lazy: Trace, _ known: Trace, from start: Int = 0, pixel: Double = 1.0 / 3,
    _ note: String
  ) -> Int {
    var compared = 0
    for index in start..<min(lazy.frames.count, known.frames.count) {
      let a = visibleRows(lazy.frames[index])
      let b = visibleRows(known.frames[index])
      for (row, shown) in a {
        guard let oracle = b[row] else { continue }
        compared += 1
        if abs(shown.y - oracle.y) > pixel + 1e-9 {
          Issue.record(
            "\(note): t \(lazy.frames[index].t): row \(row) at \(shown.y), the list that knew its heights draws it at \(oracle.y)"
          )
          return compared
        }
      }
    }
    return compared
  }

  @Test func aFlingThroughAHundredThousandRowsMovesNoRowOnScreen() throws {
    let scenario = try BuiltInScenarios.named("rows-fling")
    let lazy = try ScrollSimulator.run(scenario)
    let known = try ScrollSimulator.run(Self.exact(scenario))
    #expect(Self.expectSameRows(lazy, known, "rows-fling") > 5_000)
    // Rows were measured on the way up (above the screen: the offset moved with them) and down.
    let measured = try #require(lazy.final.rows?.measured)
    #expect(measured > 60 && measured < 400, "only rows near the screen are built")
    #expect(lazy.final.scroll.phase == .idle && !lazy.capped)
    // Every fling coasted as far, and as long, as over rows of known heights.
    #expect(abs(lazy.final.t - known.final.t) < 1e-9)
    // The scroll indicator moves, frame to frame, as the one over rows of known heights does,
    // within a point: a correction moves it only by what the corrected length implies (here,
    // 10⁵ rows long, next to nothing).
    var corrections = 0
    for index in lazy.frames.indices.dropFirst() {
      let moved = lazy.frames[index].indicator.start - lazy.frames[index - 1].indicator.start
      let knownMoved = known.frames[index].indicator.start - known.frames[index - 1].indicator.start
      #expect(abs(moved - knownMoved) <= 1, "t \(lazy.frames[index].t)")
      if lazy.frames[index].rows?.measured != lazy.frames[index - 1].rows?.measured {
        corrections += 1
      }
    }
    #expect(corrections > 20)
  }

  /// Hidden variations: any heights, any error up to 90 %, drags and flings either way from any
  /// row, the jump there with any alignment. A seeded sweep (its values printed on a failure)
  /// rather than a shrinking property: each case is two runs over 100,000 rows.
  @Test(arguments: 0..<16)
  func noVariationMovesARowOnScreen(_ sweep: Int) throws {
    var random = SimulatorPropertyTests.SplitMix64(state: 1_000 + UInt64(sweep))
    let seed = Int.random(in: 0...1_000_000, using: &random)
    let error = Double.random(in: 0...0.9, using: &random)
    let row = Int.random(in: 200...99_000, using: &random)
    let velocity = Double.random(in: -9000...9000, using: &random)
    let drag = Double.random(in: -400...400, using: &random)
    let alignment = LazyRows.Alignment.allCases.randomElement(using: &random)!
    var scenario = try BuiltInScenarios.named("rows-fling")
    scenario.content = .selfSizing(
      SelfSizingContent(rows: 100_000, estimatedRowHeight: 56, estimateError: error, seed: seed))
    scenario.script = [
      .scrollToRow(index: row, alignment: alignment, animated: false), .wait(seconds: 0.1),
      .drag(by: drag, duration: 0.4), .release, .wait(seconds: 0.5),
      .fling(velocity: velocity), .wait(seconds: 0.8), .fling(velocity: -velocity / 2),
    ]
    let lazy = try ScrollSimulator.run(scenario)
    let known = try ScrollSimulator.run(Self.exact(scenario))
    let note =
      "sweep \(sweep): seed \(seed), error \(error), row \(row) (\(alignment)), drag \(drag), "
      + "fling \(velocity)"
    #expect(Self.expectSameRows(lazy, known, note) > 1_000, "\(note): rows compared")
    guard case .selfSizing(let spec) = scenario.content else { return }
    for frame in lazy.frames {
      #expect(frame.scroll.offset.isFinite && frame.scroll.velocity.isFinite)
      #expect((frame.rows?.heights.count ?? 0) <= 40, "only the rows near the screen are built")
      // Every row built was measured: none is drawn at its estimate.
      for row in frame.rows?.rows ?? [] {
        #expect(row.height == spec.measuredHeight(ofRow: row.index), "\(note): row \(row.index)")
      }
    }
  }

  /// The row a scroll went to ends exactly where it was asked for, animated or not, wherever it
  /// was — with the rows on the way measured as they passed.
  @Test(arguments: LazyRows.Alignment.allCases, [false, true])
  func aScrollToARowEndsWithTheRowWhereAsked(
    _ alignment: LazyRows.Alignment, _ animated: Bool
  ) throws {
    var scenario = try BuiltInScenarios.named("rows-scroll-to-row")
    // Down from the top, and up from row 90,000 (rows above the screen measured on the way move
    // the offset, not the row).
    for (start, row) in [
      (0, 1), (0, 777), (0, 3_000), (0, 60_000), (0, 99_999), (90_000, 20_000), (90_000, 89_000),
    ] {
      scenario.script = [
        .scrollToRow(index: start, alignment: .top, animated: false),
        .wait(seconds: 0.1), .scrollToRow(index: row, alignment: alignment, animated: animated),
      ]
      let trace = try ScrollSimulator.run(scenario)
      let shown = try #require(Self.visibleRows(trace.final)[row], "row \(row) shows")
      let insets = scenario.insets
      let visible = scenario.viewport.height - insets.top - insets.bottom
      let expected: Double
      switch alignment {
      case .top: expected = insets.top
      case .center: expected = insets.top + visible / 2 - shown.height / 2
      case .bottom: expected = insets.top + visible - shown.height
      }
      // Clamped at the content's ends: row 1 cannot come lower than the top allows.
      let atAnEnd =
        trace.final.scroll.offset <= -insets.top + 1e-9
        || trace.final.scroll.offset >= trace.final.contentHeight + insets.bottom
          - scenario.viewport.height - 1e-9
      if !atAnEnd {
        #expect(
          abs(shown.y - expected) <= 1.0 / 3 + 1e-9,
          "row \(row), \(alignment), animated \(animated): at \(shown.y), asked \(expected)")
      }
      #expect(!trace.capped)
    }
  }

  /// The sheet: a drag that lifts it and scrolls its self-sizing list in one gesture, then a
  /// fling from 4,000 points down through rows never built, whose momentum opens the header and
  /// carries the sheet down. Up to the app's jump, the rows are where a list of known heights
  /// draws them; from the jump on, once both show the same row at the same place, too.
  @Test func theSheetsHandOffsMoveNoRowOnScreen() throws {
    let scenario = try BuiltInScenarios.named("sheet-rows-hand-off")
    try Self.expectSheetMatchesKnownHeights(scenario, note: "sheet-rows-hand-off")
  }

  /// Hidden variations of the sheet's: any heights and error, any drag, jump and fling. A
  /// seeded sweep rather than a shrinking property: a failing run is long, and its seed is
  /// printed.
  @Test(arguments: 0..<8)
  func sheetVariationsMoveNoRowOnScreen(_ sweep: Int) throws {
    let base = try BuiltInScenarios.named("sheet-rows-hand-off")
    var random = SimulatorPropertyTests.SplitMix64(state: UInt64(sweep))
    let seed = Int.random(in: 0...1_000_000, using: &random)
    let error = Double.random(in: 0...0.9, using: &random)
    let drag = Double.random(in: -1400 ... -300, using: &random)
    let jump = Double.random(in: 1500...6000, using: &random)
    let velocity = Double.random(in: 3000...12000, using: &random)
    var scenario = base
    scenario.sheet?.content = .selfSizing(
      SelfSizingContent(rows: 100_000, estimatedRowHeight: 56, estimateError: error, seed: seed))
    scenario.script = [
      .wait(seconds: 0.2), .sheetDrag(by: drag, duration: 1, on: .content), .release,
      .wait(seconds: 1.5), .scrollTo(offset: jump, animated: false), .wait(seconds: 0.2),
      .sheetFling(velocity: velocity, on: .content),
    ]
    try Self.expectSheetMatchesKnownHeights(
      scenario,
      note:
        "sweep \(sweep): seed \(seed), error \(error), drag \(drag), jump \(jump), fling \(velocity)"
    )
  }

  /// Runs `scenario` (its script: …, one `scrollTo`, …) over self-sizing rows and over rows of
  /// known heights whose jump puts the same row at the same place, and compares every frame.
  static func expectSheetMatchesKnownHeights(_ scenario: Scenario, note: String) throws {
    let lazy = try ScrollSimulator.run(scenario)
    var known = exact(scenario)
    let jumpIndex = try #require(
      scenario.script.firstIndex {
        if case .scrollTo = $0 { return true }
        return false
      })
    // The script's time up to the jump: the first frame after it shows where it landed.
    var jumpTime = 0.0
    for action in scenario.script[..<jumpIndex] {
      switch action {
      case .wait(let seconds): jumpTime += seconds
      case .sheetDrag(_, let duration, _), .drag(_, let duration): jumpTime += duration
      default: break
      }
    }
    let landing = try #require(lazy.frames.firstIndex { $0.t > jumpTime + 1e-9 })
    let frame = lazy.frames[landing]
    let sheet = try #require(frame.sheet)
    let shown = visibleRows(frame)
    let row = try #require(shown.keys.min())
    let listTop = sheet.kernel.panel.y + sheet.kernel.content.y
    guard case .selfSizing(let rows)? = scenario.sheet?.content else { throw CancellationError() }
    let exactRows = try rows.withExactEstimates(displayScale: scenario.displayScale).makeRows()
    known.script[jumpIndex] = .scrollTo(
      offset: exactRows.top(ofRow: row) - (shown[row]!.y - listTop), animated: false)
    let knownTrace = try ScrollSimulator.run(known)
    #expect(expectSameRows(lazy, knownTrace, note) > 1_000, "\(note): rows compared")
    #expect(abs(lazy.final.t - knownTrace.final.t) < 1e-6, "\(note): both end together")
    #expect(
      lazy.final.sheet?.sample.sheet.settledDetent
        == knownTrace.final.sheet?.sample.sheet.settledDetent)
  }
}
