import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct SpringSimulationTests {
  // MARK: UIKit fidelity

  typealias Bounce = UIKitRecordings.BounceTrace

  /// UIKit's return to the top edge after a release at rest 177 pt past it
  /// (samoylenkodmitry/Cranpose, ios_fling_measurement.rs, BOUNCE_TRACE, iOS 26.5 simulator).
  /// `.uikitBounceBack` launched at 0.64·ω·177 was fitted to it: worst sample 0.46 pt, and
  /// within 1 pt on the 3x grid.
  @Test func bounceBackMatchesTheRecordedTrace() {
    let launch = ScrollConfiguration().bounceBackLaunch * 11.16 * -Bounce.releaseOffset
    let spring = SpringSimulation(
      spring: .uikitBounceBack, from: Bounce.releaseOffset, to: 0, velocity: launch)
    #expect(Self.worstMiss(spring) < 0.5)
    #expect(Self.worstMiss(spring, grid: true) <= 1)
    #expect(SpringParameters.uikitBounceBack.dampingRatio == 1, "critically damped")
  }

  /// The launch matters: the same spring released from rest misses the trace by more than
  /// 7 pt, as does any critically damped spring from rest.
  @Test func noSpringFromRestFitsTheTrace() throws {
    let fromRest = SpringSimulation(
      spring: .uikitBounceBack, from: Bounce.releaseOffset, to: 0, velocity: 0)
    #expect(Self.worstMiss(fromRest) > 7)
    for stiffness in stride(from: 60.0, through: 600, by: 20) {
      let critical = try SpringParameters(stiffness: stiffness, damping: 2 * stiffness.squareRoot())
      let spring = SpringSimulation(
        spring: critical, from: Bounce.releaseOffset, to: 0, velocity: 0)
      #expect(Self.worstMiss(spring) > 5, "stiffness \(stiffness)")
    }
  }

  static func worstMiss(_ spring: SpringSimulation, grid: Bool = false) -> Double {
    Bounce.samples.map { s in
      let x = spring.position(at: s.time / 1000)
      return abs((grid ? grid3x.round(x) : x) - s.value)
    }.max()!
  }

  // MARK: Closed form

  /// The critically damped closed form at 100 ms, evaluated independently:
  /// `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)`.
  @Test func criticallyDampedClosedForm() {
    let s = SpringSimulation(spring: .uikitBounceBack, from: -177, to: 0, velocity: 1264.2)
    // (−177 + (1264.2 − 11.16·177)·0.1)·e^(−1.116), computed independently.
    #expect(abs(s.position(at: 0.1) - -81.27839662895765) < 1e-9)
  }

  @Test func nonFiniteInputsAreTreatedAsZero() {
    let s = SpringSimulation(spring: .edgeBounce, from: .nan, to: 10, velocity: .infinity)
    #expect(s.startDisplacement == 0)
    #expect(s.startVelocity == 0)
    #expect(s.isFinished(at: 0))
    #expect(s.position(at: 0) == 10)
    let t = SpringSimulation(spring: .edgeBounce, from: 5, to: .nan, velocity: 0)
    #expect(t.target == 0)
    #expect(t.position(at: 0.01).isFinite)
  }

  @Test func underdampedCrossesAtHalfAPeriodFromTheTargetAtSpeed() throws {
    let spring = try SpringParameters(stiffness: 100, damping: 4)  // ζ = 0.2
    let s = SpringSimulation(spring: spring, from: 0, to: 0, velocity: 500)
    let omegaD = 10 * (1 - 0.04).squareRoot()
    #expect(abs(try #require(s.timeOfFirstCrossing()) - Double.pi / omegaD) < 1e-12)
  }

  @Test func overdampedFromRestNeverCrosses() {
    let s = SpringSimulation(spring: .uikitBounceBack, from: -177, to: 0, velocity: 0)
    #expect(s.timeOfFirstCrossing() == nil)
  }

  // MARK: Properties, for masses other than 1 in all three regimes (STYLE.md)

  struct Regime: Sendable, CustomTestStringConvertible {
    var mass: Double
    var dampingRatio: Double
    var testDescription: String { "m=\(mass), zeta=\(dampingRatio)" }
    func parameters(stiffness: Double) throws -> SpringParameters {
      try SpringParameters(
        mass: mass, stiffness: stiffness,
        damping: dampingRatio * 2 * (stiffness * mass).squareRoot())
    }
  }

  static let regimes: [Regime] = [0.5, 1, 2.5].flatMap { mass in
    [0.15, 0.7, 1, 1.6, 3].map { Regime(mass: mass, dampingRatio: $0) }
  }

  static let stiffnesses = Gen.double(in: 20...2000)
  static let displacements = Gen.double(in: 1...1000).map { $0 }
  static let signs = oneOf([1.0, -1.0])
  static let velocities = Gen.double(in: -5000...5000)

  /// The fastest rate in the solution, per second (for choosing a finite-difference step).
  static func fastestRate(_ p: SpringParameters) -> Double {
    let zeta = p.dampingRatio
    return p.naturalFrequency * (zeta > 1 ? zeta + (zeta * zeta - 1).squareRoot() : 1)
  }

  @Test(arguments: regimes)
  func exactInitialValues(_ regime: Regime) async {
    await propertyCheck(
      count: 60, input: Self.stiffnesses, Self.displacements, Self.signs, Self.velocities
    ) { k, d, sign, v0 in
      let p = try regime.parameters(stiffness: k)
      let s = SpringSimulation(spring: p, from: 100 + sign * d, to: 100, velocity: v0)
      #expect(abs(s.position(at: 0) - (100 + sign * d)) < 1e-9 * (100 + d))
      let scale = abs(v0) + p.naturalFrequency * d
      #expect(abs(s.velocity(at: 0) - v0) < 1e-9 * scale)
      #expect(s.position(at: -1) == s.position(at: 0))
    }
  }

  @Test(arguments: regimes)
  func satisfiesTheSpringEquation(_ regime: Regime) async {
    await propertyCheck(
      count: 40, input: Self.stiffnesses, Self.displacements, Self.signs, Self.velocities
    ) { k, d, sign, v0 in
      let p = try regime.parameters(stiffness: k)
      let s = SpringSimulation(spring: p, from: sign * d, to: 0, velocity: v0)
      let h = 1e-4 / Self.fastestRate(p)
      for t in times(from: 2 * h, to: s.settleTime - 2 * h, count: 40) {
        let x = s.position(at: t)
        let v = s.velocity(at: t)
        let a = (s.velocity(at: t + h) - s.velocity(at: t - h)) / (2 * h)
        let residual = p.mass * a + p.damping * v + p.stiffness * x
        let scale = abs(p.mass * a) + abs(p.damping * v) + abs(p.stiffness * x)
        #expect(abs(residual) <= 1e-5 * scale + 1e-9)
        // velocity(at:) is the derivative of position(at:).
        let numeric = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
        #expect(abs(numeric - v) <= 1e-5 * (abs(v) + Self.fastestRate(p) * abs(x)) + 1e-9)
      }
    }
  }

  @Test(arguments: regimes)
  func endsAtItsTargetWithoutAJump(_ regime: Regime) async {
    await propertyCheck(
      count: 60, input: Self.stiffnesses, Self.displacements, Self.signs, Self.velocities
    ) { k, d, sign, v0 in
      let p = try regime.parameters(stiffness: k)
      let tolerance = SimulationTolerance.default
      let s = SpringSimulation(spring: p, from: 50 + sign * d, to: 50, velocity: v0)
      let end = s.settleTime
      #expect(end.isFinite && end > 0)
      #expect(s.isFinished(at: end))
      #expect(s.position(at: end) == 50)
      #expect(s.velocity(at: end) == 0)
      #expect(s.position(at: end + 100) == 50)
      // The snap to the target at the settle time is at most half a pixel and a slow speed.
      let justBefore = end * (1 - 1e-12)
      #expect(abs(s.position(at: justBefore) - 50) <= tolerance.position + 1e-6)
      #expect(abs(s.velocity(at: justBefore)) <= tolerance.velocity + 1e-6)
      #expect(!s.isFinished(at: justBefore))
    }
  }

  @Test(arguments: regimes)
  func negatedStartMirrorsTheMotion(_ regime: Regime) async {
    await propertyCheck(
      count: 40, input: Self.stiffnesses, Self.displacements, Self.velocities
    ) { k, d, v0 in
      let p = try regime.parameters(stiffness: k)
      let up = SpringSimulation(spring: p, from: -20 + d, to: -20, velocity: v0)
      let down = SpringSimulation(spring: p, from: -20 - d, to: -20, velocity: -v0)
      #expect(abs(up.settleTime - down.settleTime) < 1e-12 * up.settleTime)
      switch (up.timeOfFirstCrossing(), down.timeOfFirstCrossing()) {
      case (nil, nil): break
      case (let a?, let b?): #expect(abs(a - b) < 1e-12 * max(1, a))
      case (let a, let b):
        Issue.record("crossings differ: \(String(describing: a)) vs \(String(describing: b))")
      }
      for t in times(from: 0, to: up.settleTime * 1.1, count: 80) {
        #expect(abs((up.position(at: t) + 20) + (down.position(at: t) + 20)) < 1e-9 * (d + 20))
        #expect(abs(up.velocity(at: t) + down.velocity(at: t)) < 1e-9 * (abs(v0) + 1e3 * d))
      }
    }
  }

  @Test(arguments: regimes)
  func firstCrossingIsTheFirstZero(_ regime: Regime) async {
    await propertyCheck(
      count: 60, input: Self.stiffnesses, Self.displacements, Self.signs, Self.velocities
    ) { k, d, sign, v0 in
      let p = try regime.parameters(stiffness: k)
      let s = SpringSimulation(spring: p, from: sign * d, to: 0, velocity: v0)
      let crossing = s.timeOfFirstCrossing()
      let horizon = crossing ?? s.settleTime
      // No sign change before the crossing (or before settling, when there is none).
      for t in times(from: 0, to: horizon * (1 - 1e-6), count: 2000) {
        #expect(s.position(at: t) * sign > 0, "sign change at \(t) before \(horizon)")
      }
      guard let crossing else { return }
      #expect(crossing > 0 && crossing < s.settleTime)
      let scale = d + abs(v0) / p.naturalFrequency
      #expect(abs(s.position(at: crossing)) < 1e-9 * scale)
      // A real crossing: it is on the other side just after.
      let after = s.position(at: crossing * (1 + 1e-6) + 1e-9)
      #expect(after * sign < 0)
    }
  }

  @Test func underdampedAlwaysCrosses() async {
    await propertyCheck(count: 100, input: Self.stiffnesses, Self.displacements, Self.velocities) {
      k, d, v0 in
      let p = try Regime(mass: 2.5, dampingRatio: 0.15).parameters(stiffness: k)
      let s = SpringSimulation(spring: p, from: d, to: 0, velocity: v0)
      #expect(s.timeOfFirstCrossing() != nil)
    }
  }

  @Test(arguments: regimes)
  func isFinishedIsMonotone(_ regime: Regime) async {
    await propertyCheck(count: 20, input: Self.stiffnesses, Self.displacements, Self.velocities) {
      k, d, v0 in
      let s = SpringSimulation(
        spring: try regime.parameters(stiffness: k), from: d, to: 0, velocity: v0)
      let flags = times(from: 0, to: s.settleTime * 2, count: 400).map(s.isFinished(at:))
      #expect(flags.last == true)
      #expect(flags.first == false)
      let firstTrue = flags.firstIndex(of: true)!
      #expect(flags[firstTrue...].allSatisfy { $0 })
    }
  }

  /// Scaling mass, stiffness and damping together changes nothing (catches a dropped mass).
  @Test(arguments: [0.5, 2.5])
  func scalingAllConstantsTogetherKeepsTheMotion(_ factor: Double) throws {
    let base = try SpringParameters(mass: 1, stiffness: 300, damping: 12)
    let scaled = try SpringParameters(mass: factor, stiffness: 300 * factor, damping: 12 * factor)
    let a = SpringSimulation(spring: base, from: 80, to: 0, velocity: -300)
    let b = SpringSimulation(spring: scaled, from: 80, to: 0, velocity: -300)
    for t in times(from: 0, to: 2, count: 40) {
      #expect(abs(a.position(at: t) - b.position(at: t)) < 1e-9)
    }
    // ...while changing the mass alone changes it.
    let heavier = SpringSimulation(
      spring: try SpringParameters(mass: factor, stiffness: 300, damping: 12), from: 80, to: 0,
      velocity: -300)
    #expect(abs(heavier.position(at: 0.1) - a.position(at: 0.1)) > 1)
  }
}
