import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The settle time of a spring that does not oscillate, against an independent oracle: the
/// later of the last times the position's and the velocity's envelopes are above their
/// tolerances, each found by bisection. The engine solves one by Newton's method and skips the
/// other when it has provably settled first; either way the answer must be the later one.
@Suite struct SpringSettleTimeTests {
  static let tolerances = [
    SimulationTolerance.default, SimulationTolerance(pixelGrid: PixelGrid(displayScale: 1)),
    SimulationTolerance(pixelGrid: PixelGrid(displayScale: 3)),
    SimulationTolerance(position: 1e-3, velocity: 50),
    SimulationTolerance(position: 5, velocity: 0.01),
  ]

  /// A sweep rather than a random property: where the answer is wrong, every nearby input is
  /// too, and shrinking four doubles toward such a case takes minutes.
  @Test(arguments: [1.0, 1.6, 3])
  func settlesWhenTheLaterEnvelopeDoes(_ dampingRatio: Double) throws {
    for k in [20.0, 124.5, 600, 2000] {
      let spring = try SpringParameters(
        mass: 1, stiffness: k, damping: dampingRatio * 2 * k.squareRoot())
      for x0 in [-1000.0, -37.5, 0, 2.25, 400] {
        for v0 in [-5000.0, -310, 0, 80, 5000] {
          for tolerance in Self.tolerances {
            Self.expectSettleTime(
              spring, x0: x0, v0: v0, tolerance: tolerance, within: 1e-9,
              "k \(k) x0 \(x0) v0 \(v0) \(tolerance)")
          }
        }
      }
    }
  }

  /// A fling's bounce at an edge starts at the edge (no displacement): the position's envelope
  /// is the later one there, the case the engine answers with one solve.
  @Test func anEdgeBounceSettlesWhenItsPositionDoes() {
    let spring = SpringParameters.edgeBounce
    for v0 in stride(from: 100.0, through: 8000, by: 100) {
      let s = SpringSimulation(spring: spring, from: 0, to: 0, velocity: v0)
      let (position, velocity) = Self.envelopes(spring, x0: 0, v0: v0)
      let tx = Self.lastTimeAbove(SimulationTolerance.default.position, position)
      let tv = Self.lastTimeAbove(SimulationTolerance.default.velocity, velocity)
      #expect(tx > tv, "v0 \(v0)")
      #expect(abs(s.settleTime - tx) <= 1e-9 * max(1, tx), "v0 \(v0)")
    }
  }

  /// Across the whole range of the two-step Halley solve and past its edges (where Newton's
  /// method answers): `K`, how far the envelope's peak is above the tolerance in logarithms,
  /// from 1.1 (just above) to 60 (10⁹ pt/s), and the start offset `ω·p/q` from 0 to past the
  /// limit of 4. Each case is built from those two numbers; the answer must be the bisected one
  /// to 10⁻¹² (the old Newton solve's own stopping rule).
  @Test(arguments: [4.5, 10.95, 30, 150])
  func theSettleSolveIsExactAcrossItsRange(_ omega: Double) throws {
    let spring = try SpringParameters(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    let tolerance = SimulationTolerance.default
    for shift in [0, 0.25, 0.999, 1, 1.001, 2.5, 3.999, 4, 4.001, 7] {
      for k in stride(from: 1.1, through: 60, by: 0.37) {
        // The position's envelope (|a| + |b|·t)·e^(−ωt) with K = ln(|b|/(ω·tol)) + shift.
        let q = omega * tolerance.position * exp(k - shift)
        guard q.isFinite, q < 1e12 else { continue }
        let a = shift * q / omega
        for (x0, b) in [(a, q), (-a, q), (a, -q)] {
          let v0 = b - omega * x0
          Self.expectSettleTime(
            spring, x0: x0, v0: v0, tolerance: tolerance, within: 1e-12,
            "ω \(omega) shift \(shift) K \(k) x0 \(x0) v0 \(v0)")
        }
      }
    }
  }

  /// Expects the engine's settle time for the spring from `x0` at `v0` to be the oracle's
  /// (``settleTime(_:x0:v0:tolerance:)``) within `relative` of it (of 1 s below 1 s).
  static func expectSettleTime(
    _ spring: SpringParameters, x0: Double, v0: Double, tolerance: SimulationTolerance,
    within relative: Double, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let s = SpringSimulation(spring: spring, from: x0, to: 0, velocity: v0, tolerance: tolerance)
    let expected = settleTime(spring, x0: x0, v0: v0, tolerance: tolerance)
    #expect(
      abs(s.settleTime - expected) <= relative * max(1, expected), "\(label)",
      sourceLocation: sourceLocation)
  }

  /// The oracle: the later of the last times the position's and the velocity's envelopes are
  /// above their tolerances, each bisected.
  static func settleTime(
    _ spring: SpringParameters, x0: Double, v0: Double, tolerance: SimulationTolerance
  ) -> Double {
    let (position, velocity) = envelopes(spring, x0: x0, v0: v0)
    return max(
      lastTimeAbove(tolerance.position, position), lastTimeAbove(tolerance.velocity, velocity))
  }

  /// The envelopes of displacement and velocity, from the closed forms of a critically damped
  /// spring (`(a + b·t)·e^(−ω·t)`) and an overdamped one (`A·e^(r₁·t) + B·e^(r₂·t)`).
  static func envelopes(
    _ spring: SpringParameters, x0: Double, v0: Double
  ) -> (position: (Double) -> Double, velocity: (Double) -> Double) {
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    if abs(zeta - 1) < 1e-6 {
      let (a, b) = (x0, v0 + omega * x0)
      return (
        { t in (abs(a) + abs(b) * t) * exp(-omega * t) },
        { t in (abs(b - omega * a) + omega * abs(b) * t) * exp(-omega * t) }
      )
    }
    let root = (zeta * zeta - 1).squareRoot()
    let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
    let coefficientA = (v0 - r2 * x0) / (r1 - r2)
    let coefficientB = x0 - coefficientA
    return (
      { t in abs(coefficientA) * exp(r1 * t) + abs(coefficientB) * exp(r2 * t) },
      { t in abs(coefficientA * r1) * exp(r1 * t) + abs(coefficientB * r2) * exp(r2 * t) }
    )
  }

  /// The last time `envelope` (rising to at most one peak, then falling) is above `tolerance`:
  /// 0 if it never is. Scans for the last sample above, then bisects to 10⁻¹⁴ s. (Every
  /// envelope here peaks within 0.3 s: at `1/ω` at the latest, and `ω ≥ √20`.)
  static func lastTimeAbove(_ tolerance: Double, _ envelope: (Double) -> Double) -> Double {
    var hi = 1.0
    while envelope(hi) > tolerance { hi *= 2 }
    // The last step of a 2,000th before `hi` that is above, if any.
    let step = hi / 2_000
    var lo = -1.0
    for i in stride(from: 2_000, through: 0, by: -1) where envelope(Double(i) * step) > tolerance {
      lo = Double(i) * step
      break
    }
    guard lo >= 0 else { return 0 }
    hi = lo + step
    while hi - lo > 1e-14 * max(1, hi) {
      let mid = (lo + hi) / 2
      if envelope(mid) > tolerance { lo = mid } else { hi = mid }
    }
    return lo
  }
}

private func exp(_ x: Double) -> Double { mathExp(x) }
