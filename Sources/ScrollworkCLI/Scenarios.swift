import ArgumentParser
@_spi(Engine) import ScrollworkSimulator

/// `scrollwork scenarios`: list the built-in scenarios with their titles and descriptions.
struct Scenarios: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the built-in scenarios.")

  func run() throws {
    for name in BuiltInScenarios.names {
      let scenario = try BuiltInScenarios.named(name)
      print(name)
      if let title = scenario.title { print("  \(title)") }
      if let description = scenario.description { print("  \(description)") }
    }
  }
}
