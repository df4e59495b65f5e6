import Testing

@_spi(Engine) @testable import ScrollworkCore

struct TimingCurveSimulationTests {
  @Test(arguments: [0.0, 0.1, 0.37, 0.5, 0.9, 1.0])
  func linearIsTheIdentity(x: Double) {
    #expect(abs(TimingCurve.linear.progress(at: x) - x) < 1e-9)
  }

  @Test func easeInOutIsSymmetricAndEndsAtItsEnds() {
    let curve = TimingCurve.easeInOut
    #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
    #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-9)
    for x in stride(from: 0.05, to: 0.5, by: 0.05) {
      #expect(abs(curve.progress(at: x) + curve.progress(at: 1 - x) - 1) < 1e-9)
    }
    #expect(curve.rate(at: 0.5) > 1, "fastest in the middle")
  }

  @Test(arguments: [
    TimingCurve.linear, .easeInOut, .keyboard, .keyboardBezier, TimingCurve(0.42, 0, 1, 1),
  ])
  func progressOnlyGrows(curve: TimingCurve) {
    var last = 0.0
    for step in 0...200 {
      let p = curve.progress(at: Double(step) / 200)
      #expect(p >= last - 1e-12)
      last = p
    }
    #expect(last == 1)
  }

  @Test(arguments: [(0, TimingCurve.easeInOut), (3, .linear), (7, .keyboard), (99, .keyboard)])
  func animationCurvesMapFromUIKitsRawValues(raw: Int, expected: TimingCurve) {
    #expect(TimingCurve.animationCurve(rawValue: raw) == expected)
  }

  @Test func theSimulationMovesAlongTheCurve() {
    let move = TimingCurveSimulation(from: 644, to: 308, duration: 0.25, curve: .keyboard)
    #expect(move.position(at: 0) == 644)
    #expect(move.position(at: 0.25) == 308)
    #expect(move.position(at: 1) == 308)
    #expect(!move.isFinished(at: 0.2) && move.isFinished(at: 0.25))
    let mid = move.position(at: 0.125)
    #expect(abs(mid - (644 - 336 * TimingCurve.keyboard.progress(at: 0.5, duration: 0.25))) < 1e-9)
    // The velocity is the derivative of the position.
    let h = 1e-6
    let numeric = (move.position(at: 0.1 + h) - move.position(at: 0.1 - h)) / (2 * h)
    #expect(abs(move.velocity(at: 0.1) - numeric) < 1e-3 * abs(numeric))
  }

  @Test func badInputsMakeAFinishedMove() {
    let move = TimingCurveSimulation(from: .nan, to: .infinity, duration: .nan, curve: .linear)
    #expect(move.position(at: 1).isFinite)
    #expect(move.isFinished(at: 1))
  }
}
