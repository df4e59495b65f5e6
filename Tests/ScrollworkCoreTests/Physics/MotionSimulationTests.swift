import Testing

@testable import ScrollworkCore

@Suite struct SimulationToleranceTests {
  @Test(arguments: [1.0, 2, 3])
  func toleranceFollowsThePixelGrid(_ scale: Double) {
    let tolerance = SimulationTolerance(pixelGrid: PixelGrid(displayScale: scale))
    #expect(tolerance.position == 0.5 / scale)
    #expect(abs(tolerance.velocity - 20 / scale) < 1e-12)  // one pixel per 50 ms
  }

  @Test func defaultIsThe3xDisplay() {
    #expect(abs(SimulationTolerance.default.position - 1.0 / 6) < 1e-15)
    #expect(abs(SimulationTolerance.default.velocity - 20.0 / 3) < 1e-12)
  }

  @Test func memberwiseInit() {
    let tolerance = SimulationTolerance(position: 0.25, velocity: 4)
    #expect(tolerance.position == 0.25)
    #expect(tolerance.velocity == 4)
  }
}
