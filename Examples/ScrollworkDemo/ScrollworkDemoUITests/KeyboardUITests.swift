// The sheet follows the keyboard frame by frame (keyboard mode lift).
import XCTest

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
}
