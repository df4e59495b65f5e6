@_spi(Engine) import ScrollworkSimulator

/// Builds SVG text element by element, with attributes in the order given and numbers to fixed
/// decimals, so the same picture is always the same bytes.
public struct SVGWriter: Sendable {
  /// The SVG written so far.
  public private(set) var text = ""
  private var depth = 0

  /// Creates an empty writer.
  public init() {}

  /// Opens `<name attributes…>`; close it with ``close(_:)``.
  public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// Opens the document's `<svg>` element: `width` × `height` user units drawn at `scale` times
  /// that size, with any further `attributes`; close it with `close("svg")`.
  public mutating func openDocument(
    width: Double, height: Double, scale: Double = 1, _ attributes: [(String, String)] = []
  ) {
    open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"),
        ("width", Self.number(width * scale)), ("height", Self.number(height * scale)),
        ("viewBox", "0 0 \(Self.number(width)) \(Self.number(height))"),
      ] + attributes)
  }

  /// Closes the element opened last.
  public mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// Writes an element with optional text content.
  public mutating func element(
    _ name: String, _ attributes: [(String, String)], text: String? = nil
  ) {
    if let text {
      line("<\(name)\(Self.attributes(attributes))>\(Self.escape(text))</\(name)>")
    } else {
      line("<\(name)\(Self.attributes(attributes))/>")
    }
  }

  /// Writes escaped text content inside the open element.
  public mutating func content(_ content: String) {
    line(Self.escape(content))
  }

  private mutating func line(_ content: String) {
    text += String(repeating: "  ", count: max(depth, 0)) + content + "\n"
  }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape(clamped($0.1, for: $0.0)))\"" }.joined()
  }

  /// The attributes SVG allows no negative value for: a box's size and a radius. A negative
  /// one is an error that stops a viewer drawing the element; a scene squeezed that small (a
  /// zero-width viewport, a search field in a 5-point screen) draws nothing there instead.
  static let nonNegative: Set<String> = ["width", "height", "r", "rx", "ry"]

  /// `value`, or 0 when it is a negative number for an attribute in ``nonNegative``.
  static func clamped(_ value: String, for attribute: String) -> String {
    nonNegative.contains(attribute) && value.hasPrefix("-") ? "0" : value
  }

  /// `text` with XML's special characters escaped.
  public static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }

  /// `value` to at most `decimals` places, without trailing zeros; 0 when not finite.
  public static func number(_ value: Double, decimals: Int = 2) -> String {
    fixedDecimal(value, decimals: decimals) ?? "0"
  }
}
