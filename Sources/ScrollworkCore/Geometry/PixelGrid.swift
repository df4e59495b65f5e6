/// The device pixel grid that UIKit keeps scroll offsets on.
///
/// UIKit rounds `contentOffset` to whole device pixels, so on a 3× display offsets move in steps
/// of ⅓ pt. Core keeps its simulations continuous and rounds only what it reports.
///
///     PixelGrid(displayScale: 3).round(635.4)  // 635.3333…
public struct PixelGrid: Sendable, Hashable {
  /// Device pixels per point (1, 2 or 3 on iPhones). Always finite and positive.
  public let displayScale: Double

  /// Creates a grid with `displayScale` pixels per point; a non-finite or non-positive scale
  /// falls back to 1.
  public init(displayScale: Double) {
    self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
  }

  /// The size of one device pixel, in points.
  public var pixel: Double { 1 / displayScale }

  /// `value` (points) rounded to the nearest device pixel; ties round away from zero.
  @inline(__always)
  public func round(_ value: Double) -> Double {
    (value * displayScale).rounded() / displayScale
  }
}
