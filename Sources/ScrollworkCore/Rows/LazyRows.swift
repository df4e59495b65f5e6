/// The rows of a lazy list: where each row is, which rows a host builds, and how the list moves
/// when a self-sizing row's estimated height gives way to its measured one.
///
/// A host builds only the rows within ``margin`` of the visible part (``liveRows(offset:viewport:)``),
/// measures each the first time it is built, and reports the height with
/// ``measure(row:height:visibleTop:)``. The answer is the ``Correction`` to apply at once: the
/// new content length, and the distance the content offset moves with the rows. A row that
/// starts above the visible top grows upward — the offset moves by the change with it, the rows
/// below stay where they are on screen — and any other row grows downward, past the visible
/// rows; either way no visible row moves, and a drag, fling or bounce goes on from the moved
/// offset at the speed it had (a sheet's kernel takes it as
/// ``SheetHostEvent/contentResized(height:shift:)``; a `UICollectionView` as its invalidation
/// context's `contentOffsetAdjustment`). This is what UIKit's lists do when they
/// correct their estimates, done for every row, in every motion.
///
///     var rows = try LazyRows(count: 100_000, estimatedHeight: 56)
///     rows.contentLength  // 5_600_000
///     let fix = try rows.measure(row: 10, height: 80, visibleTop: 1_000)
///     fix.shift  // 24: row 10 (560 ... 616) is above the visible top
///     rows.top(ofRow: 11)  // 640
///
/// - Complexity: every query and measurement is O(log n) in the number of rows; the host's
///   per-frame work — the live rows and the few that enter the margin — does not allocate.
public struct LazyRows: Sendable, Hashable {
  /// How far past each end of the visible part rows are built and measured, in points: 88, two
  /// default rows (tuned by eye: a row is measured before any of it shows, as UIKit lays out a
  /// little past the visible bounds, and not so early that a fling builds rows it never shows).
  public static let defaultMargin = 88.0

  private var heights: RowHeights
  /// How far past each end of the visible part rows are built and measured, in points.
  public let margin: Double
  /// The row a programmatic scroll is bringing into view, and where: see
  /// ``scroll(toRow:alignment:viewport:insetStart:insetEnd:)``.
  private var target: Target?
  /// Where ``liveRows(offset:viewport:)`` found its first row last, with that row's top: the
  /// next frame's search starts there. Kept exact by every measurement.
  private var lastLive = RowHeights.Place()

  /// `count` rows of `estimatedHeight` points each until measured.
  ///
  /// - Throws: ``ScrollworkError`` when the count is negative, the height is not a number from
  ///   0 to 1e9, the margin is negative, or the rows add up to more than 1e9 points.
  public init(
    count: Int, estimatedHeight: Double, margin: Double = defaultMargin
  ) throws(ScrollworkError) {
    guard count >= 0 else { throw ScrollworkError("rows: must not be negative, got \(count)") }
    try ScrollworkError.requireNonNegative(estimatedHeight, "estimatedRowHeight")
    try self.init(estimatedHeights: Array(repeating: estimatedHeight, count: count), margin: margin)
  }

  /// One row per estimated height, in points; a height measured before (a row that was on screen
  /// when the data changed) is the best estimate there is.
  ///
  /// - Throws: ``ScrollworkError`` when a height is not a number from 0 to 1e9, the margin is
  ///   negative, or the rows add up to more than 1e9 points.
  public init(estimatedHeights: [Double], margin: Double = defaultMargin) throws(ScrollworkError) {
    try ScrollworkError.requireNonNegative(margin, "rows.margin")
    var sum = 0.0
    for (row, height) in estimatedHeights.enumerated() {
      try ScrollworkError.requireNonNegative(height, "rows[\(row)].estimatedHeight")
      sum += height
    }
    try Self.requireLength(sum)
    heights = RowHeights(estimates: estimatedHeights)
    self.margin = margin
  }

  /// The number of rows.
  public var count: Int { heights.count }

  /// The length of all the rows, in points: the content's length.
  public var contentLength: Double { heights.total }

  /// How many rows were measured.
  public var measuredCount: Int { heights.measuredCount }

  /// The top of row `row` in the content, in points (`count` gives the content's end). O(log n).
  public func top(ofRow row: Int) -> Double { heights.top(of: row) }

  /// The height of row `row`: measured, or estimated until then (0 for a row that does not
  /// exist).
  public func height(ofRow row: Int) -> Double {
    heights.heights.indices.contains(row) ? heights.heights[row] : 0
  }

  /// Whether row `row` was measured.
  public func isMeasured(_ row: Int) -> Bool { heights.isMeasured(row) }

  /// The row at `position` in the content: the first row before the content, the last after it
  /// (0 when there are no rows). O(log n).
  public func row(at position: Double) -> Int { heights.row(at: position) }

  /// The rows that cross `lower ..< upper` in the content (empty when none does). O(log n).
  public func rows(from lower: Double, to upper: Double) -> Range<Int> {
    guard count > 0, upper > lower, upper > 0, lower < contentLength else { return 0..<0 }
    let first = row(at: max(lower, 0))
    var last = row(at: min(upper, contentLength))
    // A row that starts exactly at `upper` is not in the range.
    if last > first, top(ofRow: last) >= upper { last -= 1 }
    return first..<(last + 1)
  }

  /// The rows a host builds for a visible part `viewport` points long from `offset` (the
  /// content offset: the visible top in the content): those within ``margin`` of it — the same
  /// rows as ``rows(from:to:)`` finds there.
  ///
  /// It remembers where it found them: called once a frame, each search starts from the last
  /// frame's rows and steps through the few heights between, so a frame's cost does not grow
  /// with the number of rows (the tree's descent is taken only after a jump).
  ///
  /// - Complexity: O(rows between this call's rows and the last call's), at most O(log n).
  public mutating func liveRows(offset: Double, viewport: Double) -> Range<Int> {
    let lower = offset - margin
    let upper = offset + max(viewport, 0) + margin
    guard count > 0, upper > lower, upper > 0, lower < contentLength else { return 0..<0 }
    // Farther than 256 rows from the last frame's is a jump (a fling at 10⁴ pt/s moves 83 pt
    // a frame at 120 Hz): the tree finds it in log₂ n steps.
    let limit = 256
    let from = max(lower, 0)
    let first =
      heights.walk(from: lastLive, to: from, limit: limit)
      ?? RowHeights.Place(row: row(at: from), top: top(ofRow: row(at: from)))
    lastLive = first
    let to = min(upper, contentLength)
    guard var last = heights.walk(from: first, to: to, limit: limit) else {
      return rows(from: lower, to: upper)
    }
    // A row that starts exactly at `upper` is not in the range.
    if last.row > first.row, last.top >= upper { last.row -= 1 }
    return first.row..<(last.row + 1)
  }

  /// What a host applies when a row is measured.
  public struct Correction: Sendable, Hashable {
    /// How far the content offset moves with the rows, in points: the row's growth when it
    /// starts above the visible top, otherwise 0.
    public var shift: Double
    /// The content's new length, in points.
    public var contentLength: Double
    /// Where a programmatic scroll under way to a row now ends, when the row or the offset moved
    /// (the content offset that shows it as it asked, in the new content), or `nil`.
    public var target: Double?
  }

  /// Row `row` was measured at `height` points while the visible part started at `visibleTop`
  /// (the content offset): the row takes the height, and the ``Correction`` says how the host
  /// keeps every visible row where it is. A row measured again at the height it has changes
  /// nothing.
  ///
  /// - Throws: ``ScrollworkError`` when the row does not exist, the height or the visible top is
  ///   not a number, or the rows would add up to more than 1e9 points.
  public mutating func measure(
    row: Int, height: Double, visibleTop: Double
  ) throws(ScrollworkError) -> Correction {
    guard row >= 0, row < count else {
      throw ScrollworkError(
        count == 0
          ? "row: the list has no rows, got \(row)"
          : "row: must be from 0 to \(count - 1), got \(row)")
    }
    try ScrollworkError.requireNonNegative(height, "rowHeight")
    try ScrollworkError.requireFinite(visibleTop, "visibleTop")
    let change = height - heights.heights[row]
    try Self.requireLength(contentLength + change)
    // The row's top: from the last frame's rows, which a measured row is near (a host measures
    // the rows it builds), stepping through the heights between; else from the tree.
    let top = topNearLastLive(of: row) ?? top(ofRow: row)
    let above = top < visibleTop
    let oldTarget = target.map { targetOffset(for: $0) }
    _ = heights.measure(row, height: height)
    if row < lastLive.row { lastLive.top += change }
    var correction = Correction(
      shift: above ? change : 0, contentLength: contentLength, target: nil)
    if let target, let oldTarget {
      let newTarget = targetOffset(for: target)
      // Also when only the offset moved: the host moves a scroll under way with it (its end
      // is a place in the content), but a row above the one measured did not move.
      if newTarget != oldTarget || correction.shift != 0 { correction.target = newTarget }
    }
    return correction
  }

  /// Row `row`'s top, stepped to from the last rows ``liveRows(offset:viewport:)`` found, when
  /// it is within 256 rows of them.
  private func topNearLastLive(of row: Int) -> Double? {
    let place = lastLive
    guard place.row < count, abs(row - place.row) <= 256 else { return nil }
    var top = place.top
    if row >= place.row {
      for index in place.row..<row { top += heights.heights[index] }
    } else {
      for index in row..<place.row { top -= heights.heights[index] }
    }
    return top
  }

  private static func requireLength(_ length: Double) throws(ScrollworkError) {
    guard length <= ScrollworkError.largestMagnitude else {
      throw ScrollworkError("rows: must add up to at most 1e9 points, got \(length)")
    }
  }
}

// MARK: - Scrolling to a row

extension LazyRows {
  /// Where a row ends up in the visible part when a list scrolls to it.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// The row's top at the top of the visible part below the start inset.
    case top
    /// The row's middle at the middle of the visible part between the insets.
    case center
    /// The row's bottom at the bottom of the visible part above the end inset.
    case bottom
  }
}

extension LazyRows {
  struct Target: Sendable, Hashable {
    var row: Int
    var alignment: LazyRows.Alignment
    var viewport: Double
    var insetStart: Double
    var insetEnd: Double
  }

  /// Starts a programmatic scroll to row `row` and returns the content offset that shows it,
  /// for a visible part `viewport` points long with the adjusted insets `insetStart` and
  /// `insetEnd` (clamped to the offsets the content can rest at). Until ``endScroll()``, every
  /// ``measure(row:height:visibleTop:)`` that moves the row answers the corrected offset
  /// (``Correction/target``): rows between here and there are measured on the way, and an
  /// offset from estimates alone would stop short or overshoot.
  public mutating func scroll(
    toRow row: Int, alignment: LazyRows.Alignment = .top, viewport: Double, insetStart: Double = 0,
    insetEnd: Double = 0
  ) -> Double {
    let target = Target(
      row: min(max(row, 0), max(count - 1, 0)), alignment: alignment, viewport: max(viewport, 0),
      insetStart: insetStart, insetEnd: insetEnd)
    self.target = target
    return targetOffset(for: target)
  }

  /// The programmatic scroll to a row is over (it arrived, or a finger caught it).
  public mutating func endScroll() { target = nil }

  /// The row a programmatic scroll is bringing into view, if one is under way.
  public var targetRow: Int? { target?.row }

  private func targetOffset(for target: Target) -> Double {
    let top = top(ofRow: target.row)
    let height = height(ofRow: target.row)
    let visible = target.viewport - target.insetStart - target.insetEnd
    let offset: Double
    switch target.alignment {
    case .top: offset = top - target.insetStart
    case .center: offset = top + height / 2 - target.insetStart - visible / 2
    case .bottom: offset = top + height - target.insetStart - visible
    }
    let lowest = -target.insetStart
    let highest = max(lowest, contentLength + target.insetEnd - target.viewport)
    return min(max(offset, lowest), highest)
  }
}

extension LazyRows {
  /// The same rows, heights, margin and scroll under way (where the last search ended is not
  /// part of the value).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.heights == rhs.heights && lhs.margin == rhs.margin && lhs.target == rhs.target
  }

  /// Hashes what `==` compares: the heights, the margin and the scroll under way.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(heights)
    hasher.combine(margin)
    hasher.combine(target)
  }
}
