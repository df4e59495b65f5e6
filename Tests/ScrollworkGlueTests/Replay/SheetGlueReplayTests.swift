@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork
@_spi(Engine) @testable import ScrollworkSimulator

/// The sheet container's callbacks, converted by the glue's own functions (``SheetGlue``), against
/// the simulator's traces (Guides/UIKit.md, "Sheet").
///
/// For a scenario's script the tests list what UIKit would deliver — a pan callback at every
/// display frame inside a drag and one at its end, in UIKit's terms (the recognizer's state and
/// `translation(in:)` the container); a keyboard end frame in the screen's coordinates; a layout
/// pass with new bounds — have the glue convert each into the kernel's event, ask for a frame
/// at every display frame as the display link does, apply it as the container does, and check
/// that every frame equals the trace's.
struct SheetGlueReplayTests {
  /// What UIKit hands the container, in time order.
  enum Callback {
    /// A pan recognizer's callback: its state and its `translation(in:)` the container.
    case pan(GestureState, translation: HostPoint, source: SheetDragSource)
    /// `keyboardWillChangeFrameNotification`: `UIKeyboardFrameEndUserInfoKey` in the screen's
    /// coordinates, the animation's duration and `UIView.AnimationCurve` raw value.
    case keyboardWillChangeFrame(endFrameInScreen: DecorationRect, duration: Double, curve: Int)
    /// `viewDidLayoutSubviews` with new bounds.
    case layout(HostSize)
    /// `move(to:animated:)`.
    case move(to: SheetDetent.ID, animated: Bool)
    /// Key-value observation of the list's `contentOffset`, with `isTracking` and
    /// `isDecelerating`.
    case contentOffset(HostPoint, isTracking: Bool, isDecelerating: Bool)
  }

  /// The container: Core's kernel, where its view sits in the screen, and what UIKit shows.
  struct Container {
    /// Core's kernel.
    var kernel: SheetKernel
    /// The scenario's sheet: detents, header, safe area, content.
    let spec: ScenarioSheet
    /// Points per pixel.
    let displayScale: Double
    /// The container view's top-left in the screen's coordinates, in points.
    let origin: HostPoint
    /// The container view's bounds size, in points.
    var bounds: HostSize
    /// The tracked list's `contentOffset`, as the container last wrote it.
    var listOffset = HostPoint(x: 0, y: 0)

    /// The first `viewDidLayoutSubviews`: the kernel from the glue's reading.
    init(_ scenario: Scenario, origin: HostPoint = HostPoint(x: 0, y: 0)) throws {
      guard let spec = scenario.sheet else { throw ScrollworkError("the scenario has no sheet") }
      self.spec = spec
      self.origin = origin
      displayScale = scenario.displayScale
      bounds = spec.container
      var content = ScrollConfiguration()
      content.decelerationRate = scenario.decelerationRate
      kernel = try SheetKernel(
        detents: spec.detents, configuration: spec.configuration,
        chrome: SheetChrome(header: spec.header), content: content, initial: spec.initial,
        reading: Self.reading(spec, displayScale: displayScale, size: spec.container), at: 0)
    }

    /// The glue's reading of a layout pass with `size` bounds.
    static func reading(_ spec: ScenarioSheet, displayScale: Double, size: HostSize) -> SheetReading
    {
      SheetGlue.reading(
        containerSize: size,
        safeArea: HostInsets(top: spec.safeAreaTop, bottom: spec.safeAreaBottom),
        contentSize: HostSize(width: size.width, height: spec.content.height),
        displayScale: displayScale, reduceMotion: false)
    }

    /// The event the glue makes of `callback` (none for some), sent at `now`.
    mutating func deliver(_ callback: Callback, at now: Double) throws {
      let event: SheetHostEvent?
      switch callback {
      case .pan(let state, let translation, let source):
        event = SheetGlue.panEvent(state: state, translation: translation, on: source)
      case .keyboardWillChangeFrame(let end, let duration, let curve):
        let inScreen = DecorationRect(
          x: origin.x, y: origin.y, width: bounds.width, height: bounds.height)
        // The screen ends where the container does: the keyboard's bottom is on its edge.
        let screen = DecorationRect(
          x: 0, y: 0, width: origin.x + bounds.width, height: origin.y + bounds.height)
        event =
          SheetGlue.keyboardChange(
            endFrameInScreen: end, screenBounds: screen, containerInScreen: inScreen,
            containerBounds: DecorationRect(x: 0, y: 0, width: bounds.width, height: bounds.height),
            duration: duration, curve: curve
          ).event
      case .layout(let size):
        bounds = size
        event = .layout(Self.reading(spec, displayScale: displayScale, size: size))
      case .move(let id, let animated): event = .move(to: id, animated: animated)
      case .contentOffset(let offset, let isTracking, let isDecelerating):
        event = SheetGlue.contentOffsetObserved(
          offset, isTracking: isTracking, isDecelerating: isDecelerating)
      }
      if let event { try kernel.send(event, at: now) }
    }

    /// A display frame at `time`, applied: the list takes Core's offset when it differs.
    mutating func frame(at time: Double) -> SheetKernelFrame {
      let frame = kernel.advance(to: time)
      if let write = SheetGlue.listOffsetToWrite(
        frame.contentOffset, current: listOffset, isDecelerating: false)
      {
        listOffset = write
      }
      return frame
    }
  }

  /// UIKit's callbacks for `scenario`'s script at `fps`: a pan callback per display frame; the
  /// keyboard's end frame in the screen, for a container whose top-left is at `origin` in it.
  static func callbacks(
    for scenario: Scenario, fps: Double, origin: HostPoint = HostPoint(x: 0, y: 0)
  ) -> [(t: Double, Callback)] {
    var now = 0.0
    var pan: (source: SheetDragSource, translation: Double)?
    var bounds = scenario.sheet?.container ?? scenario.viewport
    var out: [(t: Double, Callback)] = []
    func finger(_ y: Double) -> HostPoint { HostPoint(x: 0, y: y) }
    func drag(by distance: Double, over duration: Double, on source: SheetDragSource) {
      if pan == nil {
        out.append((now, .pan(.began, translation: finger(0), source: source)))
        pan = (source, 0)
      }
      let start = pan?.translation ?? 0
      var frame = 0
      while Double(frame) / fps <= now + 1e-9 { frame += 1 }
      while Double(frame) / fps < now + duration - 1e-9 {
        let t = Double(frame) / fps
        let translation = start + distance * (t - now) / duration
        out.append((t, .pan(.changed, translation: finger(translation), source: source)))
        frame += 1
      }
      out.append(
        (now + duration, .pan(.changed, translation: finger(start + distance), source: source)))
      pan?.translation = start + distance
      now += duration
    }
    func release() {
      if let pan {
        out.append((now, .pan(.ended, translation: finger(pan.translation), source: pan.source)))
      }
      pan = nil
    }
    for action in scenario.script {
      switch action {
      case .drag(let distance, let duration): drag(by: distance, over: duration, on: .content)
      case .sheetDrag(let distance, let duration, let source):
        drag(by: distance, over: duration, on: source)
      case .release: release()
      case .wait(let seconds): now += seconds
      case .keyboard(let height, let duration):
        // In the screen: the keyboard's top `height` points above the container's bottom, on
        // the keyboard's own curve (`UIView.AnimationCurve` raw value 7).
        let end = DecorationRect(
          x: 0, y: origin.y + bounds.height - height, width: bounds.width, height: height)
        out.append(
          (now, .keyboardWillChangeFrame(endFrameInScreen: end, duration: duration, curve: 7)))
        now += duration
      case .resize(let size):
        bounds = size
        out.append((now, .layout(size)))
      case .moveSheet(let id, let animated): out.append((now, .move(to: id, animated: animated)))
      default: Issue.record("the replay does not model \(action)")
      }
    }
    release()
    return out
  }

  /// Plays `callbacks` into `container`, asking for a frame at each of `times` after the
  /// callbacks due by then, as the display link does; `each` gets the time, the frame and the
  /// list's offset once the frame is applied.
  static func replay(
    _ callbacks: [(t: Double, Callback)], into container: inout Container, frames times: [Double],
    each: (Double, SheetKernelFrame, HostPoint) -> Void
  ) throws {
    var pending = callbacks[...]
    for t in times {
      while let next = pending.first, next.t < t + 1e-9 {
        try container.deliver(next.1, at: next.t)
        pending = pending.dropFirst()
      }
      let frame = container.frame(at: t)
      each(t, frame, container.listOffset)
    }
    #expect(pending.isEmpty)
  }

  /// Every built-in sheet scenario whose script a person's hands can play: a scripted `fling`
  /// (a release at a given velocity) has no UIKit callback of its own.
  static let replayed = [
    "sheet-one-gesture", "sheet-keyboard", "sheet-rotation", "sheet-slow-drag", "sheet-states",
  ]

  /// Every frame equals the trace's, and the list shows Core's offset; the display link stops
  /// where the simulator stops. A container lower in the screen (a form sheet's) gets the same
  /// frames: the keyboard's screen frame is moved into it.
  @Test(arguments: replayed, [0.0, 120])
  func glueCallsGiveTheTracesSheetFrames(_ name: String, containerTop: Double) throws {
    let scenario = try BuiltInScenarios.named(name)
    let trace = try ScrollSimulator.run(scenario)
    let origin = HostPoint(x: 0, y: containerTop)
    var container = try Container(scenario, origin: origin)
    var mismatches = 0
    let expected = Dictionary(uniqueKeysWithValues: trace.frames.map { ($0.t, $0.sheet?.kernel) })
    var listMismatches = 0
    try Self.replay(
      Self.callbacks(for: scenario, fps: trace.fps, origin: origin), into: &container,
      frames: trace.frames.map(\.t)
    ) { t, frame, listOffset in
      if frame != expected[t], mismatches < 3 {
        mismatches += 1
        Issue.record(
          "\(name) t=\(t): glue \(frame.panel.y) vs trace \(expected[t]??.panel.y ?? -1)")
      }
      if listOffset.y != frame.contentOffset { listMismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(listMismatches == 0, "the list showed an offset that is not Core's")
    let last = try #require(trace.frames.last)
    let properties = SheetGlue.viewProperties(of: container.kernel.frame(at: last.t))
    #expect(properties.runsDisplayLink == trace.capped)
  }

  /// No hand-off jumps: at every callback of every replayed scene the sheet, the header and
  /// the list together move no farther than the finger did, within a device pixel of rounding
  /// each — a pan that begins, moves across a hand-off or ends, the keyboard, a detent change.
  /// (A layout pass may move them: rotation.)
  @Test(arguments: replayed)
  func noHandOffJumps(_ name: String) throws {
    let scenario = try BuiltInScenarios.named(name)
    let trace = try ScrollSimulator.run(scenario)
    var container = try Container(scenario)
    let pixel = 1 / scenario.displayScale
    var finger = 0.0
    for (t, callback) in Self.callbacks(for: scenario, fps: trace.fps) {
      let before = container.kernel.frame(at: t)
      try container.deliver(callback, at: t)
      var fingerMoved = 0.0
      switch callback {
      case .layout: continue
      case .pan(.began, let translation, _): finger = translation.y
      case .pan(_, let translation, _):
        fingerMoved = abs(translation.y - finger)
        finger = translation.y
      default: break
      }
      let after = container.kernel.frame(at: t)
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
    var rng = SplitMix64(state: UInt64(seed))
    let scenario = try BuiltInScenarios.named("sheet-one-gesture")
    var container = try Container(scenario)
    let source: SheetDragSource = [.content, .header, .grabber].randomElement(using: &rng)!
    let distance = Double.random(in: -700 ... -50, using: &rng)
    func finger(_ y: Double) -> HostPoint { HostPoint(x: 0, y: y) }
    try container.deliver(.pan(.began, translation: finger(0), source: .content), at: 0)
    for step in 1...6 {
      try container.deliver(
        .pan(.changed, translation: finger(distance * Double(step) / 6), source: .content),
        at: Double(step) / 60)
    }
    try container.deliver(.pan(.ended, translation: finger(distance), source: .content), at: 0.1)
    let t = 0.1 + Double.random(in: 0.01...0.8, using: &rng)
    let before = container.kernel.frame(at: t)
    try container.deliver(.pan(.began, translation: finger(0), source: source), at: t)
    let after = container.kernel.frame(at: t)
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
      let tracking = Callback.contentOffset(
        HostPoint(x: 0, y: -1234), isTracking: true, isDecelerating: false)
      return [(entry.t, tracking), entry]
    }
    var mismatches = 0
    let expected = Dictionary(uniqueKeysWithValues: trace.frames.map { ($0.t, $0.sheet?.kernel) })
    var container = try Container(scenario)
    try Self.replay(callbacks, into: &container, frames: trace.frames.map(\.t)) { t, frame, _ in
      if frame != expected[t] { mismatches += 1 }
    }
    #expect(mismatches == 0, "UIKit's own tracking moved the list")
    // At rest, the app scrolls the list to a row: the kernel takes it and holds it there.
    let end = try #require(trace.frames.last).t
    let set = Callback.contentOffset(
      HostPoint(x: 0, y: 300), isTracking: false, isDecelerating: false)
    try container.deliver(set, at: end + 0.1)
    #expect(container.frame(at: end + 0.1).contentOffset == 300)
    #expect(container.frame(at: end + 1).contentOffset == 300)
    // The glue's own write coming back through key-value observation changes nothing.
    try container.deliver(set, at: end + 1.1)
    #expect(container.frame(at: end + 1.1).contentOffset == 300)
  }
}
