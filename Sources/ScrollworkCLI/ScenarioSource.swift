import Foundation
import ScrollworkSimulator

/// Where a scenario comes from: a file path, or the name of a built-in scenario.
enum ScenarioSource {
  /// Reads `argument` as a file if one exists at that path (or it ends in `.json`), otherwise
  /// as a built-in scenario's name.
  static func load(_ argument: String) throws -> Scenario {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: argument, isDirectory: &isDirectory) {
      if isDirectory.boolValue {
        throw ScenarioError(
          file: argument, field: "", reason: "is a directory, not a scenario file")
      }
      guard let data = manager.contents(atPath: argument) else {
        throw ScenarioError(file: argument, field: "", reason: "cannot be read")
      }
      return try Scenario.parse(data, file: argument)
    }
    if argument.hasSuffix(".json") || argument.contains("/") {
      throw ScenarioError(file: argument, field: "", reason: "no such file")
    }
    return try BuiltInScenarios.named(argument)
  }
}
