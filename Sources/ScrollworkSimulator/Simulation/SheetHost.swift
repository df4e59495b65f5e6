import ScrollworkCore

/// The simulator's host for a sheet: it converts script actions into ``SheetScrollEvent``s with
/// timestamps, measures the finger's velocity with Core's tracker (as `UIPanGestureRecognizer`
/// does on iOS), and records frames. No decision is made here.
struct SheetHost {
  var machine: SheetScrollMachine
  var spec: ScenarioSheet
  var container: ViewportSize
  /// The finger on the sheet, and its velocity tracker (shared with the UIKit glue).
  var finger = SheetFinger()
  /// The keyboard's animation, for drawing: from, to, start and duration.
  var keyboard = (from: 0.0, to: 0.0, start: 0.0, duration: 0.0)

  init(_ spec: ScenarioSheet) throws(ScrollworkError) {
    self.spec = spec
    container = spec.container
    var configuration = SheetConfiguration(detents: spec.detents)
    configuration.keyboard = spec.keyboard
    configuration.dimming = spec.dimming
    let sheet = try SheetMachine(
      configuration: configuration, context: Self.context(spec, container: spec.container),
      initial: spec.initial)
    machine = try SheetScrollMachine(
      sheet: sheet, header: spec.header, contentHeight: spec.content.height)
  }

  static func context(_ spec: ScenarioSheet, container: ViewportSize) -> SheetContext {
    SheetContext(
      containerHeight: container.height, containerWidth: container.width,
      safeAreaTop: spec.safeAreaTop, safeAreaBottom: spec.safeAreaBottom,
      contentHeight: spec.header.height + spec.content.height)
  }

  /// The finger on the sheet: where the drag started and how far it has moved.
  var drag: (source: SheetDragSource, translation: Double)? {
    finger.source.map { ($0, finger.translation) }
  }

  mutating func begin(on source: SheetDragSource, at t: Double) throws(ScrollworkError) {
    var next = finger
    try machine.send(next.began(on: source, at: t), at: t)
    finger = next
  }

  mutating func move(to translation: Double, at t: Double) throws(ScrollworkError) {
    var next = finger
    guard let event = next.moved(to: translation, at: t) else { return }
    try machine.send(event, at: t)
    finger = next
  }

  mutating func release(at t: Double) throws(ScrollworkError) {
    var next = finger
    guard let event = next.ended(at: t) else { return }
    try machine.send(event, at: t)
    finger = next
  }

  mutating func fling(
    velocity: Double, on source: SheetDragSource, at t: Double
  )
    throws(ScrollworkError)
  {
    if !finger.isDown { try begin(on: source, at: t) }
    var next = finger
    guard let event = next.ended(at: t, velocity: velocity) else { return }
    try machine.send(event, at: t)
    finger = next
  }

  mutating func keyboard(
    to height: Double, over duration: Double, at t: Double
  )
    throws(ScrollworkError)
  {
    keyboard = (keyboardHeight(at: t), height, t, duration)
    // As the keyboard's notification reports it: its duration and its own curve; the sheet
    // follows on the same curve (a zero duration moves it at once, as UIKit does).
    try machine.send(
      .sheet(.keyboardChange(height: height, duration: duration, curve: .keyboard)), at: t)
  }

  mutating func setContent(_ content: ContentLayout, at t: Double) throws(ScrollworkError) {
    spec.content = content
    try machine.send(.setContentHeight(content.height), at: t)
    try machine.send(.sheet(.resize(Self.context(spec, container: container))), at: t)
  }

  mutating func resize(to size: ViewportSize, at t: Double) throws(ScrollworkError) {
    container = size
    try machine.send(.sheet(.resize(Self.context(spec, container: size))), at: t)
  }

  /// The keyboard's drawn height at `t`: along the keyboard's curve over its animation.
  func keyboardHeight(at t: Double) -> Double {
    guard keyboard.duration > 0 else { return keyboard.to }
    let progress = TimingCurve.keyboard.progress(at: (t - keyboard.start) / keyboard.duration)
    return keyboard.from + (keyboard.to - keyboard.from) * progress
  }

  func isAtRest(at t: Double) -> Bool { drag == nil && machine.isAtRest(at: t) }

  func frame(at t: Double) -> SheetFrame {
    SheetFrame(
      sample: machine.sample(at: t), detents: machine.sheet.detents, header: spec.header,
      content: spec.content, container: container, keyboardHeight: keyboardHeight(at: t),
      fingerDown: drag != nil)
  }
}

/// The sheet in one trace frame.
public struct SheetFrame: Sendable, Hashable {
  /// The sheet, header and content state.
  public var sample: SheetScrollSample
  /// The resolved detents, lowest first.
  public var detents: [ResolvedDetent]
  /// The header's geometry.
  public var header: SheetHeader
  /// The sheet's content rows.
  public var content: ContentLayout
  /// The container's size.
  public var container: ViewportSize
  /// The keyboard's height over the container's bottom, as drawn.
  public var keyboardHeight: Double
  /// Whether a finger is on the sheet.
  public var fingerDown: Bool

  /// The trace's `sheet` object.
  var json: JSONValue {
    let sheet = sample.sheet
    return .object([
      .init("y", .number(sheet.y)),
      .init(
        "detents",
        .array(detents.map { .object([.init("id", .string($0.id)), .init("y", .number($0.y))]) })),
      .init("settledDetent", .string(sheet.settledDetent)),
      .init("nearestDetent", .string(sheet.nearestDetent)),
      .init("targetDetent", sheet.targetDetent.map(JSONValue.string) ?? .null),
      .init("phase", .string(sheet.phase.rawValue)),
      .init("progress", .number(sheet.progress)),
      .init("dimming", .number(sheet.dimming)),
      .init("header", .object([.init("collapsed", .number(sample.headerCollapsed))])),
      .init(
        "content",
        .object([
          .init("offset", .number(sample.content.offset)),
          .init("phase", .string(sample.content.phase.rawValue)),
        ])),
      .init("keyboard", .number(keyboardHeight)),
    ])
  }
}
