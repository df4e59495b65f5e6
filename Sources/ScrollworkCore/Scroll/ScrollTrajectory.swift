/// The path of a scroll axis after the finger lifts, planned once and queried by time.
///
/// At most three closed-form pieces, each starting where the previous one hands over:
/// 1. released overscrolled, the bounce-back spring returns toward the edge; if it crosses the
///    edge into the content, its velocity at the crossing continues as a fling;
/// 2. a deceleration (ARCHITECTURE.md §3) that ends at the stop speed, or on contact with an edge;
/// 3. on contact, a bouncing edge hands the contact velocity to the edge-bounce spring, and a
///    non-bouncing edge stops the content there.
///
/// Sampling never allocates and is the same for any replay of the same time.
struct ScrollTrajectory: Sendable, Hashable {
  typealias Piece = PiecewiseMotion.Piece

  /// The pieces, where the trajectory comes to rest (not rounded) and when (seconds since it
  /// began).
  private(set) var motion: PiecewiseMotion
  /// Where the trajectory comes to rest, in points (not rounded).
  var restingPosition: Double { motion.restingPosition }
  /// When it comes to rest, in seconds since it began.
  var duration: Double { motion.duration }
  /// The velocity it had when a non-bouncing edge stopped it dead (points per second), or 0:
  /// what a nested-scroll parent may take over at the end of this fling.
  private(set) var velocityAtStop = 0.0

  /// Plans the motion from `position` (points) at `velocity` (points per second) within
  /// `geometry`.
  init(
    position: Double, velocity: Double, geometry: ScrollGeometry,
    configuration: ScrollConfiguration
  ) {
    self.init(resting: position)
    plan(position: position, velocity: velocity, geometry: geometry, configuration: configuration)
  }

  /// A trajectory already at rest at `position`.
  init(resting position: Double) {
    motion = PiecewiseMotion(pieces: (nil, nil, nil), rest: position, duration: 0)
  }

  /// Plans anew, in place, the motion from `position` (points) at `velocity` (points per
  /// second) within `geometry`. A machine plans into the trajectory it keeps: one built aside
  /// and assigned would be copied whole (376 bytes; `release.touchUp.intoEdge`,
  /// Benchmarks/README.md).
  mutating func plan(
    position: Double, velocity: Double, geometry: ScrollGeometry,
    configuration: ScrollConfiguration
  ) {
    let tolerance = configuration.tolerance
    var x = position
    var v = velocity
    var clock = 0.0
    velocityAtStop = 0
    motion.removeAll()

    // 1. Overscrolled: spring back toward the edge, launched toward it as UIKit's return is.
    if let edge = geometry.edgeBeyond(x) {
      let target = geometry.offset(of: edge)
      let parameters = configuration.bounceBackSpring
      let omega = (parameters.stiffness / parameters.mass).squareRoot()
      let launch = configuration.bounceBackLaunch * omega * (target - x)
      let spring = SpringSimulation(
        spring: parameters, from: x, to: target, velocity: v + launch, tolerance: tolerance)
      guard let crossing = spring.timeOfFirstCrossing() else {
        motion.append(Piece(simulation: .spring(spring), start: 0, end: spring.settleTime))
        motion.rest(at: spring.target, from: spring.settleTime)
        return
      }
      motion.append(Piece(simulation: .spring(spring), start: 0, end: crossing))
      x = spring.target
      v = spring.velocity(at: crossing)
      clock = crossing
    }

    // 2. Decelerate until the stop speed or an edge.
    let fling = DecelerationSimulation(
      position: x, velocity: v, rate: configuration.decelerationRate,
      stopSpeed: configuration.stopSpeed)
    let edge: ScrollEdge = v < 0 ? .start : .end
    let edgeOffset = geometry.offset(of: edge)
    guard v != 0, let (contact, contactVelocity) = fling.arrival(at: edgeOffset) else {
      motion.append(
        Piece(simulation: .deceleration(fling), start: clock, end: clock + fling.duration))
      motion.rest(at: fling.restingPosition, from: clock + fling.duration)
      return
    }
    if contact > 0 {
      motion.append(Piece(simulation: .deceleration(fling), start: clock, end: clock + contact))
    }
    clock += contact

    // 3. Contact: bounce, or stop dead at a non-bouncing edge.
    guard configuration.bounce.bounces(at: edge) else {
      motion.rest(at: edgeOffset, from: clock)
      velocityAtStop = contactVelocity
      return
    }
    let bounce = SpringSimulation(
      spring: configuration.edgeBounceSpring, from: edgeOffset, to: edgeOffset,
      velocity: contactVelocity, tolerance: tolerance)
    // An underdamped edge spring would swing into the content: the bounce ends at the edge.
    let bounceEnd = bounce.timeOfFirstCrossing() ?? bounce.settleTime
    motion.append(Piece(simulation: .spring(bounce), start: clock, end: clock + bounceEnd))
    motion.rest(at: edgeOffset, from: clock + bounceEnd)
  }

  /// The same trajectory `distance` points further along (the content and the edge it rests at
  /// moved with it).
  func translated(by distance: Double) -> Self {
    var moved = self
    moved.motion = motion.translated(by: distance)
    return moved
  }

  /// The position at `t` seconds since the trajectory began, in points (not rounded).
  @inline(__always) func position(at t: Double) -> Double { motion.position(at: t) }

  /// The velocity at `t`, in points per second.
  @inline(__always) func velocity(at t: Double) -> Double { motion.velocity(at: t) }

  /// The position and velocity at `t`, computed together.
  @inline(__always) func state(at t: Double) -> (position: Double, velocity: Double) {
    motion.state(at: t)
  }

  /// The phase at `t`: decelerating, bouncing (a spring), or idle once at rest.
  @inline(__always) func phase(at t: Double) -> ScrollSample.Phase {
    guard let decelerating = motion.isDecelerating(at: t) else { return .idle }
    return decelerating ? .decelerating : .bouncing
  }

  /// Whether the trajectory has come to rest by `t`.
  @inline(__always) func isFinished(at t: Double) -> Bool { motion.isFinished(at: t) }
}
