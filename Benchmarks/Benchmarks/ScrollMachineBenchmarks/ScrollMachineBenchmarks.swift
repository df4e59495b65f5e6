import Benchmark
@_spi(Engine) import ScrollworkCore

// ScrollworkCore's per-frame path, one call per inner iteration (ARCHITECTURE.md §1: "Core has no
// allocation in its per-frame path"). Every benchmark runs `scaledIterations` (1,000) calls per
// measured iteration, so wall clock is reported per call; the malloc count is checked unscaled,
// per 1,000 calls, and must be 0 (see `zeroAllocations`, README.md and .ci/run).
//
// Foiling the optimizer: set-up values pass through `identity(_:)` so they are not constants,
// every call gets a different time (or finger position) so no call is loop-invariant, and every
// result goes to `blackHole(_:)`.

let benchmarks: @Sendable () -> Void = {
  // Tolerances for `mallocCountTotal`: no allocation at any percentile. Used by
  // `benchmark baseline check` and, at p90, by `benchmark thresholds check` against the
  // committed `Thresholds/*.p90.json` files (all 0).
  let zeroAllocations = BenchmarkThresholds(
    absolute: [.p0: 0, .p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0, .p100: 0])

  Benchmark.defaultConfiguration = .init(
    // Not `.instructions` by default: on Linux it makes the harness read /proc inside the
    // measured region, 16 mallocs per measured iteration that are not ours (and this VM has no
    // hardware counter anyway). Run `--metric instructions` separately where a PMU exists.
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 10_000,
    thresholds: [.mallocCountTotal: zeroAllocations]
  )

  // MARK: Control

  // One small array per call: proves the malloc counter is live, so the zeros below mean
  // something. Expect 1,000 mallocs per 1,000 calls; no threshold (CI checks it is above 0).
  Benchmark(
    "control.allocates",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], thresholds: [:])
  ) { benchmark in
    let count = identity(4)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      blackHole([Double](repeating: Double(i), count: count))
    }
  }

  // MARK: Sampling a running motion

  // (a) A free fling coasting through long content: one closed-form deceleration piece.
  Benchmark("sample.decelerating") { benchmark in
    let machine = identity(Fixtures.decelerating())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      // 0 … 2.5 s: the fling lasts 2.85 s.
      blackHole(machine.sample(at: Double(i) * 0.0025, configuration: Fixtures.feel))
    }
  }

  // (b) A fling that hit the bottom edge: the edge-bounce spring piece of a trajectory.
  Benchmark("sample.bouncing") { benchmark in
    let machine = identity(Fixtures.bouncing())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      // 0.1 … 0.6 s: contact at 0.072 s, the bounce settles after 1 s.
      blackHole(machine.sample(at: 0.1 + Double(i) * 0.0005, configuration: Fixtures.feel))
    }
  }

  // (c) A finger down: the velocity tracker's least-squares fit over its last samples.
  Benchmark("sample.dragging") { benchmark in
    let (machine, lastMove) = identity(Fixtures.dragging())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      // Within 30 ms of the last move, before the 40 ms pause that zeroes the velocity.
      blackHole(machine.sample(at: lastMove + Double(i) * 0.00003, configuration: Fixtures.feel))
    }
  }

  // MARK: Simulations alone

  // (d) The deceleration's closed form, x(t) = x₀ + v₀·(e^(k·t) − 1)/k.
  Benchmark("DecelerationSimulation.position") { benchmark in
    let fling = identity(DecelerationSimulation(position: 0, velocity: 3000, rate: .normal))
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      blackHole(fling.position(at: Double(i) * 0.0025))
    }
  }

  // (e) The overdamped bounce-back spring (two exponentials) …
  Benchmark("SpringSimulation.position.overdamped") { benchmark in
    let spring = identity(
      SpringSimulation(spring: .uikitBounceBack, from: -177, to: 0, velocity: 0))
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      blackHole(spring.position(at: Double(i) * 0.0005))
    }
  }

  // … and an underdamped spring (exponential, sine and cosine), the dearest closed form.
  Benchmark("SpringSimulation.position.underdamped") { benchmark in
    let parameters = try! SpringParameters(response: 0.5, dampingFraction: 0.5)
    let spring = identity(
      SpringSimulation(spring: parameters, from: -177, to: 0, velocity: 1000))
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      blackHole(spring.position(at: Double(i) * 0.0005))
    }
  }

  // MARK: Whole frames

  // (f) One frame of a drag inside the content: the host sends the finger, then samples the
  // machine it holds in place, as a host's per-frame call does (`sampleInPlace`: a
  // non-mutating call on a variable copies the machine first).
  Benchmark("dragFrame") { benchmark in
    let (dragging, lastMove) = identity(Fixtures.dragging())
    var machine = dragging
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let t = lastMove + Double(i + 1) / 120
      try! machine.send(
        .touchMove(position: 520 - 2 * Double(i)), at: t, configuration: Fixtures.feel)
      blackHole(machine.sampleInPlace(at: t, configuration: Fixtures.feel))
    }
  }

  // … its event alone, without the sample: what `sheet.dragEvent` is measured against.
  Benchmark("dragEvent") { benchmark in
    let (dragging, lastMove) = identity(Fixtures.dragging())
    var machine = dragging
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let t = lastMove + Double(i + 1) / 120
      try! machine.send(
        .touchMove(position: 520 - 2 * Double(i)), at: t, configuration: Fixtures.feel)
    }
    benchmark.stopMeasurement()
    blackHole(machine.sampleInPlace(at: lastMove + 10, configuration: Fixtures.feel))
  }

  // … and past the top edge, where the rubber band and its inverse run every frame.
  Benchmark("dragFrame.rubberBand") { benchmark in
    let (pulling, lastMove) = identity(Fixtures.draggingAtTop())
    var machine = pulling
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let t = lastMove + Double(i + 1) / 120
      // The finger keeps pulling down, 0.5 pt per frame: 500 pt past the edge by the end.
      try! machine.send(
        .touchMove(position: 300 + 0.5 * Double(i)), at: t, configuration: Fixtures.feel)
      blackHole(machine.sampleInPlace(at: t, configuration: Fixtures.feel))
    }
  }

  // MARK: Releases (once per gesture, not per frame; still allocation-free)

  // (g) The finger lifts in the middle of long content: the velocity (fitted when the last
  // sample came) plus a deceleration plan. Each call copies the prepared dragging machine
  // (about 900 bytes, part of the time).
  Benchmark("release.touchUp") { benchmark in
    let (dragging, lastMove) = identity(Fixtures.dragging())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      var machine = dragging
      try! machine.send(
        .touchUp, at: lastMove + Double(i & 15) * 0.001, configuration: Fixtures.feel)
      blackHole(machine.restingOffset(configuration: Fixtures.feel))
    }
  }

  // … and a release that will hit the bottom edge: deceleration, contact time and the bounce
  // spring's settle time (two Halley steps) are all planned at release.
  Benchmark("release.touchUp.intoEdge") { benchmark in
    let (dragging, lastMove) = identity(Fixtures.draggingTowardEnd())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      var machine = dragging
      try! machine.send(
        .touchUp, at: lastMove + Double(i & 15) * 0.001, configuration: Fixtures.feel)
      blackHole(machine.restingOffset(configuration: Fixtures.feel))
    }
  }

  decorationBenchmarks()
  sheetBenchmarks()
  swiftUIHostBenchmarks()
  rowsBenchmarks()
}
