import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct DecelerationRateTests {
  @Test(arguments: [0.998, 0.99, 0.5, 1e-6, 0.999999])
  func coefficientIsThousandTimesTheLogOfTheRate(_ rate: Double) throws {
    let r = try DecelerationRate(perMillisecond: rate)
    #expect(r.coefficient < 0)
    // e^(k·1 ms) is the fraction kept per millisecond.
    #expect(abs(mathExp(r.coefficient / 1000) - rate) < 1e-12)
  }

  @Test(arguments: [0.0, 1, -0.5, 1.5, .nan, .infinity])
  func outOfRangeRatesThrowNamingTheField(_ rate: Double) {
    #expect {
      _ = try DecelerationRate(perMillisecond: rate)
    } throws: { error in
      (error as? ScrollworkError)?.message.hasPrefix("decelerationRate:") == true
    }
  }
}
