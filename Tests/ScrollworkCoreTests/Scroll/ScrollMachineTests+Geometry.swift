import Testing

@_spi(Engine) @testable import ScrollworkCore

/// ARCHITECTURE.md §4: content size, inset and viewport changes in any phase never make the offset
/// jump, and the machine always comes to rest inside the new legal range.
@Suite struct ScrollMachineGeometryTests {
  /// A way to bring a machine (viewport 800, content 3000, insets 40/20) into a phase at t = 1.
  struct Setup: Sendable, CustomTestStringConvertible {
    var phase: ScrollSample.Phase
    var name: String
    var events: @Sendable () -> [(ScrollEvent, Double)]
    var start: Double
    var testDescription: String { name }
  }

  static let setups: [Setup] = [
    Setup(phase: .idle, name: "idle mid-content", events: { [] }, start: 1200),
    Setup(phase: .idle, name: "idle at the bottom", events: { [] }, start: 2220),
    Setup(
      phase: .dragging, name: "dragging in range",
      events: { [(.touchDown(position: 300), 0.9), (.touchMove(position: 250), 0.95)] },
      start: 1200),
    Setup(
      phase: .dragging, name: "dragging past the bottom",
      events: { [(.touchDown(position: 300), 0.9), (.touchMove(position: 100), 0.95)] },
      start: 2220),
    Setup(
      phase: .decelerating, name: "decelerating", events: { [(.fling(velocity: -2500), 0.7)] },
      start: 600),
    Setup(
      phase: .bouncing, name: "bouncing off the bottom",
      events: { [(.fling(velocity: -3000), 0.9)] }, start: 2100),
    Setup(
      phase: .bouncing, name: "springing back after a pull past the top",
      events: {
        [(.touchDown(position: 0), 0.5), (.touchMove(position: 300), 0.8), (.touchUp, 0.9)]
      }, start: -40),
    Setup(
      phase: .animating, name: "animating a scrollTo",
      events: { [(.scrollTo(offset: 2000, animated: true), 0.8)] }, start: 200),
  ]

  static let changes: [ScrollEvent] = [
    .setContentLength(5000), .setContentLength(900), .setContentLength(0),
    .setInsets(start: 140, end: 60), .setInsets(start: 0, end: 0),
    .setViewportLength(400), .setViewportLength(1200),
  ]

  func machine(_ setup: Setup) throws -> HostedScroll {
    var m = try makeMachine(viewport: 800, content: 3000, insetStart: 40, insetEnd: 20)
    try m.send(.scrollTo(offset: setup.start, animated: false), at: 0)
    try m.send(setup.events())
    return m
  }

  @Test(arguments: setups)
  func eachSetupReachesItsPhase(_ setup: Setup) throws {
    #expect(try machine(setup).sample(at: 1).phase == setup.phase)
  }

  @Test(arguments: setups, changes)
  func aChangeNeverJumpsAndEndsAtRestInRange(_ setup: Setup, _ change: ScrollEvent) throws {
    var m = try machine(setup)
    let before = m.sample(at: 1)
    try m.send(change, at: 1)
    let after = m.sample(at: 1)
    #expect(abs(after.offset - before.offset) <= grid3x.pixel + 1e-9)
    // The motion after the change is continuous: no frame moves more than its speed allows.
    let dt = 1.0 / 120
    var previous = after
    for t in stride(from: 1.0 + dt, through: 1.2, by: dt) {
      let now = m.sample(at: t)
      let allowed = (abs(previous.velocity) + abs(now.velocity)) * dt + 1
      #expect(abs(now.offset - previous.offset) <= allowed, "jump at \(t)")
      previous = now
    }
    if m.isDragging { try m.send(.touchUp, at: 1.2) }
    let rest = try #require(m.timeOfRest(after: 1.2))
    let final = m.sample(at: rest)
    #expect(final.offset >= m.geometry.minOffset - 1e-9)
    #expect(final.offset <= m.geometry.maxOffset + 1e-9)
    #expect(m.restingOffset == final.offset)
  }

  /// A self-sizing row above the visible top (`resizeContent`): the offset moves by the shift
  /// in every phase and the motion goes on from there — the same speed, the same phase, and
  /// afterwards the same path as the machine that never resized, moved by the shift (until an
  /// edge it reaches differently). Not past the top: no row lies above a visible top at or
  /// before the content's start, so no host sends a shift there.
  @Test(arguments: setups.filter { $0.start >= 0 }, [24.0, -18])
  func aResizeAboveTheVisibleTopMovesTheOffsetByTheShiftAndKeepsTheMotion(
    _ setup: Setup, _ shift: Double
  ) throws {
    let plain = try machine(setup)
    var m = plain
    let before = m.sample(at: 1)
    try m.send(.resizeContent(length: 3000 + shift, shift: shift), at: 1)
    let after = m.sample(at: 1)
    #expect(abs(after.offset - (before.offset + shift)) <= grid3x.pixel + 1e-9)
    #expect(abs(after.velocity - before.velocity) < 1e-6)
    #expect(after.phase == before.phase)
    guard setup.phase == .decelerating || setup.phase == .animating else { return }
    for t in stride(from: 1.0, through: 1.1, by: 1.0 / 120) {
      #expect(abs(m.sample(at: t).offset - plain.sample(at: t).offset - shift) <= grid3x.pixel)
    }
  }

  @Test func aResizeIsRefusedWithALine() throws {
    var m = try makeMachine()
    #expect(throws: ScrollworkError.self) {
      try m.send(.resizeContent(length: -1, shift: 0), at: 1)
    }
    #expect(
      throws: ScrollworkError("content.shift: must be a finite number from -1e9 to 1e9, got nan")
    ) {
      try m.send(.resizeContent(length: 10, shift: .nan), at: 1)
    }
  }

  @Test func shrinkingContentAtTheBottomSpringsBackToTheNewEnd() throws {
    var m = try makeMachine(offset: 2200)
    try m.send(.setContentLength(1500), at: 1)
    #expect(m.sample(at: 1).offset == 2200)
    #expect(m.sample(at: 1).phase == .bouncing)
    #expect(m.restingOffset == 700)
    let rest = try #require(m.timeOfRest(after: 1))
    #expect(m.sample(at: rest).offset == 700)
  }

  @Test func growingContentUnderADecelerationLetsItRunFurther() throws {
    var m = try makeMachine(offset: 1800)
    try m.send(.fling(velocity: -3000), at: 0)  // would hit 2200 and bounce
    try m.send(.setContentLength(10_000), at: 0.05)
    #expect(m.sample(at: 0.1).phase == .decelerating)
    let rest = try #require(m.timeOfRest(after: 0.05))
    #expect(m.sample(at: rest).offset > 2200)
    let phases = stride(from: 0.05, through: rest, by: 1.0 / 120).map { m.sample(at: $0).phase }
    #expect(!phases.contains(.bouncing))
  }

  @Test func aShrinkingTopInsetLeavesTheContentInPlaceThenSpringsToTheNewTop() throws {
    // The search bar hides: the top inset shrinks; the content does not jump, it springs to the
    // new top.
    var m = try makeMachine(insetStart: 140, offset: -140)
    try m.send(.setInsets(start: 90, end: 0), at: 1)
    let start = m.sample(at: 1)
    #expect(start.offset == -140 && start.phase == .bouncing, "no jump")
    #expect(start.velocity > 0, "launched toward the new top, as a release past an edge is")
    let rest = try #require(m.timeOfRest(after: 1))
    #expect(m.sample(at: rest).offset == -90)
  }

  /// An animated scrollTo keeps going to what was asked (clamped to the new range) when the
  /// content changes on the way.
  @Test func anAnimatedScrollToRetargetsWhenTheContentChanges() throws {
    var m = try makeMachine()
    try m.send(.scrollTo(offset: 4000, animated: true), at: 0)
    #expect(m.restingOffset == 2200)
    try m.send(.setContentLength(6000), at: 0.1)
    #expect(m.restingOffset == 4000)
    let rest = try #require(m.timeOfRest(after: 0.1))
    #expect(m.sample(at: rest).offset == 4000)
  }

  /// Once an animated scrollTo has finished, the machine is at rest: a later content change
  /// does not start it moving again.
  @Test func aFinishedScrollToDoesNotMoveOnALaterContentChange() throws {
    var m = try makeMachine()
    try m.send(.scrollTo(offset: 4000, animated: true), at: 0)
    #expect(m.isAtRest(at: 5))
    try m.send(.setContentLength(6000), at: 5)
    #expect(m.sample(at: 5) == ScrollSample(offset: 2200, velocity: 0, phase: .idle))
    #expect(m.sample(at: 8).offset == 2200)
  }

  /// Mid-drag, the content stays under the finger when the geometry changes; the next finger
  /// move never moves it by more than the finger moved, even when the change left it past an
  /// edge the rubber band cannot show (non-bouncing, or farther out than the viewport's length).
  @Test(
    arguments: [BouncePolicy.default, .none],
    [
      ScrollEvent.setContentLength(1000), .setContentLength(0), .setViewportLength(300),
      .setInsets(start: 0, end: -1500),
    ])
  func aChangeMidDragNeverMakesTheNextMoveJump(
    _ bounce: BouncePolicy, _ change: ScrollEvent
  )
    throws
  {
    var m = try makeMachine(offset: 2000) { $0.bounce = bounce }
    try m.send([(.touchDown(position: 400), 0), (.touchMove(position: 390), 0.01)])
    try m.send(change, at: 0.02)
    #expect(m.sample(at: 0.02).offset == 2010)
    var finger = 390.0
    var t = 0.02
    for next in [391.0, 385, 400, 380, 500, 700, 1500] {
      let previous = m.sample(at: t).offset
      t += 0.01
      try m.send(.touchMove(position: next), at: t)
      let offset = m.sample(at: t).offset
      #expect(abs(offset - previous) <= abs(next - finger) + grid3x.pixel, "finger \(next)")
      finger = next
    }
    try m.send(.touchUp, at: t + 0.05)
    let rest = try #require(m.timeOfRest(after: t))
    #expect(m.geometry.clamp(m.sample(at: rest).offset) == m.sample(at: rest).offset)
  }
}
