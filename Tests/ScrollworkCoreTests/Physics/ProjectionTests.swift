import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct ProjectionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var velocity: Double
    var rate: DecelerationRate
    var expected: Double
    var testDescription: String { "\(velocity) pt/s at \(rate.perMillisecond)" }
  }

  // WWDC 2018 "Designing Fluid Interfaces": (v / 1000)·rate / (1 − rate).
  @Test(arguments: [
    Case(velocity: 1000, rate: .normal, expected: 499),
    Case(velocity: -1000, rate: .normal, expected: -499),
    Case(velocity: 1000, rate: .fast, expected: 99),
    Case(velocity: 0, rate: .normal, expected: 0),
  ])
  func projection(_ c: Case) {
    #expect(abs(projectedDistance(velocity: c.velocity, rate: c.rate) - c.expected) < 1e-9)
  }

  // ARCHITECTURE.md §3: the per-millisecond sum falls short of the continuous resting point
  // (stop speed → 0) by about v/2000.
  @Test(arguments: [500.0, 2000, 8000])
  func differsFromTheContinuousRestByAboutVOver2000(_ velocity: Double) {
    let continuous = velocity / -DecelerationRate.normal.coefficient
    let difference = continuous - projectedDistance(velocity: velocity, rate: .normal)
    #expect(abs(difference - velocity / 2000) < velocity * 1e-5)
  }
}
