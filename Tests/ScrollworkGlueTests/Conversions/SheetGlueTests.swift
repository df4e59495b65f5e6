import ScrollworkCore
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
      Issue.record("\(event)")
      return
    }
    #expect(offset == 300)
    #expect(user == byUser)
  }

  /// An offset the app sets at rest is taken and held; one UIKit's tracking reports is not.
  @Test func appOffsetsAreTakenAndTrackingIsNot() throws {
    var kernel = try SheetFixture.kernel(at: "top")
    try kernel.send(
      SheetGlue.contentOffsetObserved(
        HostPoint(x: 0, y: 300), isTracking: true, isDecelerating: false), at: 1)
    #expect(kernel.frame(at: 1).contentOffset == 0)
    try kernel.send(
      SheetGlue.contentOffsetObserved(
        HostPoint(x: 0, y: 300), isTracking: false, isDecelerating: false), at: 2)
    #expect(kernel.frame(at: 2).contentOffset == 300)
    #expect(kernel.frame(at: 3).contentOffset == 300)
  }

  /// VoiceOver's swipe up (increment) raises the sheet one detent, a swipe down lowers it; at
  /// the highest or lowest it stays.
  @Test(arguments: [
    ("low", AccessibilityAdjustment.increment, "middle"), ("low", .decrement, "low"),
    ("middle", .increment, "top"), ("middle", .decrement, "low"),
    ("top", .increment, "top"), ("top", .decrement, "middle"),
  ])
  func accessibilitySteps(
    from settled: String, adjustment: AccessibilityAdjustment, to expected: String
  ) throws {
    let kernel = try SheetFixture.kernel()
    let detent = SheetGlue.detent(
      after: adjustment, in: kernel.system.sheet.detents, from: SheetDetent.ID(settled))
    #expect(detent == SheetDetent.ID(expected))
  }

  /// An increment moves the sheet up: a smaller y in UIKit's coordinates.
  @Test func anIncrementRaisesTheSheet() throws {
    var kernel = try SheetFixture.kernel()
    let before = kernel.frame(at: 0).panel.y
    let sheet = kernel.system.sheet
    let id = SheetGlue.detent(after: .increment, in: sheet.detents, from: sheet.settledDetent)
    try kernel.send(.move(to: id, animated: true), at: 0)
    let after = kernel.frame(at: 5)
    #expect(after.panel.y < before)
    #expect(after.panel.y == SheetFixture.y(of: "middle", in: kernel))
    #expect(AccessibilityAdjustment.increment.steps == 1)
    #expect(AccessibilityAdjustment.decrement.steps == -1)
  }
}
