import Testing

@testable import ScrollworkCore

@Suite struct SimulationToleranceTests {
  @Test(arguments: [1.0, 2, 3])
  func toleranceFollowsThePixelGrid(_ scale: Double) {
    let tolerance = SimulationTolerance(pixelGrid: PixelGrid(displayScale: scale))
    #expect(tolerance.position == 0.5 / scale)
    #expect(abs(tolerance.velocity - 20 / scale) < 1e-12)  // one pixel per 50 ms
  }
}
