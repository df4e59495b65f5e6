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
    "stretchyHeader", "emptyState", "edgeEffects", "refreshControl",
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
    try Self.readEffects(reader, into: &layout)
    self.init(layout: layout, topFillColor: top, bottomFillColor: bottom)
  }

  /// Reads the effects past the seeds: the stretchy header, the empty state, the edge effects
  /// and the refresh control.
  private static func readEffects(
    _ reader: ObjectReader, into layout: inout ScrollDecorations
  ) throws(ScenarioError) {
    if let header = try reader.object(
      "stretchyHeader", allowed: ["height", "minimumHeight", "anchor", "stretch"])
    {
      let height = try header.requiredNumber("height", in: .nonNegative)
      let minimum = try header.number("minimumHeight", in: .nonNegative) ?? 0
      guard minimum <= height else {
        throw ScenarioError(
          field: header.field("minimumHeight"),
          reason: "must be at most the height (\(Echo.number(height))), got \(Echo.number(minimum))"
        )
      }
      layout.stretchyHeader = StretchyHeader(
        height: height, minimumHeight: minimum,
        anchor: try named(header, "anchor") ?? .fill,
        stretch: try header.number("stretch", in: .unit) ?? 1)
    }
    if let empty = try reader.object(
      "emptyState", allowed: ["trigger", "verticalOffset", "scrolls"])
    {
      layout.emptyState = EmptyState(
        trigger: try named(empty, "trigger") ?? .noContent,
        verticalOffset: try empty.number("verticalOffset") ?? 0,
        scrolls: try empty.bool("scrolls") ?? true)
    }
    if let effects = try reader.object(
      "edgeEffects", allowed: ["top", "bottom", "softLength", "fadeDistance"])
    {
      let top: EdgeEffects.Style? = try named(effects, "top", none: true)
      let bottom: EdgeEffects.Style? = try named(effects, "bottom", none: true)
      guard top != nil || bottom != nil else {
        throw ScenarioError(
          field: reader.field("edgeEffects"), reason: "give a style for top, bottom or both")
      }
      layout.edgeEffects = EdgeEffects(
        top: top, bottom: bottom,
        softLength: try effects.number("softLength", in: .nonNegative) ?? 24,
        fadeDistance: try effects.number("fadeDistance", in: .nonNegative) ?? 16)
    }
    if let refresh = try reader.object(
      "refreshControl", allowed: ["triggerDistance", "holdHeight", "spinnerSize"])
    {
      layout.refreshControl = RefreshControl(
        triggerDistance: try refresh.number("triggerDistance", in: .positive) ?? 100,
        holdHeight: try refresh.number("holdHeight", in: .nonNegative) ?? 60,
        spinnerSize: try refresh.number("spinnerSize", in: .nonNegative) ?? 28)
    }
  }

  /// The case of `Choice` named at `key`, or `nil` if absent (or `"none"`, where `none` is
  /// allowed).
  private static func named<Choice: RawRepresentable & CaseIterable>(
    _ reader: ObjectReader, _ key: String, none: Bool = false
  ) throws(ScenarioError) -> Choice? where Choice.RawValue == String {
    guard let text = try reader.string(key), !(none && text == "none") else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map { "\"\($0.rawValue)\"" } + (none ? ["\"none\""] : [])
      throw ScenarioError(
        field: reader.field(key),
        reason: "expected \(names.joined(separator: ", ")), got \(Echo.quoted(text))")
    }
    return choice
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
