@_spi(Engine) import ScrollworkCore

/// What a simulation recorded: one frame per tick of the virtual display, and the state at rest
/// (ARCHITECTURE.md §7).
public struct Trace: Sendable, Hashable {
  /// The scenario's name, if it has one.
  public var scenario: String?
  /// Frames per second of the virtual display.
  public var fps: Double
  /// The frames at t = n/fps, from t = 0 until everything is at rest (or the cap).
  public var frames: [TraceFrame]
  /// The state at rest: the last frame.
  public var final: TraceFrame
  /// Whether the simulation hit its time cap before everything came to rest.
  public var capped: Bool

  /// The version of the trace's JSON format (CHANGELOG.md): 4 since every frame carries its display list
  /// (`views`, `sheet.views`, `navigationBar`, the indicator's frame and alpha).
  public static let format = 4

  /// The trace as JSON: `{"format", "scenario", "fps", "frames": [{"t", "scroll": {…}, …}],
  /// "final": {"t", "scroll", …, "capped"}}`.
  public var json: JSONValue {
    .object([
      JSONValue.Member("format", .number(Double(Self.format))),
      JSONValue.Member("scenario", scenario.map(JSONValue.string) ?? .null),
      JSONValue.Member("fps", .number(fps)),
      JSONValue.Member("frames", .array(frames.map { $0.json })),
      JSONValue.Member("final", Self.finalJSON(final, capped: capped)),
    ])
  }

  /// The trace's `final` object: the last frame and `capped`.
  static func finalJSON(_ final: TraceFrame, capped: Bool) -> JSONValue {
    var members = final.jsonMembers
    members.append(JSONValue.Member("capped", .bool(capped)))
    return .object(members)
  }

  /// The trace with only its final state, for `--final-only`.
  public var finalOnlyJSON: JSONValue {
    var trace = self
    trace.frames = []
    return trace.json
  }

  /// A trace from a run's `summary` and its `frames`.
  public init(summary: TraceSummary, frames: [TraceFrame]) {
    self.init(
      scenario: summary.scenario, fps: summary.fps, frames: frames, final: summary.final,
      capped: summary.capped)
  }

  /// Creates a trace.
  public init(
    scenario: String?, fps: Double, frames: [TraceFrame], final: TraceFrame, capped: Bool
  ) {
    self.scenario = scenario
    self.fps = fps
    self.frames = frames
    self.final = final
    self.capped = capped
  }
}

/// How a run ended: everything in a ``Trace`` but its frames, which went to a
/// ``TraceFrameSink`` as they were recorded.
public struct TraceSummary: Sendable, Hashable {
  /// The scenario's name, if it has one.
  public var scenario: String?
  /// Frames per second of the virtual display.
  public var fps: Double
  /// The state at rest: the last frame.
  public var final: TraceFrame
  /// Whether the run hit its time cap before everything came to rest.
  public var capped: Bool
  /// How many frames the run recorded, `final` included.
  public var frameCount: Int

  /// Creates a summary.
  public init(
    scenario: String?, fps: Double, final: TraceFrame, capped: Bool, frameCount: Int
  ) {
    self.scenario = scenario
    self.fps = fps
    self.final = final
    self.capped = capped
    self.frameCount = frameCount
  }
}

/// Where a run's frames go as they are recorded: an array (``ScrollSimulator/run(_:fps:restCap:)``
/// keeps them all), a ``TraceWriter`` that writes each one out, or anything that drops them.
public protocol TraceFrameSink {
  /// Takes the next frame, in time order.
  mutating func receive(_ frame: TraceFrame)
}

extension Array: TraceFrameSink where Element == TraceFrame {
  /// Keeps the frame.
  public mutating func receive(_ frame: TraceFrame) { append(frame) }
}

/// A sink that keeps nothing but the number of frames it was given.
public struct FrameCount: TraceFrameSink, Sendable, Hashable {
  /// The frames received so far.
  public private(set) var count = 0

  /// Creates a count at 0.
  public init() {}

  /// Counts the frame and drops it.
  public mutating func receive(_ frame: TraceFrame) { count += 1 }
}

/// The state of the simulated views at one instant.
public struct TraceFrame: Sendable, Hashable {
  /// Seconds since the scenario started.
  public var t: Double
  /// The scroll view's offset, velocity and phase.
  public var scroll: ScrollSample
  /// The scroll view's size, insets and content at this instant.
  public var layout: SceneLayout
  /// Where the finger is, in viewport coordinates (points from the top), or `nil` when lifted.
  public var finger: Double?
  /// The scroll view's content size along the axis (the content's own length, or the sticky
  /// footer's end).
  public var contentHeight: Double
  /// Where the configured decorations are, or `nil` when there are none.
  @_spi(Engine) public var decorations: DecorationLayout?
  /// Every decoration view's frame as a host applies it, or `nil` when there are none.
  public var views: DecorationViewFrames?
  /// Where the scroll indicator is drawn, and whether it shows.
  @_spi(Engine) public var indicator: ScrollIndicatorLayout
  /// The scroll indicator's frame in the viewport.
  public var indicatorFrame: DecorationRect
  /// The content's rows, on the first frame and on the first frame after they change
  /// (`setContent`); `nil` on the others. A renderer keeps the last it was given.
  public var content: ContentLayout?
  /// The rows the scroll view's lazy list has built, on every frame of a self-sizing content
  /// (``ContentLayout/selfSizing(_:)``); `nil` for any other.
  public var rows: RowWindow?
  /// The sheet, when the scenario has one.
  public var sheet: SheetFrame?
  /// How much of the navigation bar's search bar shows, in points, when the scenario has one
  /// that hides when scrolling (``Scenario/searchBarHeight``).
  public var searchBar: Double?
  /// The bars over the insets as Core lays them out: status and navigation bar, search field,
  /// title and home-indicator bar.
  @_spi(Engine) public var navigationBar: NavigationBarLayout

  /// Creates a frame from the kernel's update for it (`nil`: the layout's content, no
  /// decorations).
  @_spi(Engine) public init(
    t: Double, scroll: ScrollSample, layout: SceneLayout, finger: Double? = nil,
    update: ScrollViewUpdate? = nil, hasDecorations: Bool = true, sheet: SheetFrame? = nil,
    searchBar: (bar: HidingSearchBar, visible: Double)? = nil, content: ContentLayout? = nil,
    rows: RowWindow? = nil
  ) {
    self.rows = rows
    self.t = t
    self.scroll = scroll
    self.layout = layout
    self.finger = finger
    let geometry =
      update?.geometry
      ?? ScrollGeometry(
        viewport: layout.viewport.height, content: layout.content.height,
        insetStart: layout.insets.top, insetEnd: layout.insets.bottom)
    contentHeight = geometry.content
    decorations = hasDecorations ? update?.layout : nil
    views = hasDecorations ? update?.views : nil
    let indicator =
      update?.indicator
      ?? ScrollIndicatorLayout(
        geometry: geometry, offset: scroll.offset, isScrolling: scroll.phase != .idle)
    self.indicator = indicator
    indicatorFrame =
      update?.indicatorFrame ?? indicator.frame(crossLength: layout.viewport.width)
    self.content = content
    self.sheet = sheet
    self.searchBar = searchBar?.visible
    navigationBar = NavigationBarLayout(
      screen: sheet?.container ?? layout.viewport, insets: layout.insets,
      searchBar: searchBar?.bar, visible: searchBar?.visible ?? 0)
  }

  /// The frame as a trace writes it.
  public var json: JSONValue { .object(jsonMembers) }

  /// `{"t", "scroll", "indicator", "finger", "content", "rows", "decorations", "views", "sheet",
  /// "navigationBar"}` (trace format 4, Guides/Scenarios.md): `scroll` and `indicator` only
  /// without a sheet (with one, the scroll view is the sheet's background, which is not drawn
  /// and never scrolls), `finger` only while a finger is down, `content` only when the rows
  /// changed, `rows` (the rows built) only for self-sizing rows, `decorations` (the layout) and `views` (every decoration view as a host applies
  /// it) only when some are configured.
  var jsonMembers: [JSONValue.Member] {
    var members = [JSONValue.Member("t", .number(t))]
    if sheet == nil {
      members.append(
        JSONValue.Member(
          "scroll",
          .object([
            JSONValue.Member("offset", .number(scroll.offset)),
            JSONValue.Member("velocity", .number(scroll.velocity)),
            JSONValue.Member("phase", .string(scroll.phase.rawValue)),
            JSONValue.Member("contentHeight", .number(contentHeight)),
          ])))
      members.append(
        JSONValue.Member(
          "indicator", indicator.json(frame: indicatorFrame)))
    }
    if let finger { members.append(JSONValue.Member("finger", .number(finger))) }
    if let content { members.append(JSONValue.Member("content", content.json)) }
    if let rows { members.append(JSONValue.Member("rows", rows.json)) }
    if let decorations { members.append(JSONValue.Member("decorations", decorations.json)) }
    if let views { members.append(JSONValue.Member("views", views.json)) }
    if let sheet { members.append(JSONValue.Member("sheet", sheet.json)) }
    members.append(JSONValue.Member("navigationBar", navigationBar.json(searchBar: searchBar)))
    return members
  }
}

/// The geometry a frame was drawn with: the scroll view's size, insets and content.
public struct SceneLayout: Sendable, Hashable {
  /// The scroll view's bounds size, in points.
  public var viewport: HostSize
  /// The adjusted content insets, in points.
  public var insets: HostInsets
  /// The content.
  public var content: ContentLayout

  /// Creates a layout.
  public init(viewport: HostSize, insets: HostInsets, content: ContentLayout) {
    self.viewport = viewport
    self.insets = insets
    self.content = content
  }
}
