/// Events: drags with the rubber band past the outermost detents, releases that snap with a
/// spring, and changes of container, keyboard and detents that keep the sheet's place.
extension SheetMachine {
  /// Applies a finger's `gesture` at `time` (seconds). Events must come in time order; an
  /// earlier one is applied as of the latest. A release projects its snap at `rate`: the rate
  /// the sheet's momentum decelerates at (a `SheetScrollMachine` passes its list's).
  /// - Throws: ``ScrollworkError`` for a non-finite time or value; the machine is unchanged then.
  mutating func send(
    _ gesture: SheetGesture, at time: Double, rate: DecelerationRate = .normal,
    configuration: SheetConfiguration
  ) throws(ScrollworkError) {
    try ScrollworkError.requireFinite(time, "time")
    // Every value is checked before anything changes, so a gesture (one per frame while a
    // finger is down) applies in place, without a copy of the machine to roll back to.
    switch gesture {
    case .began: break
    case .changed(let translation):
      try ScrollworkError.requireFinite(translation, "drag.translation")
    case .ended(let translation, let velocity):
      try ScrollworkError.requireFinite(translation, "drag.translation")
      try ScrollworkError.requireFinite(velocity, "drag.velocity")
    }
    apply(gesture, at: max(time, lastEventTime), rate: rate, configuration: configuration)
  }

  /// Applies a `change` around the sheet at `time` (seconds).
  /// - Throws: ``ScrollworkError`` for a non-finite time or value, an invalid detent list or
  ///   context, or an unknown detent id; the machine is unchanged then.
  public mutating func send(
    _ change: SheetChange, at time: Double, configuration: SheetConfiguration
  ) throws(ScrollworkError) {
    try ScrollworkError.requireFinite(time, "time")
    // Everything a change may be refused for is checked, and its detents resolved, before
    // anything is written: it then applies in place, without a copy to roll back to.
    apply(
      try check(change, configuration: configuration), at: max(time, lastEventTime),
      configuration: configuration)
  }

  /// A change checked against the machine: the layout it leads to, or the detent it moves to.
  enum CheckedChange {
    /// A new context, or new rules with their detents resolved (`nil`: the rules in force,
    /// resolved in place when applied); `keyboard` when the keyboard moves (the sheet follows
    /// it over `duration` seconds along `curve`), `animated` for a setDetents.
    case relayout(
      context: SheetContext, rules: (list: [SheetDetent], detents: SheetDetents)?,
      animated: Bool, keyboard: (height: Double, duration: Double, curve: TimingCurve)?)
    case move(index: Int, animated: Bool)
    /// New rules that resolve to the detents in force: only the rules change.
    case rules([SheetDetent])
    /// A context whose content alone changed, which no detent follows: only the context
    /// changes, and the sheet's motion goes on untouched.
    case context(SheetContext)
  }

  /// Checks `change`: throws whatever it would be refused for, and resolves new rules (the
  /// rules in force are only checked in a new context: they are resolved again in place).
  func check(
    _ change: SheetChange, configuration: SheetConfiguration
  ) throws(ScrollworkError) -> CheckedChange {
    switch change {
    case .resize(let next):
      try Self.validate(next)
      var context = next
      context.keyboardHeight = self.context.keyboardHeight
      try SheetDetent.validate(rules, in: context)
      // New content alone (rows loaded into a fitted sheet) springs the sheet to where its
      // detent now is; a new container lays it out at once, as UIKit's rotation does.
      var sameContainer = context
      sameContainer.contentHeight = self.context.contentHeight
      let contentOnly = sameContainer == self.context
      if contentOnly, !rules.contains(where: { $0.followsContent }) { return .context(context) }
      return .relayout(context: context, rules: nil, animated: contentOnly, keyboard: nil)
    case .keyboard(let height, let duration, let curve):
      try ScrollworkError.requireNonNegative(height, "keyboard.height")
      try ScrollworkError.requireNonNegative(duration, "keyboard.duration")
      var context = self.context
      context.keyboardHeight = height
      try SheetDetent.validate(rules, in: context)
      return .relayout(
        context: context, rules: nil, animated: true, keyboard: (height, duration, curve))
    case .setDetents(let list):
      try Self.validate(configuration.dimming, rules: list)
      let resolved = try Self.resolve(list, in: context, configuration: configuration)
      // Rules that resolve where the sheet's do (a custom rule declared anew at a SwiftUI
      // update) are taken as they are: the sheet's motion goes on untouched.
      guard resolved != detents else { return .rules(list) }
      return .relayout(
        context: context, rules: (list, resolved), animated: true, keyboard: nil)
    case .move(let id, let animated):
      guard let index = detents.index(of: id) else {
        throw ScrollworkError("move.to: no detent has the id \"\(id)\"")
      }
      return .move(index: index, animated: animated)
    case .dismiss(let animated):
      return .move(index: Self.hiddenIndex, animated: animated)
    }
  }

  /// Applies a gesture whose values are checked, at `t` (not before the latest event).
  mutating func apply(
    _ gesture: SheetGesture, at t: Double, rate: DecelerationRate, configuration: SheetConfiguration
  ) {
    // A finished animation has settled, whatever comes next.
    commit(at: t)
    switch gesture {
    case .began:
      let y = continuousY(at: t)
      tracker.reset()
      tracker.add(position: y, at: t)
      let band = bandDimension(forShown: y, configuration: configuration)
      state = .dragging(
        rawStart: rawPosition(
          forShown: y, band: rubberBand(band, configuration: configuration),
          configuration: configuration),
        translation: 0, y: y, band: band)
    case .changed(let translation):
      drag(to: translation, at: t, configuration: configuration)
    case .ended(let translation, let velocity):
      drag(to: translation, at: t, configuration: configuration)
      release(fingerVelocity: velocity, at: t, rate: rate, configuration: configuration)
    }
    lastEventTime = t
  }

  /// Applies a checked change at `t` (not before the latest event).
  mutating func apply(_ change: CheckedChange, at t: Double, configuration: SheetConfiguration) {
    commit(at: t)
    switch change {
    case .relayout(let context, let rules, let animated, let keyboard):
      relayout(
        context: context, rules: rules, animated: animated, at: t, configuration: configuration)
      // A sheet hidden or on its way there stays on its way: the keyboard goes with it.
      guard let keyboard, !isDragging, presence == .presented else { break }
      var target = settledIndex
      if case .animating(_, let index, _) = state { target = index }
      if keyboard.height > 0,
        configuration.keyboardMode(at: self.detents[target].id) == .liftAndExpand
      {
        target = self.detents.count - 1
      }
      follow(keyboard.curve, over: keyboard.duration, to: target, at: t)
    case .rules(let list):
      rules = list
    case .context(let context):
      self.context = context
    case .move(let index, let animated):
      if animated {
        animate(to: index, at: t, configuration: configuration)
      } else {
        rest(at: index)
      }
    }
    lastEventTime = t
  }

  /// Coasts from where the sheet is, from `t` until `arrival` seconds later, when it reaches its
  /// top detent: momentum a nested scroll hands the sheet (its own deceleration).
  mutating func coast(_ coast: DecelerationSimulation, arrival: Double, at t: Double) {
    tracker.reset()
    state = .animating(PiecewiseMotion(coast, until: arrival), target: detents.count - 1, since: t)
  }

  /// Releases the sheet at `t` with `velocity` (points per second, finger's sign), from where it
  /// is then, as a finger would: the snap policy picks the detent and a spring carries it there.
  /// `t` may lie ahead of the latest event (a fling that reaches the sheet later in a chain);
  /// the sheet holds still until then. Momentum settles on a detent; the finger's own velocity
  /// (`byFinger`: a fling on a list at its top) is offered hidden too, as a finger's release is.
  mutating func release(
    velocity: Double, at t: Double, rate: DecelerationRate, byFinger: Bool = false,
    configuration: SheetConfiguration
  ) {
    let y = continuousY(at: t)
    let target = releaseTarget(
      position: y, velocity: velocity, rate: rate, byFinger: byFinger,
      configuration: configuration)
    spring(from: y, to: target, velocity: velocity, at: t, configuration: configuration)
  }

  /// Where a release at `position` with the finger's `velocity` goes: the snap policy's detent,
  /// or hidden for a finger (`byFinger`) that may dismiss the sheet. One that would have
  /// dismissed a sheet whose dismissal is vetoed counts an attempt and settles on a detent.
  private mutating func releaseTarget(
    position: Double, velocity: Double, rate: DecelerationRate, byFinger: Bool,
    configuration: SheetConfiguration
  ) -> Int {
    let offered = byFinger && configuration.dismissal != .none
    let target = configuration.snap.targetIndex(
      position: position, velocity: velocity, detents: detents,
      hidden: offered ? hiddenY : nil, rate: rate)
    guard target == Self.hiddenIndex, configuration.dismissal == .vetoed else { return target }
    dismissAttempts &+= 1
    return configuration.snap.targetIndex(
      position: position, velocity: velocity, detents: detents, hidden: nil, rate: rate)
  }

  /// Drops a release scheduled after `t` that has not begun: the sheet stays where it is, at
  /// its nearest detent — or, held off its detents (a drag left it a pixel past one), it
  /// settles there from where it is, as a release with no velocity would.
  mutating func cancelScheduled(after t: Double, configuration: SheetConfiguration) {
    guard case .animating(let motion, _, let since) = state, since > t else { return }
    let y = motion.position(at: 0)
    let nearest = nearestIndex(to: y)
    if abs(detents[nearest].y - y) <= 1e-9 {
      rest(at: nearest)
    } else {
      settledIndex = nearest
      // SheetFuzz found a sheet left to rest a third of a point above its top detent.
      spring(from: y, to: nearest, velocity: 0, at: t, configuration: configuration)
    }
  }

  /// Where the sheet will rest as things stand at `t`: its target while it moves to one, where
  /// it is otherwise.
  @inline(__always) func restingY(at t: Double) -> Double {
    if let stillY { return stillY }
    if case .animating(_, let index, _) = state { return y(of: index) }
    return continuousY(at: t)
  }

  /// Whether a finger is on the sheet.
  public var isDragging: Bool { dragAnchor != nil }

  /// While a finger drags the sheet, its unresisted position: where the drag started plus the
  /// translation, which `rawPosition(forShown: continuousY(at:))` recovers, read from stored
  /// fields alone; `nil` otherwise.
  @inline(__always) var draggedRawPosition: Double? {
    guard let dragAnchor else { return nil }
    return dragAnchor.rawStart + dragAnchor.translation
  }

  // MARK: Drag and release

  /// A drag's frame, `apply(.changed(translation:), …)` without the gesture's dispatch: what a
  /// parent moving the sheet every frame calls. Inlined whole, so the configuration is read
  /// where the parent has it (passed on to a call, it was copied first: `sheet.dragFrame`).
  @inline(__always) mutating func drag(
    to translation: Double, at t: Double, rate: DecelerationRate,
    configuration: SheetConfiguration
  ) {
    commit(at: t)
    drag(to: translation, at: t, configuration: configuration)
    lastEventTime = t
  }

  @inline(__always) private mutating func drag(
    to translation: Double, at t: Double, configuration: SheetConfiguration
  ) {
    guard let anchor = dragAnchor else { return }
    let y = shownPosition(forRaw: anchor.rawStart + translation, configuration: configuration)
    tracker.add(position: y, at: t)
    state = .dragging(rawStart: anchor.rawStart, translation: translation, y: y, band: anchor.band)
  }

  /// The finger lifts: the snap policy picks the detent — or hidden, when a finger may dismiss
  /// the sheet — from the position and the finger's velocity, and a spring carries the sheet
  /// there starting at the sheet's own velocity (the finger's, through the rubber band past the
  /// outermost detents). A release that would have dismissed a sheet whose dismissal is vetoed
  /// counts an attempt and settles on a detent.
  private mutating func release(
    fingerVelocity: Double, at t: Double, rate: DecelerationRate, configuration: SheetConfiguration
  ) {
    guard case .dragging(_, _, let y, _) = state else { return }
    var velocity = fingerVelocity
    let raw = rawPosition(forShown: y, configuration: configuration)
    let floor = floorY(configuration: configuration)
    if raw > floor {
      velocity *= rubberBand(configuration: configuration).slope(atPull: raw - floor)
    }
    if raw < highestY {
      velocity *= rubberBand(configuration: configuration).slope(atPull: highestY - raw)
    }
    let target = releaseTarget(
      position: y, velocity: fingerVelocity, rate: rate, byFinger: true,
      configuration: configuration)
    spring(from: y, to: target, velocity: velocity, at: t, configuration: configuration)
  }

  /// VoiceOver's escape gesture (a two-finger Z): dismisses the sheet when a finger may,
  /// counts an attempt when the dismissal is vetoed, and lowers a sheet that is always there to
  /// its lowest detent. Returns whether the gesture was the sheet's to take (a host's
  /// `accessibilityPerformEscape()` answer): not for a sheet at (or going to) its lowest detent
  /// with no dismissal, nor for one hidden or on its way there, so the gesture goes on to the
  /// next container (a navigation controller's back).
  mutating func escape(at t: Double, configuration: SheetConfiguration) -> Bool {
    commit(at: t)
    guard presence == .presented, !isDragging else { return false }
    switch configuration.dismissal {
    case .none:
      var selected = settledIndex
      if case .animating(_, let index, _) = state { selected = index }
      guard selected != 0 else { return false }
      animate(to: 0, at: t, configuration: configuration)
    case .vetoed: dismissAttempts &+= 1
    case .interactive: animate(to: Self.hiddenIndex, at: t, configuration: configuration)
    }
    lastEventTime = t
    return true
  }

  /// Springs from `y` at `velocity` (points per second) to detent `index`, from `t`. To hidden,
  /// and from hidden (or on the way there) back to a detent, the spring is critically damped: a
  /// sheet put away does not bounce back into view (it may pass the container's bottom once,
  /// where nothing of it shows), and one presented rises to its detent without passing it.
  private mutating func spring(
    from y: Double, to index: Int, velocity: Double, at t: Double, configuration: SheetConfiguration
  ) {
    tracker.reset()
    let spring = configuration.spring
    let critical = index == Self.hiddenIndex || presence != .presented
    state = .animating(
      PiecewiseMotion(
        .spring(
          SpringSimulation(
            spring: critical
              ? SpringParameters(
                unchecked: spring.mass, spring.stiffness,
                2 * (spring.stiffness * spring.mass).squareRoot())
              : spring,
            from: y, to: self.y(of: index), velocity: velocity,
            tolerance: SimulationTolerance(pixelGrid: configuration.pixelGrid)))),
      target: index, since: t)
  }

  /// Springs from where the sheet is, at its current velocity, to detent `index`.
  mutating func animate(to index: Int, at t: Double, configuration: SheetConfiguration) {
    let now = continuousState(at: t)
    spring(from: now.y, to: index, velocity: now.velocity, at: t, configuration: configuration)
  }

  /// Moves from where the sheet is to detent `index` over `duration` seconds along `curve`
  /// (a zero duration jumps).
  mutating func follow(_ curve: TimingCurve, over duration: Double, to index: Int, at t: Double) {
    let now = continuousState(at: t)
    tracker.reset()
    guard duration > 0 else {
      rest(at: index)
      return
    }
    state = .animating(
      PiecewiseMotion(
        .curve(
          TimingCurveSimulation(
            from: now.y, to: y(of: index), duration: duration, curve: curve))),
      target: index, since: t)
  }

  /// Ends a finished animation: the sheet rests at its target, which becomes the settled
  /// detent.
  @inline(__always) mutating func commit(at t: Double) {
    // Resting or dragging (every frame of a drag): nothing to settle.
    if stillY == nil { commitMotion(at: t) }
  }

  @inline(never) private mutating func commitMotion(at t: Double) {
    guard case .animating(let motion, let index, let since) = state,
      t >= since, motion.isFinished(at: t - since)
    else { return }
    rest(at: index)
  }

  /// The sheet rests at the detent at `index`, which becomes the settled one, or hidden
  /// (``hiddenIndex``; the settled detent stays the one it rested at before).
  mutating func rest(at index: Int) {
    state = .resting(y: y(of: index))
    if index == Self.hiddenIndex {
      isHidden = true
    } else {
      settledIndex = index
    }
  }
}
