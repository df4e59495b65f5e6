/// The keyboard's movement as its notification reported it: from, to, start, duration and curve.
@_spi(Engine) public struct KeyboardMotion: Sendable, Hashable {
  public var from = 0.0
  public var to = 0.0
  public var start = 0.0
  public var duration = 0.0
  public var curve = TimingCurve.keyboard

  /// A keyboard that is hidden and still.
  public init() {}

  /// A keyboard moving from `from` to `to` points over `duration` seconds from `start`.
  public init(from: Double, to: Double, start: Double, duration: Double, curve: TimingCurve) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.curve = curve
  }

  /// Its height over the container's bottom at `time`, in points.
  public func height(at time: Double) -> Double {
    guard duration > 0, time < start + duration else { return to }
    let progress = curve.progress(at: max(0, time - start) / duration, duration: duration)
    return from + (to - from) * progress
  }

  /// Whether it has arrived by `time`.
  public func isFinished(at time: Double) -> Bool { time >= start + duration }
}
