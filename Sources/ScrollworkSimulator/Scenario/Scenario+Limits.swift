@_spi(Engine) import ScrollworkCore

extension Scenario {
  /// Checks that the scenario stays within ``ScenarioLimits`` from start to end: its frame
  /// rate, the script's length in simulated time, the finger's travel, the content's length
  /// (with a sticky footer's room) and the number of rows and detents.
  ///
  /// ``Scenario/parse(_:file:)`` runs it, and so does ``ScrollSimulator`` for scenarios built in
  /// code. Errors name the action's field as a scenario file writes it (`script[3].wait.seconds`).
  /// - Complexity: O(n) in the script's length, plus the rows of each content it sets.
  public func checkLimits() throws(ScenarioError) { _ = try limitWalk() }

  /// Checks the limits as ``checkLimits()`` does, and returns the walk past the whole script:
  /// where a live session's checks go on from.
  func limitWalk() throws(ScenarioError) -> LimitWalk {
    if let problem = Self.fpsRange.problem(with: fps) {
      throw ScenarioError(file: file, field: "fps", reason: problem)
    }
    do throws(ScenarioError) {
      var walk = LimitWalk(scenario: self)
      try walk.check(content: content, field: "content")
      try walk.checkLiveRows(of: content, field: "content")
      if let sheet {
        try walk.check(content: sheet.content, field: "sheet.content")
        try walk.checkLiveRows(of: sheet.content, field: "sheet.content")
        try walk.checkSheet(content: sheet.content, field: "sheet.content")
        try walk.check(detents: sheet.detents, field: "sheet.detents")
      }
      try walk.checkFooter(field: "content")
      for (index, action) in script.enumerated() {
        try walk.step(action, field: "script[\(index)].\(action.key)")
      }
      return walk
    } catch {
      throw file.map { error.in(file: $0) } ?? error
    }
  }

  /// The frame rates a scenario may ask for (``ScenarioLimits/framesPerSecond``).
  static let fpsRange = NumberRange(
    minimum: ScenarioLimits.framesPerSecond.lowerBound,
    maximum: ScenarioLimits.framesPerSecond.upperBound)
}

/// The state ``Scenario/checkLimits()`` follows through the script: the clock, the finger and
/// the scroll view's layout.
struct LimitWalk {
  let footer: StickyFooter?
  let hasSheet: Bool
  /// The display's scale, whose pixel grid measured rows are on.
  let displayScale: Double
  /// The sheet's header height: the sheet scrolls its header and content together.
  let sheetHeader: Double
  var layout: SceneLayout
  /// The length of `layout.content`, and the sheet's content: kept so that an action which
  /// changes something else does not add up every row again.
  var contentLength: Double
  var sheetContent: ContentLayout?
  /// The sheet's pages, as the script has left them, and the one shown.
  var sheetPages: [ContentLayout] = []
  var page = 0
  /// Seconds from the start to the end of the actions so far.
  var elapsed = 0.0
  /// The scroll view's finger, in viewport points, while it is down.
  var finger: Double?
  /// The sheet's finger: its translation since it touched down, while it is down.
  var translation: Double?

  static let limit = ScenarioLimits.magnitude

  init(scenario: Scenario) {
    footer = scenario.decorations.layout.stickyFooter
    hasSheet = scenario.sheet != nil
    displayScale = scenario.displayScale
    sheetHeader = scenario.sheet?.header.height ?? 0
    layout = SceneLayout(
      viewport: scenario.viewport, insets: scenario.insets, content: scenario.content)
    contentLength = scenario.content.height
    sheetContent = scenario.sheet?.content
    sheetPages = scenario.sheet?.pages ?? []
  }

  mutating func step(_ action: ScriptAction, field: String) throws(ScenarioError) {
    switch action {
    case .drag(let distance, let duration):
      let start = finger ?? layout.viewport.height / 2
      finger = try travel(from: start, by: distance, what: "the finger", field: field)
      try advance(by: duration, field: "\(field).duration")
    case .sheetDrag(let distance, let duration, _):
      translation = try travel(
        from: translation ?? 0, by: distance, what: "the finger's translation", field: field)
      try advance(by: duration, field: "\(field).duration")
    case .release, .fling, .sheetFling:
      finger = nil
      translation = nil
    case .wait(let seconds):
      try advance(by: seconds, field: "\(field).seconds")
    case .keyboard(_, let duration):
      try advance(by: duration, field: "\(field).duration")
    case .setContent(let content) where hasSheet:
      // Unchanged content (an empty `setContent`) was checked already.
      if content != sheetContent {
        try check(content: content, field: field)
        try checkSheet(content: content, field: field)
        try checkLiveRows(of: content, field: field)
      }
      sheetContent = content
    case .setContent(let content):
      if content != layout.content {
        contentLength = try check(content: content, field: field)
        try checkLiveRows(of: content, field: field)
        layout.content = content
      }
      try checkFooter(field: field)
    case .setInsets(let insets):
      layout.insets = insets
      try checkFooter(field: field)
    case .resize(let size):
      layout.viewport = size
      try checkFooter(field: field)
      // A taller viewport reaches more rows; a sheet's list is at most the container's height.
      // (A sheet's pages are never self-sizing.)
      try checkLiveRows(of: layout.content, field: field)
      if let sheetContent { try checkLiveRows(of: sheetContent, field: field) }
    case .setDetents(let detents):
      try check(detents: detents, field: field)
    case .touch:
      finger = finger ?? layout.viewport.height / 2
    case .scrollToRow(let index, _, _):
      let rows = hasSheet ? 0 : layout.content.rowCount
      guard !hasSheet, index < rows else {
        throw ScenarioError(
          field: "\(field).row",
          reason: hasSheet
            ? "scrolls the scroll view's rows; a sheet's list scrolls with scrollTo"
            : rows == 0
              ? "the content has no rows (give it \"rows\" or \"rowHeights\")"
              : "expected a row from 0 to \(rows - 1), got \(index)")
      }
    case .resizeRow(let index, let height):
      if case .selfSizing? = sheetContent {
        throw ScenarioError(
          field: field,
          reason: "the sheet's rows size themselves (estimatedRowHeight): the list measures them")
      }
      guard let content = sheetContent?.resizing(row: index, to: height) else {
        let rows = sheetContent?.rowCount ?? 0
        throw ScenarioError(
          field: "\(field).row",
          reason: rows == 0
            ? "the sheet's content has no rows (give it \"rows\" or \"rowHeights\")"
            : "expected a row from 0 to \(rows - 1), got \(index)")
      }
      try check(content: content, field: field)
      try checkSheet(content: content, field: field)
      sheetContent = content
    case .showPage(let index):
      // The page left keeps what the script made of it; the one shown is checked as it is.
      if !sheetPages.isEmpty, let content = sheetContent {
        sheetPages[page] = content
        page = index
        sheetContent = sheetPages[index]
      }
    case .scrollTo, .moveSheet, .sheetTouch, .cover, .dismissSheet, .setDismissal, .escape,
      .refresh:
      break
    }
  }

  /// Where a finger at `start` ends after moving `distance`, checked against the limit on
  /// positions (a drag's positions lie between its start and its end).
  private func travel(
    from start: Double, by distance: Double, what: String, field: String
  ) throws(ScenarioError) -> Double {
    let end = start + distance
    guard abs(end) <= Self.limit else {
      throw ScenarioError(
        field: "\(field).by",
        reason: "\(what) would reach \(Echo.number(end)) pt, beyond the limit of ±1e9 pt")
    }
    return end
  }

  /// Moves the clock on by `seconds`, within ``ScenarioLimits/simulatedTime``.
  private mutating func advance(by seconds: Double, field: String) throws(ScenarioError) {
    guard seconds.isFinite, seconds >= 0 else {
      throw ScenarioError(
        field: field, reason: "expected a number from 0 to 1e9, got \(Echo.number(seconds))")
    }
    elapsed += seconds
    guard elapsed <= ScenarioLimits.simulatedTime else {
      throw ScenarioError(
        field: field,
        reason:
          "the script would last \(Echo.total(elapsed, over: ScenarioLimits.simulatedTime)) s, "
          + "more than the limit of "
          + "\(Echo.number(ScenarioLimits.simulatedTime)) s of simulated time")
    }
  }

  /// A content's rows and length within the limits; returns the length.
  @discardableResult
  func check(content: ContentLayout, field: String) throws(ScenarioError) -> Double {
    guard content.rowCount <= ScenarioLimits.rows else {
      throw ScenarioError(
        field: field,
        reason: "expected at most \(ScenarioLimits.rows) rows, got \(content.rowCount)")
    }
    let length = content.height
    guard length.isFinite, length >= 0, length <= Self.limit else {
      throw ScenarioError(
        field: field,
        reason: "the content would be \(Echo.number(length)) pt long, more than the limit of 1e9 pt"
      )
    }
    return length
  }

  /// Self-sizing rows that no frame builds more than ``ScenarioLimits/liveRows`` of in the
  /// viewport as it is: a frame builds the rows within the margin of a visible part at most the
  /// viewport long (a sheet's list is shorter), each at least its estimate less the estimate
  /// error, less half a pixel for the grid it is measured on (an unmeasured row is at its
  /// estimate).
  func checkLiveRows(of content: ContentLayout, field: String) throws(ScenarioError) {
    guard case .selfSizing(let rows) = content, rows.rows > ScenarioLimits.liveRows else {
      return
    }
    let reach = layout.viewport.height + 2 * rows.margin
    let shortest = rows.estimatedRowHeight * (1 - rows.estimateError) - 0.5 / displayScale
    let most = shortest > 0 ? (reach / shortest).rounded(.up) + 2 : Double(rows.rows)
    guard most > Double(ScenarioLimits.liveRows) else { return }
    throw ScenarioError(
      field: field,
      reason:
        "a frame could build \(Echo.number(min(most, Double(rows.rows)))) of its rows at once "
        + "(\(Echo.number(reach)) pt of viewport and margin, rows from "
        + "\(Echo.number(Echo.approximate(max(shortest, 0)))) pt), more than the limit of \(ScenarioLimits.liveRows); "
        + "give a smaller margin or viewport, or taller rows")
  }

  /// A sheet's header and content within the limit on lengths together.
  func checkSheet(content: ContentLayout, field: String) throws(ScenarioError) {
    let length = sheetHeader + content.height
    guard length <= Self.limit else {
      throw ScenarioError(
        field: field,
        reason:
          "with the \(Echo.number(sheetHeader)) pt header, the sheet's content would be "
          + "\(Echo.number(length)) pt long, more than the limit of 1e9 pt")
    }
  }

  /// A detent list within the limit on its length.
  func check(detents: [SheetDetent], field: String) throws(ScenarioError) {
    guard detents.count <= ScenarioLimits.detents else {
      throw ScenarioError(
        field: field,
        reason: "expected at most \(ScenarioLimits.detents) detents, got \(detents.count)")
    }
  }

  /// The scroll view's content size with a sticky footer's room, within the limit: the footer
  /// sits after the content, or at the bottom of the visible area when the content is short.
  func checkFooter(field: String) throws(ScenarioError) {
    guard let footer else { return }
    let geometry = ScrollGeometry(
      viewport: layout.viewport.height, content: contentLength,
      insetStart: layout.insets.top, insetEnd: layout.insets.bottom)
    let length = footer.contentLength(for: geometry)
    guard length <= Self.limit else {
      throw ScenarioError(
        field: field,
        reason:
          "with the sticky footer, the content would be \(Echo.number(length)) pt long, more "
          + "than the limit of 1e9 pt")
    }
  }
}
