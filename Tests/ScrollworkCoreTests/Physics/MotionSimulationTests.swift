import Foundation
import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The tolerance is what ends a simulation: half a device pixel from rest, slower than one
/// device pixel per 50 ms (Flutter's scroll physics). Tested through the springs it ends, against
/// the closed form written out here and the numbers worked out by hand.
@Suite struct SimulationToleranceTests {
  /// Half a device pixel (points) and one device pixel per 50 ms (points per second), worked out
  /// from the definition: 0.5 / scale and 20 / scale.
  static func halfPixel(_ scale: Double) -> Double { 0.5 / scale }
  static func pixelPer50ms(_ scale: Double) -> Double { 20 / scale }

  /// The default is a 3× display's: ⅙ pt and 6⅔ pt/s (its doc comment's values).
  @Test func defaultIsThe3xDisplays() {
    #expect(abs(SimulationTolerance.default.position - 1.0 / 6) < 1e-15)
    #expect(abs(SimulationTolerance.default.velocity - 20.0 / 3) < 1e-12)
  }

  /// A critically damped spring (mass 2) that starts `distance` from its target and decays as
  /// a pure exponential, `x(t) = x₀·e^(−ω·t)` (`v₀ = −ω·x₀`, 5 pt/s per pixel at most at ω = 10,
  /// well under the speed tolerance): only the distance decides whether it has arrived.
  static func decaying(from distance: Double, scale: Double) throws -> SpringSimulation {
    let omega = 10.0
    let spring = try SpringParameters(mass: 2, stiffness: 2 * omega * omega, damping: 4 * omega)
    return SpringSimulation(
      spring: spring, from: distance, to: 0, velocity: -omega * distance,
      tolerance: SimulationTolerance(pixelGrid: PixelGrid(displayScale: scale)))
  }

  /// A critically damped spring (mass 2, ω = 30) that starts on its target at `speed`: it
  /// overshoots by at most `v₀/(e·ω)`, under half a pixel for one pixel per 50 ms, so only the
  /// speed decides whether it has stopped.
  static func launched(at speed: Double, scale: Double) throws -> SpringSimulation {
    let omega = 30.0
    let spring = try SpringParameters(mass: 2, stiffness: 2 * omega * omega, damping: 4 * omega)
    return SpringSimulation(
      spring: spring, from: 0, to: 0, velocity: speed,
      tolerance: SimulationTolerance(pixelGrid: PixelGrid(displayScale: scale)))
  }

  /// At half a device pixel from its target a spring has arrived; a hair farther it has not.
  @Test(arguments: [1.0, 2, 3])
  func arrivedAtHalfAPixel(_ scale: Double) throws {
    let edge = Self.halfPixel(scale)
    #expect(try Self.decaying(from: edge * (1 - 1e-9), scale: scale).isFinished(at: 0))
    #expect(try !Self.decaying(from: edge * (1 + 1e-6), scale: scale).isFinished(at: 0))
    #expect(try !Self.decaying(from: 2 * edge, scale: scale).isFinished(at: 0))
  }

  /// At one device pixel per 50 ms a spring on its target has stopped; a hair faster it has
  /// not.
  @Test(arguments: [1.0, 2, 3])
  func stoppedAtOnePixelPer50ms(_ scale: Double) throws {
    let edge = Self.pixelPer50ms(scale)
    #expect(try Self.launched(at: edge * (1 - 1e-9), scale: scale).isFinished(at: 0))
    #expect(try !Self.launched(at: edge * (1 + 1e-6), scale: scale).isFinished(at: 0))
    #expect(try !Self.launched(at: -2 * edge, scale: scale).isFinished(at: 0))
  }

  /// A spring that starts at rest on its target has nothing to do, on any display.
  @Test(arguments: [1.0, 2, 3])
  func atRestOnTheTargetIsFinished(_ scale: Double) throws {
    #expect(try Self.decaying(from: 0, scale: scale).settleTime == 0)
  }

  /// A critically damped spring that approaches its target without crossing it
  /// (`x₀ > 0`, `−ω·x₀ ≤ v₀ ≤ 0`) has `|x(t)|` and `|v(t)|` that rise at most once and then
  /// fall. Its settle time is then exactly the last time it is more than half a pixel away or
  /// faster than a pixel per 50 ms: found here by a forward scan and bisection of the closed
  /// form `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)`, not by the simulation's Newton steps. Late
  /// on `|v|/|x|` tends to ω, so the distance decides below ω = 40 rad/s and the speed above.
  @Test func settlesWhenTheClosedFormIsWithinTolerance() async {
    await propertyCheck(
      count: 150, input: oneOf([1.0, 2, 3]), Gen.double(in: 0.25...4), Gen.double(in: 5...150),
      Gen.double(in: 0.01...800), Gen.double(in: 0...1)
    ) { scale, mass, omega, distance, share in
      let velocity = -share * omega * distance
      let spring = try SpringParameters(
        mass: mass, stiffness: mass * omega * omega, damping: 2 * mass * omega)
      let simulation = SpringSimulation(
        spring: spring, from: 100 + distance, to: 100, velocity: velocity,
        tolerance: SimulationTolerance(pixelGrid: PixelGrid(displayScale: scale)))
      let expected = Self.lastTimeOutside(
        x0: distance, v0: velocity, omega: omega, position: Self.halfPixel(scale),
        speed: Self.pixelPer50ms(scale))
      #expect(
        abs(simulation.settleTime - expected) <= 1e-7 * max(1, expected),
        "scale \(scale) mass \(mass) ω \(omega) x₀ \(distance) v₀ \(velocity)")
    }
  }

  /// The last time the critically damped closed form is farther than `position` from its
  /// target or faster than `speed`; 0 if it never is. Scans 10 s forward every 0.1 ms, then
  /// bisects the step after the last sample outside.
  static func lastTimeOutside(
    x0: Double, v0: Double, omega: Double, position: Double, speed: Double
  ) -> Double {
    let b = v0 + omega * x0
    func outside(_ t: Double) -> Bool {
      let decay = exp(-omega * t)
      let x = (x0 + b * t) * decay
      let v = (b - omega * (x0 + b * t)) * decay
      return abs(x) > position || abs(v) > speed
    }
    let step = 1e-4
    var last: Double?
    var t = 0.0
    while t < 10 {
      if outside(t) { last = t }
      t += step
    }
    guard var low = last else { return 0 }
    var high = low + step
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if outside(middle) { low = middle } else { high = middle }
    }
    return high
  }
}
