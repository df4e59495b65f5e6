import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct LazyRowsTests {
  /// `count` heights from 0 to 120 points (a tenth of them 0), drawn from `seed`.
  static func heights(count: Int, seed: UInt64) -> [Double] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      Int.random(in: 0..<10, using: &random) == 0 ? 0 : Double.random(in: 1...120, using: &random)
    }
  }

  /// The tops a plain running sum gives: the oracle for the tree.
  static func runningTops(_ heights: [Double]) -> [Double] {
    var tops = [0.0]
    for height in heights { tops.append(tops.last! + height) }
    return tops
  }

  @Test func documentedExample() throws {
    var rows = try LazyRows(count: 100_000, estimatedHeight: 56)
    #expect(rows.contentLength == 5_600_000)
    let fix = try rows.measure(row: 10, height: 80, visibleTop: 1_000)
    #expect(fix.shift == 24)
    #expect(fix.contentLength == 5_600_024)
    #expect(rows.top(ofRow: 11) == 640)
    #expect(rows.isMeasured(10) && !rows.isMeasured(11))
    #expect(rows.measuredCount == 1)
  }

  @Test(arguments: [0, 1, 2, 63, 64, 65, 1000, 4097])
  func topsAndRowsMatchARunningSum(_ count: Int) throws {
    var heights = Self.heights(count: count, seed: UInt64(count))
    var rows = try LazyRows(estimatedHeights: heights)
    var random = SplitMix64(seed: 99)
    // Measure a third of the rows at new heights; the tree must agree with a fresh sum.
    for _ in 0..<(count / 3) {
      let row = Int.random(in: 0..<count, using: &random)
      let height = Double.random(in: 0...200, using: &random)
      _ = try rows.measure(row: row, height: height, visibleTop: 0)
      heights[row] = height
    }
    let tops = Self.runningTops(heights)
    #expect(abs(rows.contentLength - tops.last!) < 1e-6)
    for row in 0...count {
      #expect(abs(rows.top(ofRow: row) - tops[row]) < 1e-6, "row \(row)")
    }
    for row in 0..<count where heights[row] > 1e-3 {
      #expect(rows.row(at: tops[row] + heights[row] / 2) == row, "middle of row \(row)")
    }
    if count > 0 {
      #expect(rows.row(at: -50) == 0)
      #expect(rows.row(at: tops.last! + 50) == count - 1)
    }
  }

  @Test func rangesMatchABruteForceScan() async {
    let heights = Self.heights(count: 300, seed: 5)
    let tops = Self.runningTops(heights)
    let rows = try! LazyRows(estimatedHeights: heights)
    await propertyCheck(
      count: 400, input: Gen.double(in: -500...20_000), Gen.double(in: 0...3_000)
    ) { lower, length in
      let upper = lower + length
      let expected = heights.indices.filter {
        heights[$0] > 0 && tops[$0] < upper && tops[$0] + heights[$0] > lower
      }
      let range = rows.rows(from: lower, to: upper)
      // Rows of no height inside the range may be in it; every row of some height that
      // crosses it is, and no row of some height that does not.
      for row in expected { #expect(range.contains(row), "row \(row) in \(lower)..<\(upper)") }
      for row in range where heights[row] > 0 {
        #expect(expected.contains(row), "row \(row) not in \(lower)..<\(upper)")
      }
    }
  }

  /// The promise: a measurement moves no row that crosses the visible part, wherever it is,
  /// with the host applying the shift to its offset.
  @Test func aMeasurementMovesNoVisibleRow() async {
    await propertyCheck(
      count: 300, input: Gen.uint64(), Gen.double(in: 0...1)
    ) { seed, place in
      var random = SplitMix64(seed: seed)
      let count = Int.random(in: 20...400, using: &random)
      var rows = try! LazyRows(count: count, estimatedHeight: 56)
      let viewport = 600.0
      var offset = place * max(rows.contentLength - viewport, 0)
      for _ in 0..<40 {
        let live = rows.liveRows(offset: offset, viewport: viewport)
        guard !live.isEmpty else { break }
        // A row in the margin or beyond it (a host measures each as it enters the margin).
        let visible = rows.rows(from: offset, to: offset + viewport)
        var row = Int.random(in: 0..<count, using: &random)
        if visible.contains(row) { row = visible.upperBound < count ? visible.upperBound : 0 }
        if visible.contains(row) { continue }
        let before = visible.map { rows.top(ofRow: $0) - offset }
        let fix = try! rows.measure(
          row: row, height: 56 * Double.random(in: 0.5...1.5, using: &random), visibleTop: offset)
        offset += fix.shift
        let after = visible.map { rows.top(ofRow: $0) - offset }
        for (old, new) in zip(before, after) { #expect(abs(old - new) < 1e-6, "seed \(seed)") }
        #expect(fix.contentLength == rows.contentLength)
      }
    }
  }

  /// `liveRows` starts each search where the last ended (stepping through the heights), and
  /// finds what `rows(from:to:)` finds from scratch — after small moves, jumps and measurements
  /// — but for rows of no height and rows that end or start on the range's ends (where the two
  /// sums, added in different orders, may round either way of a tie).
  @Test func liveRowsFromTheLastSearchAreTheRowsFoundFromScratch() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let heights = Self.heights(count: Int.random(in: 1...3_000, using: &random), seed: seed)
      var rows = try! LazyRows(
        estimatedHeights: heights, margin: Double.random(in: 0...200, using: &random))
      var offset = Double.random(in: -500...rows.contentLength + 500, using: &random)
      for _ in 0..<60 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: offset = Double.random(in: -2_000...rows.contentLength + 2_000, using: &random)
        case 1:
          let row = Int.random(in: 0..<rows.count, using: &random)
          let fix = try! rows.measure(
            row: row, height: Double.random(in: 0...150, using: &random), visibleTop: offset)
          offset += fix.shift
        default: offset += Double.random(in: -120...120, using: &random)
        }
        let viewport = Double.random(in: 0...900, using: &random)
        let lower = offset - rows.margin
        let upper = offset + viewport + rows.margin
        let scratch = Set(rows.rows(from: lower, to: upper))
        let live = Set(rows.liveRows(offset: offset, viewport: viewport))
        for row in scratch.symmetricDifference(live) {
          let top = rows.top(ofRow: row)
          let height = rows.height(ofRow: row)
          let onAnEnd = abs(top + height - lower) < 1e-6 || abs(top - upper) < 1e-6
          #expect(height == 0 || onAnEnd, "seed \(seed): row \(row) in one range only")
        }
      }
    }
  }

  @Test func aRowStartingAboveTheVisibleTopGrowsUpward() throws {
    var rows = try LazyRows(count: 10, estimatedHeight: 50)
    // Row 2 spans 100 ..< 150; the visible part starts inside it.
    #expect(try rows.measure(row: 2, height: 70, visibleTop: 120).shift == 20)
    // Row 5 starts at 270, below the visible top: it grows downward.
    #expect(try rows.measure(row: 5, height: 30, visibleTop: 120).shift == 0)
    // Measured again at its height: nothing.
    let again = try rows.measure(row: 2, height: 70, visibleTop: 400)
    #expect(again.shift == 0 && again.contentLength == 500 + 20 - 20)
  }

  @Test func liveRowsReachTheMarginPastEachEnd() throws {
    var rows = try LazyRows(count: 100, estimatedHeight: 50, margin: 100)
    // Visible 1000 ..< 1400 → built 900 ..< 1500: rows 18 ... 29.
    #expect(rows.liveRows(offset: 1_000, viewport: 400) == 18..<30)
    #expect(rows.liveRows(offset: -300, viewport: 400) == 0..<4)
    #expect(rows.liveRows(offset: 6_000, viewport: 400).isEmpty)
    var empty = try LazyRows(count: 0, estimatedHeight: 50)
    #expect(empty.liveRows(offset: 0, viewport: 400).isEmpty)
  }

  @Test func aScrollToARowFollowsTheRowAsRowsBeforeItAreMeasured() throws {
    var rows = try LazyRows(count: 10_000, estimatedHeight: 50)
    let start = rows.scroll(toRow: 5_000, alignment: .top, viewport: 800, insetStart: 100)
    #expect(start == 5_000 * 50 - 100)
    #expect(rows.targetRow == 5_000)
    // A row before the target, below the visible top: the target moves down by its growth.
    let fix = try rows.measure(row: 4_990, height: 80, visibleTop: 0)
    #expect(fix.shift == 0)
    #expect(fix.target == start + 30)
    // A row after the target does not move it.
    #expect(try rows.measure(row: 5_001, height: 10, visibleTop: 0).target == nil)
    // Scrolling up to it: a row measured above the visible top but after the target moves the
    // offset, and the host moves the scroll's end with it — the answer puts it back.
    let up = try rows.measure(row: 6_000, height: 20, visibleTop: 6_100 * 50)
    #expect(up.shift == -30)
    #expect(up.target == start + 30)
    rows.endScroll()
    #expect(try rows.measure(row: 10, height: 10, visibleTop: 0).target == nil)
  }

  @Test(arguments: LazyRows.Alignment.allCases)
  func aTargetOffsetShowsTheRowAsAskedWithinTheContentsRange(
    _ alignment: LazyRows.Alignment
  ) throws {
    var rows = try LazyRows(count: 100, estimatedHeight: 40)
    let offset = rows.scroll(
      toRow: 50, alignment: alignment, viewport: 800, insetStart: 100, insetEnd: 34)
    let top = rows.top(ofRow: 50) - offset
    switch alignment {
    case .top: #expect(top == 100)
    case .center: #expect(top + 20 == 100 + (800 - 134) / 2)
    case .bottom: #expect(top + 40 == 800 - 34)
    }
    // The first and last rows: the offset stays in the content's range.
    #expect(rows.scroll(toRow: 0, alignment: alignment, viewport: 800, insetStart: 100) >= -100)
    #expect(
      rows.scroll(toRow: 99, alignment: alignment, viewport: 800, insetEnd: 34)
        <= 4_000 + 34 - 800)
  }

  @Test func badInputIsRefusedWithALine() throws {
    #expect(throws: ScrollworkError("rows: must not be negative, got -1")) {
      try LazyRows(count: -1, estimatedHeight: 50)
    }
    #expect(throws: ScrollworkError.self) { try LazyRows(count: 3, estimatedHeight: .nan) }
    #expect(throws: ScrollworkError.self) { try LazyRows(estimatedHeights: [1, -2]) }
    #expect(throws: ScrollworkError.self) { try LazyRows(count: 1, estimatedHeight: 1, margin: -1) }
    #expect(throws: ScrollworkError("rows: must add up to at most 1e9 points, got 2000000000.0")) {
      try LazyRows(count: 2_000_000, estimatedHeight: 1_000)
    }
    var rows = try LazyRows(count: 3, estimatedHeight: 50)
    #expect(throws: ScrollworkError("row: must be from 0 to 2, got 3")) {
      try rows.measure(row: 3, height: 10, visibleTop: 0)
    }
    #expect(throws: ScrollworkError.self) { try rows.measure(row: 0, height: .nan, visibleTop: 0) }
    #expect(throws: ScrollworkError.self) {
      try rows.measure(row: 0, height: 10, visibleTop: .infinity)
    }
    // A refused measurement changes nothing.
    #expect(rows.contentLength == 150 && rows.measuredCount == 0)
    // An empty list says so, not "from 0 to -1".
    var empty = try LazyRows(count: 0, estimatedHeight: 50)
    #expect(throws: ScrollworkError("row: the list has no rows, got 0")) {
      try empty.measure(row: 0, height: 10, visibleTop: 0)
    }
  }
}
