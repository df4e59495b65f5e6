import Testing

@_spi(Engine) @testable import ScrollworkSimulator

struct BuiltInScenariosTests {
  @Test func theIssueListIsThere() {
    let names = Set(BuiltInScenarios.names)
    for required in ["fling", "fling-fast", "rubber-band-top", "bounce-bottom", "no-bounce-top"] {
      #expect(names.contains(required), "missing built-in scenario \(required)")
    }
  }

  @Test(arguments: BuiltInScenarios.names)
  func everyBuiltInIsDocumentedAndComesToRest(name: String) throws {
    let scenario = try BuiltInScenarios.named(name)
    #expect(scenario.name == name, "the file name and the scenario's name agree")
    #expect(!(scenario.title ?? "").isEmpty)
    #expect(!(scenario.description ?? "").isEmpty)
    #expect(!(scenario.lookFor ?? "").isEmpty)
    let trace = try ScrollSimulator.run(scenario)
    #expect(!trace.capped)
    #expect(trace.final.scroll.phase == .idle)
    #expect(BuiltInScenarios.source(of: name)?.contains("\"name\"") == true)
  }

  @Test func unknownNamesListTheBuiltIns() {
    #expect {
      try BuiltInScenarios.named("nope")
    } throws: { error in
      "\(error)".hasPrefix("nope: no such file or built-in scenario (built-in: bounce-bottom")
    }
  }
}
