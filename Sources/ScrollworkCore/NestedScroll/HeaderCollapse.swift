/// How much of a sheet's header is collapsed, and how that moves: at rest, coasting with
/// momentum handed along the chain (the header's own deceleration), or settling to its nearer
/// end on a spring. Queried by time, like every simulation.
struct HeaderCollapse: Sendable {
  enum Motion: Sendable {
    case resting(Double)
    /// Moving from `since` (holding its start until then): a coast that reaches an end with
    /// velocity to spare, a coast that stops part-way and settles to the nearer end, or a
    /// settle alone (``PiecewiseMotion``).
    case moving(PiecewiseMotion, since: Double)
  }

  /// How it moves.
  var motion: Motion {
    get { resting.map { .resting($0) } ?? storedMotion }
    set {
      // A resting header (every frame of a drag) is kept in `resting` alone: writing the
      // motion enum would copy all of its 145 bytes.
      if case .resting(let collapsed) = newValue {
        resting = collapsed
      } else {
        storedMotion = newValue
        resting = nil
      }
    }
  }
  private var storedMotion: Motion
  /// The collapse while it rests (nearly every frame of a drag), kept beside the motion so that
  /// reading it does not copy the motion's 145 bytes.
  private var resting: Double?
  /// The collapsible points.
  let collapsible: Double

  init(collapsed: Double, collapsible: Double) {
    self.collapsible = collapsible
    let value = min(max(collapsed, 0), collapsible)
    storedMotion = .resting(value)
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

  /// Points collapsed at `t` while coasting or settling: kept out of line so that the callers
  /// reading a resting collapse (every frame of a drag) do not copy the motion enum.
  @inline(never) private func movingCollapse(at t: Double) -> Double {
    let value: Double
    switch storedMotion {
    case .resting(let collapsed): value = collapsed
    case .moving(let motion, let since): value = motion.position(at: max(0, t - since))
    }
    return min(max(value, 0), collapsible)
  }

  /// The collapse's velocity at `t`, in points per second (0 before its motion begins).
  func velocity(at t: Double) -> Double {
    if resting != nil { return 0 }
    switch motion {
    case .resting: return 0
    case .moving(let motion, let since):
      let local = t - since
      return local >= 0 ? motion.velocity(at: local) : 0
    }
  }

  /// Where it will come to rest.
  @inline(__always) var restingValue: Double { resting ?? plannedRest }

  /// Where a coast or settle will come to rest.
  private var plannedRest: Double {
    switch storedMotion {
    case .resting(let collapsed): return collapsed
    case .moving(let motion, _): return motion.restingPosition
    }
  }

  /// Whether it has come to rest by `t`.
  func isFinished(at t: Double) -> Bool {
    if resting != nil { return true }
    switch motion {
    case .resting: return true
    case .moving(let motion, let since): return motion.isFinished(at: t - since)
    }
  }

  /// Holds still where it is at `t` (a finger catches it, or a motion not yet begun is dropped).
  mutating func hold(at t: Double) { motion = .resting(collapsed(at: t)) }

  /// At rest once finished by `t`.
  mutating func commit(at t: Double) {
    if resting != nil { return }
    if isFinished(at: t) { motion = .resting(collapsed(at: t)) }
  }
}
