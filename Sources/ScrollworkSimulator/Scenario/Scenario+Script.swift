@_spi(Engine) import ScrollworkCore

extension Scenario {
  // MARK: Script

  static let actionKeys: Set<String> = [
    "drag", "release", "fling", "wait", "setContent", "setInsets", "resize", "scrollTo",
    "keyboard", "moveSheet", "setDetents", "touch", "cover", "resizeRow", "dismissSheet",
    "setDismissal", "escape", "showPage", "scrollToRow", "beginRefresh", "endRefresh",
  ]

  /// What the script has set up to the action being read: partial changes and sheet actions are
  /// checked against it.
  struct ScriptState {
    var content: ContentLayout
    var insets: HostInsets
    var viewport: HostSize
    /// The sheet's detents, or `nil` when the scenario has no sheet.
    var sheetDetents: [SheetDetent]?
    /// How many pages the sheet has (0: one list).
    var sheetPages = 0
    /// Whether the scroll view has a refresh control.
    var hasRefreshControl = false

    /// The state before any action of `scenario`'s script.
    init(scenario: Scenario) {
      content = scenario.content
      insets = scenario.insets
      viewport = scenario.viewport
      sheetDetents = scenario.sheet?.detents
      sheetPages = scenario.sheet?.pages.count ?? 0
      hasRefreshControl = scenario.decorations.layout.refreshControl != nil
    }

    init(
      content: ContentLayout, insets: HostInsets, viewport: HostSize,
      sheetDetents: [SheetDetent]?, sheetPages: Int = 0
    ) {
      self.content = content
      self.insets = insets
      self.viewport = viewport
      self.sheetDetents = sheetDetents
      self.sheetPages = sheetPages
    }

    /// Follows `action`'s changes.
    mutating func apply(_ action: ScriptAction) {
      switch action {
      case .setContent(let next): content = next
      case .setInsets(let next): insets = next
      case .resize(let next): viewport = next
      case .setDetents(let next): sheetDetents = next
      default: break
      }
    }
  }

  static func action(
    _ json: JSONValue, path: String, state: ScriptState
  )
    throws(ScenarioError) -> ScriptAction
  {
    let known = actionKeys.sorted().joined(separator: ", ")
    guard case .object(let members) = json, members.count == 1, let member = members.first else {
      throw ScenarioError(
        field: path, reason: "expected an object with exactly one key, one of: \(known)")
    }
    let name = member.key
    let fieldPath = FieldPath.member(name, of: path)
    guard actionKeys.contains(name) else {
      throw ScenarioError(field: fieldPath, reason: "unknown action (expected one of: \(known))")
    }
    func body(_ allowed: Set<String>) throws(ScenarioError) -> ObjectReader {
      try ObjectReader(member.value, path: fieldPath, allowed: allowed)
    }
    // Actions for a sheet need one; `on` says where a drag or fling starts on it.
    func sheetSource(_ reader: ObjectReader) throws(ScenarioError) -> SheetDragSource? {
      guard let text = try reader.string("on") else {
        return state.sheetDetents == nil ? nil : .content
      }
      guard state.sheetDetents != nil else {
        throw ScenarioError(field: reader.field("on"), reason: "the scenario has no sheet")
      }
      // "sheet" is the name earlier scenario files gave the grabber; they still read.
      guard let source = text == "sheet" ? .grabber : SheetDragSource(rawValue: text) else {
        throw ScenarioError(
          field: reader.field("on"),
          reason: "expected \"grabber\", \"header\" or \"content\", got \(Echo.quoted(text))")
      }
      return source
    }
    func requireSheet() throws(ScenarioError) -> [SheetDetent] {
      guard let detents = state.sheetDetents else {
        throw ScenarioError(field: fieldPath, reason: "the scenario has no sheet")
      }
      return detents
    }
    switch name {
    case "drag":
      let reader = try body(["by", "duration", "on"])
      let by = try reader.requiredNumber("by")
      let duration = try reader.requiredNumber("duration", in: .nonNegative)
      if let source = try sheetSource(reader) {
        return .sheetDrag(by: by, duration: duration, on: source)
      }
      return .drag(by: by, duration: duration)
    case "release":
      _ = try body([])
      return .release
    case "fling":
      let reader = try body(["velocity", "on"])
      let velocity = try reader.requiredNumber("velocity")
      if let source = try sheetSource(reader) { return .sheetFling(velocity: velocity, on: source) }
      return .fling(velocity: velocity)
    case "touch":
      let reader = try body(["on"])
      if let source = try sheetSource(reader) { return .sheetTouch(on: source) }
      return .touch
    case "scrollToRow":
      let reader = try body(["row", "alignment", "animated"])
      guard let row = try reader.integer("row", in: .nonNegative) else {
        throw ScenarioError(field: reader.field("row"), reason: "required")
      }
      var alignment = LazyRows.Alignment.top
      if let name = try reader.string("alignment") {
        guard let named = LazyRows.Alignment(rawValue: name) else {
          throw ScenarioError(
            field: reader.field("alignment"),
            reason: "expected \"top\", \"center\" or \"bottom\", got \(Echo.quoted(name))")
        }
        alignment = named
      }
      return .scrollToRow(
        index: row, alignment: alignment, animated: try reader.bool("animated") ?? false)
    case "resizeRow":
      _ = try requireSheet()
      let reader = try body(["row", "height"])
      guard let row = try reader.integer("row", in: .nonNegative) else {
        throw ScenarioError(field: reader.field("row"), reason: "required")
      }
      return .resizeRow(index: row, height: try reader.requiredNumber("height", in: .nonNegative))
    case "cover":
      _ = try requireSheet()
      return .cover(try body(["covered"]).bool("covered") ?? true)
    case "keyboard":
      _ = try requireSheet()
      let reader = try body(["height", "duration"])
      return .keyboard(
        height: try reader.requiredNumber("height", in: .nonNegative),
        duration: try reader.number("duration", in: .nonNegative) ?? 0.25)
    case "moveSheet":
      let detents = try requireSheet()
      let reader = try body(["to", "animated"])
      guard let id = try reader.string("to") else {
        throw ScenarioError(field: reader.field("to"), reason: "required")
      }
      guard detents.contains(where: { $0.id.rawValue == id }) else {
        throw ScenarioError(
          field: reader.field("to"), reason: "no detent has the id \(Echo.quoted(id))")
      }
      return .moveSheet(to: SheetDetent.ID(id), animated: try reader.bool("animated") ?? true)
    case "dismissSheet":
      _ = try requireSheet()
      return .dismissSheet(animated: try body(["animated"]).bool("animated") ?? true)
    case "setDismissal":
      _ = try requireSheet()
      guard case .string(let text) = member.value else {
        throw ScenarioError(
          field: fieldPath,
          reason:
            "expected \"none\", \"interactive\" or \"vetoed\", got \(member.value.typeDescription)"
        )
      }
      return .setDismissal(try ScenarioSheet.dismissal(text, field: fieldPath))
    case "beginRefresh", "endRefresh":
      _ = try body([])
      guard state.hasRefreshControl else {
        throw ScenarioError(
          field: fieldPath,
          reason: "the scroll view has no refresh control (give decorations.refreshControl)")
      }
      return .refresh(name == "beginRefresh")
    case "escape":
      _ = try requireSheet()
      _ = try body([])
      return .escape
    case "showPage":
      _ = try requireSheet()
      let reader = try body(["page"])
      guard state.sheetPages > 0 else {
        throw ScenarioError(field: fieldPath, reason: "the sheet has no pages (give sheet.pages)")
      }
      guard
        let page = try reader.integer(
          "page", in: NumberRange(minimum: 0, maximum: Double(state.sheetPages - 1)))
      else { throw ScenarioError(field: reader.field("page"), reason: "required") }
      return .showPage(page)
    case "setDetents":
      _ = try requireSheet()
      guard case .array(let list) = member.value else {
        throw ScenarioError(
          field: fieldPath,
          reason: "expected an array of detents, got \(member.value.typeDescription)")
      }
      return .setDetents(try ScenarioSheet.detents(list, path: fieldPath))
    case "wait":
      return .wait(seconds: try body(["seconds"]).requiredNumber("seconds", in: .nonNegative))
    case "setContent":
      return .setContent(try content(body(contentKeys), base: state.content))
    case "setInsets":
      return .setInsets(try insets(body(insetKeys), base: state.insets))
    case "resize":
      let reader = try body(["width", "height"])
      let size = HostSize(
        width: try reader.number("width", in: .nonNegative) ?? state.viewport.width,
        height: try reader.number("height", in: .nonNegative) ?? state.viewport.height)
      // With a sheet, the viewport is the sheet's container, which must have a height.
      if state.sheetDetents != nil, size.height <= 0 {
        throw ScenarioError(
          field: reader.has("height") ? reader.field("height") : fieldPath,
          reason: "a sheet's container needs a height: expected a number > 0 and ≤ 1e9, got 0")
      }
      return .resize(size)
    default:  // "scrollTo"
      let reader = try body(["offset", "animated"])
      let offset = try reader.requiredNumber("offset")
      let animated = try reader.bool("animated") ?? false
      return .scrollTo(offset: offset, animated: animated)
    }
  }
}
