/// A move from one position to another over a fixed duration along a `TimingCurve` — the way
/// UIKit animates views with a curve, such as the sheet following the keyboard. A spring curve
/// follows its spring in real seconds and lands at `end` exactly at `duration`.
///
///     let move = TimingCurveSimulation(from: 644, to: 308, duration: 0.25, curve: .keyboard)
///     move.position(at: 0.25)  // 308
struct TimingCurveSimulation: MotionSimulation, Hashable {
  public private(set) var start: Double
  public private(set) var end: Double
  /// Seconds; at least 1 µs.
  public let duration: Double
  public let curve: TimingCurve

  /// Creates the move; non-finite inputs become a move that is already over.
  public init(from start: Double, to end: Double, duration: Double, curve: TimingCurve) {
    self.start = start.isFinite ? start : 0
    self.end = end.isFinite ? end : self.start
    self.duration = duration.isFinite ? max(duration, 1e-6) : 1e-6
    self.curve = curve
  }

  public func position(at t: Double) -> Double {
    // A blend of the ends, exact at both (start + (end − start)·1 can miss end by an ulp).
    let progress = curve.progress(at: t / duration, duration: duration)
    return start * (1 - progress) + end * progress
  }

  /// In points per second; the curve's end slopes at the ends, 0 past them.
  public func velocity(at t: Double) -> Double {
    guard t < duration else { return 0 }
    return (end - start) / duration * curve.rate(at: max(0, t) / duration, duration: duration)
  }

  public func isFinished(at t: Double) -> Bool { t >= duration }

  /// Moves the motion `distance` points along: the same times and velocities, every position
  /// `distance` further.
  mutating func translate(by distance: Double) {
    start += distance
    end += distance
  }
}
