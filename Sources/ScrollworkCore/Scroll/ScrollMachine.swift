/// The scroll behaviour of one axis of a scroll view, as a value (ARCHITECTURE.md §4).
///
/// A host sends events with explicit timestamps and samples the state at any time; the machine
/// never reads a clock. Between events every motion is a closed-form function of time, so
/// ``sample(at:configuration:)`` answers for any instant, and replaying a time gives the same answer.
///
///     let feel = ScrollConfiguration()  // the host keeps it and passes it to every call
///     var machine = try ScrollMachine(
///       geometry: ScrollGeometry(viewport: 800, content: 3000), configuration: feel)
///     try machine.send(.fling(velocity: -2000), at: 0, configuration: feel)  // a flick up
///     machine.sample(at: 0.5, configuration: feel).phase   // .decelerating
///     machine.restingOffset(configuration: feel)           // 994.0, where it will stop
///
/// `send` costs O(1); `sample(at:configuration:)` costs O(1) and never allocates.
@_spi(Engine) public struct ScrollMachine: Sendable {
  /// The current geometry.
  public private(set) var geometry: ScrollGeometry

  var state: State {
    get {
      guard let still else { return moving.state }
      guard let finger = still.finger else { return .resting(offset: still.offset) }
      return .dragging(offset: still.offset, finger: finger)
    }
    set {
      switch newValue {
      case .resting(let offset): still = Still(offset: offset, finger: nil)
      case .dragging(let offset, let finger): still = Still(offset: offset, finger: finger)
      case .ballistic(let trajectory, let since):
        moving.trajectory = trajectory
        moving.requested = nil
        moving.since = since
        still = nil
      case .animating(let spring, let requested, let since):
        moving.spring = spring
        moving.requested = requested
        moving.since = since
        still = nil
      }
    }
  }
  /// The state is kept in plain fields rather than as the ``State`` enum, whose payload a switch
  /// copies (a trajectory's 368 bytes): the offset while the content rests or follows a finger
  /// (and the finger then), `nil` while it coasts, bounces or animates ...
  private(set) var still: Still?
  /// ... and the motion, meaningful while `still` is `nil`, read in place every frame of one
  /// (`sample.decelerating`, `sample.bouncing`, `sheet.sample.momentum`: Benchmarks/README.md).
  private(set) var moving = Moving()

  struct Still: Sendable {
    var offset: Double
    /// The finger's position while dragging; `nil` at rest.
    var finger: Double?
  }
  var tracker = VelocityTracker()
  /// The time of the latest event, in seconds.
  public private(set) var lastEventTime: Double = 0

  enum State: Sendable {
    /// At rest at `offset` (points, unrounded).
    case resting(offset: Double)
    /// Following a finger: the content is at `offset`, the finger at `finger`.
    case dragging(offset: Double, finger: Double)
    /// Coasting or bouncing since `since`.
    case ballistic(ScrollTrajectory, since: Double)
    /// Springing toward `requested` (clamped when planned) since `since`.
    case animating(SpringSimulation, requested: Double, since: Double)
  }

  /// Creates a machine at rest at `offset` (the top, `geometry.minOffset`, when `nil`) at `time`
  /// seconds on the host's clock.
  ///
  /// An offset past an edge springs back from `time`: the machine never rests out of range.
  /// - Throws: ``ScrollworkError`` if a length is negative, or a value is not finite or larger
  ///   than ``ScrollworkError/largestMagnitude``.
  public init(
    geometry: ScrollGeometry, offset: Double? = nil,
    configuration: ScrollConfiguration = ScrollConfiguration(), at time: Double = 0
  ) throws(ScrollworkError) {
    try Self.validate(geometry)
    let start = offset ?? geometry.minOffset
    try ScrollworkError.requireFinite(start, "offset")
    try ScrollworkError.requireFinite(time, "time")
    self.geometry = geometry
    lastEventTime = time
    state = .resting(offset: start)
    if geometry.edgeBeyond(start) != nil {
      coast(from: start, velocity: 0, at: time, configuration: configuration)
    }
  }

  // MARK: Sampling

  /// The state at `time` (seconds): offset on the pixel grid, velocity and phase.
  ///
  /// A time before the latest event is answered as of that event.
  @inline(__always) public func sample(
    at time: Double, configuration: ScrollConfiguration
  ) -> ScrollSample {
    if let sample = stillSample(at: time, configuration: configuration) { return sample }
    return moving.sample(at: max(time, lastEventTime), grid: configuration.pixelGrid)
  }

  /// ``sample(at:configuration:)``, read where the machine is stored; it changes nothing. For a
  /// caller that holds the machine in a variable and samples it every frame: Swift copies a
  /// value (here about 900 bytes) before it calls a non-mutating method on it from a variable,
  /// and a mutating one is given its address instead (`dragFrame`).
  public mutating func sampleInPlace(
    at time: Double, configuration: ScrollConfiguration
  ) -> ScrollSample {
    sample(at: time, configuration: configuration)
  }

  /// The sample while the content rests or follows a finger, read from stored fields alone (a
  /// parent sampling its list every frame does not copy the machine); `nil` while it moves.
  @inline(__always) func stillSample(
    at time: Double, configuration: ScrollConfiguration
  ) -> ScrollSample? {
    guard let still else { return nil }
    let t = max(time, lastEventTime)
    let grid = configuration.pixelGrid
    guard still.finger != nil else {
      return ScrollSample(offset: grid.round(still.offset), velocity: 0, phase: .idle)
    }
    return ScrollSample(
      offset: grid.round(still.offset),
      velocity: dragVelocity(at: t, offset: still.offset, configuration: configuration),
      phase: .dragging)
  }

  // MARK: Motions kept apart

  /// Takes up `motion`, planned by a machine with this configuration: this becomes that machine,
  /// less its finger history (a flung machine has none).
  mutating func resume(_ motion: Motion) {
    geometry = motion.geometry
    still = motion.still
    moving = motion.moving
    lastEventTime = motion.time
    tracker.reset()
  }

  /// Whether the axis is at rest at `time`: no finger down and no motion running.
  public func isAtRest(at time: Double, configuration: ScrollConfiguration) -> Bool {
    sample(at: time, configuration: configuration).phase == .idle
  }

  /// Where the current motion will come to rest, in points (on the pixel grid), as UIKit's
  /// `targetContentOffset`; `nil` while a finger is down.
  public func restingOffset(configuration: ScrollConfiguration) -> Double? {
    let grid = configuration.pixelGrid
    if let still { return still.finger == nil ? grid.round(still.offset) : nil }
    return grid.round(
      moving.requested == nil ? moving.trajectory.restingPosition : moving.spring.target)
  }

  /// How far the content can still scroll toward its start edge at `time` before reaching it,
  /// in points of finger travel: the unresisted offset's distance above `minOffset` (a pull
  /// past the end counts in full). A parent in a nested scroll gets whatever is left over.
  @inline(__always) public func distanceToStart(
    at time: Double, configuration: ScrollConfiguration
  ) -> Double {
    stillDistanceToStart(configuration: configuration)
      ?? max(0, movingPosition(at: max(time, lastEventTime)) - geometry.minOffset)
  }

  /// ``distanceToStart(at:)`` while the content rests or follows a finger, read from stored
  /// fields alone; `nil` while it moves.
  @inline(__always) func stillDistanceToStart(configuration: ScrollConfiguration) -> Double? {
    guard let still else { return nil }
    let raw =
      still.finger != nil
      ? rawOffset(forShown: still.offset, configuration: configuration) : still.offset
    return max(0, raw - geometry.minOffset)
  }

  /// When and how fast a fling under way ends against a non-bouncing edge: the time (seconds)
  /// and the content's velocity there (points per second), or `nil` when it comes to rest by
  /// itself, bounces, or is not a fling. What a nested-scroll parent takes over.
  public var stopAtEdge: (time: Double, velocity: Double)? {
    guard still == nil, moving.requested == nil, moving.trajectory.velocityAtStop != 0 else {
      return nil
    }
    return (moving.since + moving.trajectory.duration, moving.trajectory.velocityAtStop)
  }

  /// Whether a finger is down.
  public var isDragging: Bool { still?.finger != nil }

  // MARK: Events

  /// Applies `event` at `time` (seconds).
  ///
  /// Events must come in time order; an event earlier than the latest one is applied as of the
  /// latest one. An animated `scrollTo` while a finger is down takes over from the finger: the
  /// drag ends, and later moves and the lift are ignored until the next touch.
  /// - Throws: ``ScrollworkError`` for a time, position, velocity or length that is not finite,
  ///   is larger than ``ScrollworkError/largestMagnitude``, or (lengths) is negative; the machine
  ///   is unchanged then.
  public mutating func send(
    _ event: ScrollEvent, at time: Double, configuration: ScrollConfiguration
  ) throws(ScrollworkError) {
    try ScrollworkError.requireFinite(time, "time")
    let t = max(time, lastEventTime)
    switch event {
    case .touchDown(let position):
      try ScrollworkError.requireFinite(position, "touchDown.position")
      lastEventTime = t
      touchDown(at: t, finger: position, configuration: configuration)
    case .touchMove(let position):
      try ScrollworkError.requireFinite(position, "touchMove.position")
      lastEventTime = t
      touchMove(to: position, at: t, configuration: configuration)
    case .touchUp:
      lastEventTime = t
      release(at: t, fingerVelocity: tracker.velocity(at: t), configuration: configuration)
    case .fling(let velocity):
      try ScrollworkError.requireFinite(velocity, "fling.velocity")
      lastEventTime = t
      if !isDragging { touchDown(at: t, finger: 0, configuration: configuration) }
      release(at: t, fingerVelocity: velocity, configuration: configuration)
    case .setContentLength(let length):
      try ScrollworkError.requireNonNegative(length, "contentLength")
      lastEventTime = t
      var next = geometry
      next.content = length
      change(to: next, at: t, configuration: configuration)
    case .resizeContent(let length, let shift):
      try ScrollworkError.requireNonNegative(length, "contentLength")
      try ScrollworkError.requireFinite(shift, "content.shift")
      resize(contentLength: length, shift: shift, at: t, configuration: configuration)
    case .setInsets(let start, let end):
      try ScrollworkError.requireFinite(start, "insets.start")
      try ScrollworkError.requireFinite(end, "insets.end")
      lastEventTime = t
      var next = geometry
      next.insetStart = start
      next.insetEnd = end
      change(to: next, at: t, configuration: configuration)
    case .setViewportLength(let length):
      try ScrollworkError.requireNonNegative(length, "viewportLength")
      lastEventTime = t
      var next = geometry
      next.viewport = length
      change(to: next, at: t, configuration: configuration)
    case .scrollTo(let offset, let animated):
      try ScrollworkError.requireFinite(offset, "scrollTo.offset")
      lastEventTime = t
      scroll(to: offset, animated: animated, at: t, configuration: configuration)
    }
  }

  /// Gives the content `next` geometry at `time`, for a parent that derives it from values it
  /// has already checked (a sheet's viewport): what `setViewportLength` and `setInsets` do,
  /// in one step and without re-checking.
  mutating func reshape(
    to next: ScrollGeometry, at time: Double, configuration: ScrollConfiguration
  ) {
    let t = max(time, lastEventTime)
    lastEventTime = t
    change(to: next, at: t, configuration: configuration)
  }

  /// The content before the visible part changed size: the content is `length` points long and
  /// everything shown moved `shift` points along it (UIKit's correction when self-sizing rows
  /// above the visible ones resolve their estimates). The offset moves by `shift` with it, and
  /// so does the motion under way: a drag follows the finger on from the new offset, a fling or
  /// bounce goes on from there with the velocity it has, an animated scroll moves its target
  /// along. Nothing shown moves. For a parent that has checked both values.
  mutating func resize(
    contentLength length: Double, shift: Double, at time: Double,
    configuration: ScrollConfiguration
  ) {
    let t = max(time, lastEventTime)
    lastEventTime = t
    var next = geometry
    next.content = length
    if let still {
      geometry = next
      guard let finger = still.finger else {
        // At rest: held where the rows are; left past an edge, it springs back.
        coast(from: still.offset + shift, velocity: 0, at: t, configuration: configuration)
        return
      }
      state = .dragging(offset: still.offset + shift, finger: finger)
      return
    }
    let now = continuousState(at: t, configuration: configuration)
    let previous = geometry
    geometry = next
    if moving.requested == nil, moving.trajectory.phase(at: t - moving.since) == .bouncing,
      abs(moving.trajectory.restingPosition - previous.maxOffset) < 1e-6,
      abs(next.maxOffset - (previous.maxOffset + shift)) < 1e-6
    {
      // A bounce off the end: the end moved with the rows, so the bounce is the same spring,
      // moved. (Re-planned, it would be a release past the edge, launched anew.)
      moving.trajectory = moving.trajectory.translated(by: shift)
      return
    }
    if case .animating(let spring, let requested, let since) = moving.state,
      !spring.isFinished(at: t - since)
    {
      // A deceleration or a bounce is memoryless: re-planned from its state, it runs on as it
      // would have. An animated scroll's target is a place in the content, which moved too.
      let moved = SpringSimulation(
        spring: configuration.scrollToSpring, from: now.position + shift,
        to: geometry.clamp(requested + shift), velocity: now.velocity,
        tolerance: configuration.tolerance)
      state = .animating(moved, requested: requested + shift, since: t)
      return
    }
    coast(from: now.position + shift, velocity: now.velocity, at: t, configuration: configuration)
  }

  /// A fling of the finger at `velocity` (points per second) at `time`, for a parent that has
  /// checked the velocity: what `fling` does, without re-checking.
  mutating func fling(
    checked velocity: Double, at time: Double, configuration: ScrollConfiguration
  ) {
    let t = max(time, lastEventTime)
    lastEventTime = t
    if !isDragging { touchDown(at: t, finger: 0, configuration: configuration) }
    release(at: t, fingerVelocity: velocity, configuration: configuration)
  }

  /// The finger moves to `finger` at `time`, for a parent that has checked the position: what
  /// `touchMove` does, without re-checking.
  mutating func moveFinger(
    to finger: Double, at time: Double, configuration: ScrollConfiguration
  ) {
    let t = max(time, lastEventTime)
    lastEventTime = t
    touchMove(to: finger, at: t, configuration: configuration)
  }

  // MARK: Transitions

  /// The unrounded position and velocity at `t`, for handing a motion over without a jump.
  func continuousState(
    at t: Double, configuration: ScrollConfiguration
  ) -> (position: Double, velocity: Double) {
    if let still {
      guard still.finger != nil else { return (still.offset, 0) }
      return (
        still.offset, dragVelocity(at: t, offset: still.offset, configuration: configuration)
      )
    }
    let local = t - moving.since
    return moving.requested == nil
      ? moving.trajectory.state(at: local) : moving.spring.state(at: local)
  }

  /// The unrounded position at `t`, without the velocity (a drag's is a fit over the finger's
  /// recent samples, which the per-frame paths that need only the position skip).
  @inline(__always) func continuousPosition(at t: Double) -> Double {
    if let still { return still.offset }
    return movingPosition(at: t)
  }

  /// The position of a coast, bounce or animation at `t` (while not still).
  @inline(never) func movingPosition(at t: Double) -> Double { moving.position(at: t) }

  /// Starts the motion from `position` at `velocity`: at rest if in range and still, otherwise a
  /// trajectory.
  mutating func coast(
    from position: Double, velocity: Double, at t: Double, configuration: ScrollConfiguration
  ) {
    // Planned in place, into the moving fields: through the `state` enum, or built aside and
    // assigned, the trajectory would be copied (`release.touchUp`, Benchmarks/README.md).
    moving.trajectory.plan(
      position: position, velocity: velocity, geometry: geometry, configuration: configuration)
    guard !moving.trajectory.isFinished(at: 0) else {
      still = Still(offset: moving.trajectory.restingPosition, finger: nil)
      return
    }
    moving.requested = nil
    moving.since = t
    still = nil
  }

  private mutating func scroll(
    to requested: Double, animated: Bool, at t: Double, configuration: ScrollConfiguration
  ) {
    let target = geometry.clamp(requested)
    let now = continuousState(at: t, configuration: configuration)
    tracker.reset()
    guard animated else {
      if case .dragging(_, let finger) = state {
        state = .dragging(offset: target, finger: finger)
      } else {
        state = .resting(offset: target)
      }
      return
    }
    let spring = SpringSimulation(
      spring: configuration.scrollToSpring, from: now.position, to: target,
      velocity: now.velocity, tolerance: configuration.tolerance)
    state = .animating(spring, requested: requested, since: t)
  }

  /// Moves to new geometry without moving the content: motions are re-planned from where they
  /// are, and content left past an edge springs back rather than jumping.
  private mutating func change(
    to next: ScrollGeometry, at t: Double, configuration: ScrollConfiguration
  ) {
    switch state {
    case .dragging:
      geometry = next  // the drag carries on from where the content is, under the new edges
    case .animating(let spring, let requested, let since) where !spring.isFinished(at: t - since):
      geometry = next
      scroll(to: requested, animated: true, at: t, configuration: configuration)
    default:
      let now = continuousState(at: t, configuration: configuration)
      geometry = next
      coast(from: now.position, velocity: now.velocity, at: t, configuration: configuration)
    }
  }

  static func validate(_ geometry: ScrollGeometry) throws(ScrollworkError) {
    try ScrollworkError.requireNonNegative(geometry.viewport, "viewport")
    try ScrollworkError.requireNonNegative(geometry.content, "content")
    try ScrollworkError.requireFinite(geometry.insetStart, "insets.start")
    try ScrollworkError.requireFinite(geometry.insetEnd, "insets.end")
  }
}
