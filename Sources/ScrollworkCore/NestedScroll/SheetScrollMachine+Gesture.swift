/// One gesture through the chain, and the momentum a release hands along it.
extension SheetScrollMachine {
  /// Applies `event` at `time` (seconds).
  /// - Throws: ``ScrollworkError`` for non-finite values or invalid sheet events; the system is
  ///   unchanged then.
  public mutating func send(_ event: SheetScrollEvent, at time: Double) throws(ScrollworkError) {
    try ScrollworkError.requireFinite(time, "time")
    let t = max(time, lastEventTime)
    switch event {
    case .dragBegan(let source):
      settle(at: t)
      header(restAt: headerCollapsed(at: t))
      try sheet.send(.dragBegan, at: t)
      try content.send(.touchDown(position: 0), at: t)
      drag = Drag(source: source, translation: 0, sheetTranslation: 0, contentFinger: 0)
    case .dragChanged(let translation):
      try ScrollworkError.requireFinite(translation, "drag.translation")
      try move(to: translation, at: t)
    case .dragEnded(let translation, let velocity):
      try ScrollworkError.requireFinite(translation, "drag.translation")
      try ScrollworkError.requireFinite(velocity, "drag.velocity")
      try move(to: translation, at: t)
      try release(velocity: velocity, at: t)
    case .sheet(let sheetEvent):
      settle(at: t)
      try sheet.send(sheetEvent, at: t)
      syncContent(at: t)
    case .setContentHeight(let height):
      try ScrollworkError.requireNonNegative(height, "content.height")
      settle(at: t)
      try content.send(.setContentLength(height), at: t)
    case .setContentOffset(let offset):
      try ScrollworkError.requireFinite(offset, "content.offset")
      settle(at: t)
      try content.send(.scrollTo(offset: offset, animated: false), at: t)
    }
    lastEventTime = t
  }

  // MARK: Dragging

  /// Passes the finger's movement since the last event along the chain.
  private mutating func move(to translation: Double, at t: Double) throws(ScrollworkError) {
    guard var drag else { return }
    let delta = translation - drag.translation
    drag.translation = translation
    if drag.source != .content {
      // The grabber and header always move the sheet, rubber-banding past both ends.
      drag.sheetTranslation += delta
    } else {
      let sheetRaw = sheet.rawPosition(forShown: sheet.continuousState(at: t).y)
      var sheetLink = SheetLink(raw: sheetRaw, top: sheet.highestY)
      var headerLink = HeaderLink(collapsed: headerCollapsed(at: t), header: header)
      var available = delta
      available -= sheetLink.preScroll(available)
      available -= headerLink.preScroll(available)
      // The content: all of a movement up (it overscrolls at its end as the last consumer),
      // a movement down only as far as its top.
      let contentTakes =
        available < 0 ? available : min(available, content.distanceToStart(at: t))
      drag.contentFinger += contentTakes
      available -= contentTakes
      available -= headerLink.postScroll(available)
      available -= sheetLink.postScroll(available)
      drag.sheetTranslation += sheetLink.raw - sheetRaw
      header(restAt: headerLink.collapsed)
    }
    self.drag = drag
    try sheet.send(.dragChanged(translation: drag.sheetTranslation), at: t)
    syncContent(at: t)
    try content.send(.touchMove(position: drag.contentFinger), at: t)
  }

  // MARK: Releasing

  private mutating func release(velocity: Double, at t: Double) throws(ScrollworkError) {
    guard let drag else { return }
    self.drag = nil
    let sheetLink = SheetLink(
      raw: sheet.rawPosition(forShown: sheet.continuousState(at: t).y), top: sheet.highestY)
    let headerLink = HeaderLink(collapsed: headerCollapsed(at: t), header: header)
    // The content's finger lifts without momentum unless the content takes the fling below.
    var lifted = content
    try lifted.send(.fling(velocity: 0), at: t)
    if drag.source != .content || sheetLink.preFling(velocity) != 0 {
      // The sheet is in charge (pre-fling): a fling up that would carry it past its top detent
      // coasts there and hands its velocity on; otherwise it snaps.
      content = lifted
      if drag.source == .content, velocity < 0,
        let plan = planSheetCoast(velocity: velocity, at: t)
      {
        momentum = plan
        return
      }
      try sheet.send(.dragEnded(translation: drag.sheetTranslation, velocity: velocity), at: t)
      settleHeader(at: t)
      return
    }
    // The sheet rests at its top: the header and the content take the fling.
    try sheet.send(.dragEnded(translation: drag.sheetTranslation, velocity: 0), at: t)
    if headerLink.preFling(velocity) != 0 {
      content = lifted
      momentum = Momentum(
        stages: continueUp(
          fingerVelocity: velocity, at: t, sheet: sheet, collapsed: headerCollapsed(at: t),
          content: lifted))
      return
    }
    var flung = content
    try flung.send(.fling(velocity: velocity), at: t)
    if velocity > 0, let plan = planContentReachingTop(flung: flung, velocity: velocity, at: t) {
      momentum = plan
      return
    }
    content = flung
    settleHeader(at: t)
  }

  /// A fling up from below the top detent: the sheet coasts (UIKit's deceleration) and, if it
  /// would pass its top detent, arrives there and hands the velocity on.
  private func planSheetCoast(velocity: Double, at t: Double) -> Momentum? {
    let y = sheet.continuousState(at: t).y
    let coast = DecelerationSimulation(
      position: y, velocity: velocity, rate: content.configuration.decelerationRate,
      stopSpeed: content.configuration.stopSpeed)
    guard let arrival = coast.time(toReach: sheet.highestY) else { return nil }
    var atTop = sheet
    atTop.hold(at: sheet.highestY, time: t + arrival)
    let collapsed = headerCollapsed(at: t)
    var stages = [
      Momentum.Stage(
        motion: .sheetCoast(coast), start: t, end: t + arrival, sheet: sheet,
        headerCollapsed: collapsed, content: content)
    ]
    stages += continueUp(
      fingerVelocity: coast.velocity(at: arrival), at: t + arrival, sheet: atTop,
      collapsed: collapsed, content: content)
    return Momentum(stages: stages)
  }

  /// Finger velocity arriving at the header (sheet at its top): the header collapses with it,
  /// then the content flings with what is left.
  private func continueUp(
    fingerVelocity: Double, at t: Double, sheet: SheetMachine, collapsed: Double,
    content: ScrollMachine
  ) -> [Momentum.Stage] {
    var stages: [Momentum.Stage] = []
    var velocity = fingerVelocity
    var start = t
    if collapsed < header.collapsible {
      let coast = DecelerationSimulation(
        position: collapsed, velocity: -velocity, rate: content.configuration.decelerationRate,
        stopSpeed: content.configuration.stopSpeed)
      guard let full = coast.time(toReach: header.collapsible) else {
        // The header stops part-way: it coasts, then settles to the nearer end.
        stages.append(
          .init(
            motion: .header(coast), start: t, end: t + coast.duration, sheet: sheet,
            headerCollapsed: collapsed, content: content))
        stages.append(
          .init(
            motion: .headerSettle(settleSpring(from: coast.restingPosition)),
            start: t + coast.duration, end: .infinity, sheet: sheet,
            headerCollapsed: coast.restingPosition, content: content))
        return stages
      }
      stages.append(
        .init(
          motion: .header(coast), start: t, end: t + full, sheet: sheet,
          headerCollapsed: collapsed, content: content))
      velocity = -coast.velocity(at: full)
      start = t + full
    }
    var flung = content
    let geometry = Self.contentGeometry(
      sheetY: sheet.highestY, headerVisible: header.height - header.collapsible,
      context: sheet.context, contentHeight: content.geometry.content)
    try? flung.send(.setViewportLength(geometry.viewport), at: start)
    try? flung.send(.fling(velocity: velocity), at: start)
    stages.append(
      .init(
        motion: .content(flung), start: start, end: .infinity, sheet: sheet,
        headerCollapsed: header.collapsible, content: content))
    return stages
  }

  /// A fling down in the content that reaches its top: the content coasts there, the header
  /// expands with the velocity at contact, and the sheet takes the rest and snaps.
  private func planContentReachingTop(
    flung: ScrollMachine, velocity: Double, at t: Double
  )
    -> Momentum?
  {
    let start = content.sample(at: t)
    let coast = DecelerationSimulation(
      position: start.offset, velocity: -velocity, rate: flung.configuration.decelerationRate,
      stopSpeed: flung.configuration.stopSpeed)
    guard let contact = coast.time(toReach: content.geometry.minOffset) else { return nil }
    var fingerVelocity = -coast.velocity(at: contact)
    var stages = [
      Momentum.Stage(
        motion: .content(flung), start: t, end: t + contact, sheet: sheet,
        headerCollapsed: headerCollapsed(at: t), content: content)
    ]
    var handOff = t + contact
    let collapsed = headerCollapsed(at: t)
    // Post-fling: the header, then the sheet, take the velocity the content has at its top.
    if HeaderLink(collapsed: collapsed, header: header).postFling(fingerVelocity) != 0 {
      let expand = DecelerationSimulation(
        position: collapsed, velocity: -fingerVelocity, rate: flung.configuration.decelerationRate,
        stopSpeed: flung.configuration.stopSpeed)
      guard let open = expand.time(toReach: 0) else {
        stages.append(
          .init(
            motion: .headerSettle(settleSpring(from: collapsed, velocity: -fingerVelocity)),
            start: handOff, end: .infinity, sheet: sheet, headerCollapsed: collapsed,
            content: flung))
        return Momentum(stages: stages)
      }
      stages.append(
        .init(
          motion: .header(expand), start: handOff, end: handOff + open, sheet: sheet,
          headerCollapsed: collapsed, content: flung))
      fingerVelocity = -expand.velocity(at: open)
      handOff += open
    }
    var released = sheet
    let sheetTakes = SheetLink(raw: sheet.highestY, top: sheet.highestY).postFling(fingerVelocity)
    try? released.send(.dragBegan, at: handOff)
    try? released.send(.dragEnded(translation: 0, velocity: sheetTakes), at: handOff)
    stages.append(
      .init(
        motion: .sheet(released), start: handOff, end: .infinity, sheet: sheet,
        headerCollapsed: 0, content: flung))
    return Momentum(stages: stages)
  }

  // MARK: Header

  /// A header left part-way settles to the nearer end.
  private mutating func settleHeader(at t: Double) {
    let collapsed = headerCollapsed(at: t)
    guard collapsed > 0, collapsed < header.collapsible else { return }
    headerMotion = .settling(settleSpring(from: collapsed), since: t)
  }

  private func settleSpring(from collapsed: Double, velocity: Double = 0) -> SpringSimulation {
    let target = collapsed * 2 < header.collapsible ? 0 : header.collapsible
    return SpringSimulation(
      spring: .scrollTo, from: collapsed, to: target, velocity: velocity,
      tolerance: SimulationTolerance(pixelGrid: sheet.configuration.pixelGrid))
  }

  private mutating func header(restAt collapsed: Double) {
    headerMotion = .resting(min(max(collapsed, 0), header.collapsible))
  }

  // MARK: Bookkeeping

  /// Ends momentum at `t`: caught mid-way or finished, the machines take over where it left
  /// everything.
  private mutating func settle(at t: Double) {
    guard let momentum else { return }
    let (sheet, collapsed, content) = momentum.materialize(at: t, header: header)
    self.sheet = sheet
    self.content = content
    header(restAt: collapsed)
    self.momentum = nil
  }

  /// Gives the content the viewport the sheet and header leave it.
  private mutating func syncContent(at t: Double) {
    let geometry = Self.contentGeometry(
      sheetY: sheet.sample(at: t).y, headerVisible: header.height - headerCollapsed(at: t),
      context: sheet.context, contentHeight: content.geometry.content)
    try? content.send(.setViewportLength(geometry.viewport), at: t)
    try? content.send(.setInsets(start: 0, end: geometry.insetEnd), at: t)
  }
}

extension SheetMachine {
  /// Whether the sheet is past its outermost detents at `t` (rubber-banding).
  func isRubberBanding(at t: Double) -> Bool {
    let y = continuousState(at: t).y
    return y > lowestY + 0.5 || y < highestY - 0.5
  }
}
