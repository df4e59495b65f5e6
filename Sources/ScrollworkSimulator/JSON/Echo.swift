/// How messages echo what the user wrote: on one line, short, and exact enough to find.
enum Echo {
  /// Echoed text longer than this many characters is cut, with "…".
  static let longestText = 60

  /// `text` as a JSON string literal, cut to ``longestText`` characters: quotes, backslashes,
  /// control characters, and the characters a terminal may show as a line break or use to
  /// reorder text, escaped. What a message echoes from the input goes through here, so it
  /// stays on one line.
  ///
  ///     Echo.quoted("a\nb")  // "a\nb" (six characters, with the quotes)
  static func quoted(_ text: String) -> String {
    var out = "\""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == longestText {
        out += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where needsEscape(scalar):
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// `text` as is when it is printable on one line, otherwise ``quoted(_:)``: for file names,
  /// which users recognise unquoted.
  static func printable(_ text: String) -> String {
    text.unicodeScalars.contains(where: needsEscape) ? quoted(text) : text
  }

  /// A number as the user could have written it: whole numbers in full (`1000000000`), others
  /// in Swift's shortest exact form (`2.5`, `1e-10`, `5e-324`), never rounded to look like a
  /// different value.
  ///
  ///     Echo.number(4.4e9)   // "4400000000"
  ///     Echo.number(1e-10)   // "1e-10"
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// A sum of the user's numbers that went over `limit`, as they would add it up: to 12
  /// significant digits (`599 + 0.3 + 0.8` is `600.1`, not `600.0999999999999`), or exactly
  /// when so few digits would not show it over the limit.
  ///
  ///     Echo.total(599 + 0.3 + 0.8, over: 600)  // "600.1"
  static func total(_ value: Double, over limit: Double) -> String {
    let rounded = approximate(value)
    return rounded > limit ? number(rounded) : number(value)
  }

  /// `value` to 12 significant digits: a number derived from the user's (a sum, a quotient),
  /// without the last digits' rounding noise.
  static func approximate(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return value }
    // 10^k ≤ |value| < 10^(k+1), by exact powers of ten (no math library: this module also
    // builds for WebAssembly).
    var power = 1.0
    var k = 0
    while power * 10 <= abs(value), k < 22 {
      power *= 10
      k += 1
    }
    while power > abs(value), k > -22 {
      power /= 10
      k -= 1
    }
    var step = 1.0  // 10^|k − 11|: the 12th significant digit's place
    for _ in 0..<abs(k - 11) { step *= 10 }
    let rounded = k > 11 ? (value / step).rounded() * step : (value * step).rounded() / step
    return rounded.isFinite ? rounded : value
  }

  /// Control characters (C0, DEL, C1), the line and paragraph separators, and the
  /// bidirectional formatting characters.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }
}
