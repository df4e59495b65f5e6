import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct ScrollTrajectoryTests {
  static let long = ScrollGeometry(viewport: 800, content: 3000, insetStart: 100, insetEnd: 34)

  static func plan(
    _ position: Double, _ velocity: Double, _ geometry: ScrollGeometry = long,
    bounce: BouncePolicy = .default
  ) -> ScrollTrajectory {
    var configuration = ScrollConfiguration()
    configuration.bounce = bounce
    return ScrollTrajectory(
      position: position, velocity: velocity, geometry: geometry, configuration: configuration)
  }

  static func pieces(_ t: ScrollTrajectory) -> [ScrollTrajectory.Piece] {
    [t.motion.first, t.motion.second, t.motion.third].compactMap { $0 }
  }

  @Test func aFlingInRangeIsOneDeceleration() {
    let t = Self.plan(500, 1000)
    let fling = DecelerationSimulation(position: 500, velocity: 1000, rate: .normal)
    #expect(Self.pieces(t).count == 1)
    #expect(t.restingPosition == fling.restingPosition)
    #expect(t.duration == fling.duration)
    #expect(t.phase(at: 0.1) == .decelerating)
    #expect(t.phase(at: t.duration) == .idle)
    #expect(t.position(at: t.duration + 1) == fling.restingPosition)
  }

  @Test func stillAndInRangeIsAlreadyAtRest() {
    let t = Self.plan(500, 0)
    #expect(t.isFinished(at: 0))
    #expect(t.restingPosition == 500)
    #expect(t.position(at: 0) == 500)
    #expect(t.phase(at: 0) == .idle)
  }

  @Test func aFlingIntoABouncingEdgeHandsItsVelocityToTheSpring() throws {
    let g = Self.long
    let t = Self.plan(g.maxOffset - 200, 3000)
    let pieces = Self.pieces(t)
    #expect(pieces.count == 2)
    let contact = pieces[0].end
    #expect(abs(t.position(at: contact) - g.maxOffset) < 1e-9)
    #expect(abs(t.velocity(at: contact) - t.velocity(at: contact - 1e-9)) < 1e-3)
    #expect(t.velocity(at: contact) > 2000)
    #expect(t.phase(at: contact - 1e-3) == .decelerating)
    #expect(t.phase(at: contact + 1e-3) == .bouncing)
    #expect(t.restingPosition == g.maxOffset)
    let peak = times(from: contact, to: t.duration, count: 500).map(t.position(at:)).max()!
    #expect(peak > g.maxOffset + 10)
  }

  @Test func aNonBouncingEdgeStopsTheContentDead() {
    let g = Self.long
    let t = Self.plan(g.maxOffset - 200, 3000, bounce: .startOnly)
    #expect(Self.pieces(t).count == 1)
    #expect(t.restingPosition == g.maxOffset)
    #expect(abs(t.position(at: t.duration) - g.maxOffset) < 1e-9)
    #expect(t.velocity(at: t.duration) == 0)
    let positions = times(from: 0, to: t.duration + 1, count: 500).map(t.position(at:))
    #expect(positions.allSatisfy { $0 <= g.maxOffset + 1e-9 })
  }

  @Test func releasedOverscrolledAtRestSpringsBack() {
    let g = Self.long
    let t = Self.plan(g.minOffset - 120, 0)
    #expect(Self.pieces(t).count == 1)
    #expect(t.phase(at: 0) == .bouncing)
    #expect(t.restingPosition == g.minOffset)
    let positions = times(from: 0, to: t.duration, count: 300).map(t.position(at:))
    #expect(positions.allSatisfy { $0 <= g.minOffset + 1e-9 })  // overdamped: no swing past
  }

  /// Released past the top and thrown down into the content of a short scroll range: the spring
  /// crosses the edge, the crossing velocity continues as a fling, which hits the other edge and
  /// bounces — all three pieces, each starting where the previous one ended.
  @Test func threePiecesHandOverWithoutJumps() throws {
    let g = ScrollGeometry(viewport: 800, content: 900)
    let t = Self.plan(g.minOffset - 5, 4000, g)
    let pieces = Self.pieces(t)
    try #require(pieces.count == 3)
    #expect(pieces.map(\.isDeceleration) == [false, true, false], "spring, fling, spring")
    #expect(t.phase(at: pieces[0].start) == .bouncing)
    #expect(t.phase(at: pieces[1].start) == .decelerating)
    #expect(t.phase(at: pieces[2].start) == .bouncing)
    for (before, after) in zip(pieces, pieces.dropFirst()) {
      #expect(after.start == before.end)
      let b = before.end
      #expect(abs(t.position(at: b - 1e-9) - t.position(at: b)) < 1e-4)
      #expect(abs(t.velocity(at: b - 1e-9) - t.velocity(at: b)) < 1e-2)
    }
    #expect(t.restingPosition == g.maxOffset)
  }

  /// A machine plans into the trajectory it keeps: what an earlier plan left in pieces the new
  /// one does not use must not show, in samples or in equality.
  @Test func aPlanInPlaceIsTheSameAsAFreshOne() async {
    let g = ScrollGeometry(viewport: 700, content: 2000)
    let configuration = ScrollConfiguration()
    await propertyCheck(
      count: 200, input: Gen.double(in: -400...1700), Gen.double(in: -9000...9000),
      Gen.double(in: -400...1700), Gen.double(in: -9000...9000)
    ) { firstPosition, firstVelocity, position, velocity in
      var reused = ScrollTrajectory(
        position: firstPosition, velocity: firstVelocity, geometry: g,
        configuration: configuration)
      reused.plan(
        position: position, velocity: velocity, geometry: g, configuration: configuration)
      let fresh = ScrollTrajectory(
        position: position, velocity: velocity, geometry: g, configuration: configuration)
      #expect(reused == fresh)
      #expect(reused.hashValue == fresh.hashValue)
      #expect(Self.pieces(reused).count == Self.pieces(fresh).count)
      for time in times(from: 0, to: fresh.duration + 0.1, count: 50) {
        #expect(reused.state(at: time) == fresh.state(at: time))
      }
    }
    // Unused pieces are not compared: a one-piece plan over a three-piece one is still equal.
    var reused = ScrollTrajectory(
      position: -200, velocity: 8000, geometry: g, configuration: configuration)
    #expect(Self.pieces(reused).count == 3)
    reused.plan(position: 500, velocity: 300, geometry: g, configuration: configuration)
    #expect(
      reused
        == ScrollTrajectory(
          position: 500, velocity: 300, geometry: g, configuration: configuration))
  }

  @Test func randomTrajectoriesAreContinuousAndRestInRange() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 0...3000), Gen.double(in: -500...3500),
      Gen.double(in: -8000...8000), Gen.int(in: 0...3)
    ) { content, position, velocity, bounceIndex in
      let bounce = [BouncePolicy.default, .none, .endOnly, .startOnly][bounceIndex]
      let g = ScrollGeometry(viewport: 700, content: content, insetStart: 60, insetEnd: 20)
      let t = Self.plan(position, velocity, g, bounce: bounce)
      #expect(t.restingPosition >= g.minOffset && t.restingPosition <= g.maxOffset)
      #expect(t.duration.isFinite && t.duration >= 0)
      #expect(t.position(at: t.duration) == t.restingPosition)
      #expect(t.velocity(at: t.duration) == 0)
      #expect(t.phase(at: t.duration) == .idle)
      #expect(abs(t.position(at: 0) - position) < 1e-9 * max(1, abs(position)))
      for (before, after) in zip(Self.pieces(t), Self.pieces(t).dropFirst()) {
        #expect(after.start == before.end)
        #expect(abs(t.position(at: before.end - 1e-9) - t.position(at: before.end)) < 1e-3)
      }
      // The last piece ends at the resting position: at most the spring's half-pixel snap.
      let last = Self.pieces(t).last!
      #expect(abs(t.position(at: last.end - 1e-9) - t.restingPosition) <= 1.0 / 6 + 1e-6)
      for time in times(from: 0, to: t.duration, count: 200) {
        #expect(t.position(at: time).isFinite && t.velocity(at: time).isFinite)
        #expect(t.phase(at: time) != .idle || time >= t.duration)
      }
    }
  }
}
