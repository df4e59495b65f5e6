/// How a released sheet chooses the detent it settles at: a pure function of its position,
/// its velocity and the resolved detents (the thresholds are data; the machine is state).
///
/// The position is projected with WWDC 2018's rule (`projectedDistance`) at the rate the sheet
/// decelerates at — the one its momentum coasts at along the chain, the list's rate — and the
/// nearest detent to the projection wins. A fling at or above ``velocityThreshold`` always advances at
/// least one detent in its direction, and never more than ``maximumDetentsSkipped`` past that.
///
///     let policy = SheetSnapPolicy()
///     policy.target(position: 500, velocity: -1200, detents: detents, rate: .normal).id
public struct SheetSnapPolicy: Sendable, Hashable {
  /// The speed, in points per second, from which a release counts as a fling: 500 by default
  /// (tuned by eye: a deliberate flick, well above the drift of a finger lifted at rest).
  public var velocityThreshold: Double
  /// The most detents a fling may skip beyond the next one in its direction.
  public var maximumDetentsSkipped: Int

  /// Creates a policy.
  public init(velocityThreshold: Double = 500, maximumDetentsSkipped: Int = 1) {
    self.velocityThreshold = velocityThreshold.isFinite ? max(0, velocityThreshold) : 500
    self.maximumDetentsSkipped = max(0, maximumDetentsSkipped)
  }

  /// The default policy.
  public static let `default` = SheetSnapPolicy()

  /// The detent a sheet released at `position` (points) with `velocity` (points per second
  /// along y: negative moves the sheet up) settles at, projected at `rate`.
  ///
  /// - Complexity: O(n) for n detents; no allocation.
  @_spi(Engine) public func target(
    position: Double, velocity: Double, detents: SheetDetents, rate: DecelerationRate
  ) -> ResolvedDetent {
    detents[targetIndex(position: position, velocity: velocity, detents: detents, rate: rate)]
  }

  /// ``target(position:velocity:detents:rate:)`` as an index into `detents.all`.
  func targetIndex(
    position: Double, velocity: Double, detents: SheetDetents, rate: DecelerationRate
  ) -> Int {
    let speed = velocity.isFinite ? velocity : 0
    let projected = position + projectedDistance(velocity: speed, rate: rate)
    var nearest = 0
    for index in detents.all.indices
    where abs(detents[index].y - projected) < abs(detents[nearest].y - projected) {
      nearest = index
    }
    guard abs(speed) >= velocityThreshold, speed != 0 else { return nearest }
    // The next detent in the fling's direction, strictly past the current position.
    let tolerance = 0.5
    if speed < 0 {
      // Upward: detents with smaller y, at higher indices.
      guard let next = detents.all.indices.first(where: { detents[$0].y < position - tolerance })
      else { return detents.count - 1 }
      // Skipping more detents than there are is the same as skipping all of them.
      let skip = min(maximumDetentsSkipped, detents.count)
      return min(max(nearest, next), next + skip)
    } else {
      guard let next = detents.all.indices.last(where: { detents[$0].y > position + tolerance })
      else { return 0 }
      let skip = min(maximumDetentsSkipped, detents.count)
      return max(min(nearest, next), next - skip)
    }
  }
}
