import ScrollworkSimulator

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

    public init() {}

    /// Opens a session on the scenario in `text`, closing the one before.
    public mutating func open(_ text: some Collection<UInt8>) -> ScenarioError? {
      session = nil
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
      return JSONValue.array(frames.map { $0.json }).serialized()
    }

    /// The session's clock, in seconds (0 with no session).
    public var time: Double { session?.time ?? 0 }

    /// Whether the session is at rest at its clock (true with no session).
    public var isAtRest: Bool { session?.isAtRest ?? true }
  }
}
