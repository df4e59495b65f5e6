/// A fling slowing down as a `UIScrollView` does after the finger lifts.
///
/// Closed form from the release (ARCHITECTURE.md §3): with `k = rate.coefficient`,
/// `v(t) = v₀·e^(k·t)` and `x(t) = x₀ + v₀·(e^(k·t) − 1)/k`. The motion ends when the speed
/// falls to ``stopSpeed``, at `T = ln(stopSpeed/|v₀|)/k`, and rests at `x(T)`.
///
///     let fling = DecelerationSimulation(position: 400, velocity: 480.83, rate: .normal)
///     fling.restingPosition  // 635.18…; on the 3× grid 635.33, UIKit's targetContentOffset
@_spi(Engine) public struct DecelerationSimulation: MotionSimulation, Hashable {
  /// The speed at which UIKit ends a deceleration: 10 pt/s (0.01 pt/ms).
  ///
  /// Fitted to the twelve `targetContentOffset` values UIKit reported for real flings on the
  /// iOS 26.5 simulator (both rates, 263–5,992 pt/s), published in the repository
  /// samoylenkodmitry/Cranpose, `crates/cranpose-ui/src/tests/ios_fling_measurement.rs`: with
  /// this stop speed and rounding to the 3× pixel grid, all twelve are reproduced to the pixel;
  /// any stop speed from 9.5 to 10.5 pt/s stays within one pixel, and the continuous limit
  /// (stop speed 0) overshoots every one by 1–5 pt.
  public static let uikitStopSpeed = 10.0

  /// The position at release, in points.
  public private(set) var startPosition: Double
  /// The velocity at release, in points per second.
  public let startVelocity: Double
  /// The deceleration rate.
  public let rate: DecelerationRate
  /// The speed at which the motion ends, in points per second.
  public let stopSpeed: Double
  /// How long the motion lasts, `ln(stopSpeed/|v₀|)/k` seconds; 0 when it starts slower than
  /// ``stopSpeed``.
  public let duration: Double

  /// Starts a deceleration at `position` (points) with `velocity` (points per second).
  /// Non-finite inputs start a motion that is already at rest (at 0 for a non-finite position).
  public init(
    position: Double, velocity: Double, rate: DecelerationRate,
    stopSpeed: Double = DecelerationSimulation.uikitStopSpeed
  ) {
    let stop = stopSpeed.isFinite && stopSpeed > 0 ? stopSpeed : Self.uikitStopSpeed
    startPosition = position.isFinite ? position : 0
    startVelocity = velocity.isFinite ? velocity : 0
    self.rate = rate
    self.stopSpeed = stop
    let speed = abs(startVelocity)
    duration = speed > stop ? mathLog(stop / speed) / rate.coefficient : 0
  }

  public func position(at t: Double) -> Double {
    let k = rate.coefficient
    let time = min(max(t, 0), duration)
    return startPosition + startVelocity * (mathExp(k * time) - 1) / k
  }

  public func velocity(at t: Double) -> Double {
    guard t < duration else { return 0 }
    return startVelocity * mathExp(rate.coefficient * max(t, 0))
  }

  /// ``position(at:)`` and ``velocity(at:)`` together, sharing their exponential (the same
  /// numbers, to the bit).
  @inline(__always) func state(at t: Double) -> (position: Double, velocity: Double) {
    guard t < duration else { return (position(at: t), 0) }
    let k = rate.coefficient
    let e = mathExp(k * max(t, 0))
    return (startPosition + startVelocity * (e - 1) / k, startVelocity * e)
  }

  public func isFinished(at t: Double) -> Bool { t >= duration }

  /// Where the motion comes to rest: `x₀ + (v₀ − sign(v₀)·stopSpeed)/(−k)`.
  public var restingPosition: Double { position(at: duration) }

  /// The first time the motion reaches `target`, or `nil` if it stops short of it (or moves
  /// away). A target equal to the start is reached at 0.
  public func time(toReach target: Double) -> Double? { arrival(at: target)?.time }

  /// When the motion first reaches `target` and how fast it is moving then, or `nil` if it
  /// stops short of it (or moves away).
  ///
  /// Inverts `x(t)`: `e^(k·t) = 1 + k·(target − x₀)/v₀`, which is also the velocity's decay
  /// there, so the velocity costs no `exp`: `v₀·e^(k·t)` (equal to ``velocity(at:)`` at that
  /// time to a few ulps).
  public func arrival(at target: Double) -> (time: Double, velocity: Double)? {
    let distance = target - startPosition
    if distance == 0 { return (0, duration > 0 ? startVelocity : 0) }
    guard startVelocity != 0, (distance > 0) == (startVelocity > 0) else { return nil }
    let k = rate.coefficient
    let decay = 1 + k * distance / startVelocity
    guard decay > 0 else { return nil }
    let t = mathLog(decay) / k
    return t <= duration ? (t, t < duration ? startVelocity * decay : 0) : nil
  }

  /// Moves the motion `distance` points along: the same times and velocities, every position
  /// `distance` further.
  mutating func translate(by distance: Double) {
    startPosition += distance
  }
}
