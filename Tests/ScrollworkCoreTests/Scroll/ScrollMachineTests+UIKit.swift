import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The scroll machine against real UIScrollView recordings (samoylenkodmitry/Cranpose,
/// crates/cranpose-ui/src/tests/ios_fling_measurement.rs, iOS 26.5 simulator).
@Suite struct ScrollMachineUIKitTests {
  /// A fling from the recorded offset with the recorded velocity comes to rest exactly at UIKit's
  /// targetContentOffset (0 error on the 3x grid for all twelve).
  @Test(arguments: UIKitRecordings.targetOffsetSamples)
  func flingRestsAtTargetContentOffset(_ s: TargetOffsetSample) throws {
    var m = try makeMachine(viewport: 800, content: 20_000, offset: s.gridOffset) {
      $0.decelerationRate = s.decelerationRate
    }
    // The finger moves opposite to the content.
    try m.send(.fling(velocity: -s.velocityPerSecond), at: 0)
    let target = grid3x.round(s.target)
    #expect(abs(try #require(m.restingOffset) - target) < 1e-6)
    #expect(abs(m.sample(at: 10).offset - target) < 1e-6)
    #expect(m.isAtRest(at: 10))
  }

  /// The recorded frames of the first fling, one 16 ms frame later (the recording's lag): every
  /// frame within one pixel on the grid (measured worst 0.334 pt).
  @Test func flingFramesMatchTheRecording() throws {
    typealias Trace = UIKitRecordings.NormalRateTrace
    var m = try makeMachine(viewport: 800, content: 20_000, offset: Trace.releaseOffset)
    try m.send(.fling(velocity: -Trace.velocity * 1000), at: 0)
    for s in Trace.samples {
      let offset = m.sample(at: s.time / 1000 + Trace.frameLag).offset
      #expect(abs(offset - s.value) <= grid3x.pixel + 1e-4, "at \(s.time) ms")
    }
  }

  /// Dragging past the top of a 681.6667 pt viewport: the overscroll shown for each raw pull is
  /// UIKit's to the pixel (measured worst 3.4e-5 pt, the recording's rounding: all 29 frames
  /// land on the recorded pixel).
  @Test func dragPastTheTopMatchesTheRecordedRubberBand() throws {
    typealias Trace = UIKitRecordings.RubberBandTrace
    var m = try makeMachine(viewport: Trace.dimension, content: 20_000, offset: 0)
    try m.send(.touchDown(position: 100), at: 0)
    for (i, s) in Trace.samples.enumerated() {
      let t = 0.016 * Double(i + 1)
      try m.send(.touchMove(position: 100 + s.pull), at: t)
      #expect(abs(m.sample(at: t).offset - -s.overscroll) < 1e-3, "pull \(s.pull)")
    }
  }

  /// Pulled to 177 pt past the top, held still for 50 ms, released: the return matches UIKit's
  /// within 1 pt at every recorded sample, on the 3x grid.
  @Test func releaseWhileOverscrolledMatchesTheRecordedBounceBack() throws {
    typealias Trace = UIKitRecordings.BounceTrace
    var m = try makeMachine(viewport: 681.6667, content: 20_000, offset: 0)
    let pull = RubberBand(dimension: 681.6667).pull(forOffset: -Trace.releaseOffset)
    try m.send([(.touchDown(position: 100), 0), (.touchMove(position: 100 + pull), 0.2)])
    #expect(abs(m.sample(at: 0.2).offset - Trace.releaseOffset) < 1e-6)
    try m.send(.touchUp, at: 0.25)  // held still ≥ 40 ms: released at rest
    #expect(m.sample(at: 0.25).phase == .bouncing)
    // Already moving toward the edge, as UIKit's return is: 0.64·ω·177 pt/s.
    #expect(abs(m.sample(at: 0.25).velocity - 0.64 * 11.16 * 177) < 1e-6)
    var worst = 0.0
    for s in Trace.samples {
      worst = max(worst, abs(m.sample(at: 0.25 + s.time / 1000).offset - s.value))
    }
    #expect(worst <= 1, "worst miss \(worst) pt")
    let rest = try #require(m.timeOfRest(after: 0.25))
    #expect(rest - 0.25 < 1.0)
    #expect(m.sample(at: rest).offset == 0)
  }
}
