@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The sheet container's reading, observed offsets and accessibility steps (Sources/Scrollwork/
/// Conversions/SheetGlue.swift).
struct SheetGlueTests {
  /// Tracked scroll views' content sizes (none: no tracked scroll view) and the content heights
  /// they give.
  static let listSizes: [(HostSize?, Double)] = [
    (nil, 0), (HostSize(width: 390, height: 2240), 2240), (HostSize(width: 0, height: 0), 0),
    (HostSize(width: 5000, height: 17), 17),
  ]

  /// The list's height is the tracked scroll view's `contentSize.height` (its width does not
  /// count); without a tracked scroll view there is no content.
  @Test(arguments: listSizes)
  func readingTakesTheListsHeight(contentSize: HostSize?, contentHeight: Double) {
    let reading = SheetGlue.reading(
      containerSize: HostSize(width: 390, height: 844),
      safeArea: HostInsets(top: 59, left: 1, bottom: 34, right: 2), contentSize: contentSize,
      displayScale: 2, reduceMotion: true)
    #expect(reading.contentHeight == contentHeight)
    #expect(reading.container == HostSize(width: 390, height: 844))
    #expect(reading.safeArea == HostInsets(top: 59, left: 1, bottom: 34, right: 2))
    #expect(reading.displayScale == 2)
    #expect(reading.reduceMotion)
  }

  /// The kernel is made at the first layout pass with a height: UIKit lays a view out at zero
  /// size before it has a window.
  @Test(arguments: [
    (HostSize(width: 390, height: 0), false), (HostSize(width: 390, height: -1), false),
    (HostSize(width: 390, height: .nan), false), (HostSize(width: 0, height: 0.5), true),
    (HostSize(width: 390, height: 844), true),
  ])
  func aContainerNeedsAHeight(size: HostSize, has: Bool) {
    #expect(SheetGlue.hasContainer(size) == has)
  }

  /// UIKit moves the list itself while `isTracking` (a finger on it) or `isDecelerating`:
  /// those offsets are the user's, which Core overrides; any other was set by the app or the
  /// system, which Core takes. Only `y` counts.
  @Test(arguments: [
    (false, false, false), (true, false, true), (false, true, true), (true, true, true),
  ])
  func observedOffsets(isTracking: Bool, isDecelerating: Bool, byUser: Bool) {
    let event = SheetGlue.contentOffsetObserved(
      HostPoint(x: 12, y: 300), isTracking: isTracking, isDecelerating: isDecelerating)
    guard case .contentOffsetObserved(let offset, let user) = event else {
      Issue.record("\(String(describing: event))")
      return
    }
    #expect(offset == 300)
    #expect(user == byUser)
  }

  /// An offset the app sets at rest is taken and held; one UIKit's tracking reports is not.
  @Test func appOffsetsAreTakenAndTrackingIsNot() throws {
    var kernel = try SheetFixture.kernel(at: "top")
    try kernel.send(
      #require(
        SheetGlue.contentOffsetObserved(
          HostPoint(x: 0, y: 300), isTracking: true, isDecelerating: false)), at: 1)
    #expect(kernel.advance(to: 1).contentOffset == 0)
    try kernel.send(
      #require(
        SheetGlue.contentOffsetObserved(
          HostPoint(x: 0, y: 300), isTracking: false, isDecelerating: false)), at: 2)
    #expect(kernel.advance(to: 2).contentOffset == 300)
    #expect(kernel.advance(to: 3).contentOffset == 300)
  }

  /// The container's own write of the offset, coming back through key-value observation while
  /// it applies a frame, is no event; outside an apply, the same offset is.
  @Test(arguments: [false, true])
  func theOwnWriteIsNoEvent(isTracking: Bool) {
    #expect(
      SheetGlue.contentOffsetObserved(
        HostPoint(x: 0, y: 300), isTracking: isTracking, isDecelerating: false,
        duringOwnWrite: true) == nil)
    #expect(
      SheetGlue.contentOffsetObserved(
        HostPoint(x: 0, y: 300), isTracking: isTracking, isDecelerating: false,
        duringOwnWrite: false) != nil)
  }

  /// Before the view has a window its trait collection's scale is 0: the screen's scale, or 3.
  @Test(arguments: [
    (3.0, 2.0 as Double?, 3.0), (2, nil, 2), (0, 2, 2), (0, nil, 3), (0, 0, 3), (-1, nil, 3),
    (.nan, nil, 3), (0, .nan, 3), (.infinity, 2, 2),
  ])
  func displayScaleFallsBack(trait: Double, screen: Double?, expected: Double) {
    #expect(SheetGlue.displayScale(trait: trait, screen: screen) == expected)
  }

  /// A kernel made before the view has a window gets a pixel grid, not a scale of 0 (which it
  /// would refuse).
  @Test func aKernelBeforeAWindow() throws {
    let reading = SheetGlue.reading(
      containerSize: SheetFixture.container, safeArea: HostInsets(top: 59, bottom: 34),
      contentSize: HostSize(width: 390, height: 2240),
      displayScale: SheetGlue.displayScale(trait: 0, screen: nil), reduceMotion: false)
    #expect(reading.displayScale == 3)
    _ = try SheetKernel(
      detents: SheetFixture.detents,
      chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)), reading: reading,
      at: 0)
  }
}
