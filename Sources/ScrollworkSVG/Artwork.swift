/// Vector pictures drawn into the simulated screen: backgrounds revealed by overscrolling
/// (``fox(x:y:width:height:idPrefix:into:)``, ``landscape(x:y:width:height:idPrefix:into:)``)
/// and the placeholder shown when a table has too few rows
/// (``emptyState(x:y:width:height:title:message:into:)``).
///
/// Each picture is drawn in its own design units and mapped onto the rectangle it is given, in
/// points. Every id it defines starts with `idPrefix`, so several pictures can share a page, and
/// every number goes through ``SVGWriter/number(_:decimals:)``, so output is deterministic.
enum Artwork {
  /// iOS's secondary label grey, for the empty state's icon and message.
  static let emptyStateGrey = "#8E8E93"
  /// The empty state's title colour.
  static let emptyStateTitle = "#3C3C43"

  /// An iOS-style empty state centred in the rectangle: a magnifying glass drawn as line art,
  /// `title` in semibold 20 pt and `message` in 15 pt, wrapped by hand to the width.
  static func emptyState(
    x: Double, y: Double, width: Double, height: Double, title: String, message: String,
    into svg: inout SVGWriter
  ) {
    let icon = min(56, max(24, width * 0.16))
    let textWidth = max(width - 64, 60)
    let titleLines = wrap(title, width: textWidth, fontSize: 20)
    let messageLines = wrap(message, width: textWidth, fontSize: 15)
    let titleLeading = 25.0
    let messageLeading = 20.0
    let total =
      icon + 18 + Double(titleLines.count) * titleLeading
      + (messageLines.isEmpty ? 0 : 6 + Double(messageLines.count) * messageLeading)
    let centreX = x + width / 2
    var top = y + (height - total) / 2

    // The magnifying glass: a ring with a handle at 45°, like SF Symbols' magnifyingglass.
    let stroke = icon * 0.075
    let radius = icon * 0.3
    let ringX = centreX - icon * 0.08
    let ringY = top + icon * 0.42
    let along = (radius + stroke / 2) / 2.0.squareRoot()
    let reach = icon * 0.46 / 2.0.squareRoot()
    svg.open(
      "g",
      [
        ("fill", "none"), ("stroke", emptyStateGrey), ("stroke-width", n(stroke)),
        ("stroke-linecap", "round"),
      ])
    svg.element("circle", [("cx", n(ringX)), ("cy", n(ringY)), ("r", n(radius))])
    svg.element(
      "path",
      [
        (
          "d",
          "M\(n(ringX + along)) \(n(ringY + along))L\(n(ringX + along + reach)) "
            + "\(n(ringY + along + reach))"
        ), ("stroke-width", n(stroke * 1.6)),
      ])
    svg.close("g")
    top += icon + 18

    svg.open(
      "g",
      [("font-family", DeviceStyle.font), ("text-anchor", "middle")])
    for line in titleLines {
      top += titleLeading
      svg.element(
        "text",
        [
          ("x", n(centreX)), ("y", n(top - 6)), ("font-size", "20"), ("font-weight", "600"),
          ("fill", emptyStateTitle),
        ], text: line)
    }
    if !messageLines.isEmpty { top += 6 }
    for line in messageLines {
      top += messageLeading
      svg.element(
        "text",
        [("x", n(centreX)), ("y", n(top - 5)), ("font-size", "15"), ("fill", emptyStateGrey)],
        text: line)
    }
    svg.close("g")
  }

  /// `text` broken at spaces into lines of at most `width` points, guessing 0.55 em a
  /// character; a word longer than a line is cut.
  static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
    let limit = max(Int(width / (fontSize * 0.55)), 1)
    var lines: [String] = []
    var current = ""
    for word in text.split(whereSeparator: \.isWhitespace) {
      var word = Substring(word)
      while word.count > limit {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(limit)))
        word = word.dropFirst(limit)
      }
      if word.isEmpty { continue }
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= limit {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  // MARK: - Helpers shared by the pictures

  /// A point (x, y) in a picture's design units.
  typealias Point = (Double, Double)

  static func n(_ value: Double) -> String { SVGWriter.number(value) }

  /// A design-unit coordinate: a tenth of a unit is finer than a pixel.
  static func d1(_ value: Double) -> String { SVGWriter.number(value, decimals: 1) }

  /// `translate(x,y) scale(sx,sy)`: maps design units onto points.
  static func transform(x: Double, y: Double, scaleX: Double, scaleY: Double) -> String {
    let scale =
      scaleX == scaleY
      ? SVGWriter.number(scaleX, decimals: 4)
      : "\(SVGWriter.number(scaleX, decimals: 4)),\(SVGWriter.number(scaleY, decimals: 4))"
    return "translate(\(n(x)),\(n(y))) scale(\(scale))"
  }

  /// A vertical linear gradient with `stops` of (offset, colour), or (offset, colour, opacity).
  static func verticalGradient(
    id: String, _ stops: [(Double, String)], into svg: inout SVGWriter
  ) {
    svg.open("linearGradient", [("id", id), ("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "1")])
    for (offset, colour) in stops {
      svg.element("stop", [("offset", n(offset)), ("stop-color", colour)])
    }
    svg.close("linearGradient")
  }
}
