import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Several lists in one sheet: the chain drives the one the host switches to, from where it was,
/// with nothing shown moving at the switch.
struct SheetContentSwitchTests {
  static let pixel = 1.0 / 3

  static func kernel(initial: SheetDetent.ID = "maximum") throws -> SheetKernel {
    try SheetKernel(
      detents: SheetKernelTests.detents, chrome: SheetKernelTests.chrome, initial: initial,
      reading: SheetKernelTests.reading(), at: 0)
  }

  static func frames(
    _ kernel: inout SheetKernel, from start: Double, to end: Double
  ) -> [SheetKernelFrame] {
    stride(from: start, through: end, by: 1.0 / 120).map { kernel.advance(to: $0) }
  }

  /// At rest: the new list shows at its own offset, the sheet and header stay, and everything
  /// rests.
  @Test func atRestTheNewListShowsWhereItWas() throws {
    var kernel = try Self.kernel()
    try kernel.send(.contentOffsetObserved(600, byUser: false), at: 0)
    let before = kernel.advance(to: 0.1)
    try kernel.send(.contentSwitched(offset: 200, contentHeight: 1500), at: 0.1)
    let after = kernel.advance(to: 0.1)
    #expect(after.contentOffset == 200)
    #expect(after.panel == before.panel && after.headerClip == before.headerClip)
    #expect(after.isAtRest)
    #expect(kernel.reading.contentHeight == 1500)
    // A list left 40 pt past its end mid-bounce shows there, then springs back into its range
    // as a released list does, never further out and never jumping more than a bounce's frame.
    let end = kernel.system.content.geometry.maxOffset  // the same list height as before
    try kernel.send(.contentSwitched(offset: end + 40, contentHeight: 1500), at: 0.2)
    let grid = PixelGrid(displayScale: 3)
    #expect(kernel.advance(to: 0.2).contentOffset == grid.round(end + 40))
    let back = Self.frames(&kernel, from: 0.2, to: 2)
    #expect(zip(back, back.dropFirst()).allSatisfy { $1.contentOffset <= $0.contentOffset })
    #expect(back.last!.contentOffset == grid.round(end) && back.last!.isAtRest)
  }

  /// A switch mid-fling: the list left stops (its host keeps where it was), the new one moves
  /// no more than a pixel on the switch frame, and rests there.
  @Test func aSwitchMidFlingStopsTheOldListAndKeepsTheNew() throws {
    var kernel = try Self.kernel()
    try kernel.send(.contentOffsetObserved(400, byUser: false), at: 0)
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0.1)
    try kernel.send(.panChanged(translation: -40), at: 0.15)
    try kernel.send(.panEnded(translation: -40, velocity: -3000), at: 0.15)
    let flinging = Self.frames(&kernel, from: 0.15, to: 0.4)
    #expect(flinging.last!.contentOffset > flinging.first!.contentOffset + 100)
    try kernel.send(.contentSwitched(offset: 120, contentHeight: 3000), at: 0.4)
    let after = Self.frames(&kernel, from: 0.4, to: 2)
    #expect(abs(after.first!.contentOffset - 120) <= Self.pixel)
    #expect(after.allSatisfy { $0.contentOffset == after.first!.contentOffset })
    #expect(after.first!.panel == flinging.last!.panel)
    #expect(after.last!.isAtRest)
  }

  /// Momentum on its way to the list reaches the new one: a fling up from the default detent
  /// coasts the sheet to its top and collapses the header, then the new list flings from its own
  /// offset, as the old one would have.
  @Test func momentumOnItsWayReachesTheNewList() throws {
    var kernel = try Self.kernel(initial: "default")
    var same = try Self.kernel(initial: "default")
    for k in [0, 1] {
      var target = k == 0 ? kernel : same
      try target.send(.panBegan(on: .content, translation: 0), at: 0)
      try target.send(.panChanged(translation: -30), at: 0.05)
      try target.send(.panEnded(translation: -30, velocity: -4000), at: 0.05)
      if k == 0 { kernel = target } else { same = target }
    }
    // Before the hand-off (the sheet still coasting), the list switches to a long one at 300;
    // the reference keeps its list.
    let handOff = try #require(kernel.system.handOffTime)
    let switchTime = 0.06
    #expect(handOff > switchTime)
    try kernel.send(.contentSwitched(offset: 300, contentHeight: 20_000), at: switchTime)
    let switched = Self.frames(&kernel, from: switchTime, to: 4)
    // It holds still until the momentum reaches it, then flings well past where it was.
    let times = stride(from: switchTime, through: 4, by: 1.0 / 120).map { $0 }
    for (frame, t) in zip(switched, times) where t < handOff {
      #expect(abs(frame.contentOffset - 300) <= Self.pixel)
    }
    #expect(switched.last!.contentOffset > 300 + 500)
    #expect(switched.last!.isAtRest)
    // The sheet and header move as the reference's, which kept its list.
    let reference = Self.frames(&same, from: switchTime, to: 4)
    for (a, b) in zip(switched, reference) {
      #expect(a.panel == b.panel && a.headerClip == b.headerClip)
    }
  }

  /// A finger on the list goes on in the new one: the next movement scrolls it by as much.
  @Test func aDragGoesOnInTheNewList() throws {
    var kernel = try Self.kernel()
    try kernel.send(.contentOffsetObserved(100, byUser: false), at: 0)
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0.1)
    // The first 50 pt collapse the header (64 pt of it collapses), the list waits.
    try kernel.send(.panChanged(translation: -50), at: 0.2)
    #expect(kernel.advance(to: 0.2).contentOffset == 100)
    try kernel.send(.contentSwitched(offset: 700, contentHeight: 3000), at: 0.25)
    #expect(kernel.advance(to: 0.25).contentOffset == 700)
    // 40 more: the header's last 14, then 26 of the new list.
    try kernel.send(.panChanged(translation: -90), at: 0.3)
    let frame = kernel.advance(to: 0.3)
    #expect(frame.headerClip.height == 120 - 64)
    #expect(frame.contentOffset == 726)
    try kernel.send(.panEnded(translation: -90, velocity: 0), at: 0.4)
    #expect(Self.frames(&kernel, from: 0.4, to: 2).last!.isAtRest)
  }

  /// A fling down to the old list's top would hand what it has there back to the header and
  /// the sheet: switched away, that goes with the old list, and the sheet stays at its detent.
  @Test func whatTheOldListWouldHandBackGoesWithIt() throws {
    var kernel = try Self.kernel()
    try kernel.send(.contentOffsetObserved(200, byUser: false), at: 0)
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0.1)
    try kernel.send(.panChanged(translation: 20), at: 0.12)
    try kernel.send(.panEnded(translation: 20, velocity: 4000), at: 0.12)
    #expect(kernel.system.flingHandsBackToSheet != nil)
    try kernel.send(.contentSwitched(offset: 900, contentHeight: 3000), at: 0.13)
    let frames = Self.frames(&kernel, from: 0.13, to: 3)
    #expect(frames.allSatisfy { $0.panel == frames.first!.panel })
    #expect(frames.last!.contentOffset == 900 && frames.last!.isAtRest)
  }

  @Test func badValuesAreRefusedAndChangeNothing() throws {
    var kernel = try Self.kernel()
    let before = kernel.advance(to: 0)
    #expect(throws: ScrollworkError("content.offset: must be a finite number, got nan")) {
      try kernel.send(.contentSwitched(offset: .nan, contentHeight: 100), at: 0.1)
    }
    #expect(throws: ScrollworkError.self) {
      try kernel.send(.contentSwitched(offset: 0, contentHeight: -1), at: 0.1)
    }
    #expect(kernel.advance(to: 0.1) == before)
  }

  /// Property: switching lists at any moment of any gesture — a drag, a fling up or down, a
  /// release — moves nothing shown by more than a pixel on the switch frame, and everything
  /// comes to rest in range.
  @Test func switchesAtAnyMoment() async {
    await propertyCheck(
      count: 150, input: Gen.double(in: -5000...5000), Gen.double(in: 0...0.8),
      Gen.double(in: 0...4000), Gen.int(in: 0...2)
    ) { velocity, delay, offset, start in
      let detent: SheetDetent.ID = ["teaser", "default", "maximum"][start]
      var kernel = try Self.kernel(initial: detent)
      try kernel.send(.contentOffsetObserved(300, byUser: false), at: 0)
      try kernel.send(.panBegan(on: .content, translation: 0), at: 0.1)
      try kernel.send(.panChanged(translation: velocity > 0 ? 30 : -30), at: 0.15)
      try kernel.send(
        .panEnded(translation: velocity > 0 ? 30 : -30, velocity: velocity), at: 0.15)
      let t = 0.15 + delay
      let before = kernel.advance(to: t)
      try kernel.send(.contentSwitched(offset: offset, contentHeight: 2000), at: t)
      let after = kernel.advance(to: t)
      #expect(abs(after.panel.y - before.panel.y) <= Self.pixel)
      #expect(abs(after.headerClip.height - before.headerClip.height) <= Self.pixel)
      let range = kernel.system.content.geometry
      #expect(abs(after.contentOffset - offset) <= Self.pixel + 1e-9)  // past an edge too
      let rest = Self.frames(&kernel, from: t, to: t + 6).last!
      #expect(rest.isAtRest)
      #expect(rest.contentOffset >= 0 && rest.contentOffset <= range.maxOffset + Self.pixel)
    }
  }

  /// Only a pan more vertical than horizontal is the sheet's: a page swipe is not.
  @Test(arguments: [
    (0.0, 0.0, true), (0, 500, true), (300, -400, true), (400, 400, true), (900, 120, false),
    (-600, 599, false), (.nan, 10, true),
  ])
  func onlyAVerticalPanIsTheSheets(x: Double, y: Double, taken: Bool) {
    #expect(SheetKernel.takesPan(velocity: HostPoint(x: x, y: y)) == taken)
  }
}
