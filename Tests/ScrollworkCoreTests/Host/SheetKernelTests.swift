import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The sheet's host kernel: what every host sends and applies.
struct SheetKernelTests {
  static let detents = [
    SheetDetent(id: "teaser", .height(200)), SheetDetent(id: "default", .fraction(0.45)),
    SheetDetent(id: "maximum", .inset(10)),
  ]
  static let chrome = SheetChrome(header: SheetHeader(height: 120, collapsible: 64))

  static func reading(scale: Double = 3, reduceMotion: Bool = false) -> SheetReading {
    SheetReading(
      container: HostSize(width: 390, height: 844), safeArea: HostInsets(top: 59, bottom: 34),
      contentHeight: 2240, displayScale: scale, reduceMotion: reduceMotion)
  }

  static func kernel(
    scale: Double = 3, reduceMotion: Bool = false,
    content: ScrollConfiguration = ScrollConfiguration()
  ) throws -> SheetKernel {
    try SheetKernel(
      detents: detents, chrome: chrome, content: content,
      initial: "default", reading: reading(scale: scale, reduceMotion: reduceMotion), at: 0)
  }

  /// The panel from the sheet's top edge to the container's bottom; the header clipped to its
  /// visible part; the content below it; the grabber strip inside the header.
  @Test func framesAtRest() throws {
    var kernel = try Self.kernel()
    let frame = kernel.advance(to: 0)
    let y = 844 * (1 - 0.45)
    #expect(abs(frame.panel.y - y) < 0.34)
    #expect(frame.panel.height == 844 - frame.panel.y)
    #expect(frame.headerClip == DecorationRect(x: 0, y: 0, width: 390, height: 120))
    #expect(frame.header == frame.headerClip)
    #expect(frame.grabber == DecorationRect(x: 0, y: 0, width: 390, height: 20))
    #expect(
      frame.content == DecorationRect(x: 0, y: 120, width: 390, height: frame.panel.height - 120))
    #expect(frame.isAtRest && !frame.fingerDown)
  }

  /// One drag on the list: the sheet rises to its top, the header collapses, the list scrolls;
  /// the frames follow.
  @Test func oneGestureMovesEveryPart() throws {
    var kernel = try Self.kernel()
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -700), at: 0.5)
    let frame = kernel.advance(to: 0.5)
    #expect(frame.panel.y == 69)
    #expect(frame.headerClip.height == 56)
    #expect(frame.content.y == 56)
    #expect(frame.contentOffset > 0)
    #expect(frame.fingerDown && !frame.isAtRest)
    try kernel.send(.panEnded(translation: -700, velocity: nil), at: 1.0)
    #expect(!kernel.advance(to: 1.0).fingerDown)
  }

  /// The keyboard's end frame becomes a height over the container's bottom, clamped to the
  /// container; a hidden keyboard (no frame) is 0. The drawn height follows its curve.
  @Test(arguments: [(500.0, 344.0), (-100, 844), (900, 0), (.nan, 0)])
  func keyboardFrames(_ top: Double, _ height: Double) throws {
    var kernel = try Self.kernel()
    // NaN stands for no frame: the keyboard hides.
    try kernel.send(
      .keyboard(frameTop: top.isNaN ? nil : top, duration: 0.25, curve: 7), at: 1)
    #expect(kernel.system.sheet.context.keyboardHeight == height)
    #expect(kernel.advance(to: 1).keyboardHeight == 0)
    #expect(kernel.advance(to: 1.25).keyboardHeight == height)
    #expect(kernel.frame(at: 1.125).isAtRest == false)
    // Core's time does not go back: a frame asked for before the last one is the last one's.
    #expect(kernel.advance(to: 1.125) == kernel.frame(at: 1.25))
  }

  /// Core owns the list's offset: UIKit's own tracking and the glue's own writes coming back
  /// change nothing; an offset the app sets is taken and held.
  @Test func contentOffsetOwnership() throws {
    var kernel = try Self.kernel()
    try kernel.send(.contentOffsetObserved(400, byUser: true), at: 0.1)
    #expect(kernel.advance(to: 0.1).contentOffset == 0)
    try kernel.send(.contentOffsetObserved(0.1, byUser: false), at: 0.2)
    #expect(kernel.advance(to: 0.2).contentOffset == 0, "within half a pixel: the glue's own write")
    try kernel.send(.contentOffsetObserved(400, byUser: false), at: 0.3)
    #expect(kernel.advance(to: 0.3).contentOffset == 400)
    #expect(kernel.advance(to: 2).contentOffset == 400)
    try kernel.send(.contentOffsetObserved(99_999, byUser: false), at: 2.1)
    let end = kernel.system.content.geometry.maxOffset
    #expect(abs(kernel.advance(to: 2.1).contentOffset - end) <= 0.5 / 3, "the end, on the grid")
  }

  /// The screen's scale is the pixel grid of every position.
  @Test(arguments: [1.0, 2, 3])
  func displayScaleIsThePixelGrid(_ scale: Double) throws {
    var kernel = try Self.kernel(scale: scale)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -123.4567), at: 0.1)
    try kernel.send(.panEnded(translation: -123.4567, velocity: -800), at: 0.1)
    for t in stride(from: 0.1, through: 1, by: 0.05) {
      let y = kernel.advance(to: t).panel.y
      #expect(abs(y * scale - (y * scale).rounded()) < 1e-6, "y \(y) at scale \(scale)")
    }
  }

  /// Reduce Motion: the spring that settles without overshoot.
  @Test func reduceMotion() throws {
    let kernel = try Self.kernel(reduceMotion: true)
    #expect(kernel.configuration.sheet.spring == .sheetReducedMotion)
    #expect(try Self.kernel().configuration.sheet.spring == .sheet)
  }

  /// A rejected event leaves the kernel as it was.
  @Test func rejectedEventsChangeNothing() throws {
    var kernel = try Self.kernel()
    try kernel.send(.panBegan(on: .grabber, translation: -10), at: 0)
    let before = kernel.advance(to: 0)
    #expect(throws: ScrollworkError.self) { try kernel.send(.setDetents([]), at: 0.1) }
    #expect(throws: ScrollworkError.self) {
      try kernel.send(.move(to: "nope", animated: true), at: 0.1)
    }
    // A pan's movement runs in place, without a copy to roll back to: the system checks it
    // before changing anything, and the finger records it only once taken.
    #expect(throws: ScrollworkError.self) {
      try kernel.send(.panChanged(translation: .nan), at: 0.1)
    }
    #expect(throws: ScrollworkError.self) {
      try kernel.send(.panChanged(translation: 2e9), at: 0.1)
    }
    #expect(throws: ScrollworkError.self) {
      try kernel.send(.panChanged(translation: -20), at: .infinity)
    }
    #expect(kernel.advance(to: 0) == before)
    #expect(kernel.finger.translation == -10)
  }

  @Test(arguments: [
    (SheetReading(container: HostSize(width: 390, height: -1)), "container.height"),
    (
      SheetReading(container: HostSize(width: 390, height: 844), contentHeight: .nan),
      "content.height"
    ),
    (SheetReading(container: HostSize(width: 390, height: 844), displayScale: 0), "displayScale"),
  ])
  func invalidReadings(_ reading: SheetReading, _ field: String) {
    #expect {
      _ = try SheetKernel(
        detents: Self.detents, chrome: Self.chrome,
        reading: reading, at: 0)
    } throws: { error in
      (error as? ScrollworkError)?.message.hasPrefix(field) == true
    }
  }

  /// A resize at a layout pass keeps the settled detent and relays the frames.
  @Test func layoutPassResizes() throws {
    var kernel = try Self.kernel()
    var landscape = Self.reading()
    landscape.container = HostSize(width: 844, height: 390)
    landscape.safeArea = HostInsets(top: 0, bottom: 21)
    try kernel.send(.layout(landscape), at: 1)
    let frame = kernel.advance(to: 1)
    #expect(frame.sample.sheet.settledDetent == "default")
    #expect(frame.panel.width == 844)
    #expect(abs(frame.panel.y - 390 * 0.55) < 0.34)
  }
}
