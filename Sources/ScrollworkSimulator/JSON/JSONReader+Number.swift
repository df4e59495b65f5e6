/// Numbers, whitespace and the pieces of error messages.
extension JSONReader {
  /// Exact powers of ten, 10⁰ … 10²²: every one is a `Double` exactly.
  private static let powersOfTen: [Double] = {
    var powers: [Double] = [1]
    for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
    return powers
  }()

  /// A number (RFC 8259 §6): `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  ///
  /// The digits are gathered into a 64-bit significand and a decimal exponent. When the
  /// significand fits in 53 bits and the exponent in ±22, `significand × 10^exponent` is one
  /// correctly rounded operation on exact operands (Clinger, "How to Read Floating Point Numbers
  /// Accurately", 1990); otherwise the standard library converts the text.
  mutating func number() throws(Failure) -> Double {
    let start = index
    let negative = peek(UInt8(ascii: "-"))
    if negative { index += 1 }
    var significand: UInt64 = 0
    var digits = 0  // significant digits gathered into `significand`
    var exponent = 0  // decimal exponent of `significand`
    var exact = true  // no digit was dropped

    func gather(_ digit: UInt8, fraction: Bool) {
      if significand == 0 && digit == 0 {
        if fraction { exponent -= 1 }
        return
      }
      if digits < 19 {
        significand = significand * 10 + UInt64(digit)
        digits += 1
        if fraction { exponent -= 1 }
      } else {
        if digit != 0 { exact = false }
        if !fraction { exponent += 1 }
      }
    }

    // Integer part: a single 0, or a non-zero digit then any digits.
    guard let first = digit(at: index) else {
      throw syntax("invalid number: expected a digit after '-', got \(describeNext())")
    }
    index += 1
    if first == 0 {
      if digit(at: index) != nil {
        index = start
        throw syntax("invalid number \(numberText(from: start)): no leading zeros")
      }
    } else {
      gather(first, fraction: false)
      while let next = digit(at: index) {
        gather(next, fraction: false)
        index += 1
      }
    }
    // Fraction.
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard digit(at: index) != nil else {
        throw syntax("invalid number: expected a digit after '.', got \(describeNext())")
      }
      while let next = digit(at: index) {
        gather(next, fraction: true)
        index += 1
      }
    }
    // Exponent, saturated far beyond any double's range.
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      var exponentNegative = false
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard digit(at: index) != nil else {
        throw syntax("invalid number: expected a digit in the exponent, got \(describeNext())")
      }
      var written = 0
      while let next = digit(at: index) {
        if written < 100_000 { written = written * 10 + Int(next) }
        index += 1
      }
      exponent += exponentNegative ? -written : written
    }

    var value: Double
    if significand == 0 {
      value = 0
    } else if exact, significand <= 1 << 53, abs(exponent) <= 22 {
      value = Double(significand)
      if exponent < 0 {
        value /= Self.powersOfTen[-exponent]
      } else {
        value *= Self.powersOfTen[exponent]
      }
    } else {
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      value = abs(Double(text) ?? .infinity)
    }
    guard value.isFinite else {
      throw Failure(
        reason: "the number \(numberText(from: start)) is out of range",
        offset: start, isSyntax: false)
    }
    return negative ? -value : value
  }

  /// The digit at `offset`, if there is one.
  @inline(__always)
  private func digit(at offset: Int) -> UInt8? {
    guard offset < bytes.count else { return nil }
    let value = bytes[offset] &- UInt8(ascii: "0")
    return value < 10 ? value : nil
  }

  /// The number's text from `start` as far as it looks like one, cut for messages.
  private func numberText(from start: Int) -> String {
    var end = start
    while end < bytes.count, end - start < Echo.longestText {
      switch bytes[end] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        end += 1
      default:
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    return end < bytes.count && digit(at: end) != nil ? text + "…" : text
  }

  // MARK: Whitespace and messages

  /// Skips spaces, tabs, line feeds and carriage returns (JSON's only whitespace).
  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        index += 1
      default: return
      }
    }
  }

  /// Whether the next byte is `byte`.
  @inline(__always)
  func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  /// A syntax error at the current index.
  func syntax(_ reason: String) -> Failure {
    Failure(reason: reason, offset: index, isSyntax: true)
  }

  /// A key given twice in one object; `offset` is the second one's.
  func duplicate(at offset: Int) -> Failure {
    Failure(reason: "duplicate key", offset: offset, isSyntax: false)
  }

  /// The next character for a message: `'x'`, `U+00A0`, or "the end of input".
  func describeNext() -> String {
    guard index < bytes.count else { return "the end of input" }
    let byte = bytes[index]
    guard byte >= 0x80 else { return "'\(Self.describe(byte))'" }
    // A UTF-8 sequence: name its scalar.
    var end = index + 1
    while end < bytes.count, end - index < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
    let value = text.unicodeScalars.first?.value ?? 0xFFFD
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// An ASCII byte as itself when printable, else as `U+00XX`.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F && byte != UInt8(ascii: "'") {
      return String(UnicodeScalar(byte))
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
