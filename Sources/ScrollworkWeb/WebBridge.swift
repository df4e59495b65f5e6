@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// What the browser playground calls, in Swift terms: scenario JSON in, trace JSON out.
///
/// The exported C functions (`Exports.swift`) only move bytes between WebAssembly memory and
/// these; and these only hand the text to the simulator and its writers. No decision about
/// motion is made here or in the page: the page is a third host beside the simulator and UIKit,
/// and the frames it draws are the simulator's own (ARCHITECTURE.md §8).
public enum WebBridge {
  /// Runs the scenario in `text` to its end, as `scrollwork simulate` does.
  /// - Returns: the trace's JSON text, as `scrollwork simulate` prints it, or the one-line
  ///   error.
  public static func replay(
    _ text: some Collection<UInt8>, fps: Double?
  ) -> Result<
    String, ScenarioError
  > {
    do throws(ScenarioError) {
      let scenario = try Scenario.parse(text, file: "scenario")
      var out = ""
      var writer = TraceWriter(scenario: scenario.name, fps: fps ?? scenario.fps) { out += $0 }
      let summary = try ScrollSimulator.run(scenario, fps: fps, frames: &writer)
      writer.finish(summary)
      return .success(out)
    } catch {
      return .failure(error)
    }
  }

  /// The live session, one at a time: the playground plays one scene.
  public struct Live {
    private var session: ScenarioSession?
    /// The frames ``takeFrameSlots()`` took last, ``FrameLayout/size`` numbers each: storage
    /// kept from tick to tick, grown only when a tick takes more frames than ever before.
    public private(set) var slots: [Double] = []
    /// The detent ids the frames name by index.
    public private(set) var strings = StringTable()
    /// The last frame taken that carried the content's rows.
    private var contentFrame: TraceFrame?
    /// The heights of the rows a self-sizing list has built in the last frame taken — the
    /// scroll view's `rows.heights` or the sheet's `sheet.rows.heights` — or none when that
    /// frame has no such list. The page draws the last frame of each tick: its window's
    /// `first`, `top` and `measured` are fields of the frame (``FrameLayout``), these its
    /// heights. Storage kept from tick to tick, grown only past its largest window.
    public private(set) var rowHeights: [Double] = []

    public init() {}

    /// Opens a session on the scenario in `text`, closing the one before.
    public mutating func open(_ text: some Collection<UInt8>) -> ScenarioError? {
      session = nil
      contentFrame = nil
      rowHeights.removeAll(keepingCapacity: true)
      do throws(ScenarioError) {
        session = try ScenarioSession(Scenario.parse(text, file: "scenario"))
        return nil
      } catch {
        return error
      }
    }

    /// Performs the script action in `text` (one element of a scenario's `script`).
    public mutating func perform(_ text: some Collection<UInt8>) -> ScenarioError? {
      guard session != nil else {
        return ScenarioError(field: "", reason: "no scene is open")
      }
      do throws(ScenarioError) {
        let action: JSONValue
        do {
          action = try JSONValue.parse(text)
        } catch {
          throw ScenarioError(field: error.field, reason: error.reason)
        }
        try session?.perform(action)
        return nil
      } catch {
        return error
      }
    }

    /// The frames before the session's clock not yet taken, as a JSON array of trace frames
    /// (each as `scrollwork simulate` writes it).
    public mutating func takeFrames() -> String {
      let frames = session?.takeFrames() ?? []
      keep(frames)
      return JSONValue.array(frames.map { $0.json }).serialized()
    }

    /// Takes the frames before the session's clock, as ``takeFrames()`` does, and writes them
    /// into ``slots`` (``FrameLayout``); returns how many it wrote.
    /// - Complexity: O(frames × ``FrameLayout/size``); the slots' storage is reused.
    public mutating func takeFrameSlots() -> Int {
      guard session != nil else { return 0 }
      let frames = session?.takeFrames() ?? []
      let needed = frames.count * FrameLayout.size
      if slots.count < needed {
        slots = [Double](repeating: .nan, count: max(needed, 2 * slots.count))
      }
      var table = strings
      slots.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for (index, frame) in frames.enumerated() {
          FrameLayout.write(frame, into: base + index * FrameLayout.size, strings: &table)
        }
      }
      strings = table
      keep(frames)
      return frames.count
    }

    /// Keeps what the page reads of a tick's frames beside them: the last that carried the
    /// content's rows, and the last frame's row heights (none taken: both stay).
    private mutating func keep(_ frames: [TraceFrame]) {
      if let last = frames.last(where: { $0.content != nil }) { contentFrame = last }
      guard let last = frames.last else { return }
      rowHeights.removeAll(keepingCapacity: true)
      if let window = last.rows ?? last.sheet?.rows {
        rowHeights.append(contentsOf: window.heights)
      }
    }

    /// The rows of the last frame taken that carried them, as the trace's `content` object
    /// (`{"rows", "rowHeight"}`, `{"rowHeights"}` or `{"height"}`), or `null`.
    public var content: String {
      guard case .object(let members)? = contentFrame?.json,
        let content = members.first(where: { $0.key == "content" })?.value
      else { return "null" }
      return content.serialized()
    }

    /// Performs a drag of the finger by `by` points over `duration` seconds: `on` 0 on the
    /// scroll view, 1 the sheet's grabber, 2 its header, 3 its content (as ``dragSource(x:y:)``
    /// answers). The action is the script's `{"drag": {"by", "duration", "on"}}`.
    public mutating func drag(by: Double, duration: Double, on: Int) -> ScenarioError? {
      var members: [JSONValue.Member] = [
        .init("by", .number(by)), .init("duration", .number(duration)),
      ]
      if let source = Self.sources[on] { members.append(.init("on", .string(source))) }
      return perform(.object([.init("drag", .object(members))]))
    }

    /// Performs `{"wait": {"seconds": seconds}}`.
    public mutating func wait(seconds: Double) -> ScenarioError? {
      perform(.object([.init("wait", .object([.init("seconds", .number(seconds))]))]))
    }

    /// Performs `{"release": {}}`.
    public mutating func release() -> ScenarioError? {
      perform(.object([.init("release", .object([]))]))
    }

    /// The `on` of a drag by its number: 1 grabber, 2 header, 3 content.
    static let sources: [Int: String] = [1: "grabber", 2: "header", 3: "content"]

    /// Which link a touch at (`x`, `y`) (the container's coordinates, points) drives now, as
    /// the sheet's kernel answers: 0 none (it misses the sheet, or there is none), 1 the
    /// grabber, 2 the header, 3 the content.
    public func dragSource(x: Double, y: Double) -> Int {
      switch session?.sheetDragSource(at: HostPoint(x: x, y: y)) {
      case .grabber?: 1
      case .header?: 2
      case .content?: 3
      case nil: 0
      }
    }

    private mutating func perform(_ action: JSONValue) -> ScenarioError? {
      guard session != nil else {
        return ScenarioError(field: "", reason: "no scene is open")
      }
      do throws(ScenarioError) {
        try session?.perform(action)
        return nil
      } catch {
        return error
      }
    }

    /// The session's clock, in seconds (0 with no session).
    public var time: Double { session?.time ?? 0 }

    /// Whether the session is at rest at its clock (true with no session).
    public var isAtRest: Bool { session?.isAtRest ?? true }

    /// The time of the frame a whole run would end on from the session's clock, if nothing
    /// else happened, within `limit` frames; NaN when there is none (or no session).
    public func restFrameTime(limit: Int) -> Double {
      session?.restFrameTime(limit: limit) ?? .nan
    }
  }
}
