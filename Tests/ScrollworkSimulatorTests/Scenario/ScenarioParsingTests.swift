import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// A scenario's JSON with `extra` members added to a valid base.
private func scenario(_ extra: String = "", base: String? = nil) -> Data {
  let body =
    base
    ?? #""viewport": {"width": 390, "height": 844}, "content": {"rows": 40, "rowHeight": 44}"#
  return Data("{\(body)\(extra.isEmpty ? "" : ", " + extra)}".utf8)
}

struct ScenarioParsingTests {
  @Test func everyFieldIsRead() throws {
    let parsed = try Scenario.parse(
      scenario(
        #"""
        "name": "n", "title": "T", "description": "D", "lookFor": "L",
        "insets": {"top": 91, "left": 1, "bottom": 34, "right": 2}, "initialOffset": 10,
        "decelerationRate": "fast", "bounce": {"top": false}, "displayScale": 2, "fps": 60,
        "script": [{"drag": {"by": -100, "duration": 0.5}}, {"release": {}},
          {"fling": {"velocity": 300}}, {"wait": {"seconds": 1}}, {"scrollTo": {"offset": 5}},
          {"scrollTo": {"offset": 6, "animated": true}}]
        """#))
    #expect(parsed.name == "n")
    #expect(parsed.title == "T")
    #expect(parsed.description == "D")
    #expect(parsed.lookFor == "L")
    #expect(parsed.insets == HostInsets(top: 91, left: 1, bottom: 34, right: 2))
    #expect(parsed.initialOffset == 10)
    #expect(parsed.decelerationRate == .fast)
    #expect(parsed.bounce == BouncePolicy(start: false, end: true))
    #expect(parsed.displayScale == 2)
    #expect(parsed.fps == 60)
    #expect(
      parsed.script == [
        .drag(by: -100, duration: 0.5), .release, .fling(velocity: 300), .wait(seconds: 1),
        .scrollTo(offset: 5, animated: false), .scrollTo(offset: 6, animated: true),
      ])
  }

  @Test(arguments: [
    (#""content": {"height": 900}"#, ContentLayout.height(900)),
    (#""content": {"rows": 3}"#, .rows(count: 3, rowHeight: 44)),
    (#""content": {"rowHeights": [10, 20.5]}"#, .rowHeights([10, 20.5])),
  ])
  func contentForms(content: String, expected: ContentLayout) throws {
    let parsed = try Scenario.parse(
      scenario(base: #""viewport": {"width": 1, "height": 2}, "# + content))
    #expect(parsed.content == expected)
  }

  /// A drag on the grabber is `"on": "grabber"`; `"sheet"`, the name earlier scenario files
  /// gave it, still reads as the grabber.
  @Test(arguments: ["grabber", "sheet"])
  func theGrabbersNames(name: String) throws {
    let parsed = try Scenario.parse(
      scenario(
        #""sheet": {"detents": [{"id": "a", "height": 100}, {"id": "b", "inset": 0}]}, "#
          + #""script": [{"drag": {"by": -50, "duration": 0.2, "on": "\#(name)"}}, "#
          + #"{"fling": {"velocity": -900, "on": "\#(name)"}}, {"touch": {"on": "\#(name)"}}]"#))
    #expect(
      parsed.script == [
        .sheetDrag(by: -50, duration: 0.2, on: .grabber), .sheetFling(velocity: -900, on: .grabber),
        .sheetTouch(on: .grabber),
      ])
  }

  @Test func numericDecelerationRate() throws {
    let parsed = try Scenario.parse(scenario(#""decelerationRate": 0.995"#))
    #expect(parsed.decelerationRate.perMillisecond == 0.995)
  }

  /// Partial `setContent`, `setInsets` and `resize` change only the fields they give.
  @Test func partialChangesKeepTheOtherFields() throws {
    let parsed = try Scenario.parse(
      scenario(
        #"""
        "insets": {"top": 91, "bottom": 34},
        "script": [{"setContent": {"rows": 3}}, {"setContent": {"rowHeight": 60}},
          {"setInsets": {"top": 143}}, {"resize": {"width": 844}},
          {"setContent": {"height": 100}}]
        """#))
    #expect(
      parsed.script == [
        .setContent(.rows(count: 3, rowHeight: 44)), .setContent(.rows(count: 3, rowHeight: 60)),
        .setInsets(HostInsets(top: 143, bottom: 34)),
        .resize(HostSize(width: 844, height: 844)), .setContent(.height(100)),
      ])
  }

  /// Every kind of bad input gets one line naming the file, the field and the reason.
  @Test(arguments: [
    ("{", "s.json: not valid JSON"),
    (#"{"viewport": {"width": 1, "height": 2}}"#, "s.json: content: required"),
    (#"{"content": {"height": 1}}"#, "s.json: viewport: required"),
    (
      #"{"viewport": {"width": 1, "height": -2}, "content": {"height": 1}}"#,
      "s.json: viewport.height: expected a number from 0 to 1e9, got -2"
    ),
    (
      #"{"viewport": {"width": "wide", "height": 2}, "content": {"height": 1}}"#,
      "s.json: viewport.width: expected a number from 0 to 1e9, got a string"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "colour": 1}"#,
      "s.json: colour: unknown key"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "fps": 0}"#,
      "s.json: fps: expected a number from 1 to 1000, got 0"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "fps": -5}"#,
      "s.json: fps: expected a number from 1 to 1000, got -5"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1, "rows": 2}}"#,
      "s.json: content: give one of height, rows/rowHeight or rowHeights"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rowHeights": [1, -1]}}"#,
      "s.json: content.rowHeights[1]: expected a number from 0 to 1e9, got -1"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rows": 2.5}}"#,
      "s.json: content.rows: expected a whole number from 0 to 1000000, got 2.5"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "decelerationRate": 1}"#,
      "s.json: decelerationRate: expected a number between 0 and 1 (exclusive), got 1"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "decelerationRate": "slow"}"#,
      "s.json: decelerationRate: expected \"normal\", \"fast\" or a number, got a string"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "bounce": {"top": 1}}"#,
      "s.json: bounce.top: expected true or false, got a number"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "script": [{"drag": {"by": 1, "duration": -1}}]}"#,
      "s.json: script[0].drag.duration: expected a number from 0 to 1e9, got -1"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "script": [{"drag": {"by": 1}}]}"#,
      "s.json: script[0].drag.duration: required"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "script": [{"jump": {}}]}"#,
      "s.json: script[0].jump: unknown action"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "script": [{"wait": {"seconds": 1}, "release": {}}]}"#,
      "s.json: script[0]: expected an object with exactly one key"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "script": [{"release": {"now": true}}]}"#,
      "s.json: script[0].release.now: unknown key"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1}, "script": {"wait": 1}}"#,
      "s.json: script: expected an array, got an object"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"height": 1e999}}"#,
      "s.json: content.height: the number 1e999 is out of range (line 1, column 63)"
    ),
  ])
  func badInputIsOneClearLine(json: String, expectedPrefix: String) {
    do {
      _ = try Scenario.parse(Data(json.utf8), file: "s.json")
      Issue.record("accepted \(json)")
    } catch {
      let message = error.description
      #expect(message.hasPrefix(expectedPrefix), "\(message)")
      #expect(!message.contains("\n"))
    }
  }
}
