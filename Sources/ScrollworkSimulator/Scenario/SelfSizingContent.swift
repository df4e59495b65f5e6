@_spi(Engine) import ScrollworkCore

/// Rows that size themselves, as a lazy list's do: each is laid out at an estimated height
/// until it is first built — when it enters ``margin`` around the visible part — and then takes
/// its real height, which differs from the estimate by up to ``estimateError`` of it either way.
///
/// The real heights are a fixed function of ``seed`` and the row's index, so a scenario of
/// 10⁶ rows stores four numbers, and every run of it measures the same rows alike.
///
///     let rows = SelfSizingContent(rows: 100_000, estimatedRowHeight: 56, estimateError: 0.5)
///     rows.measuredHeight(ofRow: 7)  // somewhere from 28 to 84
public struct SelfSizingContent: Sendable, Hashable {
  /// How many rows there are.
  public var rows: Int
  /// The height every row is laid out at until measured, in points.
  public var estimatedRowHeight: Double
  /// How far a row's real height may be from the estimate, as a fraction of it (0 to 0.9):
  /// 0.5 gives heights from half the estimate to one and a half times it.
  public var estimateError: Double
  /// Which heights: any integer gives a different, reproducible set.
  public var seed: Int
  /// How far past each end of the visible part rows are built and measured, in points.
  public var margin: Double
  /// Whether every estimate is the row's real height (a list that knows its heights, to compare
  /// a self-sizing run with): not a scenario field.
  var exactEstimates = false
  /// The display scale of those exact estimates.
  var displayScale = 3.0

  /// Creates self-sizing rows.
  public init(
    rows: Int, estimatedRowHeight: Double, estimateError: Double = 0.5, seed: Int = 1,
    margin: Double = LazyRows.defaultMargin
  ) {
    self.rows = rows
    self.estimatedRowHeight = estimatedRowHeight
    self.estimateError = estimateError
    self.seed = seed
    self.margin = margin
  }

  /// The largest ``estimateError``: 0.9 (a row of a tenth of its estimate).
  public static let largestEstimateError = 0.9

  /// The content's length before any row is measured, in points.
  public var estimatedLength: Double {
    guard exactEstimates else { return Double(rows) * estimatedRowHeight }
    return (0..<rows).reduce(0) { $0 + measuredHeight(ofRow: $1, displayScale: displayScale) }
  }

  /// Row `row`'s real height, in points: the estimate times 1 + e·u, with u from −1 to 1 drawn
  /// from the seed and the index (SplitMix64's finaliser, Steele, Lea and Flood 2014), on the
  /// device pixel grid of `displayScale` as Auto Layout rounds a cell's fitting size.
  public func measuredHeight(ofRow row: Int, displayScale: Double = 3) -> Double {
    var z =
      UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15
      &+ UInt64(truncatingIfNeeded: row) &+ 0x632B_E59B_D9B4_E019
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    // (`UInt64`: `Int` is 32 bits in the browser's WebAssembly.)
    let unit = Double(z >> 11) / Double(UInt64(1) << 53) * 2 - 1
    return PixelGrid(displayScale: displayScale).round(
      estimatedRowHeight * (1 + estimateError * unit))
  }

  /// The rows as a lazy list lays them out before measuring any.
  func makeRows() throws(ScrollworkError) -> LazyRows {
    guard exactEstimates else {
      return try LazyRows(count: rows, estimatedHeight: estimatedRowHeight, margin: margin)
    }
    return try LazyRows(
      estimatedHeights: (0..<rows).map { measuredHeight(ofRow: $0, displayScale: displayScale) },
      margin: margin)
  }

  /// The same rows, every estimate exact on the grid of `displayScale`.
  func withExactEstimates(displayScale: Double) -> Self {
    var exact = self
    exact.exactEstimates = true
    exact.displayScale = displayScale
    return exact
  }
}

/// The rows a host has built at one instant — those within the margin of the visible part —
/// and where each is in the content: what a frame of a self-sizing list shows.
public struct RowWindow: Sendable, Hashable {
  /// The first row built.
  public var first: Int
  /// The first row's top in the content, in points.
  public var top: Double
  /// Each row's height from the first on, in points (measured: every built row is).
  public var heights: [Double]
  /// How many rows of the list have been measured so far.
  public var measured: Int

  /// Creates a window.
  public init(first: Int, top: Double, heights: [Double], measured: Int) {
    self.first = first
    self.top = top
    self.heights = heights
    self.measured = measured
  }

  /// Each row built, with its index, top and height in the content.
  public var rows: [(index: Int, top: Double, height: Double)] {
    var top = self.top
    return heights.enumerated().map { offset, height in
      defer { top += height }
      return (first + offset, top, height)
    }
  }

  /// The trace's `rows` object: `{"first", "top", "heights", "measured"}`.
  var json: JSONValue {
    .object([
      .init("first", .number(Double(first))), .init("top", .number(top)),
      .init("heights", .array(heights.map { .number($0) })),
      .init("measured", .number(Double(measured))),
    ])
  }
}
