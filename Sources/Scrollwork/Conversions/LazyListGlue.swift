// What the lazy SwiftUI list's glue computes (LazyRowsLayout, LazyRowsList): row frames and the
// content size from Core's `LazyRows`, which cell heights are measurements, the offset and size
// adjustments a measurement asks of the collection view, the heights carried over when the data
// changes, and the row kept in place across a change. Builds everywhere; tested on Linux
// (Guides/SwiftUI.md, "Lazy rows").
import ScrollworkCore

/// What the lazy list's collection view layout asks of Core's ``ScrollworkCore/LazyRows``, in
/// the collection view's content coordinates (points; the first row's top at 0).
enum LazyListGlue {
  /// The frame of row `row` at the list's `width` (points): from the left edge, at the row's
  /// top, as tall as its measured (or, until then, estimated) height.
  ///
  ///     let rows = try LazyRows(count: 3, estimatedHeight: 56)
  ///     LazyListGlue.frame(ofRow: 2, in: rows, width: 390)  // x 0, y 112, 390 × 56
  static func frame(ofRow row: Int, in rows: LazyRows, width: Double) -> DecorationRect {
    DecorationRect(
      x: 0, y: rows.top(ofRow: row), width: max(width, 0), height: rows.height(ofRow: row))
  }

  /// The rows the layout gives attributes for when the collection view asks for the content
  /// from `lower` to `upper` (points): those crossing it, widened by the rows' margin at each
  /// end, so a row is built and measured a little before any of it shows. O(log n).
  static func rows(from lower: Double, to upper: Double, in rows: LazyRows) -> Range<Int> {
    rows.rows(from: lower - rows.margin, to: upper + rows.margin)
  }

  /// The collection view's content size: the list's `width` by the rows' length (points).
  static func contentSize(of rows: LazyRows, width: Double) -> HostSize {
    HostSize(width: max(width, 0), height: rows.contentLength)
  }

  /// The rows whose frames moved when row `row` was measured (`rows` measured already), to lay
  /// out again: the row itself (its cell exists: it was just measured) and the rows after it
  /// that are live in the `visible` part of the content (points) before or after the offset
  /// moves by `shift`. Rows before it did not move.
  ///
  ///     LazyListGlue.rowsMoved(byMeasuring: 20, visible: 1000..<1800, shift: 0, in: rows)
  ///     // [20, 21, …, 33], rows of 56 points: row 20 up to the margin past the visible bottom
  static func rowsMoved(
    byMeasuring row: Int, visible: Range<Double>, shift: Double, in rows: LazyRows
  ) -> [Int] {
    guard row >= 0, row < rows.count else { return [] }
    let live = Self.rows(
      from: visible.lowerBound + min(shift, 0), to: visible.upperBound + max(shift, 0), in: rows)
    let after = max(row + 1, live.lowerBound)..<max(row + 1, live.upperBound)
    return [row] + after
  }

  /// The height to give Core for row `row`, whose cell asks to be `preferredHeight` points tall
  /// on a display whose pixel is `pixel` points, or `nil` when it is no news: the row was
  /// measured before at that height, within half a pixel (self-sizing asks again at every
  /// layout of the cell). A row never measured is measured, even at its estimate, so that Core
  /// knows its height is real. The height is rounded to the pixel grid, as UIKit lays cells
  /// out; a row that no longer exists (the data changed meanwhile) is not measured.
  static func measurement(
    row: Int, preferredHeight: Double, in rows: LazyRows, pixel: Double
  ) -> Double? {
    guard row >= 0, row < rows.count, preferredHeight.isFinite, pixel > 0 else { return nil }
    let height = max(0, (preferredHeight / pixel).rounded() * pixel)
    if rows.isMeasured(row), abs(height - rows.height(ofRow: row)) <= pixel / 2 { return nil }
    return height
  }

  /// Measures row `row` at `height` points while the collection view's content offset is
  /// `visibleTop`, and says how the collection view keeps every visible row where it is on
  /// screen (``LazyListAdjustment``); `nil` when Core rejects the measurement (a row gone, a
  /// length past 1e9 points), which then changes nothing.
  ///
  ///     var rows = try LazyRows(count: 100, estimatedHeight: 56)
  ///     LazyListGlue.measure(row: 2, height: 80, visibleTop: 500, rows: &rows)
  ///     // offset +24 (row 2 is above the visible top), content +24
  static func measure(
    row: Int, height: Double, visibleTop: Double, rows: inout LazyRows
  ) -> LazyListAdjustment? {
    let before = rows.contentLength
    guard let correction = try? rows.measure(row: row, height: height, visibleTop: visibleTop)
    else { return nil }
    return LazyListAdjustment(
      contentOffset: correction.shift, contentHeight: correction.contentLength - before,
      scrollTarget: correction.target)
  }
}

/// What a measured row asks of the collection view, in the invalidation context the layout
/// returns for the cell's preferred attributes: the offset moves with the rows (only when the
/// row starts above the visible top), the content's length changes by the row's.
struct LazyListAdjustment: Equatable {
  /// `contentOffsetAdjustment.y`, points.
  var contentOffset: Double
  /// `contentSizeAdjustment.height`, points.
  var contentHeight: Double
  /// Where a scroll to a row under way now ends (a content offset, points), if the row moved.
  var scrollTarget: Double?
}

/// The row at the top of the visible part of a list and how far the visible top is past the
/// row's top (points): kept across a change of the data, so the rows shown stay where they are.
struct LazyListAnchor<ID: Hashable>: Equatable {
  /// The row's id.
  var id: ID
  /// The visible top minus the row's top, points (0 ..< the row's height).
  var distance: Double
}

extension LazyListGlue {
  /// The rows of a list whose data is now `ids`: each row that was measured under the same id
  /// in `oldIDs` (`oldRows`) starts at its measured height, every other one at
  /// `estimatedHeight` points; the margin is kept. The same ids give `oldRows` back as they
  /// are. O(n) in the two counts. `nil` when Core rejects them: a height that is not a number
  /// from 0 to 1e9 (an estimate in use), or rows that add up to more than 1e9 points. (Not a
  /// typed throw: the iOS 17.0 SDK's Swift 5.9 library crashes SILGen on those, see
  /// Guides/UIKit.md, "Compile checks"; `try?` in a function body compiles.)
  static func rows<ID: Hashable>(
    ids: [ID], estimatedHeight: Double, carryingOver oldIDs: [ID], _ oldRows: LazyRows
  ) -> LazyRows? {
    rows(
      ids: ids, estimatedHeights: [Double](repeating: estimatedHeight, count: ids.count),
      carryingOver: oldIDs, oldRows)
  }

  /// No rows, with the default margin: a list before SwiftUI gives it its data.
  static var noRows: LazyRows {
    guard let rows = try? LazyRows(count: 0, estimatedHeight: 0) else {
      preconditionFailure("LazyRows(count: 0, estimatedHeight: 0) is valid")
    }
    return rows
  }

  /// The row at `visibleTop` (the content offset, points) and how far into it the visible top
  /// is; `nil` for a list without rows.
  static func anchor<ID: Hashable>(
    visibleTop: Double, ids: [ID], rows: LazyRows
  ) -> LazyListAnchor<ID>? {
    guard rows.count > 0, rows.count == ids.count else { return nil }
    let row = rows.row(at: visibleTop)
    return LazyListAnchor(id: ids[row], distance: visibleTop - rows.top(ofRow: row))
  }

  /// The content offset (points) that puts `anchor`'s row where it was, in the new rows; `nil`
  /// when its id is gone (the offset then stays as it is). The visible top stays no farther
  /// into the row than its height. O(n) to find the id.
  static func offset<ID: Hashable>(
    keeping anchor: LazyListAnchor<ID>, ids: [ID], rows: LazyRows
  ) -> Double? {
    guard rows.count == ids.count, let row = ids.firstIndex(of: anchor.id) else { return nil }
    return rows.top(ofRow: row) + min(anchor.distance, rows.height(ofRow: row))
  }
}
