@_spi(Engine) @testable import ScrollworkCore

/// libFuzzer target: the host kernels driven as a host drives them, with readings a platform
/// might report (issue 19, "kernel readings from a platform are untrusted"): any number,
/// NaN, the infinities, huge and zero sizes, any bit pattern (``FuzzInput/reading(_:)``).
///
/// One input drives one kernel. A ``SheetKernel`` gets raw readings at creation and in layouts,
/// pans, touches (which catch a motion), keyboard frames, observed offsets, moves, detent
/// changes and a modal covering it, stamped in order, out of order or with any time; the host applies frames and its own write of the list's offset comes
/// back, as key-value observation brings it. A ``ScrollViewKernel`` gets raw readings; the host
/// applies each update (the offset, and the footer's room in its content size or end inset) and
/// reads back.
///
/// Invariants (Guides/Fuzzing.md): no trap; every frame finite; a refused event changes
/// nothing, and is refused only for a value out of its contract (a reading `validate()`
/// accepts, a finite keyboard top or offset, a listed detent are always taken); the host's own
/// write coming back changes nothing; for readings a screen can give, every update is finite
/// and an update applied and read back is a fixed point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  if Int.random(in: 0..<3, using: &input) == 0 {
    ScrollViewKernelFuzz.run(&input)
  } else if var world = SheetKernelFuzz(&input) {
    world.run(&input)
  }
  return 0
}

func isFinite(_ rect: DecorationRect?) -> Bool {
  guard let rect else { return true }
  return rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
}

// MARK: - SheetKernel

struct SheetKernelFuzz {
  static let maximumEvents = 64

  var kernel: SheetKernel
  /// The host's pan: its latest translation while one is under way.
  var finger: Double?
  var t: Double

  init?(_ rng: inout FuzzInput) {
    let rules = Self.detents(&rng)
    var configuration = SheetConfiguration()
    configuration.snap = SheetConfiguration.SnapPolicy(
      velocityThreshold: rng.number(0...1500),
      maximumDetentsSkipped: [0, 1, 2, Int.max].randomElement(using: &rng)!)
    configuration.spring = Bool.random(using: &rng) ? .sheet : .sheetReducedMotion
    configuration.keyboard = SheetConfiguration.KeyboardMode.allCases.randomElement(using: &rng)!
    if Bool.random(using: &rng) { configuration.contentInteraction = .scrolls }
    for index in 0..<5 where Int.random(in: 0..<4, using: &rng) == 0 {
      configuration.keyboardByDetent[SheetDetent.ID("d\(index)")] =
        SheetConfiguration.KeyboardMode.allCases.randomElement(using: &rng)!
    }
    let ids = rules.map(\.id)
    if !ids.isEmpty, Bool.random(using: &rng) {
      configuration.dimming = SheetConfiguration.Dimming(
        from: ids.randomElement(using: &rng)!, to: ids.randomElement(using: &rng)!,
        alpha: .random(in: 0...1, using: &rng))
    }
    configuration.dismissal = SheetConfiguration.Dismissal.allCases.randomElement(using: &rng)!
    if Bool.random(using: &rng) {
      configuration.appearance = .floating(
        inset: rng.reading(0...40), cornerRadius: rng.reading(0...60))
    }
    let header = SheetHeader(
      height: rng.reading(0...160), collapsible: rng.reading(0...160),
      reveal: Bool.random(using: &rng) ? .always : .atTop)
    let chrome = SheetChrome(header: header, grabberHeight: rng.reading(0...30))
    var content = ScrollConfiguration()
    content.decelerationRate = Bool.random(using: &rng) ? .normal : .fast
    content.bounce.end = Bool.random(using: &rng)
    let reading = Self.reading(&rng, from: nil)
    let initial: SheetDetent.ID? =
      Int.random(in: 0..<8, using: &rng) == 0 ? "nope" : ids.randomElement(using: &rng)
    let start =
      Int.random(in: 0..<16, using: &rng) == 0 ? rng.reading(0...100) : rng.number(0...100)
    trace("detents \(rules), \(configuration), \(chrome), initial \(String(describing: initial))")
    trace("SheetKernel(reading: \(reading), at: \(start))")
    do {
      kernel = try SheetKernel(
        detents: rules, configuration: configuration, chrome: chrome, content: content,
        initial: initial, reading: reading, at: start)
    } catch {
      let valid =
        (try? reading.validate()) != nil && header.height <= ScrollworkError.largestMagnitude
        && abs(start) <= ScrollworkError.largestMagnitude && !rules.isEmpty && initial != "nope"
      require(!valid, "a valid creation was refused: \(error.message)")
      require(!error.message.contains("\n"), "an error of more than one line: \(error.message)")
      return nil
    }
    t = start
  }

  /// Up to five detents of every kind, among them ones that fit the content (a custom rule of
  /// the context's content height, and a fitted one), which a huge header and content reach.
  static func detents(_ rng: inout FuzzInput) -> [SheetDetent] {
    (0..<Int.random(in: 0...5, using: &rng)).map { index in
      let position: SheetDetent.Position
      switch Int.random(in: 0..<5, using: &rng) {
      case 0: position = .height(rng.number(0...1000))
      case 1: position = .fraction(min(rng.number(0...1), 1))
      case 2: position = .inset(rng.number(0...1000))
      case 3: position = .fitted(topInset: rng.number(0...100))
      default: position = .custom { min($0.contentHeight, $0.containerHeight) }
      }
      return SheetDetent(id: SheetDetent.ID("d\(index)"), position)
    }
  }

  /// A reading: `current` with one thing changed (a rotation, rows loaded, the safe area, the
  /// container's height or the scale), or one read afresh.
  static func reading(_ rng: inout FuzzInput, from current: SheetReading?) -> SheetReading {
    if var reading = current, Bool.random(using: &rng) {
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:
        reading.container = HostSize(
          width: reading.container.height, height: reading.container.width)
      case 1: reading.contentHeight = rng.reading(0...4000)
      case 2: reading.safeArea = insets(&rng)
      case 3: reading.container.height = rng.reading(0...1200)
      default: reading.displayScale = rng.reading(0...4)
      }
      return reading
    }
    return SheetReading(
      container: HostSize(width: rng.reading(0...1000), height: rng.reading(0...1200)),
      safeArea: insets(&rng), contentHeight: rng.reading(0...4000),
      displayScale: Bool.random(using: &rng)
        ? Double(Int.random(in: 1...3, using: &rng)) : rng.reading(0...4),
      reduceMotion: Bool.random(using: &rng))
  }

  static func insets(_ rng: inout FuzzInput) -> HostInsets {
    HostInsets(
      top: rng.reading(0...60), left: rng.reading(0...60), bottom: rng.reading(0...40),
      right: rng.reading(0...60))
  }

  mutating func event(_ rng: inout FuzzInput) -> SheetHostEvent {
    let velocity = Bool.random(using: &rng) ? nil : rng.reading(-8000...8000)
    if let translation = finger {
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<55: return .panChanged(translation: translation + rng.reading(-250...250))
      case 55..<75:
        return .panEnded(translation: translation + rng.number(-20...20), velocity: velocity)
      case 75..<80: return .touchUp  // (ignored unless a touch holds the finger)
      default: break
      }
    } else {
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<25:
        let source = SheetDragSource.allCases.randomElement(using: &rng)!
        return .panBegan(
          on: source, translation: Bool.random(using: &rng) ? 0 : rng.reading(-50...50))
      case 25..<28: return .panChanged(translation: rng.reading(-250...250))
      case 28..<31: return .panEnded(translation: rng.reading(-250...250), velocity: velocity)
      case 31..<41:
        // A touch anywhere: on the moving sheet, header or list (it catches the motion), above
        // the sheet, outside the container, or at any number at all.
        let container = kernel.reading.container
        return .touchDown(
          at: Bool.random(using: &rng)
            ? HostPoint(
              x: .random(in: 0...1, using: &rng) * container.width,
              y: .random(in: 0...1, using: &rng) * container.height)
            : HostPoint(x: rng.reading(0...400), y: rng.reading(0...1000)))
      case 41..<43: return .touchUp
      default: break
      }
    }
    switch Int.random(in: 0..<9, using: &rng) {
    case 0, 1:
      return .layout(Self.reading(&rng, from: kernel.reading))
    case 7:
      return .covered(Bool.random(using: &rng))
    case 8:
      // UIKit's self-sizing correction: rows above the visible ones grew or shrank, usually by
      // a row's estimate error, sometimes by anything.
      let shift = Bool.random(using: &rng) ? rng.number(-80...80) : rng.reading(-3000...3000)
      let height = kernel.reading.contentHeight + (Bool.random(using: &rng) ? shift : 0)
      return .contentResized(
        height: Bool.random(using: &rng) ? height : rng.reading(0...5000), shift: shift)
    case 2, 3:
      let top: Double? =
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: nil
        case 1: rng.reading(-100...1300)
        default: kernel.reading.container.height - rng.number(200...400)
        }
      let duration = [0.25, 0, rng.number(0...0.6), rng.reading(0...1)].randomElement(using: &rng)!
      let curve = [7, 0, 1, 2, 3, .min, .max, Int.random(in: -9...9, using: &rng)].randomElement(
        using: &rng)!
      return .keyboard(frameTop: top, duration: duration, curve: curve)
    case 4:
      return .contentOffsetObserved(rng.reading(-100...3000), byUser: Bool.random(using: &rng))
    case 5:
      // The app moves, presents or dismisses the sheet, vetoes or allows a finger's dismissal,
      // VoiceOver escapes, or the sheet's content switches to another list.
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: return .dismiss(animated: Bool.random(using: &rng))
      case 1: return .dismissal(SheetConfiguration.Dismissal.allCases.randomElement(using: &rng)!)
      case 2: return .escape
      case 3:
        return .contentSwitched(
          offset: rng.reading(-200...4000), contentHeight: rng.reading(0...5000))
      default:
        let listed = kernel.system.sheet.detents.all.randomElement(using: &rng)!.id
        let id = Int.random(in: 0..<8, using: &rng) == 0 ? "nope" : listed
        return .move(to: id, animated: Int.random(in: 0..<4, using: &rng) > 0)
      }
    default:
      return .setDetents(Self.detents(&rng))
    }
  }

  mutating func run(_ rng: inout FuzzInput) {
    for step in 0..<Self.maximumEvents where !rng.isExhausted {
      let gap =
        [0, 1.0 / 120, 1.0 / 120, rng.number(0...0.6)].randomElement(using: &rng)!
      for probe in [t, t + gap / 2] { check(kernel.frame(at: probe), "step \(step) t \(probe)") }
      t = min(t + gap, latestEventTime)
      var time = t
      switch Int.random(in: 0..<32, using: &rng) {
      case 0: time = rng.reading(0...100)  // any time at all
      case 1, 2: time = t - rng.number(0...1)  // out of order
      default: break
      }
      send(event(&rng), at: time, step: step)
      if Bool.random(using: &rng) { applyFrame(&rng, step: step) }
    }
    if let finger { send(.panEnded(translation: finger, velocity: 0), at: t, step: -1) }
    for probe in stride(from: t, through: t + 10, by: 0.1) {
      check(kernel.advance(to: probe), "after the last event, t \(probe)")
    }
  }

  /// What a host can see of the kernel: a refused event must leave all of it as it was.
  struct Observed: Equatable {
    var frame: SheetKernelFrame
    var reading: SheetReading
    var keyboard: KeyboardMotion
    var finger: Double?
    var applied: Double
    var time: Double
    var frameTime: Double
    var touch: [Bool]

    init(_ kernel: SheetKernel, at t: Double) {
      frame = kernel.frame(at: t)
      // (Its left and right insets are not used, and may be anything, NaN too.)
      reading = kernel.reading
      reading.safeArea.left = 0
      reading.safeArea.right = 0
      keyboard = kernel.keyboard
      finger = kernel.finger.isDown ? kernel.finger.translation : nil
      applied = kernel.appliedContentOffset
      time = kernel.system.lastEventTime
      frameTime = kernel.lastFrameTime
      touch = [kernel.touchCaughtMotion, kernel.touchHoldsFinger, kernel.isCovered]
    }
  }

  /// Whether the kernel's contract says it takes `event` at `time`.
  func mustAccept(_ event: SheetHostEvent, at time: Double) -> Bool {
    guard abs(time) <= ScrollworkError.largestMagnitude else { return false }
    switch event {
    case .layout(let reading): return (try? reading.validate()) != nil
    case .keyboard(let top, let duration, _):
      return top?.isFinite ?? true && duration >= 0 && duration <= ScrollworkError.largestMagnitude
    case .contentOffsetObserved(let offset, _): return offset.isFinite
    case .move(let id, _): return kernel.system.sheet.detents.index(of: id) != nil
    case .panChanged, .panEnded: return !kernel.finger.isDown
    case .touchDown(let point): return point.x.isFinite && point.y.isFinite
    case .touchUp, .covered, .dismiss, .dismissal, .escape: return true
    case .contentSwitched(let offset, let height):
      return offset.isFinite && height >= 0 && height <= ScrollworkError.largestMagnitude
    case .contentResized(let height, let shift):
      return height >= 0 && height <= ScrollworkError.largestMagnitude
        && abs(shift) <= ScrollworkError.largestMagnitude
    case .panBegan, .setDetents: return false
    }
  }

  mutating func send(_ event: SheetHostEvent, at time: Double, step: Int) {
    // (Described only when traced or broken: a description costs more than the step.)
    func label() -> String { "step \(step) t \(time) \(event)" }
    trace(label())
    let before = Observed(kernel, at: t)
    do {
      try kernel.send(event, at: time)
    } catch {
      trace("  refused: \(error.message)")
      let after = Observed(kernel, at: t)
      require(after == before, "\(label()): refused and changed the kernel: \(before) → \(after)")
      require(!mustAccept(event, at: time), "\(label()): refused: \(error.message)")
      require(!error.message.contains("\n"), "\(label()): an error of more than one line")
      return
    }
    switch event {
    case .panBegan(_, let translation): finger = translation
    case .panChanged(let translation): if finger != nil { finger = translation }
    case .panEnded: finger = nil
    // Whether a touch catches a motion, and so holds a finger down, is Core's to say.
    case .touchDown, .touchUp: finger = kernel.finger.isDown ? kernel.finger.translation : nil
    default: break
    }
    require(
      kernel.finger.isDown == (finger != nil), "\(label()): the kernel's finger is not the host's")
    check(kernel.frame(at: t), label())
  }

  /// The host applies the frame at `t`; its write of the list's offset may come back (rounded
  /// by a fraction of a pixel, during UIKit's tracking or not), and changes nothing.
  mutating func applyFrame(_ rng: inout FuzzInput, step: Int) {
    let frame = kernel.advance(to: t)
    check(frame, "step \(step): the frame applied at t \(t)")
    guard Bool.random(using: &rng) else { return }
    let pixel = kernel.configuration.sheet.pixelGrid.pixel
    let written = frame.contentOffset + .random(in: -0.25...0.25, using: &rng) * pixel
    func label() -> String { "step \(step): the host's write of \(written) came back" }
    do {
      try kernel.send(.contentOffsetObserved(written, byUser: Bool.random(using: &rng)), at: t)
    } catch {
      return require(false, "\(label()): refused: \(error.message)")
    }
    // (The frame is drawn for the latest of `t` and the last frame's time: Core's time never
    // goes back.)
    let drawn = kernel.lastFrameTime
    require(
      kernel.frame(at: drawn) == frame,
      "\(label()) and moved \(frame) to \(kernel.frame(at: drawn))")
  }

  func check(_ f: SheetKernelFrame, _ label: @autoclosure () -> String) {
    let s = f.sample
    let numbers = [
      s.sheet.y, s.sheet.velocity, s.sheet.progress, s.sheet.dimming, s.headerCollapsed,
      s.content.offset, s.content.velocity, f.contentOffset, f.contentIndicator.start,
      f.contentIndicator.length, f.contentIndicator.alpha, f.dimming, f.keyboardHeight,
      f.panelStyle.inset, f.panelStyle.cornerRadius, f.panelStyle.attachment,
    ]
    let rects = [
      f.panel, f.headerClip, f.header, f.grabber, f.content, f.contentIndicatorFrame,
      f.dimmingFrame, f.keyboard,
    ]
    require(
      numbers.allSatisfy(\.isFinite) && rects.allSatisfy(isFinite(_:)),
      "\(label()): not finite: \(f)")
  }
}
