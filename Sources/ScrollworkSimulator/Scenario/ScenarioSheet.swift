@_spi(Engine) import ScrollworkCore

/// A scenario's sheet: a panel over the scroll view with detents, a header and its own
/// scrolling content (ARCHITECTURE.md §6–7).
public struct ScenarioSheet: Sendable {
  /// The container the sheet lives in (defaults to the scenario's viewport).
  public var container: HostSize
  /// The container's top safe-area inset (status bar, notch).
  public var safeAreaTop: Double
  /// The container's bottom safe-area inset (home indicator).
  public var safeAreaBottom: Double
  /// The detents, as listed.
  public var detents: [SheetDetent]
  /// The detent the sheet starts at (the lowest when `nil`).
  public var initial: SheetDetent.ID?
  /// The header.
  public var header: SheetHeader
  /// The sheet's scrolling content: its first page's when it has pages.
  public var content: ContentLayout
  /// The sheet's pages or tabs, each a list of its own (`pages`: an array of contents, as
  /// `content`), shown one at a time by `showPage`; empty when the sheet has one list.
  public var pages: [ContentLayout] = []
  /// What the keyboard does to the sheet.
  public var keyboard: SheetConfiguration.KeyboardMode
  /// What the keyboard does at particular detents, overriding ``keyboard`` there.
  public var keyboardByDetent: [SheetDetent.ID: SheetConfiguration.KeyboardMode]
  /// Whether a drag on the content resizes the sheet first or scrolls the content at every
  /// detent.
  public var contentInteraction: SheetConfiguration.ContentInteraction
  /// What a keyboard does while something covers the sheet (`coveredKeyboard`:
  /// `"ignoreShowing"`, the default, or `"follow"`).
  public var coveredKeyboard: SheetConfiguration.CoveredKeyboardPolicy = .ignoreShowing
  /// The dimming behind the sheet.
  public var dimming: SheetConfiguration.Dimming?
  /// How a release picks its detent (`snap`: `velocityThreshold`, `maximumDetentsSkipped`).
  public var snap: SheetConfiguration.SnapPolicy
  /// The spring that carries the sheet to a detent (`spring`: `response`, `dampingFraction`).
  public var spring: SpringParameters
  /// Whether a finger may put the sheet away (`dismissal`: `"none"`, the default,
  /// `"interactive"` or `"vetoed"`).
  public var dismissal: SheetConfiguration.Dismissal = .none
  /// Whether the sheet shows at the start (`presented`, default `true`); `false` starts it
  /// hidden below the container's bottom, and a `moveSheet` presents it.
  public var presented = true
  /// How the panel sits in the container (`appearance`: `{"style": "attached"}`, the default,
  /// or `{"style": "floating", "inset", "cornerRadius"}`).
  public var appearance: SheetConfiguration.Appearance = .attached

  /// The header's part that never collapses with `collapsible: true`: the grabber and the
  /// search field, 56 pt.
  public static let fixedHeaderPart = 56.0

  static let keys: Set<String> = [
    "container", "safeArea", "detents", "initial", "header", "content", "keyboard",
    "keyboardByDetent", "contentInteraction", "coveredKeyboard", "dimming", "snap", "spring",
    "dismissal", "presented", "pages", "appearance",
  ]

  /// Reads `sheet` from a scenario whose viewport is `viewport`.
  init(_ reader: ObjectReader, viewport: HostSize) throws(ScenarioError) {
    if let box = try reader.object("container", allowed: ["width", "height"]) {
      container = HostSize(
        width: try box.number("width", in: .nonNegative) ?? viewport.width,
        height: try box.number("height", in: .positive) ?? viewport.height)
    } else {
      container = viewport
    }
    guard container.height > 0 else {
      // Only a zero viewport height gets here: a given container height is checked above.
      throw ScenarioError(
        field: "viewport.height",
        reason:
          "a sheet's container needs a height: expected a number > 0 and ≤ 1e9 (or give "
          + "sheet.container.height), got 0")
    }
    let safe = try reader.object("safeArea", allowed: ["top", "bottom"])
    safeAreaTop = try safe?.number("top", in: .nonNegative) ?? 0
    safeAreaBottom = try safe?.number("bottom", in: .nonNegative) ?? 0
    guard let list = try reader.array("detents") else {
      throw ScenarioError(field: reader.field("detents"), reason: "required")
    }
    detents = try Self.detents(list, path: reader.field("detents"))
    initial = try reader.string("initial").map(SheetDetent.ID.init(rawValue:))
    if let initial, !detents.contains(where: { $0.id == initial }) {
      throw ScenarioError(
        field: reader.field("initial"),
        reason: "no detent has the id \(Echo.quoted(initial.rawValue))")
    }
    header = try Self.header(reader.object("header", allowed: ["height", "collapsible", "reveal"]))
    if let contentReader = try reader.object("content", allowed: Scenario.contentKeys) {
      content = try Scenario.content(contentReader, base: nil)
    } else {
      content = .rows(count: 40, rowHeight: 56)
    }
    if let list = try reader.array("pages") {
      guard !reader.has("content") else {
        throw ScenarioError(
          field: reader.field("pages"), reason: "give pages or content, not both")
      }
      guard (2...ScenarioLimits.pages).contains(list.count) else {
        throw ScenarioError(
          field: reader.field("pages"),
          reason: "expected 2 to \(ScenarioLimits.pages) pages, got \(list.count)")
      }
      for (index, page) in list.enumerated() {
        let path = FieldPath.element(index, of: reader.field("pages"))
        let content = try Scenario.content(
          ObjectReader(page, path: path, allowed: Scenario.contentKeys), base: nil)
        if case .selfSizing = content {
          throw ScenarioError(
            field: path,
            reason: "a page's rows have their heights (rows/rowHeight or rowHeights): "
              + "self-sizing rows are for a sheet's one list")
        }
        pages.append(content)
      }
      content = pages[0]
    }
    keyboard = try Self.keyboardMode(reader, "keyboard") ?? .lift
    keyboardByDetent = [:]
    if let modes = reader.value("keyboardByDetent") {
      let byDetent = try ObjectReader(
        modes, path: reader.field("keyboardByDetent"),
        allowed: Set(detents.map { $0.id.rawValue }))
      for detent in detents {
        keyboardByDetent[detent.id] = try Self.keyboardMode(byDetent, detent.id.rawValue)
      }
    }
    switch try reader.string("contentInteraction") ?? "resizes" {
    case "resizes": contentInteraction = .resizes
    case "scrolls": contentInteraction = .scrolls
    case let other:
      throw ScenarioError(
        field: reader.field("contentInteraction"),
        reason: "expected \"resizes\" or \"scrolls\", got \(Echo.quoted(other))")
    }
    if let text = try reader.string("coveredKeyboard") {
      guard let policy = SheetConfiguration.CoveredKeyboardPolicy(rawValue: text) else {
        throw ScenarioError(
          field: reader.field("coveredKeyboard"),
          reason: "expected \"ignoreShowing\" or \"follow\", got \(Echo.quoted(text))")
      }
      coveredKeyboard = policy
    }
    if let dim = try reader.object("dimming", allowed: ["from", "to", "alpha"]) {
      guard let from = try dim.string("from"), let to = try dim.string("to") else {
        throw ScenarioError(field: dim.path, reason: "give from and to (detent ids)")
      }
      for (key, id) in [("from", from), ("to", to)]
      where !detents.contains(where: { $0.id.rawValue == id }) {
        throw ScenarioError(
          field: dim.field(key), reason: "no detent has the id \(Echo.quoted(id))")
      }
      dimming = SheetConfiguration.Dimming(
        from: SheetDetent.ID(from), to: SheetDetent.ID(to),
        alpha: try dim.number("alpha", in: .unit) ?? 0.4)
    } else {
      dimming = nil
    }
    snap = try Self.snap(
      reader.object("snap", allowed: ["velocityThreshold", "maximumDetentsSkipped"]))
    spring = try Self.spring(reader.object("spring", allowed: ["response", "dampingFraction"]))
    if let text = try reader.string("dismissal") {
      dismissal = try Self.dismissal(text, field: reader.field("dismissal"))
    }
    presented = try reader.bool("presented") ?? true
    if let look = try reader.object("appearance", allowed: ["style", "inset", "cornerRadius"]) {
      switch try look.string("style") {
      case "attached"?:
        for key in ["inset", "cornerRadius"] where look.has(key) {
          throw ScenarioError(field: look.field(key), reason: "only a floating panel has one")
        }
        appearance = .attached
      case "floating"?:
        appearance = .floating(
          inset: try look.number("inset", in: .nonNegative) ?? 8,
          cornerRadius: try look.number("cornerRadius", in: .nonNegative) ?? 38)
      case let other:
        throw ScenarioError(
          field: look.field("style"),
          reason: other.map { "expected \"attached\" or \"floating\", got \(Echo.quoted($0))" }
            ?? "required")
      }
    }
  }

  /// A dismissal's name in a scenario file.
  static func dismissal(
    _ text: String, field: String
  ) throws(ScenarioError) -> SheetConfiguration.Dismissal {
    guard let dismissal = SheetConfiguration.Dismissal(rawValue: text) else {
      throw ScenarioError(
        field: field,
        reason: "expected \"none\", \"interactive\" or \"vetoed\", got \(Echo.quoted(text))")
    }
    return dismissal
  }

  /// The snapping policy: the default's where a field is absent.
  private static func snap(
    _ reader: ObjectReader?
  ) throws(ScenarioError) -> SheetConfiguration.SnapPolicy {
    let defaults = SheetConfiguration.SnapPolicy.default
    guard let reader else { return defaults }
    return SheetConfiguration.SnapPolicy(
      velocityThreshold: try reader.number("velocityThreshold", in: speeds)
        ?? defaults.velocityThreshold,
      maximumDetentsSkipped: try reader.integer(
        "maximumDetentsSkipped",
        in: NumberRange(minimum: 0, maximum: Double(ScenarioLimits.detents)))
        ?? defaults.maximumDetentsSkipped)
  }

  /// Speeds a threshold may be: 0 to 10⁶ pt/s.
  private static let speeds = NumberRange(minimum: 0, maximum: 1e6)

  /// The settling spring as SwiftUI describes one; the default's where a field is absent.
  private static func spring(_ reader: ObjectReader?) throws(ScenarioError) -> SpringParameters {
    guard let reader else { return .sheet }
    // The default sheet spring: response 0.42 s, damping fraction 0.86.
    let response = try reader.number("response", in: responses) ?? 0.42
    let fraction = try reader.number("dampingFraction", in: fractions) ?? 0.86
    do {
      return try SpringParameters(response: response, dampingFraction: fraction)
    } catch {
      throw ScenarioError(field: reader.field("response"), reason: error.message)
    }
  }

  /// Responses a spring may have: 0.05 to 10 s.
  private static let responses = NumberRange(minimum: 0.05, maximum: 10)
  /// Damping fractions a spring may have: 0.05 (barely damped) to 10 (creeping).
  private static let fractions = NumberRange(minimum: 0.05, maximum: 10)

  /// The keyboard mode at `key`: `"none"`, `"lift"` or `"liftAndExpand"`, or `nil` if absent.
  private static func keyboardMode(
    _ reader: ObjectReader, _ key: String
  ) throws(ScenarioError) -> SheetConfiguration.KeyboardMode? {
    switch try reader.string(key) {
    case nil: return nil
    case "none": return SheetConfiguration.KeyboardMode.none
    case "lift": return .lift
    case "liftAndExpand": return .liftAndExpand
    case let other?:
      throw ScenarioError(
        field: reader.field(key),
        reason: "expected \"none\", \"lift\" or \"liftAndExpand\", got \(Echo.quoted(other))")
    }
  }

  /// A detent list: `[{"id", and one of "height" | "fraction" | "inset"}]`, non-empty, at most
  /// ``ScenarioLimits/detents`` long, ids unique.
  static func detents(_ list: [JSONValue], path: String) throws(ScenarioError) -> [SheetDetent] {
    guard !list.isEmpty else { throw ScenarioError(field: path, reason: "the list is empty") }
    guard list.count <= ScenarioLimits.detents else {
      throw ScenarioError(
        field: path, reason: "expected at most \(ScenarioLimits.detents) detents, got \(list.count)"
      )
    }
    var detents: [SheetDetent] = []
    for (index, element) in list.enumerated() {
      let item = try ObjectReader(
        element, path: FieldPath.element(index, of: path),
        allowed: ["id", "height", "fraction", "inset", "fitted"])
      guard let name = try item.string("id"), !name.isEmpty else {
        throw ScenarioError(field: item.field("id"), reason: "required")
      }
      let id = SheetDetent.ID(name)
      guard !detents.contains(where: { $0.id == id }) else {
        throw ScenarioError(field: item.field("id"), reason: "\(Echo.quoted(name)) is used twice")
      }
      let height = try item.number("height", in: .nonNegative)
      let fraction = try item.number("fraction", in: .unit)
      let inset = try item.number("inset", in: .nonNegative)
      let fitted = try fittedInset(item)
      switch (height, fraction, inset, fitted) {
      case (let h?, nil, nil, nil): detents.append(SheetDetent(id: id, .height(h)))
      case (nil, let f?, nil, nil): detents.append(SheetDetent(id: id, .fraction(f)))
      case (nil, nil, let i?, nil): detents.append(SheetDetent(id: id, .inset(i)))
      case (nil, nil, nil, let i?): detents.append(SheetDetent(id: id, .fitted(topInset: i)))
      default:
        throw ScenarioError(
          field: item.path, reason: "give exactly one of height, fraction, inset or fitted")
      }
    }
    return detents
  }

  /// A detent's `fitted`: `true` (no higher than the top safe area) or `{"topInset": points}`;
  /// `nil` when absent.
  private static func fittedInset(_ item: ObjectReader) throws(ScenarioError) -> Double? {
    switch item.value("fitted") {
    case nil: return nil
    case .bool(true)?: return 0
    case .object?:
      let reader = try ObjectReader(
        item.value("fitted")!, path: item.field("fitted"), allowed: ["topInset"])
      return try reader.number("topInset", in: .nonNegative) ?? 0
    case let other?:
      throw ScenarioError(
        field: item.field("fitted"),
        reason: "expected true or an object with topInset, got \(other.typeDescription)")
    }
  }

  private static func header(_ reader: ObjectReader?) throws(ScenarioError) -> SheetHeader {
    guard let reader else { return SheetHeader(height: 120, collapsible: 64) }
    let height = try reader.number("height", in: .nonNegative) ?? 120
    var collapsible = 0.0
    switch reader.value("collapsible") {
    case nil, .bool(false)?: collapsible = 0
    case .bool(true)?: collapsible = max(0, height - fixedHeaderPart)
    case .number(let points)?:
      collapsible =
        try reader.number("collapsible", in: NumberRange(minimum: 0, maximum: height)) ?? points
    case let other?:
      throw ScenarioError(
        field: reader.field("collapsible"),
        reason: "expected true, false or a number of points, got \(other.typeDescription)")
    }
    let reveal: SheetHeader.Reveal
    switch try reader.string("reveal") ?? "always" {
    case "always": reveal = .always
    case "atTop": reveal = .atTop
    case let other:
      throw ScenarioError(
        field: reader.field("reveal"),
        reason: "expected \"always\" or \"atTop\", got \(Echo.quoted(other))")
    }
    return SheetHeader(height: height, collapsible: collapsible, reveal: reveal)
  }
}
