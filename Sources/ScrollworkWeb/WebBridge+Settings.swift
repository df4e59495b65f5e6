@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

extension WebBridge {
  /// The settings a scenario opens with, every field it leaves out at the engine's default:
  /// what the playground's controls show and its code exports say, so that the page spells
  /// no default of its own (`sw_settings`).
  ///
  ///     settings(#"{"viewport": …, "sheet": {"detents": […]}}"#)
  ///     // {"decelerationRate": "normal", …, "sheet": {"snap": {"velocityThreshold": 500, …},
  ///     //  "spring": {"response": 0.42, "dampingFraction": 0.86}, …}}
  ///
  /// - Returns: `{"decelerationRate", "bounce": {"top", "bottom"}, "topOffset", "content":
  ///   {"rows", "rowHeight"} (self-sizing: {"rows", "estimatedRowHeight", "estimateError",
  ///   "seed", "margin"}), "decorations": {…}, "sheet"?: {…}}` as JSON text (numbers to
  ///   4 places, as a trace's), or the scenario's one-line error. The sheet's `detents` are
  ///   listed as the scenario spells them, a fitted one's `topInset` filled in (`"fitted":
  ///   {"topInset": 0}` for `"fitted": true`); its `pages` are each page's rows, as `content`'s
  ///   (empty for a sheet with one list); its `appearance` is `{"style": "attached"}` or
  ///   `{"style": "floating", "inset", "cornerRadius"}`, a floating one's defaults filled in.
  public static func settings(_ text: some Collection<UInt8>) -> Result<String, ScenarioError> {
    do throws(ScenarioError) {
      let scenario = try Scenario.parse(text, file: "scenario")
      return .success(settings(of: scenario).serialized())
    } catch {
      return .failure(error)
    }
  }

  static func settings(of scenario: Scenario) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init("decelerationRate", rate(scenario.decelerationRate)),
      .init(
        "bounce",
        .object([
          .init("top", .bool(scenario.bounce.start)), .init("bottom", .bool(scenario.bounce.end)),
        ])),
      .init(
        "topOffset",
        .number(
          ScrollGeometry(
            viewport: scenario.viewport.height, content: scenario.content.height,
            insetStart: scenario.insets.top, insetEnd: scenario.insets.bottom
          ).minOffset)),
      .init("content", rows(scenario.content)),
      .init("decorations", decorations(scenario.decorations)),
    ]
    if let sheet = scenario.sheet { members.append(.init("sheet", self.sheet(sheet))) }
    return .object(members)
  }

  private static func rate(_ rate: DecelerationRate) -> JSONValue {
    if rate == .normal { return .string("normal") }
    if rate == .fast { return .string("fast") }
    return .number(rate.perMillisecond)
  }

  /// `{"rows", "rowHeight"}`: the count, and the first row's height (UIKit's default without
  /// rows); self-sizing rows as a scenario spells them, every field filled in: `{"rows",
  /// "estimatedRowHeight", "estimateError", "seed", "margin"}` (no `rowHeight`: each row has
  /// its own, known once built).
  private static func rows(_ content: ContentLayout) -> JSONValue {
    if case .selfSizing(let rows) = content {
      return .object([
        .init("rows", .number(Double(rows.rows))),
        .init("estimatedRowHeight", .number(rows.estimatedRowHeight)),
        .init("estimateError", .number(rows.estimateError)),
        .init("seed", .number(Double(rows.seed))), .init("margin", .number(rows.margin)),
      ])
    }
    let height = content.rowCount > 0 ? content.rowHeight(at: 0) : ContentLayout.defaultRowHeight
    return .object([
      .init("rows", .number(Double(content.rowCount))), .init("rowHeight", .number(height)),
    ])
  }

  private static func decorations(_ decorations: ScenarioDecorations) -> JSONValue {
    let layout = decorations.layout
    var members: [JSONValue.Member] = []
    if let peek = layout.peekingBackground {
      members.append(
        .init(
          "peekingBackground",
          .object([
            .init("dimming", .number(peek.dimming)),
            .init("emptyState", .bool(peek.showsEmptyState)),
            .init("follow", .number(peek.follow)),
          ])))
    }
    if let parallax = layout.parallaxBackground {
      var fields: [JSONValue.Member] = [.init("imageHeight", .number(parallax.imageLength))]
      switch parallax.mode {
      case .range: fields.append(.init("mode", .string("range")))
      case .ratio(let ratio):
        fields.append(.init("mode", .string("ratio")))
        fields.append(.init("ratio", .number(ratio)))
      }
      members.append(.init("parallaxBackground", .object(fields)))
    }
    if layout.edgeFill != nil {
      var fields: [JSONValue.Member] = []
      if let top = decorations.topFillColor { fields.append(.init("top", .string(top))) }
      if let bottom = decorations.bottomFillColor {
        fields.append(.init("bottom", .string(bottom)))
      }
      members.append(.init("edgeFill", .object(fields)))
    }
    if let shadows = layout.edgeShadows {
      members.append(
        .init("edgeShadows", .object([.init("thickness", .number(shadows.thickness))])))
    }
    if let footer = layout.stickyFooter {
      members.append(.init("stickyFooter", .object([.init("height", .number(footer.height))])))
    }
    members += effects(layout)
    return .object(members)
  }

  /// The effects past the seeds as a scenario spells them, every field filled in:
  /// `stretchyHeader {height, minimumHeight, anchor, stretch}`, `emptyState {trigger,
  /// verticalOffset, scrolls}`, `edgeEffects {top, bottom ("none" for an edge without one),
  /// softLength, fadeDistance}` and `refreshControl {triggerDistance, holdHeight, spinnerSize}`.
  private static func effects(_ layout: ScrollDecorations) -> [JSONValue.Member] {
    var members: [JSONValue.Member] = []
    if let header = layout.stretchyHeader {
      members.append(
        .init(
          "stretchyHeader",
          .object([
            .init("height", .number(header.height)),
            .init("minimumHeight", .number(header.minimumHeight)),
            .init("anchor", .string(header.anchor.rawValue)),
            .init("stretch", .number(header.stretch)),
          ])))
    }
    if let empty = layout.emptyState {
      members.append(
        .init(
          "emptyState",
          .object([
            .init("trigger", .string(empty.trigger.rawValue)),
            .init("verticalOffset", .number(empty.verticalOffset)),
            .init("scrolls", .bool(empty.scrolls)),
          ])))
    }
    if let effects = layout.edgeEffects {
      members.append(
        .init(
          "edgeEffects",
          .object([
            .init("top", .string(effects.top?.rawValue ?? "none")),
            .init("bottom", .string(effects.bottom?.rawValue ?? "none")),
            .init("softLength", .number(effects.softLength)),
            .init("fadeDistance", .number(effects.fadeDistance)),
          ])))
    }
    if let refresh = layout.refreshControl {
      members.append(
        .init(
          "refreshControl",
          .object([
            .init("triggerDistance", .number(refresh.triggerDistance)),
            .init("holdHeight", .number(refresh.holdHeight)),
            .init("spinnerSize", .number(refresh.spinnerSize)),
          ])))
    }
    return members
  }

  private static func sheet(_ sheet: ScenarioSheet) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init(
        "header",
        .object([
          .init("height", .number(sheet.header.height)),
          .init("collapsible", .number(sheet.header.collapsible)),
          .init("reveal", .string(sheet.header.reveal.rawValue)),
        ])),
      .init(
        "snap",
        .object([
          .init("velocityThreshold", .number(sheet.snap.velocityThreshold)),
          .init("maximumDetentsSkipped", .number(Double(sheet.snap.maximumDetentsSkipped))),
        ])),
      // SwiftUI's terms: the undamped period 2π/ω₀ and the damping ratio.
      .init(
        "spring",
        .object([
          .init("response", .number(2 * Double.pi / sheet.spring.naturalFrequency)),
          .init("dampingFraction", .number(sheet.spring.dampingRatio)),
        ])),
      .init("keyboard", .string(sheet.keyboard.rawValue)),
      .init("contentInteraction", .string(sheet.contentInteraction.rawValue)),
      .init("dismissal", .string(sheet.dismissal.rawValue)),
      .init("content", rows(sheet.content)),
      .init("detents", .array(sheet.detents.map(detent))),
      .init("pages", .array(sheet.pages.map(rows))),
      .init("appearance", appearance(sheet.appearance)),
    ]
    if let dimming = sheet.dimming {
      members.append(
        .init(
          "dimming",
          .object([
            .init("from", .string(dimming.from.rawValue)),
            .init("to", .string(dimming.to.rawValue)), .init("alpha", .number(dimming.alpha)),
          ])))
    }
    return .object(members)
  }

  /// `{"style": "attached"}` or `{"style": "floating", "inset", "cornerRadius"}`: the panel's
  /// appearance as a scenario spells it, a floating one's defaults filled in.
  private static func appearance(_ appearance: SheetConfiguration.Appearance) -> JSONValue {
    switch appearance {
    case .attached: return .object([.init("style", .string("attached"))])
    case .floating(let inset, let cornerRadius):
      return .object([
        .init("style", .string("floating")), .init("inset", .number(inset)),
        .init("cornerRadius", .number(cornerRadius)),
      ])
    }
  }

  /// `{"id", "height" | "fraction" | "inset" | "fitted": {"topInset"}}`: the detent as a
  /// scenario spells it (`"custom": true` for a rule of the app's, which no scenario gives).
  private static func detent(_ detent: SheetDetent) -> JSONValue {
    let position: JSONValue.Member
    switch detent.position {
    case .height(let height): position = .init("height", .number(height))
    case .fraction(let fraction): position = .init("fraction", .number(fraction))
    case .inset(let inset): position = .init("inset", .number(inset))
    case .fitted(let inset):
      position = .init("fitted", .object([.init("topInset", .number(inset))]))
    case .custom: position = .init("custom", .bool(true))
    }
    return .object([.init("id", .string(detent.id.rawValue)), position])
  }
}
