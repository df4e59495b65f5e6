// The scenario and the simulator's golden trace bundled with the UI tests (the project copies
// Sources/ScrollworkSimulator/Scenarios/sheet-one-gesture.json and
// Tests/ScrollworkSimulatorTests/__Goldens__/sheet-one-gesture.json, into Goldens/).
import Foundation
import XCTest

/// A scenario's script, as the UI tests replay it.
enum ScriptStep {
  case drag(by: Double, duration: Double)
  case wait(Double)
  case release
  case other(String)
}

/// The sheet in one frame of a golden trace.
struct GoldenFrame {
  var t: Double
  var y: Double
  var headerCollapsed: Double
  var offset: Double
  var detents: [Double]
}

/// The bundled files, read with `JSONSerialization` (the tests do not link the package).
enum Fixtures {
  private final class Marker {}

  private static func json(_ name: String, subdirectory: String?) throws -> [String: Any] {
    let bundle = Bundle(for: Marker.self)
    let url = try XCTUnwrap(
      bundle.url(forResource: name, withExtension: "json", subdirectory: subdirectory),
      "\(subdirectory.map { "\($0)/" } ?? "")\(name).json is not in the test bundle")
    let data = try Data(contentsOf: url)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The scenario `name`'s script and its sheet's collapsible header height (points).
  static func scenario(_ name: String) throws -> (script: [ScriptStep], collapsible: Double) {
    let scenario = try json(name, subdirectory: nil)
    let script = (scenario["script"] as? [[String: Any]] ?? []).map { action -> ScriptStep in
      if let drag = action["drag"] as? [String: Any], let by = drag["by"] as? Double,
        let duration = drag["duration"] as? Double
      {
        return .drag(by: by, duration: duration)
      }
      if let wait = action["wait"] as? [String: Any], let seconds = wait["seconds"] as? Double {
        return .wait(seconds)
      }
      if action["release"] != nil { return .release }
      return .other(action.keys.sorted().joined())
    }
    let sheet = scenario["sheet"] as? [String: Any]
    let header = sheet?["header"] as? [String: Any]
    let height = header?["height"] as? Double ?? 0
    let collapsible: Double
    if let points = header?["collapsible"] as? Double {
      collapsible = points
    } else if header?["collapsible"] as? Bool == true {
      collapsible = height - 56  // ScenarioSheet.fixedHeaderPart: grabber and search field
    } else {
      collapsible = 0
    }
    return (script, collapsible)
  }

  /// The golden trace of `name`: every frame's sheet, and the final one.
  static func golden(_ name: String) throws -> (frames: [GoldenFrame], final: GoldenFrame) {
    let trace = try json(name, subdirectory: "Goldens")
    func frame(_ object: [String: Any]) -> GoldenFrame? {
      guard let t = object["t"] as? Double, let sheet = object["sheet"] as? [String: Any],
        let y = sheet["y"] as? Double
      else { return nil }
      let header = sheet["header"] as? [String: Any]
      let content = sheet["content"] as? [String: Any]
      let detents = (sheet["detents"] as? [[String: Any]] ?? []).compactMap { $0["y"] as? Double }
      return GoldenFrame(
        t: t, y: y, headerCollapsed: header?["collapsed"] as? Double ?? 0,
        offset: content?["offset"] as? Double ?? 0, detents: detents)
    }
    let frames = (trace["frames"] as? [[String: Any]] ?? []).compactMap(frame)
    let final = try XCTUnwrap((trace["final"] as? [String: Any]).flatMap(frame))
    return (frames, final)
  }
}
