import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Properties of ``TimingCurveSimulation`` for random curves, distances and durations
/// (STYLE.md: exact initial values, ends, velocity is the derivative, symmetry).
@Suite struct TimingCurveSimulationPropertyTests {
  /// Any curve Core Animation accepts: x in 0–1, y overshooting on either side.
  static let curves = zip(
    Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1), Gen.double(in: -1...2)
  ).map { TimingCurve($0, $1, $2, $3) }
  /// Curves whose control points' y stay in 0–1: their progress never goes back.
  static let monotoneCurves = zip(
    Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)
  ).map { TimingCurve($0, $1, $2, $3) }
  /// Curves with no vertical tangent (x′ bounded away from 0), where finite differences hold.
  static let smoothCurves = zip(
    Gen.double(in: 0.05...0.95), Gen.double(in: -1...2), Gen.double(in: 0.05...0.95),
    Gen.double(in: -1...2)
  ).map { TimingCurve($0, $1, $2, $3) }
  static let positions = Gen.double(in: -5000...5000)
  static let durations = Gen.double(in: 0.001...3)

  @Test func exactInitialValues() async {
    await propertyCheck(
      count: 300, input: Self.curves, Self.positions, Self.positions, Self.durations
    ) { curve, start, end, duration in
      let move = TimingCurveSimulation(from: start, to: end, duration: duration, curve: curve)
      #expect(move.position(at: 0) == start)
      #expect(move.position(at: -1) == start)
      #expect(!move.isFinished(at: 0))
    }
  }

  /// It finishes at its duration, not before, for good, and stands still from then on.
  @Test func finishesAtItsDuration() async {
    await propertyCheck(
      count: 300, input: Self.curves, Self.positions, Self.positions, Self.durations
    ) { curve, start, end, duration in
      let move = TimingCurveSimulation(from: start, to: end, duration: duration, curve: curve)
      #expect(!move.isFinished(at: duration * (1 - 1e-9)))
      let flags = times(from: 0, to: 2 * duration, count: 400).map(move.isFinished(at:))
      let firstTrue = try #require(flags.firstIndex(of: true))
      #expect(flags[firstTrue...].allSatisfy { $0 })
      for t in [duration, duration * 1.5, duration + 10] {
        #expect(move.isFinished(at: t))
        #expect(move.velocity(at: t) == 0)
        #expect(move.position(at: t) == move.position(at: duration))
        // At the end up to rounding here; `endsExactlyAtItsEnd` asks for the exact value.
        #expect(abs(move.position(at: t) - end) <= 1e-12 * max(abs(start), abs(end)))
      }
    }
  }

  /// Control points with y in 0–1 never go back or past the end: the position moves from start
  /// to end monotonically and stays between them.
  @Test func monotoneControlPointsGiveMonotoneProgress() async {
    await propertyCheck(
      count: 300, input: Self.monotoneCurves, Self.positions, Self.positions, Self.durations
    ) { curve, start, end, duration in
      let move = TimingCurveSimulation(from: start, to: end, duration: duration, curve: curve)
      let (low, high) = (min(start, end), max(start, end))
      let slack = 1e-12 * max(abs(start), abs(end), 1)
      var previousProgress = 0.0
      var previous = start
      for t in times(from: 0, to: duration, count: 300) {
        let progress = curve.progress(at: t / duration)
        #expect(progress >= previousProgress - 1e-12, "\(curve) at \(t / duration)")
        #expect(progress >= -1e-12 && progress <= 1 + 1e-12)
        let x = move.position(at: t)
        #expect(x >= low - slack && x <= high + slack)
        #expect(end >= start ? x >= previous - slack : x <= previous + slack, "t \(t)")
        #expect(curve.rate(at: t / duration) >= -1e-9, "never moves backwards")
        previousProgress = progress
        previous = x
      }
    }
  }

  /// `velocity(at:)` is the derivative of `position(at:)` inside the move.
  @Test func velocityIsTheDerivativeOfPosition() async {
    await propertyCheck(
      count: 300, input: Self.smoothCurves, Self.positions, Self.positions, Self.durations
    ) { curve, start, end, duration in
      let move = TimingCurveSimulation(from: start, to: end, duration: duration, curve: curve)
      let h = 1e-5 * duration
      let average = abs(end - start) / duration
      for t in times(from: 0.01 * duration, to: 0.99 * duration, count: 60) {
        let numeric = (move.position(at: t + h) - move.position(at: t - h)) / (2 * h)
        let velocity = move.velocity(at: t)
        #expect(velocity.isFinite)
        #expect(abs(velocity - numeric) <= 1e-4 * (abs(velocity) + average) + 1e-9, "t \(t)")
      }
    }
  }

  /// Swapping start and end mirrors the motion; the curve sets the shape, not the direction.
  @Test func reversedMoveMirrors() async {
    await propertyCheck(
      count: 300, input: Self.curves, Self.positions, Self.positions, Self.durations
    ) { curve, a, b, duration in
      let forward = TimingCurveSimulation(from: a, to: b, duration: duration, curve: curve)
      let backward = TimingCurveSimulation(from: b, to: a, duration: duration, curve: curve)
      let scale = max(abs(a), abs(b), 1)
      for t in times(from: 0, to: duration * 1.1, count: 60) {
        #expect(abs((forward.position(at: t) - a) + (backward.position(at: t) - b)) < 1e-9 * scale)
        #expect(abs(forward.velocity(at: t) + backward.velocity(at: t)) < 1e-9 * scale / duration)
      }
    }
  }

  /// A zero (or invalid) duration is the documented shortest move, 1 µs: finite everywhere,
  /// from its start, at its end once the microsecond is over.
  @Test(arguments: [0.0, -1, .nan, .infinity])
  func aZeroDurationIsAMicrosecond(_ duration: Double) {
    for curve in [TimingCurve.linear, .easeInOut, .keyboard, TimingCurve(0.9, -1, 0.1, 2)] {
      let move = TimingCurveSimulation(from: 644, to: 308, duration: duration, curve: curve)
      #expect(move.duration == 1e-6)
      #expect(move.position(at: 0) == 644)
      #expect(move.isFinished(at: 1e-6) && move.isFinished(at: 1))
      #expect(move.position(at: 1e-6) == 308 && move.position(at: 1) == 308)
      for t in times(from: -1e-6, to: 2e-6, count: 30) {
        #expect(move.position(at: t).isFinite && move.velocity(at: t).isFinite)
      }
    }
  }

  // MARK: Found by these properties (not yet filed; see the safety-net report)

  /// The end is exact: `start + (end − start)·1` can miss `end` by an ulp, and it does for
  /// about one move in ten (from 1 to 0.1 it rests at 0.09999999999999998).
  @Test(arguments: 0..<8 as Range<UInt64>)
  func endsExactlyAtItsEnd(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var misses: [String] = []
    for _ in 0..<50 {
      let start = Double.random(in: -5000...5000, using: &rng)
      let end = Double.random(in: -5000...5000, using: &rng)
      let duration = Double.random(in: 0.001...3, using: &rng)
      let move = TimingCurveSimulation(from: start, to: end, duration: duration, curve: .keyboard)
      let arrived = move.position(at: duration)
      if arrived != end { misses.append("\(start) → \(end) ends at \(arrived)") }
    }
    #expect(
      misses.isEmpty, "seed \(seed): \(misses.count) of 50 miss, first \(misses.first ?? "")")
  }

  /// The velocity at t = 0 is the curve's initial rate times the average speed (a linear move
  /// starts at its constant speed), as every other simulation's exact initial velocity.
  @Test(arguments: [TimingCurve.linear, .keyboard, .keyboardBezier, .easeInOut])
  func theInitialVelocityIsTheCurvesInitialSlope(curve: TimingCurve) {
    let move = TimingCurveSimulation(from: 644, to: 308, duration: 0.25, curve: curve)
    let h = 1e-7
    let forward = (move.position(at: h) - move.position(at: 0)) / h
    let expected: Double
    switch curve.shape {
    case .bezier(let x1, let y1, _, _): expected = x1 > 0 ? -336 / 0.25 * y1 / x1 : -336 / 0.25
    case .spring: expected = 0  // a spring starts at rest
    }
    #expect(abs(forward - expected) < 1e-3 * 336 / 0.25, "the reference slope is right")
    #expect(abs(move.velocity(at: 0) - expected) < 1e-6 * abs(expected) + 1e-9)
  }
}
