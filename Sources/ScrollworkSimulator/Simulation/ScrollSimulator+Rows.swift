@_spi(Engine) import ScrollworkCore

extension SimulationHost {
  /// The scroll view's lazy list lays out for the frame at `t`, as a collection view does in its
  /// layout pass: the rows new to the margin are built and measured, and the glue applies
  /// Core's correction — the content size and the offset moved with the rows above
  /// (``ScrollEvent/resizeContent(length:shift:)``), and a scroll to a row retargeted to where
  /// the row now is. Nothing is decided here.
  mutating func layOutList(at t: Double) {
    // Taken out while it changes, so that its heights are written in place, not copied.
    // (By hand: `Optional.take()` is not in the iOS 17.0 SDK's standard library.)
    guard var list else { return }
    self.list = nil
    // A scroll to a row without animation puts the offset where the row is once measured, which
    // may bring new rows into the margin: the pass runs again there (a few times at most, each
    // measuring rows no other pass will).
    for _ in 0..<8 {
      guard layOutPass(at: t, list: &list) else { break }
    }
    endRowScrollIfOver(at: t, list: &list)
    self.list = list
  }

  /// One layout pass of `list` at `t`; whether it moved the offset to a row without animation
  /// (then the rows there are to be laid out).
  private mutating func layOutPass(at t: Double, list: inout SelfSizingList) -> Bool {
    let offset = machine.sampleInPlace(at: t, configuration: configuration).offset
    // Measured heights are in range, and the scenario's limits keep the rows' length under 1e9.
    guard let pass = try? list.layOut(offset: offset, viewport: layout.viewport.height) else {
      return false
    }
    contentLength = pass.contentLength
    let update = kernel.update(
      reading(contentLength: pass.contentLength + kernel.footerRoom, offset: offset + pass.shift))
    applyRooms(update, at: t)
    // Lengths and shifts within 1e9: nothing for the machine to reject.
    try? machine.send(
      .resizeContent(length: update.geometry.content, shift: pass.shift), at: t,
      configuration: configuration)
    guard let target = pass.target, let animated = rowScrollAnimated else { return false }
    try? machine.send(
      .scrollTo(offset: target, animated: animated), at: t, configuration: configuration)
    return !animated
  }

  /// A scroll to a row ends once the machine no longer runs it (it arrived, or a finger or
  /// another scroll took over); one without animation ends at the pass that placed it.
  private mutating func endRowScrollIfOver(at t: Double, list: inout SelfSizingList) {
    guard let animated = rowScrollAnimated else { return }
    if !animated || machine.sample(at: t, configuration: configuration).phase != .animating {
      list.endScroll()
      rowScrollAnimated = nil
    }
  }

  /// The app scrolls to row `index` (`scrollToItem(at:at:animated:)`): to where Core's rows put
  /// it now, followed as the rows on the way are measured. Rows of known heights are where they
  /// are.
  mutating func scrollToRow(
    _ index: Int, alignment: LazyRows.Alignment, animated: Bool, field: String
  ) throws(ScenarioError) {
    record(before: now)
    let geometry = machine.geometry
    let target: Double
    if var list {
      self.list = nil
      target = list.scroll(
        toRow: index, alignment: alignment, viewport: geometry.viewport,
        insetStart: geometry.insetStart, insetEnd: geometry.insetEnd)
      self.list = list
      rowScrollAnimated = animated
    } else {
      let heights = (0..<layout.content.rowCount).map { layout.content.rowHeight(at: $0) }
      do {
        var rows = try LazyRows(estimatedHeights: heights)
        target = rows.scroll(
          toRow: index, alignment: alignment, viewport: geometry.viewport,
          insetStart: geometry.insetStart, insetEnd: geometry.insetEnd)
      } catch {
        throw ScenarioError(field: field, reason: error.message)
      }
    }
    try send(.scrollTo(offset: target, animated: animated), at: now, field: field)
  }
}
