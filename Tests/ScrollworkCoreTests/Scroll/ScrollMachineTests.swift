import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// ScrollMachine's phases, flings, bounces and programmatic scrolls (ARCHITECTURE.md §4).
@Suite struct ScrollMachineTests {
  @Test func docExample() throws {
    let configuration = ScrollConfiguration()
    var machine = try ScrollMachine(
      geometry: ScrollGeometry(viewport: 800, content: 3000), configuration: configuration)
    try machine.send(.fling(velocity: -2000), at: 0, configuration: configuration)
    #expect(machine.sample(at: 0.5, configuration: configuration).phase == .decelerating)
    #expect(machine.restingOffset(configuration: configuration) == 994)
  }

  @Test func startsIdleAtTheTopUnderTheBars() throws {
    let machine = try makeMachine(insetStart: 100, insetEnd: 34)
    #expect(machine.sample(at: 0) == ScrollSample(offset: -100, velocity: 0, phase: .idle))
    #expect(machine.restingOffset == -100)
    #expect(machine.isAtRest(at: 0))
    #expect(!machine.isDragging)
  }

  @Test(arguments: [
    ScrollGeometry(viewport: -1, content: 100), ScrollGeometry(viewport: 100, content: .nan),
    ScrollGeometry(viewport: 100, content: 100, insetStart: .infinity),
  ])
  func invalidGeometryThrows(_ geometry: ScrollGeometry) {
    #expect(throws: ScrollworkError.self) { try ScrollMachine(geometry: geometry) }
  }

  @Test func nonFiniteStartOffsetThrows() {
    #expect(throws: ScrollworkError("offset: must be a finite number from -1e9 to 1e9, got nan")) {
      try makeMachine(offset: .nan)
    }
  }

  @Test(arguments: [-300.0, 2500])
  func startingPastAnEdgeSpringsBack(_ offset: Double) throws {
    let machine = try makeMachine(offset: offset)
    #expect(machine.sample(at: 0).phase == .bouncing)
    #expect(machine.sample(at: 0).offset == offset)
    let rest = try #require(machine.timeOfRest(after: 0))
    #expect(machine.sample(at: rest).offset == machine.geometry.clamp(offset))
  }

  /// Drag, release with speed, coast, stop: the phases in order, each at the right time.
  @Test func phasesOfADragAndFling() throws {
    var m = try makeMachine()
    try m.send(.touchDown(position: 600), at: 1)
    #expect(m.sample(at: 1).phase == .dragging)
    #expect(m.restingOffset == nil)
    #expect(m.isDragging)
    for i in 1...10 {
      try m.send(.touchMove(position: 600 - 15 * Double(i)), at: 1 + 0.008 * Double(i))
    }
    let dragging = m.sample(at: 1.08)
    #expect(dragging.phase == .dragging)
    #expect(dragging.offset == 150)
    #expect(abs(dragging.velocity - 1875) < 1e-3)  // 15 pt per 8 ms, finger up
    try m.send(.touchUp, at: 1.08)
    #expect(m.sample(at: 1.08).phase == .decelerating)
    #expect(m.sample(at: 1.08).offset == 150)
    let rest = try #require(m.timeOfRest(after: 1.08))
    #expect(m.sample(at: rest - 1.0 / 60).phase == .decelerating)
    let expected = grid3x.round(150 + (1875 - 10) / -DecelerationRate.normal.coefficient)
    #expect(abs(try #require(m.restingOffset) - expected) < 1e-6)
    #expect(m.sample(at: rest) == ScrollSample(offset: expected, velocity: 0, phase: .idle))
  }

  /// A drag held still for 40 ms or more before lifting releases without momentum.
  @Test func aPauseBeforeTouchUpReleasesWithoutMomentum() throws {
    var m = try makeMachine()
    try m.send([(.touchDown(position: 600), 0), (.touchMove(position: 400), 0.05)])
    try m.send(.touchUp, at: 0.09)
    #expect(m.sample(at: 0.09) == ScrollSample(offset: 200, velocity: 0, phase: .idle))
  }

  @Test func aFlingIntoTheBottomEdgeBouncesAndSettlesExactlyThere() throws {
    var m = try makeMachine(offset: 2000)
    try m.send(.fling(velocity: -3000), at: 0)
    let maxOffset = m.geometry.maxOffset
    let samples = stride(from: 0.0, through: 5, by: 1.0 / 240).map { m.sample(at: $0) }
    let bouncing = try #require(samples.firstIndex { $0.phase == .bouncing })
    #expect(samples[..<bouncing].allSatisfy { $0.phase == .decelerating })
    #expect(samples[..<bouncing].allSatisfy { $0.offset <= maxOffset })
    #expect(samples.map(\.offset).max()! > maxOffset + 50)  // overshoots past the edge
    let rest = try #require(samples.firstIndex { $0.phase == .idle })
    #expect(samples[bouncing..<rest].allSatisfy { $0.phase == .bouncing })
    #expect(
      samples[rest...].allSatisfy { $0 == ScrollSample(offset: 2200, velocity: 0, phase: .idle) })
    #expect(m.restingOffset == 2200)
  }

  @Test func withoutBounceAtTheEndTheSameFlingStopsDead() throws {
    var m = try makeMachine(offset: 2000) { $0.bounce.end = false }
    try m.send(.fling(velocity: -3000), at: 0)
    let samples = stride(from: 0.0, through: 5, by: 1.0 / 240).map { m.sample(at: $0) }
    #expect(samples.allSatisfy { $0.offset <= 2200 })
    #expect(!samples.contains { $0.phase == .bouncing })
    let rest = try #require(samples.firstIndex { $0.phase == .idle })
    #expect(samples[rest - 1].velocity > 2000)  // still fast just before: it stops dead
    #expect(samples[rest...].allSatisfy { $0.offset == 2200 })
  }

  @Test func aFlingUpIntoTheTopUnderBarsBouncesAtMinusInset() throws {
    var m = try makeMachine(insetStart: 100, offset: 300)
    try m.send(.fling(velocity: 3000), at: 0)
    let offsets = m.offsets(from: 0, to: 5)
    #expect(offsets.min()! < -150)
    #expect(offsets.last == -100)
  }

  // MARK: scrollTo

  struct ScrollToCase: Sendable, CustomTestStringConvertible {
    var requested: Double
    var expected: Double
    var testDescription: String { "\(requested) -> \(expected)" }
  }

  static let scrollToCases = [
    ScrollToCase(requested: 1000, expected: 1000), ScrollToCase(requested: 1e6, expected: 2234),
    ScrollToCase(requested: -1e6, expected: -100), ScrollToCase(requested: -100, expected: -100),
    ScrollToCase(requested: 512.4, expected: 512.3333333333334),
  ]

  @Test(arguments: scrollToCases)
  func scrollToWithoutAnimationJumpsToTheClampedOffset(_ c: ScrollToCase) throws {
    var m = try makeMachine(insetStart: 100, insetEnd: 34)
    try m.send(.scrollTo(offset: c.requested, animated: false), at: 1)
    #expect(abs(m.sample(at: 1).offset - c.expected) < 1e-9)
    #expect(m.sample(at: 1).phase == .idle)
  }

  @Test(arguments: scrollToCases)
  func scrollToAnimatedSpringsToTheClampedOffset(_ c: ScrollToCase) throws {
    var m = try makeMachine(insetStart: 100, insetEnd: 34, offset: 400)
    try m.send(.scrollTo(offset: c.requested, animated: true), at: 1)
    #expect(abs(try #require(m.restingOffset) - c.expected) < 1e-9)
    let start = m.sample(at: 1)
    #expect(start.offset == 400)
    if c.expected != 400 { #expect(start.phase == .animating) }
    let offsets = m.offsets(from: 1, to: 4)
    let (low, high) = (min(400, c.expected), max(400, c.expected))
    #expect(offsets.allSatisfy { $0 >= low - 1e-9 && $0 <= high + 1e-9 })  // critically damped
    let rest = try #require(m.timeOfRest(after: 1))
    #expect(rest < 3)
    #expect(abs(m.sample(at: rest).offset - c.expected) < 1e-9)
  }

  @Test func animatedScrollToCarriesTheCurrentVelocity() throws {
    var m = try makeMachine(offset: 500)
    try m.send(.fling(velocity: -3000), at: 0)
    let before = m.sample(at: 0.2)
    try m.send(.scrollTo(offset: 1000, animated: true), at: 0.2)
    let after = m.sample(at: 0.2)
    #expect(after.offset == before.offset)
    #expect(abs(after.velocity - before.velocity) < 1e-6)
  }

  @Test func scrollToWhileDraggingMovesTheContentUnderTheFinger() throws {
    var m = try makeMachine()
    try m.send([(.touchDown(position: 500), 0), (.touchMove(position: 450), 0.01)])
    try m.send(.scrollTo(offset: 1000, animated: false), at: 0.02)
    #expect(m.sample(at: 0.02).offset == 1000)
    #expect(m.isDragging)
    try m.send(.touchMove(position: 440), at: 0.03)
    #expect(m.sample(at: 0.03).offset == 1010)
  }

  // MARK: Sampling

  @Test func aTimeBeforeTheLatestEventIsAnsweredAsOfThatEvent() throws {
    var m = try makeMachine(offset: 500)
    try m.send(.fling(velocity: -2000), at: 2)
    #expect(m.sample(at: 0) == m.sample(at: 2))
    #expect(m.lastEventTime == 2)
    // An event sent in the past applies at the latest time.
    try m.send(.touchDown(position: 0), at: 1)
    #expect(m.lastEventTime == 2)
    #expect(m.sample(at: 2).offset == 500)
  }

  @Test func offsetsStayOnThePixelGridAndFinite() async {
    await propertyCheck(
      count: 100, input: Gen.double(in: 0...3000), Gen.double(in: -10_000...10_000),
      Gen.double(in: -37.3...97.1), oneOf([1.0, 2, 3])
    ) { start, velocity, inset, scale in
      var m = try makeMachine(viewport: 777.7, content: 2345.6, insetStart: inset, offset: start) {
        $0.pixelGrid = PixelGrid(displayScale: scale)
      }
      try m.send(.fling(velocity: velocity), at: 0)
      for t in stride(from: 0.0, through: 8, by: 1.0 / 60) {
        let s = m.sample(at: t)
        #expect(isOnGrid(s.offset, PixelGrid(displayScale: scale)))
        #expect(s.velocity.isFinite)
      }
    }
  }

  // MARK: Invalid events

  struct Invalid: Sendable, CustomTestStringConvertible {
    var event: ScrollEvent
    var time: Double
    var field: String
    var testDescription: String { field }
  }

  @Test(arguments: [
    Invalid(event: .touchUp, time: .nan, field: "time"),
    Invalid(event: .touchDown(position: 3), time: .infinity, field: "time"),
    Invalid(event: .touchDown(position: .nan), time: 1, field: "touchDown.position"),
    Invalid(event: .touchMove(position: .nan), time: 1, field: "touchMove.position"),
    Invalid(event: .fling(velocity: .nan), time: 1, field: "fling.velocity"),
    Invalid(event: .fling(velocity: -.infinity), time: 1, field: "fling.velocity"),
    Invalid(event: .setContentLength(.nan), time: 1, field: "contentLength"),
    Invalid(event: .setContentLength(-1), time: 1, field: "contentLength"),
    Invalid(event: .setInsets(start: 0, end: .nan), time: 1, field: "insets.end"),
    Invalid(event: .setInsets(start: .nan, end: 0), time: 1, field: "insets.start"),
    Invalid(event: .setViewportLength(.infinity), time: 1, field: "viewportLength"),
    Invalid(event: .setViewportLength(-5), time: 1, field: "viewportLength"),
    Invalid(event: .scrollTo(offset: .nan, animated: true), time: 1, field: "scrollTo.offset"),
  ])
  func invalidEventsThrowAndLeaveTheMachineUnchanged(_ c: Invalid) throws {
    for dragging in [false, true] {
      var m = try makeMachine(insetStart: 20, offset: 1000)
      if dragging {
        try m.send([(.touchDown(position: 300), 0.3), (.touchMove(position: 280), 0.31)])
      } else {
        try m.send(.fling(velocity: -1500), at: 0.3)
      }
      let before = m
      do {
        try m.send(c.event, at: c.time)
        Issue.record("expected \(c.field) to be rejected")
      } catch {
        #expect(error.message.hasPrefix(c.field + ": "))
      }
      #expect(m.geometry == before.geometry)
      #expect(m.lastEventTime == before.lastEventTime)
      #expect(m.restingOffset == before.restingOffset)
      #expect(m.isDragging == before.isDragging)
      for t in stride(from: 0.3, through: 4, by: 0.05) {
        #expect(m.sample(at: t) == before.sample(at: t))
      }
    }
  }

  @Test(arguments: [1e6, -1e6, 1e9, -1e9])
  func extremeFlingsStayFiniteAndComeToRest(_ velocity: Double) throws {
    var m = try makeMachine(offset: 1000)
    try m.send(.fling(velocity: velocity), at: 0)
    for t in stride(from: 0.0, through: 30, by: 0.01) {
      let s = m.sample(at: t)
      #expect(s.offset.isFinite && s.velocity.isFinite)
    }
    let rest = try #require(m.timeOfRest(after: 0))
    #expect([0, 2200].contains(m.sample(at: rest).offset))
  }
}
