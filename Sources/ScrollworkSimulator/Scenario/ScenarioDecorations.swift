@_spi(Engine) import ScrollworkCore

/// The decorations a scenario puts on its scroll view: the engine's layouts plus what only a
/// picture needs (the edge fill's colours).
public struct ScenarioDecorations: Sendable, Hashable {
  /// The engine's decorations.
  public var layout: ScrollDecorations
  /// The edge fill's top colour (`#RRGGBB`), if it fills the top gap.
  public var topFillColor: String?
  /// The edge fill's bottom colour (`#RRGGBB`), if it fills the bottom gap.
  public var bottomFillColor: String?

  /// Creates scenario decorations.
  public init(
    layout: ScrollDecorations = ScrollDecorations(), topFillColor: String? = nil,
    bottomFillColor: String? = nil
  ) {
    self.layout = layout
    self.topFillColor = topFillColor
    self.bottomFillColor = bottomFillColor
  }

  static let keys: Set<String> = [
    "peekingBackground", "parallaxBackground", "edgeFill", "edgeShadows", "stickyFooter",
  ]

  /// Reads `decorations` from a scenario.
  init(_ reader: ObjectReader) throws(ScenarioError) {
    var layout = ScrollDecorations()
    if let peek = try reader.object(
      "peekingBackground", allowed: ["dimming", "emptyState", "follow"])
    {
      layout.peekingBackground = PeekingBackground(
        dimming: try peek.number("dimming", in: .unit) ?? 0.25,
        showsEmptyState: try peek.bool("emptyState") ?? true,
        follow: try peek.number("follow", in: .unit) ?? 0)
    }
    if let parallax = try reader.object(
      "parallaxBackground", allowed: ["mode", "ratio", "imageHeight"])
    {
      let mode: ParallaxBackground.Mode
      switch try parallax.string("mode") ?? "range" {
      case "range": mode = .range
      case "ratio": mode = .ratio(try parallax.number("ratio") ?? 0.5)
      case let other:
        throw ScenarioError(
          field: parallax.field("mode"),
          reason: "expected \"range\" or \"ratio\", got \(Echo.quoted(other))"
        )
      }
      layout.parallaxBackground = ParallaxBackground(
        mode: mode, imageLength: try parallax.requiredNumber("imageHeight", in: .positive))
    }
    var top: String?
    var bottom: String?
    if let fill = try reader.object("edgeFill", allowed: ["top", "bottom"]) {
      top = try Self.color(fill, "top")
      bottom = try Self.color(fill, "bottom")
      guard top != nil || bottom != nil else {
        throw ScenarioError(field: reader.field("edgeFill"), reason: "give top, bottom or both")
      }
      layout.edgeFill = EdgeFill(top: top != nil, bottom: bottom != nil)
    }
    if let shadows = try reader.object("edgeShadows", allowed: ["thickness"]) {
      layout.edgeShadows = EdgeShadows(
        thickness: try shadows.number("thickness", in: .nonNegative) ?? 10)
    }
    if let footer = try reader.object("stickyFooter", allowed: ["height"]) {
      layout.stickyFooter = StickyFooter(
        height: try footer.requiredNumber("height", in: .nonNegative))
    }
    self.init(layout: layout, topFillColor: top, bottomFillColor: bottom)
  }

  /// A `#RRGGBB` colour at `key`, or `nil` if absent.
  private static func color(_ reader: ObjectReader, _ key: String) throws(ScenarioError) -> String?
  {
    guard let text = try reader.string(key) else { return nil }
    let digits = text.dropFirst()
    guard text.hasPrefix("#"), digits.count == 6, digits.allSatisfy({ $0.isHexDigit }) else {
      throw ScenarioError(
        field: reader.field(key),
        reason: "expected a colour as \"#RRGGBB\", got \(Echo.quoted(text))")
    }
    return text.uppercased()
  }
}
