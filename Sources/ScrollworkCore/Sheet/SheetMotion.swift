/// How a sheet moves to its target detent: a spring (releases, programmatic moves), a timed
/// curve (following the keyboard's own animation), or a coast (momentum handed along the
/// nested-scroll chain, decelerating as a scroll view does until it arrives at its detent).
enum SheetMotion: MotionSimulation, Sendable {
  case spring(SpringSimulation)
  case curve(TimingCurveSimulation)
  /// Coasting until `arrival` seconds, when it reaches its detent with velocity to spare.
  case coast(DecelerationSimulation, arrival: Double)

  func position(at t: Double) -> Double {
    switch self {
    case .spring(let s): s.position(at: t)
    case .curve(let c): c.position(at: t)
    case .coast(let d, let arrival): d.position(at: min(t, arrival))
    }
  }

  func velocity(at t: Double) -> Double {
    switch self {
    case .spring(let s): s.velocity(at: t)
    case .curve(let c): c.velocity(at: t)
    case .coast(let d, let arrival): t < arrival ? d.velocity(at: t) : 0
    }
  }

  func isFinished(at t: Double) -> Bool {
    switch self {
    case .spring(let s): s.isFinished(at: t)
    case .curve(let c): c.isFinished(at: t)
    case .coast(_, let arrival): t >= arrival
    }
  }

  /// The phase a sheet moving this way is in.
  var phase: SheetPhase {
    if case .coast = self { return .decelerating }
    return .animating
  }
}
