@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The tracked list as the container holds it (Sources/Scrollwork/Conversions/
/// SheetGlue+List.swift).
struct SheetGlueListTests {
  /// Lists' `adjustedContentInset`s: none but the safe area, a refresh control refreshing
  /// (60 points at the top), an app's `contentInset` (20 and 100), `.never` adjustment (no
  /// bottom inset at all).
  static let insets: [HostInsets] = [
    HostInsets(top: 0, bottom: 34), HostInsets(top: 60, bottom: 34),
    HostInsets(top: 20, bottom: 134), HostInsets(top: 0, bottom: 0),
  ]

  /// Core's range maps onto UIKit's exactly: Core's 0 is UIKit's `−top` and Core's end
  /// (content + its end inset, the safe area, − viewport) is UIKit's
  /// (`contentSize + adjustedContentInset.bottom − bounds`), for every inset and viewport.
  @Test(arguments: insets, [300.0, 700])
  func coresRangeIsUIKits(insets: HostInsets, viewport: Double) {
    let shift = SheetGlue.listInsetShift(adjustedContentInset: insets, safeAreaBottom: 34)
    let height = 2240.0
    let core = ScrollGeometry(
      viewport: viewport, content: SheetGlue.contentHeight(height, shift: shift),
      insetStart: 0, insetEnd: 34)
    #expect(SheetGlue.uikitOffset(core.minOffset, shift: shift) == -insets.top)
    #expect(
      SheetGlue.uikitOffset(core.maxOffset, shift: shift) == height + insets.bottom - viewport)
    for offset in [-insets.top, 0, 500, height + insets.bottom - viewport] {
      #expect(
        SheetGlue.uikitOffset(SheetGlue.coreOffset(offset, shift: shift), shift: shift) == offset)
    }
  }

  /// The reading carries the longer content, and an app's offset at the list's top (a
  /// refresh control's −60) reaches Core as its 0.
  @Test func aRefreshControlsInsetReachesCore() throws {
    let insets = HostInsets(top: 60, bottom: 34)
    let reading = SheetGlue.reading(
      containerSize: SheetFixture.container, safeArea: HostInsets(top: 59, bottom: 34),
      contentSize: HostSize(width: 390, height: 2240), listInsets: insets, displayScale: 3,
      reduceMotion: false)
    #expect(reading.contentHeight == 2300)
    let shift = SheetGlue.listInsetShift(adjustedContentInset: insets, safeAreaBottom: 34)
    var kernel = try SheetKernel(
      detents: SheetFixture.detents,
      chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)), initial: "top",
      reading: reading, at: 0)
    let top = try #require(
      SheetGlue.contentOffsetObserved(
        HostPoint(x: 0, y: -60), isTracking: false, isDecelerating: false, shift: shift))
    try kernel.send(top, at: 1)
    #expect(kernel.advance(to: 1).contentOffset == 0)
    #expect(SheetGlue.uikitOffset(kernel.advance(to: 1).contentOffset, shift: shift) == -60)
    // Without the shift, Core would take UIKit's −60 as a pull past its top.
    #expect(SheetGlue.listInsetShift(adjustedContentInset: insets, safeAreaBottom: 34) != .none)
  }

  /// A list whose insets are the safe area alone changes nothing.
  @Test func theSafeAreaAloneChangesNothing() {
    let shift = SheetGlue.listInsetShift(
      adjustedContentInset: HostInsets(top: 0, bottom: 34), safeAreaBottom: 34)
    #expect(shift == .none)
    #expect(SheetGlue.contentHeight(2240, shift: shift) == 2240)
    #expect(SheetGlue.contentHeight(10, shift: ListInsetShift(top: 0, extraBottom: -34)) == 0)
  }

  /// While tracked, the list always bounces vertically (a short collection view's pan begins),
  /// and shows its indicator only while Core says it scrolls and the app shows it.
  @Test(arguments: [false, true], [0.0, 0.4])
  func switchesWhileTracked(appShows: Bool, alpha: Double) {
    for appBounces in [false, true] {
      let switches = SheetGlue.trackedListSwitches(
        app: TrackedListSwitches(
          alwaysBounceVertical: appBounces, showsVerticalScrollIndicator: appShows),
        indicatorAlpha: alpha)
      #expect(switches.alwaysBounceVertical)
      #expect(switches.showsVerticalScrollIndicator == (appShows && alpha > 0))
    }
  }

  /// Core's indicator: hidden while the finger on the header drives the chain (the list does
  /// not scroll), shown while the finger scrolls the list.
  @Test func theIndicatorFollowsCore() throws {
    let app = TrackedListSwitches(alwaysBounceVertical: false, showsVerticalScrollIndicator: true)
    var kernel = try SheetFixture.kernel(at: "top")
    try kernel.send(.panBegan(on: .header, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -40), at: 0.05)
    let onHeader = kernel.advance(to: 0.05)
    #expect(
      !SheetGlue.trackedListSwitches(app: app, indicatorAlpha: onHeader.contentIndicatorAlpha)
        .showsVerticalScrollIndicator)
    try kernel.send(.panEnded(translation: -40, velocity: 0), at: 0.1)
    try kernel.send(.panBegan(on: .content, translation: 0), at: 3)
    try kernel.send(.panChanged(translation: -300), at: 3.1)
    let onList = kernel.advance(to: 3.1)
    #expect(
      SheetGlue.trackedListSwitches(app: app, indicatorAlpha: onList.contentIndicatorAlpha)
        .showsVerticalScrollIndicator)
  }

  /// Every scroll view in the container but the tracked list is turned off for the status
  /// bar's scroll to top; the tracked list keeps the app's value; one already off is left.
  @Test(arguments: [
    (false, true, false as Bool?), (false, false, nil), (true, true, nil), (true, false, nil),
  ])
  func scrollsToTop(isTrackedList: Bool, current: Bool, write: Bool?) {
    #expect(SheetGlue.scrollsToTop(isTrackedList: isTrackedList, current: current) == write)
  }

  /// The content view controller's view fills its container.
  @Test func theContentViewFillsItsContainer() {
    let bounds = DecorationRect(x: 0, y: 0, width: 390, height: 476)
    #expect(SheetGlue.contentViewFrame(in: bounds) == bounds)
  }

  /// A list replaced mid-drag: its pan is ended where the finger was, with no velocity, and
  /// the sheet comes to rest (the display link can stop). No finger, or a finger on the
  /// header, ends nothing.
  @Test func replacingTheListMidDragEndsItsPan() throws {
    var kernel = try SheetFixture.kernel(at: "low")
    #expect(SheetGlue.eventEndingContentPan(kernel.finger) == nil)
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -80), at: 0.1)
    let end = try #require(SheetGlue.eventEndingContentPan(kernel.finger))
    guard case .panEnded(let translation, let velocity) = end else {
      Issue.record("\(end)")
      return
    }
    #expect(translation == -80)
    #expect(velocity == 0)
    try kernel.send(end, at: 0.1)
    #expect(!kernel.finger.isDown)
    #expect(kernel.advance(to: 5).isAtRest)
    try kernel.send(.panBegan(on: .header, translation: 0), at: 6)
    #expect(SheetGlue.eventEndingContentPan(kernel.finger) == nil)
  }

  /// A new tracked list while the container runs: its offset and height in Core's coordinates,
  /// moved by its insets as an observed offset is.
  @Test func aSwitchedListIsTakenFromWhereItIs() {
    let shift = SheetGlue.listInsetShift(
      adjustedContentInset: HostInsets(top: 10, bottom: 34), safeAreaBottom: 34)
    guard
      case .contentSwitched(let offset, let height) = SheetGlue.listSwitchedEvent(
        contentOffset: 290, contentHeight: 1200, shift: shift)
    else {
      Issue.record("expected a switch")
      return
    }
    #expect(offset == 300)
    #expect(height == 1210)
  }
}
