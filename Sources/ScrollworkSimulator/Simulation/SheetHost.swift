@_spi(Engine) import ScrollworkCore

/// The simulator's host for a sheet: it turns script actions into the ``SheetHostEvent``s the
/// UIKit container sends for the same user actions, with timestamps, and records the frames the
/// ``SheetKernel`` returns. No decision is made here (ARCHITECTURE.md §8).
struct SheetHost {
  var kernel: SheetKernel
  var spec: ScenarioSheet
  /// UIKit animating the list's offset for the app (`setContentOffset(_:animated: true)`, a
  /// status-bar tap's scroll to top), as Core's ``PlatformScroll`` plays it. The container
  /// observes every step of it, as key-value observation reports it.
  var appScroll: PlatformScroll?
  /// Whether a `touch` is down (it may have caught a motion, or found none to catch).
  var touching = false
  /// The sheet's pages as the script has left them (empty: one list), the one shown, and each
  /// page's offset when it was last left — as a page view controller's pages keep theirs.
  var pages: [ContentLayout]
  var page = 0
  var pageOffsets: [Double]
  /// The list's rows when they size themselves (``SelfSizingList``): measured at every frame as
  /// they enter the margin, as the collection view builds its cells in its layout pass.
  var list: SelfSizingList?

  /// `rate` and `displayScale` are the scenario's: the content's deceleration (momentum along
  /// the chain coasts at it) and the pixel grid.
  /// - Throws: ``ScenarioError`` for `sheet` when Core refuses the sheet, and for
  ///   `sheet.initial` when the initial detent was merged into another (see ``mergedDetent(_:)``).
  init(
    _ spec: ScenarioSheet, rate: DecelerationRate, displayScale: Double
  )
    throws(ScenarioError)
  {
    self.spec = spec
    pages = spec.pages
    pageOffsets = spec.pages.map { _ in 0 }
    var content = ScrollConfiguration()
    content.decelerationRate = rate
    let reading = Self.reading(spec, container: spec.container, displayScale: displayScale)
    func makeKernel(initial: SheetDetent.ID?) throws(ScenarioError) -> SheetKernel {
      do {
        return try SheetKernel(
          detents: spec.detents, configuration: spec.configuration,
          chrome: SheetChrome(header: spec.header), content: content, initial: initial,
          presented: spec.presented, reading: reading, at: 0)
      } catch {
        throw ScenarioError(field: "sheet", reason: error.message)
      }
    }
    if case .selfSizing(let rows) = spec.content {
      do {
        list = try SelfSizingList(rows, displayScale: displayScale)
      } catch {
        throw ScenarioError(field: "sheet.content", reason: error.message)
      }
    }
    kernel = try makeKernel(initial: nil)
    if let initial = spec.initial {
      if let problem = mergedDetent(initial) {
        throw ScenarioError(field: "sheet.initial", reason: problem)
      }
      kernel = try makeKernel(initial: initial)
    }
  }

  /// Why the sheet cannot go to the detent `id` now, or `nil` if it can: the scenario checked
  /// that the id exists, but detents that resolve within half a point of each other in the
  /// current container are one (``SheetDetent/resolve(_:in:)``), and `id` may be the one left
  /// out.
  func mergedDetent(_ id: SheetDetent.ID) -> String? {
    let detents = kernel.system.sheet.detents
    guard !detents.contains(id) else { return nil }
    let ids = detents.all.map { Echo.quoted($0.id.rawValue) }.joined(separator: ", ")
    return
      "the detent \(Echo.quoted(id.rawValue)) lies within half a point of another in this container "
      + "and is merged into it (the detents now: \(ids))"
  }

  /// What the container reads at a layout pass.
  static func reading(
    _ spec: ScenarioSheet, container: HostSize, displayScale: Double
  ) -> SheetReading {
    SheetReading(
      container: container,
      safeArea: HostInsets(top: spec.safeAreaTop, bottom: spec.safeAreaBottom),
      contentHeight: spec.content.height, displayScale: displayScale)
  }

  /// The finger on the sheet: where the drag started and how far it has moved.
  var drag: (source: SheetDragSource, translation: Double)? {
    kernel.finger.source.map { ($0, kernel.finger.translation) }
  }

  mutating func begin(on source: SheetDragSource, at t: Double) throws(ScrollworkError) {
    try kernel.send(.panBegan(on: source, translation: 0), at: t)
  }

  mutating func move(to translation: Double, at t: Double) throws(ScrollworkError) {
    try kernel.send(.panChanged(translation: translation), at: t)
  }

  /// Lifts the finger: a touch that began no pan ends as the glue ends it (`touchUp`), a pan
  /// with the tracker's velocity.
  mutating func release(at t: Double) throws(ScrollworkError) {
    defer { touching = false }
    if kernel.touchHoldsFinger || (touching && drag == nil) {
      try kernel.send(.touchUp, at: t)
      return
    }
    guard let drag else { return }
    try kernel.send(.panEnded(translation: drag.translation, velocity: nil), at: t)
  }

  /// A finger touches `source` without moving, at the middle of that part as the kernel's
  /// frame places it (the content's visible part for the content), as the glue's touch
  /// recognizer reports it.
  mutating func touch(on source: SheetDragSource, at t: Double) throws(ScrollworkError) {
    let frame = kernel.frame(at: t)
    let panel = frame.panel
    let part: DecorationRect
    switch source {
    case .grabber: part = frame.grabber
    case .header:
      let top = frame.grabber.y + frame.grabber.height
      part = DecorationRect(
        x: 0, y: top, width: frame.headerClip.width,
        height: frame.headerClip.y + frame.headerClip.height - top)
    case .content: part = frame.content
    }
    let bottom = min(panel.y + part.y + part.height, kernel.reading.container.height)
    let y = (panel.y + part.y + bottom) / 2
    touching = true
    try kernel.send(.touchDown(at: HostPoint(x: panel.x + part.x + part.width / 2, y: y)), at: t)
  }

  /// A scripted fling: a pan that ends at once with `velocity`.
  mutating func fling(
    velocity: Double, on source: SheetDragSource, at t: Double
  )
    throws(ScrollworkError)
  {
    if drag == nil { try begin(on: source, at: t) }
    try kernel.send(.panEnded(translation: drag?.translation ?? 0, velocity: velocity), at: t)
  }

  /// The keyboard's will-change-frame notification: its end frame's top in the container
  /// (none when it hides), its duration, and its own curve (raw value 7).
  mutating func keyboard(
    to height: Double, over duration: Double, at t: Double
  )
    throws(ScrollworkError)
  {
    let top = height > 0 ? kernel.reading.container.height - height : nil
    try kernel.send(.keyboard(frameTop: top, duration: duration, curve: 7), at: t)
  }

  /// New rows: the next layout pass reads the new content height. Unchanged rows (an empty
  /// `setContent`) keep the height read last, rather than adding up every row again.
  mutating func setContent(_ content: ContentLayout, at t: Double) throws(ScrollworkError) {
    var reading = kernel.reading
    if content != spec.content {
      reading.contentHeight = content.height
      // New rows: a lazy list starts again, every row at its estimate.
      if case .selfSizing(let rows) = content {
        list = try SelfSizingList(rows, displayScale: kernel.reading.displayScale)
      } else {
        list = nil
      }
    }
    spec.content = content
    try kernel.send(.layout(reading), at: t)
  }

  /// The sheet shows its page `index`: the page left keeps its offset, and the one shown comes
  /// back at its own, as the container reports a new tracked list
  /// (`SheetHostEvent.contentSwitched`).
  mutating func showPage(_ index: Int, at t: Double) throws(ScrollworkError) {
    guard !pages.isEmpty, index != page else { return }
    pages[page] = spec.content
    pageOffsets[page] = kernel.frame(at: t).contentOffset
    let content = pages[index]
    try kernel.send(
      .contentSwitched(offset: pageOffsets[index], contentHeight: content.height), at: t)
    page = index
    spec.content = content
  }

  /// Row `index` takes `height` points, as a self-sizing row does when UIKit resolves its
  /// estimate. UIKit's model here: a row that starts above the list's visible top (its offset)
  /// grows upward, and the table moves its offset by the change with the new content size, so
  /// the visible rows stay put (the container reports both at once,
  /// `SheetHostEvent.contentResized`); any other row moves the rows below it, and the next
  /// layout pass reads the new height. A row that does not exist changes nothing (the script's
  /// limits refuse it).
  mutating func resizeRow(_ index: Int, to height: Double, at t: Double) throws(ScrollworkError) {
    guard let content = spec.content.resizing(row: index, to: height) else { return }
    let shift = height - spec.content.rowHeight(at: index)
    let above = spec.content.rowTop(at: index) < kernel.frame(at: t).contentOffset
    spec.content = content
    if above {
      try kernel.send(.contentResized(height: content.height, shift: shift), at: t)
    } else {
      var reading = kernel.reading
      reading.contentHeight = content.height
      try kernel.send(.layout(reading), at: t)
    }
  }

  /// Rotation, split view: the next layout pass reads the new container.
  mutating func resize(to size: HostSize, at t: Double) throws(ScrollworkError) {
    var reading = kernel.reading
    reading.container = size
    try kernel.send(.layout(reading), at: t)
  }

  /// The app puts the list at `offset` (`scrollToRow`, a status-bar tap): the container observes
  /// an offset it did not write — at once, or, `animated`, at every frame of UIKit's animation
  /// there (``PlatformScroll``).
  mutating func setContentOffset(
    _ offset: Double, animated: Bool, at t: Double
  ) throws(ScrollworkError) {
    appScroll = nil
    guard animated else {
      try kernel.send(.contentOffsetObserved(offset, byUser: false), at: t)
      return
    }
    appScroll = PlatformScroll(
      from: kernel.frame(at: t).contentOffset, to: kernel.system.content.geometry.clamp(offset),
      start: t, pixelGrid: kernel.configuration.sheet.pixelGrid)
  }

  func isAtRest(at t: Double) -> Bool { appScroll == nil && kernel.frame(at: t).isAtRest }

  /// The display link's frame at `t`, after the offset UIKit's animation for the app reached
  /// by then.
  mutating func frame(at t: Double) -> SheetFrame {
    if let scroll = appScroll {
      if scroll.isOver(at: t, fingerDown: drag != nil) { appScroll = nil }
      // Cannot fail: the animation's offset is finite, the only offset the kernel refuses.
      try? kernel.send(.contentOffsetObserved(scroll.offset(at: t), byUser: false), at: t)
    }
    var kernelFrame = kernel.advance(to: t)
    // Taken out while it changes, so that its heights are written in place, not copied.
    if var list {
      self.list = nil
      // The list's layout pass: rows new to the margin measured, Core's correction told as
      // the container tells UIKit's (`contentResized`: the offset moved with the rows above).
      let viewport = kernelFrame.content.height
      if let pass = try? list.layOut(offset: kernelFrame.contentOffset, viewport: viewport) {
        // Measured heights are in range and the rows' length under 1e9: nothing to refuse.
        try? kernel.send(
          .contentResized(height: pass.contentLength, shift: pass.shift), at: t)
        kernelFrame = kernel.advance(to: t)
      }
      self.list = list
    }
    return SheetFrame(
      kernel: kernelFrame, detents: kernel.system.sheet.detents, header: spec.header,
      content: spec.content, page: page,
      container: kernel.reading.container,
      rows: list?.window(offset: kernelFrame.contentOffset, viewport: kernelFrame.content.height))
  }
}

extension ScenarioSheet {
  /// The sheet's configuration as the scenario gives it: its keyboard modes, content
  /// interaction and dimming, the rest UIKit-like defaults.
  public var configuration: SheetConfiguration {
    var configuration = SheetConfiguration()
    configuration.keyboard = keyboard
    configuration.keyboardByDetent = keyboardByDetent
    configuration.contentInteraction = contentInteraction
    configuration.coveredKeyboard = coveredKeyboard
    configuration.dimming = dimming
    configuration.snap = snap
    configuration.spring = spring
    configuration.dismissal = dismissal
    configuration.appearance = appearance
    return configuration
  }
}

/// The sheet in one trace frame.
public struct SheetFrame: Sendable, Hashable {
  /// Everything the host applied: the sheet, header and content state and every frame.
  public var kernel: SheetKernelFrame
  /// The resolved detents, lowest first.
  @_spi(Engine) public var detents: SheetDetents
  /// The header's geometry.
  public var header: SheetHeader
  /// The sheet's content rows: its page's, when it has pages.
  public var content: ContentLayout
  /// The page shown (0 when the sheet has one list).
  public var page: Int
  /// The container's size.
  public var container: HostSize
  /// The rows the sheet's lazy list has built, when its content sizes itself; `nil` otherwise.
  public var rows: RowWindow? = nil

  /// The sheet, header and content state.
  public var sample: SheetScrollSample { kernel.sample }
  /// The keyboard's height over the container's bottom, as drawn.
  public var keyboardHeight: Double { kernel.keyboardHeight }
  /// Whether a finger is on the sheet.
  public var fingerDown: Bool { kernel.fingerDown }

  /// The trace's `sheet` object.
  var json: JSONValue {
    let sheet = sample.sheet
    return .object(
      [
        .init("y", .number(sheet.y)),
        .init(
          "detents",
          .array(
            detents.all.map {
              .object([.init("id", .string($0.id.rawValue)), .init("y", .number($0.y))])
            })),
        .init("settledDetent", .string(sheet.settledDetent.rawValue)),
        .init("nearestDetent", .string(sheet.nearestDetent.rawValue)),
        .init("targetDetent", sheet.targetDetent.map { .string($0.rawValue) } ?? .null),
        .init("phase", .string(sheet.phase.rawValue)),
        .init("progress", .number(sheet.progress)),
        .init("dimming", .number(sheet.dimming)),
        .init("presence", .string(sheet.presence.rawValue)),
        .init("dismissAttempts", .number(Double(kernel.dismissAttempts))),
        .init("page", .number(Double(page))),
        .init(
          "header",
          .object([
            .init("collapsed", .number(sample.headerCollapsed)),
            .init("visible", .number(kernel.headerClip.height)),
          ])),
        .init(
          "content",
          .object([
            .init("offset", .number(sample.content.offset)),
            .init("phase", .string(sample.content.phase.rawValue)),
            .init("viewport", .number(kernel.content.height)),
          ])),
        .init("keyboard", .number(keyboardHeight)),
        .init("views", kernel.viewsJSON),
      ] + (rows.map { [.init("rows", $0.json)] } ?? []))
  }
}
