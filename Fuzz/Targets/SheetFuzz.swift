@_spi(Engine) @testable import ScrollworkCore

/// libFuzzer target: a ``SheetScrollMachine`` (a ``SheetMachine``, its header and its list)
/// in a world drawn from the input (container, safe area, one to five detents of every kind,
/// snap policy, spring, keyboard mode, dimming, pixel grid, header, content) fed events drawn
/// from the rest of it: drags on the sheet, header and list, releases at any velocity, resizes,
/// keyboard changes, detent changes, moves and the app's dismissals, content heights and
/// offsets, at random times, with any dismissal.
///
/// The same world and invariants as `SheetScrollMachineRandomSweepTests`, with the fuzzer's
/// bytes for the seed, and now and then a value at an edge of the accepted range
/// (``FuzzInput/number(_:)``). Invariants (Guides/Fuzzing.md): every sample is finite; a
/// refused event changes nothing; a finger moves the chain no further than itself; no other
/// event moves the header or list by more than a pixel, nor the sheet (but a resize at rest at
/// a detent, an unanimated move and an instant keyboard change); after the last event the chain
/// rests within ``restBound`` seconds with the sheet at a detent, the header open or collapsed
/// and the list in its range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard var world = SheetFuzz(&input) else { return 0 }
  world.run(&input)
  return 0
}

struct SheetFuzz {
  static let maximumEvents = 64
  /// Seconds after the last event by which the chain must rest (the sweep allows 60).
  static let restBound = 120.0

  var system: SheetScrollMachine
  /// The sheet's and its list's configuration: kept here, the host, and passed to every call.
  let configuration: SheetScrollMachine.Configuration
  var finger: Double?
  var released = false
  var t = 0.0

  init?(_ rng: inout FuzzInput) {
    let context = Self.context(&rng)
    let rules = Self.detents(&rng, container: context)
    var configuration = SheetConfiguration()
    configuration.snap = SheetConfiguration.SnapPolicy(
      velocityThreshold: rng.number(0...1500),
      maximumDetentsSkipped: [0, 1, 2, 3, Int.max].randomElement(using: &rng)!)
    configuration.spring = Bool.random(using: &rng) ? .sheet : .sheetReducedMotion
    configuration.keyboard = SheetConfiguration.KeyboardMode.allCases.randomElement(using: &rng)!
    if Bool.random(using: &rng) {
      configuration.contentInteraction = .scrolls
      for index in 0..<5 where Bool.random(using: &rng) {
        configuration.keyboardByDetent[SheetDetent.ID("d\(index)")] =
          SheetConfiguration.KeyboardMode.allCases.randomElement(using: &rng)!
      }
    }
    configuration.pixelGrid = PixelGrid(displayScale: [1, 2, 3].randomElement(using: &rng)!)
    let ids = rules.map(\.id)
    if !ids.isEmpty, Bool.random(using: &rng) {
      configuration.dimming = SheetConfiguration.Dimming(
        from: ids.randomElement(using: &rng)!, to: ids.randomElement(using: &rng)!,
        alpha: .random(in: 0...1, using: &rng))
    }
    // What a finger may do below the lowest detent: the app's dismissals below come anyway.
    configuration.dismissal = SheetConfiguration.Dismissal.allCases.randomElement(using: &rng)!
    guard let resolved = try? SheetDetent.resolve(rules, in: context), !resolved.isEmpty,
      let sheet = try? SheetMachine(
        detents: rules, configuration: configuration, context: context,
        initial: resolved.randomElement(using: &rng)!.id)
    else { return nil }
    let height = rng.number(0...160)
    let header = SheetHeader(
      height: height,
      collapsible: [0, height, .random(in: 0...max(0, height), using: &rng)].randomElement(
        using: &rng)!,
      reveal: Bool.random(using: &rng) ? .always : .atTop)
    var content = ScrollConfiguration()
    content.decelerationRate = Bool.random(using: &rng) ? .normal : .fast
    content.bounce.end = Bool.random(using: &rng)
    guard
      let system = try? SheetScrollMachine(
        sheet: sheet, header: header, contentHeight: Self.contentHeight(&rng),
        configuration: SheetScrollMachine.Configuration(sheet: configuration, content: content))
    else { return nil }
    self.system = system
    self.configuration = SheetScrollMachine.Configuration(sheet: configuration, content: content)
    trace("context \(context), detents \(rules), initial \(sheet.settledDetent)")
    trace("configuration \(configuration)")
    trace("header \(header), content \(system.content.geometry) \(content)")
  }

  static func context(_ rng: inout FuzzInput) -> SheetContext {
    SheetContext(
      containerHeight: rng.number(300...1200), containerWidth: rng.number(300...1000),
      safeAreaTop: rng.number(0...60), safeAreaBottom: rng.number(0...40))
  }

  static func detents(_ rng: inout FuzzInput, container: SheetContext) -> [SheetDetent] {
    let h = container.containerHeight
    return (0..<Int.random(in: 0...5, using: &rng)).map { index in
      let position: SheetDetent.Position
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: position = .height(rng.number(0...max(0, h * 1.1)))
      case 1: position = .fraction(rng.number(0...1))
      default: position = .inset(rng.number(0...max(0, h)))
      }
      return SheetDetent(id: SheetDetent.ID("d\(index)"), position)
    }
  }

  static func contentHeight(_ rng: inout FuzzInput) -> Double {
    Bool.random(using: &rng) ? rng.number(0...400) : rng.number(0...4000)
  }

  mutating func velocity(_ rng: inout FuzzInput) -> Double {
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: 0
    case 1: .random(in: -15...15, using: &rng)
    case 2: .random(in: -400...400, using: &rng)
    case 3: .random(in: -1600...1600, using: &rng)
    default: rng.number(-8000...8000)
    }
  }

  mutating func gap(_ rng: inout FuzzInput) -> Double {
    if released, Bool.random(using: &rng) { return .random(in: 0...0.2, using: &rng) }
    return switch Int.random(in: 0..<10, using: &rng) {
    case 0...1: 0
    case 2...6: 1.0 / 120
    default: rng.number(0...0.6)
    }
  }

  mutating func event(_ rng: inout FuzzInput) -> SheetScrollEvent {
    released = false
    if let translation = finger {
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<55:
        let next = translation + rng.number(-250...250)
        finger = next
        return .dragChanged(translation: next)
      case 55..<75:
        finger = nil
        released = true
        return .dragEnded(translation: translation + rng.number(-20...20), velocity: velocity(&rng))
      default: return environmentEvent(&rng)
      }
    }
    if Int.random(in: 0..<100, using: &rng) < 30 {
      finger = 0
      return .dragBegan(on: SheetDragSource.allCases.randomElement(using: &rng)!)
    }
    return environmentEvent(&rng)
  }

  mutating func environmentEvent(_ rng: inout FuzzInput) -> SheetScrollEvent {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0:
      return .sheet(.resize(Self.context(&rng)))
    case 1:
      return .setContentOffset(rng.number(-100...3000))
    case 2:
      let curve = [TimingCurve.keyboard, .linear, .easeInOut].randomElement(using: &rng)!
      // At most 10 s: a longer animation is accepted but outlasts ``restBound``.
      let duration = Bool.random(using: &rng) ? 0.25 : min(rng.number(0...0.6), 10)
      let height = Bool.random(using: &rng) ? 0 : rng.number(200...400)
      return .sheet(.keyboard(height: height, duration: duration, curve: curve))
    case 3:
      return .sheet(.setDetents(Self.detents(&rng, container: system.sheet.context)))
    case 4:
      let animated = Int.random(in: 0..<4, using: &rng) > 0
      // Now and then the app puts the sheet away (a later move presents it again).
      if Int.random(in: 0..<5, using: &rng) == 0 { return .sheet(.dismiss(animated: animated)) }
      let id = system.sheet.detents.all.randomElement(using: &rng)!.id
      return .sheet(.move(to: id, animated: animated))
    case 5:
      return .sheet(.keyboard(height: 0, duration: 0, curve: .keyboard))
    case 6 where Bool.random(using: &rng):
      // Self-sizing rows above the visible ones resolved: the content and its offset move
      // together, by a row's estimate error or by anything.
      let shift = Bool.random(using: &rng) ? rng.number(-80...80) : rng.number(-3000...3000)
      return .resizeContent(
        height: max(0, system.content.geometry.content + shift), shift: shift)
    default:
      return .setContentHeight(Self.contentHeight(&rng))
    }
  }

  // MARK: Invariants

  static func isFinite(_ s: SheetScrollSample) -> Bool {
    [
      s.sheet.y, s.sheet.velocity, s.sheet.progress, s.sheet.dimming, s.headerCollapsed,
      s.content.offset, s.content.velocity,
    ].allSatisfy(\.isFinite)
  }

  /// Rounding slack for positions as large as `a` and `b`: a pixel-grid rounding at 10⁹ pt is
  /// off by about 10⁻⁷ pt, so a fixed 10⁻⁹ would call a one-pixel move a jump there.
  static func slack(_ a: Double, _ b: Double) -> Double { 1e-9 + 1e-12 * max(abs(a), abs(b)) }

  static func mayJump(_ event: SheetScrollEvent, atRestAtADetent: Bool) -> Bool {
    switch event {
    case .sheet(.move(_, animated: false)), .sheet(.dismiss(animated: false)): true
    case .sheet(.keyboard(_, let duration, _)): duration == 0
    case .sheet(.resize): atRestAtADetent
    default: false
    }
  }

  mutating func run(_ rng: inout FuzzInput) {
    for step in 0..<Self.maximumEvents where !rng.isExhausted {
      let gap = gap(&rng)
      for probe in [t, t + gap / 2, t + gap] {
        let s = system.sample(at: probe, configuration: configuration)
        require(Self.isFinite(s), "step \(step) t \(probe): \(s)")
      }
      t = min(t + gap, latestEventTime)
      let before = finger
      send(event(&rng), step: step, finger: before)
    }
    if let finger {
      send(.dragEnded(translation: finger, velocity: velocity(&rng)), step: -1, finger: finger)
    }
    if let finger {
      // The release was refused (a velocity past the limits): lift the finger still.
      send(.dragEnded(translation: finger, velocity: 0), step: -1, finger: finger)
    }
    checkRest()
  }

  mutating func send(_ event: SheetScrollEvent, step: Int, finger: Double?) {
    let grid = configuration.sheet.pixelGrid
    let before = system.sample(at: t, configuration: configuration)
    // (Or hidden: a resize moves a hidden sheet to the new container's bottom, out of sight.)
    // At a detent is within the springs' settle tolerance of one, half a pixel, as the machine
    // has it: a release spring the list hands back later has not started, and the sheet stands
    // where the finger left it, maybe a hair off its detent; an event that drops the hand-off
    // settles it there. Its rounding may still show the pixel across a half-pixel boundary
    // (SheetFuzz: 3.5·10⁻⁶ pt off, shown a pixel below its detent, then a resize).
    let y = system.sheet.continuousY(at: t)
    let tolerance = SimulationTolerance(pixelGrid: grid).position
    let atRestAtADetent =
      before.sheet.phase == .idle
      && (before.sheet.presence == .hidden
        || system.sheet.detents.all.contains { abs($0.y - y) <= tolerance })
    let label = "step \(step) t \(t) \(event)"
    trace(label)
    let saved = system
    do {
      try system.send(event, at: t, configuration: configuration)
    } catch {
      require(
        system.sample(at: t, configuration: configuration) == before,
        "\(label): threw \(error) and moved it")
      system = saved
      // The finger is where the machine last accepted it (none if the touch was refused).
      switch event {
      case .dragBegan: self.finger = nil
      case .dragChanged, .dragEnded: self.finger = finger
      default: break
      }
      return
    }
    if case .dragEnded = event { self.finger = nil }
    let after = system.sample(at: t, configuration: configuration)
    require(Self.isFinite(after), "\(label): \(after)")
    let movedSheet = abs(after.sheet.y - before.sheet.y)
    let movedHeader = abs(after.headerCollapsed - before.headerCollapsed)
    let movedContent = abs(after.content.offset - before.content.offset)
    switch event {
    case .dragChanged(let translation), .dragEnded(let translation, _):
      let allowed = abs(translation - (finger ?? 0)) + 2 * grid.pixel + 1e-6
      require(
        movedSheet + movedHeader + movedContent <= allowed,
        "\(label): sheet \(movedSheet), header \(movedHeader), content \(movedContent) for a finger \(allowed)"
      )
    default:
      require(
        Self.mayJump(event, atRestAtADetent: atRestAtADetent)
          || movedSheet <= grid.pixel + Self.slack(before.sheet.y, after.sheet.y),
        "\(label): sheet \(before.sheet.y) → \(after.sheet.y)")
      // A part-way header within a pixel of an end counts as settled (its spring's tolerance
      // is the pixel grid): an event may finish it, a move no one can see, as for the sheet.
      require(
        movedHeader <= grid.pixel + 1e-6,
        "\(label): header \(before.headerCollapsed) → \(after.headerCollapsed)")
      if case .setContentOffset(let offset) = event {
        let geometry = system.content.geometry
        require(
          abs(after.content.offset - grid.round(geometry.clamp(offset)))
            <= grid.pixel + Self.slack(after.content.offset, offset),
          "\(label): content \(after.content.offset) for \(offset) in \(geometry)")
      } else if case .resizeContent(_, let shift) = event {
        // The list moves with its rows: by the shift, or to its edge when that is past it.
        let expected = before.content.offset + shift
        let geometry = system.content.geometry
        let slack = 2 * grid.pixel + Self.slack(expected, after.content.offset)
        require(
          abs(after.content.offset - expected) <= slack
            || abs(after.content.offset - grid.round(geometry.clamp(expected))) <= slack,
          "\(label): content \(before.content.offset) → \(after.content.offset), shift \(shift)")
      } else {
        require(
          movedContent <= grid.pixel + Self.slack(before.content.offset, after.content.offset),
          "\(label): content \(before.content.offset) → \(after.content.offset)")
      }
    }
  }

  func checkRest() {
    var rest: Double?
    var probe = t
    while probe <= t + Self.restBound {
      require(
        Self.isFinite(system.sample(at: probe, configuration: configuration)),
        "coasting at t \(probe)")
      if system.isAtRest(at: probe, configuration: configuration) {
        rest = probe
        break
      }
      probe += 1.0 / 30
    }
    guard let restTime = rest else {
      return require(false, "never came to rest in \(Self.restBound) s after t \(t)")
    }
    let s = system.sample(at: restTime, configuration: configuration)
    let grid = configuration.sheet.pixelGrid
    let context = system.sheet.context
    let header = system.header
    let hidden = s.sheet.presence == .hidden
    require(
      hidden
        ? s.sheet.y == grid.round(context.containerHeight)
        : system.sheet.detents.all.contains { grid.round($0.y) == s.sheet.y },
      "the sheet rests at \(s.sheet.y) (\(s.sheet.presence)), not at a detent of "
        + "\(system.sheet.detents) nor hidden at \(context.containerHeight)")
    require(
      s.sheet.presence != .dismissing, "the sheet rests on its way to hidden at \(s.sheet.y)")
    require(
      s.headerCollapsed == 0 || s.headerCollapsed == header.collapsible,
      "the header rests \(s.headerCollapsed) of \(header.collapsible) collapsed")
    let viewport = max(0, context.containerHeight - s.sheet.y - (header.height - s.headerCollapsed))
    let shownMax = max(0, system.content.geometry.content + context.safeAreaBottom - viewport)
    let machineMax = system.list(at: restTime).geometry.maxOffset
    require(
      abs(machineMax - shownMax) <= 1e-6 * max(1, shownMax),
      "the list's range ends at \(machineMax), its viewport's at \(shownMax)")
    require(
      s.content.offset >= 0 && s.content.offset <= grid.round(shownMax) + 1e-9,
      "the list rests at \(s.content.offset), its range is 0…\(shownMax)")
    require(
      system.sample(at: restTime + 5, configuration: configuration) == s,
      "it moved again after resting")
  }
}
