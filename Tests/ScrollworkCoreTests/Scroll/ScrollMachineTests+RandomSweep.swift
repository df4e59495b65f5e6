import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Seeded random event sequences (PropertyBased prints the seed of a failing case): the machine
/// never produces NaN, keeps offsets on the pixel grid, never jumps at an event (except a
/// non-animated scrollTo, which is meant to), and always ends at rest in range within 60 s.
@Suite struct ScrollMachineRandomSweepTests {
  static func randomEvent(
    _ rng: inout SplitMix64, finger: inout Double?
  ) -> ScrollEvent {
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<12:
      let position = Double.random(in: -200...1200, using: &rng)
      finger = position
      return .touchDown(position: position)
    case 12..<50:
      let position = (finger ?? 400) + Double.random(in: -150...150, using: &rng)
      if finger != nil { finger = position }
      return .touchMove(position: position)
    case 50..<58:
      finger = nil
      return .touchUp
    case 58..<66:
      finger = nil
      return .fling(velocity: Double.random(in: -12_000...12_000, using: &rng))
    case 66..<74:
      return .setContentLength(
        Bool.random(using: &rng) ? 0 : Double.random(in: 0...6000, using: &rng))
    case 74..<80:
      return .setInsets(
        start: Double.random(in: -30...200, using: &rng),
        end: Double.random(in: -30...150, using: &rng))
    case 80..<86:
      return .setViewportLength(Double.random(in: 0...1400, using: &rng))
    default:
      return .scrollTo(
        offset: Double.random(in: -2000...8000, using: &rng), animated: Bool.random(using: &rng))
    }
  }

  static func randomConfiguration(_ rng: inout SplitMix64) -> ScrollConfiguration {
    var c = ScrollConfiguration()
    c.bounce = [.default, .none, .endOnly, .startOnly].randomElement(using: &rng)!
    c.decelerationRate = Bool.random(using: &rng) ? .normal : .fast
    c.pixelGrid = PixelGrid(displayScale: [1, 2, 3].randomElement(using: &rng)!)
    return c
  }

  /// A machine at rest at its top: a random viewport (100–1,000 pt), content (0–3,000 pt), top
  /// inset and configuration.
  static func randomMachine(_ rng: inout SplitMix64) throws -> HostedScroll {
    let configuration = randomConfiguration(&rng)
    let machine = try ScrollMachine(
      geometry: ScrollGeometry(
        viewport: Double.random(in: 100...1000, using: &rng),
        content: Double.random(in: 0...3000, using: &rng),
        insetStart: Double.random(in: 0...100, using: &rng)),
      configuration: configuration)
    return Hosted(machine, configuration)
  }

  @Test func randomEventSequences() async {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      var rng = SplitMix64(seed: seed)
      let configuration = Self.randomConfiguration(&rng)
      let grid = configuration.pixelGrid
      let geometry = ScrollGeometry(
        viewport: Double.random(in: 0...1000, using: &rng),
        content: Double.random(in: 0...5000, using: &rng),
        insetStart: Double.random(in: 0...120, using: &rng),
        insetEnd: Double.random(in: 0...80, using: &rng))
      var m = Hosted(
        try ScrollMachine(
          geometry: geometry, offset: Double.random(in: -300...3000, using: &rng),
          configuration: configuration), configuration)
      var finger: Double? = nil
      var t = 0.0
      func check(_ s: ScrollSample, _ context: @autoclosure () -> String) {
        #expect(s.offset.isFinite && s.velocity.isFinite, "\(context())")
        #expect(isOnGrid(s.offset, grid), "\(context()): \(s.offset)")
      }
      for step in 0..<60 {
        let gap = Bool.random(using: &rng) ? 0 : Double.random(in: 0...0.4, using: &rng)
        for probe in times(from: t, to: t + gap, count: 4) { check(m.sample(at: probe), "probe") }
        t += gap
        let wasFinger = m.isDragging
        let previousFinger = finger ?? 0
        let event = Self.randomEvent(&rng, finger: &finger)
        let before = m.sample(at: t)
        try m.send(event, at: t)
        let after = m.sample(at: t)
        check(after, "step \(step) \(event)")
        switch event {
        case .scrollTo(_, false):
          break  // a jump by design
        case .touchMove(let position) where wasFinger:
          // The content moves at most as far as the finger did.
          #expect(
            abs(after.offset - before.offset) <= abs(position - previousFinger) + grid.pixel,
            "step \(step) \(event) moved \(before.offset) -> \(after.offset)")
        default:
          #expect(
            abs(after.offset - before.offset) <= grid.pixel + 1e-9,
            "step \(step) \(event) jumped \(before.offset) -> \(after.offset)")
        }
      }
      try m.send(.touchUp, at: t)
      let rest = try #require(m.timeOfRest(after: t, step: 0.05, limit: 60), "never came to rest")
      let final = m.sample(at: rest)
      let g = m.geometry
      #expect(final.offset >= grid.round(g.minOffset) - 1e-9)
      #expect(final.offset <= grid.round(g.maxOffset) + 1e-9)
      #expect(final.velocity == 0)
      #expect(m.restingOffset == final.offset)
    }
  }

  /// Touch moves alone: the content never moves farther than the finger did.
  @Test func touchMovesNeverOutrunTheFinger() async {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      var rng = SplitMix64(seed: seed)
      var m = try Self.randomMachine(&rng)
      var finger = 300.0
      var t = 0.0
      try m.send(.touchDown(position: finger), at: t)
      for _ in 0..<80 {
        let next = finger + Double.random(in: -400...400, using: &rng)
        let before = m.sample(at: t).offset
        t += 0.008
        if Int.random(in: 0..<8, using: &rng) == 0 {
          try m.send(.setContentLength(Double.random(in: 0...3000, using: &rng)), at: t)
        }
        try m.send(.touchMove(position: next), at: t)
        let after = m.sample(at: t).offset
        #expect(abs(after - before) <= abs(next - finger) + m.configuration.pixelGrid.pixel)
        finger = next
      }
    }
  }
}
