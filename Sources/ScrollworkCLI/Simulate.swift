import ArgumentParser
import Foundation
@_spi(Engine) import ScrollworkSimulator

/// `scrollwork simulate FILE|NAME`: run a scenario and print its trace as it runs.
struct Simulate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a scenario and print its trace as JSON.",
    discussion: """
      The trace has one frame per display tick, {"t", "scroll": {"offset", "velocity", \
      "phase"}}, and "final", the state once everything is at rest. Frames are printed as the \
      run goes; a run covers at most 600 s of simulated time (Guides/Scenarios.md, "Limits").
      """
  )

  @Argument(
    help: "A scenario file, or the name of a built-in scenario (see `scrollwork scenarios`).")
  var scenario: String

  // `.unconditional`: a negative number is taken as the value (and then rejected with a
  // reason), not as an unknown option that leaves the value missing.
  @Option(
    parsing: .unconditional,
    help: "Frames per second of the virtual display, 1 to 1000 (overrides the scenario's).")
  var fps: Double?

  @Option(
    parsing: .unconditional,
    help: "Seconds allowed after the script for everything to come to rest, 0 to 600.")
  var restCap: Double = ScrollSimulator.defaultRestCap

  @Flag(help: "Print only the final state, not every frame (none is kept).")
  var finalOnly = false

  func validate() throws {
    try Self.validate(fps: fps)
    let most = ScenarioLimits.simulatedTime
    if !(restCap.isFinite && restCap >= 0 && restCap <= most) {
      throw ValidationError(
        "--rest-cap must be a number of seconds from 0 to \(Self.text(most)), "
          + "got \(Self.text(restCap))")
    }
  }

  /// Checks an `--fps` option: within ``ScenarioLimits/framesPerSecond``.
  static func validate(fps: Double?) throws {
    let range = ScenarioLimits.framesPerSecond
    if let fps, !(fps.isFinite && range.contains(fps)) {
      throw ValidationError(
        "--fps must be a number from \(text(range.lowerBound)) to \(text(range.upperBound)), "
          + "got \(text(fps))")
    }
  }

  /// A number as a user would type it: `-5`, `2.5`, `nan`.
  static func text(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  func run() throws {
    let scenario = try ScenarioSource.load(self.scenario)
    let out = StandardOutput()
    var writer = TraceWriter(
      scenario: scenario.name, fps: fps ?? scenario.fps, includesFrames: !finalOnly
    ) { out.write($0) }
    let summary: TraceSummary
    do {
      summary = try ScrollSimulator.run(scenario, fps: fps, restCap: restCap, frames: &writer)
    } catch {
      // The frames before the error are printed, as they ran.
      out.flush()
      throw error
    }
    writer.finish(summary)
    try out.finish()
  }
}
