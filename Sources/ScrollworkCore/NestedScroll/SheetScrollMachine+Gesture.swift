/// Events: one gesture through the chain, and the sheet's and content's own events.
extension SheetScrollMachine {
  /// Applies `event` at `time` (seconds).
  /// - Throws: ``ScrollworkError`` for non-finite values or invalid sheet events; the system is
  ///   unchanged then.
  public mutating func send(
    _ event: SheetScrollEvent, at time: Double, configuration: SheetScrollMachine.Configuration
  ) throws(ScrollworkError) {
    try ScrollworkError.requireFinite(time, "time")
    if case .dragChanged(let translation) = event {
      // The per-frame path: `move` checks everything before it changes anything, so it runs
      // in place, without a copy of the system to roll back to.
      try ScrollworkError.requireFinite(translation, "drag.translation")
      let t = max(time, lastEventTime)
      try move(to: translation, at: t, configuration: configuration)
      lastEventTime = t
      return
    }
    // Every case checks what it may be refused for before it writes anything (a sheet change
    // is checked, its detents resolved, by the sheet), and what it calls after that is given
    // checked values: it applies in place, without a copy of the system to roll back to
    // (SheetFuzz checks that a refused event changes nothing).
    try apply(event, at: max(time, lastEventTime), configuration: configuration)
  }

  private mutating func apply(
    _ event: SheetScrollEvent, at t: Double, configuration: SheetScrollMachine.Configuration
  ) throws(ScrollworkError) {
    // Any event but a move may change what the list's viewport follows.
    drag?.viewportFitted = false
    switch event {
    case .dragBegan(let source):
      catchMotion(at: t, configuration: configuration)
      try sheet.send(SheetGesture.began, at: t, configuration: configuration.sheet)
      try content.send(.touchDown(position: 0), at: t, configuration: configuration.content)
      var top: Double?
      if source == .content, configuration.sheet.contentInteraction == .scrolls {
        top = sheet.rawPosition(
          forShown: sheet.continuousY(at: t), configuration: configuration.sheet)
      }
      drag = Drag(
        source: source, top: top, translation: 0, sheetTranslation: 0, contentFinger: 0)
    case .dragChanged(let translation):
      try ScrollworkError.requireFinite(translation, "drag.translation")
      try move(to: translation, at: t, configuration: configuration)
    case .dragEnded(let translation, let velocity):
      try ScrollworkError.requireFinite(translation, "drag.translation")
      try ScrollworkError.requireFinite(velocity, "drag.velocity")
      try move(to: translation, at: t, configuration: configuration)
      release(velocity: velocity, at: t, configuration: configuration)
      // The list's viewport for where the sheet and header will rest.
      syncContent(at: t, configuration: configuration)
    case .sheet(let sheetEvent):
      let checked = try sheet.check(sheetEvent, configuration: configuration.sheet)
      // (A context whose content alone changed, which no detent follows, moves nothing.)
      if case .context = checked {} else { dropHandOffs(at: t, configuration: configuration) }
      sheet.apply(checked, at: max(t, sheet.lastEventTime), configuration: configuration.sheet)
      syncContent(at: t, configuration: configuration)
    case .setContentHeight(let height):
      try ScrollworkError.requireNonNegative(height, "content.height")
      dropHandOffs(at: t, configuration: configuration)
      try content.send(.setContentLength(height), at: t, configuration: configuration.content)
      // A hand-off dropped above may have been the one to give the list the viewport it rests
      // in (SheetFuzz: a list left with the range of another viewport).
      syncContent(at: t, configuration: configuration)
    case .resizeContent(let height, let shift):
      try ScrollworkError.requireNonNegative(height, "content.height")
      try ScrollworkError.requireFinite(shift, "content.shift")
      resizeContent(height: height, shift: shift, at: t, configuration: configuration)
    case .switchContent(let offset, let height):
      try ScrollworkError.requireFinite(offset, "content.offset")
      try ScrollworkError.requireNonNegative(height, "content.height")
      try switchContent(to: offset, height: height, at: t, configuration: configuration)
    case .setContentOffset(let offset):
      try ScrollworkError.requireFinite(offset, "content.offset")
      dropHandOffs(at: t, configuration: configuration)
      syncContent(at: t, configuration: configuration)
      try content.send(
        .scrollTo(offset: offset, animated: false), at: t, configuration: configuration.content)
    }
    lastEventTime = t
  }

  // MARK: Dragging

  /// Passes the finger's movement since the last event along the chain sheet → header →
  /// content and back. Throws before it changes anything (a drag so long that the sheet's or
  /// the content's share of it is out of range), so the system is unchanged then.
  private mutating func move(
    to translation: Double, at t: Double, configuration: SheetScrollMachine.Configuration
  ) throws(ScrollworkError) {
    guard var drag else { return }
    let delta = translation - drag.translation
    drag.translation = translation
    var collapsed: Double?
    // Whether the sheet and header stay where they are, so the list keeps its viewport.
    var keepsViewport = false
    if drag.source != .content {
      // The grabber and header always move the sheet, rubber-banding past both ends.
      drag.sheetTranslation += delta
    } else {
      // Each link's state is read from stored fields while it is still or follows the finger
      // (nearly every frame): a method called on a whole machine from here copies it first.
      let sheetRaw =
        sheet.draggedRawPosition
        ?? sheet.rawPosition(forShown: sheet.continuousY(at: t), configuration: configuration.sheet)
      var sheetLink = SheetLink(raw: sheetRaw, top: drag.top ?? sheet.highestY)
      let collapsedNow = collapse.restingCollapse ?? Self.movingCollapse(&collapse, at: t)
      var headerLink = HeaderLink(collapsed: collapsedNow, header: header)
      let distance = Self.distanceToStart(&content, at: t, configuration: configuration.content)
      var contentLink = ContentLink(distanceToStart: distance)
      _ = NestedScrollChain.scroll(delta, &sheetLink, &headerLink, &contentLink)
      drag.sheetTranslation += sheetLink.raw - sheetRaw
      drag.contentFinger += distance - contentLink.distanceToStart
      collapsed = headerLink.collapsed
      keepsViewport = sheetLink.raw == sheetRaw && headerLink.collapsed == collapsedNow
    }
    try ScrollworkError.requireFinite(drag.sheetTranslation, "drag.translation")
    try ScrollworkError.requireFinite(drag.contentFinger, "drag.translation")
    if let collapsed { collapse.motion = .resting(collapsed) }
    // (A list scrolling under a pinned sheet, most frames of a long drag: `sheet.dragFrame`.)
    let fitted = drag.viewportFitted && keepsViewport
    drag.viewportFitted = true
    self.drag = drag
    sheet.drag(
      to: drag.sheetTranslation, at: t, rate: configuration.content.decelerationRate,
      configuration: configuration.sheet)
    if !fitted { syncContent(at: t, configuration: configuration) }
    content.moveFinger(to: drag.contentFinger, at: t, configuration: configuration.content)
  }

  // MARK: Several lists

  /// The chain drives a list `height` points long at `offset` from `t` (``SheetScrollEvent/
  /// switchContent(offset:height:)``). The list left keeps nothing here: its host keeps its
  /// offset. Checked values.
  private mutating func switchContent(
    to offset: Double, height: Double, at t: Double,
    configuration: SheetScrollMachine.Configuration
  ) throws(ScrollworkError) {
    // Momentum on its way to the list (a fling up carrying the sheet and the header first)
    // reaches the new one, at the time and speed it would have reached the old one.
    let pending: (time: Double, velocity: Double)? =
      handOffTime.map { $0 > t ? ($0, handOffVelocity) : nil } ?? nil
    handOff = nil
    // What the old list would hand back up the chain (a fling down stopping at its top) is the
    // old list's: it goes with it, and the sheet and header stay as they are.
    if flingHandsBackToSheet != nil {
      flingHandsBackToSheet = nil
      sheet.cancelScheduled(after: t, configuration: configuration.sheet)
      if case .moving(_, let since) = collapse.motion, since > t {
        collapse.hold(at: t)
        settleHeader(at: t, configuration: configuration)
      }
    }
    let geometry = Self.contentGeometry(
      sheetY: configuration.sheet.pixelGrid.round(sheet.restingY(at: t)),
      headerVisible: header.height - (collapse.restingCollapse ?? collapse.restingValue),
      context: sheet.context, contentHeight: height)
    // Past an edge (a list left mid-bounce, where its host stopped it), the new list shows where
    // it is and springs back as a released list does: clamped, it would jump on the switch frame.
    var list = try ScrollMachine(
      geometry: geometry, offset: offset, configuration: configuration.content, at: t)
    if let drag, drag.source == .content {
      // The finger goes on in the new list from where it is.
      try list.send(
        .touchDown(position: drag.contentFinger), at: t, configuration: configuration.content)
    }
    content = list
    drag?.viewportFitted = false
    if let pending {
      handToContent(
        fingerVelocity: pending.velocity, at: pending.time, configuration: configuration)
    }
    syncContent(at: t, configuration: configuration)
  }

  // MARK: Display and accessibility

  /// VoiceOver's escape gesture at `time` (`SheetMachine.escape(at:configuration:)`): dismisses
  /// the sheet when a finger may, counts an attempt when that is vetoed, lowers it to its lowest
  /// detent otherwise. Returns whether the gesture was the sheet's.
  mutating func escape(at time: Double, configuration: SheetScrollMachine.Configuration) -> Bool {
    let t = max(time, lastEventTime)
    guard drag == nil else { return false }
    dropHandOffs(at: t, configuration: configuration)
    let taken = sheet.escape(at: max(t, sheet.lastEventTime), configuration: configuration.sheet)
    syncContent(at: t, configuration: configuration)
    lastEventTime = t
    return taken
  }

  /// The sheet's dismissal became `configuration`'s at `time`: a drag under way goes on with the
  /// sheet where it is, in the new floor's rubber band (a veto mid-drag does not jump it).
  mutating func changeDismissal(at time: Double, configuration: SheetScrollMachine.Configuration) {
    let t = max(time, lastEventTime)
    sheet.keepDragUnderFinger(configuration: configuration.sheet)
    lastEventTime = t
  }

  /// Goes on from `t` under `configuration`, which its host changed then: another pixel grid
  /// (the window moved to a screen of another scale) puts every position on it from then on,
  /// another spring (Reduce Motion switched) is the one the sheet starts from then on; motions
  /// under way go on as planned. The list's range follows the new grid.
  mutating func reconfigure(at time: Double, configuration: SheetScrollMachine.Configuration) {
    let t = max(time, lastEventTime)
    drag?.viewportFitted = false
    syncContent(at: t, configuration: configuration)
    lastEventTime = t
  }

  // MARK: Bookkeeping

  /// A finger catches everything where it is: hand-offs due by `t` have happened, later ones
  /// are dropped, and the header holds still.
  private mutating func catchMotion(at t: Double, configuration: SheetScrollMachine.Configuration) {
    dropHandOffs(at: t, configuration: configuration)
    collapse.hold(at: t)
  }

  /// Another event arrives during momentum: what each link already runs goes on (a coasting
  /// sheet, a flinging list, a settling header all come to rest where they may), hand-offs due
  /// by `t` have happened, and those still to come are dropped — a header whose coast has not
  /// begun stays, settling to its nearer end if it is part-way.
  mutating func dropHandOffs(at t: Double, configuration: SheetScrollMachine.Configuration) {
    if let handOff, t >= handOff.time { content.resume(handOff) }
    handOff = nil
    flingHandsBackToSheet = nil
    sheet.cancelScheduled(after: t, configuration: configuration.sheet)
    if case .moving(_, let since) = collapse.motion, since > t {
      collapse.hold(at: t)
      settleHeader(at: t, configuration: configuration)
    }
    collapse.commit(at: t)
  }

  /// Gives the content the viewport the sheet and header will leave it at rest, so its range
  /// is the one it rests in.
  mutating func syncContent(at t: Double, configuration: SheetScrollMachine.Configuration) {
    let geometry = Self.contentGeometry(
      sheetY: configuration.sheet.pixelGrid.round(sheet.restingY(at: t)),
      // (A resting header read from its stored field: `restingValue` alone copies the motion.)
      headerVisible: header.height - (collapse.restingCollapse ?? collapse.restingValue),
      context: sheet.context, contentHeight: content.geometry.content)
    // Derived from the sheet's checked context and positions: always a valid geometry.
    guard geometry != content.geometry else { return }
    content.reshape(to: geometry, at: t, configuration: configuration.content)
  }

  /// A header left part-way settles to the nearer end, starting at `velocity` (collapse points
  /// per second).
  mutating func settleHeader(
    at t: Double, velocity: Double = 0, configuration: SheetScrollMachine.Configuration
  ) {
    let collapsed = collapse.collapsed(at: t)
    guard collapsed > 0, collapsed < header.collapsible else { return }
    collapse.motion = .moving(
      PiecewiseMotion(
        .spring(settleSpring(from: collapsed, velocity: velocity, configuration: configuration))),
      since: t)
  }

  /// The spring a part-way header settles on: to the nearer end.
  func settleSpring(
    from collapsed: Double, velocity: Double = 0, configuration: SheetScrollMachine.Configuration
  ) -> SpringSimulation {
    let target = collapsed * 2 < header.collapsible ? 0 : header.collapsible
    return SpringSimulation(
      spring: .scrollTo, from: collapsed, to: target, velocity: velocity,
      tolerance: SimulationTolerance(pixelGrid: configuration.sheet.pixelGrid))
  }
}
