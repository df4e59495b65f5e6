import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The contract of every ``SheetHostEvent`` value (issue 19): refused with a one-line error
/// naming the value before anything changes, clamped, or ignored, as its documentation says —
/// never accepted silently as NaN.
struct SheetHostEventTests {
  /// What a host can see of a kernel: a refused event must leave all of it as it was.
  struct Observed: Hashable {
    var frame: SheetKernelFrame
    var reading: SheetReading
    var keyboard: KeyboardMotion
    var fingerDown: Bool
    var translation: Double
    var appliedContentOffset: Double
    var lastEventTime: Double

    init(_ kernel: SheetKernel, at t: Double) {
      frame = kernel.frame(at: t)
      reading = kernel.reading
      keyboard = kernel.keyboard
      fingerDown = kernel.finger.isDown
      translation = kernel.finger.translation
      appliedContentOffset = kernel.appliedContentOffset
      lastEventTime = kernel.system.lastEventTime
    }
  }

  /// A kernel at t = 1 with the keyboard up and a finger on the list, or none.
  static func kernel(fingerDown: Bool) throws -> SheetKernel {
    var kernel = try SheetReadingTests.kernel()
    try kernel.send(.keyboard(frameTop: 500, duration: 0.25, curve: 7), at: 0.5)
    if fingerDown {
      try kernel.send(.panBegan(on: .content, translation: 0), at: 0.9)
      try kernel.send(.panChanged(translation: -120), at: 1)
    }
    return kernel
  }

  static let refused: [(SheetHostEvent, String)] = [
    (.keyboard(frameTop: .nan, duration: 0.25, curve: 7), "keyboard.frameTop"),
    (.keyboard(frameTop: .infinity, duration: 0.25, curve: 7), "keyboard.frameTop"),
    (.keyboard(frameTop: -.infinity, duration: 0.25, curve: 7), "keyboard.frameTop"),
    (.keyboard(frameTop: 500, duration: .nan, curve: 7), "keyboard.duration"),
    (.keyboard(frameTop: nil, duration: -1, curve: 7), "keyboard.duration"),
    (.keyboard(frameTop: 500, duration: .infinity, curve: 0), "keyboard.duration"),
    (.contentOffsetObserved(.nan, byUser: false), "content.offset"),
    (.contentOffsetObserved(.nan, byUser: true), "content.offset"),
    (.contentOffsetObserved(-.infinity, byUser: false), "content.offset"),
    (.contentOffsetObserved(.infinity, byUser: true), "content.offset"),
    (.panBegan(on: .grabber, translation: .nan), "drag.translation"),
    (.panBegan(on: .content, translation: -3e9), "drag.translation"),
    (.move(to: "nope", animated: true), "move.to"),
    (.setDetents([]), "detents"),
  ]

  /// Each refused value, with and without a finger down: a one-line error naming it, and the
  /// kernel as it was.
  @Test(arguments: refused, [false, true])
  func refusedValuesChangeNothing(_ refusal: (SheetHostEvent, String), _ fingerDown: Bool) throws {
    let (event, field) = refusal
    var kernel = try Self.kernel(fingerDown: fingerDown)
    let before = Observed(kernel, at: 1.1)
    #expect {
      try kernel.send(event, at: 1.1)
    } throws: { error in
      let message = (error as? ScrollworkError)?.message ?? ""
      return message.hasPrefix(field + ":") && !message.contains("\n")
    }
    #expect(Observed(kernel, at: 1.1) == before)
  }

  /// Under a modal (``SheetHostEvent/covered(_:)``) a keyboard that shows leaves the sheet
  /// where it is, but its values have the same contract: a duration out of 0…10⁹ s is refused
  /// (KernelFuzz: a NaN duration was taken into the drawn keyboard, which then never finished).
  @Test(arguments: [Double.nan, -1, .infinity, 2e9])
  func coveredKeyboardValuesAreChecked(_ duration: Double) throws {
    var kernel = try SheetReadingTests.kernel()
    try kernel.send(.covered(true), at: 0.5)
    let before = Observed(kernel, at: 1)
    #expect {
      try kernel.send(.keyboard(frameTop: 500, duration: duration, curve: 7), at: 1)
    } throws: { error in
      (error as? ScrollworkError)?.message.hasPrefix("keyboard.duration:") == true
    }
    #expect(Observed(kernel, at: 1) == before)
    try kernel.send(.keyboard(frameTop: 500, duration: 0.25, curve: 7), at: 1)
    #expect(kernel.advance(to: 1.25).keyboardHeight == 344)
    #expect(kernel.advance(to: 1.3).isAtRest)
  }

  /// The pan's values while a finger is down: a translation or velocity out of range is
  /// refused, and the finger stays where the kernel last took it.
  @Test(arguments: [
    (SheetHostEvent.panChanged(translation: .nan), "drag.translation"),
    (.panChanged(translation: 1e10), "drag.translation"),
    (.panEnded(translation: .infinity, velocity: nil), "drag.translation"),
    (.panEnded(translation: -130, velocity: .nan), "drag.velocity"),
    (.panEnded(translation: -130, velocity: -2e9), "drag.velocity"),
  ])
  func refusedPanValues(_ event: SheetHostEvent, _ field: String) throws {
    var kernel = try Self.kernel(fingerDown: true)
    let before = Observed(kernel, at: 1.1)
    #expect {
      try kernel.send(event, at: 1.1)
    } throws: { error in
      (error as? ScrollworkError)?.message.hasPrefix(field + ":") == true
    }
    #expect(Observed(kernel, at: 1.1) == before)
  }

  /// A time that is not a number within ±10⁹ s is refused for every event, even one that
  /// would be ignored.
  @Test(arguments: [Double.nan, .infinity, -.infinity, 2e9])
  func refusedTimes(_ time: Double) throws {
    let events: [SheetHostEvent] = [
      .layout(SheetReadingTests.phone), .panBegan(on: .grabber, translation: 0),
      .panChanged(translation: -10), .panEnded(translation: -10, velocity: nil),
      .keyboard(frameTop: nil, duration: 0, curve: 7),
      .contentOffsetObserved(0, byUser: true), .move(to: "teaser", animated: false),
      .setDetents(SheetReadingTests.detents),
    ]
    for fingerDown in [false, true] {
      for event in events {
        var kernel = try Self.kernel(fingerDown: fingerDown)
        let before = Observed(kernel, at: 1.1)
        #expect {
          try kernel.send(event, at: time)
        } throws: { error in
          (error as? ScrollworkError)?.message.hasPrefix("time:") == true
        }
        #expect(Observed(kernel, at: 1.1) == before, "\(event) at \(time)")
      }
    }
  }

  /// Without a finger down, a pan's movement and end are ignored, whatever their values.
  @Test(arguments: [
    SheetHostEvent.panChanged(translation: .nan), .panChanged(translation: -50),
    .panEnded(translation: .nan, velocity: .nan), .panEnded(translation: -50, velocity: nil),
  ])
  func panWithoutAFingerIsIgnored(_ event: SheetHostEvent) throws {
    var kernel = try Self.kernel(fingerDown: false)
    let before = Observed(kernel, at: 1.1)
    try kernel.send(event, at: 1.1)
    var after = Observed(kernel, at: 1.1)
    after.lastEventTime = before.lastEventTime
    #expect(after == before)
  }

  /// A keyboard frame's top anywhere is clamped into the container; an unknown curve is the
  /// keyboard's own.
  @Test(arguments: [
    (-1e300, 844.0, 7), (-100, 844, 7), (500, 344, 0), (844, 0, 3), (1e9, 0, -1),
    (.greatestFiniteMagnitude, 0, 2),
    (500, 344, Int.max), (500, 344, Int.min),
  ])
  func keyboardFrameTopIsClamped(_ top: Double, _ height: Double, _ curve: Int) throws {
    var kernel = try SheetReadingTests.kernel()
    try kernel.send(.keyboard(frameTop: top, duration: 0.25, curve: curve), at: 1)
    #expect(kernel.keyboard.to == height)
    #expect(kernel.keyboard.curve == TimingCurve.animationCurve(rawValue: curve))
    if !(0...3).contains(curve) { #expect(kernel.keyboard.curve == .keyboard) }
    for t in stride(from: 1.0, through: 2, by: 0.05) {
      #expect(nonFiniteNumbers(in: kernel.advance(to: t)).isEmpty)
    }
  }

  /// An event stamped before the latest one is applied as of the latest, as the machines
  /// apply it: the keyboard's drawn motion starts then too.
  @Test func anEarlierEventIsAppliedAsOfTheLatest() throws {
    var kernel = try Self.kernel(fingerDown: true)
    try kernel.send(.keyboard(frameTop: nil, duration: 0.25, curve: 7), at: 0.2)
    #expect(kernel.keyboard.start == 1)
    #expect(kernel.advance(to: 1).keyboardHeight == 344)
    #expect(kernel.advance(to: 1.25).keyboardHeight == 0)
  }

  /// P3: a pan that begins, moves and ends at one instant gives a finite release velocity.
  @Test func panAtOneInstant() throws {
    var kernel = try SheetReadingTests.kernel()
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 1)
    try kernel.send(.panChanged(translation: -300), at: 1)
    try kernel.send(.panEnded(translation: -301, velocity: nil), at: 1)
    let frame = kernel.advance(to: 1)
    #expect(abs(frame.sample.sheet.velocity) <= ScrollworkError.largestMagnitude)
    for t in stride(from: 1.0, through: 5, by: 0.1) {
      #expect(nonFiniteNumbers(in: kernel.advance(to: t)).isEmpty)
    }
  }

  /// An offset the app sets is clamped into the list's range; the grid the kernel was created
  /// with tells the glue's own writes apart, whatever scale a later reading reports.
  @Test func observedOffsetsUseTheCreationGrid() throws {
    var kernel = try SheetReadingTests.kernel()
    try kernel.send(
      .layout(SheetReadingTests.phone { $0.displayScale = .leastNonzeroMagnitude }), at: 0.1)
    try kernel.send(.contentOffsetObserved(400, byUser: false), at: 0.2)
    #expect(kernel.advance(to: 0.2).contentOffset == 400)
    try kernel.send(.contentOffsetObserved(400.1, byUser: false), at: 0.25)
    #expect(kernel.advance(to: 0.25).contentOffset == 400, "within half a 3× pixel: its own write")
    try kernel.send(.contentOffsetObserved(-1e300, byUser: false), at: 0.3)
    #expect(kernel.advance(to: 0.3).contentOffset == 0)
  }

  /// A list whose range ends past 10⁹ points (content and safe area both 10⁹ long): an offset
  /// the app sets past 10⁹ lands at 10⁹, the largest the list is sent, and the kernel's write
  /// of it coming back changes nothing.
  @Test func observedOffsetsPastTheLargestLength() throws {
    var kernel = try SheetReadingTests.kernel(
      SheetReadingTests.phone {
        $0.contentHeight = 1e9
        $0.safeArea.bottom = 1e9
      })
    try kernel.send(.contentOffsetObserved(1e300, byUser: false), at: 0.1)
    let frame = kernel.advance(to: 0.1)
    #expect(frame.contentOffset == 1e9)
    try kernel.send(.contentOffsetObserved(2e9, byUser: false), at: 0.2)
    #expect(kernel.advance(to: 0.2).contentOffset == 1e9)
    try kernel.send(.contentOffsetObserved(frame.contentOffset, byUser: false), at: 0.3)
    #expect(kernel.frame(at: 0.3) == frame)
  }
}
