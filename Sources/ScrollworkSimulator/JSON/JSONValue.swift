/// A JSON document as a value: what scenario files are read into and traces are written from.
///
/// Objects keep their members in order, so written JSON is deterministic.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (JSON's numbers are read as `Double`).
  case number(Double)
  /// A string.
  case string(String)
  /// An array of values.
  case array([JSONValue])
  /// An object: its members in the order they were read or written.
  case object([Member])

  /// One `"key": value` pair of an object.
  public struct Member: Sendable, Hashable {
    /// The member's name.
    public var key: String
    /// The member's value.
    public var value: JSONValue
    /// The member `key`: `value`.
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// Parses JSON text strictly (RFC 8259, no duplicate keys); see `JSONReader`.
  /// - Throws: `JSONValue.ParseError` naming the field where the text went wrong and the reason,
  ///   with its line and column, on one line.
  /// - Complexity: O(n) in the text's length.
  public static func parse<Bytes: Collection<UInt8>>(
    _ bytes: Bytes
  ) throws(ParseError) -> JSONValue {
    try JSONReader.parse(bytes)
  }

  /// Why a document cannot be read: where (the field, as written; empty for the document
  /// itself) and why (`not valid JSON at line 3, column 12: trailing comma before '}'`).
  public struct ParseError: Error, Hashable, CustomStringConvertible {
    /// The dotted path of the member or element being read (`script[2].drag`), or empty.
    public var field: String
    /// What is wrong, with the line and column.
    public var reason: String

    /// Creates an error for `field` with `reason`.
    public init(field: String = "", reason: String) {
      self.field = field
      self.reason = reason
    }

    /// `FIELD: REASON`, or `REASON` for the document itself.
    public var description: String { field.isEmpty ? reason : "\(field): \(reason)" }
  }

  /// The value's JSON type, for error messages ("a number", "an object").
  public var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

// MARK: Writing

extension JSONValue {
  /// The value as compact JSON text with numbers to at most `decimals` places (trailing zeros
  /// dropped), so the same value always gives the same text.
  public func serialized(decimals: Int = 4) -> String {
    var out = ""
    write(into: &out, decimals: decimals, indent: nil, level: 0)
    return out
  }

  /// The value as indented JSON text (two spaces), numbers as in ``serialized(decimals:)``.
  /// Containers nested `compactDepth` levels deep or more, and arrays of plain values, stay on
  /// one line: a trace prints one frame per line.
  public func prettyPrinted(decimals: Int = 4, compactDepth: Int = .max) -> String {
    var out = ""
    write(into: &out, decimals: decimals, indent: "  ", level: 0, compactDepth: compactDepth)
    return out
  }

  /// Appends the value's text to `out` as if it stood `level` containers deep in a document
  /// written with `indent` (`nil`: compact) and `compactDepth`: how ``TraceWriter`` writes a
  /// trace piece by piece with the same text as ``prettyPrinted(decimals:compactDepth:)``.
  func write(
    into out: inout String, decimals: Int, indent: String?, level: Int, compactDepth: Int = .max
  ) {
    if indent != nil, level >= compactDepth {
      write(into: &out, decimals: decimals, indent: nil, level: level)
      return
    }
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n, decimals: decimals)
    case .string(let s): Self.writeString(s, into: &out)
    case .array(let elements):
      let flat = indent == nil || elements.allSatisfy { !$0.isContainer }
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += flat && indent != nil ? ", " : "," }
        if !flat { Self.newline(&out, indent, level + 1) }
        element.write(
          into: &out, decimals: decimals, indent: indent, level: level + 1,
          compactDepth: compactDepth)
      }
      if !flat && !elements.isEmpty { Self.newline(&out, indent, level) }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        Self.newline(&out, indent, level + 1)
        Self.writeString(member.key, into: &out)
        out += indent == nil ? ":" : ": "
        member.value.write(
          into: &out, decimals: decimals, indent: indent, level: level + 1,
          compactDepth: compactDepth)
      }
      if !members.isEmpty { Self.newline(&out, indent, level) }
      out += "}"
    }
  }

  private var isContainer: Bool {
    switch self {
    case .array, .object: true
    default: false
    }
  }

  private static func newline(_ out: inout String, _ indent: String?, _ level: Int) {
    guard let indent else { return }
    out += "\n" + String(repeating: indent, count: level)
  }

  /// `value` rounded to `decimals` places, without trailing zeros or a negative zero; `null`
  /// when not finite.
  public static func format(_ value: Double, decimals: Int = 4) -> String {
    fixedDecimal(value, decimals: decimals) ?? "null"
  }

  private static func writeString(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(c.value, radix: 16).count)
          + String(c.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
{
  /// A string from a literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A number from a literal.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// A number from an integer literal.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// `true` or `false` from a literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}
