import Testing

@_spi(Engine) @testable import ScrollworkCore

/// A touch that begins no pan: it stops what moves under it within a frame, and a tap on a
/// moving list is flagged so the host does not deliver it. And a sheet under a modal.
struct SheetKernelTouchTests {
  static let frame = 1.0 / 120

  /// A kernel whose list coasts after a fling at the top detent, and when the fling began.
  static func coasting() throws -> SheetKernel {
    var kernel = try SheetKernelTests.kernel()
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -900), at: 0.3)
    try kernel.send(.panEnded(translation: -900, velocity: -2500), at: 0.3)
    return kernel
  }

  @Test func aTouchStopsACoastingListWithinAFrame() throws {
    var kernel = try Self.coasting()
    let t = 0.5
    let before = kernel.advance(to: t)
    #expect(before.sample.content.phase == .decelerating)
    let point = HostPoint(x: 195, y: before.panel.y + before.content.y + 100)
    try kernel.send(.touchDown(at: point), at: t)
    #expect(kernel.touchCaughtMotion)
    let offset = kernel.advance(to: t).contentOffset
    #expect(abs(offset - before.contentOffset) <= 1.0 / 3, "stopped where it was")
    for step in 1...60 {
      #expect(kernel.advance(to: t + Double(step) * Self.frame).contentOffset == offset)
    }
    try kernel.send(.touchUp, at: t + 0.5)
    #expect(!kernel.touchCaughtMotion)
    #expect(!kernel.touchHoldsFinger)
    let rest = kernel.advance(to: t + 2)
    #expect(rest.isAtRest)
    #expect(rest.contentOffset == offset, "a list in range stays where the touch left it")
  }

  /// Nothing moves: a touch catches nothing, so its tap goes through and no finger is down.
  @Test func aTouchOnAStillSheetCatchesNothing() throws {
    var kernel = try SheetKernelTests.kernel()
    let frame = kernel.advance(to: 1)
    try kernel.send(.touchDown(at: HostPoint(x: 195, y: frame.panel.y + 200)), at: 1)
    #expect(!kernel.touchCaughtMotion)
    #expect(!kernel.finger.isDown)
    try kernel.send(.touchUp, at: 1.1)
    #expect(kernel.advance(to: 1.1) == frame)
  }

  /// A touch off the sheet (above it) catches nothing, even while it moves.
  @Test func aTouchAboveTheSheetCatchesNothing() throws {
    var kernel = try Self.coasting()
    let frame = kernel.advance(to: 0.5)
    try kernel.send(.touchDown(at: HostPoint(x: 195, y: frame.panel.y - 5)), at: 0.5)
    #expect(!kernel.touchCaughtMotion)
    #expect(kernel.advance(to: 0.6).contentOffset != frame.contentOffset)
  }

  /// The pan that begins under the catching touch continues from where it stopped: no jump.
  @Test func aPanContinuesTheCatch() throws {
    var kernel = try Self.coasting()
    let frame = kernel.advance(to: 0.5)
    try kernel.send(
      .touchDown(at: HostPoint(x: 195, y: frame.panel.y + frame.content.y + 50)), at: 0.5)
    let caught = kernel.advance(to: 0.5).contentOffset
    try kernel.send(.panBegan(on: .content, translation: -10), at: 0.55)
    let moved = kernel.advance(to: 0.55).contentOffset
    #expect(abs(moved - (caught + 10)) <= 1.0 / 3, "the pan's 10 pt, from the caught offset")
    try kernel.send(.panEnded(translation: -10, velocity: 0), at: 0.6)
    #expect(!kernel.touchCaughtMotion)
  }

  /// A pan beginning under the catching touch with a translation out of range is refused
  /// before anything is written: the touch still holds the finger where it caught the motion,
  /// and the next pan continues the catch from there.
  @Test(arguments: [Double.nan, -2e9])
  func aRefusedPanLeavesTheCatch(_ translation: Double) throws {
    var kernel = try Self.coasting()
    let frame = kernel.advance(to: 0.5)
    try kernel.send(
      .touchDown(at: HostPoint(x: 195, y: frame.panel.y + frame.content.y + 50)), at: 0.5)
    let caught = kernel.advance(to: 0.5)
    #expect {
      try kernel.send(.panBegan(on: .content, translation: translation), at: 0.55)
    } throws: { error in
      (error as? ScrollworkError)?.message.hasPrefix("drag.translation:") == true
    }
    #expect(kernel.touchHoldsFinger && kernel.touchCaughtMotion)
    #expect(kernel.finger.isDown && kernel.finger.translation == 0)
    #expect(kernel.system.lastEventTime == 0.5)
    #expect(kernel.frame(at: 0.5) == caught)
    try kernel.send(.panBegan(on: .content, translation: -10), at: 0.55)
    #expect(abs(kernel.advance(to: 0.55).contentOffset - (caught.contentOffset + 10)) <= 1.0 / 3)
  }

  /// A catch whose host timestamp is a frame older than the frame Core last drew never steps
  /// the sheet back: the kernel takes it as of its latest time.
  @Test func aLateCatchNeverStepsBack() throws {
    var kernel = try SheetKernelTests.kernel()
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panEnded(translation: 0, velocity: -2000), at: 0)
    var last = kernel.advance(to: 0).panel.y
    var t = 0.0
    for _ in 0..<6 {
      t += Self.frame
      let y = kernel.advance(to: t).panel.y
      #expect(y <= last)
      last = y
    }
    try kernel.send(.touchDown(at: HostPoint(x: 195, y: last + 5)), at: t - Self.frame)
    #expect(kernel.touchCaughtMotion)
    for step in 0...30 {
      let y = kernel.advance(to: t + Double(step) * Self.frame).panel.y
      #expect(abs(y - last) <= 1.0 / 3, "caught where it was drawn last, not a frame back")
    }
  }

  /// Under a modal, a keyboard that shows moves nothing (it is drawn all the same); one that
  /// hides is taken. With the `.follow` policy the sheet follows it anyway.
  @Test(arguments: [SheetConfiguration.CoveredKeyboardPolicy.ignoreShowing, .follow])
  func aCoveredSheetAndTheKeyboard(policy: SheetConfiguration.CoveredKeyboardPolicy) throws {
    var configuration = SheetConfiguration()
    configuration.coveredKeyboard = policy
    var kernel = try SheetKernel(
      detents: SheetKernelTests.detents, configuration: configuration,
      chrome: SheetKernelTests.chrome, initial: "default", reading: SheetKernelTests.reading(),
      at: 0)
    let resting = kernel.advance(to: 0).panel.y
    try kernel.send(.covered(true), at: 0)
    #expect(kernel.isCovered)
    try kernel.send(.keyboard(frameTop: 844 - 336, duration: 0.25, curve: 7), at: 0)
    let up = kernel.advance(to: 1)
    switch policy {
    case .ignoreShowing: #expect(up.panel.y == resting)
    case .follow: #expect(up.panel.y < resting)
    }
    // The keyboard is on the screen either way, and takes the touches it covers.
    #expect(up.keyboard == DecorationRect(x: 0, y: 508, width: 390, height: 336))
    try kernel.send(.keyboard(frameTop: nil, duration: 0.25, curve: 7), at: 1)
    try kernel.send(.covered(false), at: 1)
    #expect(kernel.advance(to: 2).panel.y == resting)
  }
}
