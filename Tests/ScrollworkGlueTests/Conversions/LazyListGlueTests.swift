import ScrollworkCore
import Testing

@testable import Scrollwork

/// The lazy list's layout decisions: frames and content size from Core's rows, which preferred
/// heights are measurements, the collection view's adjustments, and what the sheet container
/// makes of them; heights carried over by id, and the row kept in place, when the data changes.
struct LazyListGlueTests {
  static let pixel = 1.0 / 3

  @Test func framesAndContentSizeComeFromTheRows() throws {
    var rows = try LazyRows(count: 100_000, estimatedHeight: 56)
    #expect(
      LazyListGlue.frame(ofRow: 2, in: rows, width: 390)
        == DecorationRect(x: 0, y: 112, width: 390, height: 56))
    #expect(
      LazyListGlue.contentSize(of: rows, width: 390) == HostSize(width: 390, height: 5_600_000))
    _ = LazyListGlue.measure(row: 1, height: 80, visibleTop: 0, rows: &rows)
    #expect(
      LazyListGlue.frame(ofRow: 2, in: rows, width: 390)
        == DecorationRect(x: 0, y: 136, width: 390, height: 56))
    #expect(LazyListGlue.contentSize(of: rows, width: -1).width == 0)
  }

  /// The layout gives the rows crossing the rectangle asked for, and the margin's worth more at
  /// each end; a list without rows gives none.
  @Test func theRowsAskedForAreWidenedByTheMargin() throws {
    let rows = try LazyRows(count: 100_000, estimatedHeight: 56)
    // 1000 ..< 1800 crosses rows 17 ... 32; 88 points more each way reaches rows 16 ... 33.
    #expect(LazyListGlue.rows(from: 1000, to: 1800, in: rows) == 16..<34)
    #expect(LazyListGlue.rows(from: -500, to: 100, in: rows) == 0..<4)
    #expect(
      LazyListGlue.rows(from: 0, to: 100, in: try LazyRows(count: 0, estimatedHeight: 56))
        .isEmpty)
  }

  /// A row never measured is measured even at its estimate; a measured row only when its
  /// height changed by more than half a pixel; heights on the pixel grid; gone rows never.
  @Test func whatIsAMeasurement() throws {
    var rows = try LazyRows(count: 10, estimatedHeight: 56)
    let pixel = Self.pixel
    #expect(LazyListGlue.measurement(row: 3, preferredHeight: 56, in: rows, pixel: pixel) == 56)
    _ = LazyListGlue.measure(row: 3, height: 56, visibleTop: 0, rows: &rows)
    #expect(LazyListGlue.measurement(row: 3, preferredHeight: 56.1, in: rows, pixel: pixel) == nil)
    #expect(LazyListGlue.measurement(row: 3, preferredHeight: 60, in: rows, pixel: pixel) == 60)
    let snapped = LazyListGlue.measurement(row: 4, preferredHeight: 60.2, in: rows, pixel: pixel)
    #expect(abs((snapped ?? 0) - 181.0 / 3) < 1e-9)
    #expect(LazyListGlue.measurement(row: 10, preferredHeight: 60, in: rows, pixel: pixel) == nil)
    #expect(LazyListGlue.measurement(row: -1, preferredHeight: 60, in: rows, pixel: pixel) == nil)
    #expect(
      LazyListGlue.measurement(row: 2, preferredHeight: .nan, in: rows, pixel: pixel) == nil)
  }

  /// A row above the visible top moves the offset with its growth; a row at or below it moves
  /// only the content's end; a rejected measurement changes nothing.
  @Test(arguments: [(2, 80.0, 24.0), (2, 40, -16), (9, 80, 0), (8, 80, 0)])
  func adjustments(row: Int, height: Double, offset: Double) throws {
    var rows = try LazyRows(count: 100, estimatedHeight: 56)
    let adjustment = LazyListGlue.measure(row: row, height: height, visibleTop: 448, rows: &rows)
    #expect(
      adjustment
        == LazyListAdjustment(contentOffset: offset, contentHeight: height - 56, scrollTarget: nil))
    #expect(LazyListGlue.measure(row: 100, height: 80, visibleTop: 0, rows: &rows) == nil)
    #expect(LazyListGlue.measure(row: 1, height: 2e9, visibleTop: 0, rows: &rows) == nil)
    #expect(rows.height(ofRow: 1) == 56)
  }

  /// The rows to lay out again after a measurement: the measured one and the live ones after
  /// it, live before or after the offset moves; never a row before it, nor a row gone.
  @Test func theRowsMovedByAMeasurement() throws {
    let rows = try LazyRows(count: 100_000, estimatedHeight: 56)
    func moved(_ row: Int, shift: Double = 0) -> [Int] {
      LazyListGlue.rowsMoved(byMeasuring: row, visible: 1000..<1800, shift: shift, in: rows)
    }
    // 1000 ..< 1800 with the margin: rows 16 ... 33.
    #expect(moved(20) == Array(20..<34))
    #expect(moved(10) == [10] + Array(16..<34))
    // The offset moves 112 points down: rows to 35 come into the margin.
    #expect(moved(17, shift: 112) == Array(17..<36))
    // A row far from the visible part (a prefetched cell) is laid out again alone.
    #expect(moved(90) == [90])
    #expect(moved(100_000).isEmpty)
  }

  /// A scroll to a row under way gets its corrected end when a row before it is measured.
  @Test func aScrollToARowIsRetargeted() throws {
    var rows = try LazyRows(count: 1000, estimatedHeight: 56)
    #expect(rows.scroll(toRow: 500, viewport: 800) == 28_000)
    let adjustment = LazyListGlue.measure(row: 10, height: 100, visibleTop: 0, rows: &rows)
    #expect(adjustment?.scrollTarget == 28_044)
  }

  /// The sheet container: the collection view applies a measurement's adjustments in one pass
  /// (`contentSizeAdjustment`, `contentOffsetAdjustment`), key-value observation reports both,
  /// and the container tells Core one `contentResized` when the offset moved — a fling goes on —
  /// or a layout reading when only the end moved. Seeded sweep, one measurement per pass.
  @Test func everyMeasurementReachesTheSheetAsAResize() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    print("LazyListGlueTests seed \(seed)")
    var random = SplitMix64(state: seed)
    var rows = try LazyRows(count: 10_000, estimatedHeight: 56)
    var offset = 20_000.0
    for _ in 0..<500 {
      let live = rows.liveRows(offset: offset, viewport: 700)
      let row = Int.random(in: live, using: &random)
      let preferred = Double.random(in: 20...200, using: &random)
      guard
        let height = LazyListGlue.measurement(
          row: row, preferredHeight: preferred, in: rows, pixel: Self.pixel)
      else { continue }
      let toldHeight = rows.contentLength
      let visibleRow = rows.row(at: offset)
      let onScreen = rows.top(ofRow: visibleRow) - offset
      let adjustment = try #require(
        LazyListGlue.measure(row: row, height: height, visibleTop: offset, rows: &rows))
      var seen = TrackedListObservations()
      if adjustment.contentHeight != 0 { seen.saw(height: rows.contentLength) }
      if adjustment.contentOffset != 0 {
        seen.saw(offset: offset + adjustment.contentOffset, byUser: true)
      }
      let change = seen.take(toldHeight: toldHeight, appliedOffset: offset, pixel: Self.pixel)
      offset += adjustment.contentOffset
      if abs(adjustment.contentOffset) > Self.pixel / 2 {
        guard case .resized(let height, let shift) = change else {
          Issue.record("seed \(seed): \(change) is not a resize")
          continue
        }
        #expect(height == rows.contentLength, "seed \(seed)")
        #expect(abs(shift - adjustment.contentOffset) < 1e-6, "seed \(seed)")
      } else if abs(adjustment.contentHeight) > Self.pixel / 2 {
        #expect(change == .layout, "seed \(seed)")
      }
      // The row at the visible top did not move on screen (unless it is the one measured: it
      // grows upward, as it starts above the visible top).
      if visibleRow != row {
        #expect(abs(rows.top(ofRow: visibleRow) - offset - onScreen) < 1e-6, "seed \(seed)")
      }
    }
  }

  /// Measured heights follow their ids to new places; new ids and unmeasured rows take the
  /// estimate; the same ids keep the rows as they are.
  @Test func heightsAreCarriedOverById() throws {
    var rows = try LazyRows(count: 4, estimatedHeight: 50)
    _ = LazyListGlue.measure(row: 1, height: 90, visibleTop: 0, rows: &rows)
    _ = LazyListGlue.measure(row: 3, height: 20, visibleTop: 0, rows: &rows)
    let old = ["a", "b", "c", "d"]
    let same = LazyListGlue.rows(
      ids: old, estimatedHeight: 60, carryingOver: old, rows)
    #expect(same == rows)
    let moved = try #require(
      LazyListGlue.rows(ids: ["d", "x", "b", "a"], estimatedHeight: 60, carryingOver: old, rows))
    #expect((0..<4).map { moved.height(ofRow: $0) } == [20, 60, 90, 60])
    #expect(moved.measuredCount == 0)
    #expect(moved.margin == rows.margin)
    #expect(LazyListGlue.rows(ids: ["y"], estimatedHeight: -1, carryingOver: old, rows) == nil)
    #expect(LazyListGlue.noRows.count == 0)
  }

  /// A change of the data keeps the row at the visible top where it was; a row gone, or no
  /// rows, leaves the offset alone.
  @Test func theTopRowStaysAcrossADataChange() throws {
    let rows = try LazyRows(count: 100, estimatedHeight: 50)
    let ids = Array(0..<100)
    let anchor = try #require(LazyListGlue.anchor(visibleTop: 1020, ids: ids, rows: rows))
    #expect(anchor == LazyListAnchor(id: 20, distance: 20))
    // Ten rows inserted at the start: row 20 is now the 30th.
    let inserted = Array(-10..<100)
    let newRows = try #require(
      LazyListGlue.rows(ids: inserted, estimatedHeight: 50, carryingOver: ids, rows))
    #expect(LazyListGlue.offset(keeping: anchor, ids: inserted, rows: newRows) == 1520)
    #expect(LazyListGlue.offset(keeping: anchor, ids: [1, 2], rows: newRows) == nil)
    let without = Array(21..<30)
    #expect(
      LazyListGlue.offset(
        keeping: anchor, ids: without, rows: try LazyRows(count: 9, estimatedHeight: 50)) == nil)
    #expect(
      LazyListGlue.anchor(
        visibleTop: 0, ids: [Int](), rows: try LazyRows(count: 0, estimatedHeight: 50)) == nil)
  }
}
