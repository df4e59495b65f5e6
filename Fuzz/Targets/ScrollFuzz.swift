@_spi(Engine) @testable import ScrollworkCore

/// libFuzzer target: a ``ScrollMachine`` in a world drawn from the input (viewport, content,
/// insets, offset, deceleration, bounce, pixel grid) fed events drawn from the rest of it
/// (touches, flings, length and inset changes, scrolls to an offset) at random times.
///
/// Invariants (Guides/Fuzzing.md): every sample is finite; an event that throws leaves the
/// machine as it was; whenever the machine is idle its offset is within its range; after the
/// last event it comes to rest within ``restBound`` seconds, in range, and stays there.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  ScrollFuzz.run(&input)
  return 0
}

enum ScrollFuzz {
  /// The most events one input sends.
  static let maximumEvents = 64
  /// Seconds after the last event by which the machine must be at rest: a fling at 10⁹ pt/s
  /// at the normal rate rests within 10 s (``ScenarioLimits``), a spring within a few.
  static let restBound = 120.0

  static func run(_ input: inout FuzzInput) {
    var configuration = ScrollConfiguration()
    configuration.decelerationRate = Bool.random(using: &input) ? .normal : .fast
    configuration.bounce = [.default, .none, .endOnly, .startOnly].randomElement(using: &input)!
    configuration.pixelGrid = PixelGrid(displayScale: [1, 2, 3].randomElement(using: &input)!)
    let geometry = ScrollGeometry(
      viewport: input.number(0...2000), content: input.number(0...20000),
      insetStart: input.number(-100...200), insetEnd: input.number(-100...200))
    let offset = Bool.random(using: &input) ? nil : input.number(-3000...30000)
    var t = min(input.number(0...100), latestEventTime)
    guard
      var machine = try? ScrollMachine(
        geometry: geometry, offset: offset, configuration: configuration, at: t)
    else { return }
    trace(
      "ScrollMachine(geometry: \(geometry), offset: \(String(describing: offset)), at: \(t)) \(configuration)"
    )
    var finger: Double?
    for step in 0..<maximumEvents where !input.isExhausted {
      let gap = gap(&input)
      for probe in [t, t + gap / 2, t + gap] {
        check(machine, configuration: configuration, at: probe, "step \(step)")
      }
      t = min(t + gap, latestEventTime)
      let event = event(&input, finger: &finger)
      trace("t \(t): \(event)")
      let before = machine.sample(at: t, configuration: configuration)
      let saved = machine
      do {
        try machine.send(event, at: t, configuration: configuration)
      } catch {
        require(
          machine.sample(at: t, configuration: configuration) == before,
          "step \(step): \(event) threw and moved it")
        machine = saved
      }
      check(machine, configuration: configuration, at: t, "step \(step) after \(event)")
    }
    if finger != nil {
      trace("t \(t): touchUp")
      try? machine.send(.touchUp, at: t, configuration: configuration)
    }
    checkRest(machine, from: t, configuration: configuration)
  }

  /// The time to the next event: the same instant, one 120 Hz frame, or a while.
  static func gap(_ input: inout FuzzInput) -> Double {
    switch Int.random(in: 0..<8, using: &input) {
    case 0: 0
    case 1...4: 1.0 / 120
    case 5: input.number(0...0.05)
    default: input.number(0...3)
    }
  }

  /// The next event; a touch moves only while down, but a lift or a move without a touch is
  /// sent now and then too (a host may do that).
  static func event(_ input: inout FuzzInput, finger: inout Double?) -> ScrollEvent {
    switch Int.random(in: 0..<16, using: &input) {
    case 0...1:
      let position = input.number(-1000...1000)
      finger = position
      return .touchDown(position: position)
    case 2...6:
      let position = (finger ?? 0) + input.number(-300...300)
      finger = position
      return .touchMove(position: position)
    case 7...8:
      finger = nil
      return .touchUp
    case 9:
      finger = nil
      return .fling(velocity: input.number(-10000...10000))
    case 10: return .setContentLength(input.number(0...20000))
    case 11: return .setInsets(start: input.number(-100...200), end: input.number(-100...200))
    case 12: return .setViewportLength(input.number(0...2000))
    default:
      return .scrollTo(offset: input.number(-3000...30000), animated: Bool.random(using: &input))
    }
  }

  /// Finite numbers at `time`, and an idle machine within its range.
  static func check(
    _ machine: ScrollMachine, configuration: ScrollConfiguration, at time: Double,
    _ label: @autoclosure () -> String
  ) {
    let s = machine.sample(at: time, configuration: configuration)
    require(s.offset.isFinite && s.velocity.isFinite, "\(label()): t \(time) \(s)")
    if s.phase == .idle {
      let g = machine.geometry
      let pixel = configuration.pixelGrid.pixel
      require(
        s.offset >= g.minOffset - pixel && s.offset <= g.maxOffset + pixel,
        "\(label()): at rest at \(s.offset), out of \(g.minOffset)...\(g.maxOffset) (\(g))")
    }
  }

  /// Runs on after the last event: finite all the way, at rest within ``restBound``, in range,
  /// and still afterwards.
  static func checkRest(
    _ machine: ScrollMachine, from start: Double, configuration: ScrollConfiguration
  ) {
    var t = start
    while t < start + restBound, !machine.isAtRest(at: t, configuration: configuration) {
      check(machine, configuration: configuration, at: t, "coasting")
      t += 1.0 / 30
    }
    require(
      machine.isAtRest(at: t, configuration: configuration),
      "not at rest \(restBound) s after the last event at \(start)")
    check(machine, configuration: configuration, at: t, "at rest")
    require(
      machine.sample(at: t + 10, configuration: configuration)
        == machine.sample(at: t, configuration: configuration), "moved again after resting")
  }
}
