import Foundation
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// The strict JSON reader (issue 14): what it accepts, what it refuses, and its numbers.
struct JSONReaderTests {
  static func parse(_ text: String) throws(JSONValue.ParseError) -> JSONValue {
    try JSONValue.parse(Data(text.utf8))
  }

  @Test(arguments: [
    ("null", JSONValue.null),
    (" true ", .bool(true)),
    ("false", .bool(false)),
    ("-0", .number(-0.0)),
    ("[]", .array([])),
    ("{}", .object([])),
    (#"[1, -2.5e3, 0.125, 1E2, 2e+1, 7e-1]"#, .array([1, -2500, 0.125, 100, 20, 0.7])),
    (#""a\"b\\c\/d\b\f\n\r\t""#, .string("a\"b\\c/d\u{8}\u{C}\n\r\t")),
    (#""caf\u00e9 \ud83d\ude00 é""#, .string("café 😀 é")),
    ("\u{FEFF}{\"a\": 1}", .object([.init("a", 1)])),
    // Members keep the document's order.
    (
      #"{"z": 1, "a": [true, null], "m": {}}"#,
      .object([
        .init("z", 1), .init("a", .array([true, .null])), .init("m", .object([])),
      ])
    ),
  ])
  func readsValidJSON(text: String, expected: JSONValue) throws {
    #expect(try Self.parse(text) == expected)
  }

  /// Every refusal: one line naming the field where the text went wrong, the reason, the line
  /// and the column.
  @Test(arguments: [
    ("", "not valid JSON at line 1, column 1: unexpected end of input, expected a value"),
    (#"{"a": 1,}"#, "not valid JSON at line 1, column 9: trailing comma before '}'"),
    (#"{"a": [1, 2,]}"#, "a: not valid JSON at line 1, column 13: trailing comma before ']'"),
    (#"{"a": 1, "a": 2}"#, "a: duplicate key (line 1, column 10)"),
    (#"{"b": {"c": 1, "c": 1}}"#, "b.c: duplicate key (line 1, column 16)"),
    (
      "{\"a\":\n  [1,\n   x]}",
      "a[1]: not valid JSON at line 3, column 4: expected a value, got 'x'"
    ),
    (#"{"a": 01}"#, "a: not valid JSON at line 1, column 7: invalid number 01: no leading zeros"),
    (
      #"[1.]"#,
      "[0]: not valid JSON at line 1, column 4: invalid number: expected a digit after '.', got ']'"
    ),
    (
      #"[-]"#,
      "[0]: not valid JSON at line 1, column 3: invalid number: expected a digit after '-', got ']'"
    ),
    (
      #"[1e+]"#,
      "[0]: not valid JSON at line 1, column 5: invalid number: expected a digit in the exponent, got ']'"
    ),
    (#"[.5]"#, "[0]: not valid JSON at line 1, column 2: expected a value, got '.'"),
    (#"[+5]"#, "[0]: not valid JSON at line 1, column 2: expected a value, got '+'"),
    (#"[NaN]"#, "[0]: not valid JSON at line 1, column 2: expected a value, got 'N'"),
    (#"[tru]"#, "[0]: not valid JSON at line 1, column 2: expected a value, got 't'"),
    (#"{"a": 1e400}"#, "a: the number 1e400 is out of range (line 1, column 7)"),
    (#"{"a": -1e999}"#, "a: the number -1e999 is out of range (line 1, column 7)"),
    (
      #"{'a': 1}"#,
      "not valid JSON at line 1, column 2: expected a key in double quotes, got 'U+0027'"
    ),
    (#"{"a" 1}"#, "a: not valid JSON at line 1, column 6: expected ':' after the key, got '1'"),
    (
      #"{"a": 1 "b": 2}"#,
      "not valid JSON at line 1, column 9: expected ',' or '}' after a member, got '\"'"
    ),
    (
      #"[1 2]"#, "not valid JSON at line 1, column 4: expected ',' or ']' after an element, got '2'"
    ),
    (#"{"a": 1} x"#, "not valid JSON at line 1, column 10: unexpected 'x' after the document"),
    (
      #"{"a": 1"#,
      "not valid JSON at line 1, column 8: unexpected end of input, expected ',' or '}'"
    ),
    (#"{"a": "b"#, "a: not valid JSON at line 1, column 7: unterminated string"),
    (
      "{\"a\": \"b\nc\"}",
      "a: not valid JSON at line 1, column 9: control character U+000A in a string"
    ),
    (#"{"a": "\x"}"#, #"a: not valid JSON at line 1, column 8: invalid escape '\x' in a string"#),
    (
      #"{"a": "\u12"}"#,
      #"a: not valid JSON at line 1, column 8: invalid \u escape in a string: expected four hexadecimal digits"#
    ),
    (
      #"{"a": "\ud800"}"#,
      #"a: not valid JSON at line 1, column 8: lone surrogate \uD800 in a string"#
    ),
    (
      #"{"a": "\udc00x"}"#,
      #"a: not valid JSON at line 1, column 8: lone surrogate \uDC00 in a string"#
    ),
    ("{\"é\": [1,]}", #""é": not valid JSON at line 1, column 10: trailing comma before ']'"#),
    ("{\"\\n\": [1,]}", #""\n": not valid JSON at line 1, column 11: trailing comma before ']'"#),
  ])
  func refusesInvalidJSON(text: String, expected: String) {
    #expect(throws: JSONValue.ParseError.self) { try Self.parse(text) }
    do {
      _ = try Self.parse(text)
    } catch {
      #expect(error.description == expected)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func refusesInvalidUTF8() {
    var bytes = Array(#"{"name": "x"#.utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array(#""}"#.utf8)
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(Data(bytes)) }
    do {
      _ = try JSONValue.parse(Data(bytes))
    } catch {
      #expect(
        error.description == "name: not valid JSON at line 1, column 10: invalid UTF-8 in a string")
    }
  }

  /// The same with an escape before the bad bytes (the slow path), and valid multi-byte text
  /// on both paths read as it is; an overlong encoding and a lone surrogate are refused.
  @Test(arguments: [[0xFF, 0xFE], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82]])
  func refusesInvalidUTF8AfterAnEscape(_ bad: [UInt8]) {
    var bytes = Array(#"{"name": "\n"#.utf8)
    bytes += bad
    bytes += Array(#""}"#.utf8)
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(Data(bytes)) }
    var plain = Array(#"{"name": ""#.utf8)
    plain += bad
    plain += Array(#""}"#.utf8)
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(Data(plain)) }
  }

  @Test func readsMultiByteText() throws {
    for text in [#"{"t": "Café 🦊"}"#, #"{"t": "Caf\u00e9 🦊"}"#, #"{"t": "\t Café 🦊"}"#] {
      guard case .object(let members) = try JSONValue.parse(Data(text.utf8)),
        case .string(let value) = members.first?.value
      else {
        Issue.record("\(text)")
        continue
      }
      #expect(value.hasSuffix("Café 🦊"))
    }
  }

  /// A hostile nesting neither exhausts the stack nor prints a hundred-level path.
  @Test func deepNestingIsRefusedWithoutRecursingFurther() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    do {
      _ = try Self.parse(text)
      Issue.record("accepted 100,000 nested arrays")
    } catch {
      #expect(error.reason.hasSuffix("nested more than 100 levels deep"))
      #expect(error.field == "[0][0][0][0][0][0][0][0]…")
    }
    #expect(throws: Never.self) {
      try Self.parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100))
    }
  }

  /// Large objects are checked for duplicates with a set: still exact, still linear.
  @Test func duplicatesInLargeObjectsAreFound() {
    let keys = (0..<1000).map { "\"k\($0)\": \($0)" }
    let text = "{" + (keys + ["\"k500\": 0"]).joined(separator: ", ") + "}"
    do {
      _ = try Self.parse(text)
      Issue.record("accepted a duplicate key")
    } catch {
      #expect(error.field == "k500")
      #expect(error.reason.hasPrefix("duplicate key"))
    }
    #expect(throws: Never.self) { try Self.parse("{" + keys.joined(separator: ", ") + "}") }
  }

  /// Numbers are read exactly as the standard library reads them (correctly rounded), both on
  /// the fast path and off it. Prints the seed of a failing sweep.
  @Test(arguments: [
    "0", "1", "-1", "0.1", "0.2", "0.3", "1e22", "1e23", "9007199254740992", "9007199254740993",
    "9007199254740995", "18446744073709551615", "18446744073709551616", "123456789012345678901234",
    "0.000001", "1.7976931348623157e308", "2.2250738585072014e-308", "4.9e-324", "5e-324",
    "1e-400", "635.333333333333333333", "44.333", "0.30000000000000004", "1.0e-22", "3.14159e-22",
    "100000000000000000000000000000e-29", "0.00000000000000000000000000001e29",
  ])
  func numbersMatchTheStandardLibrary(text: String) throws {
    let value = try Self.parse("[\(text)]")
    #expect(value == .array([.number(try #require(Double(text)))]), "\(text)")
  }

  @Test(arguments: [1, 2, 3, 4])
  func randomNumbersMatchTheStandardLibrary(seed: UInt64) throws {
    var generator = SimulatorPropertyTests.SplitMix64(state: seed)
    var texts: [String] = []
    for _ in 0..<2000 {
      let digits = Int(generator.next() % 25) + 1
      var text = generator.next() % 2 == 0 ? "-" : ""
      let whole = String((0..<digits).map { _ in Character(String(generator.next() % 10)) })
      text += whole.drop { $0 == "0" }.isEmpty ? "0" : String(whole.drop { $0 == "0" })
      if generator.next() % 2 == 0 {
        text +=
          "."
          + String(
            (0..<Int(generator.next() % 20 + 1)).map { _ in
              Character(String(generator.next() % 10))
            })
      }
      if generator.next() % 2 == 0 { text += "e\(Int(generator.next() % 80) - 40)" }
      texts.append(text)
    }
    let value = try Self.parse("[" + texts.joined(separator: ",") + "]")
    guard case .array(let numbers) = value else {
      Issue.record("not an array")
      return
    }
    for (text, number) in zip(texts, numbers) {
      #expect(number == .number(Double(text)!), "seed \(seed): \(text)")
    }
  }
}
