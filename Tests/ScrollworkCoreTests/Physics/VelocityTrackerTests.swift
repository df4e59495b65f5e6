import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct VelocityTrackerTests {
  /// A tracker fed `position(t)` at `count` samples `spacing` seconds apart, ending at `end`.
  static func tracker(
    count: Int, spacing: Double, end: Double = 0, _ position: (Double) -> Double
  ) -> VelocityTracker {
    var tracker = VelocityTracker()
    for i in 0..<count {
      let t = end - Double(count - 1 - i) * spacing
      tracker.add(position: position(t), at: t)
    }
    return tracker
  }

  @Test func docExample() {
    var tracker = VelocityTracker()
    tracker.add(position: 0, at: 0)
    tracker.add(position: -10, at: 0.01)
    #expect(abs(tracker.velocity(at: 0.01) - -1000) < 1e-9)
  }

  /// Samples a nanosecond apart a billion points apart imply 10¹⁸ pt/s: the estimate is held to
  /// ±10⁹ pt/s, the largest velocity Scrollwork accepts, so a scripted jump released at once
  /// does not make the sheet refuse its own finger (issue 14).
  @Test(arguments: [1e9, -1e9, 5e8])
  func theEstimateIsHeldToTheLargestVelocity(_ distance: Double) {
    var tracker = VelocityTracker()
    tracker.add(position: 0, at: 1)
    tracker.add(position: distance / 2, at: 1 + 1e-9)
    tracker.add(position: distance, at: 1 + 2e-9)
    let velocity = tracker.velocity(at: 1 + 2e-9)
    #expect(abs(velocity) == ScrollworkError.largestMagnitude)
    #expect(velocity.sign == distance.sign)
  }

  @Test func constantSpeedGivesTheExactSpeed() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: -8000...8000), Gen.int(in: 2...30),
      oneOf([1.0 / 240, 1.0 / 120, 1.0 / 60, 0.02])
    ) { speed, count, spacing in
      let tracker = Self.tracker(count: count, spacing: spacing) { 300 + speed * $0 }
      #expect(abs(tracker.velocity(at: 0) - speed) < 1e-6 * max(1, abs(speed)))
    }
  }

  /// x = a·t² + b·t: the quadratic fit is exact and reports the slope at the newest sample.
  @Test func quadraticMotionGivesTheSlopeAtTheNewestSample() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: -50_000...50_000), Gen.double(in: -3000...3000),
      Gen.int(in: 3...20), oneOf([1.0 / 240, 1.0 / 120, 1.0 / 60])
    ) { a, b, count, spacing in
      let end = 0.5
      let tracker = Self.tracker(count: count, spacing: spacing, end: end) { a * $0 * $0 + b * $0 }
      let expected = 2 * a * end + b
      #expect(abs(tracker.velocity(at: end) - expected) < 1e-5 * (abs(a) + abs(b) + 1))
    }
  }

  @Test(arguments: [0.040, 0.041, 0.5])
  func aPauseBeforeReleaseMeansZero(_ pause: Double) {
    let tracker = Self.tracker(count: 10, spacing: 0.008) { 2000 * $0 }
    #expect(tracker.velocity(at: pause) == 0)
  }

  @Test func aShortPauseBeforeReleaseStillCounts() {
    let tracker = Self.tracker(count: 10, spacing: 0.008) { 2000 * $0 }
    #expect(abs(tracker.velocity(at: 0.039) - 2000) < 1e-6)
  }

  /// A gap of 40 ms or more between samples ends the history: only the samples after it count.
  @Test(arguments: [0.040, 0.060])
  func aGapBetweenSamplesEndsTheHistory(_ gap: Double) {
    var tracker = VelocityTracker()
    // Fast upward motion until 0, then a gap, then slow downward motion.
    for i in -4...0 { tracker.add(position: -3000 * 0.008 * Double(i), at: 0.008 * Double(i)) }
    let resume = gap
    for i in 0..<3 {
      let t = resume + 0.008 * Double(i)
      tracker.add(position: 500 * (t - resume), at: t)
    }
    #expect(abs(tracker.velocity(at: resume + 0.016) - 500) < 1e-6)
  }

  @Test func aGapJustUnderTheThresholdKeepsTheHistory() {
    var tracker = VelocityTracker()
    for t in [0.0, 0.008, 0.016, 0.055, 0.063] { tracker.add(position: 1000 * t, at: t) }
    // Only one sample after the gap would give 0; with the history it is the true speed.
    #expect(abs(tracker.velocity(at: 0.063) - 1000) < 1e-6)
  }

  /// Older samples than 100 ms are ignored: a direction change before the window is invisible.
  @Test func onlyTheLast100MillisecondsCount() {
    var tracker = VelocityTracker()
    // One sample every 10 ms: at -1000 pt/s until 0.1 s, then +700 pt/s until 0.2 s.
    for i in 0...20 {
      let t = 0.01 * Double(i)
      let x = t <= 0.1 ? -1000 * t : -100 + 700 * (t - 0.1)
      tracker.add(position: x, at: t)
    }
    #expect(abs(tracker.velocity(at: 0.2) - 700) < 1e-6)
  }

  /// At most 20 samples count: at 1 ms spacing, the 21st-newest sample is outside the fit.
  @Test func onlyTheLast20SamplesCount() {
    var tracker = VelocityTracker()
    for i in 0..<30 {
      let t = 0.001 * Double(i)
      let x = i <= 10 ? 5000 * t : 50 - 300 * (t - 0.010)
      tracker.add(position: x, at: t)
    }
    #expect(abs(tracker.velocity(at: 0.029) - -300) < 1e-6)
  }

  @Test func fewerThanTwoSamplesGiveZero() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(at: 0) == 0)
    tracker.add(position: 50, at: 0)
    #expect(tracker.velocity(at: 0.001) == 0)
    tracker.add(position: 60, at: 0.01)
    #expect(tracker.velocity(at: 0.01) != 0)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteSamplesAreIgnored(_ bad: Double) {
    var tracker = Self.tracker(count: 5, spacing: 0.008) { 1200 * $0 }
    let before = tracker.velocity(at: 0)
    tracker.add(position: bad, at: 0.004)
    tracker.add(position: 3, at: bad)
    #expect(tracker.velocity(at: 0) == before)
    #expect(abs(tracker.velocity(at: 0.004) - 1200) < 1e-6)
  }

  @Test func samplesOlderThanTheNewestAreIgnored() {
    var tracker = Self.tracker(count: 5, spacing: 0.008) { 1200 * $0 }
    tracker.add(position: 1e6, at: -0.01)
    #expect(abs(tracker.velocity(at: 0) - 1200) < 1e-6)
  }

  @Test func resetForgetsEverything() {
    var tracker = Self.tracker(count: 5, spacing: 0.008) { 1200 * $0 }
    tracker.reset()
    #expect(tracker.velocity(at: 0) == 0)
    tracker.add(position: 0, at: 2)
    tracker.add(position: 5, at: 2.01)
    #expect(abs(tracker.velocity(at: 2.01) - 500) < 1e-9)
  }

  @Test func simultaneousSamplesNeverGiveNaN() {
    var tracker = VelocityTracker()
    for x in [0.0, 10, 20] { tracker.add(position: x, at: 1) }
    let v = tracker.velocity(at: 1)
    #expect(v.isFinite)
  }

  @Test func randomSamplesNeverGiveNaN() async {
    await propertyCheck(
      count: 300,
      input: Gen.double(in: 0...0.05).array(of: 1...40), Gen.double(in: -1e4...1e4).array(of: 40)
    ) { gaps, positions in
      var tracker = VelocityTracker()
      var t = 0.0
      for (gap, x) in zip(gaps, positions) {
        t += gap
        tracker.add(position: x, at: t)
        #expect(tracker.velocity(at: t).isFinite)
      }
    }
  }

  /// A tracker that fits as samples come and one that fits when read give the same velocity,
  /// to the bit, after every sample and at every time, paused or not; reset alike.
  @Test func bothFittingsAgree() async {
    await propertyCheck(
      count: 300,
      input: Gen.double(in: 0...0.05).array(of: 1...40), Gen.double(in: -1e4...1e4).array(of: 40),
      Gen.double(in: 0...0.08)
    ) { gaps, positions, readDelay in
      var eager = VelocityTracker(fitting: .onAdd)
      var lazy = VelocityTracker(fitting: .onRead)
      var t = 0.0
      for (index, (gap, x)) in zip(gaps, positions).enumerated() {
        t += gap
        // Some samples repeat the last position (a still finger), some go back in time.
        let position = index % 5 == 4 ? positions[max(0, index - 1)] : x
        let time = index % 7 == 6 ? t - 0.01 : t
        eager.add(position: position, at: time)
        lazy.add(position: position, at: time)
        #expect(eager.velocity(at: t + readDelay) == lazy.velocity(at: t + readDelay))
        #expect(eager.velocity(at: t) == lazy.velocity(at: t))
      }
      eager.reset()
      lazy.reset()
      #expect(eager.velocity(at: t) == 0 && lazy.velocity(at: t) == 0)
    }
  }
}
