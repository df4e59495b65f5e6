import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct PixelGridTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var scale: Double
    var value: Double
    var expected: Double
    var testDescription: String { "\(value) on \(scale)x -> \(expected)" }
  }

  @Test(arguments: [
    Case(scale: 3, value: 635.4, expected: 1906.0 / 3),
    Case(scale: 3, value: 1244.67, expected: 3734.0 / 3),
    Case(scale: 3, value: 1244.66, expected: 3734.0 / 3),
    Case(scale: 3, value: -177.2, expected: -177.3333333333333),
    Case(scale: 2, value: 10.25, expected: 10.5),  // a tie rounds away from zero
    Case(scale: 2, value: -10.25, expected: -10.5),
    Case(scale: 1, value: 0.49, expected: 0),
    Case(scale: 1, value: -0.5, expected: -1),
  ])
  func roundsToTheNearestDevicePixel(_ c: Case) {
    #expect(abs(PixelGrid(displayScale: c.scale).round(c.value) - c.expected) < 1e-9)
  }

  @Test(arguments: [0.0, -2, .nan, .infinity, -.infinity])
  func invalidScaleFallsBackToOne(_ scale: Double) {
    let grid = PixelGrid(displayScale: scale)
    #expect(grid.displayScale == 1)
    #expect(grid.pixel == 1)
    #expect(grid.round(2.6) == 3)
  }

  @Test(arguments: [1.0, 2, 3])
  func pixelIsTheInverseScale(_ scale: Double) {
    #expect(PixelGrid(displayScale: scale).pixel * scale == 1)
  }

  @Test func roundingIsIdempotentAndWithinHalfAPixel() async {
    await propertyCheck(
      count: 500, input: Gen.double(in: -1e5...1e5), oneOf([1.0, 2, 3])
    ) { value, scale in
      let grid = PixelGrid(displayScale: scale)
      let once = grid.round(value)
      #expect(abs(once - value) <= grid.pixel / 2 + 1e-9)
      #expect(grid.round(once) == once)
      #expect(isOnGrid(once, grid))
    }
  }
}
