// Scrolls UIKit starts itself in the sheet's list, which the glue observes and must not stop.
import XCTest

final class PlatformScrollUITests: XCTestCase {
  /// The list's offsets from `start` until it rests: they move one way only (within half a
  /// point) and end at `target` (within a point), with no frame after reaching it moving away.
  @MainActor
  private func assertFinishes(
    _ screen: DemoScreen, from start: Double, to target: Double, _ what: String
  ) {
    let end = screen.waitForRest()
    XCTAssertEqual(end.offset, target, accuracy: 1, "\(what): where the list stopped")
    let offsets = frames(screen.history, from: start).compactMap(\.offset)
    guard let first = offsets.first else {
      return XCTFail("\(what): no frame recorded")
    }
    let direction = target >= first ? 1.0 : -1.0
    for (index, pair) in zip(offsets, offsets.dropFirst()).enumerated() {
      XCTAssertGreaterThan(
        direction * (pair.1 - pair.0), -0.5,
        "\(what): frame \(index + 1) stepped back, \(pair.0) → \(pair.1)")
    }
  }

  /// The time of the latest touch's end (the button's or the status bar's tap), or now.
  @MainActor
  private func lastTouchTime(_ screen: DemoScreen) -> Double {
    screen.touches.last?.time ?? 0
  }

  /// A tap on the status bar scrolls the list to its first row (UIKit's animation, observed by
  /// the glue frame by frame), with the chips in the header not taking it.
  @MainActor
  func testStatusBarTapScrollsTheListToItsTop() throws {
    let screen = DemoScreen(scenario: "sheet-one-gesture", rows: 400)
    XCTAssertTrue(screen.stage.waitForExistence(timeout: 15))
    screen.button("sheet.topDetent").tap()
    screen.waitForRest()
    screen.button("sheet.jumpToRow").tap()
    let jumped = screen.waitForRest()
    XCTAssertGreaterThan(jumped.offset, 1000, "Row 35 put the list far from its top")
    // The status bar: the top of the screen, above the safe area.
    screen.app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0))
      .withOffset(CGVector(dx: 0, dy: 10)).tap()
    assertFinishes(screen, from: lastTouchTime(screen), to: 0, "status-bar tap")
  }

  /// `scrollToRow(at:at:animated: true)` from a button: the list animates to row 30 (29 rows of
  /// 56 points above it) and is neither stopped nor pulled back by the glue.
  @MainActor
  func testAnimatedScrollToRowFinishes() throws {
    let screen = DemoScreen(scenario: "sheet-one-gesture", rows: 400)
    XCTAssertTrue(screen.stage.waitForExistence(timeout: 15))
    screen.button("sheet.topDetent").tap()
    screen.waitForRest()
    screen.button("sheet.scrollToRow").tap()
    assertFinishes(screen, from: lastTouchTime(screen), to: 29 * 56, "animated scrollToRow")
  }

  /// A self-sizing list (rows of one to three lines, estimated at 56 points) put at row 35 at
  /// once, then dragged down slowly, a screenful at a time, to its top: UIKit measures the rows
  /// above as they appear and moves the offset to keep the rows still. Each drag moves the list
  /// toward its top, a lift after a hold leaves it where it is, and the first row is reached.
  @MainActor
  func testSelfSizingListScrolledUpwardIsNotStopped() throws {
    let screen = DemoScreen(scenario: "sheet-one-gesture", selfSizing: true, rows: 400)
    XCTAssertTrue(screen.stage.waitForExistence(timeout: 15))
    screen.button("sheet.topDetent").tap()
    screen.waitForRest()
    screen.button("sheet.jumpToRow").tap()
    var rest = screen.waitForRest()
    XCTAssertGreaterThan(rest.offset, 1000, "Row 35 put the list far from its top")
    for _ in 0..<12 where rest.offset > 0.5 {
      let before = rest.offset
      let startY = rest.y + 140
      screen.drag(from: (195, startY), by: 400, velocity: 400, hold: 0.2)
      let lifted = lastTouchTime(screen)
      rest = screen.waitForRest()
      XCTAssertLessThan(rest.offset, before - 100, "the drag moved the list toward its top")
      // At rest after the lift, nothing moves it again.
      let afterLift = frames(screen.history, from: lifted + 0.05).compactMap(\.offset)
      if let first = afterLift.first {
        for offset in afterLift {
          XCTAssertEqual(offset, first, accuracy: 1, "the list moved after the lift")
        }
      }
    }
    XCTAssertEqual(rest.offset, 0, accuracy: 0.5, "the list reached its first row")
    XCTAssertTrue(screen.app.staticTexts["Place 1"].exists)
  }

  /// VoiceOver's three-finger swipes up and down call the list's `accessibilityScroll(_:)`
  /// (UIAccessibilityAction); UIKit's scroll views implement it by paging the content about a
  /// screenful with their own animation, a scroll the glue only observes (Guides/UIKit.md, "Who
  /// moves the list"). The Page ↓ and Page ↑ buttons make the same calls (a UI test cannot turn
  /// VoiceOver on). The list is put at row 35 with the sheet at its top detent, far from both
  /// ends, and paged each way. On a device, each page would end where UIKit aimed it — the
  /// offset its animated `setContentOffset(_:animated:)` was given, which the app's table view
  /// notes — with every frame on the way moving one way, and stay there: the glue must neither
  /// stop UIKit's animation (an end short of the target) nor write its own offset back (a step
  /// back, or a snap to where the list was). The sheet stays at its detent.
  @MainActor
  func testAccessibilityPageScrollFinishesWhereUIKitAimedIt() throws {
    let screen = DemoScreen(scenario: "sheet-one-gesture", rows: 400, pagingButtons: true)
    XCTAssertTrue(screen.stage.waitForExistence(timeout: 15))
    screen.button("sheet.topDetent").tap()
    screen.waitForRest()
    screen.button("sheet.jumpToRow").tap()
    let jumped = screen.waitForRest()
    XCTAssertGreaterThan(jumped.offset, 1000, "Row 35 put the list far from its top")
    // The list's height on the screen, in the scenario's points: a page is close to it.
    let listHeight =
      Double(screen.app.descendants(matching: .any)["sheet.list"].frame.height) / screen.scale
    var moves: [Double] = []
    for (id, what) in [
      ("sheet.accessibilityScrollDown", "accessibilityScroll(.down)"),
      ("sheet.accessibilityScrollUp", "accessibilityScroll(.up)"),
    ] {
      let before = screen.waitForRest()
      screen.button(id).tap()
      let tapped = lastTouchTime(screen)
      guard let report = screen.accessibilityScroll, report.scrolled else {
        XCTFail("\(what) returned false or was not called: UIKit did not scroll the list")
        continue
      }
      let end = screen.waitForRest()
      let moved = end.offset - before.offset
      // A page: at least half the list's height (a stopped animation ends short of it).
      XCTAssertGreaterThan(
        abs(moved), max(100, listHeight / 2), "\(what): the list moved \(moved) points")
      if let target = report.target {
        // Where UIKit aimed it, frame by frame one way.
        assertFinishes(screen, from: tapped, to: target, what)
      } else {
        // UIKit animated the page without the public `setContentOffset(_:animated:)` (its
        // target is then unknown here): still one way, and at rest where it ended.
        XCTContext.runActivity(named: "\(what): UIKit's target was not seen") { _ in }
        assertFinishes(screen, from: tapped, to: end.offset, what)
      }
      // And it stays: nothing snaps it back after UIKit's animation.
      Thread.sleep(forTimeInterval: 1)
      XCTAssertEqual(screen.position.offset, end.offset, accuracy: 1, "\(what): moved after rest")
      XCTAssertEqual(screen.position.y, before.y, accuracy: 1, "\(what): the sheet moved")
      moves.append(moved)
    }
    if moves.count == 2 {
      XCTAssertLessThan(moves[0] * moves[1], 0, "the two swipes page opposite ways: \(moves)")
    }
  }
}
