// The sheet under a finger on a simulator or a phone, against the simulator's golden trace.
import XCTest

final class SheetGestureUITests: XCTestCase {
  /// The gallery's `sheet-one-gesture`: a drag up through sheet, header and list, then down.
  ///
  /// One synthesized touch cannot move 900 points on an 844-point screen, so each drag is
  /// replayed as several touches, lifted (after a hold, so with no velocity) only where the
  /// golden trace has the sheet resting at a detent with its header fully open or collapsed:
  /// there a lift at rest changes nothing. At each of those points, and at the end, the panel's
  /// top must be within a point of the golden trace's. (The list's offset also loses UIKit's
  /// pan hysteresis, about 10 points per touch, so it is reported, not compared.)
  @MainActor
  func testOneGestureRestsWhereTheSimulatorDoes() throws {
    continueAfterFailure = true
    let (script, collapsible) = try Fixtures.scenario("sheet-one-gesture")
    let golden = try Fixtures.golden("sheet-one-gesture")
    let screen = DemoScreen(scenario: "sheet-one-gesture")
    XCTAssertTrue(screen.stage.waitForExistence(timeout: 15))
    let start = screen.waitForRest()
    XCTAssertEqual(start.y, try XCTUnwrap(golden.frames.first).y, accuracy: 1, "initial detent")

    var time = 0.0  // the scenario's clock
    for (index, step) in script.enumerated() {
      switch step {
      case .wait(let seconds):
        time += seconds
      case .release, .other:
        continue
      case .drag(let by, let duration):
        // The wait that follows is the hold before the finger lifts or drags on.
        var hold = 0.1
        if index + 1 < script.count, case .wait(let seconds) = script[index + 1] {
          hold = max(seconds, 0.1)
        }
        try replay(
          drag: by, duration: duration, at: time, hold: hold, golden: golden.frames,
          collapsible: collapsible, on: screen)
        time += duration
      }
    }
    let end = screen.waitForRest()
    XCTAssertEqual(end.y, golden.final.y, accuracy: 1, "the panel's top at rest, at the end")
    XCTContext.runActivity(
      named: "list offset at the end: live \(end.offset), simulated \(golden.final.offset)"
    ) { _ in }
  }

  /// Replays one scripted drag that starts at `t0` on the scenario's clock, in touches that
  /// each fit on the screen.
  @MainActor
  private func replay(
    drag by: Double, duration: Double, at t0: Double, hold: Double, golden: [GoldenFrame],
    collapsible: Double, on screen: DemoScreen
  ) throws {
    let distance = abs(by)
    let direction = by < 0 ? -1.0 : 1.0
    let speed = distance / duration
    // Travel (points from the drag's start) at which a lift changes nothing.
    let safe = golden.filter { $0.t >= t0 && $0.t <= t0 + duration }.compactMap {
      frame -> Double? in
      let atDetent = frame.detents.contains { abs($0 - frame.y) < 0.5 }
      let headerAtEnd =
        frame.headerCollapsed < 0.5 || abs(frame.headerCollapsed - collapsible) < 0.5
      return atDetent && headerAtEnd ? distance * (frame.t - t0) / duration : nil
    }
    var done = 0.0
    while distance - done > 0.5 {
      let now = screen.position
      // Start on the list, below the header (at most 120 points when open).
      let startY = by < 0 ? Double(screen.size.height) - 40 : now.y + 130
      let room =
        by < 0 ? startY - 70 : Double(screen.size.height) - 30 - startY
      var chunk = distance - done
      var isLast = true
      if chunk > room {
        guard let reach = safe.filter({ $0 > done + 20 && $0 <= done + room }).max() else {
          XCTFail(
            "no place to lift between \(done) and \(done + room) points of the drag by \(by)")
          return
        }
        chunk = reach - done
        isLast = false
      }
      screen.drag(
        from: (Double(screen.size.width) / 2, startY), by: direction * chunk, velocity: speed,
        hold: isLast ? hold : 0.15)
      done += chunk
      let rest = screen.waitForRest()
      let t = t0 + duration * done / distance
      if let expected = golden.first(where: { $0.t >= t - 0.0001 }) {
        XCTAssertEqual(
          rest.y, expected.y, accuracy: 1,
          "the panel's top after \(done) of \(by) points (simulated at t = \(expected.t) s)")
        XCTContext.runActivity(
          named: "list offset there: live \(rest.offset), simulated \(expected.offset)"
        ) { _ in }
      }
    }
  }

  /// `sheet-touch-stops`: a fling up the list at the top detent, caught by a finger while the
  /// rows coast. From the touch on, the list never moves back against its motion, and it is
  /// still within a frame (1/60 s, the slowest rate the display link is allowed) until the
  /// finger lifts. 400 rows, so the coast outlasts XCUITest's time between two gestures.
  @MainActor
  func testAFlingCaughtMidCoastStopsWithinAFrameAndNeverStepsBack() throws {
    let screen = DemoScreen(scenario: "sheet-touch-stops", rows: 400)
    XCTAssertTrue(screen.stage.waitForExistence(timeout: 15))
    let rest = screen.waitForRest()
    let listY = rest.y + 200
    screen.drag(from: (195, listY + 250), by: -250, velocity: 3000, press: 0.01, hold: 0)
    screen.point(x: 195, y: listY + 100).press(forDuration: 0.8)
    let history = screen.history
    let downs = screen.touches.filter(\.began).map(\.time)
    guard downs.count >= 2 else {
      return XCTFail("expected the fling's touch and the catch's, got \(downs.count)")
    }
    let caught = downs[1]
    let ups = screen.touches.filter { !$0.began && $0.time > caught }.map(\.time)
    let lifted = ups.first ?? .infinity
    let before = frames(history, from: caught - 0.1, to: caught)
    guard let last = before.last, let previous = before.dropLast().last,
      let moving = last.offset, let was = previous.offset, abs(moving - was) > 0.5
    else {
      throw XCTSkip(
        "the catch came after the coast ended (XCUITest's latency between gestures); rerun")
    }
    let direction = moving > was ? 1.0 : -1.0
    let after = frames(history, from: caught, to: lifted)
    var highest = moving
    for frame in after {
      let offset = frame.offset ?? moving
      XCTAssertGreaterThan(
        direction * (offset - highest), -0.5,
        "the list stepped back at \(frame.time - caught) s after the touch")
      highest = direction > 0 ? max(highest, offset) : min(highest, offset)
    }
    let settled = after.filter { $0.time >= caught + 1.0 / 60 + 0.002 }
    if let first = settled.first {
      for frame in settled {
        XCTAssertEqual(
          frame.offset ?? 0, first.offset ?? 0, accuracy: 0.5,
          "the list moved \(frame.time - caught) s after the touch, more than a frame later")
        XCTAssertEqual(frame.y, first.y, accuracy: 0.5, "the sheet moved after the touch")
      }
    } else {
      XCTFail("no frame was recorded while the finger held the list")
    }
  }
}
