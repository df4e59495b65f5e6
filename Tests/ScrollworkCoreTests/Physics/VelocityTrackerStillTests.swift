import Testing

@_spi(Engine) @testable import ScrollworkCore

/// A tracker whose samples all share one position skips the fit; it must give what the fit
/// gives, 0, and only then.
@Suite struct VelocityTrackerStillTests {
  @Test func samplesAtOnePositionGiveZero() {
    var tracker = VelocityTracker()
    for frame in 0..<30 { tracker.add(position: 250, at: Double(frame) / 120) }
    #expect(tracker.velocity(at: 29.0 / 120) == 0)
  }

  /// Held still after moving: the fit still sees the movement until every sample it keeps is
  /// at the one position (20 samples), as before the shortcut.
  @Test func aFingerHeldAfterMovingIsFittedUntilEverySampleIsStill() {
    var tracker = VelocityTracker(horizon: 1, pauseThreshold: 1)
    var reference = [(Double, Double)]()
    for frame in 0..<10 { reference.append((Double(frame) / 120, -4 * Double(frame))) }
    for frame in 10..<40 { reference.append((Double(frame) / 120, -36)) }
    for (index, (t, x)) in reference.enumerated() {
      tracker.add(position: x, at: t)
      let velocity = tracker.velocity(at: t)
      let window = reference[max(0, index - 19)...index]
      let allStill = window.allSatisfy { $0.1 == x }
      if allStill {
        #expect(velocity == 0, "frame \(index)")
      } else {
        #expect(velocity != 0, "frame \(index): the fit sees the earlier movement")
      }
    }
  }

  @Test func resetForgetsTheStillRun() {
    var tracker = VelocityTracker()
    for frame in 0..<25 { tracker.add(position: 10, at: Double(frame) / 120) }
    tracker.reset()
    tracker.add(position: 0, at: 1)
    tracker.add(position: -10, at: 1.01)
    #expect(abs(tracker.velocity(at: 1.01) - -1000) < 1e-6)
  }
}
