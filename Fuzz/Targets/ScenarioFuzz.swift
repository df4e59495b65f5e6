import Foundation
@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// libFuzzer target: the fuzzer's bytes as a scenario file, parsed by `Scenario.parse` and, when
/// accepted, simulated by ``ScrollSimulator`` with its default rest cap (a bounded run: at most
/// ``ScenarioLimits/simulatedTime`` seconds of simulated time).
///
/// Invariants (Guides/Fuzzing.md): parsing either accepts or throws a one-line
/// ``ScenarioError``; a run either throws a one-line error or ends; every number in every frame
/// is finite; a run that comes to rest rests in range: the scroll view's offset within its
/// range, the sheet at one of its detents, its header open or collapsed and its list within
/// its range. Time and memory are bounded by libFuzzer's `-timeout` and `-rss_limit_mb`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  ScenarioFuzz.run(Data(bytes: data, count: size))
  return 0
}

enum ScenarioFuzz {
  static func run(_ data: Data) {
    let scenario: Scenario
    do {
      scenario = try Scenario.parse(data, file: "fuzz.json")
    } catch {
      requireOneLine(error.description)
      return
    }
    var sink = FrameChecker()
    let summary: TraceSummary
    do {
      summary = try ScrollSimulator.run(scenario, frames: &sink)
    } catch {
      requireOneLine(error.description)
      return
    }
    check(summary.final, label: "final")
    checkAllNumbers(summary.final.json, path: "final")
    if !summary.capped { checkRest(summary.final, scenario: scenario) }
  }

  static func requireOneLine(_ message: String) {
    require(
      !message.contains("\n") && !message.contains("\r"), "a message on two lines: \(message)")
  }

  /// Checks every frame as it is recorded; every 16th in full, through its JSON.
  struct FrameChecker: TraceFrameSink {
    var count = 0
    mutating func receive(_ frame: TraceFrame) {
      ScenarioFuzz.check(frame, label: "frame \(count)")
      if count % 16 == 0 { ScenarioFuzz.checkAllNumbers(frame.json, path: "frame \(count)") }
      count += 1
    }
  }

  /// The numbers every frame has: time, scroll, content and the sheet's sample.
  static func check(_ frame: TraceFrame, label: @autoclosure () -> String) {
    var numbers = [frame.t, frame.scroll.offset, frame.scroll.velocity, frame.contentHeight]
    if let sheet = frame.sheet {
      let s = sheet.sample
      numbers += [
        s.sheet.y, s.sheet.velocity, s.sheet.progress, s.sheet.dimming, s.headerCollapsed,
        s.content.offset, s.content.velocity, sheet.keyboardHeight,
      ]
    }
    require(numbers.allSatisfy(\.isFinite), "\(label()): not finite in \(numbers)")
  }

  /// Every number in `value` is finite (a trace writes a non-finite one as `null`).
  static func checkAllNumbers(_ value: JSONValue, path: @autoclosure () -> String) {
    switch value {
    case .number(let x): require(x.isFinite, "\(path()): \(x)")
    case .array(let items): for item in items { checkAllNumbers(item, path: path()) }
    case .object(let members):
      for member in members { checkAllNumbers(member.value, path: "\(path()).\(member.key)") }
    case .null:
      break
    case .bool, .string: break
    }
  }

  /// A run that ended before the rest cap ended at rest, in range.
  static func checkRest(_ final: TraceFrame, scenario: Scenario) {
    let pixel = 1 / scenario.displayScale
    require(final.scroll.phase == .idle, "not capped but \(final.scroll.phase) at the end")
    // The top inset holds the bars and the start room: a header's, and a refresh's held room.
    let room = scenario.decorations.layout.startRoom(
      isRefreshing: final.decorations?.refreshControl?.isRefreshing ?? false)
    let g = ScrollGeometry(
      viewport: final.layout.viewport.height, content: final.contentHeight,
      insetStart: final.layout.insets.top + room, insetEnd: final.layout.insets.bottom)
    require(
      final.scroll.offset >= g.minOffset - pixel && final.scroll.offset <= g.maxOffset + pixel,
      "the scroll view rests at \(final.scroll.offset), out of \(g.minOffset)...\(g.maxOffset)")
    guard let sheet = final.sheet, let spec = scenario.sheet else { return }
    let s = sheet.sample
    require(s.sheet.phase == .idle, "not capped but the sheet is \(s.sheet.phase)")
    require(
      sheet.detents.all.contains { abs($0.y - s.sheet.y) <= pixel },
      "the sheet rests at \(s.sheet.y), not at a detent of \(sheet.detents.all)")
    require(
      s.headerCollapsed == 0 || s.headerCollapsed == sheet.header.collapsible,
      "the header rests \(s.headerCollapsed) of \(sheet.header.collapsible) collapsed")
    let listMax = max(
      0, sheet.content.height + spec.safeAreaBottom - sheet.kernel.content.height)
    require(
      s.content.offset >= -pixel && s.content.offset <= listMax + pixel,
      "the list rests at \(s.content.offset), its range is 0...\(listMax)")
  }
}
