import Foundation
import ScrollworkCore

extension Scenario {
  /// The keys a scenario object may have.
  static let keys: Set<String> = [
    "name", "title", "description", "lookFor", "viewport", "insets", "content", "initialOffset",
    "decelerationRate", "bounce", "displayScale", "fps", "decorations", "sheet", "script",
  ]

  /// Reads a scenario from JSON text.
  /// - Parameter file: the file or built-in name, used in error messages.
  /// - Throws: ``ScenarioError`` naming the file, the field and the reason.
  public static func parse(_ data: Data, file: String? = nil) throws(ScenarioError) -> Scenario {
    let json: JSONValue
    do {
      json = try JSONValue.parse(data)
    } catch {
      throw ScenarioError(file: file, field: error.field, reason: error.reason)
    }
    do {
      return try Scenario(json: json)
    } catch {
      throw file.map { error.in(file: $0) } ?? error
    }
  }

  /// Reads a scenario from a parsed JSON document.
  public init(json: JSONValue) throws(ScenarioError) {
    let root = try ObjectReader(json, path: "", allowed: Self.keys)
    let viewportReader = try root.object("viewport", allowed: ["width", "height"])
    guard let viewportReader else { throw ScenarioError(field: "viewport", reason: "required") }
    let viewport = try ViewportSize(
      width: viewportReader.requiredNumber("width", in: .nonNegative),
      height: viewportReader.requiredNumber("height", in: .nonNegative))
    let insets = try Self.insets(root.object("insets", allowed: Self.insetKeys), base: ViewInsets())
    let sheet = try root.object("sheet", allowed: ScenarioSheet.keys).map {
      reader throws(ScenarioError) in try ScenarioSheet(reader, viewport: viewport)
    }
    let content: ContentLayout
    if let contentReader = try root.object("content", allowed: Self.contentKeys) {
      content = try Self.content(contentReader, base: nil)
    } else if sheet != nil {
      content = .height(0)  // a sheet over a background with nothing to scroll
    } else {
      throw ScenarioError(field: "content", reason: "required")
    }

    var scriptActions: [ScriptAction] = []
    var state = ScriptState(
      content: content, insets: insets, viewport: viewport, sheetDetents: sheet?.detents)
    for (index, element) in (try root.array("script") ?? []).enumerated() {
      let action = try Self.action(element, path: "script[\(index)]", state: state)
      switch action {
      case .setContent(let next): state.content = next
      case .setInsets(let next): state.insets = next
      case .resize(let next): state.viewport = next
      case .setDetents(let next): state.sheetDetents = next
      default: break
      }
      scriptActions.append(action)
    }

    self.init(
      name: try root.string("name"), title: try root.string("title"),
      description: try root.string("description"), lookFor: try root.string("lookFor"),
      viewport: viewport, insets: insets, content: content,
      initialOffset: try root.number("initialOffset"),
      decelerationRate: try Self.decelerationRate(root),
      bounce: try Self.bounce(root),
      displayScale: try root.number("displayScale", in: .positive) ?? 3,
      fps: try root.number("fps", in: Self.fpsRange) ?? 120,
      decorations: try root.object("decorations", allowed: ScenarioDecorations.keys).map {
        reader throws(ScenarioError) in try ScenarioDecorations(reader)
      } ?? ScenarioDecorations(),
      sheet: sheet, script: scriptActions)
  }

  // MARK: Fields

  static let insetKeys: Set<String> = ["top", "left", "bottom", "right"]
  static let contentKeys: Set<String> = ["height", "rows", "rowHeight", "rowHeights"]

  /// Frame rates a scenario may ask for: above 0, at most 1,000 frames per second.
  static let fpsRange = NumberRange(minimum: 0, minimumIsExclusive: true, maximum: 1000)

  private static func insets(
    _ reader: ObjectReader?, base: ViewInsets
  ) throws(ScenarioError)
    -> ViewInsets
  {
    guard let reader else { return base }
    return ViewInsets(
      top: try reader.number("top") ?? base.top, left: try reader.number("left") ?? base.left,
      bottom: try reader.number("bottom") ?? base.bottom,
      right: try reader.number("right") ?? base.right)
  }

  /// A content layout from `reader`; with a `base`, fields not given keep the base's values.
  static func content(
    _ reader: ObjectReader, base: ContentLayout?
  ) throws(ScenarioError)
    -> ContentLayout
  {
    let height = try reader.number("height", in: .nonNegative)
    let rows = try reader.integer("rows")
    let rowHeight = try reader.number("rowHeight", in: .nonNegative)
    let rowHeights = try reader.array("rowHeights")
    let modes = [height != nil, rows != nil || rowHeight != nil, rowHeights != nil]
    guard modes.filter({ $0 }).count <= 1 else {
      throw ScenarioError(
        field: reader.path, reason: "give one of height, rows/rowHeight or rowHeights")
    }
    if let height { return .height(height) }
    if let rowHeights {
      var heights: [Double] = []
      for (index, value) in rowHeights.enumerated() {
        guard case .number(let h) = value, h.isFinite, h >= 0 else {
          throw ScenarioError(
            field: "\(reader.field("rowHeights"))[\(index)]",
            reason: "expected a number ≥ 0, got \(value.typeDescription)")
        }
        heights.append(h)
      }
      return .rowHeights(heights)
    }
    if rows != nil || rowHeight != nil {
      var baseCount = 0
      var baseHeight = ContentLayout.defaultRowHeight
      if case .rows(let count, let h)? = base {
        baseCount = count
        baseHeight = h
      }
      return .rows(count: rows ?? baseCount, rowHeight: rowHeight ?? baseHeight)
    }
    if let base { return base }
    throw ScenarioError(
      field: reader.path, reason: "give one of height, rows/rowHeight or rowHeights")
  }

  private static func decelerationRate(
    _ root: ObjectReader
  ) throws(ScenarioError)
    -> DecelerationRate
  {
    guard let value = root.value("decelerationRate") else { return .normal }
    switch value {
    case .string("normal"): return .normal
    case .string("fast"): return .fast
    case .number(let rate):
      do {
        return try DecelerationRate(perMillisecond: rate)
      } catch {
        throw ScenarioError(
          field: "decelerationRate",
          reason: "expected a number between 0 and 1 (exclusive), got \(JSONValue.format(rate))")
      }
    default:
      throw ScenarioError(
        field: "decelerationRate",
        reason: "expected \"normal\", \"fast\" or a number, got \(value.typeDescription)")
    }
  }

  private static func bounce(_ root: ObjectReader) throws(ScenarioError) -> BouncePolicy {
    guard let reader = try root.object("bounce", allowed: ["top", "bottom"]) else {
      return .default
    }
    return BouncePolicy(
      start: try reader.bool("top") ?? true, end: try reader.bool("bottom") ?? true)
  }

  // MARK: Script

  static let actionKeys: Set<String> = [
    "drag", "release", "fling", "wait", "setContent", "setInsets", "resize", "scrollTo",
    "keyboard", "moveSheet", "setDetents",
  ]

  /// What the script has set up to the action being read: partial changes and sheet actions are
  /// checked against it.
  struct ScriptState {
    var content: ContentLayout
    var insets: ViewInsets
    var viewport: ViewportSize
    /// The sheet's detents, or `nil` when the scenario has no sheet.
    var sheetDetents: [SheetDetent]?
  }

  private static func action(
    _ json: JSONValue, path: String, state: ScriptState
  )
    throws(ScenarioError) -> ScriptAction
  {
    guard case .object(let members) = json, members.count == 1, let member = members.first else {
      throw ScenarioError(
        field: path,
        reason:
          "expected an object with exactly one key, one of: \(actionKeys.sorted().joined(separator: ", "))"
      )
    }
    let name = member.key
    guard actionKeys.contains(name) else {
      throw ScenarioError(
        field: "\(path).\(name)",
        reason: "unknown action (expected one of: \(actionKeys.sorted().joined(separator: ", ")))")
    }
    let fieldPath = "\(path).\(name)"
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
      guard let source = SheetDragSource(rawValue: text) else {
        throw ScenarioError(
          field: reader.field("on"),
          reason: "expected \"sheet\", \"header\" or \"content\", got \"\(text)\"")
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
      guard detents.contains(where: { $0.id == id }) else {
        throw ScenarioError(field: reader.field("to"), reason: "no detent has the id \"\(id)\"")
      }
      return .moveSheet(to: id, animated: try reader.bool("animated") ?? true)
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
      return .resize(
        ViewportSize(
          width: try reader.number("width", in: .nonNegative) ?? state.viewport.width,
          height: try reader.number("height", in: .nonNegative) ?? state.viewport.height))
    default:  // "scrollTo"
      let reader = try body(["offset", "animated"])
      return .scrollTo(
        offset: try reader.requiredNumber("offset"), animated: try reader.bool("animated") ?? false)
    }
  }
}
