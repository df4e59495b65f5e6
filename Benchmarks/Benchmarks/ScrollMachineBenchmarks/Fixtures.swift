@_spi(Engine) import ScrollworkCore

/// Machines in the state each benchmark measures, built before the measurement starts.
///
/// Each fixture checks that the machine is in the phase its benchmark claims to measure, so a
/// change in the engine cannot silently turn a "bouncing" benchmark into an "idle" one.
enum Fixtures {
  /// UIKit's scroll feel, which every scroll machine here has. Machines keep no configuration:
  /// a benchmark, as a host, passes it to every call.
  static let feel = ScrollConfiguration()
  /// The sheet's and its list's default configuration, which every sheet machine here has.
  static let sheetFeel = SheetScrollMachine.Configuration()

  /// The maps sheet's three detents: minimized (80 pt), default (45 %), maximum (10 pt inset).
  static let mapsDetents = [
    SheetDetent(id: "minimized", .height(80)), SheetDetent(id: "default", .fraction(0.45)),
    SheetDetent(id: "maximum", .inset(10)),
  ]

  /// What the maps sheet's host reads: a 390 × 844 pt phone with its safe areas, over 100,000
  /// pt of rows (no edge within reach).
  static let mapsReading = SheetReading(
    container: HostSize(width: 390, height: 844), safeArea: HostInsets(top: 59, bottom: 34),
    contentHeight: 100_000)

  /// The maps sheet's host kernel at rest at "default" at t = 0.
  static func mapsKernelResting() -> SheetKernel {
    try! SheetKernel(
      detents: mapsDetents,
      chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)),
      initial: "default", reading: mapsReading, at: 0)
  }

  /// The maps sheet's host kernel at "default" with a finger down on the content at t = 0.
  static func mapsKernelDragging() -> SheetKernel {
    var kernel = mapsKernelResting()
    try! kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    return kernel
  }

  /// The maps sheet with iOS 26's floating look and a finger that may dismiss it, at rest at
  /// "default" at t = 0.
  static func floatingKernelResting() -> SheetKernel {
    var configuration = SheetConfiguration()
    configuration.appearance = .floating(inset: 8, cornerRadius: 38)
    configuration.dismissal = .interactive
    return try! SheetKernel(
      detents: mapsDetents, configuration: configuration,
      chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)),
      initial: "default", reading: mapsReading, at: 0)
  }

  /// A 800 pt viewport over 100,000 pt of content: no edge within reach of any fixture's motion.
  static let longContent = ScrollGeometry(viewport: 800, content: 100_000)
  /// A 800 pt viewport over 3,000 pt of content: the bottom edge is at offset 2,200.
  static let shortContent = ScrollGeometry(viewport: 800, content: 3000)

  /// Flung at 3,000 pt/s (finger up) at t = 0 from offset 5,000: decelerates for 2.85 s.
  static func decelerating() -> ScrollMachine {
    var machine = try! ScrollMachine(geometry: longContent, offset: 5000)
    try! machine.send(.fling(velocity: -3000), at: 0, configuration: Fixtures.feel)
    expect(machine, phase: .decelerating, at: [0, 1, 2.5])
    return machine
  }

  /// Flung at 3,000 pt/s from offset 2,000 toward the edge at 2,200: contact at 0.072 s at
  /// 2,600 pt/s, then the edge-bounce spring until about 1.1 s.
  static func bouncing() -> ScrollMachine {
    var machine = try! ScrollMachine(geometry: shortContent, offset: 2000)
    try! machine.send(.fling(velocity: -3000), at: 0, configuration: Fixtures.feel)
    expect(machine, phase: .bouncing, at: [0.1, 0.35, 0.6])
    return machine
  }

  /// A finger that touched down at 600 pt and moved up 4 pt every 120 Hz frame for 20 frames
  /// (480 pt/s), in long content. Returns the machine and the time of the last move.
  static func dragging() -> (ScrollMachine, Double) {
    drag(in: longContent, from: 5000, finger: 600, step: -4)
  }

  /// As ``dragging()``, but the finger pulls down 5 pt per frame from the top edge: the content
  /// is past the edge, rubber-banded.
  static func draggingAtTop() -> (ScrollMachine, Double) {
    let (machine, lastMove) = drag(in: longContent, from: 0, finger: 200, step: 5)
    precondition(
      machine.sample(at: lastMove, configuration: Fixtures.feel).offset < 0,
      "fixture: not past the top edge")
    return (machine, lastMove)
  }

  /// As ``dragging()``, but 300 pt before the bottom edge of short content, with the finger
  /// moving up at 1,200 pt/s: a release carries the content into the edge.
  static func draggingTowardEnd() -> (ScrollMachine, Double) {
    drag(in: shortContent, from: 1700, finger: 600, step: -10)
  }

  private static func drag(
    in geometry: ScrollGeometry, from offset: Double, finger: Double, step: Double
  ) -> (ScrollMachine, Double) {
    var machine = try! ScrollMachine(geometry: geometry, offset: offset)
    try! machine.send(.touchDown(position: finger), at: 0, configuration: Fixtures.feel)
    var t = 0.0
    for frame in 1...20 {
      t = Double(frame) / 120
      try! machine.send(
        .touchMove(position: finger + step * Double(frame)), at: t, configuration: Fixtures.feel)
    }
    expect(machine, phase: .dragging, at: [t])
    return (machine, t)
  }

  private static func expect(
    _ machine: ScrollMachine, phase: ScrollSample.Phase, at times: [Double]
  ) {
    for t in times {
      let actual = machine.sample(at: t, configuration: Fixtures.feel).phase
      precondition(actual == phase, "fixture: expected \(phase) at t = \(t), got \(actual)")
    }
  }
}
