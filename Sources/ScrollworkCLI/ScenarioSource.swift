import Foundation
@_spi(Engine) import ScrollworkSimulator

/// Where a scenario comes from: a file path, or the name of a built-in scenario.
enum ScenarioSource {
  /// Reads `argument` as a file if one exists at that path (or it ends in `.json`), otherwise
  /// as a built-in scenario's name.
  static func load(_ argument: String) throws -> Scenario {
    try loadWithSource(argument).scenario
  }

  /// ``load(_:)``, with the scenario's JSON text as it was read.
  static func loadWithSource(_ argument: String) throws -> (scenario: Scenario, source: String) {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: argument, isDirectory: &isDirectory) {
      if isDirectory.boolValue {
        throw ScenarioError(
          file: argument, field: "", reason: "is a directory, not a scenario file")
      }
      let data = try read(argument)
      let scenario = try Scenario.parse(data, file: argument)
      return (scenario, String(decoding: data, as: UTF8.self))
    }
    if argument.hasSuffix(".json") || argument.contains("/") {
      throw ScenarioError(file: argument, field: "", reason: "no such file")
    }
    return (try BuiltInScenarios.named(argument), BuiltInScenarios.source(of: argument) ?? "")
  }

  /// The file's bytes, reading no more than one byte past ``ScenarioLimits/fileSize`` (a device
  /// or a pipe may never end).
  private static func read(_ path: String) throws -> Data {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ScenarioError(file: path, field: "", reason: "cannot be read")
    }
    defer { try? handle.close() }
    let limit = ScenarioLimits.fileSize
    var data = Data()
    do {
      while data.count <= limit,
        let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - data.count)),
        !chunk.isEmpty
      {
        data.append(chunk)
      }
    } catch {
      throw ScenarioError(file: path, field: "", reason: "cannot be read")
    }
    return data  // Scenario.parse rejects it if it is over the limit.
  }
}
