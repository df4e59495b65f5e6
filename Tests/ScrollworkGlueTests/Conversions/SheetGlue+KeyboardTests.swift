import ScrollworkCore
import Testing

@testable import Scrollwork

/// A keyboard notification read into the container (Sources/Scrollwork/Conversions/
/// SheetGlue+Keyboard.swift).
struct SheetGlueKeyboardTests {
  /// An iPhone 14's screen, in points: the container fills it unless a test says otherwise.
  static let screen = DecorationRect(x: 0, y: 0, width: 390, height: 844)
  /// An iPhone 14's keyboard, as `UIKeyboardFrameEndUserInfoKey` reports it while it shows.
  static let shown = DecorationRect(x: 0, y: 508, width: 390, height: 336)

  /// The glue's reading of a notification whose end frame is `end` (screen coordinates).
  static func change(
    _ end: DecorationRect, containerInScreen: DecorationRect = screen,
    bounds: DecorationRect = screen, duration: Double? = 0.25, curve: Int? = 7
  ) -> KeyboardChange {
    SheetGlue.keyboardChange(
      endFrameInScreen: end, containerInScreen: containerInScreen, containerBounds: bounds,
      duration: duration, curve: curve)
  }

  /// `UIKeyboardFrameEndUserInfoKey` is in the screen's coordinates (UIKit's documentation): a
  /// container that fills the screen takes it as it is.
  @Test func aContainerThatFillsTheScreen() {
    let change = Self.change(Self.shown)
    #expect(change.frame == Self.shown)
    #expect(change.frameTop == 508)
    #expect(change.shows)
    #expect(change.duration == 0.25)
    #expect(change.curve == 7)
  }

  /// A container placed elsewhere in the screen (a form sheet, a split view's column, Slide
  /// Over) gets the frame moved into its own coordinates.
  @Test(arguments: [
    (DecorationRect(x: 0, y: 100, width: 390, height: 744), 408.0, 0.0),
    (DecorationRect(x: 320, y: 0, width: 375, height: 844), 508, -320),
    (DecorationRect(x: 100, y: 60, width: 200, height: 700), 448, -100),
  ])
  func aContainerElsewhereInTheScreen(container: DecorationRect, top: Double, x: Double) {
    let bounds = DecorationRect(x: 0, y: 0, width: container.width, height: container.height)
    let change = Self.change(Self.shown, containerInScreen: container, bounds: bounds)
    #expect(change.frameTop == top)
    #expect(change.frame.x == x)
    #expect(change.frame.height == 336)
  }

  /// A container drawn at half its size (a zoom transition's scale) converts as
  /// `UIView.convert(_:from:)` does: sizes double on the way in.
  @Test func aScaledContainer() {
    let change = Self.change(
      DecorationRect(x: 0, y: 254, width: 195, height: 168),
      containerInScreen: DecorationRect(x: 0, y: 0, width: 195, height: 422))
    #expect(change.frame == Self.shown)
  }

  /// Shown means a non-empty frame whose top is above the container's bottom edge. A keyboard
  /// going away reports its end frame just below the screen: not shown, and Core makes a height
  /// of 0 from its top.
  @Test(arguments: [(844.0, false), (843.5, true), (900, false), (0, true)])
  func showsAboveTheBottomEdge(top: Double, shows: Bool) {
    let change = Self.change(DecorationRect(x: 0, y: top, width: 390, height: 336))
    #expect(change.shows == shows)
    #expect(change.frameTop == top)
  }

  /// The bottom edge is the container's `bounds.maxY`, origin included.
  @Test func theBottomEdgeIsTheBoundsMaxY() {
    let bounds = DecorationRect(x: 0, y: 20, width: 390, height: 844)
    let change = Self.change(
      DecorationRect(x: 0, y: 842, width: 390, height: 336), bounds: bounds)
    #expect(change.frameTop == 862)
    #expect(change.shows)
  }

  /// An empty frame (an undocked or floating keyboard on iPad reports one; `CGRect.null` has an
  /// infinite origin) has no top, and does not show.
  @Test(arguments: [
    DecorationRect(x: 0, y: 844, width: 390, height: 0),
    DecorationRect(x: 0, y: 508, width: 0, height: 336),
    DecorationRect(x: 0, y: 0, width: 0, height: 0),
    DecorationRect(x: .infinity, y: .infinity, width: 0, height: 0),
  ])
  func emptyFrames(end: DecorationRect) {
    let change = Self.change(end)
    #expect(change.frameTop == nil)
    #expect(!change.shows)
  }

  /// `CGRect.minY` is the top of the standardised rectangle.
  @Test func aNegativeHeightsTop() {
    #expect(Self.change(DecorationRect(x: 0, y: 844, width: 390, height: -336)).frameTop == 508)
  }

  /// A notification without a duration or a curve: no animation, on the keyboard's own curve.
  @Test func missingDurationAndCurve() {
    let change = Self.change(Self.shown, duration: nil, curve: nil)
    #expect(change.duration == 0)
    #expect(change.curve == 7)
    #expect(SheetGlue.keyboardCurveWhenMissing == 7)
  }

  /// The event carries the top, duration and curve; Core makes the keyboard's height from the
  /// top in the container's coordinates, wherever the container sits in the screen.
  @Test(arguments: [0.0, 100])
  func theKernelGetsTheKeyboardsHeight(containerTop: Double) throws {
    var kernel = try SheetFixture.kernel()
    let container = SheetFixture.container
    let inScreen = DecorationRect(
      x: 0, y: containerTop, width: container.width, height: container.height)
    let end = DecorationRect(
      x: 0, y: containerTop + container.height - 336, width: 390, height: 336)
    let change = Self.change(
      end, containerInScreen: inScreen,
      bounds: DecorationRect(x: 0, y: 0, width: container.width, height: container.height))
    guard case .keyboard(let top, let duration, let curve) = change.event else {
      Issue.record("\(change.event)")
      return
    }
    #expect(top == 508)
    #expect(duration == 0.25)
    #expect(curve == 7)
    try kernel.send(change.event, at: 1)
    #expect(kernel.frame(at: 1.25).keyboardHeight == 336)
  }
}
