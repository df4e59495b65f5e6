/// How quickly a fling slows down: the fraction of its velocity kept after each millisecond,
/// as `UIScrollView.DecelerationRate`.
///
/// Velocity decays as `v(t) = v₀·e^(k·t)` with `k = 1000·ln(rate)` per second.
///
///     DecelerationRate.normal.coefficient  // -2.002… per second
public struct DecelerationRate: Sendable, Hashable {
  /// The fraction of velocity kept per millisecond, strictly between 0 and 1.
  public let perMillisecond: Double

  /// UIKit's `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond (UIScrollView.h).
  public static let normal = DecelerationRate(unchecked: 0.998)
  /// UIKit's `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond (UIScrollView.h).
  public static let fast = DecelerationRate(unchecked: 0.99)

  /// Creates a rate from the fraction of velocity kept per millisecond.
  /// - Throws: ``ScrollworkError`` unless `0 < perMillisecond < 1`.
  public init(perMillisecond: Double) throws(ScrollworkError) {
    guard perMillisecond.isFinite, perMillisecond > 0, perMillisecond < 1 else {
      throw ScrollworkError(
        "decelerationRate: must be between 0 and 1 (exclusive), got \(perMillisecond)")
    }
    self.init(unchecked: perMillisecond)
  }

  private init(unchecked perMillisecond: Double) {
    self.perMillisecond = perMillisecond
    self.coefficient = 1000 * mathLog(perMillisecond)
  }

  /// The exponent `k = 1000·ln(rate)` of `v(t) = v₀·e^(k·t)`, per second; always negative.
  public let coefficient: Double
}
