// The sheet follows the keyboard frame by frame (keyboard mode lift), and only a docked one.
import XCTest

#if canImport(UIKit)
import UIKit
#endif

final class KeyboardUITests: XCTestCase {
  /// `sheet-keyboard`: the sheet rests at its teaser detent (200 points tall) when the search
  /// field's keyboard comes up, and goes back down when it hides. With `lift`, the sheet keeps
  /// its height above the keyboard: on every frame of both animations the sheet's visible
  /// bottom — its top plus the detent's height — meets the keyboard's top, within a point.
  /// The app samples both after each Core Animation commit: the panel's presentation frame and
  /// a view pinned to the keyboard layout guide. Only frames with the keyboard above the safe
  /// area count (below it, the layout guide stays at the safe area's bottom).
  @MainActor
  func testTheSheetMeetsTheKeyboardOnEveryFrame() throws {
    let screen = DemoScreen(scenario: "sheet-keyboard")
    XCTAssertTrue(screen.stage.waitForExistence(timeout: 15))
    let rest = screen.waitForRest()
    let height = Double(screen.size.height) - rest.y  // the teaser's 200 points
    let field = screen.app.descendants(matching: .any)["sheet.search"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    guard screen.app.keyboards.firstMatch.waitForExistence(timeout: 5) else {
      throw XCTSkip(
        "no software keyboard: in the simulator, turn off I/O › Keyboard › Connect Hardware "
          + "Keyboard")
    }
    let lifted = screen.waitForRest()
    XCTAssertLessThan(lifted.y, rest.y - 100, "the keyboard lifted the sheet")
    screen.button("sheet.hideKeyboard").tap()
    let back = screen.waitForRest()
    XCTAssertEqual(back.y, rest.y, accuracy: 1, "the sheet came back to its detent")

    let safeBottom = Double(screen.size.height) - 34
    let withKeyboard = screen.history.filter { frame in
      guard let top = frame.keyboardTop else { return false }
      return top < safeBottom - 1
    }
    XCTAssertGreaterThan(withKeyboard.count, 10, "frames recorded while the keyboard moved")
    for frame in withKeyboard {
      let keyboardTop = frame.keyboardTop ?? 0
      XCTAssertEqual(
        frame.y + height, keyboardTop, accuracy: 1,
        "at \(frame.time) s the sheet's bottom is at \(frame.y + height), the keyboard's top at "
          + "\(keyboardTop)")
    }
  }

  /// `sheet-keyboard` with 400 rows, the keyboard up, the list put at row 35 (so a drag scrolls
  /// it rather than the sheet), then a slow drag down from the list's visible strip, just above
  /// the keyboard, through the keyboard to the screen's bottom. The list's
  /// `keyboardDismissMode` is `.interactive` (`SheetListViewController`): once the finger
  /// crosses the keyboard's top, the keyboard follows it down and UIKit posts no frame
  /// notification; the container's layout pass reads the keyboard layout guide and tells Core
  /// at once. On a device the sheet would ride the keyboard down: on every frame its bottom
  /// (top plus the teaser's 200 points) is within a point of the keyboard's top, as in the test
  /// above. At 60 points a second a frame moves the finger at most one point (at 60 Hz), so a
  /// sheet a frame late still passes; one that stays up, or is pulled down by the drag itself,
  /// does not. The finger lifts moving down at the bottom edge, so UIKit dismisses the
  /// keyboard, and the sheet ends back at its teaser detent.
  @MainActor
  func testInteractiveDismissalKeepsTheSheetOnTheKeyboard() throws {
    let screen = DemoScreen(scenario: "sheet-keyboard", rows: 400)
    XCTAssertTrue(screen.stage.waitForExistence(timeout: 15))
    let rest = screen.waitForRest()
    let height = Double(screen.size.height) - rest.y
    let field = screen.app.descendants(matching: .any)["sheet.search"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    let keyboard = screen.app.keyboards.firstMatch
    guard keyboard.waitForExistence(timeout: 5) else {
      throw XCTSkip(
        "no software keyboard: in the simulator, turn off I/O › Keyboard › Connect Hardware "
          + "Keyboard")
    }
    let lifted = screen.waitForRest()
    XCTAssertLessThan(lifted.y, rest.y - 100, "the keyboard lifted the sheet")
    screen.button("sheet.jumpToRow").tap()
    let scrolled = screen.waitForRest()
    XCTAssertGreaterThan(scrolled.offset, 1000, "Row 35 put the list far from its top")
    XCTAssertTrue(keyboard.exists, "the button left the keyboard up")
    let keyboardTop = lifted.y + height
    let start = (x: 195.0, y: keyboardTop - 40)
    screen.drag(from: start, by: screen.screenBottom - 2 - start.y, velocity: 60, hold: 0)
    let touches = screen.touches
    let down = touches.last(where: \.began)?.time ?? 0
    let up = touches.last(where: { !$0.began })?.time ?? .infinity
    let back = screen.waitForRest()

    let safeBottom = Double(screen.size.height) - 34
    let during = frames(screen.history, from: down, to: up).filter { frame in
      guard let top = frame.keyboardTop else { return false }
      return top < safeBottom - 1
    }
    // The keyboard followed the finger: many frames with its top below where it rested.
    let followed = during.filter { ($0.keyboardTop ?? 0) > keyboardTop + 20 }
    XCTAssertGreaterThan(
      followed.count, 10, "the keyboard did not follow the finger (interactive dismissal)")
    for frame in during {
      let top = frame.keyboardTop ?? 0
      XCTAssertEqual(
        frame.y + height, top, accuracy: 1,
        "at \(frame.time - down) s into the drag the sheet's bottom is at \(frame.y + height), "
          + "the keyboard's top at \(top)")
    }
    // After the lift: the keyboard is gone and the sheet is back at its teaser detent.
    XCTAssertTrue(
      screen.waitUntil(timeout: 3) { !keyboard.exists },
      "the keyboard stayed up after the finger lifted at the screen's bottom")
    if keyboard.exists {
      XCTAssertEqual(back.y, lifted.y, accuracy: 1, "the sheet sits on the keyboard it kept")
    } else {
      XCTAssertEqual(screen.waitForRest().y, rest.y, accuracy: 1, "the sheet is back at rest")
    }
  }

  /// iPad only: a floating keyboard (pinched small; iPadOS keeps it floating until pinched out)
  /// does not lift the sheet. The container takes only a keyboard docked on the screen's bottom
  /// edge (Guides/UIKit.md, "Keyboards"; `SheetGlue.keyboardChange`), and the keyboard layout
  /// guide, with `followsUndockedKeyboard` off, stays on the safe area's bottom. On an iPad the
  /// demo app stands the scenario's container on the screen's bottom edge, so the docked
  /// keyboard lifts it first — the precondition that keeps the rest from passing for nothing.
  /// Then the pinch: on a device the keyboard shrinks into a small window above the bottom edge
  /// and the sheet comes back down to its teaser detent, where every later frame stays; hidden
  /// and shown again, the keyboard comes back floating, and no frame of that lifts the sheet.
  /// An iPhone has no floating keyboard (its keyboard is always docked), so the test skips
  /// there. At the end the keyboard is pinched out again, so the simulator's next test docks.
  @MainActor
  func testAFloatingKeyboardDoesNotLiftTheSheet() throws {
    #if canImport(UIKit)
    let isPad = UIDevice.current.userInterfaceIdiom == .pad
    #else
    let isPad = false
    #endif
    guard isPad else {
      throw XCTSkip(
        "iPad only: an iPhone's keyboard is always docked; run on an iPad destination "
          + "(iPad Pro 13-inch (M4) in CI)")
    }
    let screen = DemoScreen(scenario: "sheet-keyboard")
    XCTAssertTrue(screen.stage.waitForExistence(timeout: 15))
    let rest = screen.waitForRest()
    let field = screen.app.descendants(matching: .any)["sheet.search"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    let keyboard = screen.app.keyboards.firstMatch
    guard keyboard.waitForExistence(timeout: 5) else {
      throw XCTSkip(
        "no software keyboard: in the simulator, turn off I/O › Keyboard › Connect Hardware "
          + "Keyboard")
    }
    defer {
      // Dock it again for the tests after this one (the simulator remembers a floating one).
      if !keyboard.exists { field.tap() }
      if keyboard.waitForExistence(timeout: 3), isFloating(keyboard, in: screen) {
        keyboard.pinch(withScale: 3, velocity: 2)
      }
    }
    let docked = screen.waitForRest()
    XCTAssertLessThan(docked.y, rest.y - 100, "the docked keyboard lifted the sheet")

    let pinched = screen.history.last?.time ?? 0
    keyboard.pinch(withScale: 0.4, velocity: -2)
    guard screen.waitUntil(timeout: 5, { isFloating(keyboard, in: screen) }) else {
      return XCTFail(
        "the pinch did not float the keyboard (its frame: \(keyboard.frame), the screen's: "
          + "\(screen.app.frame))")
    }
    let down = screen.waitForRest()
    XCTAssertEqual(down.y, rest.y, accuracy: 1, "a floating keyboard left the sheet lifted")
    // From the first frame back at its detent on, none lifts the sheet again.
    let since = frames(screen.history, from: pinched)
    if let landed = since.firstIndex(where: { abs($0.y - rest.y) <= 1 }) {
      for frame in since[landed...] {
        XCTAssertEqual(frame.y, rest.y, accuracy: 1, "at \(frame.time - pinched) s the sheet rose")
      }
    } else {
      XCTFail("no frame recorded the sheet back at its detent after the pinch")
    }

    // Hidden and shown again, floating: no frame of it lifts the sheet.
    screen.button("sheet.hideKeyboard").tap()
    screen.waitForRest()
    field.tap()
    let shown = screen.touches.last(where: \.began)?.time ?? 0
    XCTAssertTrue(keyboard.waitForExistence(timeout: 5), "the keyboard came back")
    XCTAssertTrue(isFloating(keyboard, in: screen), "it came back floating")
    Thread.sleep(forTimeInterval: 1)
    let after = frames(screen.history, from: shown)
    XCTAssertGreaterThan(after.count, 5, "frames recorded while the floating keyboard showed")
    for frame in after {
      XCTAssertEqual(
        frame.y, rest.y, accuracy: 1,
        "at \(frame.time - shown) s after the tap the sheet is at \(frame.y), not \(rest.y)")
    }
  }

  /// A floating keyboard: much narrower than the screen, its bottom above the screen's bottom.
  @MainActor
  private func isFloating(_ keyboard: XCUIElement, in screen: DemoScreen) -> Bool {
    let frame = keyboard.frame
    let bounds = screen.app.frame
    return keyboard.exists && frame.width > 0 && frame.width < bounds.width * 0.7
      && frame.maxY < bounds.maxY - 1
  }
}
