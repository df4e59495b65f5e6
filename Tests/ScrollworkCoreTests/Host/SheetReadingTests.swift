import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The contract of every ``SheetReading`` field (issue 19, "kernel readings from a platform are
/// untrusted"): a reading `validate()` refuses is refused with a one-line error naming the
/// field, at creation and in a layout, before anything changes; a reading it accepts is never
/// refused later by the kernel, and never puts NaN or an infinity in a frame.
struct SheetReadingTests {
  static let detents = [
    SheetDetent(id: "teaser", .height(200)), SheetDetent(id: "default", .fraction(0.45)),
    SheetDetent(id: "maximum", .inset(10)),
  ]
  static let chrome = SheetChrome(header: SheetHeader(height: 56, collapsible: 30))
  static let phone = SheetReading(
    container: HostSize(width: 390, height: 844), safeArea: HostInsets(top: 59, bottom: 34),
    contentHeight: 2000)

  static func kernel(_ reading: SheetReading = phone) throws -> SheetKernel {
    try SheetKernel(
      detents: detents, chrome: chrome, initial: "default", reading: reading, at: 0)
  }

  /// `phone` with one field changed.
  static func phone(_ change: (inout SheetReading) -> Void) -> SheetReading {
    var reading = phone
    change(&reading)
    return reading
  }

  // MARK: Refused

  static let refused: [(SheetReading, String)] = [
    (phone { $0.container.width = -1 }, "container.width"),
    (phone { $0.container.width = .nan }, "container.width"),
    (phone { $0.container.width = 2e9 }, "container.width"),
    (phone { $0.container.height = -0.5 }, "container.height"),
    (phone { $0.container.height = .infinity }, "container.height"),
    (phone { $0.container.height = 1.5e9 }, "container.height"),
    (phone { $0.safeArea.top = -1 }, "safeArea.top"),
    (phone { $0.safeArea.top = .nan }, "safeArea.top"),
    (phone { $0.safeArea.bottom = .infinity }, "safeArea.bottom"),
    (phone { $0.safeArea.bottom = 1e300 }, "safeArea.bottom"),
    (phone { $0.contentHeight = .nan }, "content.height"),
    (phone { $0.contentHeight = -1 }, "content.height"),
    (phone { $0.contentHeight = 1e10 }, "content.height"),
    (phone { $0.displayScale = 0 }, "displayScale"),
    (phone { $0.displayScale = -3 }, "displayScale"),
    (phone { $0.displayScale = .nan }, "displayScale"),
    (phone { $0.displayScale = .infinity }, "displayScale"),
  ]

  /// Refused at creation, with one line that names the field.
  @Test(arguments: refused)
  func refusedAtCreation(_ reading: SheetReading, _ field: String) {
    #expect {
      try reading.validate()
    } throws: { error in
      let message = (error as? ScrollworkError)?.message ?? ""
      return message.hasPrefix(field + ":") && !message.contains("\n")
    }
    #expect {
      _ = try Self.kernel(reading)
    } throws: { error in
      (error as? ScrollworkError)?.message.hasPrefix(field + ":") == true
    }
  }

  /// Refused in a layout, mid-gesture, with nothing changed: the frame, the reading, the
  /// finger and the machines are as they were.
  @Test(arguments: refused)
  func refusedInALayout(_ reading: SheetReading, _ field: String) throws {
    var kernel = try Self.kernel()
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -300), at: 0.1)
    let before = kernel.frame(at: 0.1)
    #expect {
      try kernel.send(.layout(reading), at: 0.1)
    } throws: { error in
      (error as? ScrollworkError)?.message.hasPrefix(field + ":") == true
    }
    #expect(kernel.frame(at: 0.1) == before)
    #expect(kernel.reading == Self.phone)
    #expect(kernel.finger.translation == -300)
    #expect(kernel.system.sheet.context == Self.phone.context(header: Self.chrome.header))
  }

  /// A header taller than any length the machines take is refused at creation.
  @Test func headerPastTheLargestLength() {
    #expect {
      _ = try SheetKernel(
        detents: Self.detents, chrome: SheetChrome(header: SheetHeader(height: 2e9)),
        reading: Self.phone, at: 0)
    } throws: { error in
      (error as? ScrollworkError)?.message.hasPrefix("header.height:") == true
    }
  }

  // MARK: Accepted

  /// Readings at the edges of the contract (the findings among them): accepted at
  /// creation, and as a layout mid-gesture.
  static let edges: [SheetReading] = [
    // F1: a scale of 10³⁰⁰ and a 10⁹-point container put the panel at +∞.
    SheetReading(
      container: HostSize(width: 390, height: 1e9), contentHeight: 0, displayScale: 1e300),
    // F2: a container with no height.
    SheetReading(container: HostSize(width: 0, height: 0)),
    phone { $0.container.height = 0 },
    phone { $0.container = HostSize(width: 1e9, height: 1e-300) },
    // F3: content of 10⁹ points with a header.
    phone { $0.contentHeight = 1e9 },
    phone {
      $0.contentHeight = 1e9
      $0.safeArea = HostInsets(top: 1e9, left: .nan, bottom: 1e9, right: -.infinity)
    },
    // P4: scales so small that a pixel is larger than the screen.
    phone { $0.displayScale = .leastNonzeroMagnitude },
    phone { $0.displayScale = 1e-9 },
    phone { $0.displayScale = 1e300 },
    SheetReading(
      container: HostSize(width: 1e9, height: 1e9), safeArea: HostInsets(top: 1e9, bottom: 1e9),
      contentHeight: 1e9, displayScale: 1e9),
  ]

  @Test(arguments: edges)
  func edgeReadingsAreAcceptedAndStayFinite(_ reading: SheetReading) throws {
    try reading.validate()
    var kernel = try Self.kernel(reading)
    try Self.drive(&kernel, label: "created with \(reading)")

    var laidOut = try Self.kernel()
    try laidOut.send(.panBegan(on: .content, translation: 0), at: 0)
    try laidOut.send(.panChanged(translation: -300), at: 0.1)
    try laidOut.send(.layout(reading), at: 0.2)
    try Self.drive(&laidOut, from: 0.2, label: "laid out in \(reading)")
    // And back.
    try laidOut.send(.layout(Self.phone), at: 30)
    try Self.drive(&laidOut, from: 30, label: "back from \(reading)")
  }

  /// A gesture, a fling, the keyboard and an offset the app sets, with every frame finite.
  static func drive(_ kernel: inout SheetKernel, from start: Double = 0, label: String) throws {
    func check(_ t: Double) {
      let frame = kernel.advance(to: t)
      let bad = nonFiniteNumbers(in: frame)
      #expect(bad.isEmpty, "\(label) at t \(t): \(bad)")
    }
    var t = start
    check(t)
    try kernel.send(.panBegan(on: .content, translation: 0), at: t)
    for step in 1...10 {
      t += 1.0 / 60
      try kernel.send(.panChanged(translation: -90 * Double(step)), at: t)
      check(t)
    }
    try kernel.send(.panEnded(translation: -900, velocity: nil), at: t)
    try kernel.send(.keyboard(frameTop: 500, duration: 0.25, curve: 7), at: t + 0.1)
    try kernel.send(.contentOffsetObserved(1e9, byUser: false), at: t + 0.2)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: t + 0.3)
    try kernel.send(.panEnded(translation: 2000, velocity: 8000), at: t + 0.35)
    try kernel.send(.keyboard(frameTop: nil, duration: 0.25, curve: 7), at: t + 0.4)
    for probe in stride(from: t, through: t + 20, by: 0.25) { check(probe) }
  }

  /// F1: the scale is clamped to 1…10 for the pixel grid, so a position of 10⁹ points still
  /// rounds to a finite number.
  @Test(arguments: [
    (1e300, 10.0), (11, 10), (10, 10), (3, 3), (1.5, 1.5), (1, 1), (0.5, 1),
    (.leastNonzeroMagnitude, 1),
  ])
  func displayScaleIsClamped(_ scale: Double, _ grid: Double) throws {
    let reading = Self.phone { $0.displayScale = scale }
    #expect(reading.pixelGrid.displayScale == grid)
    let kernel = try Self.kernel(reading)
    #expect(kernel.configuration.sheet.pixelGrid.displayScale == grid)
  }

  /// F2: a container with no room lays the panel and its content out at zero.
  @Test func zeroHeightContainerLaysOutAtZero() throws {
    var kernel = try Self.kernel(Self.phone { $0.container.height = 0 })
    var frame = kernel.advance(to: 0)
    #expect(frame.panel == DecorationRect(x: 0, y: 0, width: 390, height: 0))
    #expect(frame.content.height == 0)
    try kernel.send(.keyboard(frameTop: 300, duration: 0, curve: 7), at: 1)
    frame = kernel.advance(to: 1)
    #expect(frame.panel.y == 0 && frame.panel.height == 0 && frame.keyboardHeight == 0)
    // A layout to a real container brings the sheet to a detent again: the one "default"
    // merged into while the container had no room to tell them apart.
    try kernel.send(.layout(Self.phone), at: 2)
    frame = kernel.advance(to: 2)
    #expect(frame.sample.sheet.settledDetent == "maximum")
    #expect(frame.panel.y == 69)
  }

  /// F3: header and content together past 10⁹ points are held to 10⁹ for the detents'
  /// context; the content itself keeps its height.
  @Test func headerAndContentPastTheLargestLength() throws {
    let reading = Self.phone { $0.contentHeight = 1e9 }
    var kernel = try Self.kernel(reading)
    #expect(kernel.system.sheet.context.contentHeight == 1e9)
    #expect(kernel.system.content.geometry.content == 1e9)
    try kernel.send(.layout(Self.phone), at: 1)
    try kernel.send(.layout(reading), at: 2)
    #expect(kernel.system.content.geometry.content == 1e9)
  }
}

/// The paths of the numbers in `value` (any nesting of structs, enums, optionals and
/// collections) that are NaN or infinite.
func nonFiniteNumbers(in value: Any, path: String = "") -> [String] {
  if let number = value as? Double { return number.isFinite ? [] : ["\(path) = \(number)"] }
  return Mirror(reflecting: value).children.enumerated().flatMap { index, child in
    nonFiniteNumbers(in: child.value, path: "\(path).\(child.label ?? String(index))")
  }
}
