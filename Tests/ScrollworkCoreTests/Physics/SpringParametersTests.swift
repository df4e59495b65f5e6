import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct SpringParametersTests {
  // SwiftUI's mapping (ARCHITECTURE.md §3): k = m·(2π/response)², c = 4π·m·ζ/response.
  @Test func responseAndDampingFractionMapping() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 0.05...3), Gen.double(in: 0.05...4),
      Gen.double(in: 0.1...10)
    ) { response, fraction, mass in
      let p = try SpringParameters(response: response, dampingFraction: fraction, mass: mass)
      let omega = 2 * Double.pi / response
      #expect(p.mass == mass)
      #expect(abs(p.stiffness - mass * omega * omega) < 1e-9 * p.stiffness)
      #expect(abs(p.damping - 4 * Double.pi * mass * fraction / response) < 1e-9 * p.damping)
      #expect(abs(p.dampingRatio - fraction) < 1e-12 * max(1, fraction))
      #expect(abs(p.naturalFrequency - omega) < 1e-9 * omega)
    }
  }

  @Test func massOneExample() throws {
    let p = try SpringParameters(response: 0.5, dampingFraction: 1)
    #expect(abs(p.stiffness - 157.91367041742973) < 1e-9)
    #expect(abs(p.damping - 25.132741228718345) < 1e-12)
  }

  @Test func physicalConstants() throws {
    let p = try SpringParameters(mass: 2.5, stiffness: 250, damping: 10)
    #expect(p.naturalFrequency == 10)
    #expect(abs(p.dampingRatio - 10 / (2 * (250 * 2.5).squareRoot())) < 1e-15)
    #expect(try SpringParameters(stiffness: 100, damping: 20).dampingRatio == 1)
  }

  struct Invalid: Sendable, CustomTestStringConvertible {
    var field: String
    var make: @Sendable () throws(ScrollworkError) -> SpringParameters
    var testDescription: String { field }
  }

  static let invalid: [Invalid] = [0.0, -1, .nan, .infinity].flatMap { bad in
    [
      Invalid(field: "spring.mass") { () throws(ScrollworkError) in
        try SpringParameters(mass: bad, stiffness: 100, damping: 10)
      },
      Invalid(field: "spring.stiffness") { () throws(ScrollworkError) in
        try SpringParameters(stiffness: bad, damping: 10)
      },
      Invalid(field: "spring.damping") { () throws(ScrollworkError) in
        try SpringParameters(stiffness: 100, damping: bad)
      },
      Invalid(field: "spring.response") { () throws(ScrollworkError) in
        try SpringParameters(response: bad, dampingFraction: 1)
      },
      Invalid(field: "spring.dampingFraction") { () throws(ScrollworkError) in
        try SpringParameters(response: 0.4, dampingFraction: bad)
      },
      Invalid(field: "spring.mass") { () throws(ScrollworkError) in
        try SpringParameters(response: 0.4, dampingFraction: 1, mass: bad)
      },
    ]
  }

  @Test(arguments: invalid)
  func invalidInputsThrowNamingTheField(_ c: Invalid) {
    do {
      _ = try c.make()
      Issue.record("expected \(c.field) to be rejected")
    } catch {
      #expect(error.message.hasPrefix(c.field + ": "))
    }
  }

}
