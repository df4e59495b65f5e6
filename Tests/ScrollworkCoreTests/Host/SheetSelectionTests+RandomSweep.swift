import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Seeded random runs of a declarative host (SwiftUI's) over the real kernel: the app writes
/// its binding (listed and unlisted ids, with and without animation), changes the detents,
/// SwiftUI updates the view late or twice, a finger throws the sheet, frames pass, and the
/// host's deferred writes run whenever — in any order. Checked: an update that brings nothing
/// new sends nothing; the host's own write arriving sends nothing; at rest the binding holds
/// the sheet's detent; and the app's last write, if nothing moved the sheet after it, is where
/// the sheet rests.
struct SheetSelectionRandomSweepTests {
  static let pool = [
    SheetDetent(id: "minimized", .height(80)), SheetDetent(id: "teaser", .height(200)),
    SheetDetent(id: "default", .fraction(0.45)), SheetDetent(id: "expanded", .fraction(0.7)),
    SheetDetent(id: "maximum", .inset(10)),
  ]

  /// The host as SwiftUI drives it: the app's state, what the view last declared, the
  /// kernel, Core's selection link and whether a write of the binding is scheduled.
  struct World {
    let seed: UInt64
    var rng: SplitMix64
    var kernel: SheetKernel
    var selection: SheetSelection
    /// The app's state: the binding's value and the detents it declares.
    var binding: SheetDetent.ID
    var detents: [SheetDetent]
    /// What the last update declared.
    var declaredBinding: SheetDetent.ID
    var declaredDetents: [SheetDetent]
    var writeScheduled = false
    /// Whether the app has written the binding since the last update.
    var appWrote = false
    var t = 0.0
    /// The app's last write of a listed id (one that changed the binding), until a finger or
    /// new detents move the sheet.
    var lastAppWrite: SheetDetent.ID?

    init(seed: UInt64) throws {
      self.seed = seed
      rng = SplitMix64(seed: seed)
      detents = SheetSelectionRandomSweepTests.pool
      binding = ["teaser", "default", "nope"].randomElement(using: &rng)!
      selection = SheetSelection(selection: binding, detents: detents)
      kernel = try SheetKernel(
        detents: detents, chrome: SheetKernelTests.chrome, initial: selection.initialDetent,
        reading: SheetKernelTests.reading(), at: 0)
      declaredBinding = binding
      declaredDetents = detents
      frame()
    }

    var label: String { "seed \(seed) t \(t)" }

    func status() -> SheetStatus { kernel.frame(at: t).status }

    /// The host applies a frame at `t` and schedules a write if Core says one is due.
    mutating func frame() {
      let status = kernel.advance(to: t).status
      if selection.scheduleWrite(for: status) != nil { writeScheduled = true }
    }

    /// SwiftUI updates the view with the app's state.
    mutating func update() throws {
      let unchanged = !appWrote && binding == declaredBinding && detents == declaredDetents
      // Writes that end where the binding was at the last update are seen by no one (SwiftUI
      // compares values): the app's intent is then unknowable, and the sheet's own stands.
      if appWrote, binding == declaredBinding { lastAppWrite = nil }
      let events = selection.update(
        detents: detents, selection: binding, animated: Bool.random(using: &rng),
        current: status())
      #expect(!unchanged || events.isEmpty, "\(label): an update with nothing new sent events")
      for event in events { try kernel.send(event, at: t) }
      declaredBinding = binding
      declaredDetents = detents
      appWrote = false
      frame()
      if selection.scheduleWrite(for: status()) != nil { writeScheduled = true }
    }

    /// The scheduled write runs.
    mutating func flush() throws {
      guard writeScheduled else { return }
      writeScheduled = false
      // As at an update: writes back to the value last seen are seen by no one.
      if appWrote, binding == declaredBinding { lastAppWrite = nil }
      guard let value = selection.performWrite(bindingHolds: binding) else { return }
      binding = value
      // SwiftUI updates the view with the value just written: nothing is sent.
      let events = selection.update(
        detents: detents, selection: binding, animated: true, current: status())
      let expected = detents == declaredDetents && !appWrote
      #expect(!expected || events.isEmpty, "\(label): the host's own write moved the sheet")
      for event in events { try kernel.send(event, at: t) }
      declaredBinding = binding
      declaredDetents = detents
      appWrote = false
      frame()
    }

    mutating func step() throws {
      switch Int.random(in: 0..<9, using: &rng) {
      case 0:
        // Writing the value the binding holds changes nothing, for SwiftUI as for the host.
        let id = detents.randomElement(using: &rng)!.id
        if binding != id { (binding, appWrote, lastAppWrite) = (id, true, id) }
      case 1:
        if binding != "nope" { (binding, appWrote, lastAppWrite) = ("nope", true, nil) }
      case 2:
        var next = SheetSelectionRandomSweepTests.pool.filter { _ in Bool.random(using: &rng) }
        if next.isEmpty { next = [SheetSelectionRandomSweepTests.pool[1]] }
        detents = next
        lastAppWrite = nil
      case 3:
        // A finger throws the sheet.
        try kernel.send(.panBegan(on: .grabber, translation: 0), at: t)
        let distance = Double.random(in: -500...500, using: &rng)
        for frame in 1...6 {
          t += 1.0 / 60
          try kernel.send(.panChanged(translation: distance * Double(frame) / 6), at: t)
          self.frame()
        }
        try kernel.send(.panEnded(translation: distance, velocity: nil), at: t)
        frame()
        lastAppWrite = nil
      case 4, 5:
        try update()
      case 6:
        try flush()
      default:
        for _ in 0..<Int.random(in: 1...30, using: &rng) {
          t += 1.0 / 60
          frame()
        }
      }
    }
  }

  @Test(arguments: 0..<500 as Range<UInt64>)
  func randomHostRuns(seed: UInt64) throws {
    var world = try World(seed: seed)
    for _ in 0..<Int.random(in: 5...40, using: &world.rng) { try world.step() }
    // Everything lands: the update, the writes, the frames, until nothing is due.
    for _ in 0..<4 {
      try world.update()
      try world.flush()
      world.t += 5
      world.frame()
    }
    let status = world.status()
    #expect(world.kernel.advance(to: world.t).isAtRest, "\(world.label): not at rest")
    #expect(!world.writeScheduled, "\(world.label): a write is still due")
    #expect(
      world.binding == status.selectedDetent && status.selectedDetent == status.settledDetent,
      "\(world.label): the binding holds \(world.binding), the sheet \(status.settledDetent)")
    if let wanted = world.lastAppWrite, world.detents.contains(where: { $0.id == wanted }) {
      #expect(
        status.settledDetent == wanted,
        "\(world.label): the app wrote \(wanted), the sheet rests at \(status.settledDetent)")
    }
  }
}
