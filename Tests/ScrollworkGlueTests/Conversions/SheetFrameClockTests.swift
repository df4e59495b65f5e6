@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The sheet container's one clock and its guard against re-entrant applies
/// (Sources/Scrollwork/Conversions/SheetFrameClock.swift).
struct SheetFrameClockTests {
  /// Before any frame, an event is stamped with the time its callback runs.
  @Test func beforeAnyFrameEventsAreNow() {
    let clock = SheetFrameClock()
    #expect(clock.eventTime(now: 12.5) == 12.5)
    #expect(clock.lastFrameTime == nil)
  }

  /// After the display link applied a frame at its `targetTimestamp` (ahead of `now`), an event
  /// is stamped at that time, not earlier; once `now` passes it, at `now`.
  @Test(arguments: [(10.000, 10.016), (10.010, 10.016), (10.016, 10.016), (10.020, 10.020)])
  func eventsNeverGoBehindTheLastFrame(now: Double, expected: Double) {
    var clock = SheetFrameClock()
    #expect(clock.beginApplying(at: 10.016) == 10.016)
    #expect(clock.endApplying() == nil)
    #expect(clock.eventTime(now: now) == expected)
  }

  /// A frame asked for at an earlier time than the last applied one (a layout pass stamped
  /// `now` after a display-link frame) is applied at the last frame's time.
  @Test func framesNeverGoBack() {
    var clock = SheetFrameClock()
    _ = clock.beginApplying(at: 10.016)
    _ = clock.endApplying()
    #expect(clock.beginApplying(at: 10.004) == 10.016)
    _ = clock.endApplying()
    #expect(clock.beginApplying(at: 10.025) == 10.025)
    _ = clock.endApplying()
    #expect(clock.lastFrameTime == 10.025)
  }

  /// Inside an apply (the list's offset write calls back), another apply is refused and
  /// remembered; the outer apply then applies once more, at the latest time asked for.
  @Test func reentrantAppliesWaitForTheOuterOne() {
    var clock = SheetFrameClock()
    #expect(clock.beginApplying(at: 10.016) == 10.016)
    #expect(clock.isApplying)
    #expect(clock.beginApplying(at: 10.001) == nil)
    #expect(clock.beginApplying(at: 10.020) == nil)
    #expect(clock.endApplying() == 10.020)
    #expect(!clock.isApplying)
    // Asked for earlier than the frame just applied: once more, at that frame's time.
    _ = clock.beginApplying(at: 10.030)
    _ = clock.beginApplying(at: 10.002)
    #expect(clock.endApplying() == 10.030)
    // Nothing asked for: nothing more to apply.
    _ = clock.beginApplying(at: 10.040)
    #expect(clock.endApplying() == nil)
  }

  /// The step back the issue describes: a finger catches a sheet coasting at about 2,000 pt/s at
  /// 120 Hz, between display-link frames. Stamped with `CACurrentMediaTime()` (up to a frame
  /// behind the frame shown), the catch would put the sheet back where it was a frame earlier;
  /// stamped on the container's clock it holds the sheet where it is shown. (Core, too, takes an
  /// event dated before its last frame as of that frame: the two guards agree, and each is
  /// tested on its own — the clock above, Core's in its own tests.)
  @Test(arguments: 0..<8)
  func aCatchBetweenFramesDoesNotStepBack(step: Int) throws {
    var kernel = try SheetFixture.kernel(at: "low")
    var clock = SheetFrameClock()
    // A fling up from the list, released at t = 0.1.
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    for frame in 1...12 {
      try kernel.send(.panChanged(translation: -25 * Double(frame)), at: Double(frame) / 120)
    }
    try kernel.send(.panEnded(translation: -300, velocity: nil), at: 0.1)
    // The display link applies frames at their target timestamps.
    var shown = kernel.advance(to: 0.1)
    for frame in 13...(20 + step) {
      guard let t = clock.beginApplying(at: Double(frame) / 120) else { break }
      shown = kernel.advance(to: t)
      _ = clock.endApplying()
    }
    // The pan callback runs half a frame before the last frame's target timestamp.
    let now = Double(20 + step) / 120 - 0.5 / 120
    let t = clock.eventTime(now: now)
    #expect(t >= now)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: t)
    let caught = kernel.advance(to: clock.beginApplying(at: t) ?? t)
    _ = clock.endApplying()
    let pixel = 1.0 / 3
    #expect(abs(caught.panel.y - shown.panel.y) <= pixel)
    #expect(abs(caught.contentOffset - shown.contentOffset) <= pixel)
    #expect(abs(caught.headerClip.height - shown.headerClip.height) <= pixel)
  }
}
