// The sheet container's one clock, and its guard against applying a frame inside another apply.
// Builds everywhere; tested on Linux (Guides/UIKit.md, "Device notes: one clock").
import ScrollworkCore

/// The times the sheet container sends events and applies frames at, on one clock, and whether
/// it is applying a frame now.
///
/// UIKit gives the container two clocks: `CACurrentMediaTime()` when a callback runs, and the
/// display link's `targetTimestamp`, the time the frame being prepared will be shown (up to a
/// frame later). A frame applied at `targetTimestamp` and then an event stamped `now` would send
/// Core back in time by up to a frame, and the sheet would step back by velocity × that gap. So
/// the latest applied frame's time is a floor: events are stamped `max(now, lastFrameTime)`, and
/// a frame is never applied at an earlier time than the last one.
///
/// Applying writes the list's `contentOffset`, which calls the container back synchronously
/// (key-value observation, a layout pass): those calls must not apply another frame inside the
/// first. ``beginApplying(at:)`` refuses while an apply runs and remembers the request;
/// ``endApplying()`` then says to apply once more, at the latest time asked for.
///
///     var clock = SheetFrameClock()
///     clock.beginApplying(at: 10.016)  // 10.016: apply
///     clock.beginApplying(at: 10.001)  // nil: inside an apply (remembered)
///     clock.endApplying()              // 10.016: apply once more (never earlier than the last)
///     clock.eventTime(now: 10.002)     // 10.016
struct SheetFrameClock: Equatable {
  /// The time of the latest frame applied, in seconds; `nil` before the first.
  private(set) var lastFrameTime: Double?
  /// Whether a frame is being applied now (the container's writes call it back).
  private(set) var isApplying = false
  /// The latest time a frame was asked for while one was being applied, in seconds.
  private var requestedDuringApply: Double?

  /// The time to stamp an event with when a callback runs at `now` (`CACurrentMediaTime()`,
  /// seconds): `now`, or the latest applied frame's time if that is later (a display link
  /// frame's `targetTimestamp` lies up to a frame ahead of `now`).
  func eventTime(now: Double) -> Double {
    guard let lastFrameTime, lastFrameTime > now else { return now }
    return lastFrameTime
  }

  /// Starts applying the frame for `time` (seconds): returns the time to apply it at — `time`,
  /// or the latest applied frame's time if that is later — or `nil` inside another apply, where
  /// the request is remembered for ``endApplying()``.
  mutating func beginApplying(at time: Double) -> Double? {
    guard !isApplying else {
      requestedDuringApply = max(requestedDuringApply ?? time, time)
      return nil
    }
    isApplying = true
    let applied = max(time, lastFrameTime ?? time)
    lastFrameTime = applied
    return applied
  }

  /// Ends an apply: returns the time to apply once more at when a frame was asked for during
  /// it (never earlier than the frame just applied), else `nil`.
  mutating func endApplying() -> Double? {
    isApplying = false
    guard let requested = requestedDuringApply else { return nil }
    requestedDuringApply = nil
    return max(requested, lastFrameTime ?? requested)
  }
}
