import Testing

@_spi(Engine) @testable import ScrollworkCore

/// A reading after creation that changes the display scale (the window moved to another
/// screen) or Reduce Motion (switched in Settings) is followed: the kernel then behaves as one
/// created with it.
struct SheetKernelLaterReadingsTests {
  /// The frames of a move to the top detent over a second, at 120 Hz.
  static func move(_ kernel: inout SheetKernel, from t: Double) throws -> [SheetKernelFrame] {
    try kernel.send(.move(to: "maximum", animated: true), at: t)
    return (0...120).map { kernel.advance(to: t + Double($0) / 120) }
  }

  @Test(arguments: [true, false])
  func reduceMotionSwitchedLaterIsFollowed(_ on: Bool) throws {
    var switched = try SheetKernelTests.kernel(reduceMotion: !on)
    try switched.send(.layout(SheetKernelTests.reading(reduceMotion: on)), at: 0.5)
    var created = try SheetKernelTests.kernel(reduceMotion: on)
    var other = try SheetKernelTests.kernel(reduceMotion: !on)
    let frames = try Self.move(&switched, from: 1)
    #expect(frames == (try Self.move(&created, from: 1)))
    #expect(frames != (try Self.move(&other, from: 1)), "the two springs differ")
  }

  /// Reduce Motion's spring does not overshoot: switched on, the sheet never passes its target.
  @Test func reducedMotionNeverOvershoots() throws {
    var kernel = try SheetKernelTests.kernel()
    try kernel.send(.layout(SheetKernelTests.reading(reduceMotion: true)), at: 0.5)
    let frames = try Self.move(&kernel, from: 1)
    let target = try #require(frames.last).panel.y
    #expect(frames.allSatisfy { $0.panel.y >= target })
  }

  @Test(arguments: [1.0, 2, 3])
  func aNewDisplayScaleIsTheGrid(_ scale: Double) throws {
    var switched = try SheetKernelTests.kernel(scale: 3)
    try switched.send(.layout(SheetKernelTests.reading(scale: scale)), at: 0.5)
    var created = try SheetKernelTests.kernel(scale: scale)
    let frames = try Self.move(&switched, from: 1)
    #expect(frames == (try Self.move(&created, from: 1)))
    for frame in frames {
      for value in [frame.panel.y, frame.contentOffset, frame.content.height] {
        #expect(abs(value * scale - (value * scale).rounded()) < 1e-6, "\(value) at \(scale)×")
      }
    }
  }
}

/// One rate: the sheet projects its snap at the rate its momentum coasts at, the list's.
struct SheetProjectionRateTests {
  /// The detent a 400 pt/s flick up on the grabber at "default" settles at: below the fling
  /// threshold, so the projection alone decides. At the normal rate it projects 200 pt, nearer
  /// the maximum detent; at the fast rate 40 pt, and the sheet stays.
  static func target(_ rate: DecelerationRate) throws -> SheetDetent.ID? {
    var content = ScrollConfiguration()
    content.decelerationRate = rate
    var kernel = try SheetKernelTests.kernel(content: content)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panEnded(translation: 0, velocity: -400), at: 0.1)
    return kernel.advance(to: 0.1).sample.sheet.targetDetent
  }

  @Test func aFastSheetProjectsFast() throws {
    #expect(try Self.target(.normal) == "maximum")
    #expect(try Self.target(.fast) == "default")
  }
}
