import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct ScrollworkErrorTests {
  struct Check: Sendable, CustomTestStringConvertible {
    var name: String
    var value: Double
    var passes: Bool
    var run: @Sendable (Double, String) throws(ScrollworkError) -> Void
    var testDescription: String { "\(name)(\(value))" }
  }

  @Test(arguments: [
    Check(
      name: "positive", value: 1, passes: true,
      run: { v, n throws(ScrollworkError) in try ScrollworkError.requirePositive(v, n) }),
    Check(
      name: "positive", value: 0, passes: false,
      run: { v, n throws(ScrollworkError) in try ScrollworkError.requirePositive(v, n) }),
    Check(
      name: "positive", value: .nan, passes: false,
      run: { v, n throws(ScrollworkError) in try ScrollworkError.requirePositive(v, n) }),
    Check(
      name: "positive", value: .infinity, passes: false,
      run: { v, n throws(ScrollworkError) in try ScrollworkError.requirePositive(v, n) }),
    Check(
      name: "nonNegative", value: 0, passes: true,
      run: { v, n throws(ScrollworkError) in try ScrollworkError.requireNonNegative(v, n) }),
    Check(
      name: "nonNegative", value: -1e-9, passes: false,
      run: { v, n throws(ScrollworkError) in try ScrollworkError.requireNonNegative(v, n) }),
    Check(
      name: "nonNegative", value: .nan, passes: false,
      run: { v, n throws(ScrollworkError) in try ScrollworkError.requireNonNegative(v, n) }),
    Check(name: "finite", value: -1e9, passes: true, run: ScrollworkError.requireFinite),
    // Past the largest magnitude no computation is guaranteed to stay finite: rejected.
    Check(name: "finite", value: -1e300, passes: false, run: ScrollworkError.requireFinite),
    Check(
      name: "positive", value: 2e9, passes: false,
      run: { v, n throws(ScrollworkError) in try ScrollworkError.requirePositive(v, n) }),
    Check(
      name: "nonNegative", value: 1e10, passes: false,
      run: { v, n throws(ScrollworkError) in try ScrollworkError.requireNonNegative(v, n) }),
    Check(name: "finite", value: -.infinity, passes: false, run: ScrollworkError.requireFinite),
    Check(name: "finite", value: .nan, passes: false, run: ScrollworkError.requireFinite),
  ])
  func requirements(_ check: Check) {
    do {
      try check.run(check.value, "field.name")
      #expect(check.passes)
    } catch {
      #expect(!check.passes)
      #expect(error.message.hasPrefix("field.name: "))
      #expect(error.message.hasSuffix("got \(check.value)"))
    }
  }
}
