/// How much of a sheet's header is collapsed, and how that moves: at rest, coasting with
/// momentum handed along the chain (the header's own deceleration), or settling to its nearer
/// end on a spring. Queried by time, like every simulation.
struct HeaderCollapse: Sendable {
  enum Motion: Sendable {
    case resting(Double)
    /// Coasting from `since` (holding its start until then) until it reaches its limit at
    /// `arrival` seconds, or, when it stops short, then settling on `settle`.
    case coasting(DecelerationSimulation, since: Double, end: Ending)
    case settling(SpringSimulation, since: Double)
  }

  /// How a coast ends.
  enum Ending: Sendable {
    /// It reaches an end of the header `arrival` seconds in, with velocity to spare.
    case arrives(after: Double)
    /// It stops part-way and settles to the nearer end.
    case settles(SpringSimulation)
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
    case .coasting(let coast, let since, .arrives(let arrival)):
      let local = max(0, t - since)
      // It arrives exactly at its end, which a coast's closed form misses by rounding.
      value = local >= arrival ? restingValue : coast.position(at: local)
    case .coasting(let coast, let since, .settles(let settle)):
      let local = max(0, t - since)
      value =
        local < coast.duration
        ? coast.position(at: local) : settle.position(at: local - coast.duration)
    case .settling(let spring, let since): value = spring.position(at: max(0, t - since))
    }
    return min(max(value, 0), collapsible)
  }

  /// The collapse's velocity at `t`, in points per second.
  func velocity(at t: Double) -> Double {
    if resting != nil { return 0 }
    switch motion {
    case .resting: return 0
    case .coasting(let coast, let since, .arrives(let arrival)):
      let local = t - since
      return local >= 0 && local < arrival ? coast.velocity(at: local) : 0
    case .coasting(let coast, let since, .settles(let settle)):
      let local = t - since
      guard local >= 0 else { return 0 }
      return local < coast.duration
        ? coast.velocity(at: local) : settle.velocity(at: local - coast.duration)
    case .settling(let spring, let since): return spring.velocity(at: max(0, t - since))
    }
  }

  /// Where it will come to rest.
  @inline(__always) var restingValue: Double { resting ?? plannedRest }

  /// Where a coast or settle will come to rest.
  private var plannedRest: Double {
    switch storedMotion {
    case .resting(let collapsed): return collapsed
    case .coasting(let coast, _, .arrives): return coast.startVelocity > 0 ? collapsible : 0
    case .coasting(_, _, .settles(let settle)): return settle.target
    case .settling(let spring, _): return spring.target
    }
  }

  /// Whether it has come to rest by `t`.
  func isFinished(at t: Double) -> Bool {
    if resting != nil { return true }
    switch motion {
    case .resting: return true
    case .coasting(_, let since, .arrives(let arrival)): return t - since >= arrival
    case .coasting(let coast, let since, .settles(let settle)):
      return t - since >= coast.duration && settle.isFinished(at: t - since - coast.duration)
    case .settling(let spring, let since): return spring.isFinished(at: t - since)
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
