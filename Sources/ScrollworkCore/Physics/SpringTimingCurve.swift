/// A Core Animation spring (`CASpringAnimation`) used as a timing curve: at rest at 0, released
/// toward 1 with no initial velocity, its time in seconds, landing on 1 at the move's end.
///
/// The keyboard's own animation is one (``keyboard``). Only springs damped at least critically
/// (ζ = damping / (2·√(stiffness·mass)) ≥ 1) are accepted, and they are evaluated as Core
/// Animation's closed form is evaluated by React Native and Flutter: every ζ ≥ 1 as the
/// critically damped spring of natural frequency ω₀ = √(stiffness / mass) (see ``keyboard``):
///
///     y(t) = 1 − e^(−ω₀·t)·(1 + ω₀·t)
///
/// A move of `D` seconds follows the spring in real time and is scaled to land exactly on 1 at
/// its end: `progress(t) = y(t) / y(D)`. The tail that a truncated spring would jump over is
/// spread over the move instead (0.11 % for the keyboard's 0.5 s, 5.8 % for 0.25 s).
///
///     SpringTimingCurve.keyboard.progress(at: 0.5, duration: 0.5)  // 0.665…
///
/// - Complexity: O(1), no allocation: one or two exponentials per call.
@_spi(Engine) public struct SpringTimingCurve: Sendable, Hashable {
  /// The mass, in Core Animation's units (kilograms when the position is in metres).
  public let mass: Double
  /// The spring's stiffness `k`, newtons per metre in the same units.
  public let stiffness: Double
  /// The damping coefficient `c`, newton-seconds per metre in the same units.
  public let damping: Double
  /// The `CASpringAnimation`'s `duration` in seconds: the move's length when none is given.
  public let duration: Double
  /// ω₀ = √(stiffness / mass), in radians per second: the only value that shapes the curve.
  public let naturalFrequency: Double

  /// The keyboard's animation (`UIView.AnimationCurve` raw value 7): a `CASpringAnimation`
  /// with mass 3, stiffness 1000, damping 500, initial velocity 0 and duration 0.5 s, as
  /// printed from the animation UIKit adds with the keyboard's curve
  /// (https://developer.apple.com/forums/thread/48088, and
  /// https://github.com/jaredsinclair/JTSSloppySwiping/issues/2); UIKit ignores the duration it
  /// is given with this curve. ζ = 500 / (2·√3000) ≈ 4.56 is heavily overdamped; evaluated
  /// literally the spring would still be 37 % short of its target at 0.5 s. React Native's
  /// closed form (https://github.com/facebook/react-native/pull/15322, written from QuartzCore's
  /// disassembly to match UIKit's 3/1000/500 push transition) and Flutter's engine, which reads
  /// these values off the keyboard's `CASpringAnimation` and drives its inset in real seconds
  /// (flutter/engine `third_party/spring_animation/spring_animation.mm`, used by
  /// `FlutterViewController.mm`),
  /// both evaluate ζ ≥ 1 as critical damping at ω₀ = √(1000/3) ≈ 18.26 rad/s: 94.2 % of the
  /// way at 0.25 s, 99.89 % at 0.5 s.
  public static let keyboard = SpringTimingCurve(
    checkedMass: 3, stiffness: 1000, damping: 500, duration: 0.5)

  /// The largest ω₀·D evaluated, in radians: beyond it the curve is a step at the start in
  /// every double (y(50) = 1 − 2·10⁻²¹), so clamping changes nothing but keeps rates finite.
  static let largestPhase = 1e6

  /// Creates the spring, checking its values.
  /// - Parameters:
  ///   - mass: greater than 0.
  ///   - stiffness: greater than 0.
  ///   - damping: at least `2·√(stiffness·mass)` (critically damped or more): an underdamped
  ///     spring overshoots, which no timing curve here does.
  ///   - duration: the `CASpringAnimation`'s duration in seconds, greater than 0.
  /// - Throws: ``ScrollworkError`` for a value that is not finite, out of range, an
  ///   underdamped spring, or a natural frequency that is not a finite number above 0.
  public init(
    mass: Double, stiffness: Double, damping: Double, duration: Double
  ) throws(ScrollworkError) {
    try ScrollworkError.requirePositive(mass, "mass")
    try ScrollworkError.requirePositive(stiffness, "stiffness")
    try ScrollworkError.requirePositive(damping, "damping")
    try ScrollworkError.requirePositive(duration, "duration")
    let critical = 2 * (stiffness * mass).squareRoot()
    guard damping >= critical * (1 - 1e-12) else {
      throw ScrollworkError(
        "damping: must be at least 2·√(stiffness·mass) = \(critical) (no overshoot), got \(damping)"
      )
    }
    let omega = (stiffness / mass).squareRoot()
    guard omega.isFinite, omega >= 1e-9, omega <= 1e9 else {
      throw ScrollworkError(
        "stiffness: √(stiffness / mass) must be from 1e-9 to 1e9 rad/s, got \(omega)")
    }
    self.init(checkedMass: mass, stiffness: stiffness, damping: damping, duration: duration)
  }

  private init(checkedMass mass: Double, stiffness: Double, damping: Double, duration: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.duration = duration
    naturalFrequency = (stiffness / mass).squareRoot()
  }

  /// The damping ratio ζ = damping / (2·√(stiffness·mass)), at least 1.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The unscaled spring y(t) = 1 − e^(−ω₀·t)·(1 + ω₀·t) at `t` seconds, 0 before 0: where
  /// Core Animation's spring is, not yet scaled to land at a move's end.
  public func position(at t: Double) -> Double {
    let u = naturalFrequency * t
    guard u > 0 else { return 0 }
    return u.isFinite ? Self.rise(min(u, Self.largestPhase)) : 1
  }

  /// The fraction of the distance covered at time fraction `x` (clamped to 0–1) of a move of
  /// `duration` seconds: y(x·D) / y(D), exactly 0 at the start and 1 at the end.
  public func progress(at x: Double, duration: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    let phase = phase(duration)
    // A move shorter than the spring's first instants: y(u)/u² stays near ½ where y itself
    // would underflow, so the ratio is taken of those. Otherwise y directly, which keeps the
    // values near 1 exactly ordered.
    let p =
      phase < Self.seriesLimit
      ? x * x * Self.riseOverSquare(x * phase) / Self.riseOverSquare(phase)
      : Self.rise(x * phase) / Self.rise(phase)
    return min(max(p, 0), 1)
  }

  /// dprogress/dx at time fraction `x` of a move of `duration` seconds: the speed as a multiple
  /// of the average speed, D·y′(x·D) / y(D) = x·e^(−x·ω₀·D) / (y(ω₀·D)/(ω₀·D)²); 0 at the
  /// start (the spring starts at rest) and outside 0–1.
  public func rate(at x: Double, duration: Double) -> Double {
    guard x >= 0, x <= 1 else { return 0 }
    let phase = phase(duration)
    return x * mathExp(-x * phase) / Self.riseOverSquare(phase)
  }

  /// ω₀·D in radians for a move of `duration` seconds, finite and at most ``largestPhase``.
  private func phase(_ duration: Double) -> Double {
    let u = naturalFrequency * duration
    guard u.isFinite else { return u > 0 ? Self.largestPhase : 0 }
    return min(max(u, 0), Self.largestPhase)
  }

  /// Below this phase (radians) the rise is summed as its series, which has no cancellation.
  private static let seriesLimit = 0.01

  /// 1 − e^(−u)·(1 + u) for u ≥ 0.
  private static func rise(_ u: Double) -> Double {
    u < seriesLimit ? u * u * riseOverSquare(u) : 1 - mathExp(-u) * (1 + u)
  }

  /// (1 − e^(−u)·(1 + u)) / u² for u ≥ 0: ½ at 0, then ½ − u/3 + u²/8 − u³/30 + u⁴/144 −
  /// u⁵/840 (the series Σₙ₌₂ (−1)ⁿ·(n − 1)·uⁿ⁻²/n!, within 10⁻¹⁵ relatively below 0.01).
  private static func riseOverSquare(_ u: Double) -> Double {
    guard u >= seriesLimit else {
      return 0.5 + u * (-1.0 / 3 + u * (1.0 / 8 + u * (-1.0 / 30 + u * (1.0 / 144 - u / 840))))
    }
    return (1 - mathExp(-u) * (1 + u)) / (u * u)
  }
}
