@_spi(Engine) import ScrollworkCore

// The decorations that act back on the simulated scroll view: the start room (a stretchy
// header's height, a refresh's held room), added to its top inset as the glue adds it to
// `contentInset.top`, and the app's refresh calls.
extension SimulationHost {
  /// Applies what an update asks of the scroll view itself: a changed start room becomes new
  /// insets (a drag under way carries on, content left past the new edge springs back), the
  /// footer's room a new content length (a refresh's held room moves a pinned footer up), and
  /// whether it scrolls.
  mutating func applyRooms(_ update: ScrollViewUpdate, at t: Double) {
    scrollEnabled = update.scrollEnabled
    // Lengths and insets the kernel computed from finite readings: nothing to reject.
    if update.startRoomChange != 0 {
      try? machine.send(
        .setInsets(start: update.geometry.insetStart, end: update.geometry.insetEnd), at: t,
        configuration: configuration)
    }
    if update.footerRoomChange != 0, update.geometry.content != machine.geometry.content {
      try? machine.send(
        .setContentLength(update.geometry.content), at: t, configuration: configuration)
    }
  }

  /// The app begins or ends a refresh now, and the glue makes its pass.
  mutating func refresh(begins: Bool) {
    record(before: now)
    if begins { kernel.beginRefreshing() } else { kernel.endRefreshing() }
    _ = gluePass(showing: machine.sample(at: now, configuration: configuration), at: now)
  }

  /// The glue's pass over the simulated scroll view showing `scroll` at `t`: the kernel's
  /// update for what it reads, with the rooms it asks for applied.
  mutating func gluePass(showing scroll: ScrollSample, at t: Double) -> ScrollViewUpdate {
    let update = kernel.update(
      reading(
        contentLength: machine.geometry.content, offset: scroll.offset,
        isScrolling: scroll.phase != .idle))
    applyRooms(update, at: t)
    return update
  }
}
