import Foundation
@_spi(Engine) import ScrollworkSimulator
import ScrollworkWeb
import Testing

@Suite struct WebBridgeTests {
  /// The golden traces `scrollwork simulate NAME` prints (`TraceGoldenTests`,
  /// `CommandLineTests`): recorded text, not recomputed here.
  static let goldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ScrollworkSimulatorTests/__Goldens__")

  static func golden(_ name: String) throws -> String {
    let url = goldens.appendingPathComponent("\(name).json")
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  /// The page's replay of every built-in scene is its golden trace byte for byte: what
  /// `scrollwork simulate` prints. An `fps` equal to the scene's own changes nothing.
  @Test(arguments: BuiltInScenarios.names)
  func replayIsTheGoldenTrace(name: String) throws {
    let text = try #require(BuiltInScenarios.source(of: name))
    let golden = try Self.golden(name)
    let page = try WebBridge.replay(Array(text.utf8), fps: nil).get()
    #expect(Self.firstDifference(page, golden) == nil, "__Goldens__/\(name).json")
    let fps = try BuiltInScenarios.named(name).fps
    let atItsOwnRate = try WebBridge.replay(Array(text.utf8), fps: fps).get()
    #expect(Self.firstDifference(atItsOwnRate, golden) == nil, "at \(fps) fps")
  }

  /// The first line where `text` differs from `golden`, both lines shown; `nil` when equal.
  static func firstDifference(_ text: String, _ golden: String) -> String? {
    guard text != golden else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let index = zip(lines, expected).prefix { $0 == $1 }.count
    let got = index < lines.count ? lines[index].prefix(160) : "(end)"
    let want = index < expected.count ? expected[index].prefix(160) : "(end)"
    return "line \(index + 1): \(got)\n  golden: \(want)"
  }

  /// An `fps` other than the scene's is the display's: the trace says so, and its frames are
  /// 1/60 s apart from 0 (written to four places), where the golden's are 1/120 s apart.
  @Test func replayAtAnotherFrameRate() throws {
    let text = try #require(BuiltInScenarios.source(of: "fling"))
    let page = try WebBridge.replay(Array(text.utf8), fps: 60).get()
    guard case .object(let trace) = try JSONValue.parse(Array(page.utf8)),
      case .number(let fps)? = trace.first(where: { $0.key == "fps" })?.value,
      case .array(let frames)? = trace.first(where: { $0.key == "frames" })?.value
    else { throw Unexpected() }
    #expect(fps == 60)
    #expect(frames.count > 60)
    let times = try frames.map { frame in
      guard case .object(let members) = frame,
        case .number(let t)? = members.first(where: { $0.key == "t" })?.value
      else { throw Unexpected() }
      return t
    }
    let late = times.indices.first { abs(times[$0] - Double($0) / 60) > 0.00005 }
    #expect(late == nil, "frame \(late ?? 0) at \(late.map { times[$0] } ?? 0)")
    #expect(try Self.golden("fling").contains(#"{"t":0.0083,"#), "the golden is at 120 fps")
  }

  @Test func replayReportsOneLineErrors() {
    let result = WebBridge.replay(Array(#"{"viewport": {"width": 390}}"#.utf8), fps: nil)
    #expect(throws: ScenarioError.self) { try result.get() }
    guard case .failure(let error) = result else { return }
    #expect(error.description == "scenario: viewport.height: required")
  }

  /// A session's frames are the frames of the scenario made of its opening scene and the
  /// actions it was given: what the page's download holds and the CLI replays.
  @Test(arguments: [
    "peek-fox", "sheet-one-gesture", "two-tone", "sheet-keyboard", "refresh", "effects-combined",
  ])
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

  /// The numbers a tick hands the page are the frames the JSON path gives, field by field.
  @Test(arguments: ["peek-fox", "sheet-keyboard", "effects-combined"])
  func frameSlotsAreTheFrames(name: String) throws {
    var source = try #require(BuiltInScenarios.source(of: name))
    // Every decoration from its opening, without the script that flings it away: the pull
    // below stretches the header and begins a refresh.
    let pull = name == "effects-combined" ? 15 : -7.5
    if pull > 0, case .object(var members) = try JSONValue.parse(Array(source.utf8)) {
      members.removeAll { $0.key == "script" }
      source = JSONValue.object(members).serialized(decimals: 17)
    }
    var numbers = WebBridge.Live()
    var text = WebBridge.Live()
    #expect(numbers.open(Array(source.utf8)) == nil)
    #expect(text.open(Array(source.utf8)) == nil)
    let on = name.hasPrefix("sheet") ? 3 : 0
    var refreshed = false
    for step in 0..<40 {
      let by = step < 20 ? pull : 0
      if step == 25 {
        #expect(numbers.release() == nil)
        #expect(text.perform(Array(#"{"release": {}}"#.utf8)) == nil)
      }
      #expect(numbers.drag(by: by, duration: 0.011, on: on) == nil)
      let action = on == 3 ? #", "on": "content""# : ""
      #expect(
        text.perform(Array(#"{"drag": {"by": \#(by), "duration": 0.011\#(action)}}"#.utf8)) == nil)
      let count = numbers.takeFrameSlots()
      guard case .array(let frames) = try JSONValue.parse(Array(text.takeFrames().utf8)) else {
        throw Unexpected()
      }
      #expect(count == frames.count)
      for (index, frame) in frames.enumerated() {
        let leaves = FrameLayoutTests.leaves(of: frame)
        for field in FrameLayout.fields where field.kind == .number || field.kind == .rect {
          for part in 0..<field.kind.count {
            let path = field.kind == .rect ? "\(field.name)[\(part)]" : field.name
            let slot = numbers.slots[index * FrameLayout.size + field.offset + part]
            if case .number(let value)? = leaves[path] {
              // The text has four places.
              #expect(abs(slot - value) <= 0.00005, "step \(step) \(path)")
            } else {
              #expect(slot.isNaN, "step \(step) \(path)")
            }
          }
        }
        for field in FrameLayout.fields where field.kind == .bool {
          let slot = numbers.slots[index * FrameLayout.size + field.offset]
          if case .bool(let flag)? = leaves[field.name] {
            #expect(slot == (flag ? 1 : 0), "step \(step) \(field.name)")
            refreshed = refreshed || (field.name.hasSuffix("refreshing") && flag)
          } else {
            #expect(slot.isNaN, "step \(step) \(field.name)")
          }
        }
      }
    }
    #expect(refreshed == (pull > 0), "a refresh began")
    let rows = [
      "peek-fox": #"{"rows":30,"rowHeight":44}"#, "sheet-keyboard": #"{"rows":40,"rowHeight":56}"#,
      "effects-combined": #"{"rows":6,"rowHeight":44}"#,
    ][name]
    #expect(numbers.content == rows)
  }

  /// The frame the page draws before it stops its clock is the one a whole run ends on, even
  /// where recording a frame sets the sheet moving again (the keyboard's last step).
  @Test func restFrameIsTheRunsLast() throws {
    let source = try #require(BuiltInScenarios.source(of: "sheet-keyboard"))
    guard case .object(var members) = try JSONValue.parse(Array(source.utf8)) else {
      throw Unexpected()
    }
    members.removeAll { $0.key == "script" }
    var live = WebBridge.Live()
    #expect(live.open(Array(JSONValue.object(members).serialized(decimals: 9).utf8)) == nil)
    var script: [JSONValue] = []
    func perform(_ text: String) {
      #expect(live.perform(Array(text.utf8)) == nil)
      script.append(try! JSONValue.parse(Array(text.utf8)))
    }
    for height in [336, 0] {
      perform(#"{"keyboard": {"height": \#(height)}}"#)
      while !live.isAtRest { perform(#"{"wait": {"seconds": 0.008333333333333333}}"#) }
    }
    let rest = live.restFrameTime(limit: 120)
    #expect(!rest.isNaN)
    perform(#"{"wait": {"seconds": \#(rest + 0.5 / 120 - live.time)}}"#)
    guard case .array(let taken) = try JSONValue.parse(Array(live.takeFrames().utf8)),
      let drawn = taken.last
    else { throw Unexpected() }
    members.append(.init("script", .array(script)))
    let run = try ScrollSimulator.run(Scenario(json: .object(members)))
    let atRest = try #require(run.frames.first { abs($0.t - rest) < 1e-9 })
    #expect(drawn.serialized() == atRest.json.serialized())
    #expect(live.isAtRest)
    #expect(atRest.sheet?.sample.sheet.phase == .idle)
    #expect(atRest.sheet?.keyboardHeight == 0)
  }

  /// The page asks the sheet's kernel which link a touch drives.
  @Test func dragSourceIsTheKernels() throws {
    var live = WebBridge.Live()
    #expect(live.dragSource(x: 195, y: 700) == 0, "no scene")
    let source = try #require(BuiltInScenarios.source(of: "sheet-keyboard"))
    #expect(live.open(Array(source.utf8)) == nil)
    // The teaser: the panel's top at 644, a 20 pt grabber strip, a 120 pt header.
    #expect(live.dragSource(x: 195, y: 600) == 0)
    #expect(live.dragSource(x: 195, y: 650) == 1)
    #expect(live.dragSource(x: 195, y: 700) == 2)
    #expect(live.dragSource(x: 195, y: 800) == 3)
    let fling = try #require(BuiltInScenarios.source(of: "fling"))
    #expect(live.open(Array(fling.utf8)) == nil)
    #expect(live.dragSource(x: 195, y: 400) == 0, "no sheet")
  }

  /// The settings fill in the engine's defaults: the page spells none.
  @Test func settingsHoldTheEnginesDefaults() throws {
    let source = try #require(BuiltInScenarios.source(of: "sheet-keyboard"))
    let text = try WebBridge.settings(Array(source.utf8)).get()
    #expect(
      text.contains(#""snap":{"velocityThreshold":500,"maximumDetentsSkipped":1}"#), "\(text)")
    #expect(text.contains(#""spring":{"response":0.42,"dampingFraction":0.86}"#), "\(text)")
    #expect(text.contains(#""header":{"height":120,"collapsible":64,"reveal":"always"}"#))
    #expect(text.contains(#""dismissal":"none""#), "\(text)")
    let scroll =
      #"{"viewport": {"width": 390, "height": 844}, "insets": {"top": 91},"#
      + #" "content": {"rows": 30}, "decorations": {"peekingBackground": {}, "edgeShadows": {}}}"#
    let decorated = try WebBridge.settings(Array(scroll.utf8)).get()
    #expect(decorated.contains(#""peekingBackground":{"dimming":0.25,"#), "\(decorated)")
    #expect(decorated.contains(#""edgeShadows":{"thickness":10}"#))
    #expect(decorated.contains(#""topOffset":-91"#))
    #expect(decorated.contains(#""content":{"rows":30,"rowHeight":44}"#))
  }

  /// A sheet's dismissal is reported as the scenario sets it, for the playground's control and
  /// its code.
  @Test(arguments: [
    ("sheet-dismiss", "interactive"), ("sheet-dismiss-veto", "vetoed"), ("sheet-states", "none"),
  ])
  func settingsReportTheDismissal(name: String, dismissal: String) throws {
    let source = try #require(BuiltInScenarios.source(of: name))
    let text = try WebBridge.settings(Array(source.utf8)).get()
    #expect(text.contains(#""dismissal":"\#(dismissal)""#), "\(text)")
  }

  /// The settings list the sheet's detents as a scenario spells them, a fitted one's
  /// `topInset` filled in, and each page's rows: the playground's detent labels, code, page
  /// buttons and Rows control read them.
  @Test func settingsReportFittedDetentsAndPages() throws {
    let fitted = try #require(BuiltInScenarios.source(of: "sheet-fitted"))
    let card = try WebBridge.settings(Array(fitted.utf8)).get()
    #expect(
      card.contains(
        #""detents":[{"id":"card","fitted":{"topInset":10}},{"id":"maximum","inset":10}]"#),
      "\(card)")
    #expect(card.contains(#""pages":[]"#), "\(card)")
    #expect(card.contains(#""content":{"rows":3,"rowHeight":56}"#), "\(card)")

    let paged = try #require(BuiltInScenarios.source(of: "sheet-pages"))
    let pages = try WebBridge.settings(Array(paged.utf8)).get()
    #expect(
      pages.contains(#""pages":[{"rows":40,"rowHeight":56},{"rows":30,"rowHeight":72}]"#),
      "\(pages)")
    #expect(pages.contains(#""content":{"rows":40,"rowHeight":56}"#), "the first page's")
    #expect(
      pages.contains(
        #""detents":[{"id":"teaser","height":200},{"id":"default","fraction":0.45},"#
          + #"{"id":"maximum","inset":10}]"#), "\(pages)")

    // `"fitted": true` is a fitted detent at the top safe area: topInset 0.
    let plain =
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": "#
      + #"[{"id": "card", "fitted": true}], "content": {"rows": 2, "rowHeight": 50}}}"#
    let zero = try WebBridge.settings(Array(plain.utf8)).get()
    #expect(zero.contains(#""detents":[{"id":"card","fitted":{"topInset":0}}]"#), "\(zero)")
  }

  /// The settings report the panel's appearance as a scenario spells it, a floating one's
  /// inset and corner radius filled in: the playground's Appearance control and its code.
  @Test func settingsReportTheAppearance() throws {
    let floating = try #require(BuiltInScenarios.source(of: "sheet-floating"))
    let text = try WebBridge.settings(Array(floating.utf8)).get()
    #expect(
      text.contains(#""appearance":{"style":"floating","inset":8,"cornerRadius":38}"#), "\(text)")
    let attached = try #require(BuiltInScenarios.source(of: "sheet-keyboard"))
    let plain = try WebBridge.settings(Array(attached.utf8)).get()
    #expect(plain.contains(#""appearance":{"style":"attached"}"#), "\(plain)")

    // A floating panel without its numbers gets the engine's, the page none of its own.
    let bare =
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": "#
      + #"[{"id": "low", "height": 200}, {"id": "high", "inset": 10}], "#
      + #""appearance": {"style": "floating"}}}"#
    let defaults = try WebBridge.settings(Array(bare.utf8)).get()
    #expect(
      defaults.contains(#""appearance":{"style":"floating","inset":8,"cornerRadius":38}"#),
      "\(defaults)")
    let scroll = #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 3}}"#
    #expect(!(try WebBridge.settings(Array(scroll.utf8)).get()).contains("appearance"))
  }

  /// The settings report the effects past the seeds as a scenario spells them, every field
  /// filled in: the playground's controls and its code read them.
  @Test func settingsReportTheEffects() throws {
    let combined = try #require(BuiltInScenarios.source(of: "effects-combined"))
    let text = try WebBridge.settings(Array(combined.utf8)).get()
    #expect(
      text.contains(
        #""stretchyHeader":{"height":200,"minimumHeight":72,"anchor":"center","stretch":0.6}"#),
      "\(text)")
    #expect(
      text.contains(#""emptyState":{"trigger":"contentShort","verticalOffset":0,"scrolls":true}"#),
      "\(text)")
    #expect(
      text.contains(
        #""edgeEffects":{"top":"soft","bottom":"hard","softLength":24,"fadeDistance":16}"#),
      "\(text)")
    #expect(
      text.contains(#""refreshControl":{"triggerDistance":100,"holdHeight":60,"spinnerSize":28}"#),
      "\(text)")
    // What a scenario leaves out is the engine's default; an edge without an effect is "none".
    let bare =
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 3}, "decorations": {"#
      + #""stretchyHeader": {"height": 120}, "emptyState": {}, "edgeEffects": {"top": "hard"}, "#
      + #""refreshControl": {}}}"#
    let defaults = try WebBridge.settings(Array(bare.utf8)).get()
    #expect(
      defaults.contains(
        #""stretchyHeader":{"height":120,"minimumHeight":0,"anchor":"fill","stretch":1}"#),
      "\(defaults)")
    #expect(
      defaults.contains(
        #""emptyState":{"trigger":"noContent","verticalOffset":0,"scrolls":true}"#), "\(defaults)")
    #expect(
      defaults.contains(
        #""edgeEffects":{"top":"hard","bottom":"none","softLength":24,"fadeDistance":16}"#),
      "\(defaults)")
    #expect(
      defaults.contains(
        #""refreshControl":{"triggerDistance":100,"holdHeight":60,"spinnerSize":28}"#),
      "\(defaults)")
  }

  /// A self-sizing list's rows cross beside the frames as numbers: after every tick the heights
  /// the page reads, and the `first`, `top` and `measured` slots of the tick's last frame, are
  /// that frame's `rows` (or `sheet.rows`) window as the trace writes it. Other content hands
  /// over no heights.
  @Test(arguments: ["rows-fling", "rows-scroll-to-row", "sheet-rows-hand-off"])
  func rowHeightsAreTheLastFramesWindow(name: String) throws {
    let source = try #require(BuiltInScenarios.source(of: name))
    guard case .object(var members) = try JSONValue.parse(Array(source.utf8)),
      case .array(let script)? = members.first(where: { $0.key == "script" })?.value
    else { throw Unexpected() }
    // The script as the page performs it, a wait a frame at a time (each a tick), and two
    // seconds more to come to rest.
    var actions: [JSONValue] = []
    for action in script + [.object([.init("wait", .object([.init("seconds", .number(2))]))])] {
      guard case .object(let fields) = action, fields.first?.key == "wait",
        case .object(let wait) = fields[0].value,
        case .number(let seconds)? = wait.first(where: { $0.key == "seconds" })?.value
      else {
        actions.append(action)
        continue
      }
      let ticks = Int((seconds * 60).rounded(.up))
      for _ in 0..<ticks {
        let wait = JSONValue.object([.init("seconds", .number(seconds / Double(ticks)))])
        actions.append(.object([.init("wait", wait)]))
      }
    }
    members.removeAll { $0.key == "script" }
    let opening = Array(JSONValue.object(members).serialized(decimals: 17).utf8)
    var numbers = WebBridge.Live()
    var text = WebBridge.Live()
    #expect(numbers.open(opening) == nil)
    #expect(text.open(opening) == nil)
    var ticks = 0
    for action in actions {
      let bytes = Array(action.serialized(decimals: 17).utf8)
      #expect(numbers.perform(bytes) == nil)
      #expect(text.perform(bytes) == nil)
      let count = numbers.takeFrameSlots()
      guard case .array(let frames) = try JSONValue.parse(Array(text.takeFrames().utf8)) else {
        throw Unexpected()
      }
      #expect(count == frames.count)
      guard let last = frames.last else { continue }
      ticks += 1
      let leaves = FrameLayoutTests.leaves(of: last)
      let prefix = leaves["rows.first"] != nil ? "rows" : "sheet.rows"
      var heights: [Double] = []
      while case .number(let height)? = leaves["\(prefix).heights[\(heights.count)]"] {
        heights.append(height)
      }
      #expect(!heights.isEmpty, "tick \(ticks)")
      #expect(numbers.rowHeights.count == heights.count, "tick \(ticks)")
      for (got, height) in zip(numbers.rowHeights, heights) {
        // The text has four places.
        #expect(abs(got - height) <= 0.00005, "tick \(ticks)")
      }
      for key in ["first", "top", "measured"] {
        let field = try #require(FrameLayout.fields.first { $0.name == "\(prefix).\(key)" })
        guard case .number(let value)? = leaves["\(prefix).\(key)"] else {
          Issue.record("tick \(ticks): no \(prefix).\(key)")
          continue
        }
        let slot = numbers.slots[(count - 1) * FrameLayout.size + field.offset]
        #expect(abs(slot - value) <= 0.00005, "tick \(ticks) \(key)")
      }
    }
    #expect(ticks > 100)
    let fling = try #require(BuiltInScenarios.source(of: "fling"))
    #expect(numbers.open(Array(fling.utf8)) == nil)
    #expect(numbers.wait(seconds: 0.1) == nil)
    #expect(numbers.takeFrameSlots() > 0)
    #expect(numbers.rowHeights.isEmpty)
  }

  /// Self-sizing rows' settings spell their estimate, error, seed and margin, the engine's
  /// defaults filled in, and no `rowHeight`: the page's controls and code show them.
  @Test func settingsReportSelfSizingRows() throws {
    let source = try #require(BuiltInScenarios.source(of: "rows-fling"))
    let text = try WebBridge.settings(Array(source.utf8)).get()
    #expect(
      text.contains(
        #""content":{"rows":100000,"estimatedRowHeight":56,"estimateError":0.5,"seed":7,"#
          + #""margin":88}"#), "\(text)")
    let sheet = try #require(BuiltInScenarios.source(of: "sheet-rows-hand-off"))
    let sheetText = try WebBridge.settings(Array(sheet.utf8)).get()
    #expect(sheetText.contains(#""estimatedRowHeight":56,"estimateError":0.5,"seed":3"#))
    #expect(
      sheetText.contains(#""content":{"rows":100000,"estimatedRowHeight":56,"#), "\(sheetText)")
  }

  struct Unexpected: Error {}
}
