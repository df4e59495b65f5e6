/// A one-dimensional motion that is a pure function of time.
///
/// Time `t` is in seconds since the simulation started; positions are in points and velocities
/// in points per second. Replaying any time gives the same answer: nothing is stepped
/// (the model is Flutter's `Simulation`).
protocol MotionSimulation: Sendable {
  /// The position at `t` seconds after the start.
  func position(at t: Double) -> Double
  /// The velocity at `t` seconds after the start.
  func velocity(at t: Double) -> Double
  /// Whether the motion has come to rest by `t`; once true it stays true for every later `t`.
  func isFinished(at t: Double) -> Bool
}

/// How close to rest a simulation must be to count as finished.
///
/// The default for a display follows Flutter's scroll physics: within half a device pixel of
/// the target and slower than one pixel per 50 ms.
@_spi(Engine) public struct SimulationTolerance: Sendable, Hashable {
  /// The largest distance from the resting position that counts as arrived, in points.
  public var position: Double
  /// The largest speed that counts as stopped, in points per second.
  public var velocity: Double

  /// Creates a tolerance from a distance in points and a speed in points per second.
  public init(position: Double, velocity: Double) {
    self.position = position
    self.velocity = velocity
  }

  /// Half a device pixel, and one device pixel per 50 ms.
  public init(pixelGrid: PixelGrid) {
    self.init(position: 0.5 * pixelGrid.pixel, velocity: pixelGrid.pixel / 0.050)
  }

  /// The tolerance for a 3× display: ⅙ pt and 6⅔ pt/s.
  public static let `default` = SimulationTolerance(pixelGrid: PixelGrid(displayScale: 3))
}
