/// How much of a sheet's header is collapsed, and how that moves: at rest, coasting with
/// momentum handed along the chain (the header's own deceleration), or settling to its nearer
/// end on a spring. Queried by time, like every simulation.
struct HeaderCollapse: Sendable {
  enum Motion: Sendable {
    case resting(Double)
    /// Moving from `since` (holding its start until then): a coast that reaches an end with
    /// velocity to spare, a coast that stops part-way and settles to the nearer end, or a
    /// settle alone (`PiecewiseMotion`).
    case moving(PiecewiseMotion, since: Double)
  }

  /// How it moves.
  var motion: Motion {
    get { resting.map { .resting($0) } ?? .moving(path, since: since) }
    set {
      switch newValue {
      case .resting(let collapsed): resting = collapsed
      case .moving(let motion, let since):
        path = motion
        self.since = since
        resting = nil
      }
    }
  }
  /// The collapse while it rests (every frame of a drag); `nil` while it moves along `path`.
  private var resting: Double?
  /// The motion under way from `since`, meaningful while `resting` is `nil`. Plain fields, not
  /// an enum's payload: a switch on an enum copies its payload (the motion's 353 bytes), and
  /// these are read in place every frame of momentum (`sheet.sample.momentum`,
  /// Benchmarks/README.md).
  private var path: PiecewiseMotion
  private var since: Double = 0
  /// The collapsible points.
  let collapsible: Double

  init(collapsed: Double, collapsible: Double) {
    self.collapsible = collapsible
    let value = min(max(collapsed, 0), collapsible)
    path = PiecewiseMotion(pieces: (nil, nil, nil), rest: value, duration: 0)
    resting = value
  }

  /// Points collapsed at `t`, within 0…collapsible.
  @inline(__always) func collapsed(at t: Double) -> Double {
    restingCollapse ?? movingCollapse(at: t)
  }

  /// Points collapsed while it rests, read from its stored fields alone; `nil` while it moves.
  @inline(__always) var restingCollapse: Double? {
    guard let resting else { return nil }
    return min(max(resting, 0), collapsible)
  }

  /// ``collapsed(at:)`` for a caller that holds the collapse in place (`inout`): the same
  /// answer, read where the path is stored. Called on a stored collapse, the out-of-line
  /// moving path below is handed a copy of all of it, 400 bytes, every frame of a fling
  /// (`sheet.sample.momentum`).
  @inline(__always) mutating func collapsedInPlace(at t: Double) -> Double {
    restingCollapse ?? pathCollapse(at: t)
  }

  /// Points collapsed at `t` while coasting or settling.
  @inline(never) private func movingCollapse(at t: Double) -> Double { pathCollapse(at: t) }

  @inline(__always) private func pathCollapse(at t: Double) -> Double {
    min(max(path.position(at: max(0, t - since)), 0), collapsible)
  }

  /// The collapse's velocity at `t`, in points per second (0 before its motion begins).
  func velocity(at t: Double) -> Double {
    if resting != nil { return 0 }
    let local = t - since
    return local >= 0 ? path.velocity(at: local) : 0
  }

  /// Where it will come to rest.
  @inline(__always) var restingValue: Double { resting ?? path.restingPosition }

  /// Whether it has come to rest by `t`.
  @inline(__always) func isFinished(at t: Double) -> Bool {
    if resting != nil { return true }
    return path.isFinished(at: t - since)
  }

  /// Holds still where it is at `t` (a finger catches it, or a motion not yet begun is dropped).
  mutating func hold(at t: Double) { motion = .resting(collapsedInPlace(at: t)) }

  /// At rest once finished by `t`.
  mutating func commit(at t: Double) {
    if resting != nil { return }
    if isFinished(at: t) { motion = .resting(collapsedInPlace(at: t)) }
  }
}
