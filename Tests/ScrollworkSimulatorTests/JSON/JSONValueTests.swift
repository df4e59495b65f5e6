import Foundation
import Testing

@testable import ScrollworkSimulator

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
      #expect("\(error)".hasPrefix("not valid JSON"))
      #expect(!"\(error)".contains("\n"))
    }
  }
}
