/// The physical constants of a damped spring: mass, stiffness and damping.
///
/// Two parameterisations: physical (`mass`, `stiffness`, `damping`) and SwiftUI's perceptual
/// (`response`, `dampingFraction`), which maps to stiffness `m·(2π/response)²` and damping
/// `4π·m·dampingFraction/response`.
///
///     let p = try SpringParameters(response: 0.5, dampingFraction: 1)
///     p.stiffness     // 157.91…
///     p.dampingRatio  // 1.0
public struct SpringParameters: Sendable, Hashable {
  /// The mass, in arbitrary units (1 in SwiftUI's parameterisation).
  public let mass: Double
  /// The spring constant `k`, force per point of displacement.
  public let stiffness: Double
  /// The damping coefficient `c`, force per point per second of velocity.
  public let damping: Double

  /// Creates a spring from its physical constants.
  /// - Throws: ``ScrollworkError`` unless mass and stiffness are positive and damping is
  ///   positive (an undamped spring never comes to rest).
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(ScrollworkError) {
    try ScrollworkError.requirePositive(mass, "spring.mass")
    try ScrollworkError.requirePositive(stiffness, "spring.stiffness")
    try ScrollworkError.requirePositive(damping, "spring.damping")
    self.init(unchecked: mass, stiffness, damping)
  }

  /// Creates a spring from SwiftUI's `response` (seconds, the undamped period) and
  /// `dampingFraction` (1 = critically damped).
  /// - Throws: ``ScrollworkError`` unless `response`, `dampingFraction` and `mass` are positive.
  public init(response: Double, dampingFraction: Double, mass: Double = 1) throws(ScrollworkError) {
    try ScrollworkError.requirePositive(response, "spring.response")
    try ScrollworkError.requirePositive(dampingFraction, "spring.dampingFraction")
    try ScrollworkError.requirePositive(mass, "spring.mass")
    let omega = 2 * Double.pi / response
    self.init(
      unchecked: mass, mass * omega * omega, 4 * Double.pi * mass * dampingFraction / response)
  }

  init(unchecked mass: Double, _ stiffness: Double, _ damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The undamped angular frequency `ω₀ = √(k/m)`, radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio `ζ = c / (2·√(k·m))`: below 1 oscillates, 1 is critical, above 1 creeps.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// UIScrollView's return to the edge after a release while overscrolled: critically damped,
  /// `ω` = 11.16 rad/s (mass 1, stiffness 124.55, damping 22.32), launched toward the edge at
  /// 0.64·ω times the overscroll (``ScrollConfiguration/bounceBackLaunch``).
  ///
  /// Minimax fit (by this project) of `ω` and the launch to the bounce-back UIKit recorded after
  /// a drag past the top edge held still and released at −177 pt
  /// (samoylenkodmitry/Cranpose, `ios_fling_measurement.rs`, `BOUNCE_TRACE`, 36 samples over
  /// 667 ms): worst residual 0.46 pt, RMS 0.26 pt. The recorded return is already moving at
  /// about 1,260 pt/s in its first frame, so no spring released from rest fits it: the best
  /// critically damped one misses by 7.7 pt, and the overdamped fit used before (stiffness
  /// 1890.4, damping 234.5) by 2.96 pt.
  public static let uikitBounceBack = SpringParameters(
    unchecked: 1, 11.16 * 11.16, 2 * 11.16)

  /// The bounce when a fling hits an edge: critically damped, mass 1, stiffness 120.
  ///
  /// No recording of a fling into an edge is published, so this is ARCHITECTURE.md §3's starting
  /// point, tuned by eye: the content overshoots by `v/(e·ω₀) ≈ v/29.8` points for a contact
  /// speed `v` in points per second (67 pt at 2,000 pt/s) and returns in about a second.
  public static let edgeBounce = SpringParameters(unchecked: 1, 120, 2 * 120.0.squareRoot())

  /// A programmatic animated `scrollTo`: critically damped with a 0.4 s response
  /// (tuned by eye; UIKit does not publish the curve of `setContentOffset(_:animated:)`).
  public static let scrollTo = SpringParameters(unchecked: 1, 246.74011, 31.415927)
}
