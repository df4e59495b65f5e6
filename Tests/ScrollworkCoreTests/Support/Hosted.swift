@_spi(Engine) @testable import ScrollworkCore

/// A test's host of one machine: it keeps the machine's configuration and passes it to every
/// call, as the kernels and the simulator do (a machine keeps none). Everything else reads
/// through to the machine (`m.geometry`, `sheet.detents`).
@dynamicMemberLookup
struct Hosted<Machine, Configuration> {
  var machine: Machine
  var configuration: Configuration

  init(_ machine: Machine, _ configuration: Configuration) {
    self.machine = machine
    self.configuration = configuration
  }

  subscript<T>(dynamicMember path: KeyPath<Machine, T>) -> T { machine[keyPath: path] }
}

/// A machine sampled and asked whether it rests with its configuration passed: the three
/// machines, so that one `Hosted` extension forwards both reads for all of them.
protocol ConfiguredMachine {
  associatedtype Configuration
  associatedtype Sample
  func sample(at time: Double, configuration: Configuration) -> Sample
  func isAtRest(at time: Double, configuration: Configuration) -> Bool
}

extension ScrollMachine: ConfiguredMachine {}
extension SheetMachine: ConfiguredMachine {}
extension SheetScrollMachine: ConfiguredMachine {}

extension Hosted where Machine: ConfiguredMachine, Configuration == Machine.Configuration {
  func sample(at time: Double) -> Machine.Sample {
    machine.sample(at: time, configuration: configuration)
  }

  func isAtRest(at time: Double) -> Bool {
    machine.isAtRest(at: time, configuration: configuration)
  }
}

extension Hosted where Machine == ScrollMachine, Configuration == ScrollConfiguration {
  mutating func send(_ event: ScrollEvent, at time: Double) throws(ScrollworkError) {
    try machine.send(event, at: time, configuration: configuration)
  }

  /// Sends `events` one after another, each at its own time.
  mutating func send(_ events: [(ScrollEvent, Double)]) throws {
    for (event, time) in events { try send(event, at: time) }
  }

  var restingOffset: Double? { machine.restingOffset(configuration: configuration) }

  func distanceToStart(at time: Double) -> Double {
    machine.distanceToStart(at: time, configuration: configuration)
  }

  /// The first sampled time from `start` on (in `step`s) at which the machine is at rest.
  func timeOfRest(after start: Double, step: Double = 1.0 / 120, limit: Double = 60) -> Double? {
    var t = start
    while t <= start + limit {
      if isAtRest(at: t) { return t }
      t += step
    }
    return nil
  }

  /// The sampled offsets from `start` to `end` every `step` seconds.
  func offsets(from start: Double, to end: Double, step: Double = 1.0 / 120) -> [Double] {
    stride(from: start, through: end, by: step).map { sample(at: $0).offset }
  }
}

extension Hosted where Machine == SheetMachine, Configuration == SheetConfiguration {
  mutating func send(
    _ gesture: SheetGesture, at time: Double, rate: DecelerationRate = .normal
  ) throws(ScrollworkError) {
    try machine.send(gesture, at: time, rate: rate, configuration: configuration)
  }

  mutating func send(_ change: SheetChange, at time: Double) throws(ScrollworkError) {
    try machine.send(change, at: time, configuration: configuration)
  }

  func dimming(at y: Double) -> Double { machine.dimming(at: y, configuration: configuration) }

  func progress(at y: Double) -> Double { machine.progress(at: y) }

  mutating func release(velocity: Double, at t: Double, rate: DecelerationRate) {
    machine.release(velocity: velocity, at: t, rate: rate, configuration: configuration)
  }

  mutating func cancelScheduled(after t: Double) {
    machine.cancelScheduled(after: t, configuration: configuration)
  }

  func continuousY(at time: Double) -> Double { machine.continuousY(at: time) }
}

extension Hosted
where Machine == SheetScrollMachine, Configuration == SheetScrollMachine.Configuration {
  mutating func send(_ event: SheetScrollEvent, at time: Double) throws(ScrollworkError) {
    try machine.send(event, at: time, configuration: configuration)
  }

  func list(at time: Double) -> ScrollMachine { machine.list(at: time) }

  /// The system over `sheet` and a header, with `configuration` for both.
  init(
    sheet: SheetMachine, header: SheetHeader, contentHeight: Double,
    configuration: SheetScrollMachine.Configuration
  ) throws {
    self.init(
      try SheetScrollMachine(
        sheet: sheet, header: header, contentHeight: contentHeight, configuration: configuration),
      configuration)
  }
}

typealias HostedScroll = Hosted<ScrollMachine, ScrollConfiguration>
typealias HostedSheet = Hosted<SheetMachine, SheetConfiguration>
typealias HostedSystem = Hosted<SheetScrollMachine, SheetScrollMachine.Configuration>
