import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// The simulator's sheet host over the kernel: the scenario's rate and scale reach the sheet,
/// app-set offsets reach the list, and no hand-off jumps.
struct SheetHostTests {
  /// `sheet-fling-up` with its rate and display scale changed.
  static func flingUp(rate: String?, scale: Double?) throws -> Trace {
    let source = try #require(BuiltInScenarios.source(of: "sheet-fling-up"))
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(source.utf8)) as? [String: Any])
    if let rate { json["decelerationRate"] = rate }
    if let scale { json["displayScale"] = scale }
    return try ScrollSimulator.run(
      Scenario.parse(JSONSerialization.data(withJSONObject: json), file: "fling-up.json"))
  }

  /// Every sheet position and list offset lies on the scenario's pixel grid.
  @Test(arguments: [1.0, 2, 3])
  func displayScaleIsTheGrid(_ scale: Double) throws {
    let trace = try Self.flingUp(rate: nil, scale: scale)
    for frame in trace.frames {
      let sheet = try #require(frame.sheet)
      for value in [sheet.sample.sheet.y, sheet.sample.content.offset] {
        #expect(abs(value * scale - (value * scale).rounded()) < 1e-6, "\(value) at \(scale)×")
      }
    }
  }

  /// The deceleration rate reaches the chain: a fling up in the list from the default detent
  /// carries the sheet to its top and the rest into the list, less far at the fast rate.
  @Test func decelerationRateReachesTheChain() throws {
    func restingList(_ rate: String) throws -> Double {
      let text = """
        {"viewport": {"width": 390, "height": 844}, "decelerationRate": "\(rate)",
        "sheet": {"safeArea": {"top": 59, "bottom": 34}, "detents": [{"id": "low", "height": 120},
        {"id": "default", "fraction": 0.45}, {"id": "top", "inset": 10}], "initial": "default",
        "content": {"rows": 200}},
        "script": [{"drag": {"by": -20, "duration": 0.05}}, {"fling": {"velocity": -4000}}]}
        """
      let trace = try ScrollSimulator.run(Scenario.parse(Data(text.utf8), file: "t.json"))
      #expect(trace.frames.contains { $0.sheet?.sample.sheet.phase == .decelerating })
      return try #require(trace.final.sheet).sample.content.offset
    }
    let normal = try restingList("normal")
    let fast = try restingList("fast")
    #expect(fast < normal)
    #expect(fast >= 0)
  }

  func run(_ script: String) throws -> Trace {
    let text = """
      {"viewport": {"width": 390, "height": 844}, "sheet": {"safeArea": {"top": 59, "bottom": 34},
      "detents": [{"id": "low", "height": 120}, {"id": "default", "fraction": 0.45},
      {"id": "top", "inset": 10}], "initial": "top", "content": {"rows": 60}},
      "script": [\(script)]}
      """
    return try ScrollSimulator.run(Scenario.parse(Data(text.utf8), file: "t.json"))
  }

  /// The app puts the list at a row (`scrollToRow`, a status-bar tap): it stays there.
  @Test func appSetOffsetIsTaken() throws {
    let trace = try run(#"{"wait": {"seconds": 0.1}}, {"scrollTo": {"offset": 440}}"#)
    #expect(trace.final.sheet?.sample.content.offset == 440)
    let fling = try run(
      #"{"drag": {"by": -300, "duration": 0.1}}, {"release": {}}, {"wait": {"seconds": 0.2}}, {"scrollTo": {"offset": 0}}"#
    )
    #expect(fling.final.sheet?.sample.content.offset == 0, "a coasting list stops where it is put")
  }

  /// Animated (a status-bar tap's scroll to top), UIKit moves the list over several frames and
  /// the container hands every step to Core: the list glides there, nothing else moves.
  @Test func animatedAppScrollIsFollowedFrameByFrame() throws {
    let trace = try run(
      #"{"scrollTo": {"offset": 600}}, {"wait": {"seconds": 0.1}}, {"scrollTo": {"offset": 0, "animated": true}}"#
    )
    let offsets = trace.frames.compactMap { $0.sheet?.sample.content.offset }
    #expect(offsets.contains { $0 > 0 && $0 < 600 }, "it passes in between")
    #expect(zip(offsets, offsets.dropFirst()).filter { $1 < $0 }.count > 3, "over several frames")
    #expect(trace.final.sheet?.sample.content.offset == 0)
    #expect(Set(trace.frames.compactMap { $0.sheet?.sample.sheet.y }).count == 1)
  }

  func run(sheet options: String, _ script: String) throws -> Trace {
    let text = """
      {"viewport": {"width": 390, "height": 844}, "sheet": {"safeArea": {"top": 59, "bottom": 34},
      "detents": [{"id": "low", "height": 120}, {"id": "default", "fraction": 0.45},
      {"id": "top", "inset": 10}], "initial": "default", "content": {"rows": 60}\(options)},
      "script": [\(script)]}
      """
    return try ScrollSimulator.run(Scenario.parse(Data(text.utf8), file: "t.json"))
  }

  /// `keyboardByDetent` reaches the sheet: the keyboard lifts the sheet at "default" by
  /// default, and leaves it where it is when that detent says "none".
  @Test func keyboardModePerDetent() throws {
    let keyboard = #"{"keyboard": {"height": 336, "duration": 0.25}}, {"wait": {"seconds": 0.5}}"#
    let lifted = try run(sheet: "", keyboard)
    let stays = try run(sheet: #", "keyboardByDetent": {"default": "none"}"#, keyboard)
    let start = try #require(lifted.frames.first?.sheet).sample.sheet.y
    #expect(try #require(lifted.final.sheet).sample.sheet.y < start - 100)
    #expect(try #require(stays.final.sheet).sample.sheet.y == start)
  }

  /// `contentInteraction: "scrolls"` reaches the chain: a drag up on the list at "default"
  /// collapses the header and scrolls the list, leaving the sheet where it is, where by default
  /// it raises the sheet.
  @Test func contentScrollsAtEveryDetent() throws {
    func endOfDrag(_ options: String) throws -> SheetScrollSample {
      let trace = try run(sheet: options, #"{"drag": {"by": -200, "duration": 0.2}}"#)
      return try #require(trace.frames.first { abs($0.t - 0.2) < 1e-9 }?.sheet).sample
    }
    let start = try #require(run(sheet: "", "").final.sheet).sample.sheet.y
    let resizes = try endOfDrag("")
    let scrolls = try endOfDrag(#", "contentInteraction": "scrolls""#)
    #expect(abs(resizes.sheet.y - (start - 200)) < 1)
    #expect(resizes.content.offset == 0)
    #expect(scrolls.sheet.y == start)
    #expect(scrolls.headerCollapsed > 0)
    #expect(abs(scrolls.headerCollapsed + scrolls.content.offset - 200) < 1)
  }
}

/// Issue 14's fuzzing findings about the sheet chain (their JSON as found), as regressions.
struct SheetChainFindingsTests {
  static func run(_ json: String) throws -> Trace {
    try ScrollSimulator.run(Scenario.parse(Data(json.utf8), file: "finding.json"))
  }

  /// `header-half-collapsed.json`: a fling up, then an empty `setContent` during its momentum,
  /// rested the header 22.5 of 64 collapsed.
  @Test func aContentChangeDuringMomentumLeavesTheHeaderAtAnEnd() throws {
    let trace = try Self.run(
      #"{"viewport":{"width":9,"height":422},"sheet":{"safeArea":{"top":59},"detents":[{"id":"l","height":100},{"id":"t","inset":0}]},"script":[{"fling":{"velocity":-6000}},{"wait":{"seconds":0.05}},{"setContent":{}}]}"#
    )
    let final = try #require(trace.final.sheet)
    #expect([0, final.header.collapsible].contains(final.sample.headerCollapsed))
    #expect(final.detents.all.contains { abs($0.y - final.sample.sheet.y) < 0.5 })
  }

  /// `sheet-content.json`: the list's viewport changed under it as the sheet moved, and it
  /// rested at 88, past its end at 85.33.
  @Test func theListRestsInTheRangeItIsShownIn() throws {
    let trace = try Self.run(
      #"{"viewport":{"width":3,"height":84},"sheet":{"detents":[{"id":"d","fraction":0.7}],"content":{"rows":2}},"script":[{"drag":{"by":-900,"duration":3}},{"drag":{"by":8,"duration":5}}]}"#
    )
    let final = try #require(trace.final.sheet)
    let max = 88 - final.kernel.content.height
    #expect(final.sample.content.offset <= max + 1e-9, "rests at \(final.sample.content.offset)")
  }

  /// `sheet-jump-setcontent.json`: an empty `setContent` while the sheet coasted at y ≈ 563
  /// jumped it to 744 in one frame.
  @Test func aContentChangeDoesNotMoveACoastingSheet() throws {
    let trace = try Self.run(
      #"{"viewport":{"width":390,"height":844},"sheet":{"safeArea":{"top":59,"bottom":34},"detents":[{"id":"low","height":100},{"id":"top","inset":10}],"header":{"height":120,"collapsible":false}},"script":[{"fling":{"velocity":-2000}},{"wait":{"seconds":0.1}},{"setContent":{}}]}"#
    )
    let sheets = trace.frames.compactMap(\.sheet)
    for (a, b) in zip(sheets, sheets.dropFirst()) {
      let speed = max(abs(a.sample.sheet.velocity), abs(b.sample.sheet.velocity))
      #expect(abs(b.sample.sheet.y - a.sample.sheet.y) <= speed / trace.fps + 1)
    }
    #expect(trace.final.sheet?.sample.sheet.settledDetent == "top")
  }
}
