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
/// A release is one walk down the chain (``NestedFling``): each link — the sheet, the header,
/// the content — is offered the velocity left over, plans its own simulation from where it is,
/// and passes on what it leaves, and when. Everything is planned once, at the release, as each
/// link's own state with its start time; nothing is copied per stage, and sampling never
/// allocates.
extension SheetScrollMachine {
  /// The sheet's chain of fling links, outermost first.
  typealias Chain = NestedFling<SheetFling, NestedFling<HeaderFling, ContentFling>>

  /// The chain for a release of `drag` (`nil` for momentum planned apart from a release), whose
  /// momentum reaches the sheet after the header when `toSheet`; its links plan with
  /// `configuration`.
  static func chain(
    releasing drag: Drag?, toSheet: Bool, configuration: Configuration
  ) -> Chain {
    NestedFling(
      outer: SheetFling(configuration: configuration, drag: drag, toSheet: toSheet),
      inner: NestedFling(
        outer: HeaderFling(configuration: configuration),
        inner: ContentFling(configuration: configuration, toSheet: toSheet)))
  }

  mutating func release(
    velocity: Double, at t: Double, configuration: SheetScrollMachine.Configuration
  ) {
    guard let drag else { return }
    self.drag = nil
    // An app's move(to:animated:) while the finger was down took the sheet from the gesture:
    // it goes on to that detent, and no momentum is handed back to it.
    let sheetInGesture = sheet.isDragging
    if drag.source != .content {
      // The grabber or the header moved the sheet itself: the release is the sheet's alone,
      // and the content's finger lifts without momentum.
      content.fling(checked: 0, at: t, configuration: configuration.content)
      sheet.apply(
        SheetGesture.ended(translation: drag.sheetTranslation, velocity: velocity),
        at: max(t, sheet.lastEventTime), rate: configuration.content.decelerationRate,
        configuration: configuration.sheet)
    } else {
      _ = Self.chain(releasing: drag, toSheet: sheetInGesture, configuration: configuration).fling(
        ChainFling(time: t, velocity: velocity), in: &self)
    }
    // A header the fling did not reach, left part-way, settles to its nearer end.
    if collapse.restingCollapse != nil { settleHeader(at: t, configuration: configuration) }
  }

  /// Content above the visible rows changed size at `t` (`SheetScrollEvent.resizeContent(height:shift:)`):
  /// the list moves `shift` points with its rows, whatever it is doing, and the momentum it
  /// hands along the chain is planned again from where it now is.
  mutating func resizeContent(
    height: Double, shift: Double, at t: Double, configuration: SheetScrollMachine.Configuration
  ) {
    if let handOff, t < handOff.time {
      // A fling to come (the sheet and header take the finger's velocity first): the list rests
      // until then where its rows are, and flings from there.
      var flung = content
      flung.resume(handOff)
      flung.resize(
        contentLength: height, shift: shift, at: handOff.time, configuration: configuration.content)
      content.resize(
        contentLength: height, shift: shift, at: t, configuration: configuration.content)
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
    // (As after any content change: the list gets the viewport the sheet and header leave it
    // at rest; a hand-off resumed above may have carried another's. SheetFuzz.)
    defer { syncContent(at: t, configuration: configuration) }
    guard let toSheet = flingHandsBackToSheet, drag == nil else {
      content.resize(
        contentLength: height, shift: shift, at: t, configuration: configuration.content)
      return
    }
    sheet.cancelScheduled(after: t, configuration: configuration.sheet)
    // The header holds where it is now, whatever it was doing (a coast to come, or a settle
    // under way: SheetFuzz), until the list's momentum reaches it again: a coast planned from
    // where a settle would be by then showed that place at once.
    let headerVelocity = collapse.velocity(at: t)
    collapse.hold(at: t)
    content.resize(contentLength: height, shift: shift, at: t, configuration: configuration.content)
    if let stop = content.stopAtEdge, stop.velocity < 0 {
      _ = Self.chain(releasing: nil, toSheet: toSheet, configuration: configuration).handBack(
        ChainFling(time: stop.time, velocity: -stop.velocity), in: &self)
    }
    // A header the momentum does not reach, left part-way, settles to its nearer end.
    if collapse.restingCollapse != nil {
      settleHeader(at: t, velocity: headerVelocity, configuration: configuration)
    }
  }

  /// The header coasts from where it is when `fling` reaches it, at the content's
  /// deceleration, toward `end` (collapsed: finger up; open: finger down): when it gets there
  /// with velocity to spare, what is left passes on; a header that stops part-way settles to
  /// its nearer end.
  fileprivate mutating func coastHeader(
    _ fling: ChainFling, toward end: Double, configuration: SheetScrollMachine.Configuration
  ) -> ChainFling? {
    let t = fling.time
    let coast = DecelerationSimulation(
      position: collapse.collapsed(at: t), velocity: -fling.velocity,
      rate: configuration.content.decelerationRate, stopSpeed: configuration.content.stopSpeed)
    guard let (arrival, velocity) = coast.arrival(at: end) else {
      collapse.motion = .moving(
        PiecewiseMotion(
          coast, then: settleSpring(from: coast.restingPosition, configuration: configuration)),
        since: t)
      return nil
    }
    collapse.motion = .moving(
      PiecewiseMotion(
        coast, until: arrival, restingAt: coast.startVelocity > 0 ? collapse.collapsible : 0),
      since: t)
    return ChainFling(time: t + arrival, velocity: -velocity, handedOn: true)
  }

  /// The content flings from `t` with what reaches it, in the viewport it has with the sheet
  /// where it rests (its top detent, unless the content scrolls at every detent or the app moved
  /// the sheet during the drag) and the header collapsed.
  mutating func handToContent(
    fingerVelocity: Double, at t: Double, configuration: SheetScrollMachine.Configuration
  ) {
    var flung = content
    // Where the sheet will rest as planned at `t`: its top when it coasts there, or snaps there
    // from it; the detent of an app's `move(to:animated:)` sent while the finger was down
    // (SheetFuzz found the list's range left for the top while the sheet rested at its lowest).
    let resting = sheet.restingY(at: t)
    let geometry = Self.contentGeometry(
      sheetY: configuration.sheet.pixelGrid.round(resting),
      headerVisible: header.height - header.collapsible,
      context: sheet.context, contentHeight: content.geometry.content)
    var next = flung.geometry
    next.viewport = geometry.viewport
    flung.reshape(to: next, at: t, configuration: configuration.content)
    flung.fling(checked: fingerVelocity, at: t, configuration: configuration.content)
    handOff = flung.motion
    handOffVelocity = fingerVelocity
  }

  /// The sheet, at its top, takes the velocity handed back (post-fling) at `t` and snaps; when
  /// it is the finger's own (`byFinger`: nothing inside moved), as a finger's release, which
  /// may dismiss the sheet. When the content scrolls at every detent, momentum stops at the
  /// content's top and the header: the sheet keeps the detent its own release chose (it may
  /// still be springing there, and a release scheduled later would restart it from where it
  /// will be then).
  fileprivate mutating func releaseSheet(
    fingerVelocity: Double, at t: Double, byFinger: Bool,
    configuration: SheetScrollMachine.Configuration
  ) {
    guard configuration.sheet.contentInteraction == .resizes else { return }
    let link = SheetLink(raw: sheet.highestY, top: sheet.highestY)
    sheet.release(
      velocity: link.postFling(fingerVelocity), at: t, rate: configuration.content.decelerationRate,
      byFinger: byFinger, configuration: configuration.sheet)
  }

  /// The content's finger lifts without momentum, once, when an outer link takes the release.
  fileprivate mutating func liftContentFinger(
    at t: Double, configuration: SheetScrollMachine.Configuration
  ) {
    if content.isDragging { content.fling(checked: 0, at: t, configuration: configuration.content) }
  }
}

/// The sheet's link: offered a release of a content drag first. A sheet away from its top
/// detent takes it — it coasts up to its top at the content's rate and hands on what it has
/// there, or snaps as a released sheet does; one at its top settles there and passes the
/// fling on. Afterwards, what the header left moves it (post-fling) unless `toSheet` is false.
struct SheetFling: FlingLink {
  /// How the sheet and its list behave.
  let configuration: SheetScrollMachine.Configuration
  /// The drag being released; `nil` when the link only takes what comes back.
  var drag: SheetScrollMachine.Drag?
  /// Whether momentum handed back reaches the sheet (false when the app moved it meanwhile).
  var toSheet: Bool

  func preFling(_ fling: ChainFling, in system: inout SheetScrollMachine) -> ChainFling? {
    guard let drag else { return fling }
    let t = fling.time
    let rate = configuration.content.decelerationRate
    let link = SheetLink(
      raw: system.sheet.rawPosition(
        forShown: system.sheet.continuousY(at: t), configuration: configuration.sheet),
      top: drag.top ?? system.sheet.highestY)
    guard link.preFling(fling.velocity) != 0 else {
      system.sheet.apply(
        SheetGesture.ended(translation: drag.sheetTranslation, velocity: 0),
        at: max(t, system.sheet.lastEventTime), rate: rate, configuration: configuration.sheet)
      return fling
    }
    system.liftContentFinger(at: t, configuration: configuration)
    // A sheet that a content drag pulled below its top coasts up to it and hands on; when the
    // content scrolls at every detent, the sheet snaps instead (it has no top to reach).
    if drag.top == nil, fling.velocity < 0 {
      let coast = DecelerationSimulation(
        position: system.sheet.continuousY(at: t), velocity: fling.velocity, rate: rate,
        stopSpeed: configuration.content.stopSpeed)
      if let (arrival, velocity) = coast.arrival(at: system.sheet.highestY) {
        system.sheet.coast(coast, arrival: arrival, at: t)
        return ChainFling(time: t + arrival, velocity: velocity, handedOn: true)
      }
    }
    system.sheet.apply(
      SheetGesture.ended(translation: drag.sheetTranslation, velocity: fling.velocity),
      at: max(t, system.sheet.lastEventTime), rate: rate, configuration: configuration.sheet)
    return nil
  }

  func postFling(_ fling: ChainFling, in system: inout SheetScrollMachine) -> ChainFling? {
    if toSheet {
      // The finger's own velocity, at the release (a fling down on a list already at its top,
      // the header open): the release is the sheet's, as one on the grabber is — it may
      // dismiss the sheet. Momentum handed on later never does.
      system.releaseSheet(
        fingerVelocity: fling.velocity, at: fling.time, byFinger: drag != nil && !fling.handedOn,
        configuration: configuration)
    }
    return nil
  }
}

/// The header's link: a fling up collapses a header that can still collapse before the
/// content scrolls (pre-fling); what a fling down leaves at the content's top expands a
/// collapsed one (post-fling). Each is the same coast, toward the other end.
struct HeaderFling: FlingLink {
  /// How the sheet and its list behave.
  let configuration: SheetScrollMachine.Configuration

  func preFling(_ fling: ChainFling, in system: inout SheetScrollMachine) -> ChainFling? {
    let link = HeaderLink(
      collapsed: system.collapse.collapsed(at: fling.time), header: system.header)
    guard link.preFling(fling.velocity) != 0 else { return fling }
    system.liftContentFinger(at: fling.time, configuration: configuration)
    return system.coastHeader(
      fling, toward: system.header.collapsible, configuration: configuration)
  }

  func postFling(_ fling: ChainFling, in system: inout SheetScrollMachine) -> ChainFling? {
    let link = HeaderLink(
      collapsed: system.collapse.collapsed(at: fling.time), header: system.header)
    guard link.postFling(fling.velocity) != 0 else { return fling }
    return system.coastHeader(fling, toward: 0, configuration: configuration)
  }
}

/// The content's link, the innermost: it flings with whatever reaches it. At the release it
/// flings at once (its finger is still down); handed on later, its fling is planned to start
/// then. A fling down stops at its top (it does not bounce there inside a sheet) and hands what
/// it has there back up the chain.
struct ContentFling: FlingChain {
  /// How the sheet and its list behave.
  let configuration: SheetScrollMachine.Configuration
  /// Whether momentum handed back reaches the sheet.
  var toSheet: Bool

  func fling(_ fling: ChainFling, in system: inout SheetScrollMachine) -> ChainFling? {
    guard !fling.handedOn else {
      system.handToContent(
        fingerVelocity: fling.velocity, at: fling.time, configuration: configuration)
      return nil
    }
    system.content.fling(
      checked: fling.velocity, at: fling.time, configuration: configuration.content)
    guard fling.velocity > 0 else { return nil }
    system.flingHandsBackToSheet = toSheet
    guard let stop = system.content.stopAtEdge else {
      // A list already at its top takes none of it: it passes back the release's own velocity,
      // at once (not handed on: nothing coasted).
      let top = system.content.geometry.minOffset
      guard system.content.continuousPosition(at: fling.time) <= top else { return nil }
      return fling
    }
    return ChainFling(time: stop.time, velocity: -stop.velocity, handedOn: true)
  }

  func handBack(_ fling: ChainFling, in system: inout SheetScrollMachine) -> ChainFling? { fling }
}
