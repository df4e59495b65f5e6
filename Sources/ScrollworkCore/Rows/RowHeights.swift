/// The heights of a list's rows, with every row's top in O(log n): a Fenwick tree (a binary
/// indexed tree) over the heights, so that changing one row's height is O(log n) too.
///
/// A list of 10⁶ rows keeps three arrays of about 10⁶ words (the heights, the tree, a bit per
/// row for "measured"); nothing here allocates after ``init(estimates:)``.
struct RowHeights: Sendable, Hashable {
  /// Each row's height, in points.
  private(set) var heights: [Double]
  /// `tree[i]` (1-based) holds the sum of the heights of rows `i − lowbit(i) ..< i`.
  private var tree: [Double]
  /// One bit per row: set once the row was measured.
  private var measuredBits: [UInt64]
  /// How many rows were measured.
  private(set) var measuredCount = 0
  /// The sum of the heights, in points.
  private(set) var total: Double

  /// The rows, each at its estimated height. O(n).
  init(estimates: [Double]) {
    heights = estimates
    tree = [0] + estimates
    // Each node adds itself to its parent once: the tree in O(n).
    var index = 1
    while index < tree.count {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
      index += 1
    }
    measuredBits = Array(repeating: 0, count: (estimates.count + 63) / 64)
    var sum = 0.0
    for height in estimates { sum += height }
    total = sum
  }

  /// The number of rows.
  var count: Int { heights.count }

  /// The top of row `row` (`0 ... count`): the sum of the heights before it. O(log n).
  func top(of row: Int) -> Double {
    var sum = 0.0
    var index = min(max(row, 0), heights.count)
    while index > 0 {
      sum += tree[index]
      index &= index - 1
    }
    return sum
  }

  /// The row whose span holds `position` (its top at or before it, its bottom after it), the
  /// first row before the content and the last after it; rows of no height hold nothing.
  /// 0 when there are no rows. O(log n).
  func row(at position: Double) -> Int {
    guard !heights.isEmpty else { return 0 }
    // The largest k whose first k rows end at or before `position`: row k holds it.
    var index = 0
    var remaining = position
    var step = 1
    while step * 2 <= heights.count { step *= 2 }
    while step > 0 {
      let next = index + step
      if next <= heights.count, tree[next] <= remaining {
        index = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(index, heights.count - 1)
  }

  /// A row and its top, for ``walk(from:to:limit:)``.
  struct Place: Sendable, Hashable {
    var row = 0
    var top = 0.0
  }

  /// The row at `position`, as ``row(at:)`` finds it, found from `place` (a row whose top is
  /// known) by stepping through the heights, with its top; `nil` when that takes more than
  /// `limit` steps. A frame's rows lie a few rows from the last frame's: stepping reads a few
  /// neighbouring heights, where the tree's descent reads log₂ n nodes spread over its
  /// storage (cache misses, at 10⁶ rows).
  func walk(from place: Place, to position: Double, limit: Int) -> Place? {
    guard !heights.isEmpty, place.row >= 0, place.row < heights.count else { return nil }
    var row = place.row
    var top = place.top
    var steps = 0
    // Forward while the next row starts at or before the position, back while this one starts
    // after it: the largest row whose top is at or before it (the first row before the content).
    while row < heights.count - 1, top + heights[row] <= position {
      top += heights[row]
      row += 1
      steps += 1
      if steps > limit { return nil }
    }
    while row > 0, top > position {
      row -= 1
      top -= heights[row]
      steps += 1
      if steps > limit { return nil }
    }
    return Place(row: row, top: top)
  }

  /// Whether row `row` was measured.
  func isMeasured(_ row: Int) -> Bool {
    guard heights.indices.contains(row) else { return false }
    return measuredBits[row / 64] & (1 << UInt64(row % 64)) != 0
  }

  /// Gives row `row` (which exists) `height` points and marks it measured; returns how much it
  /// grew. O(log n).
  mutating func measure(_ row: Int, height: Double) -> Double {
    let change = height - heights[row]
    heights[row] = height
    if !isMeasured(row) {
      measuredBits[row / 64] |= 1 << UInt64(row % 64)
      measuredCount += 1
    }
    guard change != 0 else { return 0 }
    var index = row + 1
    while index < tree.count {
      tree[index] += change
      index += index & -index
    }
    total += change
    return change
  }
}
