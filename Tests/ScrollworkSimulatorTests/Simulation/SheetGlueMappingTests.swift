import ScrollworkCore
import Testing

@testable import ScrollworkSimulator

/// The UIKit sheet container's Core calls, replayed on Linux against the simulator's traces.
///
/// `SheetContainerViewController` (`Sources/Scrollwork`) cannot be compiled here. It builds its
/// machine from the container's `bounds`, `safeAreaInsets` and the tracked scroll view's
/// `contentSize`, and turns each `UIPanGestureRecognizer` callback, keyboard notification and
/// layout pass into one `SheetScrollEvent` through Core's ``SheetFinger`` (Guides/UIKit.md,
/// "Sheet"). These tests model what UIKit would deliver for a scenario's script — a pan
/// callback at every display frame inside a drag and one at its end, with `translation(in:)`
/// the finger's displacement since the pan began; a keyboard end frame in container
/// coordinates; a layout pass with the new bounds — make the glue's calls in the glue's order,
/// sample Core at every frame as its display link does, and check that the samples equal the
/// trace's `sheet` frames.
struct SheetGlueMappingTests {
  /// What UIKit hands the glue, in time order.
  enum Callback {
    case pan(UIPanState, translation: Double, source: SheetDragSource)
    /// `UIKeyboardFrameEndUserInfoKey`'s rectangle, converted to the container (its top edge),
    /// with the notification's animation duration and `UIView.AnimationCurve` raw value.
    case keyboardWillChangeFrame(minY: Double, duration: Double, curve: Int)
    /// `viewDidLayoutSubviews` with new bounds.
    case layout(ViewportSize)
    case move(to: String, animated: Bool)
  }

  /// `UIGestureRecognizer.State`, as far as the glue distinguishes it.
  enum UIPanState { case began, changed, ended }

  /// The glue's state: Core's machine, the finger and the container's last bounds.
  struct Glue {
    var system: SheetScrollMachine
    var finger = SheetFinger()
    var bounds: ViewportSize
    let spec: ScenarioSheet

    /// `viewDidLayoutSubviews` at first layout: the machine from UIKit's reads.
    init(_ spec: ScenarioSheet) throws {
      self.spec = spec
      bounds = spec.container
      var configuration = SheetConfiguration(detents: spec.detents)
      configuration.keyboard = spec.keyboard
      configuration.dimming = spec.dimming
      let sheet = try SheetMachine(
        configuration: configuration, context: Self.context(spec, bounds: bounds),
        initial: spec.initial)
      system = try SheetScrollMachine(
        sheet: sheet, header: spec.header, contentHeight: spec.content.height)
    }

    /// `sheetContext()`: bounds, `safeAreaInsets`, header plus `contentSize.height`.
    static func context(_ spec: ScenarioSheet, bounds: ViewportSize) -> SheetContext {
      SheetContext(
        containerHeight: bounds.height, containerWidth: bounds.width,
        safeAreaTop: spec.safeAreaTop, safeAreaBottom: spec.safeAreaBottom,
        contentHeight: spec.header.height + spec.content.height)
    }

    /// One callback, converted as `SheetContainerViewController` converts it.
    mutating func deliver(_ callback: Callback, at now: Double) throws {
      switch callback {
      case .pan(.began, let translation, let source):
        try system.send(finger.began(on: source, at: now), at: now)
        if translation != 0, let event = finger.moved(to: translation, at: now) {
          try system.send(event, at: now)
        }
      case .pan(.changed, let translation, _):
        if let event = finger.moved(to: translation, at: now) { try system.send(event, at: now) }
      case .pan(.ended, _, _):
        if let event = finger.ended(at: now) { try system.send(event, at: now) }
      case .keyboardWillChangeFrame(let minY, let duration, let curve):
        let height = min(max(0, bounds.height - minY), bounds.height)
        try system.send(
          .sheet(
            .keyboardChange(
              height: height, duration: duration,
              curve: TimingCurve.animationCurve(rawValue: curve))), at: now)
      case .layout(let size):
        bounds = size
        try system.send(.sheet(.resize(Self.context(spec, bounds: size))), at: now)
      case .move(let id, let animated):
        try system.send(.sheet(.move(to: id, animated: animated)), at: now)
      }
    }
  }

  /// UIKit's callbacks for `scenario`'s script at `fps`: a pan callback per display frame.
  static func callbacks(for scenario: Scenario, fps: Double) -> [(t: Double, Callback)] {
    var now = 0.0
    var pan: (source: SheetDragSource, translation: Double)?
    var bounds = scenario.sheet?.container ?? scenario.viewport
    var out: [(t: Double, Callback)] = []
    func drag(by distance: Double, over duration: Double, on source: SheetDragSource) {
      if pan == nil {
        out.append((now, .pan(.began, translation: 0, source: source)))
        pan = (source, 0)
      }
      let start = pan?.translation ?? 0
      var frame = 0
      while Double(frame) / fps <= now + 1e-9 { frame += 1 }
      while Double(frame) / fps < now + duration - 1e-9 {
        let t = Double(frame) / fps
        let translation = start + distance * (t - now) / duration
        out.append((t, .pan(.changed, translation: translation, source: source)))
        frame += 1
      }
      out.append((now + duration, .pan(.changed, translation: start + distance, source: source)))
      pan?.translation = start + distance
      now += duration
    }
    for action in scenario.script {
      switch action {
      case .drag(let distance, let duration): drag(by: distance, over: duration, on: .content)
      case .sheetDrag(let distance, let duration, let source):
        drag(by: distance, over: duration, on: source)
      case .release:
        if let finger = pan {
          out.append((now, .pan(.ended, translation: finger.1, source: .sheet)))
        }
        pan = nil
      case .wait(let seconds): now += seconds
      case .keyboard(let height, let duration):
        // The keyboard's own curve: `UIView.AnimationCurve` raw value 7.
        out.append(
          (
            now,
            .keyboardWillChangeFrame(minY: bounds.height - height, duration: duration, curve: 7)
          ))
        now += duration
      case .resize(let size):
        bounds = size
        out.append((now, .layout(size)))
      case .moveSheet(let id, let animated): out.append((now, .move(to: id, animated: animated)))
      default: Issue.record("the replay does not model \(action)")
      }
    }
    if let finger = pan { out.append((now, .pan(.ended, translation: finger.1, source: .sheet))) }
    return out
  }

  @Test(arguments: ["sheet-one-gesture", "sheet-keyboard", "sheet-rotation"])
  func glueCallsGiveTheTracesSheetFrames(_ name: String) throws {
    let scenario = try BuiltInScenarios.named(name)
    let trace = try ScrollSimulator.run(scenario)
    let spec = try #require(scenario.sheet)
    var glue = try Glue(spec)
    var pending = Self.callbacks(for: scenario, fps: trace.fps)[...]
    var mismatches = 0
    for frame in trace.frames {
      // Callbacks up to the frame's time reach Core first: the display link samples at the
      // frame's `targetTimestamp`, after that frame's pan callbacks.
      while let next = pending.first, next.t < frame.t + 1e-9 {
        try glue.deliver(next.1, at: next.t)
        pending = pending.dropFirst()
      }
      let expected = try #require(frame.sheet).sample
      let sample = glue.system.sample(at: frame.t)
      if sample != expected, mismatches < 3 {
        mismatches += 1
        Issue.record("\(name) t=\(frame.t): glue \(sample.sheet.y) vs trace \(expected.sheet.y)")
      }
    }
    #expect(mismatches == 0)
    // The display link stops where the simulator stops: both ask Core whether it is at rest.
    let last = try #require(trace.frames.last)
    #expect(glue.system.isAtRest(at: last.t) == !trace.capped)
    #expect(pending.isEmpty)
  }

  /// Where the native scroll view keeps its own tracking (no offset write) and where the glue
  /// writes Core's offset: the hand-off points of one gesture, up then down.
  @Test func nativeScrollingHandsOffWhereCoreSays() throws {
    let scenario = try BuiltInScenarios.named("sheet-one-gesture")
    let trace = try ScrollSimulator.run(scenario)
    var glue = try Glue(try #require(scenario.sheet))
    var pending = Self.callbacks(for: scenario, fps: trace.fps)[...]
    var owners: [Bool] = []
    for frame in trace.frames {
      while let next = pending.first, next.t < frame.t + 1e-9 {
        try glue.deliver(next.1, at: next.t)
        pending = pending.dropFirst()
      }
      let scrollsItself = glue.system.contentScrollsItself(at: frame.t)
      let sample = glue.system.sample(at: frame.t)
      if scrollsItself {
        // The content only scrolls by itself with the sheet at its top and the header collapsed.
        #expect(abs(sample.sheet.y - glue.system.sheet.detents.last!.y) < 0.5)
        #expect(sample.headerCollapsed == glue.system.header.collapsible)
      }
      if owners.last != scrollsItself { owners.append(scrollsItself) }
    }
    // Held (sheet rises, header collapses) → native (rows scroll) → held (header, sheet).
    #expect(owners == [false, true, false])
  }
}
