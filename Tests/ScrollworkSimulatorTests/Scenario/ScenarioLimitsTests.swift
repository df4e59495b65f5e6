import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// Bounded by design (issue 14): every scenario the simulator accepts runs within
/// ``ScenarioLimits``; the rest get one line naming the field that goes past a limit.
struct ScenarioLimitsTests {
  /// `Tests/ScrollworkSimulatorTests/__Findings__`: reported scenarios, kept as reported.
  static let findings = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("__Findings__")

  static func finding(_ name: String) throws -> Data {
    try Data(contentsOf: findings.appendingPathComponent("\(name).json"))
  }

  static let viewport = #""viewport": {"width": 390, "height": 844}"#

  /// The reported hostile scenarios end at once with one line, not gigabytes and a SIGABRT.
  @Test(arguments: [
    (
      "wait-1e9",
      "wait-1e9.json: script[0].wait.seconds: the script would last 1000000000 s, more than the limit of 600 s of simulated time"
    ),
    (
      "drag-1e9",
      "drag-1e9.json: script[0].drag.duration: the script would last 1000000000 s, more than the limit of 600 s of simulated time"
    ),
    (
      "oneline",
      #"oneline.json: "\n": unknown key (expected one of: bounce, content, decelerationRate, decorations, description, displayScale, fps, initialOffset, insets, lookFor, name, navigationBar, script, sheet, title, viewport)"#
    ),
  ])
  func reportedFindingsAreOneLineAtOnce(name: String, expected: String) throws {
    let data = try Self.finding(name)
    let start = ContinuousClock.now
    #expect(throws: ScenarioError.self) { try Scenario.parse(data, file: "\(name).json") }
    do {
      _ = try Scenario.parse(data, file: "\(name).json")
    } catch {
      #expect(error.description == expected)
    }
    #expect(ContinuousClock.now - start < .seconds(1))
  }

  @Test(arguments: [
    (
      #"[{"wait": {"seconds": 1e5}}]"#,
      "s.json: script[0].wait.seconds: the script would last 100000 s, more than the limit of 600 s of simulated time"
    ),
    (
      #"[{"wait": {"seconds": 300}}, {"drag": {"by": 1, "duration": 300}}, {"wait": {"seconds": 0.5}}]"#,
      "s.json: script[2].wait.seconds: the script would last 600.5 s, more than the limit of 600 s of simulated time"
    ),
    (
      #"[{"drag": {"by": 1e9, "duration": 1}}]"#,
      "s.json: script[0].drag.by: the finger would reach 1000000422 pt, beyond the limit of ±1e9 pt"
    ),
    (
      #"[{"drag": {"by": -6e8, "duration": 1}}, {"drag": {"by": -6e8, "duration": 1}}]"#,
      "s.json: script[1].drag.by: the finger would reach -1199999578 pt, beyond the limit of ±1e9 pt"
    ),
  ])
  func scriptsPastALimitNameTheField(script: String, expected: String) {
    let json =
      #"{"viewport": {"width": 390, "height": 844}, "content": {"height": 1000}, "script": "#
    #expect(ScenarioStrictnessTests.message(json + script + "}") == expected)
  }

  /// A release lifts the finger: the next drag starts again from the viewport's middle.
  @Test func aReleasedFingerStartsAgain() {
    let json = """
      {\(Self.viewport), "content": {"height": 1000}, "script": [{"drag": {"by": 6e8, "duration": 1}},
        {"release": {}}, {"drag": {"by": 6e8, "duration": 1}}]}
      """
    #expect(ScenarioStrictnessTests.message(json) == nil)
  }

  @Test(arguments: [
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}]}, "script": [{"drag": {"by": 6e8, "duration": 1}}, {"drag": {"by": 6e8, "duration": 1}}]"#,
      "s.json: script[1].drag.by: the finger's translation would reach 1200000000 pt, beyond the limit of ±1e9 pt"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 1}], "header": {"height": 1e9}, "content": {"height": 1}}"#,
      "s.json: sheet.content: with the 1000000000 pt header, the sheet's content would be 1000000001 pt long, more than the limit of 1e9 pt"
    ),
    (
      #""content": {"height": 1e9}, "decorations": {"stickyFooter": {"height": 1}}"#,
      "s.json: content: with the sticky footer, the content would be 1000000001 pt long, more than the limit of 1e9 pt"
    ),
    (
      #""content": {"height": 1000}, "decorations": {"stickyFooter": {"height": 5e8}}, "script": [{"setContent": {"height": 6e8}}]"#,
      "s.json: script[0].setContent: with the sticky footer, the content would be 1100000000 pt long, more than the limit of 1e9 pt"
    ),
    (
      #""content": {"height": 1000}, "decorations": {"stickyFooter": {"height": 1}}, "insets": {"top": -5e8}, "script": [{"resize": {"height": 6e8}}]"#,
      "s.json: script[0].resize: with the sticky footer, the content would be 1100000000 pt long, more than the limit of 1e9 pt"
    ),
  ])
  func derivedLengthsStayWithinTheLimit(members: String, expected: String) {
    #expect(ScenarioStrictnessTests.message("{\(Self.viewport), \(members)}") == expected)
  }

  @Test func listsAreBounded() {
    let rows =
      "[" + Array(repeating: "1", count: ScenarioLimits.rows + 1).joined(separator: ",") + "]"
    #expect(
      ScenarioStrictnessTests.message(#"{\#(Self.viewport), "content": {"rowHeights": \#(rows)}}"#)
        == "s.json: content.rowHeights: expected at most 1000000 rows, got 1000001")
    let detents = (0...ScenarioLimits.detents).map { #"{"id": "d\#($0)", "height": \#($0)}"# }
    let json = #"{\#(Self.viewport), "sheet": {"detents": [\#(detents.joined(separator: ","))]}}"#
    #expect(
      ScenarioStrictnessTests.message(json)
        == "s.json: sheet.detents: expected at most 100 detents, got 101")
  }

  // MARK: Runs

  /// Detents within half a point of each other in the container are one (Core keeps the lower),
  /// so an id the scenario lists may have no detent of its own when the sheet starts or moves:
  /// a one-line error naming the field, not Core's internal `move.to`.
  @Test(arguments: [
    (
      #""initial": "b""#, "[]",
      #"s.json: sheet.initial: the detent "b" lies within half a point of another in this container and is merged into it (the detents now: "a")"#
    ),
    (
      "", #"[{"moveSheet": {"to": "b"}}]"#,
      #"s.json: script[0].moveSheet.to: the detent "b" lies within half a point of another in this container and is merged into it (the detents now: "a")"#
    ),
  ])
  func mergedDetentsAreNamed(initial: String, script: String, expected: String) throws {
    let sheet =
      #""sheet": {"detents": [{"id": "a", "height": 300}, {"id": "b", "height": 300.25}]"#
      + (initial.isEmpty ? "" : ", " + initial) + "}"
    let json = "{\(Self.viewport), \(sheet), \"script\": \(script)}"
    let scenario = try Scenario.parse(Data(json.utf8), file: "s.json")
    #expect(throws: ScenarioError.self) { try ScrollSimulator.run(scenario) }
    do {
      _ = try ScrollSimulator.run(scenario)
    } catch {
      #expect(error.description == expected)
    }
  }

  static func table(script: [ScriptAction], fps: Double = 120) -> Scenario {
    Scenario(
      viewport: HostSize(width: 390, height: 844), content: .height(5000), fps: fps,
      script: script)
  }

  /// Scenarios built in code are held to the same limits when they run.
  @Test(arguments: [
    (
      [ScriptAction.wait(seconds: 1e9)], 120.0,
      "script[0].wait.seconds: the script would last 1000000000 s, more than the limit of 600 s of simulated time"
    ),
    (
      [.drag(by: -100, duration: 601)], 120,
      "script[0].drag.duration: the script would last 601 s, more than the limit of 600 s of simulated time"
    ),
    (
      [.drag(by: 1e9, duration: 1)], 120,
      "script[0].drag.by: the finger would reach 1000000422 pt, beyond the limit of ±1e9 pt"
    ),
    (
      [.setContent(.rows(count: 2_000_000, rowHeight: 1))], 120,
      "script[0].setContent: expected at most 1000000 rows, got 2000000"
    ),
    (
      [.setContent(.height(2e9))], 120,
      "script[0].setContent: the content would be 2000000000 pt long, more than the limit of 1e9 pt"
    ),
    ([], 0.5, "fps: expected a number from 1 to 1000, got 0.5"),
  ])
  func runsCheckScenariosBuiltInCode(script: [ScriptAction], fps: Double, expected: String) {
    var scenario = Self.table(script: script, fps: fps)
    #expect(throws: ScenarioError.self) { try ScrollSimulator.run(scenario) }
    do {
      _ = try ScrollSimulator.run(scenario)
    } catch {
      #expect(error.description == expected)
    }
    scenario.file = "code.json"
    do {
      _ = try ScrollSimulator.run(scenario)
    } catch {
      #expect(error.description == "code.json: " + expected)
    }
  }

  @Test(arguments: [
    (0.5, 60.0, "fps: expected a number from 1 to 1000, got 0.5"),
    (120, -1, "restCap: expected a number from 0 to 600, got -1"),
    (120, 601, "restCap: expected a number from 0 to 600, got 601"),
    (120, .nan, "restCap: expected a number from 0 to 600, got nan"),
  ])
  func runArgumentsAreBounded(fps: Double, restCap: Double, expected: String) {
    do {
      _ = try ScrollSimulator.run(Self.table(script: []), fps: fps, restCap: restCap)
      Issue.record("accepted fps \(fps), rest cap \(restCap)")
    } catch {
      #expect(error.description == expected)
    }
  }

  /// The rest phase stops at the 600 s mark whatever the rest cap: a script of 599 s and a
  /// motion that never rests ends capped at 600 s.
  @Test func theRunEndsAtTheLimitOfSimulatedTime() throws {
    var scenario = Self.table(script: [.wait(seconds: 599.5), .fling(velocity: -1000)], fps: 1)
    scenario.decelerationRate = try DecelerationRate(perMillisecond: 0.999999999)
    scenario.content = .height(1e9)
    var count = FrameCount()
    let summary = try ScrollSimulator.run(scenario, restCap: 600, frames: &count)
    #expect(summary.capped)
    #expect(summary.final.t == 600)
    #expect(summary.frameCount == count.count)
    #expect(count.count == 601)
  }

  /// The most frames a run can make is bounded: 600 s at 1,000 frames per second.
  @Test func framesAreBoundedByTimeAndRate() {
    #expect(ScenarioLimits.frames == 600_002)
    #expect(ScenarioLimits.simulatedTime * ScenarioLimits.framesPerSecond.upperBound == 600_000)
  }
}
