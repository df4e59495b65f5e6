import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// A table under a navigation bar whose search bar hides when scrolling
/// (`"navigationBar": {"searchBar": 52}`), with `script`.
private func searchBarScenario(
  _ script: String, extra: String = "", rows: Int = 30
) throws -> Scenario {
  try Scenario.parse(
    Data(
      #"""
      {"viewport": {"width": 390, "height": 844}, "insets": {"top": 143, "bottom": 34},
       "navigationBar": {"searchBar": 52}, "content": {"rows": \#(rows), "rowHeight": 44},
       "bounce": {"top": false}, "script": \#(script)\#(extra)}
      """#.utf8), file: "s.json")
}

struct SearchBarTests {
  @Test func theFieldIsRead() throws {
    let scenario = try searchBarScenario("[]")
    #expect(scenario.searchBarHeight == 52)
    #expect(try BuiltInScenarios.named("peek-fox").searchBarHeight == 52)
    #expect(try BuiltInScenarios.named("fling").searchBarHeight == nil)
  }

  /// Bad values get one line naming the file, the field and the reason.
  @Test(arguments: [
    (
      #""navigationBar": {"searchBar": -1}"#,
      "s.json: navigationBar.searchBar: expected a number from 0 to 1e9, got -1"
    ),
    (
      #""navigationBar": {"searchBar": 200}"#,
      "s.json: navigationBar.searchBar: the search bar (200 pt) must fit in the top inset (91 pt)"
    ),
    (
      #""navigationBar": {"searchField": 52}"#,
      "s.json: navigationBar.searchField: unknown key (expected one of: searchBar)"
    ),
    (#""navigationBar": 52"#, "s.json: navigationBar: expected an object, got a number"),
  ])
  func badValuesAreOneLine(member: String, expected: String) throws {
    let text =
      #"{"viewport": {"width": 390, "height": 844}, "insets": {"top": 91}, "#
      + #""content": {"rows": 3}, "# + member + "}"
    #expect {
      try Scenario.parse(Data(text.utf8), file: "s.json")
    } throws: { error in
      (error as? ScenarioError)?.description == expected
    }
  }

  @Test func visibleHeightIsAFunctionOfTheOffset() {
    let cases: [(Double, Double)] = [(-143, 52), (-130, 39), (-117, 26), (-91, 0), (200, 0)]
    for (offset, visible) in cases {
      #expect(
        HidingSearchBar(height: 52).visibleHeight(offset: offset, insetTop: 143) == visible)
    }
  }

  /// Every frame carries the search bar's visible height, which follows the offset; frames of
  /// a scenario without one carry none.
  @Test func framesCarryTheVisibleHeight() throws {
    let trace = try ScrollSimulator.run(
      searchBarScenario(#"[{"drag": {"by": -200, "duration": 0.5}}, {"release": {}}]"#))
    for frame in trace.frames {
      let expected = HidingSearchBar(height: 52).visibleHeight(
        offset: frame.scroll.offset, insetTop: 143)
      #expect(frame.searchBar == expected)
    }
    #expect(trace.frames.contains { $0.searchBar == 0 })
    let json = trace.frames[0].json.serialized()
    #expect(json.contains(#""navigationBar":{"searchBar":52,"bar":[0,0,390,143],"#))
    let plain = try ScrollSimulator.run(BuiltInScenarios.named("fling"))
    #expect(plain.frames.allSatisfy { $0.searchBar == nil })
  }

  /// Scrolling that stops with the bar part-way hidden ends with it shown (more than half
  /// showed) or hidden, by an animated scroll.
  @Test(arguments: [(-20.0, 52.0), (-40.0, 0.0)])
  func restingPartWaySettles(drag: Double, settled: Double) throws {
    let trace = try ScrollSimulator.run(
      searchBarScenario(
        #"[{"drag": {"by": \#(drag), "duration": 0.3}}, {"wait": {"seconds": 0.1}}, "#
          + #"{"release": {}}]"#))
    #expect(trace.final.searchBar == settled)
    #expect(trace.final.scroll.offset == -143 + (52 - settled))
    #expect(trace.frames.contains { $0.scroll.phase == .animating })
    #expect(!trace.capped)
  }

  /// Content too short to scroll the bar out of sight (its range ends part-way up the bar):
  /// scrolling that stops with the bar part-way hidden ends with it shown, not stuck part-way.
  @Test func tooShortToHideSettlesShown() throws {
    // 16 rows of 44 pt (704) in 844 pt with insets 143 and 34: offsets −143…−106, so 15 pt
    // of the 52 pt bar is all it can hide. The drag takes it there and past (a bounce).
    let scenario = try searchBarScenario(
      #"[{"drag": {"by": -60, "duration": 0.3}}, {"wait": {"seconds": 0.1}}, {"release": {}}]"#,
      rows: 16)
    let trace = try ScrollSimulator.run(scenario)
    let range = trace.frames.map(\.scroll.offset).max() ?? 0
    #expect(range > -143 && range < -143 + 52, "the range ends part-way up the bar: \(range)")
    #expect(trace.final.searchBar == 52)
    #expect(trace.final.scroll.offset == -143)
    #expect(!trace.capped)
  }

  /// A live session is not at rest while a search bar left part-way would still settle: the
  /// scroll view is idle, but the next frame starts UIKit's animation. It says so without
  /// recording that frame, and agrees with the run's end.
  @Test func aSessionIsNotAtRestBeforeTheSettle() throws {
    // A drag of 20 pt with the bar whole leaves 32 of 52 pt showing; the finger holds still
    // before it lifts, so nothing flings.
    var session = try ScenarioSession(searchBarScenario("[]"))
    try session.perform(try JSONValue.parse(Array(#"{"drag": {"by": -20, "duration": 0.1}}"#.utf8)))
    try session.perform(try JSONValue.parse(Array(#"{"wait": {"seconds": 0.1}}"#.utf8)))
    let heldAtRest = session.isAtRest
    #expect(!heldAtRest, "the finger is down")
    try session.perform(try JSONValue.parse(Array(#"{"release": {}}"#.utf8)))
    try session.perform(try JSONValue.parse(Array(#"{"wait": {"seconds": 0.001}}"#.utf8)))
    let releasedAtRest = session.isAtRest
    #expect(!releasedAtRest, "the bar is part-way: it settles at the next frame")
    // As the page steps: wait a frame, take the frames, ask.
    var frames = session.takeFrames()
    while !session.isAtRest, session.time < 5 {
      try session.perform(try JSONValue.parse(Array(#"{"wait": {"seconds": 0.0083}}"#.utf8)))
      frames += session.takeFrames()
    }
    #expect(session.isAtRest)
    // The frame at rest, as the page draws it before its clock stops.
    let rest = try #require(session.restFrameTime(limit: 120))
    try session.perform(
      try JSONValue.parse(Array(#"{"wait": {"seconds": \#(rest + 0.004 - session.time)}}"#.utf8)))
    frames += session.takeFrames()
    #expect(frames.last?.searchBar == 52, "it settled shown")
  }
}
