/// How a sheet moves to its target detent: a spring (releases, programmatic moves) or a timed
/// curve (following the keyboard's own animation).
enum SheetMotion: MotionSimulation, Sendable {
  case spring(SpringSimulation)
  case curve(TimingCurveSimulation)

  func position(at t: Double) -> Double {
    switch self {
    case .spring(let s): s.position(at: t)
    case .curve(let c): c.position(at: t)
    }
  }

  func velocity(at t: Double) -> Double {
    switch self {
    case .spring(let s): s.velocity(at: t)
    case .curve(let c): c.velocity(at: t)
    }
  }

  func isFinished(at t: Double) -> Bool {
    switch self {
    case .spring(let s): s.isFinished(at: t)
    case .curve(let c): c.isFinished(at: t)
    }
  }
}
