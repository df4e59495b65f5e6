import ScrollworkCore

/// The headless host: a simulated scroll view driven by a virtual clock and a scenario's script.
///
/// It only converts and drives time (DESIGN.md §1): scenario actions become ``ScrollEvent``s
/// with timestamps, and every frame samples the ``ScrollMachine``. The UIKit glue hosts the same
/// machine the same way, so what a scenario shows holds on iOS.
///
///     let trace = try ScrollSimulator.run(BuiltInScenarios.named("fling"))
///     trace.final.scroll.phase  // .idle
public enum ScrollSimulator {
  /// Seconds of simulated time allowed after the script for everything to come to rest.
  public static let defaultRestCap = 60.0

  /// Runs `scenario` and records its trace.
  /// - Parameters:
  ///   - fps: frames per second, overriding the scenario's.
  ///   - restCap: seconds allowed after the script ends for everything to come to rest; past it,
  ///     the trace ends with `capped` set.
  /// - Throws: ``ScenarioError`` if the scenario's values are rejected by the engine.
  public static func run(
    _ scenario: Scenario, fps: Double? = nil, restCap: Double = defaultRestCap
  ) throws(ScenarioError) -> Trace {
    var host = try Host(scenario: scenario, fps: fps ?? scenario.fps)
    for (index, action) in scenario.script.enumerated() {
      try host.perform(action, field: "script[\(index)]")
    }
    return try host.finish(scenario: scenario, restCap: restCap)
  }
}

/// The mutable state of one run: the machine, the finger and the frames so far.
private struct Host {
  let fps: Double
  /// The simulated scroll view: its motion (UIKit's physics) and what it has been told.
  var machine: ScrollMachine
  var layout: SceneLayout
  /// The host kernel, called as the UIKit glue calls it (Guides/UIKit.md): the simulated scroll
  /// view keeps the footer's room in its content size, as a table's footer view does.
  var kernel: ScrollViewKernel
  let hasDecorations: Bool
  /// The sheet, when the scenario has one, and its finger.
  var sheet: SheetHost?
  /// The finger's position along the axis in viewport coordinates, or `nil` when lifted.
  var finger: Double?
  var now = 0.0
  var frames: [TraceFrame] = []
  var nextFrame = 0

  /// Frame times and action times closer than this are the same instant.
  static let epsilon = 1e-9

  init(scenario: Scenario, fps: Double) throws(ScenarioError) {
    guard fps.isFinite, fps > 0 else {
      throw ScenarioError(field: "fps", reason: "expected a number > 0, got \(fps)")
    }
    self.fps = fps
    layout = SceneLayout(
      viewport: scenario.viewport, insets: scenario.insets, content: scenario.content)
    // The machine holds non-bouncing edges natively, so the kernel clamps nothing here.
    kernel = ScrollViewKernel(decorations: scenario.decorations.layout)
    hasDecorations = !scenario.decorations.layout.isEmpty
    var configuration = ScrollConfiguration()
    configuration.decelerationRate = scenario.decelerationRate
    configuration.bounce = scenario.bounce
    configuration.pixelGrid = PixelGrid(displayScale: scenario.displayScale)
    // The first pass: the content's own size, and the room the kernel asks the footer to take.
    let first = kernel.update(
      Self.reading(of: layout, contentLength: layout.content.height, offset: 0))
    do {
      machine = try ScrollMachine(
        geometry: first.geometry, offset: scenario.initialOffset, configuration: configuration)
      sheet = try scenario.sheet.map { spec throws(ScrollworkError) in
        try SheetHost(
          spec, rate: scenario.decelerationRate, displayScale: scenario.displayScale)
      }
    } catch {
      throw ScenarioError(field: scenario.sheet == nil ? "" : "sheet", reason: error.message)
    }
  }

  func frameTime(_ index: Int) -> Double { Double(index) / fps }

  /// What the glue reads off a scroll view: `layout` with a content size of `contentLength`
  /// (the content's own, plus the footer room the kernel last asked for) at `offset`.
  static func reading(
    of layout: SceneLayout, contentLength: Double, offset: Double
  ) -> ScrollViewReading {
    ScrollViewReading(
      bounds: layout.viewport,
      contentSize: HostSize(width: layout.viewport.width, height: contentLength),
      adjustedInsets: layout.insets, offset: HostPoint(x: 0, y: offset))
  }

  /// Records every frame that falls before `time`.
  mutating func record(before time: Double) {
    while frameTime(nextFrame) < time - Self.epsilon {
      recordFrame()
    }
  }

  mutating func recordFrame() {
    let t = frameTime(nextFrame)
    let scroll = machine.sample(at: t)
    // The glue's pass at each offset change (Guides/UIKit.md).
    let update = kernel.update(
      Self.reading(of: layout, contentLength: machine.geometry.content, offset: scroll.offset))
    frames.append(
      TraceFrame(
        t: t, scroll: scroll, layout: layout, finger: finger, update: update,
        hasDecorations: hasDecorations, sheet: sheet?.frame(at: t)))
    nextFrame += 1
  }

  /// Applies `event` at `time`, after recording the frames before it.
  mutating func send(_ event: ScrollEvent, at time: Double, field: String) throws(ScenarioError) {
    record(before: time)
    do {
      try machine.send(event, at: time)
    } catch {
      throw ScenarioError(field: field, reason: error.message)
    }
  }

  mutating func perform(_ action: ScriptAction, field: String) throws(ScenarioError) {
    switch action {
    case .drag(let distance, let duration):
      try drag(by: distance, over: duration, field: field)
    case .release:
      if sheet?.drag != nil {
        try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
          try sheet.release(at: t)
        }
      } else if finger != nil {
        try send(.touchUp, at: now, field: field)
      }
      finger = nil
    case .fling(let velocity):
      try send(.fling(velocity: velocity), at: now, field: field)
      finger = nil
    case .wait(let seconds):
      now += seconds
    case .setContent(let content) where sheet != nil:
      // With a sheet, the content is the sheet's.
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.setContent(content, at: t)
      }
    case .setContent(let content):
      var next = layout
      next.content = content
      try change(to: next, field: field)
    case .setInsets(let insets):
      var next = layout
      next.insets = insets
      try change(to: next, field: field)
    case .resize(let size):
      var next = layout
      next.viewport = size
      try change(to: next, field: field)
    case .scrollTo(let offset, let animated) where sheet != nil:
      // With a sheet, the list is the sheet's: the app sets its offset (`scrollToRow`, a
      // status-bar tap), with or without UIKit's animation, and the container observes it.
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.setContentOffset(offset, animated: animated, at: t)
      }
    case .scrollTo(let offset, let animated):
      try send(.scrollTo(offset: offset, animated: animated), at: now, field: field)
    case .sheetDrag(let distance, let duration, let source):
      try sheetDrag(by: distance, over: duration, on: source, field: field)
    case .sheetFling(let velocity, let source):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.fling(velocity: velocity, on: source, at: t)
      }
    case .keyboard(let height, let duration):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.keyboard(to: height, over: duration, at: t)
      }
      now += duration
    case .moveSheet(let id, let animated):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.kernel.send(.move(to: id, animated: animated), at: t)
      }
    case .setDetents(let list):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.kernel.send(.setDetents(list), at: t)
      }
    }
  }

  /// Applies `change` to the sheet at `time`, after recording the frames before it.
  mutating func sendSheet(
    at time: Double, field: String,
    _ change: (inout SheetHost, Double) throws(ScrollworkError) -> Void
  ) throws(ScenarioError) {
    record(before: time)
    guard var host = sheet else {
      throw ScenarioError(field: field, reason: "the scenario has no sheet")
    }
    do {
      try change(&host, time)
    } catch {
      throw ScenarioError(field: field, reason: error.message)
    }
    sheet = host
  }

  /// A drag on the sheet: the finger moves at constant speed, one event per frame and one at
  /// the end, as for the scroll view.
  mutating func sheetDrag(
    by distance: Double, over duration: Double, on source: SheetDragSource, field: String
  ) throws(ScenarioError) {
    if sheet?.drag == nil {
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.begin(on: source, at: t)
      }
    }
    let start = sheet?.drag?.translation ?? 0
    for step in dragSteps(over: duration) {
      let translation = start + step.covered(of: distance)
      try sendSheet(at: step.t, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.move(to: translation, at: t)
      }
    }
    now += duration
  }

  /// The steps of a finger moving at constant speed for `duration` seconds from now: every
  /// frame inside the drag, and its end.
  func dragSteps(over duration: Double) -> [DragStep] {
    let begin = now
    let end = now + duration
    var steps: [DragStep] = []
    var index = nextFrame
    while frameTime(index) <= begin + Self.epsilon { index += 1 }
    while frameTime(index) < end - Self.epsilon {
      let t = frameTime(index)
      steps.append(DragStep(t: t, elapsed: t - begin, duration: duration))
      index += 1
    }
    steps.append(DragStep(t: end, elapsed: nil, duration: duration))
    return steps
  }

  /// Tells the simulated scroll view about a new layout, then makes the glue's pass: the footer
  /// room the kernel asks for follows content, inset and viewport changes.
  mutating func change(to next: SceneLayout, field: String) throws(ScenarioError) {
    record(before: now)
    let reading = Self.reading(
      of: next, contentLength: next.content.height + kernel.footerRoom,
      offset: machine.sample(at: now).offset)
    let update = kernel.update(reading)
    let geometry = update.geometry
    if next.viewport.height != layout.viewport.height {
      try send(.setViewportLength(geometry.viewport), at: now, field: field)
    }
    if next.viewport != layout.viewport, sheet != nil {
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.resize(to: next.viewport, at: t)
      }
    }
    if next.insets.top != layout.insets.top || next.insets.bottom != layout.insets.bottom {
      try send(
        .setInsets(start: geometry.insetStart, end: geometry.insetEnd), at: now, field: field)
    }
    if geometry.content != machine.geometry.content {
      try send(.setContentLength(geometry.content), at: now, field: field)
    }
    layout = next
  }

  /// Moves the finger at constant speed, one move per frame and one at the end.
  mutating func drag(
    by distance: Double, over duration: Double, field: String
  )
    throws(ScenarioError)
  {
    let start = finger ?? layout.viewport.height / 2
    if finger == nil {
      try send(.touchDown(position: start), at: now, field: field)
      finger = start
    }
    for step in dragSteps(over: duration) {
      let position = start + step.covered(of: distance)
      try send(.touchMove(position: position), at: step.t, field: field)
      finger = position
    }
    now += duration
  }

  /// Lifts a finger still down, then runs until everything is at rest or `restCap` passes.
  mutating func finish(scenario: Scenario, restCap: Double) throws(ScenarioError) -> Trace {
    if finger != nil {
      try send(.touchUp, at: now, field: "script")
      finger = nil
    }
    if sheet?.drag != nil {
      try sendSheet(at: now, field: "script") { sheet, t throws(ScrollworkError) in
        try sheet.release(at: t)
      }
    }
    record(before: now)
    let deadline = now + max(0, restCap)
    var capped = false
    while true {
      let t = frameTime(nextFrame)
      recordFrame()
      if machine.isAtRest(at: t) && (sheet?.isAtRest(at: t) ?? true) { break }
      if t >= deadline {
        capped = true
        break
      }
    }
    return Trace(
      scenario: scenario.name, fps: fps, frames: frames, final: frames[frames.count - 1],
      capped: capped)
  }
}

/// One step of a constant-speed drag: a frame time inside it, or its end.
struct DragStep {
  var t: Double
  /// Seconds since the drag began; `nil` at its end.
  var elapsed: Double?
  var duration: Double

  /// How much of `distance` the finger has covered: exactly all of it at the end.
  func covered(of distance: Double) -> Double {
    elapsed.map { distance * $0 / duration } ?? distance
  }
}
