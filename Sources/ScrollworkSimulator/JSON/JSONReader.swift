/// A strict JSON reader (RFC 8259) over UTF-8 bytes, with no dependency beyond the standard
/// library (it builds with Embedded Swift): what ``JSONValue/parse(_:)`` uses.
///
/// Strict: trailing commas, duplicate keys, leading zeros, control characters in strings,
/// invalid UTF-8, lone surrogates, numbers beyond `Double`'s range and nesting deeper than
/// ``deepestNesting`` are errors. Errors name the field where they were found, as the user
/// wrote it, and the line and column:
/// `script[2].drag: not valid JSON at line 4, column 30: trailing comma before '}'`.
///
/// Fast: one pass over the bytes; numbers with at most 19 significant digits and a decimal
/// exponent within ±22 (all numbers a scenario usually holds) are converted exactly by Clinger's
/// fast path, the rest by the standard library's correctly rounded conversion, so both give
/// the same `Double` as any correct reader. Complexity: O(n) in the text's length.
struct JSONReader {
  /// Containers nested deeper than this are rejected (a scenario needs 5): the reader recurses,
  /// and a hostile file must not exhaust the stack.
  static let deepestNesting = 100

  /// Why the text is rejected: the reason, where (a byte offset), and the path to it, innermost
  /// component first (filled in as the error leaves each container).
  struct Failure: Error {
    var reason: String
    var offset: Int
    /// `true` for text that is not JSON; `false` for valid JSON the reader refuses (a
    /// duplicate key, a number beyond `Double`).
    var isSyntax: Bool
    var path: [Component] = []

    enum Component {
      case key(String)
      case index(Int)
    }
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  private var depth = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Reads `bytes` as one JSON document (read in place when they are contiguous, as `Data` and
  /// arrays are).
  static func parse<Bytes: Collection<UInt8>>(
    _ bytes: Bytes
  ) throws(JSONValue.ParseError) -> JSONValue {
    let read = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONValue.ParseError> in
      var reader = JSONReader(buffer)
      return Result { () throws(Failure) in try reader.document() }
        .mapError { error(for: $0, in: buffer) }
    }
    let result =
      bytes.withContiguousStorageIfAvailable(read) ?? Array(bytes).withUnsafeBufferPointer(read)
    return try result.get()
  }

  /// The one-line error for `failure`: its field, and its reason with the line and column.
  private static func error(
    for failure: Failure, in data: UnsafeBufferPointer<UInt8>
  ) -> JSONValue.ParseError {
    var field = ""
    // A path too deep to read (only nesting past the limit makes one) is cut.
    let shown = failure.path.reversed().prefix(8)
    for component in shown {
      switch component {
      case .key(let key): field = FieldPath.member(key, of: field)
      case .index(let index): field = FieldPath.element(index, of: field)
      }
    }
    if shown.count < failure.path.count { field += "…" }
    let prefix = data.prefix(failure.offset)
    let line = prefix.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
    // Columns count characters: every byte but UTF-8 continuation bytes.
    let column = data[lineStart..<data.startIndex + failure.offset].reduce(1) {
      $0 + ($1 & 0xC0 == 0x80 ? 0 : 1)
    }
    let reason =
      failure.isSyntax
      ? "not valid JSON at line \(line), column \(column): \(failure.reason)"
      : "\(failure.reason) (line \(line), column \(column))"
    return JSONValue.ParseError(field: field, reason: reason)
  }

  // MARK: Structure

  private mutating func document() throws(Failure) -> JSONValue {
    // A UTF-8 byte order mark is allowed and ignored (RFC 8259 §8.1).
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    let value = try self.value()
    skipWhitespace()
    guard index == bytes.count else {
      throw syntax("unexpected \(describeNext()) after the document")
    }
    return value
  }

  private mutating func value() throws(Failure) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw syntax("unexpected end of input, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw syntax("expected a value, got \(describeNext())")
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    index += 1  // {
    var members: [JSONValue.Member] = []
    // Small objects are checked for duplicates by a scan; large ones by a set, so a hostile
    // object with many keys stays linear.
    var keys: Set<String>?
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw syntax("unexpected end of input, expected a key") }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw syntax(
          bytes[index] == UInt8(ascii: "}")
            ? "trailing comma before '}'" : "expected a key in double quotes, got \(describeNext())"
        )
      }
      let keyOffset = index
      let key = try string()
      do throws(Failure) {
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else {
          throw syntax("expected ':' after the key, got \(describeNext())")
        }
        index += 1
        if members.count < 16 {
          if members.contains(where: { $0.key == key }) { throw duplicate(at: keyOffset) }
        } else {
          if keys == nil { keys = Set(members.map { $0.key }) }
          if keys?.insert(key).inserted == false { throw duplicate(at: keyOffset) }
        }
        members.append(JSONValue.Member(key, try value()))
      } catch {
        var failure = error
        failure.path.append(.key(key))
        throw failure
      }
      skipWhitespace()
      guard index < bytes.count else {
        throw syntax("unexpected end of input, expected ',' or '}'")
      }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      default: throw syntax("expected ',' or '}' after a member, got \(describeNext())")
      }
    }
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enter()
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      if peek(UInt8(ascii: "]")) { throw syntax("trailing comma before ']'") }
      do throws(Failure) {
        elements.append(try value())
      } catch {
        var failure = error
        failure.path.append(.index(elements.count))
        throw failure
      }
      skipWhitespace()
      guard index < bytes.count else {
        throw syntax("unexpected end of input, expected ',' or ']'")
      }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(elements)
      default: throw syntax("expected ',' or ']' after an element, got \(describeNext())")
      }
    }
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.deepestNesting else {
      throw syntax("nested more than \(Self.deepestNesting) levels deep")
    }
  }

  private mutating func literal(
    _ word: StaticString, _ value: JSONValue
  ) throws(Failure)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      UnsafeBufferPointer(rebasing: bytes[index..<index + count]).elementsEqual(
        UnsafeBufferPointer(start: word.utf8Start, count: count))
    else { throw syntax("expected a value, got \(describeNext())") }
    index += count
    return value
  }

  // MARK: Strings

  /// A string starting at the opening quote; the index ends after the closing quote.
  private mutating func string() throws(Failure) -> String {
    let start = index
    index += 1
    var isASCII = true
    // The fast path: no escapes. Scan to the closing quote.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = UnsafeBufferPointer(rebasing: bytes[start + 1..<index])
        index += 1
        if isASCII { return String(decoding: text, as: UTF8.self) }
        guard let string = Self.validUTF8(text) else {
          throw Failure(reason: "invalid UTF-8 in a string", offset: start, isSyntax: true)
        }
        return string
      }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      if byte < 0x20 { throw controlCharacter(byte) }
      if byte >= 0x80 { isASCII = false }
      index += 1
    }
    throw Failure(reason: "unterminated string", offset: start, isSyntax: true)
  }

  /// `bytes` as a string, or `nil` unless they are valid UTF-8. (`String(validating:as:)` does
  /// this from iOS 18 and macOS 15 only; the package supports iOS 15 and macOS 13.)
  private static func validUTF8<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
    let invalid = transcode(
      bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    return invalid ? nil : String(decoding: bytes, as: UTF8.self)
  }

  /// The slow path for a string with escapes, from its opening quote at `start`.
  private mutating func escapedString(from start: Int) throws(Failure) -> String {
    var utf8: [UInt8] = Array(bytes[start + 1..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let string = Self.validUTF8(utf8) else {
          throw Failure(reason: "invalid UTF-8 in a string", offset: start, isSyntax: true)
        }
        return string
      case UInt8(ascii: "\\"):
        let escapeStart = index
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          let scalar = try unicodeEscape(startingAt: escapeStart)
          utf8.append(contentsOf: String(Character(scalar)).utf8)
        default:
          index = escapeStart
          throw syntax("invalid escape '\\\(Self.describe(escape))' in a string")
        }
      case 0..<0x20:
        throw controlCharacter(byte)
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw Failure(reason: "unterminated string", offset: start, isSyntax: true)
  }

  /// The scalar of a `\uXXXX` escape (a surrogate pair takes two), the index after `\u`.
  private mutating func unicodeEscape(
    startingAt escapeStart: Int
  ) throws(Failure)
    -> Unicode.Scalar
  {
    let first = try hexQuad(escapeStart)
    if (0xD800...0xDBFF).contains(first) {
      guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw lone(surrogate: first, at: escapeStart) }
      let secondStart = index
      index += 2
      let second = try hexQuad(secondStart)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw lone(surrogate: first, at: escapeStart)
      }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
    guard let scalar = Unicode.Scalar(first) else { throw lone(surrogate: first, at: escapeStart) }
    return scalar
  }

  private mutating func hexQuad(_ escapeStart: Int) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
        index = escapeStart
        throw syntax("invalid \\u escape in a string: expected four hexadecimal digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func lone(surrogate: UInt32, at offset: Int) -> Failure {
    index = offset
    return syntax("lone surrogate \\u\(String(surrogate, radix: 16, uppercase: true)) in a string")
  }

  private func controlCharacter(_ byte: UInt8) -> Failure {
    let hex = String(byte, radix: 16, uppercase: true)
    return syntax(
      "control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) in a string")
  }
}
