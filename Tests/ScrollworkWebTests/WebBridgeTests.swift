import Foundation
import ScrollworkSimulator
import ScrollworkWeb
import Testing

@Suite struct WebBridgeTests {
  /// The page's replay is `scrollwork simulate`'s text for every built-in scene.
  @Test(arguments: BuiltInScenarios.names)
  func replayIsTheSimulatorsTrace(name: String) throws {
    let text = try #require(BuiltInScenarios.source(of: name))
    let page = try WebBridge.replay(Array(text.utf8), fps: nil).get()
    let scenario = try BuiltInScenarios.named(name)
    var expected = ""
    var writer = TraceWriter(scenario: scenario.name, fps: scenario.fps) { expected += $0 }
    writer.finish(try ScrollSimulator.run(scenario, frames: &writer))
    #expect(page == expected)
  }

  @Test func replayReportsOneLineErrors() {
    let result = WebBridge.replay(Array(#"{"viewport": {"width": 390}}"#.utf8), fps: nil)
    #expect(throws: ScenarioError.self) { try result.get() }
    guard case .failure(let error) = result else { return }
    #expect(error.description == "scenario: viewport.height: required")
  }

  /// A session's frames are the frames of the scenario made of its opening scene and the
  /// actions it was given: what the page's download holds and the CLI replays.
  @Test(arguments: ["peek-fox", "sheet-one-gesture", "two-tone", "sheet-keyboard"])
  func sessionFramesReplayAsAScenario(name: String) throws {
    let source = try #require(BuiltInScenarios.source(of: name))
    var opening = try JSONValue.parse(Array(source.utf8))
    guard case .object(var members) = opening else { throw Unexpected() }
    members.removeAll { $0.key == "script" }
    opening = .object(members)
    var live = WebBridge.Live()
    #expect(live.open(Array(opening.serialized(decimals: 17).utf8)) == nil)
    let isSheet = name.hasPrefix("sheet")
    let on = isSheet ? #", "on": "content""# : ""
    // A person's hand, one frame of motion at a time: down, up, a hold, a flick, a wait.
    var actions: [String] = []
    for step in 0..<30 {
      let by = step < 15 ? -9.5 : 7.25
      actions.append(#"{"drag": {"by": \#(by), "duration": 0.016666666666666666\#(on)}}"#)
    }
    actions.append(#"{"wait": {"seconds": 0.05}}"#)
    for _ in 0..<4 {
      actions.append(#"{"drag": {"by": -30, "duration": 0.008333333333333333\#(on)}}"#)
    }
    actions.append(#"{"release": {}}"#)
    actions.append(#"{"wait": {"seconds": 1.5}}"#)
    var frames: [JSONValue] = []
    for action in actions {
      #expect(live.perform(Array(action.utf8)) == nil)
      guard case .array(let taken) = try JSONValue.parse(Array(live.takeFrames().utf8)) else {
        throw Unexpected()
      }
      frames += taken
    }
    #expect(frames.count > 200)

    members.append(.init("script", .array(try actions.map { try JSONValue.parse(Array($0.utf8)) })))
    let replayed = try ScrollSimulator.run(Scenario(json: .object(members)))
    #expect(replayed.frames.count >= frames.count)
    for (index, frame) in frames.enumerated() {
      // Both as the trace's text (four decimals).
      let expected = replayed.frames[index].json.serialized()
      #expect(frame.serialized() == expected, "frame \(index)")
      if frame.serialized() != expected { break }
    }
  }

  @Test func rejectedActionsChangeNothing() throws {
    var live = WebBridge.Live()
    #expect(live.perform(Array(#"{"wait": {"seconds": 1}}"#.utf8))?.reason == "no scene is open")
    let source = try #require(BuiltInScenarios.source(of: "fling"))
    #expect(live.open(Array(source.utf8)) == nil)
    let before = live.time
    let error = live.perform(Array(#"{"wait": {"seconds": 1e9}}"#.utf8))
    #expect(error?.field == "script[0].wait.seconds")
    #expect(live.time == before)
    #expect(live.perform(Array(#"{"wait": {"seconds": 0.5}}"#.utf8)) == nil)
    #expect(live.time == before + 0.5)
    #expect(live.perform(Array("{\"wait\": }".utf8))?.reason.hasPrefix("not valid JSON") == true)
  }

  /// The session says when everything is at rest, by the rule that ends a whole run: the page
  /// stops its clock on it.
  @Test func reportsRest() throws {
    var live = WebBridge.Live()
    #expect(live.isAtRest)
    let scenario = #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 100}}"#
    #expect(live.open(Array(scenario.utf8)) == nil)
    #expect(live.isAtRest)
    #expect(live.perform(Array(#"{"fling": {"velocity": -3000}}"#.utf8)) == nil)
    #expect(live.perform(Array(#"{"wait": {"seconds": 0.5}}"#.utf8)) == nil)
    #expect(!live.isAtRest)
    #expect(live.perform(Array(#"{"wait": {"seconds": 10}}"#.utf8)) == nil)
    #expect(live.isAtRest)
  }

  struct Unexpected: Error {}
}
