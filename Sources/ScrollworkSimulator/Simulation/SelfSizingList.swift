@_spi(Engine) import ScrollworkCore

/// The simulator's lazy list: Core's ``LazyRows``, built as a collection view builds its cells.
/// At each layout pass (every frame, as UIKit's), every row within the margin of the visible
/// part that was never built is built and measured at its real height
/// (``SelfSizingContent/measuredHeight(ofRow:)``), and Core says how the offset moves with it.
/// No decision is made here (ARCHITECTURE.md §8).
struct SelfSizingList: Sendable {
  let spec: SelfSizingContent
  private(set) var rows: LazyRows
  /// The display's scale, whose pixel grid measured heights are on.
  let displayScale: Double

  init(_ spec: SelfSizingContent, displayScale: Double) throws(ScrollworkError) {
    self.spec = spec
    self.displayScale = displayScale
    rows = try spec.makeRows()
  }

  /// What one layout pass measured: the offset's total move, the content's new length and the
  /// corrected end of a scroll to a row under way.
  struct Pass: Sendable, Hashable {
    var shift = 0.0
    var contentLength: Double
    var target: Double?
    var measured = 0
  }

  /// Builds the rows new to the margin of the visible part `viewport` points long from `offset`
  /// (the content offset), measuring each — those above the visible top move the offset, which
  /// can bring more rows into the margin — and returns what changed, or `nil` when every row
  /// there was built before.
  ///
  /// - Complexity: O(k log n) for k rows built, plus O(log n) to find the margin.
  mutating func layOut(offset: Double, viewport: Double) throws(ScrollworkError) -> Pass? {
    var pass = Pass(contentLength: rows.contentLength)
    var visibleTop = offset
    // Until a scan of the margin finds every row built: a row above the visible top moves the
    // offset, and a row that shrinks brings more rows into the margin below.
    var building = true
    while building {
      building = false
      for row in rows.liveRows(offset: visibleTop, viewport: viewport) where !rows.isMeasured(row) {
        let correction = try rows.measure(
          row: row, height: spec.measuredHeight(ofRow: row, displayScale: displayScale),
          visibleTop: visibleTop)
        pass.measured += 1
        pass.shift += correction.shift
        visibleTop += correction.shift
        if let target = correction.target { pass.target = target }
        building = true
      }
    }
    guard pass.measured > 0 else { return nil }
    pass.contentLength = rows.contentLength
    return pass
  }

  /// The rows built for the visible part `viewport` points long from `offset`: those the last
  /// layout pass built (the same search, so a row that only touches the margin is in both or
  /// neither).
  mutating func window(offset: Double, viewport: Double) -> RowWindow {
    let live = rows.liveRows(offset: offset, viewport: viewport)
    return RowWindow(
      first: live.lowerBound, top: rows.top(ofRow: live.lowerBound),
      heights: live.map { rows.height(ofRow: $0) }, measured: rows.measuredCount)
  }

  /// Starts a scroll to row `row` (see ``LazyRows/scroll(toRow:alignment:viewport:insetStart:insetEnd:)``).
  mutating func scroll(
    toRow row: Int, alignment: LazyRows.Alignment, viewport: Double, insetStart: Double,
    insetEnd: Double
  ) -> Double {
    rows.scroll(
      toRow: row, alignment: alignment, viewport: viewport, insetStart: insetStart,
      insetEnd: insetEnd)
  }

  /// The scroll to a row is over.
  mutating func endScroll() { rows.endScroll() }
}
