import Testing

@testable import ScrollworkCore

@Suite struct ScrollConfigurationTests {
  @Test func defaultsAreUIKits() {
    let c = ScrollConfiguration()
    #expect(c.decelerationRate == .normal)
    #expect(c.bounce == .default)
    #expect(c.pixelGrid == PixelGrid(displayScale: 3))
    #expect(c.rubberBandCoefficient == 0.55)
    #expect(c.stopSpeed == 10)
    #expect(c.bounceBackSpring == .uikitBounceBack)
    #expect(c.edgeBounceSpring == .edgeBounce)
    #expect(c.scrollToSpring == .scrollTo)
  }

  @Test(arguments: [1.0, 2, 3])
  func toleranceFollowsTheGrid(_ scale: Double) {
    var c = ScrollConfiguration()
    c.pixelGrid = PixelGrid(displayScale: scale)
    #expect(c.tolerance == SimulationTolerance(pixelGrid: PixelGrid(displayScale: scale)))
  }
}
