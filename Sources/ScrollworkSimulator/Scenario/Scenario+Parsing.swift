@_spi(Engine) import ScrollworkCore

extension Scenario {
  /// The keys a scenario object may have.
  static let keys: Set<String> = [
    "name", "title", "description", "lookFor", "viewport", "insets", "content", "initialOffset",
    "decelerationRate", "bounce", "displayScale", "fps", "decorations", "sheet", "navigationBar",
    "script",
  ]

  /// Reads a scenario from JSON text.
  /// - Parameters:
  ///   - data: the file's bytes, UTF-8.
  ///   - file: the file or built-in name, used in error messages.
  /// - Throws: ``ScenarioError`` naming the file, the field and the reason.
  public static func parse<Bytes: Collection<UInt8>>(
    _ data: Bytes, file: String? = nil
  ) throws(ScenarioError) -> Scenario {
    guard data.count <= ScenarioLimits.fileSize else {
      throw ScenarioError(
        file: file, field: "",
        reason: "the scenario is larger than \(ScenarioLimits.fileSize >> 20) MiB, the limit")
    }
    let json: JSONValue
    do {
      json = try JSONValue.parse(data)
    } catch {
      throw ScenarioError(file: file, field: error.field, reason: error.reason)
    }
    do {
      var scenario = try Scenario(json: json)
      scenario.file = file
      return scenario
    } catch {
      throw file.map { error.in(file: $0) } ?? error
    }
  }

  /// Reads a scenario from a parsed JSON document, and checks it against ``ScenarioLimits``.
  public init(json: JSONValue) throws(ScenarioError) {
    let root = try ObjectReader(json, path: "", allowed: Self.keys)
    let viewportReader = try root.object("viewport", allowed: ["width", "height"])
    guard let viewportReader else { throw ScenarioError(field: "viewport", reason: "required") }
    let viewport = try HostSize(
      width: viewportReader.requiredNumber("width", in: .nonNegative),
      height: viewportReader.requiredNumber("height", in: .nonNegative))
    let insets = try Self.insets(root.object("insets", allowed: Self.insetKeys), base: HostInsets())
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

    let searchBarHeight = try Self.searchBarHeight(root, insets: insets, hasSheet: sheet != nil)

    let decorations =
      try root.object("decorations", allowed: ScenarioDecorations.keys).map {
        reader throws(ScenarioError) in try ScenarioDecorations(reader)
      } ?? ScenarioDecorations()
    var scriptActions: [ScriptAction] = []
    var state = ScriptState(
      content: content, insets: insets, viewport: viewport, sheetDetents: sheet?.detents,
      sheetPages: sheet?.pages.count ?? 0)
    state.hasRefreshControl = decorations.layout.refreshControl != nil
    for (index, element) in (try root.array("script") ?? []).enumerated() {
      let action = try Self.action(element, path: "script[\(index)]", state: state)
      state.apply(action)
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
      decorations: decorations, sheet: sheet, searchBarHeight: searchBarHeight,
      script: scriptActions)
    try checkLimits()
  }

  // MARK: Fields

  static let insetKeys: Set<String> = ["top", "left", "bottom", "right"]
  static let contentKeys: Set<String> = [
    "height", "rows", "rowHeight", "rowHeights", "estimatedRowHeight", "estimateError", "seed",
    "margin",
  ]

  static func insets(
    _ reader: ObjectReader?, base: HostInsets
  ) throws(ScenarioError)
    -> HostInsets
  {
    guard let reader else { return base }
    return HostInsets(
      top: try reader.number("top") ?? base.top, left: try reader.number("left") ?? base.left,
      bottom: try reader.number("bottom") ?? base.bottom,
      right: try reader.number("right") ?? base.right)
  }

  /// A content layout from `reader`; with a `base`, fields not given keep the base's values.
  /// Errors name the field given: `rows` when too many rows make the content too long.
  static func content(
    _ reader: ObjectReader, base: ContentLayout?
  ) throws(ScenarioError)
    -> ContentLayout
  {
    if reader.has("estimatedRowHeight") || reader.has("estimateError") || reader.has("seed")
      || reader.has("margin")
    {
      return .selfSizing(try selfSizing(reader, base: base))
    }
    let height = try reader.number("height", in: .nonNegative)
    let rows = try reader.integer("rows", in: rowCountRange)
    let rowHeight = try reader.number("rowHeight", in: .nonNegative)
    let rowHeights = try reader.array("rowHeights")
    let modes = [height != nil, rows != nil || rowHeight != nil, rowHeights != nil]
    guard modes.filter({ $0 }).count <= 1 else {
      throw ScenarioError(
        field: reader.path, reason: "give one of height, rows/rowHeight or rowHeights")
    }
    if let height { return .height(height) }
    if let rowHeights { return .rowHeights(try Self.rowHeights(rowHeights, reader: reader)) }
    if rows != nil || rowHeight != nil {
      var baseCount = 0
      var baseHeight = ContentLayout.defaultRowHeight
      if case .rows(let count, let h)? = base {
        baseCount = count
        baseHeight = h
      }
      let count = rows ?? baseCount
      let height = rowHeight ?? baseHeight
      let length = Double(count) * height
      guard length <= ScenarioLimits.magnitude else {
        throw ScenarioError(
          field: reader.field(rows != nil ? "rows" : "rowHeight"),
          reason:
            "\(count) rows of \(Echo.number(height)) pt make \(Echo.number(length)) pt of content, "
            + "more than the limit of 1e9 pt")
      }
      return .rows(count: count, rowHeight: height)
    }
    if let base { return base }
    throw ScenarioError(
      field: reader.path, reason: "give one of height, rows/rowHeight or rowHeights")
  }

  /// Self-sizing rows: `rows` and `estimatedRowHeight` (unless the base has them), and
  /// optionally `estimateError`, `seed` and `margin`; not with `height`, `rowHeight` or
  /// `rowHeights`.
  private static func selfSizing(
    _ reader: ObjectReader, base: ContentLayout?
  ) throws(ScenarioError) -> SelfSizingContent {
    for key in ["height", "rowHeight", "rowHeights"] where reader.has(key) {
      throw ScenarioError(
        field: reader.field(key),
        reason: "self-sizing rows (estimatedRowHeight) have no \(key): they size themselves")
    }
    let base: SelfSizingContent? = if case .selfSizing(let rows)? = base { rows } else { nil }
    guard
      let estimate = try reader.number("estimatedRowHeight", in: .positive)
        ?? base?.estimatedRowHeight
    else {
      throw ScenarioError(
        field: reader.field("estimatedRowHeight"), reason: "required with self-sizing rows")
    }
    guard let count = try reader.integer("rows", in: rowCountRange) ?? base?.rows else {
      throw ScenarioError(field: reader.field("rows"), reason: "required with estimatedRowHeight")
    }
    let errorRange = NumberRange(minimum: 0, maximum: SelfSizingContent.largestEstimateError)
    var rows = base ?? SelfSizingContent(rows: count, estimatedRowHeight: estimate)
    rows.rows = count
    rows.estimatedRowHeight = estimate
    rows.estimateError = try reader.number("estimateError", in: errorRange) ?? rows.estimateError
    rows.seed = try reader.integer("seed", in: seedRange) ?? rows.seed
    rows.margin = try reader.number("margin", in: .nonNegative) ?? rows.margin
    // The longest the rows can become, every one at its largest.
    let longest = Double(count) * estimate * (1 + rows.estimateError)
    guard longest <= ScenarioLimits.magnitude else {
      throw ScenarioError(
        field: reader.field("rows"),
        reason:
          "\(count) rows of \(Echo.number(estimate)) pt, each up to "
          + "\(Echo.number(1 + rows.estimateError))× that, may make \(Echo.number(longest)) pt "
          + "of content, more than the limit of 1e9 pt")
    }
    return rows
  }

  /// The seeds self-sizing rows may have: integers from 0 to 2³¹ − 1 (an `Int` in the browser's
  /// 32-bit WebAssembly too).
  static let seedRange = NumberRange(minimum: 0, maximum: 2_147_483_647)

  /// The row counts a content may have (``ScenarioLimits/rows``).
  static let rowCountRange = NumberRange(minimum: 0, maximum: Double(ScenarioLimits.rows))

  /// `rowHeights`: at most ``ScenarioLimits/rows`` numbers from 0 to 1e9, adding up to at most
  /// 1e9.
  private static func rowHeights(
    _ list: [JSONValue], reader: ObjectReader
  ) throws(ScenarioError) -> [Double] {
    let field = reader.field("rowHeights")
    guard list.count <= ScenarioLimits.rows else {
      throw ScenarioError(
        field: field, reason: "expected at most \(ScenarioLimits.rows) rows, got \(list.count)")
    }
    var heights: [Double] = []
    heights.reserveCapacity(list.count)
    var length = 0.0
    for (index, value) in list.enumerated() {
      let range = NumberRange.nonNegative
      guard case .number(let height) = value else {
        throw ScenarioError(
          field: FieldPath.element(index, of: field),
          reason: "expected \(range.phrase), got \(value.typeDescription)")
      }
      if let problem = range.problem(with: height) {
        throw ScenarioError(field: FieldPath.element(index, of: field), reason: problem)
      }
      heights.append(height)
      length += height
    }
    guard length <= ScenarioLimits.magnitude else {
      throw ScenarioError(
        field: field,
        reason:
          "the rows add up to \(Echo.number(length)) pt of content, more than the limit of 1e9 pt")
    }
    return heights
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
          reason: "expected a number between 0 and 1 (exclusive), got \(Echo.number(rate))")
      }
    default:
      throw ScenarioError(
        field: "decelerationRate",
        reason: "expected \"normal\", \"fast\" or a number, got \(value.typeDescription)")
    }
  }

  /// `navigationBar`: `{"searchBar": height}`, a search bar that hides when scrolling, inside
  /// the top inset.
  private static func searchBarHeight(
    _ root: ObjectReader, insets: HostInsets, hasSheet: Bool
  ) throws(ScenarioError) -> Double? {
    guard let reader = try root.object("navigationBar", allowed: ["searchBar"]) else {
      return nil
    }
    guard let height = try reader.number("searchBar", in: .nonNegative) else { return nil }
    guard !hasSheet else {
      throw ScenarioError(
        field: reader.field("searchBar"), reason: "a scenario with a sheet has no navigation bar")
    }
    guard height <= insets.top else {
      throw ScenarioError(
        field: reader.field("searchBar"),
        reason:
          "the search bar (\(Echo.number(height)) pt) must fit in the top inset "
          + "(\(Echo.number(insets.top)) pt)")
    }
    return height
  }

  private static func bounce(_ root: ObjectReader) throws(ScenarioError) -> BouncePolicy {
    guard let reader = try root.object("bounce", allowed: ["top", "bottom"]) else {
      return .default
    }
    return BouncePolicy(
      start: try reader.bool("top") ?? true, end: try reader.bool("bottom") ?? true)
  }
}
