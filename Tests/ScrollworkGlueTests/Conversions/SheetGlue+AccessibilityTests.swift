@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// VoiceOver and the sheet (Sources/Scrollwork/Conversions/SheetGlue+Accessibility.swift).
struct SheetGlueAccessibilityTests {
  /// The status the container reads at `time`.
  static func status(_ kernel: SheetKernel, at time: Double) -> SheetStatus {
    kernel.frame(at: time).status
  }

  /// VoiceOver's swipe up (increment) raises the sheet one detent, a swipe down lowers it; at
  /// the highest or lowest it stays.
  @Test(arguments: [
    ("low", AccessibilityAdjustment.increment, "middle"), ("low", .decrement, "low"),
    ("middle", .increment, "top"), ("middle", .decrement, "low"),
    ("top", .increment, "top"), ("top", .decrement, "middle"),
  ])
  func steps(
    from settled: String, adjustment: AccessibilityAdjustment, to expected: String
  )
    throws
  {
    let kernel = try SheetFixture.kernel(at: SheetDetent.ID(settled))
    let detent = SheetGlue.detent(after: adjustment, status: Self.status(kernel, at: 0))
    #expect(detent == SheetDetent.ID(expected))
    #expect(AccessibilityAdjustment.increment.steps == 1)
    #expect(AccessibilityAdjustment.decrement.steps == -1)
  }

  /// A second swipe while the first one's spring still runs counts from where the sheet is
  /// going: two swipes up from the lowest detent reach the highest, and the sheet rises.
  @Test(arguments: [0.0, 0.05, 0.2])
  func aSecondSwipeDuringTheSpringIsNotLost(secondAt: Double) throws {
    var kernel = try SheetFixture.kernel(at: "low")
    let first = SheetGlue.detent(after: .increment, status: Self.status(kernel, at: 0))
    try kernel.send(.move(to: first, animated: true), at: 0)
    #expect(first == "middle")
    let second = SheetGlue.detent(after: .increment, status: Self.status(kernel, at: secondAt))
    #expect(second == "top")
    try kernel.send(.move(to: second, animated: true), at: secondAt)
    #expect(kernel.advance(to: 5).panel.y == SheetFixture.y(of: "top", in: kernel))
    #expect(kernel.advance(to: 5).panel.y < SheetFixture.y(of: "middle", in: kernel))
  }

  /// The grabber's value is the detent the sheet is at or going to, by its id's name when the
  /// app gives it none.
  @Test func theGrabbersValue() throws {
    var kernel = try SheetFixture.kernel(at: "low")
    let detents = SheetFixture.detents
    #expect(SheetGlue.grabberValue(Self.status(kernel, at: 0), detents: detents) == "low")
    try kernel.send(.move(to: "top", animated: true), at: 0)
    #expect(SheetGlue.grabberValue(Self.status(kernel, at: 0.1), detents: detents) == "top")
    #expect(!SheetGlue.grabberLabelWhenMissing.isEmpty)
  }

  /// VoiceOver reads the names the app gives its detents: the grabber's value as the sheet
  /// moves, and the name of each detent's action; a detent without one is read by its id.
  @Test func detentsAreReadByTheNamesTheAppGives() throws {
    let named = [
      SheetDetent(id: "low", .height(200), accessibilityName: "Collapsed"),
      SheetDetent(id: "middle", .fraction(0.5)),
      SheetDetent(id: "top", .inset(10), accessibilityName: "Full screen"),
    ]
    var kernel = try SheetKernel(
      detents: named, chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)),
      initial: "low", reading: SheetFixture.reading, at: 0)
    #expect(SheetGlue.grabberValue(Self.status(kernel, at: 0), detents: named) == "Collapsed")
    try kernel.send(.move(to: "top", animated: true), at: 0)
    #expect(SheetGlue.grabberValue(Self.status(kernel, at: 0.1), detents: named) == "Full screen")
    #expect(
      kernel.system.sheet.detents.all.map { SheetGlue.spokenName(of: $0.id, in: named) } == [
        "Collapsed", "middle", "Full screen",
      ])
    // An id the list does not hold (a host reading an older list) is read by its name.
    #expect(SheetGlue.spokenName(of: "gone", in: named) == "gone")
  }

  /// `layoutChanged` is posted once, at the first frame at rest after a move, and not at the
  /// first frame, nor while the sheet moves or rests.
  @Test func layoutChangedOnceOnSettle() throws {
    var kernel = try SheetFixture.kernel(at: "low")
    var previous: SheetStatus?
    var posts: [Double] = []
    func frame(_ t: Double) {
      let next = kernel.advance(to: t).status
      if SheetGlue.postsLayoutChanged(from: previous, to: next) { posts.append(t) }
      previous = next
    }
    frame(0)
    try kernel.send(.move(to: "top", animated: true), at: 0.5)
    var restAt: Double?
    for step in 30...300 {
      let t = Double(step) / 60
      frame(t)
      if restAt == nil, kernel.frame(at: t).isAtRest { restAt = t }
    }
    #expect(posts.count == 1)
    #expect(posts.first == restAt)
    // A finger that holds the sheet still is not "settled" until it lifts.
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 6)
    frame(6)
    try kernel.send(.panEnded(translation: 0, velocity: 0), at: 6.1)
    for step in 367...600 { frame(Double(step) / 60) }
    #expect(posts.count == 2)
  }
}
