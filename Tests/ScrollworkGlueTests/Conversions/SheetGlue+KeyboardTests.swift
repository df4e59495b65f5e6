@_spi(Engine) import ScrollworkCore
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
    _ end: DecorationRect, screenBounds: DecorationRect = screen,
    containerInScreen: DecorationRect = screen, bounds: DecorationRect = screen,
    duration: Double? = 0.25, curve: Int? = 7
  ) -> KeyboardChange {
    SheetGlue.keyboardChange(
      endFrameInScreen: end, screenBounds: screenBounds, containerInScreen: containerInScreen,
      containerBounds: bounds, duration: duration, curve: curve)
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

  /// Shown means a non-empty, docked frame whose top is above the container's bottom edge. A
  /// keyboard going away reports its end frame just below the screen: not shown, and Core makes
  /// a height of 0 from its top.
  @Test(arguments: [(844.0, false), (843.5, true), (900, false), (508, true)])
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
    #expect(kernel.advance(to: 1.25).keyboardHeight == 336)
  }

  /// iPad keyboards that are not docked (UIKeyboardLayoutGuide: "docked (visible and attached
  /// to the bottom of the screen)") — undocked and split ones moved up, a floating one, and a
  /// docked one's frame a few points short of the edge — do not count as shown, and Core is
  /// told the keyboard is gone: the sheet does not lift for a keyboard floating over it. One
  /// whose bottom is within half a point of the screen's bottom is docked. An iPad Pro 12.9"
  /// in portrait: 1024 × 1366 points.
  @Test(arguments: [
    (DecorationRect(x: 0, y: 700, width: 1024, height: 398), false),  // undocked, moved up
    (DecorationRect(x: 0, y: 600, width: 1024, height: 300), false),  // split, moved up
    (DecorationRect(x: 350, y: 900, width: 320, height: 250), false),  // floating
    (DecorationRect(x: 0, y: 960, width: 1024, height: 405), false),  // 1 point short
    (DecorationRect(x: 0, y: 960.5, width: 1024, height: 405), true),  // half a point short
    (DecorationRect(x: 0, y: 968, width: 1024, height: 398), true),  // docked
    (DecorationRect(x: 0, y: 1311, width: 1024, height: 55), true),  // a hardware keyboard's bar
  ])
  func onlyDockedKeyboardsShow(end: DecorationRect, shows: Bool) {
    let screen = DecorationRect(x: 0, y: 0, width: 1024, height: 1366)
    let change = Self.change(end, screenBounds: screen, containerInScreen: screen, bounds: screen)
    #expect(change.shows == shows)
    guard case .keyboard(let top, _, _) = change.event else {
      Issue.record("\(change.event)")
      return
    }
    #expect(top == (shows ? end.y : nil))
  }

  /// A container in a window that does not reach the screen's bottom (Stage Manager, Slide
  /// Over): the docked keyboard is still docked — its bottom is the screen's — and covers the
  /// container from its top.
  @Test func aWindowAboveTheScreensBottom() {
    let screen = DecorationRect(x: 0, y: 0, width: 1024, height: 1366)
    let window = DecorationRect(x: 100, y: 100, width: 700, height: 1000)
    let change = Self.change(
      DecorationRect(x: 0, y: 968, width: 1024, height: 398), screenBounds: screen,
      containerInScreen: window, bounds: DecorationRect(x: 0, y: 0, width: 700, height: 1000))
    #expect(change.shows)
    #expect(change.frameTop == 868)
  }

  /// The keyboard layout guide: its top is the keyboard's while a docked keyboard covers the
  /// container; with none (or an undocked one, which the guide does not follow) it sits on the
  /// bottom safe area — or, with `usesBottomSafeArea` off, on the bottom edge — and there is no
  /// keyboard.
  @Test(arguments: [
    (DecorationRect(x: 0, y: 508, width: 390, height: 336), 508.0 as Double?),
    (DecorationRect(x: 0, y: 810, width: 390, height: 34), nil),  // on the safe area
    (DecorationRect(x: 0, y: 810.25, width: 390, height: 33.75), nil),  // rounding
    (DecorationRect(x: 0, y: 809, width: 390, height: 35), 809),
    (DecorationRect(x: 0, y: 844, width: 390, height: 0), nil),  // on the bottom edge
    (DecorationRect(x: 0, y: .infinity, width: 0, height: 0), nil),
  ])
  func theLayoutGuidesKeyboard(guide: DecorationRect, top: Double?) {
    #expect(
      SheetGlue.keyboardTop(guideFrame: guide, containerBounds: Self.screen, safeAreaBottom: 34)
        == top)
  }

  /// Where no notification says where the keyboard is, the guide's top goes to Core at once —
  /// only when it differs from the last top sent by more than half a point.
  @Test(arguments: [
    (508.0 as Double?, nil as Double?, true), (nil, 508, true), (nil, nil, false),
    (508, 508, false), (508.4, 508, false), (509, 508, true), (300, 508, true),
  ])
  func guideEventsOnlyForAChange(guideTop: Double?, sentTop: Double?, sends: Bool) throws {
    let event = SheetGlue.keyboardEvent(guideTop: guideTop, sentTop: sentTop)
    #expect((event != nil) == sends)
    guard let event else { return }
    guard case .keyboard(let top, let duration, let curve) = event else {
      Issue.record("\(event)")
      return
    }
    #expect(top == guideTop)
    #expect(duration == 0)
    #expect(curve == SheetGlue.keyboardCurveWhenMissing)
    // A keyboard already up when the kernel is made: Core lifts its height at once.
    var kernel = try SheetFixture.kernel()
    try kernel.send(event, at: 1)
    #expect(kernel.advance(to: 1).keyboardHeight == 844 - (guideTop ?? 844))
  }

  /// No window, no keyboard taken.
  @Test(arguments: [(true, true), (false, false)])
  func whichKeyboardsAreTaken(hasWindow: Bool, takes: Bool) {
    #expect(SheetGlue.takesKeyboard(hasWindow: hasWindow) == takes)
  }

  /// Core is told when a modal starts or stops covering the sheet, once; then a keyboard that
  /// shows under the modal leaves the sheet where it is (Core's default policy), and one that
  /// goes away is taken.
  @Test func aModalsKeyboard() throws {
    #expect(SheetGlue.coveredEvent(isCovered: false, sent: false) == nil)
    #expect(SheetGlue.coveredEvent(isCovered: true, sent: true) == nil)
    var configuration = SheetConfiguration()
    configuration.keyboard = .lift
    var kernel = try SheetKernel(
      detents: SheetFixture.detents, configuration: configuration,
      chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)), initial: "middle",
      reading: SheetFixture.reading, at: 0)
    let middle = SheetFixture.y(of: "middle", in: kernel)
    let covered = try #require(SheetGlue.coveredEvent(isCovered: true, sent: false))
    try kernel.send(covered, at: 1)
    try kernel.send(Self.change(Self.shown).event, at: 1)
    #expect(kernel.advance(to: 2).panel.y == middle)
    let uncovered = try #require(SheetGlue.coveredEvent(isCovered: false, sent: true))
    try kernel.send(uncovered, at: 3)
    try kernel.send(Self.change(Self.shown).event, at: 3)
    #expect(kernel.advance(to: 4).panel.y < middle)
  }

  /// The guide is read at the pass that made the kernel, the first pass back in a window and
  /// passes while the list tracks a finger — and at no other.
  @Test(arguments: [false, true], [false, true])
  func whenTheGuideIsRead(enteredWindow: Bool, listTracking: Bool) {
    #expect(
      SheetGlue.readsKeyboardGuide(
        kernelCreated: true, enteredWindow: enteredWindow, listTracking: listTracking))
    #expect(
      SheetGlue.readsKeyboardGuide(
        kernelCreated: false, enteredWindow: enteredWindow, listTracking: listTracking)
        == (enteredWindow || listTracking))
  }
}
