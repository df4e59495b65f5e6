/// A release, and the momentum it hands along the chain (ARCHITECTURE.md §6): each link flings with
/// its own simulation, and one that reaches its end with velocity to spare hands it on.
///
/// - Finger up, the sheet below its top detent: the sheet coasts (a scroll view's
///   deceleration, at the content's rate) and, if it reaches its top, hands the velocity there
///   to the header, which collapses with it and hands what is left to the content's fling.
/// - Finger down in the content: the content's own fling stops at its top (it does not bounce
///   there inside a sheet) and hands its velocity to the header, which expands, then to the
///   sheet, which snaps as a released sheet does.
/// - Otherwise the sheet snaps, or the content flings, as a plain release does.
///
/// Everything is planned once, at the release, as each link's own state with its start time;
/// nothing is copied per stage, and sampling never allocates.
extension SheetScrollMachine {
  mutating func release(velocity: Double, at t: Double) throws(ScrollworkError) {
    guard let drag else { return }
    self.drag = nil
    // An app's move(to:animated:) while the finger was down took the sheet from the gesture:
    // it goes on to that detent, and no momentum is handed back to it.
    let sheetInGesture = sheet.isDragging
    let sheetLink = SheetLink(
      raw: sheet.rawPosition(forShown: sheet.continuousY(at: t)),
      top: drag.top ?? sheet.highestY)
    let headerLink = HeaderLink(collapsed: collapse.collapsed(at: t), header: header)

    if drag.source != .content || sheetLink.preFling(velocity) != 0 {
      // The sheet takes the release (pre-fling); the content's finger lifts without momentum.
      try content.send(.fling(velocity: 0), at: t)
      // A sheet that a content drag pulled below its top coasts up to it and hands on; when
      // the content scrolls at every detent, the sheet snaps instead (it has no top to reach).
      if drag.source == .content, drag.top == nil, velocity < 0,
        let arrival = coastSheet(velocity, at: t)
      {
        try handToHeader(fingerVelocity: arrival.velocity, at: arrival.time)
        return
      }
      try sheet.send(
        SheetGesture.ended(translation: drag.sheetTranslation, velocity: velocity), at: t,
        rate: content.configuration.decelerationRate)
      settleHeader(at: t)
      return
    }
    // The sheet rests at its top (or where the drag found it): the header and the content
    // take the fling.
    try sheet.send(
      SheetGesture.ended(translation: drag.sheetTranslation, velocity: 0), at: t,
      rate: content.configuration.decelerationRate)
    if headerLink.preFling(velocity) != 0 {
      try content.send(.fling(velocity: 0), at: t)
      try handToHeader(fingerVelocity: velocity, at: t)
      return
    }
    try content.send(.fling(velocity: velocity), at: t)
    if velocity > 0 { flingHandsBackToSheet = sheetInGesture }
    if velocity > 0, let stop = content.stopAtEdge {
      // The content's fling stops at its top; the velocity there goes back up the chain.
      handBack(fingerVelocity: -stop.velocity, at: stop.time, toSheet: sheetInGesture)
    } else {
      settleHeader(at: t)
    }
  }

  /// Content above the visible rows changed size at `t` (``SheetScrollEvent/resizeContent(height:shift:)``):
  /// the list moves `shift` points with its rows, whatever it is doing, and the momentum it
  /// hands along the chain is planned again from where it now is.
  mutating func resizeContent(height: Double, shift: Double, at t: Double) {
    if let handOff, t < handOff.time {
      // A fling to come (the sheet and header take the finger's velocity first): the list rests
      // until then where its rows are, and flings from there.
      var flung = content
      flung.resume(handOff)
      flung.resize(contentLength: height, shift: shift, at: handOff.time)
      content.resize(contentLength: height, shift: shift, at: t)
      self.handOff = flung.motion
      return
    }
    if let handOff {
      content.resume(handOff)
      self.handOff = nil
    }
    // A release's fling toward the list's top hands its velocity there back up the chain:
    // moved, it arrives at another time with another speed (or not at all), so what was
    // planned for the header and the sheet after it goes, and is planned again.
    guard let toSheet = flingHandsBackToSheet, drag == nil else {
      content.resize(contentLength: height, shift: shift, at: t)
      return
    }
    sheet.cancelScheduled(after: t)
    if case .coasting(_, let since, _) = collapse.motion, since > t { collapse.hold(at: t) }
    content.resize(contentLength: height, shift: shift, at: t)
    if let stop = content.stopAtEdge, stop.velocity < 0 {
      handBack(fingerVelocity: -stop.velocity, at: stop.time, toSheet: toSheet)
    } else {
      settleHeader(at: t)
    }
  }

  /// The sheet coasts up from where it is at `t` on the content's deceleration; when it would
  /// reach its top detent it does, and the time and finger velocity of its arrival are
  /// returned. `nil` (and nothing changed) when it would stop short.
  private mutating func coastSheet(
    _ fingerVelocity: Double, at t: Double
  ) -> (time: Double, velocity: Double)? {
    let coast = DecelerationSimulation(
      position: sheet.continuousY(at: t), velocity: fingerVelocity,
      rate: content.configuration.decelerationRate, stopSpeed: content.configuration.stopSpeed)
    guard let arrival = coast.time(toReach: sheet.highestY) else { return nil }
    sheet.coast(coast, arrival: arrival, at: t)
    return (t + arrival, coast.velocity(at: arrival))
  }

  /// Finger velocity (up, negative) arriving at the header at `t`, the sheet at its top: the
  /// header collapses with it and hands what is left to the content; a header that stops
  /// part-way settles to its nearer end.
  private mutating func handToHeader(
    fingerVelocity: Double, at t: Double
  ) throws(ScrollworkError) {
    let collapsed = collapse.collapsed(at: t)
    guard HeaderLink(collapsed: collapsed, header: header).preFling(fingerVelocity) != 0 else {
      try handToContent(fingerVelocity: fingerVelocity, at: t)
      return
    }
    let coast = DecelerationSimulation(
      position: collapsed, velocity: -fingerVelocity,
      rate: content.configuration.decelerationRate, stopSpeed: content.configuration.stopSpeed)
    guard let full = coast.time(toReach: header.collapsible) else {
      collapse.motion = .coasting(
        coast, since: t, end: .settles(settleSpring(from: coast.restingPosition)))
      return
    }
    collapse.motion = .coasting(coast, since: t, end: .arrives(after: full))
    try handToContent(fingerVelocity: -coast.velocity(at: full), at: t + full)
  }

  /// The content flings from `t` with what reaches it, in the viewport it has with the sheet
  /// where it rests (its top detent, unless the content scrolls at every detent or the app moved
  /// the sheet during the drag) and the header collapsed.
  private mutating func handToContent(
    fingerVelocity: Double, at t: Double
  ) throws(ScrollworkError) {
    var flung = content
    // Where the sheet will rest as planned at `t`: its top when it coasts there, or snaps there
    // from it; the detent of an app's `move(to:animated:)` sent while the finger was down
    // (SheetFuzz found the list's range left for the top while the sheet rested at its lowest).
    let resting = sheet.restingY(at: t)
    let geometry = Self.contentGeometry(
      sheetY: sheet.configuration.pixelGrid.round(resting),
      headerVisible: header.height - header.collapsible,
      context: sheet.context, contentHeight: content.geometry.content)
    try flung.send(.setViewportLength(geometry.viewport), at: t)
    try flung.send(.fling(velocity: fingerVelocity), at: t)
    handOff = flung.motion
  }

  /// Finger velocity (down, positive) that the content's fling had left at its top at `t`:
  /// post-fling, the header expands with it, then the sheet takes the rest and snaps — unless
  /// `toSheet` is false (the app moved the sheet during the drag).
  mutating func handBack(fingerVelocity: Double, at t: Double, toSheet: Bool) {
    let collapsed = collapse.collapsed(at: t)
    guard HeaderLink(collapsed: collapsed, header: header).postFling(fingerVelocity) != 0 else {
      if toSheet { releaseSheet(fingerVelocity: fingerVelocity, at: t) }
      return
    }
    let coast = DecelerationSimulation(
      position: collapsed, velocity: -fingerVelocity,
      rate: content.configuration.decelerationRate, stopSpeed: content.configuration.stopSpeed)
    guard let open = coast.time(toReach: 0) else {
      collapse.motion = .coasting(
        coast, since: t, end: .settles(settleSpring(from: coast.restingPosition)))
      return
    }
    collapse.motion = .coasting(coast, since: t, end: .arrives(after: open))
    if toSheet { releaseSheet(fingerVelocity: -coast.velocity(at: open), at: t + open) }
  }

  /// The sheet, at its top, takes the velocity handed back (post-fling) at `t` and snaps.
  /// When the content scrolls at every detent, momentum stops at the content's top and the
  /// header: the sheet keeps the detent its own release chose (it may still be springing there,
  /// and a release scheduled later would restart it from where it will be then).
  private mutating func releaseSheet(fingerVelocity: Double, at t: Double) {
    guard sheet.configuration.contentInteraction == .resizes else { return }
    let link = SheetLink(raw: sheet.highestY, top: sheet.highestY)
    sheet.release(
      velocity: link.postFling(fingerVelocity), at: t, rate: content.configuration.decelerationRate)
  }
}
