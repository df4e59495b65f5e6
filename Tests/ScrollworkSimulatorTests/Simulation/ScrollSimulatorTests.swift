@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// A 390×844 table under a navigation bar, with `script`.
private func table(
  rows: Int = 100, bounce: BouncePolicy = .default, fps: Double = 120, script: [ScriptAction]
) -> Scenario {
  Scenario(
    name: "t", viewport: HostSize(width: 390, height: 844),
    insets: HostInsets(top: 91, bottom: 34), content: .rows(count: rows, rowHeight: 44),
    bounce: bounce, fps: fps, script: script)
}

struct ScrollSimulatorTests {
  @Test(arguments: [60.0, 120.0, 90.0])
  func framesFallOnTheDisplayClock(fps: Double) throws {
    let trace = try ScrollSimulator.run(table(fps: fps, script: [.fling(velocity: -1500)]))
    for (index, frame) in trace.frames.enumerated() {
      #expect(abs(frame.t - Double(index) / fps) < 1e-12)
    }
    #expect(trace.fps == fps)
    #expect(trace.final == trace.frames.last)
  }

  /// A drag's `by` is the finger's travel: negative moves the finger up and the offset down the
  /// content; the finger moves at constant speed and the frame at its end sees the whole drag.
  @Test func dragFollowsTheFingerAtConstantSpeed() throws {
    let trace = try ScrollSimulator.run(
      table(script: [.drag(by: -120, duration: 0.5), .wait(seconds: 0.1)]))
    let start = -91.0
    for frame in trace.frames where frame.t > 0 && frame.t <= 0.5 + 1e-9 {
      #expect(frame.scroll.phase == .dragging)
      #expect(abs(frame.scroll.offset - (start + 240 * frame.t)) <= 1.0 / 3 + 1e-9)
    }
    let end = try #require(trace.frames.first { abs($0.t - 0.5) < 1e-9 })
    #expect(end.scroll.offset == start + 120)
    #expect(abs(end.scroll.velocity - 240) < 1e-6, "the tracker sees the finger's speed")
  }

  /// A finger still down when the script ends is lifted there, and the run goes on to rest.
  @Test func aFingerLeftDownIsLiftedAtTheEnd() throws {
    let trace = try ScrollSimulator.run(table(script: [.drag(by: 200, duration: 0.3)]))
    #expect(trace.frames.contains { $0.scroll.phase == .bouncing })
    #expect(trace.final.scroll == ScrollSample(offset: -91, velocity: 0, phase: .idle))
    #expect(!trace.capped)
  }

  @Test func aFlingRestsWhereUIKitWouldTarget() throws {
    let trace = try ScrollSimulator.run(table(script: [.fling(velocity: -2500)]))
    // UIKit's targetContentOffset: x₀ + (v − 10 pt/s)/2.002, on the 3× grid.
    let expected = PixelGrid(displayScale: 3).round(
      -91 + (2500 - 10) / -DecelerationRate.normal.coefficient)
    #expect(trace.final.scroll.offset == expected)
    #expect(trace.frames.contains { $0.scroll.phase == .decelerating })
  }

  @Test func aFlingIntoTheEndBouncesAndRestsAtTheEnd() throws {
    let trace = try ScrollSimulator.run(table(rows: 30, script: [.fling(velocity: -3000)]))
    let maxOffset = 30 * 44 + 34 - 844.0
    #expect(trace.frames.contains { $0.scroll.offset > maxOffset + 10 })
    #expect(trace.frames.contains { $0.scroll.phase == .bouncing })
    #expect(trace.final.scroll.offset == maxOffset)
  }

  @Test func withoutBounceAFlingStopsDeadAtTheEnd() throws {
    let trace = try ScrollSimulator.run(
      table(rows: 30, bounce: .startOnly, script: [.fling(velocity: -3000)]))
    let maxOffset = 30 * 44 + 34 - 844.0
    #expect(trace.frames.allSatisfy { $0.scroll.offset <= maxOffset })
    #expect(!trace.frames.contains { $0.scroll.phase == .bouncing })
    #expect(trace.final.scroll.offset == maxOffset)
  }

  @Test func theCapEndsARunThatCannotRestInTime() throws {
    let trace = try ScrollSimulator.run(table(script: [.fling(velocity: -2500)]), restCap: 0.5)
    #expect(trace.capped)
    #expect(trace.final.scroll.phase == .decelerating)
    #expect(trace.final.t >= 0.5)
    #expect(trace.json.serialized().contains("\"capped\":true"))
  }

  @Test func contentChangesNeverJumpAndEndInRange() throws {
    let trace = try ScrollSimulator.run(
      table(script: [
        .fling(velocity: -3000), .wait(seconds: 0.4), .setContent(.rows(count: 25, rowHeight: 44)),
      ]))
    for (previous, next) in zip(trace.frames, trace.frames.dropFirst()) {
      #expect(abs(next.scroll.offset - previous.scroll.offset) < 40, "at t = \(next.t)")
    }
    #expect(trace.final.scroll.offset == 25 * 44 + 34 - 844)
  }

  @Test func scrollToIsClampedToTheLegalRange() throws {
    let trace = try ScrollSimulator.run(
      table(rows: 40, script: [.scrollTo(offset: 1e6, animated: true)]))
    #expect(trace.frames.contains { $0.scroll.phase == .animating })
    #expect(trace.final.scroll.offset == 40 * 44 + 34 - 844)
  }

  @Test func resizeAndInsetsReachTheMachine() throws {
    let trace = try ScrollSimulator.run(
      table(rows: 40, script: [.setInsets(HostInsets(top: 143, bottom: 34)), .wait(seconds: 0.1)]))
    // The offset keeps its place (−91) and is still legal: 52 pt below the new top.
    #expect(trace.final.scroll.offset == -91)
    let shrunk = try ScrollSimulator.run(
      table(
        rows: 40,
        script: [
          .scrollTo(offset: 900, animated: false), .resize(HostSize(width: 844, height: 390)),
        ]))
    #expect(shrunk.final.scroll.offset == 900, "a smaller viewport leaves 900 legal")
    let grown = try ScrollSimulator.run(
      table(
        rows: 40,
        script: [
          .scrollTo(offset: 950, animated: false), .resize(HostSize(width: 390, height: 1200)),
        ]))
    #expect(
      grown.final.scroll.offset == 40 * 44 + 34 - 1200,
      "a taller viewport springs back to the new end")
  }

  @Test func traceJSONHasTheContractShape() throws {
    let trace = try ScrollSimulator.run(table(script: [.fling(velocity: -500)]))
    guard case .object(let members) = trace.json else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["format", "scenario", "fps", "frames", "final"])
    let text = trace.finalOnlyJSON.serialized()
    #expect(text.hasPrefix(#"{"format":4,"scenario":"t","fps":120,"frames":[],"final":{"t":"#))
    #expect(text.contains(#","velocity":0,"phase":"idle","contentHeight":4400},"indicator":{"#))
    #expect(text.hasSuffix(#"},"capped":false}}"#))
  }
}
