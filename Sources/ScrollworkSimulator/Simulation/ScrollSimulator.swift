@_spi(Engine) import ScrollworkCore

/// The headless host: a simulated scroll view driven by a virtual clock and a scenario's script.
///
/// It only converts and drives time (ARCHITECTURE.md §1): scenario actions become Core's
/// `ScrollEvent`s with timestamps, and every frame samples Core's `ScrollMachine`. The UIKit glue
/// hosts the same machine the same way, so what a scenario shows holds on iOS.
///
///     let trace = try ScrollSimulator.run(BuiltInScenarios.named("fling"))
///     trace.final.scroll.phase  // .idle
///
/// A run is bounded (``ScenarioLimits``): at most 600 s of simulated time, so at most
/// ``ScenarioLimits/frames`` frames. ``run(_:fps:restCap:frames:)`` hands each frame to a sink
/// as it is recorded and keeps none, so its memory does not grow with the run's length.
public enum ScrollSimulator {
  /// Seconds of simulated time allowed after the script for everything to come to rest.
  public static let defaultRestCap = 60.0

  /// Runs `scenario` and records its trace, every frame kept.
  /// - Parameters:
  ///   - scenario: the scenario to run.
  ///   - fps: frames per second, overriding the scenario's (1 to 1,000).
  ///   - restCap: seconds allowed after the script ends for everything to come to rest (0 to
  ///     600); past it, or past ``ScenarioLimits/simulatedTime`` in all, the trace ends with
  ///     `capped` set.
  /// - Throws: ``ScenarioError`` if the scenario or an argument is out of bounds
  ///   (``Scenario/checkLimits()``), or its values are rejected by the engine.
  public static func run(
    _ scenario: Scenario, fps: Double? = nil, restCap: Double = defaultRestCap
  ) throws(ScenarioError) -> Trace {
    var frames: [TraceFrame] = []
    let summary = try run(scenario, fps: fps, restCap: restCap, frames: &frames)
    return Trace(summary: summary, frames: frames)
  }

  /// Runs `scenario`, handing every frame to `sink` as it is recorded, and returns how the run
  /// ended. Nothing is kept: `scrollwork simulate` writes each frame as it comes, or drops it
  /// with `--final-only`.
  ///
  ///     var count = FrameCount()
  ///     let summary = try ScrollSimulator.run(scenario, frames: &count)
  ///     summary.final.scroll.phase  // .idle
  ///
  /// - Parameters: as ``run(_:fps:restCap:)``.
  /// - Complexity: O(frames + script), with frames ≤ ``ScenarioLimits/frames``; memory O(1) in
  ///   the number of frames.
  public static func run<Sink: TraceFrameSink>(
    _ scenario: Scenario, fps: Double? = nil, restCap: Double = defaultRestCap,
    frames sink: inout Sink
  ) throws(ScenarioError) -> TraceSummary {
    do throws(ScenarioError) {
      try scenario.checkLimits()
      let fps = fps ?? scenario.fps
      if let problem = Scenario.fpsRange.problem(with: fps) {
        throw ScenarioError(field: "fps", reason: problem)
      }
      if let problem = restCapRange.problem(with: restCap) {
        throw ScenarioError(field: "restCap", reason: problem)
      }
      var host = try SimulationHost(scenario: scenario, fps: fps, sink: sink)
      defer { sink = host.sink }
      for (index, action) in scenario.script.enumerated() {
        try host.perform(action, field: "script[\(index)].\(action.key)")
      }
      return try host.finish(scenario: scenario, restCap: restCap)
    } catch {
      throw scenario.file.map { error.in(file: $0) } ?? error
    }
  }

  /// The rest caps a run may be given: 0 to ``ScenarioLimits/simulatedTime`` seconds.
  static let restCapRange = NumberRange(minimum: 0, maximum: ScenarioLimits.simulatedTime)
}

/// The mutable state of one run: the machine, the finger and where the frames go. A whole run
/// (``ScrollSimulator``) and a live one (``ScenarioSession``) drive it alike.
struct SimulationHost<Sink: TraceFrameSink> {
  let fps: Double
  /// The simulated scroll view: its motion (UIKit's physics) and what it has been told.
  var machine: ScrollMachine
  /// How the scroll view feels: the host keeps it and passes it to every call of its machine.
  let configuration: ScrollConfiguration
  var layout: SceneLayout
  /// The host kernel, called as the UIKit glue calls it (Guides/UIKit.md): the simulated scroll
  /// view keeps the footer's room in its content size, as a table's footer view does.
  var kernel: ScrollViewKernel
  let hasDecorations: Bool
  /// The sheet, when the scenario has one, and its finger.
  var sheet: SheetHost?
  /// The scroll view's lazy list, when its content sizes itself (no sheet), and whether the
  /// scroll to a row under way, if any, is animated.
  var list: SelfSizingList?
  var rowScrollAnimated: Bool?
  /// The navigation bar's search bar that hides when scrolling, if any.
  let searchBar: HidingSearchBar?
  /// The finger's position along the axis in viewport coordinates, or `nil` when lifted.
  var finger: Double?
  var now = 0.0
  var sink: Sink
  /// The last frame recorded, and how many there were.
  var last: TraceFrame?
  var frameCount = 0
  var nextFrame = 0
  /// The length of `layout.content`, kept so that a change of insets or viewport does not add
  /// up every row again.
  var contentLength: Double
  /// How many times the rows changed, and the count the last frame written had: a frame
  /// carries the rows when they differ (the first frame always does).
  var contentRevision = 0
  var writtenContentRevision = -1
  /// Whether the scroll view scrolls, as the kernel last said (an empty state that does not
  /// scroll turns it off): drags, flings and touches do nothing while it does not.
  var scrollEnabled = true

  init(scenario: Scenario, fps: Double, sink: Sink) throws(ScenarioError) {
    self.fps = fps
    self.sink = sink
    searchBar = scenario.searchBarHeight.map(HidingSearchBar.init(height:))
    layout = SceneLayout(
      viewport: scenario.viewport, insets: scenario.insets, content: scenario.content)
    contentLength = scenario.content.height
    // The machine holds non-bouncing edges natively, so the kernel clamps nothing here.
    kernel = ScrollViewKernel(decorations: scenario.decorations.layout)
    hasDecorations = !scenario.decorations.layout.isEmpty
    var configuration = ScrollConfiguration()
    configuration.decelerationRate = scenario.decelerationRate
    configuration.bounce = scenario.bounce
    configuration.pullsStartEdge = scenario.decorations.layout.refreshControl != nil
    configuration.pixelGrid = PixelGrid(displayScale: scenario.displayScale)
    self.configuration = configuration
    // The first pass: the content's own size, and the room the kernel asks the footer to take.
    let first = kernel.update(
      Self.reading(of: layout, contentLength: contentLength, offset: 0))
    scrollEnabled = first.scrollEnabled
    do {
      machine = try ScrollMachine(
        geometry: first.geometry, offset: scenario.initialOffset, configuration: configuration)
    } catch {
      throw ScenarioError(field: "", reason: error.message)
    }
    if case .selfSizing(let rows) = scenario.content, scenario.sheet == nil {
      do {
        list = try SelfSizingList(rows, displayScale: configuration.pixelGrid.displayScale)
      } catch {
        throw ScenarioError(field: "content", reason: error.message)
      }
    }
    sheet = try scenario.sheet.map { spec throws(ScenarioError) in
      try SheetHost(spec, rate: scenario.decelerationRate, displayScale: scenario.displayScale)
    }
  }

  func frameTime(_ index: Int) -> Double { Double(index) / fps }

  /// What the glue reads off a scroll view: `layout` with a content size of `contentLength`
  /// (the content's own, plus the footer room the kernel last asked for) at `offset`.
  static func reading(
    of layout: SceneLayout, contentLength: Double, offset: Double, isScrolling: Bool = false,
    startRoom: Double = 0, isTracking: Bool = false
  ) -> ScrollViewReading {
    var insets = layout.insets
    insets.top += startRoom
    return ScrollViewReading(
      bounds: layout.viewport,
      contentSize: HostSize(width: layout.viewport.width, height: contentLength),
      adjustedInsets: insets, offset: HostPoint(x: 0, y: offset),
      refreshControlInstalled: false, isScrolling: isScrolling, isTracking: isTracking)
  }

  /// What the glue reads off the simulated scroll view at `offset`: `reading(of:…)` with the
  /// start room the kernel last asked for in the top inset, and the finger.
  func reading(
    contentLength: Double, offset: Double, isScrolling: Bool = false
  )
    -> ScrollViewReading
  {
    Self.reading(
      of: layout, contentLength: contentLength, offset: offset, isScrolling: isScrolling,
      startRoom: kernel.startRoom, isTracking: finger != nil)
  }

  /// Records every frame that falls before `time`.
  mutating func record(before time: Double) {
    while frameTime(nextFrame) < time - sameInstant {
      recordFrame()
    }
  }

  mutating func recordFrame() {
    let t = frameTime(nextFrame)
    layOutList(at: t)
    let scroll = machine.sampleInPlace(at: t, configuration: configuration)
    // The glue's pass at each offset change (Guides/UIKit.md).
    let update = gluePass(showing: scroll, at: t)
    let visibleSearchBar = searchBar?.visibleHeight(
      offset: scroll.offset, insetTop: layout.insets.top)
    let content =
      contentRevision == writtenContentRevision ? nil : (sheet?.spec.content ?? layout.content)
    writtenContentRevision = contentRevision
    let frame = TraceFrame(
      t: t, scroll: scroll, layout: layout, finger: finger, update: update,
      hasDecorations: hasDecorations, sheet: sheet?.frame(at: t),
      searchBar: searchBar.map { ($0, visibleSearchBar ?? 0) }, content: content,
      rows: list?.window(offset: scroll.offset, viewport: layout.viewport.height))
    sink.receive(frame)
    last = frame
    frameCount += 1
    nextFrame += 1
    // UIKit's settle of a search bar left part-way hidden, as Core's policy says: an animated,
    // programmatic scroll of the simulated scroll view, as UIKit's is.
    if let target = searchBar?.settleTarget(
      geometry: machine.geometry, offset: scroll.offset,
      isScrolling: scroll.phase != .idle || finger != nil)
    {
      // An in-range scroll of an idle machine (the policy aims inside the range): nothing
      // to reject.
      try? machine.send(
        .scrollTo(offset: target, animated: true), at: t, configuration: configuration)
    }
  }

  /// Applies `event` at `time`, after recording the frames before it.
  mutating func send(_ event: ScrollEvent, at time: Double, field: String) throws(ScenarioError) {
    record(before: time)
    do {
      try machine.send(event, at: time, configuration: configuration)
    } catch {
      throw ScenarioError(field: field, reason: error.message)
    }
  }

  /// Whether the scroll view and the sheet, if any, are at rest at `t`, and no search bar is
  /// left to settle: a run ends there.
  func isAtRest(at t: Double) -> Bool {
    guard machine.isAtRest(at: t, configuration: configuration), sheet?.isAtRest(at: t) ?? true
    else { return false }
    // A search bar left part-way would settle at the next frame: not at rest yet.
    return searchBar?.settleTarget(
      geometry: machine.geometry,
      offset: machine.sample(at: t, configuration: configuration).offset, isScrolling: finger != nil
    )
      == nil
  }

  /// Lifts a finger still down, then runs until everything is at rest or `restCap` passes (and
  /// at the latest at ``ScenarioLimits/simulatedTime``).
  mutating func finish(scenario: Scenario, restCap: Double) throws(ScenarioError) -> TraceSummary {
    if finger != nil {
      try send(.touchUp, at: now, field: "script")
      finger = nil
    }
    if sheet?.drag != nil || sheet?.touching == true {
      try sendSheet(at: now, field: "script") { sheet, t throws(ScrollworkError) in
        try sheet.release(at: t)
      }
    }
    record(before: now)
    let deadline = min(now + max(0, restCap), ScenarioLimits.simulatedTime)
    var capped = false
    while true {
      let t = frameTime(nextFrame)
      recordFrame()
      if isAtRest(at: t) { break }
      if t >= deadline {
        capped = true
        break
      }
    }
    guard let last else { preconditionFailure("the loop above records at least one frame") }
    return TraceSummary(
      scenario: scenario.name, fps: fps, final: last, capped: capped, frameCount: frameCount)
  }
}
