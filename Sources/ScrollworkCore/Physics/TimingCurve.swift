/// How a move of fixed duration covers its distance: a cubic Bézier from (0, 0) to (1, 1), as
/// Core Animation's `CAMediaTimingFunction(controlPoints:)`, or a Core Animation spring
/// (`SpringTimingCurve`), as the keyboard's own animation. x is the fraction of the duration,
/// y the fraction of the distance.
///
///     TimingCurve.easeInOut.progress(at: 0.5)  // 0.5
///     TimingCurve.keyboard.progress(at: 0.5, duration: 0.25)  // 0.706 (0.665 of 0.942)
@_spi(Engine) public struct TimingCurve: Sendable, Hashable {
  /// What the curve is.
  public enum Shape: Sendable, Hashable {
    /// A cubic Bézier with control points (x1, y1) and (x2, y2); x in 0–1.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring followed in real time and scaled to land at the move's end.
    case spring(SpringTimingCurve)
  }

  /// The Bézier or the spring.
  public let shape: Shape

  /// Creates a Bézier curve from its two control points; x values are clamped to 0–1 so the
  /// curve is a function of time.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    shape = .bezier(
      x1: unit(x1), y1: y1.isFinite ? y1 : 0, x2: unit(x2), y2: y2.isFinite ? y2 : 1)
  }

  /// Creates a curve that follows `spring`.
  public init(spring: SpringTimingCurve) { shape = .spring(spring) }

  /// Straight: constant speed.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Core Animation's `easeInEaseOut`: (0.42, 0, 0.58, 1).
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  /// The keyboard's animation (`UIView.AnimationCurve` raw value 7, which Apple does not
  /// document): the `CASpringAnimation` UIKit uses for it, mass 3, stiffness 1000, damping 500
  /// (`SpringTimingCurve.keyboard`, where the sources are cited).
  public static let keyboard = TimingCurve(spring: .keyboard)
  /// The earlier model of the keyboard's curve: the Bézier (0.38, 0.7, 0.125, 1) reverse
  /// engineered by eye in https://developer.apple.com/forums/thread/48088 (over twice the
  /// notification's duration, its author notes). Kept to compare with ``keyboard``.
  public static let keyboardBezier = TimingCurve(0.38, 0.7, 0.125, 1)

  /// The curve of a `UIView.AnimationCurve` raw value, as keyboard notifications report it:
  /// 0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear, anything else (7, the keyboard's) the
  /// keyboard's spring.
  public static func animationCurve(rawValue: Int) -> TimingCurve {
    switch rawValue {
    case 0: .easeInOut
    case 1: TimingCurve(0.42, 0, 1, 1)
    case 2: TimingCurve(0, 0, 0.58, 1)
    case 3: .linear
    default: .keyboard
    }
  }

  /// The fraction of the distance covered at time fraction `x` (clamped to 0–1) of a move of
  /// `duration` seconds; a Bézier's does not depend on the duration, a spring's does.
  public func progress(at x: Double, duration: Double) -> Double {
    switch shape {
    case .bezier(let x1, let y1, let x2, let y2):
      CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).progress(at: x)
    case .spring(let spring): spring.progress(at: x, duration: duration)
    }
  }

  /// The progress at time fraction `x` over the curve's own duration: any for a Bézier, the
  /// `CASpringAnimation`'s for a spring (0.5 s for the keyboard's).
  public func progress(at x: Double) -> Double { progress(at: x, duration: naturalDuration) }

  /// dy/dx at time fraction `x` of a move of `duration` seconds: the speed as a multiple of
  /// the average speed. A Bézier's end slopes at its ends (`y1/x1` at the start,
  /// `(1 − y2)/(1 − x2)` at the end); a spring's 0 at the start. 0 outside 0–1.
  public func rate(at x: Double, duration: Double) -> Double {
    switch shape {
    case .bezier(let x1, let y1, let x2, let y2):
      CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).rate(at: x)
    case .spring(let spring): spring.rate(at: x, duration: duration)
    }
  }

  /// The rate at time fraction `x` over the curve's own duration (see ``progress(at:)``).
  public func rate(at x: Double) -> Double { rate(at: x, duration: naturalDuration) }

  /// The spring's `CASpringAnimation` duration in seconds; 1 for a Bézier (it does not matter).
  private var naturalDuration: Double {
    switch shape {
    case .bezier: 1
    case .spring(let spring): spring.duration
    }
  }
}

/// A cubic Bézier from (0, 0) to (1, 1) with control x in 0–1, evaluated by bisection.
private struct CubicBezier {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  private func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }

  private func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
  }

  private func curvature(_ s: Double, _ a: Double, _ b: Double) -> Double {
    6 * (1 - s) * (b - 2 * a) + 6 * s * (1 - 2 * b + a)
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

  func progress(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    return bezier(parameter(at: x), y1, y2)
  }

  func rate(at x: Double) -> Double {
    guard x >= 0, x <= 1 else { return 0 }
    let s = x == 0 ? 0 : x == 1 ? 1 : parameter(at: x)
    let dx = slope(s, x1, x2)
    if dx > 1e-12 { return slope(s, y1, y2) / dx }
    // Both slopes vanish where a control point sits on an end point (the linear curve at its
    // ends): the ratio of the second derivatives is the limit.
    let ddx = curvature(s, x1, x2)
    return abs(ddx) > 1e-12 ? curvature(s, y1, y2) / ddx : 0
  }
}
