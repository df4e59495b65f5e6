import Testing

@testable import ScrollworkCore

// The shim is what SpringSimulation.firstZero relies on: atan2 must cover all four quadrants.
@Suite struct CMathTests {
  @Test func exponentialAndLogarithmAreInverses() {
    #expect(mathExp(0) == 1)
    #expect(abs(mathLog(mathExp(2.5)) - 2.5) < 1e-15)
    #expect(abs(mathLog(0.998) * 1000 - DecelerationRate.normal.coefficient) < 1e-12)
  }

  @Test(arguments: [
    (1.0, 1.0, Double.pi / 4), (1, -1, 3 * Double.pi / 4), (-1, -1, -3 * Double.pi / 4),
    (-1, 1, -Double.pi / 4), (1, 0, Double.pi / 2), (0, -1, Double.pi),
  ])
  func atan2Quadrants(_ y: Double, _ x: Double, _ expected: Double) {
    #expect(abs(mathAtan2(y, x) - expected) < 1e-15)
  }

  @Test func sineAndCosine() {
    #expect(abs(mathSin(Double.pi / 2) - 1) < 1e-15)
    #expect(abs(mathCos(Double.pi) + 1) < 1e-15)
    #expect(abs(mathSin(0.3) * mathSin(0.3) + mathCos(0.3) * mathCos(0.3) - 1) < 1e-15)
  }
}
