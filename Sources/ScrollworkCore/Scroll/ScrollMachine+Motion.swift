/// The motions a scroll machine plans, kept apart from its still state: the one under way,
/// read in place every frame, and a whole motion kept to resume later.
extension ScrollMachine {
  /// A coast or bounce (``ScrollTrajectory``), or a spring toward `requested`, from `since`.
  struct Moving: Sendable {
    var trajectory = ScrollTrajectory(resting: 0)
    var spring = SpringSimulation(
      spring: .scrollTo, from: 0, to: 0, velocity: 0, tolerance: .default)
    /// The offset an animated scroll was asked for (clamped when planned); `nil` for a coast.
    var requested: Double?
    var since = 0.0

    var state: State {
      guard let requested else { return .ballistic(trajectory, since: since) }
      return .animating(spring, requested: requested, since: since)
    }

    /// The sample at `t`, read in place.
    @inline(__always) func sample(at t: Double, grid: PixelGrid) -> ScrollSample {
      let local = t - since
      guard requested != nil else {
        let state = trajectory.state(at: local)
        return ScrollSample(
          offset: grid.round(state.position), velocity: state.velocity,
          phase: trajectory.phase(at: local))
      }
      let state = spring.state(at: local)
      return ScrollSample(
        offset: grid.round(state.position), velocity: state.velocity,
        phase: spring.isFinished(at: local) ? .idle : .animating)
    }

    /// The position at `t`, read in place.
    @inline(__always) func position(at t: Double) -> Double {
      requested == nil
        ? trajectory.position(at: t - since) : spring.position(at: t - since)
    }
  }

  /// A machine's motion without its configuration and finger history: geometry, state and
  /// clock, under half a machine. A parent that plans a fling to start later keeps this and
  /// resumes its own machine from it when the time comes (a sheet handing momentum to its list).
  struct Motion: Sendable {
    let geometry: ScrollGeometry
    let still: Still?
    let moving: Moving
    /// When it was planned, and starts.
    let time: Double
  }

  /// The machine's motion, to resume later; the finger's history is not kept.
  var motion: Motion {
    Motion(geometry: geometry, still: still, moving: moving, time: lastEventTime)
  }

  /// `motion`'s sample at `time` on `grid` (the configuration's pixel grid), as ``resume(_:)``
  /// and ``sample(at:configuration:)`` would give it. Static, so that a parent sampling the motion it keeps
  /// does not copy its own machine to ask it.
  @inline(__always)
  static func sample(of motion: Motion, at time: Double, grid: PixelGrid) -> ScrollSample {
    let t = max(time, motion.time)
    guard let still = motion.still else { return motion.moving.sample(at: t, grid: grid) }
    // A drag's velocity comes from the finger's history, which a motion lacks: 0 here.
    return ScrollSample(
      offset: grid.round(still.offset), velocity: 0,
      phase: still.finger == nil ? .idle : .dragging)
  }
}
