/// Events: one gesture through the chain, and the sheet's and content's own events.
extension SheetScrollMachine {
  /// Applies `event` at `time` (seconds).
  /// - Throws: ``ScrollworkError`` for non-finite values or invalid sheet events; the system is
  ///   unchanged then.
  public mutating func send(_ event: SheetScrollEvent, at time: Double) throws(ScrollworkError) {
    try ScrollworkError.requireFinite(time, "time")
    if case .dragChanged(let translation) = event {
      // The per-frame path: `move` checks everything before it changes anything, so it runs
      // in place, without a copy of the system to roll back to.
      try ScrollworkError.requireFinite(translation, "drag.translation")
      let t = max(time, lastEventTime)
      try move(to: translation, at: t)
      lastEventTime = t
      return
    }
    // Every case checks what it may be refused for before it writes anything (a sheet change
    // is checked, its detents resolved, by the sheet), and what it calls after that is given
    // checked values: it applies in place, without a copy of the system to roll back to
    // (SheetFuzz checks that a refused event changes nothing).
    try apply(event, at: max(time, lastEventTime))
  }

  private mutating func apply(_ event: SheetScrollEvent, at t: Double) throws(ScrollworkError) {
    switch event {
    case .dragBegan(let source):
      catchMotion(at: t)
      try sheet.send(SheetGesture.began, at: t)
      try content.send(.touchDown(position: 0), at: t)
      var top: Double?
      if source == .content, sheet.configuration.contentInteraction == .scrolls {
        top = sheet.rawPosition(forShown: sheet.continuousY(at: t))
      }
      drag = Drag(
        source: source, top: top, translation: 0, sheetTranslation: 0, contentFinger: 0)
    case .dragChanged(let translation):
      try ScrollworkError.requireFinite(translation, "drag.translation")
      try move(to: translation, at: t)
    case .dragEnded(let translation, let velocity):
      try ScrollworkError.requireFinite(translation, "drag.translation")
      try ScrollworkError.requireFinite(velocity, "drag.velocity")
      try move(to: translation, at: t)
      release(velocity: velocity, at: t)
      // The list's viewport for where the sheet and header will rest.
      syncContent(at: t)
    case .sheet(let sheetEvent):
      let checked = try sheet.check(sheetEvent)
      dropHandOffs(at: t)
      sheet.apply(checked, at: max(t, sheet.lastEventTime))
      syncContent(at: t)
    case .setContentHeight(let height):
      try ScrollworkError.requireNonNegative(height, "content.height")
      dropHandOffs(at: t)
      try content.send(.setContentLength(height), at: t)
      // A hand-off dropped above may have been the one to give the list the viewport it rests
      // in (SheetFuzz: a list left with the range of another viewport).
      syncContent(at: t)
    case .resizeContent(let height, let shift):
      try ScrollworkError.requireNonNegative(height, "content.height")
      try ScrollworkError.requireFinite(shift, "content.shift")
      resizeContent(height: height, shift: shift, at: t)
    case .setContentOffset(let offset):
      try ScrollworkError.requireFinite(offset, "content.offset")
      dropHandOffs(at: t)
      syncContent(at: t)
      try content.send(.scrollTo(offset: offset, animated: false), at: t)
    }
    lastEventTime = t
  }

  // MARK: Dragging

  /// Passes the finger's movement since the last event along the chain sheet → header →
  /// content and back. Throws before it changes anything (a drag so long that the sheet's or
  /// the content's share of it is out of range), so the system is unchanged then.
  private mutating func move(to translation: Double, at t: Double) throws(ScrollworkError) {
    guard var drag else { return }
    let delta = translation - drag.translation
    drag.translation = translation
    var collapsed: Double?
    if drag.source != .content {
      // The grabber and header always move the sheet, rubber-banding past both ends.
      drag.sheetTranslation += delta
    } else {
      // Each link's state is read from stored fields while it is still or follows the finger
      // (nearly every frame): a method called on a whole machine from here copies it first.
      let sheetRaw =
        sheet.draggedRawPosition ?? sheet.rawPosition(forShown: sheet.continuousY(at: t))
      var sheetLink = SheetLink(raw: sheetRaw, top: drag.top ?? sheet.highestY)
      let collapsedNow = collapse.restingCollapse ?? collapse.collapsed(at: t)
      var headerLink = HeaderLink(collapsed: collapsedNow, header: header)
      let distance = content.stillDistanceToStart ?? content.distanceToStart(at: t)
      var contentLink = ContentLink(distanceToStart: distance)
      _ = NestedScrollChain.scroll(delta, &sheetLink, &headerLink, &contentLink)
      drag.sheetTranslation += sheetLink.raw - sheetRaw
      drag.contentFinger += distance - contentLink.distanceToStart
      collapsed = headerLink.collapsed
    }
    try ScrollworkError.requireFinite(drag.sheetTranslation, "drag.translation")
    try ScrollworkError.requireFinite(drag.contentFinger, "drag.translation")
    if let collapsed { collapse.motion = .resting(collapsed) }
    self.drag = drag
    sheet.apply(
      SheetGesture.changed(translation: drag.sheetTranslation), at: t,
      rate: content.configuration.decelerationRate)
    syncContent(at: t)
    content.moveFinger(to: drag.contentFinger, at: t)
  }

  // MARK: Display and accessibility

  /// Puts every position on `pixelGrid` from `t` on (the window moved to a screen of another
  /// scale) and gives the sheet `spring` for the springs it starts from then on (Reduce Motion
  /// switched); motions under way go on as planned. The list's range follows the new grid.
  mutating func reconfigure(pixelGrid: PixelGrid, spring: SpringParameters, at time: Double) {
    let t = max(time, lastEventTime)
    sheet.configuration.pixelGrid = pixelGrid
    sheet.configuration.spring = spring
    content.configuration.pixelGrid = pixelGrid
    syncContent(at: t)
    lastEventTime = t
  }

  // MARK: Bookkeeping

  /// A finger catches everything where it is: hand-offs due by `t` have happened, later ones
  /// are dropped, and the header holds still.
  private mutating func catchMotion(at t: Double) {
    dropHandOffs(at: t)
    collapse.hold(at: t)
  }

  /// Another event arrives during momentum: what each link already runs goes on (a coasting
  /// sheet, a flinging list, a settling header all come to rest where they may), hand-offs due
  /// by `t` have happened, and those still to come are dropped — a header whose coast has not
  /// begun stays, settling to its nearer end if it is part-way.
  mutating func dropHandOffs(at t: Double) {
    if let handOff, t >= handOff.time { content.resume(handOff) }
    handOff = nil
    flingHandsBackToSheet = nil
    sheet.cancelScheduled(after: t)
    if case .moving(_, let since) = collapse.motion, since > t {
      collapse.hold(at: t)
      settleHeader(at: t)
    }
    collapse.commit(at: t)
  }

  /// Gives the content the viewport the sheet and header will leave it at rest, so its range
  /// is the one it rests in.
  mutating func syncContent(at t: Double) {
    let geometry = Self.contentGeometry(
      sheetY: sheet.configuration.pixelGrid.round(sheet.restingY(at: t)),
      // (A resting header read from its stored field: `restingValue` alone copies the motion.)
      headerVisible: header.height - (collapse.restingCollapse ?? collapse.restingValue),
      context: sheet.context, contentHeight: content.geometry.content)
    // Derived from the sheet's checked context and positions: always a valid geometry.
    guard geometry != content.geometry else { return }
    content.reshape(to: geometry, at: t)
  }

  /// A header left part-way settles to the nearer end, starting at `velocity` (collapse points
  /// per second).
  mutating func settleHeader(at t: Double, velocity: Double = 0) {
    let collapsed = collapse.collapsed(at: t)
    guard collapsed > 0, collapsed < header.collapsible else { return }
    collapse.motion = .moving(
      PiecewiseMotion(.spring(settleSpring(from: collapsed, velocity: velocity))), since: t)
  }

  /// The spring a part-way header settles on: to the nearer end.
  func settleSpring(from collapsed: Double, velocity: Double = 0) -> SpringSimulation {
    let target = collapsed * 2 < header.collapsible ? 0 : header.collapsible
    return SpringSimulation(
      spring: .scrollTo, from: collapsed, to: target, velocity: velocity,
      tolerance: SimulationTolerance(pixelGrid: sheet.configuration.pixelGrid))
  }
}
