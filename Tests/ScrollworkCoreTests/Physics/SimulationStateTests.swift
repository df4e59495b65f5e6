import Testing

@_spi(Engine) @testable import ScrollworkCore

/// `state(at:)` computes a position and a velocity together, sharing their exponentials: it
/// must give the same numbers, to the bit, as `position(at:)` and `velocity(at:)` apart, or a
/// frame sampled one way would differ from one sampled the other.
struct SimulationStateTests {
  static let times: [Double] =
    [-1, 0, 1e-9, 0.001, 0.016, 0.1, 0.25, 0.5, 1, 2, 3.7, 10, 1e3]

  @Test func aDecelerationsStateIsItsPositionAndVelocity() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let coast = DecelerationSimulation(
        position: .random(in: -5000...5000, using: &rng),
        velocity: .random(in: -8000...8000, using: &rng),
        rate: Bool.random(using: &rng) ? .normal : .fast)
      for t in Self.times + [coast.duration, coast.duration.nextDown] {
        let state = coast.state(at: t)
        #expect(state.position == coast.position(at: t) && state.velocity == coast.velocity(at: t))
      }
    }
  }

  /// Under-, critically and overdamped springs, from rest and moving.
  @Test func aSpringsStateIsItsPositionAndVelocity() throws {
    var rng = SplitMix64(seed: 8)
    for _ in 0..<300 {
      let parameters = try SpringParameters(
        response: .random(in: 0.1...1, using: &rng),
        dampingFraction: [0.3, 0.86, 1, 1.5].randomElement(using: &rng)!)
      let spring = SpringSimulation(
        spring: parameters, from: .random(in: -800...800, using: &rng), to: 0,
        velocity: .random(in: -5000...5000, using: &rng), tolerance: .default)
      for t in Self.times + [spring.settleTime, spring.settleTime.nextDown] {
        let state = spring.state(at: t)
        #expect(
          state.position == spring.position(at: t) && state.velocity == spring.velocity(at: t))
      }
    }
  }

  /// A coast that stops, then a settle: each piece, the hand-over between them and the rest.
  @Test func aPiecewiseMotionsStateIsItsPositionAndVelocity() {
    let coast = DecelerationSimulation(position: 0, velocity: 3000, rate: .normal)
    let settle = SpringSimulation(
      spring: .edgeBounce, from: coast.restingPosition, to: coast.restingPosition - 40,
      velocity: 0, tolerance: .default)
    let motion = PiecewiseMotion(coast, then: settle)
    for t in stride(from: -0.1, through: coast.duration + settle.settleTime + 1, by: 0.01) {
      let state = motion.state(at: t)
      #expect(state.position == motion.position(at: t) && state.velocity == motion.velocity(at: t))
    }
  }
}
