/// Touches: catching a motion, following the finger with the rubber band, releasing.
extension ScrollMachine {
  /// A finger lands: whatever is moving stops where it is (overscroll included).
  mutating func touchDown(at t: Double, finger: Double, configuration: ScrollConfiguration) {
    let position = continuousPosition(at: t)
    tracker.reset()
    tracker.add(position: finger, at: t)
    state = .dragging(offset: position, finger: finger)
  }

  /// The finger moves: the raw (unresisted) offset follows it one for one, and the rubber band
  /// maps the raw offset past a bouncing edge to what is shown. Working from the shown offset
  /// each time keeps the content still when the geometry changes mid-drag, and a non-bouncing
  /// edge holds the content without a dead zone when the finger turns back.
  mutating func touchMove(to finger: Double, at t: Double, configuration: ScrollConfiguration) {
    guard let still, let lastFinger = still.finger else { return }
    let offset = still.offset
    tracker.add(position: finger, at: t)
    if let edge = edgeBeyondRubberBandReach(offset, configuration: configuration) {
      // Left farther past a bouncing edge than the rubber band can show (the viewport shrank or
      // the range moved mid-drag): no raw pull maps to it, and re-entering the band would jump
      // the content to the band's reach. Follow the finger back toward the range one for one
      // instead, and hold when it pulls farther out, as at a non-bouncing edge.
      let moved = offset - (finger - lastFinger)
      let next = edge == .start ? max(offset, moved) : min(offset, moved)
      state = .dragging(offset: next, finger: finger)
      return
    }
    let raw = rawOffset(forShown: offset, configuration: configuration) - (finger - lastFinger)
    let shown = shownOffset(forRaw: raw, from: offset, configuration: configuration)
    state = .dragging(offset: shown, finger: finger)
  }

  /// The finger lifts with `fingerVelocity` (points per second): the content coasts with the
  /// opposite velocity, or springs back if it is past an edge.
  mutating func release(
    at t: Double, fingerVelocity: Double, configuration: ScrollConfiguration
  ) {
    guard case .dragging(let offset, _) = state else { return }
    tracker.reset()
    var velocity = -fingerVelocity
    // Past an edge, the finger's speed reaches the content through the rubber band.
    if let edge = geometry.edgeBeyond(offset) {
      let band = rubberBand(configuration: configuration)
      velocity *=
        configuration.pulls(at: edge)
        ? band.slope(atPull: pull(forShown: offset, edge, band: band)) : 0
    }
    coast(from: offset, velocity: velocity, at: t, configuration: configuration)
  }

  /// The content's velocity while dragging: the finger's, through the rubber band past an edge.
  @inline(__always) func dragVelocity(
    at t: Double, offset: Double, configuration: ScrollConfiguration
  ) -> Double {
    let velocity = -tracker.velocity(at: t)
    guard let edge = geometry.edgeBeyond(offset) else {
      // Held at a non-bouncing edge by a finger pushing past it, the content does not move:
      // report 0, not the finger's speed.
      if velocity < 0, offset == geometry.minOffset, !configuration.pulls(at: .start) { return 0 }
      if velocity > 0, offset == geometry.maxOffset, !configuration.pulls(at: .end) { return 0 }
      return velocity
    }
    guard configuration.pulls(at: edge) else { return 0 }
    let band = rubberBand(configuration: configuration)
    return velocity * band.slope(atPull: pull(forShown: offset, edge, band: band))
  }

  // MARK: Rubber band

  /// The rubber band past either edge: the viewport's length with the configured coefficient.
  @inline(__always) func rubberBand(configuration: ScrollConfiguration) -> RubberBand {
    RubberBand(dimension: geometry.viewport, coefficient: configuration.rubberBandCoefficient)
  }

  /// The raw pull past `edge` that shows as the shown offset `offset` through `band`.
  @inline(__always)
  private func pull(forShown offset: Double, _ edge: ScrollEdge, band: RubberBand) -> Double {
    let shown = edge == .start ? geometry.minOffset - offset : offset - geometry.maxOffset
    return band.pull(forOffset: shown)
  }

  /// The bouncing edge that `offset` lies farther past than the rubber band can show (its
  /// inverse does not round-trip), or `nil`.
  @inline(__always) private func edgeBeyondRubberBandReach(
    _ offset: Double, configuration: ScrollConfiguration
  ) -> ScrollEdge? {
    guard let edge = geometry.edgeBeyond(offset), configuration.pulls(at: edge) else {
      return nil
    }
    let shown = edge == .start ? geometry.minOffset - offset : offset - geometry.maxOffset
    let band = rubberBand(configuration: configuration)
    return band.offset(forPull: band.pull(forOffset: shown)) < shown - 1e-6 ? edge : nil
  }

  /// The finger-following offset behind a shown offset: the inverse rubber band past a
  /// bouncing edge, the offset itself elsewhere.
  @inline(__always) func rawOffset(
    forShown offset: Double, configuration: ScrollConfiguration
  ) -> Double {
    guard let edge = geometry.edgeBeyond(offset), configuration.pulls(at: edge) else {
      return offset
    }
    let band = rubberBand(configuration: configuration)
    return edge == .start
      ? geometry.minOffset - pull(forShown: offset, .start, band: band)
      : geometry.maxOffset + pull(forShown: offset, .end, band: band)
  }

  /// The shown offset for a raw offset, moving from the shown offset `current`: the raw offset
  /// in range, rubber-banded past a bouncing edge, held at a non-bouncing one. Content already
  /// past a non-bouncing edge (the geometry changed mid-drag) may move back toward the range but
  /// not farther out, so it never jumps.
  @inline(__always) func shownOffset(
    forRaw raw: Double, from current: Double, configuration: ScrollConfiguration
  ) -> Double {
    let band = rubberBand(configuration: configuration)
    switch geometry.edgeBeyond(raw) {
    case nil:
      return raw
    case .start:
      guard configuration.pulls(at: .start) else {
        return min(geometry.minOffset, max(raw, current))
      }
      return geometry.minOffset - band.offset(forPull: geometry.minOffset - raw)
    case .end:
      guard configuration.pulls(at: .end) else { return max(geometry.maxOffset, min(raw, current)) }
      return geometry.maxOffset + band.offset(forPull: raw - geometry.maxOffset)
    }
  }
}
