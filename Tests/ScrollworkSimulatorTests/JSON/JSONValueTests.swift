import Foundation
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

struct JSONValueTests {
  @Test(arguments: [
    (1.0, "1"), (-0.00001, "0"), (635.33333333, "635.3333"), (0.5, "0.5"), (-91.0, "-91"),
    (1e-5, "0"), (2.00004, "2"), (2.00006, "2.0001"), (Double.nan, "null"),
  ])
  func numbersAreFormattedDeterministically(value: Double, expected: String) {
    #expect(JSONValue.format(value) == expected)
  }

  @Test func stringsAreEscaped() {
    let value = JSONValue.string("a\"b\\c\nd\u{1}")
    #expect(value.serialized() == #""a\"b\\c\nd\u0001""#)
  }

  @Test func parsingAndWritingRoundTrip() throws {
    let text = #"{"a":[1,2.5,true,null],"b":{"c":"d"},"e":-3}"#
    let value = try JSONValue.parse(Data(text.utf8))
    #expect(value.serialized() == text)
    #expect(try JSONValue.parse(Data(value.prettyPrinted().utf8)) == value)
  }

  @Test func prettyPrintingKeepsDeepContainersOnOneLine() {
    let value: JSONValue = .object([
      .init("frames", .array([.object([.init("t", 0), .init("x", 1)])]))
    ])
    #expect(
      value.prettyPrinted(compactDepth: 2) == "{\n  \"frames\": [\n    {\"t\":0,\"x\":1}\n  ]\n}")
  }

  @Test func malformedJSONIsOneLine() {
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(Data("{\"a\": }".utf8)) }
    do {
      _ = try JSONValue.parse(Data("{\n\"a\": x}".utf8))
    } catch {
      #expect("\(error)" == "a: not valid JSON at line 2, column 6: expected a value, got 'x'")
      #expect(!"\(error)".contains("\n"))
    }
  }
}

/// The one number format, checked against values that printf-style formatting would render
/// the same way, and at its edges.
struct FixedDecimalTests {
  @Test(arguments: [
    (0.0, 2, "0"), (-0.0, 2, "0"), (1.5, 0, "2"), (-1.5, 0, "-2"), (0.05, 2, "0.05"),
    (0.005, 3, "0.005"), (123.456, 1, "123.5"), (-0.004, 2, "0"), (1e14, 2, "100000000000000"),
    (1e20, 2, "1e+20"), (10, 4, "10"), (0.1 + 0.2, 4, "0.3"),
  ])
  func formats(value: Double, decimals: Int, expected: String) {
    #expect(fixedDecimal(value, decimals: decimals) == expected)
  }

  @Test func nonFiniteHasNoText() {
    #expect(fixedDecimal(.nan, decimals: 2) == nil)
    #expect(fixedDecimal(.infinity, decimals: 2) == nil)
  }
}
