extension SheetConfiguration {
  /// How a released sheet chooses the detent it settles at: a pure function of its position,
  /// its velocity and the resolved detents (the thresholds are data; the machine is state).
  ///
  /// The position is projected with WWDC 2018's rule (`projectedDistance`) at the rate the sheet
  /// decelerates at — the one its momentum coasts at along the chain, the list's rate — and the
  /// nearest detent to the projection wins. A fling at or above ``velocityThreshold`` always
  /// advances at least one detent in its direction, and never more than
  /// ``maximumDetentsSkipped`` past that.
  ///
  ///     let policy = SheetConfiguration.SnapPolicy()
  ///     policy.target(position: 500, velocity: -1200, detents: detents, rate: .normal).id
  public struct SnapPolicy: Sendable, Hashable {
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
    public static let `default` = SheetConfiguration.SnapPolicy()

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
      targetIndex(position: position, velocity: velocity, detents: detents, hidden: nil, rate: rate)
    }

    /// The index into `detents.all` of where a sheet released at `position` with `velocity`
    /// settles, projected at `rate`; with a `hidden` position (below every detent, where a
    /// dismissed sheet goes), it is one more place to settle, and `SheetMachine.hiddenIndex` is
    /// the answer when it wins. Putting the sheet away takes a deliberate gesture: a release
    /// slower than ``velocityThreshold`` dismisses only from nearer hidden than the lowest detent
    /// (its projection does not count), a fling by the rule for every fling. A detent wins a tie
    /// with hidden.
    func targetIndex(
      position: Double, velocity: Double, detents: SheetDetents, hidden: Double?,
      rate: DecelerationRate
    ) -> Int {
      let speed = velocity.isFinite ? velocity : 0
      let projected = position + projectedDistance(velocity: speed, rate: rate)
      // Index -1 is the hidden position, when there is one; it lies below every detent.
      let first = hidden == nil ? 0 : SheetMachine.hiddenIndex
      func y(_ index: Int) -> Double { index < 0 ? hidden ?? 0 : detents[index].y }
      var nearest = 0
      for index in detents.all.indices
      where abs(y(index) - projected) < abs(y(nearest) - projected) {
        nearest = index
      }
      if first < 0, abs(y(first) - projected) < abs(y(nearest) - projected) { nearest = first }
      guard abs(speed) >= velocityThreshold, speed != 0 else {
        // Too slow to count as a fling: hidden only from where the sheet is, unprojected.
        if nearest < 0, abs(y(first) - position) >= abs(y(0) - position) { return 0 }
        return nearest
      }
      // The next detent in the fling's direction, strictly past the current position.
      let tolerance = 0.5
      // Skipping more detents than there are is the same as skipping all of them.
      let skip = min(maximumDetentsSkipped, detents.count + 1)
      if speed < 0 {
        // Upward: detents with smaller y, at higher indices.
        guard let next = (first..<detents.count).first(where: { y($0) < position - tolerance })
        else { return detents.count - 1 }
        return min(max(nearest, next), next + skip)
      } else {
        guard let next = (first..<detents.count).last(where: { y($0) > position + tolerance })
        else { return first }
        return max(min(nearest, next), next - skip)
      }
    }
  }
}
