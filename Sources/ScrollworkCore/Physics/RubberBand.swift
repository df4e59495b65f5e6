/// UIScrollView's resistance when content is dragged past an edge (ARCHITECTURE.md §3).
///
/// A pull of `x` points past the edge shows as `f(x) = (1 − 1/(x·c/d + 1))·d`, with `c = 0.55`
/// and `d` the viewport's length on that axis: it starts at slope `c` and never reaches `d`.
///
///     RubberBand(dimension: 681.67).offset(forPull: 435)  // 177.2, as UIKit showed 177.0
struct RubberBand: Sendable, Hashable {
  /// UIKit's coefficient, 0.55; a least-squares fit to a recorded UIScrollView drag past the top
  /// edge (samoylenkodmitry/Cranpose, `ios_fling_measurement.rs`, `RUBBER_BAND_TRACE`) gives
  /// 0.5499.
  public static let uikitCoefficient = 0.55

  /// The initial slope `c` of the resistance curve.
  public var coefficient: Double
  /// The asymptote `d` in points: the viewport's length on the axis.
  public var dimension: Double

  /// Creates a rubber band for a viewport `dimension` points long.
  public init(dimension: Double, coefficient: Double = RubberBand.uikitCoefficient) {
    self.dimension = dimension
    self.coefficient = coefficient
  }

  /// The visible overscroll, in points, for a raw pull of `pull` points past the edge (pull ≥ 0).
  @inline(__always)
  public func offset(forPull pull: Double) -> Double {
    guard pull > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (pull * coefficient / dimension + 1)) * dimension
  }

  /// The raw pull that shows as `offset` points of overscroll: `x = f·d / (c·(d − f))`.
  ///
  /// Used when a drag starts while already overscrolled, so the content does not jump. An offset
  /// at or past the asymptote (possible after the viewport shrank) maps to the pull that shows
  /// as 99.9% of it. A band too thin for that (a subnormal `dimension`, where 99.9% of it
  /// rounds to all of it, and `d − f` to 0) shows no pull: 0, never 0/0.
  @inline(__always)
  public func pull(forOffset offset: Double) -> Double {
    guard offset > 0, dimension > 0, coefficient > 0 else { return 0 }
    let shown = min(offset, dimension * 0.999)
    let gap = dimension - shown
    guard gap > 0 else { return 0 }
    return shown * dimension / (coefficient * gap)
  }

  /// How fast the visible overscroll moves per point of raw pull at a pull of `pull`:
  /// `f′(x) = c / (x·c/d + 1)²`.
  @inline(__always)
  public func slope(atPull pull: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let q = max(pull, 0) * coefficient / dimension + 1
    return coefficient / (q * q)
  }
}
