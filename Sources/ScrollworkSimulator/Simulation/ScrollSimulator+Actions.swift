@_spi(Engine) import ScrollworkCore

// The script's actions on the simulated scroll view and the sheet: each becomes Core events at
// its time (ARCHITECTURE.md §7), after the frames before it are recorded.
extension SimulationHost {
  /// Performs `action` now; `field` names it in an error.
  mutating func perform(_ action: ScriptAction, field: String) throws(ScenarioError) {
    switch action {
    case .drag(let distance, let duration):
      try drag(by: distance, over: duration, field: field)
    case .release:
      if sheet?.drag != nil || sheet?.touching == true {
        try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
          try sheet.release(at: t)
        }
      } else if finger != nil {
        try send(.touchUp, at: now, field: field)
      }
      finger = nil
    case .fling(let velocity):
      if scrollEnabled { try send(.fling(velocity: velocity), at: now, field: field) }
      finger = nil
    case .refresh(let begins):
      refresh(begins: begins)
    case .wait(let seconds):
      now += seconds
    case .setContent(let content) where sheet != nil:
      // With a sheet, the content is the sheet's.
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.setContent(content, at: t)
      }
      contentRevision += 1
    case .setContent(let content):
      var next = layout
      next.content = content
      let changed = content != layout.content
      try change(to: next, field: field)
      if changed {
        // New rows: a lazy list starts again, every row at its estimate.
        rowScrollAnimated = nil
        if case .selfSizing(let rows) = content {
          do {
            list = try SelfSizingList(rows, displayScale: configuration.pixelGrid.displayScale)
          } catch {
            throw ScenarioError(field: field, reason: error.message)
          }
        } else {
          list = nil
        }
      }
      contentRevision += 1
    case .setInsets(let insets):
      var next = layout
      next.insets = insets
      try change(to: next, field: field)
    case .resize(let size):
      var next = layout
      next.viewport = size
      try change(to: next, field: field)
    case .scrollTo(let offset, let animated) where sheet != nil:
      // With a sheet, the list is the sheet's: the app sets its offset (`scrollToRow`, a
      // status-bar tap), with or without UIKit's animation, and the container observes it.
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.setContentOffset(offset, animated: animated, at: t)
      }
    case .scrollTo(let offset, let animated):
      try send(.scrollTo(offset: offset, animated: animated), at: now, field: field)
    case .scrollToRow(let index, let alignment, let animated):
      try scrollToRow(index, alignment: alignment, animated: animated, field: field)
    case .sheetDrag(let distance, let duration, let source):
      try sheetDrag(by: distance, over: duration, on: source, field: field)
    case .sheetFling(let velocity, let source):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.fling(velocity: velocity, on: source, at: t)
      }
    case .keyboard(let height, let duration):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.keyboard(to: height, over: duration, at: t)
      }
      now += duration
    case .moveSheet(let id, let animated):
      if let problem = sheet?.mergedDetent(id) {
        throw ScenarioError(field: "\(field).to", reason: problem)
      }
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.kernel.send(.move(to: id, animated: animated), at: t)
      }
    case .touch:
      if finger == nil, scrollEnabled {
        let position = layout.viewport.height / 2
        try send(.touchDown(position: position), at: now, field: field)
        finger = position
      }
    case .sheetTouch(let source):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.touch(on: source, at: t)
      }
    case .cover(let covered):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.kernel.send(.covered(covered), at: t)
      }
    case .resizeRow(let index, let height):
      // The row exists: the script's limits checked it against the sheet's content.
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.resizeRow(index, to: height, at: t)
      }
      contentRevision += 1
    case .setDetents(let list):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.kernel.send(.setDetents(list), at: t)
      }
    case .dismissSheet(let animated):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.kernel.send(.dismiss(animated: animated), at: t)
      }
    case .setDismissal(let dismissal):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.kernel.send(.dismissal(dismissal), at: t)
      }
    case .escape:
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.kernel.send(.escape, at: t)
      }
    case .showPage(let index):
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.showPage(index, at: t)
      }
      contentRevision += 1
    }
  }

  /// Applies `change` to the sheet at `time`, after recording the frames before it.
  mutating func sendSheet(
    at time: Double, field: String,
    _ change: (inout SheetHost, Double) throws(ScrollworkError) -> Void
  ) throws(ScenarioError) {
    record(before: time)
    guard var host = sheet else {
      throw ScenarioError(field: field, reason: "the scenario has no sheet")
    }
    do {
      try change(&host, time)
    } catch {
      throw ScenarioError(field: field, reason: error.message)
    }
    sheet = host
  }

  /// A drag on the sheet: the finger moves at constant speed, one event per frame and one at
  /// the end, as for the scroll view.
  mutating func sheetDrag(
    by distance: Double, over duration: Double, on source: SheetDragSource, field: String
  ) throws(ScenarioError) {
    if sheet?.drag == nil || sheet?.kernel.touchHoldsFinger == true {
      // A touch that caught a motion becomes this pan, as UIKit's pan begins under it.
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.begin(on: source, at: t)
        sheet.touching = false
      }
    }
    let start = sheet?.drag?.translation ?? 0
    for step in dragSteps(over: duration) {
      let translation = start + step.covered(of: distance)
      try sendSheet(at: step.t, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.move(to: translation, at: t)
      }
    }
    now += duration
  }

  /// The steps of a finger moving at constant speed for `duration` seconds from now: every
  /// frame inside the drag, and its end.
  func dragSteps(over duration: Double) -> DragSteps {
    var first = nextFrame
    while frameTime(first) <= now + sameInstant { first += 1 }
    return DragSteps(fps: fps, begin: now, duration: duration, nextFrame: first)
  }

  /// Tells the simulated scroll view about a new layout, then makes the glue's pass: the footer
  /// room the kernel asks for follows content, inset and viewport changes.
  mutating func change(to next: SceneLayout, field: String) throws(ScenarioError) {
    record(before: now)
    let nextLength = next.content == layout.content ? contentLength : next.content.height
    let reading = Self.reading(
      of: next, contentLength: nextLength + kernel.footerRoom,
      offset: machine.sample(at: now, configuration: configuration).offset,
      startRoom: kernel.startRoom, isTracking: finger != nil)
    let update = kernel.update(reading)
    applyRooms(update, at: now)
    let geometry = update.geometry
    if next.viewport.height != layout.viewport.height {
      try send(.setViewportLength(geometry.viewport), at: now, field: field)
    }
    if next.viewport != layout.viewport, sheet != nil {
      try sendSheet(at: now, field: field) { sheet, t throws(ScrollworkError) in
        try sheet.resize(to: next.viewport, at: t)
      }
    }
    if next.insets.top != layout.insets.top || next.insets.bottom != layout.insets.bottom {
      try send(
        .setInsets(start: geometry.insetStart, end: geometry.insetEnd), at: now, field: field)
    }
    if geometry.content != machine.geometry.content {
      try send(.setContentLength(geometry.content), at: now, field: field)
    }
    layout = next
    contentLength = nextLength
  }

  /// Moves the finger at constant speed, one move per frame and one at the end.
  mutating func drag(
    by distance: Double, over duration: Double, field: String
  )
    throws(ScenarioError)
  {
    guard scrollEnabled else {
      now += duration  // scrolling is off: the finger moves over still content
      return
    }
    let start = finger ?? layout.viewport.height / 2
    if finger == nil {
      try send(.touchDown(position: start), at: now, field: field)
      finger = start
    }
    for step in dragSteps(over: duration) {
      let position = start + step.covered(of: distance)
      try send(.touchMove(position: position), at: step.t, field: field)
      finger = position
    }
    now += duration
  }
}
