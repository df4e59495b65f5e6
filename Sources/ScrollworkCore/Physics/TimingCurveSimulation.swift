/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`: x is the fraction of the duration, y the fraction of
/// the distance.
///
///     TimingCurve.easeInOut.progress(at: 0.5)  // 0.5
public struct TimingCurve: Sendable, Hashable {
  public var x1: Double
  public var y1: Double
  public var x2: Double
  public var y2: Double

  /// Creates a curve from its two control points; x values are clamped to 0–1 so the curve is
  /// a function of time.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    self.x1 = unit(x1)
    self.y1 = y1.isFinite ? y1 : 0
    self.x2 = unit(x2)
    self.y2 = y2.isFinite ? y2 : 1
  }

  /// Straight: constant speed.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Core Animation's `easeInEaseOut`: (0.42, 0, 0.58, 1).
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  /// The keyboard's animation (`UIView.AnimationCurve` raw value 7, which Apple does not
  /// document): the widely used approximation (0.38, 0.7, 0.125, 1), tuned by eye against
  /// the keyboard's own motion.
  public static let keyboard = TimingCurve(0.38, 0.7, 0.125, 1)

  /// The curve of a `UIView.AnimationCurve` raw value, as keyboard notifications report it:
  /// 0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear, anything else (7, the keyboard's) the
  /// keyboard curve.
  public static func animationCurve(rawValue: Int) -> TimingCurve {
    switch rawValue {
    case 0: .easeInOut
    case 1: TimingCurve(0.42, 0, 1, 1)
    case 2: TimingCurve(0, 0, 0.58, 1)
    case 3: .linear
    default: .keyboard
    }
  }

  private func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }

  private func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
  }

  /// The curve's parameter at time fraction `x`: bisection (x(s) is monotone for control x in
  /// 0–1), 40 steps, no allocation.
  private func parameter(at x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// The fraction of the distance covered at time fraction `x` (clamped to 0–1).
  public func progress(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    return bezier(parameter(at: x), y1, y2)
  }

  /// dy/dx at time fraction `x`: the speed as a multiple of the average speed; at the ends the
  /// curve's end slopes (`y1/x1` at the start, `(1 − y2)/(1 − x2)` at the end), 0 outside.
  public func rate(at x: Double) -> Double {
    guard x >= 0, x <= 1 else { return 0 }
    let s = x == 0 ? 0 : x == 1 ? 1 : parameter(at: x)
    let dx = slope(s, x1, x2)
    if dx > 1e-12 { return slope(s, y1, y2) / dx }
    // Both slopes vanish where a control point sits on an end point (the linear curve at its
    // ends): the ratio of the second derivatives is the limit.
    let ddx = curvature(s, x1, x2)
    return abs(ddx) > 1e-12 ? curvature(s, y1, y2) / ddx : 0
  }

  private func curvature(_ s: Double, _ a: Double, _ b: Double) -> Double {
    6 * (1 - s) * (b - 2 * a) + 6 * s * (1 - 2 * b + a)
  }
}

/// A move from one position to another over a fixed duration along a ``TimingCurve`` — the way
/// UIKit animates views with a curve, such as the sheet following the keyboard.
///
///     let move = TimingCurveSimulation(from: 644, to: 308, duration: 0.25, curve: .keyboard)
///     move.position(at: 0.25)  // 308
public struct TimingCurveSimulation: MotionSimulation, Hashable {
  public let start: Double
  public let end: Double
  /// Seconds; at least 1 µs.
  public let duration: Double
  public let curve: TimingCurve

  /// Creates the move; non-finite inputs become a move that is already over.
  public init(from start: Double, to end: Double, duration: Double, curve: TimingCurve) {
    self.start = start.isFinite ? start : 0
    self.end = end.isFinite ? end : self.start
    self.duration = duration.isFinite ? max(duration, 1e-6) : 1e-6
    self.curve = curve
  }

  public func position(at t: Double) -> Double {
    // A blend of the ends, exact at both (start + (end − start)·1 can miss end by an ulp).
    let progress = curve.progress(at: t / duration)
    return start * (1 - progress) + end * progress
  }

  /// In points per second; the curve's end slopes at the ends, 0 past them.
  public func velocity(at t: Double) -> Double {
    guard t < duration else { return 0 }
    return (end - start) / duration * curve.rate(at: max(0, t) / duration)
  }

  public func isFinished(at t: Double) -> Bool { t >= duration }
}
