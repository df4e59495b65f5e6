// The demo app's "compare with the simulator" screen, as the UI tests drive and read it.
import XCTest

/// One frame the app recorded (`sheet.history`): its time (`CACurrentMediaTime()`, seconds), the
/// sheet's top or the scroll offset, the sheet's list offset, and the keyboard's top while one
/// is up — all in the scenario's points.
struct LiveFrame {
  var time: Double
  var y: Double
  var offset: Double?
  var keyboardTop: Double?
}

/// The app launched on one built-in scenario's compare screen (`-scenario NAME`), with what the
/// tests need: the stage's mapping to the screen, the probes' values, and drags in the
/// scenario's coordinates.
@MainActor
final class DemoScreen {
  let app = XCUIApplication()
  let kind: String
  /// The scenario's screen (the sheet's container) in points.
  let size: CGSize

  /// Launches the app on `scenario`; `selfSizing` and `rows` change the sheet's list;
  /// `pagingButtons` shows the Page ↑ and Page ↓ buttons (the list's `accessibilityScroll(_:)`).
  init(
    scenario: String, size: CGSize = CGSize(width: 390, height: 844), sheet: Bool = true,
    selfSizing: Bool = false, rows: Int? = nil, pagingButtons: Bool = false
  ) {
    kind = sheet ? "sheet" : "scroll"
    self.size = size
    app.launchArguments = ["-scenario", scenario]
    if selfSizing { app.launchArguments += ["-selfSizing", "YES"] }
    if let rows { app.launchArguments += ["-rows", "\(rows)"] }
    if pagingButtons { app.launchArguments += ["-pagingButtons", "YES"] }
    app.launch()
  }

  /// The live view's frame on the screen.
  var stage: XCUIElement { app.descendants(matching: .any)["live.stage"] }

  func probe(_ name: String) -> XCUIElement {
    app.descendants(matching: .any)["\(kind).\(name)"]
  }

  func button(_ identifier: String) -> XCUIElement {
    app.buttons[identifier]
  }

  /// The live position now: the sheet's top and its list's offset (or the scroll offset).
  var position: (y: Double, offset: Double) {
    let words = ((probe("position").value as? String) ?? "").split(separator: " ")
    return (
      words.first.flatMap { Double($0) } ?? .nan,
      words.dropFirst().first.flatMap { Double($0) } ?? 0
    )
  }

  /// Every frame recorded since the screen opened.
  var history: [LiveFrame] {
    let text = (probe("history").value as? String) ?? ""
    return text.split(separator: ";").compactMap { entry in
      let words = entry.split(separator: " ").map(String.init)
      guard words.count == 4, let time = Double(words[0]), let y = Double(words[1]) else {
        return nil
      }
      return LiveFrame(time: time, y: y, offset: Double(words[2]), keyboardTop: Double(words[3]))
    }
  }

  /// The last accessibility page scroll (`sheet.accessibilityScroll`): what the list's
  /// `accessibilityScroll(_:)` returned, and the offset UIKit animated the list to
  /// (`setContentOffset(_:animated: true)`, Core's offsets), `nil` when it animated none.
  var accessibilityScroll: (scrolled: Bool, target: Double?)? {
    let words = ((probe("accessibilityScroll").value as? String) ?? "").split(separator: " ")
    guard let first = words.first else { return nil }
    return (first == "true", words.dropFirst().first.flatMap { Double($0) })
  }

  /// Every touch's start (`true`) and end, by time (the same clock as ``history``).
  var touches: [(time: Double, began: Bool)] {
    let text = (app.descendants(matching: .any)["touch.history"].value as? String) ?? ""
    return text.split(separator: ";").compactMap { entry in
      let words = entry.split(separator: " ")
      guard words.count == 2, let time = Double(words[1]) else { return nil }
      return (time, words[0] == "down")
    }
  }

  /// A point given in the scenario's coordinates, on the screen.
  func point(x: Double, y: Double) -> XCUICoordinate {
    let frame = stage.frame
    let scale = frame.width / size.width
    return app.coordinate(withNormalizedOffset: .zero).withOffset(
      CGVector(dx: frame.minX + CGFloat(x) * scale, dy: frame.minY + CGFloat(y) * scale))
  }

  /// The stage's scale on the screen (1 on a phone at least 390 × 844 points).
  var scale: Double { Double(stage.frame.width / size.width) }

  /// Waits until the position has not changed for `quiet` seconds; returns it.
  @discardableResult
  func waitForRest(quiet: Double = 0.4, timeout: Double = 8) -> (y: Double, offset: Double) {
    let deadline = Date().addingTimeInterval(timeout)
    var last = position
    var since = Date()
    while Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      let now = position
      if abs(now.y - last.y) > 0.01 || abs(now.offset - last.offset) > 0.01 {
        last = now
        since = Date()
      } else if Date().timeIntervalSince(since) >= quiet {
        return now
      }
    }
    XCTFail("the live view did not come to rest in \(timeout) s (last \(last))")
    return last
  }

  /// Polls `condition` every 50 ms until it holds (`true`) or `timeout` seconds pass (`false`).
  func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() >= deadline { return false }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return true
  }

  /// The screen's bottom edge in the scenario's coordinates (below the stage's bottom when the
  /// screen is taller than it).
  var screenBottom: Double {
    Double((app.frame.maxY - stage.frame.minY) / stage.frame.width * size.width)
  }

  /// A drag in the scenario's coordinates from `start` by `distance` points (negative is up) at
  /// `velocity` points per second, pressing `press` seconds first and holding `hold` seconds
  /// at the end before lifting.
  func drag(
    from start: (x: Double, y: Double), by distance: Double, velocity: Double,
    press: Double = 0.05, hold: Double
  ) {
    let from = point(x: start.x, y: start.y)
    let to = point(x: start.x, y: start.y + distance)
    from.press(
      forDuration: press, thenDragTo: to,
      withVelocity: XCUIGestureVelocity(CGFloat(velocity * scale)), thenHoldForDuration: hold)
  }
}

/// The frames of `history` from `start` on (seconds, the app's clock).
func frames(_ history: [LiveFrame], from start: Double, to end: Double = .infinity) -> [LiveFrame] {
  history.filter { $0.time >= start && $0.time <= end }
}
