// Read from the module's resources with Foundation, so not part of an Embedded Swift build
// (the browser playground carries the scenarios' text in its page).
#if canImport(Foundation)
import Foundation

/// The scenarios that ship with Scrollwork, as JSON resources of this module
/// (`Sources/ScrollworkSimulator/Scenarios/NAME.json`).
public enum BuiltInScenarios {
  /// The names of every built-in scenario, sorted.
  public static var names: [String] {
    guard let directory = directory,
      let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The built-in scenario called `name`.
  /// - Throws: ``ScenarioError`` if there is none by that name (listing the names there are).
  public static func named(_ name: String) throws(ScenarioError) -> Scenario {
    guard let url = directory?.appendingPathComponent("\(name).json"),
      let data = try? Data(contentsOf: url)
    else {
      throw ScenarioError(
        file: name, field: "",
        reason: "no such file or built-in scenario (built-in: \(names.joined(separator: ", ")))")
    }
    return try Scenario.parse(data, file: "\(name).json")
  }

  /// The JSON text of the built-in scenario called `name`, if there is one.
  public static func source(of name: String) -> String? {
    guard let url = directory?.appendingPathComponent("\(name).json") else { return nil }
    return try? String(contentsOf: url, encoding: .utf8)
  }

  private static var directory: URL? {
    Bundle.module.resourceURL?.appendingPathComponent("Scenarios")
  }
}
#endif
