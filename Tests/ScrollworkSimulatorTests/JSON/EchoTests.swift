import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// What messages echo from the input stays on one line, short, and exact.
struct EchoTests {
  @Test(arguments: [
    ("height", "viewport", "viewport.height"),
    ("height", "", "height"),
    ("my key", "viewport", #"viewport."my key""#),
    ("\n", "", #""\n""#),
    ("a\u{2028}b", "x", #"x."a\u2028b""#),
    ("", "x", #"x."""#),
  ])
  func membersAreNamedAsWritten(key: String, parent: String, expected: String) {
    #expect(FieldPath.member(key, of: parent) == expected)
  }

  @Test(arguments: [
    ("plain", #""plain""#),
    ("a\"b\\c", #""a\"b\\c""#),
    ("tab\tline\nreturn\r", #""tab\tline\nreturn\r""#),
    ("\u{1}\u{7F}\u{85}\u{202E}", #""\u0001\u007f\u0085\u202e""#),
    ("café 😀", #""café 😀""#),
    (String(repeating: "x", count: 61), "\"" + String(repeating: "x", count: 60) + "…\""),
  ])
  func quotedTextIsEscapedAndCut(text: String, expected: String) {
    #expect(Echo.quoted(text) == expected)
  }

  @Test func fileNamesStayPlainUnlessTheyWouldBreakTheLine() {
    #expect(Echo.printable("dir/s.json") == "dir/s.json")
    #expect(Echo.printable("a\nb.json") == #""a\nb.json""#)
    let error = ScenarioError(file: "a\nb.json", field: "fps", reason: "bad")
    #expect(error.description == #""a\nb.json": fps: bad"#)
  }

  /// Numbers are echoed as the user could have written them, never rounded into another value.
  @Test(arguments: [
    (1e9, "1000000000"), (-5, "-5"), (2.5, "2.5"), (1e-10, "1e-10"), (5e-324, "5e-324"),
    (4.4e9, "4400000000"), (1e20, "1e+20"), (Double.nan, "nan"), (-Double.infinity, "-inf"),
  ])
  func numbersAreEchoedExactly(value: Double, expected: String) {
    #expect(Echo.number(value) == expected)
  }
}
