import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Touches: following the finger, the rubber band, non-bouncing edges, catching a motion.
@Suite struct ScrollMachineDraggingTests {
  @Test func inRangeTheContentFollowsTheFingerOneForOne() throws {
    var m = try makeMachine(offset: 1000)
    try m.send(.touchDown(position: 400), at: 0)
    for (i, finger) in [390.0, 350, 420, 500, 100].enumerated() {
      try m.send(.touchMove(position: finger), at: 0.01 * Double(i + 1))
      #expect(m.sample(at: 0.01 * Double(i + 1)).offset == 1000 + (400 - finger))
    }
  }

  @Test func pastABouncingEdgeTheRubberBandResists() throws {
    var m = try makeMachine(insetStart: 100)
    try m.send(.touchDown(position: 100), at: 0)
    try m.send(.touchMove(position: 400), at: 0.1)
    let band = RubberBand(dimension: 800)
    #expect(abs(m.sample(at: 0.1).offset - grid3x.round(-100 - band.offset(forPull: 300))) < 1e-9)
    // Back into the range, one for one again.
    try m.send(.touchMove(position: 50), at: 0.2)
    #expect(m.sample(at: 0.2).offset == -50)
  }

  /// ARCHITECTURE.md §4: with bounce.start = false the content never goes above the top — which is
  /// `−insetStart`, not 0 — and turning the finger back moves it at once (no dead zone).
  @Test(arguments: [0.0, 100, -20])
  func aNonBouncingTopHoldsAtMinusInsetWithoutADeadZone(_ inset: Double) throws {
    var m = try makeMachine(insetStart: inset, offset: 50) { $0.bounce.start = false }
    try m.send(.touchDown(position: 200), at: 0)
    var t = 0.0
    for finger in stride(from: 200.0, through: 900, by: 7) {
      t += 0.008
      try m.send(.touchMove(position: finger), at: t)
      #expect(m.sample(at: t).offset >= -inset)
      #expect(m.sample(at: t).velocity >= 0 || m.sample(at: t).offset > -inset)
    }
    #expect(m.sample(at: t).offset == -inset)
    #expect(m.sample(at: t).velocity == 0)
    try m.send(.touchMove(position: 897), at: t + 0.008)  // finger turns back up 3 pt
    #expect(m.sample(at: t + 0.008).offset == -inset + 3)
    try m.send(.touchUp, at: t + 0.016)
    #expect(m.restingOffset! >= -inset)
    let rest = try #require(m.timeOfRest(after: t + 0.016))
    #expect(m.offsets(from: t + 0.016, to: rest).allSatisfy { $0 >= -inset })
  }

  @Test func aNonBouncingBottomHoldsAtTheEndWithoutADeadZone() throws {
    var m = try makeMachine(insetEnd: 34, offset: 2200) { $0.bounce = .startOnly }
    try m.send([(.touchDown(position: 500), 0), (.touchMove(position: 100), 0.05)])
    #expect(m.sample(at: 0.05).offset == 2234)
    try m.send(.touchMove(position: 104), at: 0.06)
    #expect(m.sample(at: 0.06).offset == 2230)
  }

  @Test func aFlingFromANonBouncingEdgeDoesNotOvershoot() throws {
    var m = try makeMachine(offset: 0) { $0.bounce = .none }
    try m.send(.fling(velocity: 5000), at: 0)  // finger down: content toward the top
    #expect(m.offsets(from: 0, to: 2).allSatisfy { $0 == 0 })
    #expect(m.isAtRest(at: 0))
  }

  @Test func touchDownDuringDecelerationCatchesWithoutAJump() async {
    await propertyCheck(count: 100, input: Gen.double(in: 0.01...3), Gen.double(in: -6000...6000)) {
      catchTime, velocity in
      var m = try makeMachine(offset: 1100)
      try m.send(.fling(velocity: velocity), at: 0)
      let before = m.sample(at: catchTime)
      try m.send(.touchDown(position: 300), at: catchTime)
      let caught = m.sample(at: catchTime)
      #expect(caught.offset == before.offset)
      #expect(caught.phase == .dragging)
      try m.send(.touchMove(position: 300), at: catchTime + 0.016)
      #expect(m.sample(at: catchTime + 0.1).offset == before.offset)  // held still
      try m.send(.touchUp, at: catchTime + 0.1)
      let rest = try #require(m.timeOfRest(after: catchTime + 0.1))
      #expect(m.sample(at: rest).offset == m.geometry.clamp(before.offset))
    }
  }

  @Test func touchDownDuringAnAnimatedScrollCatches() throws {
    var m = try makeMachine()
    try m.send(.scrollTo(offset: 1500, animated: true), at: 0)
    let before = m.sample(at: 0.1)
    try m.send(.touchDown(position: 10), at: 0.1)
    #expect(m.sample(at: 0.1).offset == before.offset)
    #expect(m.sample(at: 0.5).offset == before.offset)
    #expect(m.sample(at: 0.5).phase == .dragging)
  }

  /// Catching the bounce-back and dragging on: the inverse rubber band recovers the raw pull, so
  /// the content neither jumps at the touch nor at the first move.
  @Test func aDragThatStartsOverscrolledDoesNotJump() async {
    await propertyCheck(count: 100, input: Gen.double(in: 20...400), Gen.double(in: 0.0...0.4)) {
      pull, catchTime in
      var m = try makeMachine(insetStart: 50)
      try m.send([(.touchDown(position: 100), 0), (.touchMove(position: 100 + pull), 0.05)])
      try m.send(.touchUp, at: 0.1)
      let t = 0.1 + catchTime
      let before = m.sample(at: t)
      try m.send(.touchDown(position: 500), at: t)
      #expect(m.sample(at: t).offset == before.offset)
      let shown = m.geometry.minOffset - before.offset
      let band = RubberBand(dimension: 800)
      var finger = 500.0
      for (i, next) in [501.0, 498, 505, 530].enumerated() {
        let previous = m.sample(at: t + 0.01 * Double(i))
        try m.send(.touchMove(position: next), at: t + 0.01 * Double(i + 1))
        let now = m.sample(at: t + 0.01 * Double(i + 1))
        let beyond = now.offset < -50 && previous.offset < -50
        let slope = beyond ? 0.55 : 1  // the rubber band's steepest slope is c
        #expect(abs(now.offset - previous.offset) <= slope * abs(next - finger) + grid3x.pixel)
        finger = next
      }
      // The rubber band continues from where the bounce was caught.
      if shown > 0 {
        let expected = -50 - band.offset(forPull: band.pull(forOffset: shown) + 30)
        #expect(abs(m.sample(at: t + 0.04).offset - expected) <= grid3x.pixel)
      }
    }
  }

  @Test func aReleaseWhileOverscrolledSpringsBackToTheEdge() throws {
    var m = try makeMachine(insetStart: 100)
    try m.send([(.touchDown(position: 100), 0), (.touchMove(position: 400), 0.1)])
    try m.send(.touchUp, at: 0.2)
    #expect(m.sample(at: 0.2).phase == .bouncing)
    #expect(m.restingOffset == -100)
    let rest = try #require(m.timeOfRest(after: 0.2))
    #expect(m.offsets(from: 0.2, to: rest).allSatisfy { $0 <= -100 })
    #expect(m.sample(at: rest).offset == -100)
  }

  /// Past an edge the finger's velocity reaches the content through the rubber band's slope.
  @Test func velocityPastAnEdgeIsScaledByTheRubberBandSlope() throws {
    var m = try makeMachine()
    try m.send(.touchDown(position: 100), at: 0)
    for i in 1...6 { try m.send(.touchMove(position: 100 + 20 * Double(i)), at: 0.01 * Double(i)) }
    let s = m.sample(at: 0.06)
    let band = RubberBand(dimension: 800)
    let expected = -2000 * band.slope(atPull: band.pull(forOffset: band.offset(forPull: 120)))
    #expect(abs(s.velocity - expected) < 1e-2)
    #expect(s.velocity < 0 && s.velocity > -2000 * 0.55)
  }

  @Test func aDragPastANonBouncingEdgeHasNoVelocity() throws {
    var m = try makeMachine { $0.bounce = .none }
    try m.send(.touchDown(position: 100), at: 0)
    for i in 1...6 { try m.send(.touchMove(position: 100 + 20 * Double(i)), at: 0.01 * Double(i)) }
    #expect(m.sample(at: 0.06).velocity == 0)
    try m.send(.touchUp, at: 0.06)
    #expect(m.isAtRest(at: 0.06))
    #expect(m.sample(at: 0.06).offset == 0)
  }

  @Test func movesAndReleasesWithoutAFingerAreIgnored() throws {
    var m = try makeMachine(offset: 300)
    try m.send(.touchMove(position: 0), at: 0.1)
    try m.send(.touchUp, at: 0.2)
    #expect(m.sample(at: 0.3) == ScrollSample(offset: 300, velocity: 0, phase: .idle))
    #expect(m.lastEventTime == 0.2)
  }

  @Test func aFlingWithAFingerDownReleasesWithTheGivenVelocity() throws {
    var m = try makeMachine(offset: 300)
    try m.send([(.touchDown(position: 400), 0), (.touchMove(position: 380), 0.01)])
    try m.send(.fling(velocity: -1000), at: 0.02)
    #expect(!m.isDragging)
    let expected = DecelerationSimulation(position: 320, velocity: 1000, rate: .normal)
    #expect(m.restingOffset == grid3x.round(expected.restingPosition))
  }
}
