import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The `isPresented` binding's link: the app presents and dismisses, a finger's dismissal is
/// written back, and the app's own writes win.
struct SheetPresentationTests {
  static func status(_ kernel: SheetKernel, at time: Double) -> SheetStatus {
    kernel.frame(at: time).status
  }

  /// A host's loop: send what the update says, then write back what the status asks.
  @Test func theAppPresentsAndDismisses() throws {
    var kernel = try SheetDismissalTests.kernel(.interactive, initial: "default", presented: false)
    var link = SheetPresentation(isPresented: false)
    let same = link.update(
      isPresented: false, selection: "default", animated: true,
      current: Self.status(kernel, at: 0))
    #expect(same == nil)
    let present = link.update(
      isPresented: true, selection: "maximum", animated: true,
      current: Self.status(kernel, at: 0))
    try kernel.send(try #require(present), at: 0)
    #expect(Self.status(kernel, at: 3).presence == .presented)
    #expect(Self.status(kernel, at: 3).settledDetent == "maximum")
    let agreed = link.scheduleWrite(for: Self.status(kernel, at: 3))
    #expect(agreed == nil)  // the binding has it
    let dismiss = link.update(
      isPresented: false, selection: "maximum", animated: true,
      current: Self.status(kernel, at: 3))
    try kernel.send(try #require(dismiss), at: 3)
    #expect(Self.status(kernel, at: 6).presence == .hidden)
    let hidden = link.scheduleWrite(for: Self.status(kernel, at: 6))
    #expect(hidden == nil)
  }

  /// A flick down sends the sheet away: the binding is written `false` at once (dismissing), and
  /// the update that carries the write back sends nothing.
  @Test func aFingersDismissalIsWrittenBack() throws {
    var kernel = try SheetDismissalTests.kernel(.interactive)
    var link = SheetPresentation(isPresented: true)
    try SheetDismissalTests.release(&kernel, by: 40, velocity: 1500)
    let leaving = Self.status(kernel, at: 0.15)
    #expect(leaving.presence == .dismissing)
    let scheduled = link.scheduleWrite(for: leaving)
    #expect(scheduled == false)
    let write = link.performWrite(bindingHolds: true)
    #expect(write == false)
    let echo = link.update(
      isPresented: false, selection: "teaser", animated: true, current: leaving)
    #expect(echo == nil)
    let later = link.scheduleWrite(for: Self.status(kernel, at: 3))
    #expect(later == nil)
  }

  /// A selection that is not listed presents the sheet at the detent it last rested at.
  @Test func anUnlistedSelectionPresentsAtTheSettledDetent() throws {
    let kernel = try SheetDismissalTests.kernel(.none, initial: "default", presented: false)
    var link = SheetPresentation(isPresented: false)
    let event = link.update(
      isPresented: true, selection: "gone", animated: false, current: Self.status(kernel, at: 0))
    guard case .move(let id, let animated) = event else {
      Issue.record("expected a move, got \(String(describing: event))")
      return
    }
    #expect(id == "default" && !animated)
  }

  /// The app wrote the binding between the host's schedule and its write: the app's value wins.
  @Test func theAppsWriteWins() throws {
    var kernel = try SheetDismissalTests.kernel(.interactive)
    var link = SheetPresentation(isPresented: true)
    try kernel.send(.dismiss(animated: true), at: 0)
    let scheduled = link.scheduleWrite(for: Self.status(kernel, at: 0.05))
    #expect(scheduled == false)
    // The app wrote `false` itself before the write ran: its value wins, and its next
    // declaration (`true`) presents the sheet again.
    let write = link.performWrite(bindingHolds: false)
    #expect(write == nil)
    let event = link.update(
      isPresented: true, selection: "teaser", animated: true,
      current: Self.status(kernel, at: 0.05))
    guard case .move(let id, _) = event else {
      Issue.record("expected a move, got \(String(describing: event))")
      return
    }
    #expect(id == "teaser")
  }
}
