@_spi(Engine) import ScrollworkCore

// The decorations that act back on the simulated scroll view: the start room (a stretchy
// header's height, a refresh's held room), added to its top inset as the glue adds it to
// `contentInset.top`, and the app's refresh calls.
extension SimulationHost {
  /// Applies what an update asks of the scroll view itself: a changed start room becomes new
  /// insets (a drag under way carries on, content left past the new edge springs back), and
  /// whether it scrolls.
  mutating func applyStartRoom(_ update: ScrollViewUpdate, at t: Double) {
    scrollEnabled = update.scrollEnabled
    guard update.startRoomChange != 0 else { return }
    // Insets the kernel computed from finite readings: nothing for the machine to reject.
    try? machine.send(
      .setInsets(start: update.geometry.insetStart, end: update.geometry.insetEnd), at: t,
      configuration: configuration)
  }

  /// The app begins or ends a refresh now, and the glue makes its pass.
  mutating func refresh(begins: Bool) {
    record(before: now)
    if begins { kernel.beginRefreshing() } else { kernel.endRefreshing() }
    let scroll = machine.sample(at: now, configuration: configuration)
    let update = kernel.update(
      reading(
        contentLength: machine.geometry.content, offset: scroll.offset,
        isScrolling: scroll.phase != .idle))
    applyStartRoom(update, at: now)
  }
}
