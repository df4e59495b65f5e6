import ArgumentParser
import Foundation
import ScrollworkSimulator

/// `scrollwork simulate FILE|NAME`: run a scenario and print its trace.
struct Simulate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a scenario and print its trace as JSON.",
    discussion: """
      The trace has one frame per display tick, {"t", "scroll": {"offset", "velocity", \
      "phase"}}, and "final", the state once everything is at rest.
      """
  )

  @Argument(
    help: "A scenario file, or the name of a built-in scenario (see `scrollwork scenarios`).")
  var scenario: String

  @Option(help: "Frames per second of the virtual display (overrides the scenario's).")
  var fps: Double?

  @Option(help: "Seconds allowed after the script for everything to come to rest.")
  var restCap: Double = ScrollSimulator.defaultRestCap

  @Flag(help: "Print only the final state, not every frame.")
  var finalOnly = false

  func validate() throws {
    try Self.validate(fps: fps)
    if !(restCap.isFinite && restCap >= 0) {
      throw ValidationError("--rest-cap must be a number ≥ 0, got \(restCap)")
    }
  }

  /// Checks an `--fps` option: above 0, at most 1,000.
  static func validate(fps: Double?) throws {
    if let fps, !(fps.isFinite && fps > 0 && fps <= 1000) {
      throw ValidationError("--fps must be a number above 0 and at most 1000, got \(fps)")
    }
  }

  func run() throws {
    let trace = try ScrollSimulator.run(ScenarioSource.load(scenario), fps: fps, restCap: restCap)
    let json = finalOnly ? trace.finalOnlyJSON : trace.json
    print(json.prettyPrinted(compactDepth: 2))
  }
}
