// A built-in gallery scene: its scenario, and its simulated trace as the curves the plot draws.
#if canImport(UIKit)
import Foundation
import ScrollworkCore
import ScrollworkSimulator

/// One of the simulator's built-in scenarios (`Sources/ScrollworkSimulator/Scenarios/*.json`),
/// run by the simulator once when the screen opens.
struct GalleryScene {
  let name: String
  let scenario: Scenario
  let trace: Trace

  /// Every built-in scenario's name, sorted (24 of them).
  static var names: [String] { BuiltInScenarios.names }

  /// Reads and simulates the built-in scenario `name`.
  /// - Throws: ``ScenarioError`` if there is no such scenario or the simulator refuses it.
  init(named name: String) throws(ScenarioError) {
    self.name = name
    scenario = try BuiltInScenarios.named(name)
    trace = try ScrollSimulator.run(scenario)
  }

  /// Whether the scene is a sheet (then the plot shows its top and its list's offset).
  var isSheet: Bool { scenario.sheet != nil }

  /// The simulated curves against the trace's time, in seconds: a scroll view's offset, or a
  /// sheet's top and its list's offset (points).
  var simulated: (primary: [(Double, Double)], secondary: [(Double, Double)]) {
    var primary: [(Double, Double)] = []
    var secondary: [(Double, Double)] = []
    primary.reserveCapacity(trace.frames.count)
    for frame in trace.frames {
      if let sheet = frame.sheet {
        primary.append((frame.t, sheet.sample.sheet.y))
        secondary.append((frame.t, sheet.sample.content.offset))
      } else {
        primary.append((frame.t, frame.scroll.offset))
      }
    }
    return (primary, secondary)
  }

  /// When the scenario's finger first touches, in the trace's seconds: the live curve starts
  /// there, at the user's first touch (0 if the script never touches).
  var firstTouch: Double {
    trace.frames.first { $0.finger != nil || $0.sheet?.fingerDown == true }?.t ?? 0
  }

  /// The scenario's steps, one line each, for the screen's caption.
  var script: String {
    scenario.script.map { action in
      switch action {
      case .drag(let by, let duration), .sheetDrag(let by, let duration, _):
        "drag \(Self.points(by)) in \(Self.seconds(duration))"
      case .release: "release"
      case .fling(let velocity), .sheetFling(let velocity, _):
        "fling at \(Self.points(velocity))/s"
      case .wait(let seconds): "wait \(Self.seconds(seconds))"
      case .keyboard(let height, let duration):
        "keyboard to \(Self.points(height)) in \(Self.seconds(duration))"
      case .moveSheet(let id, _): "move to \(id.rawValue)"
      default: action.key
      }
    }.joined(separator: ", ")
  }

  private static func points(_ value: Double) -> String {
    "\(value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)) pt"
  }

  private static func seconds(_ value: Double) -> String {
    String(format: "%.2g s", value)
  }
}
#endif
