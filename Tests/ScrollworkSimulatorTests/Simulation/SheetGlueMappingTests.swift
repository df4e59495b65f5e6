import ScrollworkCore
import Testing

@testable import ScrollworkSimulator

/// The UIKit sheet container's kernel calls, replayed on Linux against the simulator's traces.
///
/// `SheetContainerViewController` (`Sources/Scrollwork`) cannot run here. It creates a
/// ``SheetKernel`` from its first layout's reading and turns each `UIPanGestureRecognizer`
/// callback, keyboard notification, layout pass and observed content offset into one
/// ``SheetHostEvent`` (Guides/UIKit.md, "Sheet"). These tests model what UIKit would deliver for
/// a scenario's script — a pan callback at every display frame inside a drag and one at its
/// end, with `translation(in:)` the finger's displacement since the pan began; a keyboard end
/// frame in container coordinates; a layout pass with the new bounds — make the same kernel
/// calls in the glue's order, ask for a frame at every display frame as its display link does,
/// and check that every frame equals the trace's.
struct SheetGlueMappingTests {
  /// What UIKit hands the glue, in time order.
  enum Callback {
    case pan(UIPanState, translation: Double, source: SheetDragSource)
    /// `UIKeyboardFrameEndUserInfoKey`'s rectangle, converted to the container (its top edge),
    /// with the notification's animation duration and `UIView.AnimationCurve` raw value.
    case keyboardWillChangeFrame(minY: Double, duration: Double, curve: Int)
    /// `viewDidLayoutSubviews` with new bounds.
    case layout(ViewportSize)
    case move(to: SheetDetent.ID, animated: Bool)
    /// KVO `contentOffset`, with `isTracking || isDecelerating`.
    case contentOffset(Double, byUser: Bool)
  }

  /// `UIGestureRecognizer.State`, as far as the glue distinguishes it.
  enum UIPanState { case began, changed, ended }

  /// The glue's state: Core's kernel and what UIKit reports.
  struct Glue {
    var kernel: SheetKernel
    let spec: ScenarioSheet
    let displayScale: Double

    /// `viewDidLayoutSubviews` at first layout: the kernel from UIKit's reads.
    init(_ scenario: Scenario) throws {
      guard let spec = scenario.sheet else { throw ScrollworkError("the scenario has no sheet") }
      self.spec = spec
      displayScale = scenario.displayScale
      var content = ScrollConfiguration()
      content.decelerationRate = scenario.decelerationRate
      kernel = try SheetKernel(
        detents: spec.detents, configuration: spec.configuration,
        chrome: SheetChrome(header: spec.header), content: content, initial: spec.initial,
        reading: SheetHost.reading(spec, container: spec.container, displayScale: displayScale),
        at: 0)
    }

    /// One callback, converted as `SheetContainerViewController` converts it.
    mutating func deliver(_ callback: Callback, at now: Double) throws {
      switch callback {
      case .pan(.began, let translation, let source):
        try kernel.send(.panBegan(on: source, translation: translation), at: now)
      case .pan(.changed, let translation, _):
        try kernel.send(.panChanged(translation: translation), at: now)
      case .pan(.ended, let translation, _):
        try kernel.send(.panEnded(translation: translation, velocity: nil), at: now)
      case .keyboardWillChangeFrame(let minY, let duration, let curve):
        try kernel.send(.keyboard(frameTop: minY, duration: duration, curve: curve), at: now)
      case .layout(let size):
        try kernel.send(
          .layout(SheetHost.reading(spec, container: size, displayScale: displayScale)), at: now)
      case .move(let id, let animated):
        try kernel.send(.move(to: id, animated: animated), at: now)
      case .contentOffset(let offset, let byUser):
        try kernel.send(.contentOffsetObserved(offset, byUser: byUser), at: now)
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

  /// Plays `callbacks` into a fresh glue, asking for a frame at each of `trace`'s frame times
  /// after the callbacks due by then, as the display link does.
  static func replay(
    _ scenario: Scenario, _ callbacks: [(t: Double, Callback)], frames times: [Double],
    each: (Double, SheetKernelFrame) -> Void
  ) throws -> Glue {
    var glue = try Glue(scenario)
    var pending = callbacks[...]
    for t in times {
      while let next = pending.first, next.t < t + 1e-9 {
        try glue.deliver(next.1, at: next.t)
        pending = pending.dropFirst()
      }
      each(t, glue.kernel.frame(at: t))
    }
    #expect(pending.isEmpty)
    return glue
  }

  /// Every built-in sheet scenario whose script a person's hands can play: a scripted `fling`
  /// (a release at a given velocity) has no UIKit callback of its own.
  static let replayed = [
    "sheet-one-gesture", "sheet-keyboard", "sheet-rotation", "sheet-slow-drag", "sheet-states",
  ]

  @Test(arguments: replayed)
  func glueCallsGiveTheTracesSheetFrames(_ name: String) throws {
    let scenario = try BuiltInScenarios.named(name)
    let trace = try ScrollSimulator.run(scenario)
    var mismatches = 0
    let expected = Dictionary(uniqueKeysWithValues: trace.frames.map { ($0.t, $0.sheet?.kernel) })
    let glue = try Self.replay(
      scenario, Self.callbacks(for: scenario, fps: trace.fps), frames: trace.frames.map(\.t)
    ) { t, frame in
      if frame != expected[t], mismatches < 3 {
        mismatches += 1
        Issue.record(
          "\(name) t=\(t): glue \(frame.panel.y) vs trace \(expected[t]??.panel.y ?? -1)")
      }
    }
    #expect(mismatches == 0)
    // The display link stops where the simulator stops: both ask Core whether it is at rest.
    let last = try #require(trace.frames.last)
    #expect(glue.kernel.peek(at: last.t).isAtRest == !trace.capped)
  }

  /// No hand-off jumps: at every callback of every replayed scene the sheet, the header and
  /// the list together move no farther than the finger did, within a device pixel of rounding
  /// each — a pan that begins, moves across a hand-off or ends, the keyboard, a detent change.
  /// (A layout pass may move them: rotation.)
  @Test(arguments: replayed)
  func noHandOffJumps(_ name: String) throws {
    let scenario = try BuiltInScenarios.named(name)
    let trace = try ScrollSimulator.run(scenario)
    var glue = try Glue(scenario)
    let pixel = 1 / scenario.displayScale
    var finger = 0.0
    for (t, callback) in Self.callbacks(for: scenario, fps: trace.fps) {
      let before = glue.kernel.peek(at: t)
      try glue.deliver(callback, at: t)
      var fingerMoved = 0.0
      switch callback {
      case .layout: continue
      case .pan(.began, let translation, _): finger = translation
      case .pan(_, let translation, _):
        fingerMoved = abs(translation - finger)
        finger = translation
      default: break
      }
      let after = glue.kernel.peek(at: t)
      let moved =
        abs(after.panel.y - before.panel.y)
        + abs(after.headerClip.height - before.headerClip.height)
        + abs(after.contentOffset - before.contentOffset)
      #expect(moved <= fingerMoved + 3 * pixel + 1e-9, "\(name) t=\(t) \(callback): \(moved)")
    }
  }

  /// The same across hand-offs a scene does not script: a finger that catches the sheet, the
  /// header or the list mid-flight, at random times during the momentum of a fling.
  @Test(arguments: 0..<40)
  func catchingMidFlightDoesNotJump(seed: Int) throws {
    var rng = SimulatorPropertyTests.SplitMix64(state: UInt64(seed))
    let scenario = try BuiltInScenarios.named("sheet-one-gesture")
    var glue = try Glue(scenario)
    let source: SheetDragSource = [.content, .header, .sheet].randomElement(using: &rng)!
    let distance = Double.random(in: -700 ... -50, using: &rng)
    try glue.deliver(.pan(.began, translation: 0, source: .content), at: 0)
    for step in 1...6 {
      try glue.deliver(
        .pan(.changed, translation: distance * Double(step) / 6, source: .content),
        at: Double(step) / 60)
    }
    try glue.deliver(.pan(.ended, translation: distance, source: .content), at: 0.1)
    let t = 0.1 + Double.random(in: 0.01...0.8, using: &rng)
    let before = glue.kernel.peek(at: t)
    try glue.deliver(.pan(.began, translation: 0, source: source), at: t)
    let after = glue.kernel.peek(at: t)
    let pixel = 1 / scenario.displayScale
    #expect(abs(after.panel.y - before.panel.y) <= pixel, "seed \(seed): sheet")
    #expect(
      abs(after.headerClip.height - before.headerClip.height) <= pixel, "seed \(seed): header")
    #expect(abs(after.contentOffset - before.contentOffset) <= pixel, "seed \(seed): list")
  }

  /// Core owns the list's offset. While the finger is on the list UIKit's own tracking moves
  /// it, and the glue writes Core's offset back; those observed offsets change nothing. An
  /// offset the app sets (`scrollToRow`) is taken, and the list stays there.
  @Test func ownTrackingIsIgnoredAndAppOffsetsAreTaken() throws {
    let scenario = try BuiltInScenarios.named("sheet-one-gesture")
    let trace = try ScrollSimulator.run(scenario)
    var callbacks = Self.callbacks(for: scenario, fps: trace.fps)
    // UIKit's tracking writes its own idea of the offset before each pan callback.
    callbacks = callbacks.flatMap { entry -> [(t: Double, Callback)] in
      guard case .pan = entry.1 else { return [entry] }
      return [(entry.t, .contentOffset(-1234, byUser: true)), entry]
    }
    var mismatches = 0
    let expected = Dictionary(uniqueKeysWithValues: trace.frames.map { ($0.t, $0.sheet?.kernel) })
    var glue = try Self.replay(scenario, callbacks, frames: trace.frames.map(\.t)) { t, frame in
      if frame != expected[t] { mismatches += 1 }
    }
    #expect(mismatches == 0, "UIKit's own tracking moved the list")
    // At rest, the app scrolls the list to a row: the kernel takes it and holds it there.
    let end = try #require(trace.frames.last).t
    try glue.deliver(.contentOffset(300, byUser: false), at: end + 0.1)
    #expect(glue.kernel.frame(at: end + 0.1).contentOffset == 300)
    #expect(glue.kernel.frame(at: end + 1).contentOffset == 300)
    // The glue's own write coming back through KVO changes nothing.
    try glue.deliver(.contentOffset(300, byUser: false), at: end + 1.1)
    #expect(glue.kernel.frame(at: end + 1.1).contentOffset == 300)
  }
}
