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
    // A sum is shown as the user would add it: 599 + 0.3 + 0.8 is 600.0999999999999 in binary.
    (
      #"[{"wait": {"seconds": 599}}, {"wait": {"seconds": 0.3}}, {"wait": {"seconds": 0.8}}]"#,
      "s.json: script[2].wait.seconds: the script would last 600.1 s, more than the limit of 600 s of simulated time"
    ),
    // One ulp over the limit is over it: the sum is shown exactly when 12 digits would hide that.
    (
      #"[{"wait": {"seconds": 600}}, {"wait": {"seconds": 1e-13}}]"#,
      "s.json: script[1].wait.seconds: the script would last 600.0000000000001 s, more than the limit of 600 s of simulated time"
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

  /// A lazy list builds every row within its margin each frame, and a frame's trace lists
  /// them: a margin or viewport that reaches more than ``ScenarioLimits/liveRows`` rows is
  /// refused, at the start and at a `resize` or `setContent` that would reach them. (A
  /// margin of 10⁹ pt over 10⁶ rows of a point ran for 103 s and printed 5 MB a frame.)
  @Test(arguments: [
    (
      #""content": {"rows": 1000000, "estimatedRowHeight": 1, "margin": 1e9}"#,
      "s.json: content: a frame could build 1000000 of its rows at once (2000000844 pt of viewport and margin, rows from 0.333333333333 pt), more than the limit of 10000; give a smaller margin or viewport, or taller rows"
    ),
    (
      #""content": {"rows": 1000000, "estimatedRowHeight": 1}, "script": [{"resize": {"width": 390, "height": 1e9}}]"#,
      "s.json: script[0].resize: a frame could build 1000000 of its rows at once (1000000176 pt of viewport and margin, rows from 0.333333333333 pt), more than the limit of 10000; give a smaller margin or viewport, or taller rows"
    ),
    (
      #""content": {"rows": 5}, "script": [{"setContent": {"rows": 100000, "estimatedRowHeight": 56, "estimateError": 0.9, "margin": 1e6}}]"#,
      "s.json: script[0].setContent: a frame could build 100000 of its rows at once (2000844 pt of viewport and margin, rows from 5.43333333333 pt), more than the limit of 10000; give a smaller margin or viewport, or taller rows"
    ),
    (
      #""sheet": {"detents": [{"id": "a", "height": 300}], "content": {"rows": 1000000, "estimatedRowHeight": 2, "estimateError": 0.9, "margin": 5000}}"#,
      "s.json: sheet.content: a frame could build 325323 of its rows at once (10844 pt of viewport and margin, rows from 0.0333333333333 pt), more than the limit of 10000; give a smaller margin or viewport, or taller rows"
    ),
  ])
  func rowsAFrameBuildsAreBounded(members: String, expected: String) {
    #expect(ScenarioStrictnessTests.message("{\(Self.viewport), \(members)}") == expected)
  }

  /// The bound is the most a frame can build: rows of a point with the default margin (a
  /// bound of about 3,100 rows, about 1,000 built a frame) run, within it.
  @Test func aListWithinTheBoundRuns() throws {
    let scenario = try Scenario.parse(
      Data(
        #"{\#(Self.viewport), "content": {"rows": 1000000, "estimatedRowHeight": 1}, "script": [{"fling": {"velocity": -2500}}]}"#
          .utf8), file: "s.json")
    let trace = try ScrollSimulator.run(scenario)
    let built = trace.frames.compactMap { $0.rows?.heights.count }
    #expect(!built.isEmpty)
    #expect(built.allSatisfy { $0 > 500 && $0 <= 3100 }, "\(built.max() ?? 0)")
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
