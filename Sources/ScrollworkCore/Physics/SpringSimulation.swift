/// A damped spring pulling a position toward a target, in closed form (ARCHITECTURE.md §3).
///
/// With displacement `x = position − target`, `ω₀ = √(k/m)` and `ζ = c/(2√(km))`:
/// - underdamped (ζ < 1): `x(t) = e^(−ζω₀t)·(x₀·cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t)`,
///   `ω_d = ω₀√(1 − ζ²)`;
/// - critically damped (ζ = 1): `x(t) = (x₀ + (v₀ + ω₀x₀)·t)·e^(−ω₀t)`;
/// - overdamped (ζ > 1): `x(t) = A·e^(r₁t) + B·e^(r₂t)`, `r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1))`.
///
/// The spring is finished from the first time after which it can never again be farther than
/// the tolerance from the target, nor faster than the tolerance's speed; from then on it reports
/// the target and zero velocity.
///
///     let s = SpringSimulation(spring: .uikitBounceBack, from: -177, to: 0, velocity: 1264.2)
///     s.position(at: 0.1)  // -81.28 (UIKit showed -81.0)
@_spi(Engine) public struct SpringSimulation: MotionSimulation, Hashable {
  /// The spring's constants.
  public let spring: SpringParameters
  /// Where the spring pulls toward, in points.
  public private(set) var target: Double
  /// The displacement from the target at the start, in points.
  public let startDisplacement: Double
  /// The velocity at the start, in points per second.
  public let startVelocity: Double
  /// The time, in seconds, from which the motion counts as finished.
  public let settleTime: Double

  private let solution: Solution

  /// Starts a spring at `position` moving at `velocity` (points per second) toward `target`.
  /// Non-finite inputs are treated as 0 displacement or velocity.
  public init(
    spring: SpringParameters, from position: Double, to target: Double, velocity: Double,
    tolerance: SimulationTolerance = .default
  ) {
    self.spring = spring
    self.target = target.isFinite ? target : 0
    let displacement = position.isFinite ? position - self.target : 0
    startDisplacement = displacement.isFinite ? displacement : 0
    startVelocity = velocity.isFinite ? velocity : 0
    solution = Solution(spring: spring, x0: startDisplacement, v0: startVelocity)
    settleTime = solution.settleTime(tolerance: tolerance)
  }

  public func position(at t: Double) -> Double {
    t >= settleTime ? target : target + solution.displacement(at: max(t, 0))
  }

  public func velocity(at t: Double) -> Double {
    t >= settleTime ? 0 : solution.velocity(at: max(t, 0))
  }

  public func isFinished(at t: Double) -> Bool { t >= settleTime }

  /// ``position(at:)`` and ``velocity(at:)`` together, sharing their exponentials and
  /// trigonometry (the same numbers, to the bit).
  @inline(__always) func state(at t: Double) -> (position: Double, velocity: Double) {
    guard t < settleTime else { return (target, 0) }
    let state = solution.state(at: max(t, 0))
    return (target + state.displacement, state.velocity)
  }

  /// The first time after the start at which the spring passes through its target, or `nil` if
  /// it never does before settling (a critically or overdamped spring crosses at most once).
  public func timeOfFirstCrossing() -> Double? {
    guard let t = solution.firstZero(), t < settleTime else { return nil }
    return t
  }

  /// Moves the motion `distance` points along: the same times and velocities, every position
  /// `distance` further.
  mutating func translate(by distance: Double) {
    target += distance
  }
}

/// The closed-form solution of `m·x″ + c·x′ + k·x = 0` for one start state.
private enum Solution: Hashable {
  case under(alpha: Double, omegaD: Double, x0: Double, b: Double)
  case critical(omega: Double, a: Double, b: Double)
  case over(r1: Double, r2: Double, a: Double, b: Double)

  init(spring: SpringParameters, x0: Double, v0: Double) {
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    if abs(zeta - 1) < 1e-6 {
      self = .critical(omega: omega, a: x0, b: v0 + omega * x0)
    } else if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      self = .under(
        alpha: zeta * omega, omegaD: omegaD, x0: x0, b: (v0 + zeta * omega * x0) / omegaD)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let b = (v0 - r1 * x0) / (r2 - r1)
      self = .over(r1: r1, r2: r2, a: x0 - b, b: b)
    }
  }

  func displacement(at t: Double) -> Double {
    switch self {
    case .under(let alpha, let omegaD, let x0, let b):
      return mathExp(-alpha * t) * (x0 * mathCos(omegaD * t) + b * mathSin(omegaD * t))
    case .critical(let omega, let a, let b):
      return (a + b * t) * mathExp(-omega * t)
    case .over(let r1, let r2, let a, let b):
      return a * mathExp(r1 * t) + b * mathExp(r2 * t)
    }
  }

  /// ``displacement(at:)`` and ``velocity(at:)`` together, each computed as they compute it.
  func state(at t: Double) -> (displacement: Double, velocity: Double) {
    switch self {
    case .under(let alpha, let omegaD, let x0, let b):
      let e = mathExp(-alpha * t)
      let c = mathCos(omegaD * t)
      let s = mathSin(omegaD * t)
      return (
        e * (x0 * c + b * s), e * ((b * omegaD - alpha * x0) * c - (x0 * omegaD + alpha * b) * s)
      )
    case .critical(let omega, let a, let b):
      let e = mathExp(-omega * t)
      return ((a + b * t) * e, (b - omega * (a + b * t)) * e)
    case .over(let r1, let r2, let a, let b):
      let e1 = mathExp(r1 * t)
      let e2 = mathExp(r2 * t)
      return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
    }
  }

  func velocity(at t: Double) -> Double {
    switch self {
    case .under(let alpha, let omegaD, let x0, let b):
      let c = mathCos(omegaD * t)
      let s = mathSin(omegaD * t)
      return mathExp(-alpha * t) * ((b * omegaD - alpha * x0) * c - (x0 * omegaD + alpha * b) * s)
    case .critical(let omega, let a, let b):
      return (b - omega * (a + b * t)) * mathExp(-omega * t)
    case .over(let r1, let r2, let a, let b):
      return a * r1 * mathExp(r1 * t) + b * r2 * mathExp(r2 * t)
    }
  }

  /// The first `t > 0` with zero displacement, if any.
  func firstZero() -> Double? {
    switch self {
    case .under(_, let omegaD, let x0, let b):
      // x0·cos θ + b·sin θ = R·cos(θ − φ), φ = atan2(b, x0): zero at θ = φ + π/2 + nπ.
      var theta = mathAtan2(b, x0) + Double.pi / 2
      while theta <= 0 { theta += Double.pi }
      while theta - Double.pi > 0 { theta -= Double.pi }
      return theta / omegaD
    case .critical(_, let a, let b):
      guard b != 0 else { return nil }
      let t = -a / b
      return t > 0 ? t : nil
    case .over(let r1, let r2, let a, let b):
      guard a != 0, b != 0, -b / a > 1 else { return nil }
      return mathLog(-b / a) / (r1 - r2)
    }
  }

  /// The time after which displacement and velocity stay within `tolerance` for good.
  ///
  /// Each is bounded by an envelope that decreases after at most one peak; the settle time is
  /// where both envelopes fall below their tolerances: in closed form for an underdamped
  /// spring, by two Halley steps (or, near an envelope's peak, a few Newton steps) otherwise
  /// (computed once per spring, never per frame; bounded, no allocation).
  func settleTime(tolerance: SimulationTolerance) -> Double {
    let positionTolerance = max(tolerance.position, 1e-9)
    let velocityTolerance = max(tolerance.velocity, 1e-9)
    switch self {
    case .under(let alpha, let omegaD, let x0, let b):
      let amplitude = (x0 * x0 + b * b).squareRoot()
      let tx = Self.exponentialTime(amplitude, alpha, positionTolerance)
      let tv = Self.exponentialTime(amplitude * (alpha + omegaD), alpha, velocityTolerance)
      return max(tx, tv)
    case .critical(let omega, let a, let b):
      let tx = Self.linearTimesExponentialTime(abs(a), abs(b), omega, positionTolerance)
      let (p, q) = (abs(b - omega * a), omega * abs(b))
      // Past its peak the velocity's envelope only falls: below its tolerance at `tx`, it
      // settles first, and the second solve is skipped (see `settlesFirst`). At `tx > 0` the
      // position's envelope is at its tolerance, so `e^(−ω·tx)` is that tolerance over the
      // envelope's linear factor (to 10⁻¹¹, well within `settlesFirst`'s margin): no `exp`.
      let decay = tx > 0 ? positionTolerance / (abs(a) + abs(b) * tx) : 1
      if tx >= Self.peak(p, q, omega), Self.settlesFirst((p + q * tx) * decay, velocityTolerance) {
        return tx
      }
      return max(tx, Self.linearTimesExponentialTime(p, q, omega, velocityTolerance))
    case .over(let r1, let r2, let a, let b):
      let tx = Self.twoExponentialsTime(abs(a), r1, abs(b), r2, positionTolerance)
      let (p, q) = (abs(a * r1), abs(b * r2))
      // The velocity's envelope only falls (both rates are negative).
      if Self.settlesFirst(p * mathExp(r1 * tx) + q * mathExp(r2 * tx), velocityTolerance) {
        return tx
      }
      return max(tx, Self.twoExponentialsTime(p, r1, q, r2, velocityTolerance))
    }
  }

  /// Whether an envelope that only falls from here, at `envelope` now, settles before now
  /// with `tolerance` — so that its settle time cannot be the later one. The margin (a
  /// billionth of the tolerance, at least 10⁻¹¹ s at these rates) keeps a settle time solved to
  /// 10⁻¹² s from landing just past now: the answer is the one both solves would give, bit for
  /// bit (`SpringSimulationTests`), at half the cost when the position settles last
  /// (`release.touchUp.intoEdge`).
  @inline(__always) private static func settlesFirst(
    _ envelope: Double, _ tolerance: Double
  ) -> Bool {
    envelope <= tolerance * (1 - 1e-9)
  }

  /// When `amplitude·e^(−rate·t)` falls to `tolerance`.
  private static func exponentialTime(
    _ amplitude: Double, _ rate: Double, _ tolerance: Double
  )
    -> Double
  {
    amplitude <= tolerance || rate <= 0 ? 0 : mathLog(amplitude / tolerance) / rate
  }

  /// The last time `(p + q·t)·e^(−ω·t)` (p, q ≥ 0) is above `tolerance`.
  ///
  /// In `w = ω·t + ω·p/q` the envelope is at its tolerance where `w − ln w = K`, with
  /// `K = ln(q/(ω·tolerance)) + ω·p/q`: the root past the peak at `w = 1` is `−W₋₁(−e^(−K))`
  /// (Lambert's W). From the asymptotic start `K + ln K + ln K/K`, two steps of Halley's method
  /// (one `log` and one division each) reach it to within an ulp for every `K ≥ 2` (checked
  /// against 40-digit values from 2 to 100): four `log`s in all, where Newton's method below
  /// takes six. The start offset `ω·p/q` is kept to 4 or less, so that subtracting it loses no
  /// precision; otherwise, and near the peak (`K < 2`), Newton's method answers.
  ///
  /// After its peak the envelope's logarithm `h(t) = ln(p + q·t) − ω·t − ln tolerance` is
  /// concave and decreasing, so Newton's method from any point past the peak (where the slope
  /// is not 0) lands past the root in at most one step and then closes in on it from above,
  /// monotonically.
  private static func linearTimesExponentialTime(
    _ p: Double, _ q: Double, _ omega: Double, _ tolerance: Double
  ) -> Double {
    if q > 0, omega > 0 {
      let shift = omega * p / q
      let k = mathLog(q / (omega * tolerance)) + shift
      if shift <= 4, k >= 2, k.isFinite {
        let logK = mathLog(k)
        var w = k + logK + logK / k
        for _ in 0..<2 {
          let f = w - mathLog(w) - k
          w -= 2 * f * (w - 1) * w / (2 * (w - 1) * (w - 1) - f)
        }
        // A root before the start (`w < shift`, only when the envelope peaks at the start)
        // means it starts below its tolerance and only falls: never above it.
        return max(0, (w - shift) / omega)
      }
    }
    let start = peak(p, q, omega)
    guard (p + q * start) * mathExp(-omega * start) > tolerance, omega > 0 else { return 0 }
    guard q > 0 else { return exponentialTime(p, omega, tolerance) }
    let logTolerance = mathLog(tolerance)
    var t = start + 1 / omega
    for _ in 0..<32 {
      let h = mathLog(p + q * t) - omega * t - logTolerance
      let slope = q / (p + q * t) - omega
      guard slope < 0 else { break }
      let next = t - h / slope
      if abs(next - t) <= 1e-12 * max(1, t) { return max(next, start) }
      t = next
    }
    return max(t, start)
  }

  /// The last time `A·e^(r₁·t) + B·e^(r₂·t)` (A, B ≥ 0; r₂ < r₁ < 0) is above `tolerance`.
  ///
  /// Its logarithm is convex and decreasing, so Newton's method from 0 closes in on the root
  /// from below, monotonically.
  private static func twoExponentialsTime(
    _ a: Double, _ r1: Double, _ b: Double, _ r2: Double, _ tolerance: Double
  ) -> Double {
    guard a + b > tolerance, r1 < 0, r2 < 0 else { return 0 }
    let logTolerance = mathLog(tolerance)
    var t = 0.0
    for _ in 0..<32 {
      let ea = a * mathExp(r1 * t)
      let eb = b * mathExp(r2 * t)
      let sum = ea + eb
      let h = mathLog(sum) - logTolerance
      let slope = (ea * r1 + eb * r2) / sum
      guard slope < 0 else { break }
      let next = t - h / slope
      if abs(next - t) <= 1e-12 * max(1, t) { return next }
      t = next
    }
    return t
  }

  /// Where `(p + q·t)·e^(−ω·t)` peaks for `t ≥ 0`.
  private static func peak(_ p: Double, _ q: Double, _ omega: Double) -> Double {
    q > 0 ? max(0, 1 / omega - p / q) : 0
  }
}
