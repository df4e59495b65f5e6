import Testing

@_spi(Engine) @testable import ScrollworkCore

/// ``ScrollConfiguration/pullsStartEdge``: with a start edge that does not bounce
/// (``BouncePolicy/endOnly``), a finger still pulls the top as a bouncing top (a refresh
/// control), and a release springs back; momentum stops dead at the top. An 800 pt viewport
/// over 3,000 pt of rows under a 91 pt bar: the top is at −91.
@Suite struct PullsStartEdgeTests {
  /// A configuration with `bounce`, and `pullsStartEdge` as given.
  static func configuration(_ bounce: BouncePolicy, pulls: Bool) -> ScrollConfiguration {
    var configuration = ScrollConfiguration()
    configuration.bounce = bounce
    configuration.pullsStartEdge = pulls
    return configuration
  }

  /// Bounces at the bottom only; a finger pulls the top.
  static let pulling = configuration(.endOnly, pulls: true)
  /// Bounces at both ends.
  static let bouncing = configuration(.default, pulls: false)
  /// Bounces at the bottom only; the top holds.
  static let holding = configuration(.endOnly, pulls: false)

  static func machine(
    _ configuration: ScrollConfiguration, offset: Double = -91
  ) throws -> HostedScroll {
    try makeMachine(insetStart: 91, insetEnd: 34, offset: offset) { $0 = configuration }
  }

  /// A finger that lands at 300 and pulls down 6 pt per 120 Hz frame for half a second, turns
  /// back up 20 pt, and pulls on: the events and their times.
  static let pull: [(ScrollEvent, Double)] = {
    var events: [(ScrollEvent, Double)] = [(.touchDown(position: 300), 0)]
    var finger = 300.0
    for frame in 1...80 {
      finger += frame <= 60 ? 6 : (frame <= 65 ? -4 : 5)
      events.append((.touchMove(position: finger), Double(frame) / 120))
    }
    return events
  }()

  /// Sends `events` to both machines and requires the same sample after each.
  static func sendToBoth(
    _ events: [(ScrollEvent, Double)], _ a: inout HostedScroll, _ b: inout HostedScroll
  ) throws {
    for (event, t) in events {
      try a.send(event, at: t)
      try b.send(event, at: t)
      #expect(a.sample(at: t) == b.sample(at: t), "after \(event) at \(t)")
    }
  }

  /// The drag rubber-bands exactly as past a bouncing top: the same offset and velocity at
  /// every move (the rubber band, its inverse when the finger turns back, the velocity through
  /// its slope), and the release springs back to −91 along the same path.
  @Test func aFingerPullsTheTopAsABouncingTopWould() throws {
    var pulled = try Self.machine(Self.pulling)
    var bounced = try Self.machine(Self.bouncing)
    try Self.sendToBoth(Self.pull, &pulled, &bounced)
    // 60 frames of 6 pt down, 5 of 4 pt up and 15 of 5 pt down: a raw pull of 415 pt past the
    // top, shown through the rubber band.
    let band = RubberBand(dimension: 800)
    let shown = pulled.sample(at: 80.0 / 120).offset
    #expect(shown == grid3x.round(-91 - band.offset(forPull: 415)))
    #expect(shown < -91 - 100)
    #expect(pulled.sample(at: 80.0 / 120).velocity < 0, "still pulling at the release")
    try Self.sendToBoth([(.touchUp, 0.7)], &pulled, &bounced)
    #expect(pulled.sample(at: 0.7).phase == .bouncing)
    #expect(pulled.restingOffset == -91)
    let rest = try #require(pulled.timeOfRest(after: 0.7))
    let path = pulled.offsets(from: 0.7, to: rest)
    #expect(path == bounced.offsets(from: 0.7, to: rest))
    #expect(path.allSatisfy { $0 <= -91 }, "back to the top without passing it")
    #expect(pulled.sample(at: rest).offset == -91)
  }

  /// A bounce-back caught by the finger and pulled again goes on as it would past a bouncing
  /// top.
  @Test func aCaughtReturnPullsOnAsABouncingTopWould() throws {
    var pulled = try Self.machine(Self.pulling)
    var bounced = try Self.machine(Self.bouncing)
    try Self.sendToBoth(Self.pull + [(.touchUp, 0.7)], &pulled, &bounced)
    var events: [(ScrollEvent, Double)] = [(.touchDown(position: 500), 0.8)]
    for frame in 1...20 {
      events.append((.touchMove(position: 500 + 4 * Double(frame)), 0.8 + Double(frame) / 120))
    }
    events.append((.touchUp, 1.0))
    try Self.sendToBoth(events, &pulled, &bounced)
    #expect(pulled.sample(at: 0.8).offset < -91, "caught past the top")
    let rest = try #require(pulled.timeOfRest(after: 1.0))
    #expect(pulled.offsets(from: 1.0, to: rest) == bounced.offsets(from: 1.0, to: rest))
    #expect(pulled.sample(at: rest).offset == -91)
  }

  /// A fling toward the top from inside the rows stops dead there: no overshoot, no bounce,
  /// where a bouncing top would swing past it.
  @Test(arguments: [2000.0, 5000, 12000])
  func aFlingStopsDeadAtTheTop(velocity: Double) throws {
    var pulled = try Self.machine(Self.pulling, offset: 300)
    try pulled.send(.fling(velocity: velocity), at: 0)
    let offsets = pulled.offsets(from: 0, to: 3)
    #expect(offsets.allSatisfy { $0 >= -91 }, "never past the top")
    #expect(offsets.last == -91)
    #expect(pulled.restingOffset == -91)
    #expect(
      stride(from: 0.0, through: 3, by: 1.0 / 120).allSatisfy {
        pulled.sample(at: $0).phase != .bouncing
      })
    // The same fling past a bouncing top overshoots it: the fling does reach the edge.
    var bounced = try Self.machine(Self.bouncing, offset: 300)
    try bounced.send(.fling(velocity: velocity), at: 0)
    #expect(bounced.offsets(from: 0, to: 3).contains { $0 < -91 })
  }

  /// A release that coasts toward the top from inside the rows stops dead there too.
  @Test func aReleaseTowardTheTopStopsDeadThere() throws {
    var pulled = try Self.machine(Self.pulling, offset: 100)
    var events: [(ScrollEvent, Double)] = [(.touchDown(position: 200), 0)]
    for frame in 1...10 {
      events.append((.touchMove(position: 200 + 15 * Double(frame)), Double(frame) / 120))
    }
    events.append((.touchUp, 11.0 / 120))
    try pulled.send(events)
    #expect(pulled.sample(at: 11.0 / 120).offset > -91, "released inside the rows")
    #expect(pulled.offsets(from: 11.0 / 120, to: 3).allSatisfy { $0 >= -91 })
    #expect(pulled.restingOffset == -91)
  }

  /// A refresh ends: its hold leaves the start inset (151 → 91) with the content at rest in
  /// it, past the new top. The content springs back there, without a jump, though the top does
  /// not bounce.
  @Test func aHoldTakenAwaySpringsBack() throws {
    var m = try makeMachine(insetStart: 151, insetEnd: 34, offset: -151) { $0 = Self.pulling }
    try m.send(.setInsets(start: 91, end: 34), at: 1)
    #expect(m.sample(at: 1).offset == -151)
    let rest = try #require(m.timeOfRest(after: 1))
    #expect(rest > 1.1, "a spring, not a jump")
    #expect(m.offsets(from: 1, to: rest).allSatisfy { (-151 ... -91).contains($0) })
    #expect(m.sample(at: rest).offset == -91)
  }

  /// Without `pullsStartEdge` the finger is held at the top, as before.
  @Test func withoutItTheFingerIsHeldAtTheTop() throws {
    var held = try Self.machine(Self.holding)
    for (frame, (event, t)) in Self.pull.enumerated() {
      try held.send(event, at: t)
      let offset = held.sample(at: t).offset
      switch frame {
      case ...60: #expect(offset == -91, "frame \(frame)")
      // Turned back up 4 pt a frame, the content follows at once (no dead zone) …
      case 61...65: #expect(offset == -91 + 4 * Double(frame - 60), "frame \(frame)")
      // … and is held again once the finger pulls it back to the top.
      case 69...: #expect(offset == -91, "frame \(frame)")
      default: #expect(offset > -91, "frame \(frame)")
      }
    }
    #expect(held.sample(at: 80.0 / 120).velocity == 0)
    try held.send(.touchUp, at: 0.7)
    #expect(held.isAtRest(at: 0.7))
  }

  /// It is the start edge's alone: with neither edge bouncing, the finger pulls the top but is
  /// held at the bottom.
  @Test func theEndEdgeIsUnchanged() throws {
    let configure = Self.configuration(BouncePolicy.none, pulls: true)
    var top = try Self.machine(configure)
    try top.send([(.touchDown(position: 300), 0), (.touchMove(position: 400), 0.05)])
    #expect(top.sample(at: 0.05).offset < -91)
    let end = 3000 + 34 - 800.0
    var bottom = try Self.machine(configure, offset: end)
    try bottom.send([(.touchDown(position: 500), 0), (.touchMove(position: 300), 0.05)])
    #expect(bottom.sample(at: 0.05).offset == end)
  }

  /// Seeded: pulls of random length and speed from the top, released past it, and sometimes
  /// caught and pulled again; at every frame the sample is the bouncing top's.
  @Test(arguments: 0..<100 as Range<UInt64>)
  func everyPullIsABouncingTopsPull(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var pulled = try Self.machine(Self.pulling)
    var bounced = try Self.machine(Self.bouncing)
    var t = 0.0
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      var finger = Double.random(in: 0...400, using: &rng)
      var events: [(ScrollEvent, Double)] = [(.touchDown(position: finger), t)]
      let frames = Int.random(in: 4...60, using: &rng)
      let step = Double.random(in: 2...20, using: &rng)
      for _ in 0..<frames {
        t += 1.0 / 120
        finger += step * Double.random(in: 0.2...1.5, using: &rng)
        events.append((.touchMove(position: finger), t))
      }
      t += 1.0 / 120
      events.append((.touchUp, t))
      try Self.sendToBoth(events, &pulled, &bounced)
      for time in stride(from: t, through: t + 2, by: 1.0 / 60) {
        #expect(pulled.sample(at: time) == bounced.sample(at: time), "seed \(seed), t \(time)")
      }
      t += Double.random(in: 0.02...3, using: &rng)
    }
    #expect(pulled.restingOffset == -91, "seed \(seed)")
  }
}
