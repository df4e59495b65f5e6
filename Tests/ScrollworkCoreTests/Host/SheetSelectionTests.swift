import Testing

@_spi(Engine) @testable import ScrollworkCore

/// A declarative host's selection binding and detents, driving the real kernel: the app's
/// writes become events, the sheet's moves become values to write back.
struct SheetSelectionTests {
  /// A kernel at "default" and a selection bound to it.
  struct Host {
    var kernel: SheetKernel
    var selection = SheetSelection(selection: "default", detents: SheetKernelTests.detents)

    init() throws { kernel = try SheetKernelTests.kernel() }

    func status(at t: Double) -> SheetStatus { kernel.frame(at: t).status }

    /// A view update declaring `detents` and `selection` at `t`: the events sent, described.
    mutating func update(
      _ selection: SheetDetent.ID, detents: [SheetDetent] = SheetKernelTests.detents,
      animated: Bool = true, at t: Double
    ) throws -> [String] {
      let events = self.selection.update(
        detents: detents, selection: selection, animated: animated, current: status(at: t))
      for event in events { try kernel.send(event, at: t) }
      return events.map(describe)
    }

    /// What the host writes into the binding after applying the frame at `t`.
    mutating func write(at t: Double) -> SheetDetent.ID? {
      selection.scheduleWrite(for: kernel.advance(to: t).status)
    }
  }

  static func describe(_ event: SheetHostEvent) -> String {
    switch event {
    case .move(let id, let animated): "move \(id) \(animated)"
    case .setDetents(let detents): "detents \(detents.map(\.id.rawValue).joined(separator: ","))"
    default: "\(event)"
    }
  }

  /// The app selects a detent: one animated move with Core's spring, and nothing to write back
  /// while and after the sheet goes there.
  @Test func theAppsWriteMovesTheSheet() throws {
    var host = try Host()
    #expect(try host.update("maximum", at: 1) == ["move maximum true"])
    #expect(host.status(at: 1.05).targetDetent == "maximum")
    #expect(host.status(at: 1.05).position < host.status(at: 1).position, "it springs")
    #expect(host.write(at: 1.05) == nil)
    #expect(host.write(at: 5) == nil)
    #expect(host.status(at: 5).settledDetent == "maximum")
    #expect(try host.update("maximum", at: 5) == [], "the same value again: nothing")
  }

  /// Without animation (`Transaction.disablesAnimations`), the sheet is there at once.
  @Test func aWriteWithoutAnimationJumps() throws {
    var host = try Host()
    #expect(try host.update("teaser", animated: false, at: 1) == ["move teaser false"])
    #expect(host.status(at: 1).position == 644 && host.status(at: 1).phase == .idle)
  }

  /// A finger releases the sheet toward another detent: the binding is written once, at the
  /// release; an update still carrying the old value (the write not landed yet) moves nothing,
  /// nor does the write landing.
  @Test func theSheetsOwnMoveIsWrittenBack() throws {
    var host = try Host()
    try host.kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try host.kernel.send(.panChanged(translation: 200), at: 0.2)
    #expect(host.write(at: 0.2) == nil, "no write while the finger holds it")
    try host.kernel.send(.panEnded(translation: 200, velocity: 1500), at: 0.2)
    #expect(host.write(at: 0.21) == "teaser")
    #expect(host.write(at: 0.22) == nil, "once")
    #expect(try host.update("default", at: 0.25) == [], "a stale update")
    #expect(try host.update("teaser", at: 0.3) == [], "the write landing")
    #expect(host.status(at: 5).settledDetent == "teaser")
    #expect(host.write(at: 5) == nil)
  }

  /// The sheet's own move schedules a write; when it runs, it writes the sheet's latest
  /// selection — unless the app wrote the binding meanwhile: the app's value wins and moves the
  /// sheet at the next update.
  @Test func theAppsWriteWinsOverAScheduledOne() throws {
    var host = try Host()
    try host.kernel.send(.move(to: "teaser", animated: true), at: 0)
    #expect(host.write(at: 0.1) == "teaser", "a write is due")
    #expect(host.selection.performWrite(bindingHolds: "default") == "teaser", "it runs")
    // The app writes before it runs: nothing is written, and the update moves the sheet.
    #expect(host.selection.performWrite(bindingHolds: "maximum") == nil)
    #expect(try host.update("maximum", at: 0.2) == ["move maximum true"])
    #expect(host.selection.performWrite(bindingHolds: "maximum") == nil, "nothing left to write")
    #expect(host.status(at: 5).settledDetent == "maximum")
  }

  /// The app writes where the sheet is already going: nothing is sent (no second spring).
  @Test func aWriteOfTheTargetSendsNothing() throws {
    var host = try Host()
    try host.kernel.send(.move(to: "maximum", animated: true), at: 0)
    #expect(try host.update("maximum", at: 0.1) == [])
    #expect(host.write(at: 0.1) == nil)
  }

  /// An id that is not listed sends nothing, and the sheet's selection is written back.
  @Test func anUnlistedSelectionIsWrittenBack() throws {
    var host = try Host()
    #expect(try host.update("nope", at: 1) == [])
    #expect(host.write(at: 1) == "default")
    #expect(try host.update("default", at: 1.1) == [], "the write landing")
    #expect(host.write(at: 1.1) == nil)
  }

  /// A binding that holds an id that is not listed: the sheet starts at its lowest detent,
  /// which is written back.
  @Test func anUnlistedInitialSelectionStartsAtTheLowestDetent() throws {
    var selection = SheetSelection(selection: "nope", detents: SheetKernelTests.detents)
    #expect(selection.initialDetent == nil)
    var kernel = try SheetKernel(
      detents: SheetKernelTests.detents, chrome: SheetKernelTests.chrome,
      initial: selection.initialDetent, reading: SheetKernelTests.reading(), at: 0)
    #expect(selection.scheduleWrite(for: kernel.advance(to: 0).status) == "teaser")
    #expect(SheetSelection(selection: "default", detents: seedDetents).initialDetent == "default")
  }

  /// New detents go first, so a selection of a new detent is a move the kernel accepts; a
  /// list without the settled detent moves the sheet to the nearest one, which is written back.
  @Test func newDetentsThenTheSelection() throws {
    var host = try Host()
    let peek = SheetKernelTests.detents + [SheetDetent(id: "peek", .height(100))]
    #expect(
      try host.update("peek", detents: peek, at: 1) == [
        "detents teaser,default,maximum,peek", "move peek true",
      ])
    #expect(host.status(at: 5).settledDetent == "peek")

    let noPeek = [SheetDetent(id: "teaser", .height(200)), SheetDetent(id: "maximum", .inset(10))]
    #expect(try host.update("peek", detents: noPeek, at: 6) == ["detents teaser,maximum"])
    #expect(host.write(at: 6) == "teaser")
    #expect(try host.update("teaser", detents: noPeek, at: 6.1) == [])
  }
}
