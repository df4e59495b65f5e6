/// How far a fling would carry by WWDC 2018's "Designing Fluid Interfaces" rule, in points:
/// `(v / 1000)·rate / (1 − rate)`.
///
/// A per-millisecond sum that differs from where a scroll view really rests by about v/2000
/// (ARCHITECTURE.md §3): use it only to choose a snap target, never to place a scroll view.
///
///     projectedDistance(velocity: 1000, rate: .normal)  // 499.0
public func projectedDistance(velocity: Double, rate: DecelerationRate) -> Double {
  let r = rate.perMillisecond
  return (velocity / 1000) * r / (1 - r)
}
