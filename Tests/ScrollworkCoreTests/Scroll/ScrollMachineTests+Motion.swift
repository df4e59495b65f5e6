import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// A flung machine's `motion`, kept apart and resumed later (how a sheet hands momentum to its
/// list): the machine it rebuilds, and the samples it gives in place, are the flung machine's.
@Suite struct ScrollMachineMotionTests {
  @Test func resumingAFlungMotionRebuildsTheFlungMachine() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var rng = SplitMix64(seed: seed)
      var machine = try ScrollMachineRandomSweepTests.randomMachine(&rng)
      var finger: Double?
      var t = 0.0
      for _ in 0..<Int.random(in: 0..<12, using: &rng) {
        t += Double.random(in: 0...0.05, using: &rng)
        let event = ScrollMachineRandomSweepTests.randomEvent(&rng, finger: &finger)
        try machine.send(event, at: t)
      }
      // As a sheet plans a hand-off: a copy of its list given the viewport it will have, flung.
      let handOff = t + Double.random(in: 0...0.5, using: &rng)
      var flung = machine
      try flung.send(.setViewportLength(Double.random(in: 0...1000, using: &rng)), at: handOff)
      try flung.send(.fling(velocity: Double.random(in: -8000...8000, using: &rng)), at: handOff)
      let motion = flung.motion
      #expect(motion.time == flung.lastEventTime)

      var resumed = machine
      resumed.machine.resume(motion)
      #expect(resumed.geometry == flung.geometry)
      #expect(resumed.lastEventTime == flung.lastEventTime)
      #expect(resumed.restingOffset == flung.restingOffset)
      for time in times(from: handOff, to: handOff + 4, count: 40) {
        #expect(resumed.sample(at: time) == flung.sample(at: time))
        let grid = machine.configuration.pixelGrid
        #expect(ScrollMachine.sample(of: motion, at: time, grid: grid) == flung.sample(at: time))
        #expect(resumed.isAtRest(at: time) == flung.isAtRest(at: time))
      }
    }
  }
}
