import Foundation
@_spi(Engine) import ScrollworkSimulator
import Testing

/// `sheet.snap` and `sheet.spring`: the tunings the playground's controls write.
@Suite struct ScenarioSheetTuningTests {
  static func scenario(sheetExtra: String, script: String) -> String {
    """
    {"viewport": {"width": 390, "height": 844},
     "sheet": {"detents": [{"id": "low", "height": 100}, {"id": "mid", "height": 700},
                           {"id": "high", "height": 800}],
               "initial": "low"\(sheetExtra)},
     "script": [\(script)]}
    """
  }

  static func run(_ text: String) throws -> Trace {
    try ScrollSimulator.run(Scenario.parse(Data(text.utf8), file: "t.json"))
  }

  /// A gentle flick (about 560 pt/s) whose projection stays nearer the low detent advances a
  /// detent with the default threshold (500 pt/s), and not with a threshold above it.
  @Test func snapThresholdDecidesAFlick() throws {
    let flick = #"{"drag": {"by": -14, "duration": 0.025, "on": "sheet"}}, {"release": {}}"#
    let byDefault = try Self.run(Self.scenario(sheetExtra: "", script: flick))
    let strict = try Self.run(
      Self.scenario(sheetExtra: #", "snap": {"velocityThreshold": 5000}"#, script: flick))
    #expect(byDefault.final.sheet?.sample.sheet.settledDetent.rawValue == "mid")
    #expect(strict.final.sheet?.sample.sheet.settledDetent.rawValue == "low")
  }

  /// A slower spring takes longer to bring the sheet to the same detent.
  @Test func springResponseSetsTheSettlingTime() throws {
    let move = #"{"moveSheet": {"to": "high"}}"#
    let quick = try Self.run(Self.scenario(sheetExtra: "", script: move))
    let slow = try Self.run(
      Self.scenario(
        sheetExtra: #", "spring": {"response": 1.2, "dampingFraction": 1}"#, script: move))
    #expect(quick.final.sheet?.sample.sheet.settledDetent.rawValue == "high")
    #expect(slow.final.sheet?.sample.sheet.settledDetent.rawValue == "high")
    #expect(slow.frames.count > quick.frames.count + 60)
  }

  @Test(arguments: [
    (
      #", "spring": {"response": 0}"#,
      "t.json: sheet.spring.response: expected a number from 0.05 to 10, got 0"
    ),
    (
      #", "snap": {"maximumDetentsSkipped": 1.5}"#,
      "t.json: sheet.snap.maximumDetentsSkipped: expected a whole number from 0 to 100, got 1.5"
    ),
    (
      #", "snap": {"velocity": 3}"#,
      "t.json: sheet.snap.velocity: unknown key (expected one of: maximumDetentsSkipped, velocityThreshold)"
    ),
  ])
  func rejectsOutOfRangeTunings(extra: String, message: String) {
    do {
      _ = try Self.run(Self.scenario(sheetExtra: extra, script: ""))
      Issue.record("accepted \(extra)")
    } catch {
      #expect("\(error)" == message)
    }
  }
}
