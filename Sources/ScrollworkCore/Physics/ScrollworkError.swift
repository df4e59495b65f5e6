/// A value given to Scrollwork that it cannot use, with a one-line reason.
///
///     try DecelerationRate(perMillisecond: 1.5)
///     // throws: decelerationRate: must be between 0 and 1 (exclusive), got 1.5
public struct ScrollworkError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong: the value's name, then the reason (`"stiffness: must be positive, got -1"`).
  public let message: String

  /// Creates an error with a one-line message.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }

  /// The largest magnitude any length, position, velocity or time may have: 10⁹ (a billion
  /// points, or points per second). Far beyond any screen, and small enough that no
  /// computation on it can overflow to infinity or NaN.
  public static let largestMagnitude = 1e9

  /// Throws unless `value` is finite and positive. The name is built only for the message of
  /// a failure (a name with an id in it would allocate on every event that checks it).
  static func requirePositive(
    _ value: Double, _ name: @autoclosure () -> String
  ) throws(ScrollworkError) {
    guard value.isFinite, value > 0, value <= largestMagnitude else {
      throw ScrollworkError(
        "\(name()): must be a number greater than 0 and at most 1e9, got \(value)")
    }
  }

  /// Throws unless `value` is finite and not negative (the name built only for a failure).
  static func requireNonNegative(
    _ value: Double, _ name: @autoclosure () -> String
  ) throws(ScrollworkError) {
    guard value.isFinite, value >= 0, value <= largestMagnitude else {
      throw ScrollworkError("\(name()): must be a number from 0 to 1e9, got \(value)")
    }
  }

  /// Throws unless `value` is finite. Inlined: several checks run on every frame of a drag, and
  /// only a failure needs the message built.
  @inline(__always)
  static func requireFinite(_ value: Double, _ name: String) throws(ScrollworkError) {
    // (False for NaN and the infinities as well.)
    guard abs(value) <= largestMagnitude else { throw notFinite(value, name) }
  }

  @inline(never) private static func notFinite(_ value: Double, _ name: String) -> Self {
    ScrollworkError("\(name): must be a finite number from -1e9 to 1e9, got \(value)")
  }
}
