@_spi(Engine) import ScrollworkCore

/// A run driven one action at a time while it goes: how a live host — the browser playground —
/// plays a scenario as a person touches it.
///
/// The session is ``ScrollSimulator``'s run cut open: the same host, the same frames. Each
/// action is read from the same JSON a scenario file holds, checked against the same limits
/// and appended to ``script``; so a scenario made of the opening scenario and ``script``
/// replays, with `scrollwork simulate`, to the very frames the session gave.
///
///     var session = try ScenarioSession(scenario)
///     try session.perform(.object([.init("drag", .object([
///       .init("by", .number(-40)), .init("duration", .number(1.0 / 60)),
///     ]))]))
///     let frames = session.takeFrames()  // every frame before the end of the drag
///
/// A frame at time t is taken once the script has moved past t, as a whole run records it:
/// events at t come before the frame at t.
public struct ScenarioSession {
  /// The actions performed so far, as JSON: the `script` of the scenario that replays the
  /// session.
  public private(set) var script: [JSONValue] = []
  private var host: SimulationHost<[TraceFrame]>
  private var state: Scenario.ScriptState
  private var limits: LimitWalk
  private let file: String?

  /// Opens a session on `scenario`, whose own script is played first.
  /// - Throws: ``ScenarioError`` as ``ScrollSimulator/run(_:fps:restCap:)`` does.
  public init(_ scenario: Scenario) throws(ScenarioError) {
    file = scenario.file
    do throws(ScenarioError) {
      // The limits checked over the whole script at once; actions performed later step on.
      limits = try scenario.limitWalk()
      host = try SimulationHost(scenario: scenario, fps: scenario.fps, sink: [])
      state = Scenario.ScriptState(scenario: scenario)
      for (index, action) in scenario.script.enumerated() {
        try host.perform(action, field: "script[\(index)].\(action.key)")
        state.apply(action)
      }
    } catch {
      throw scenario.file.map { error.in(file: $0) } ?? error
    }
  }

  /// The script's clock: the end of the last action, in seconds.
  public var time: Double { host.now }

  /// Whether everything is at rest at ``time``, by the rule a whole run ends on: every machine
  /// idle, no finger down, and no motion that recording a frame would start (a search bar's
  /// settle). A live host then draws the frame at rest (``restFrameTime(limit:)``) and may stop
  /// its clock until the next action. O(1), no copy.
  public var isAtRest: Bool { host.isAtRest(at: host.now) }

  /// The frame rate of the session's frames.
  public var fps: Double { host.fps }

  /// The time of the frame a whole run would end on from ``time``, if nothing else happened
  /// (its frame at rest, by ``ScrollSimulator/run(_:fps:restCap:)``'s rule), or `nil` when
  /// none of the next `limit` frames is: a live host waits past it, draws it, and stops its
  /// clock. Nothing changes: the frames are recorded on a copy.
  public func restFrameTime(limit: Int) -> Double? {
    var copy = host
    copy.record(before: copy.now)
    for _ in 0..<limit {
      let t = copy.frameTime(copy.nextFrame)
      copy.recordFrame()
      if copy.isAtRest(at: t) { return t }
    }
    return nil
  }

  /// Which link of the sheet a touch at `point` (the container's coordinates, points) drives at
  /// ``time``, as the sheet's kernel answers (`SheetKernel.dragSource(at:time:)`); `nil` when
  /// it misses the sheet or the scenario has none.
  public func sheetDragSource(at point: HostPoint) -> SheetDragSource? {
    host.sheet?.kernel.dragSource(at: point, time: host.now)
  }

  /// Reads `action` (a script element, `{"drag": {"by": -40, "duration": 0.0167}}`), checks it
  /// and performs it; nothing changes when it is rejected.
  /// - Throws: ``ScenarioError`` naming the action as the replaying scenario's
  ///   `script[N]` would.
  public mutating func perform(_ action: JSONValue) throws(ScenarioError) {
    let path = "script[\(script.count)]"
    do throws(ScenarioError) {
      let parsed = try Scenario.action(action, path: path, state: state)
      let field = "\(path).\(parsed.key)"
      var nextLimits = limits
      try nextLimits.step(parsed, field: field)
      var nextHost = host
      try nextHost.perform(parsed, field: field)
      host = nextHost
      limits = nextLimits
      state.apply(parsed)
      script.append(action)
    } catch {
      throw file.map { error.in(file: $0) } ?? error
    }
  }

  /// Records every frame before ``time`` not yet taken, and hands them over.
  public mutating func takeFrames() -> [TraceFrame] {
    host.record(before: host.now)
    // Handed over, not copied: keeping the capacity of storage the caller now shares would
    // allocate a whole new buffer.
    let frames = host.sink
    host.sink = []
    return frames
  }
}
