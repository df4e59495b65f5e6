import ArgumentParser
@_spi(Engine) import ScrollworkSimulator

/// `scrollwork scenarios`: list the built-in scenarios with their titles and descriptions.
struct Scenarios: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the built-in scenarios.")

  func run() throws {
    let out = StandardOutput()
    for name in BuiltInScenarios.names {
      let scenario = try BuiltInScenarios.named(name)
      out.write(name + "\n")
      if let title = scenario.title { out.write("  \(title)\n") }
      if let description = scenario.description { out.write("  \(description)\n") }
    }
    try out.finish()
  }
}
