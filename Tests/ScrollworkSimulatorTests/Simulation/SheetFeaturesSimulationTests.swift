import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// The sheet's dismissal, pages, fitted detent and floating look through the simulator, with
/// hidden variations: seeded sweeps write scenario files as a user would — any container, safe
/// area, detents (1–4, as heights, fractions or insets), header, rows, display scale, frame rate
/// and gesture — run them, and check the rule each capability states (Guides/Sheet.md) at every
/// frame. Dismissal and presenting here; pages, the fitted detent and the floating look in
/// `SheetFeaturesSimulationTests+Layout.swift`.
struct SheetFeaturesSimulationTests {
  typealias Generator = SimulatorPropertyTests.SplitMix64

  /// Where a drag or fling starts on the sheet, as a scenario names it.
  static let sources = ["grabber", "header", "content"]

  /// A drag in a scene's script: the finger's translation at a frame time.
  struct Drag {
    var begin: Double
    var duration: Double
    var distance: Double

    func translation(at t: Double) -> Double {
      duration > 0 ? distance * min(max((t - begin) / duration, 0), 1) : distance
    }
  }

  /// A gesture that ends in a release: its drag, if any, and when the finger lifts.
  struct Gesture {
    var drag: Drag?
    var release: Double
  }

  // MARK: Dismissal

  /// A strong fling down — from the lowest detent, or after a drag from any detent that takes
  /// the sheet below the lowest, on the grabber, the header or the list at its top — puts a sheet
  /// whose dismissal is interactive away: the drag moves it one for one with the finger; after
  /// the release it only goes down (never back above the lowest detent) and the frame asks to end
  /// editing; it rests hidden, off-screen and undimmed.
  @Test(arguments: 0..<24) func aStrongFlingDownDismisses(seed: UInt64) throws {
    var rng = Generator(state: 0xD15A_0000 &+ seed)
    var scene = Scene.random(&rng, detents: 1...4)
    scene.members.append(#""dismissal": "interactive""#)
    let start = Int.random(in: 0..<scene.heights.count, using: &rng)
    scene.members.append(#""initial": "d\#(start)""#)
    scene.wait(frames: .random(in: 1...30, using: &rng))
    let gesture = scene.strongFlingDown(
      from: start, on: Self.sources.randomElement(using: &rng)!, &rng)
    let trace = try scene.run()
    let lowest = try scene.restY(0, in: trace)
    let height = scene.container.height
    var previous: SheetKernelFrame?
    for frame in trace.frames {
      let sheet = try #require(frame.sheet).kernel
      Self.expectFinite(sheet, at: frame.t)
      if let drag = gesture.drag, frame.t >= drag.begin - 1e-9, frame.t < gesture.release - 1e-9 {
        let y0 = try scene.restY(start, in: trace)
        #expect(
          abs(sheet.panel.y - (y0 + drag.translation(at: frame.t))) <= scene.pixel + 1e-9,
          "one for one with the finger, t = \(frame.t)")
      }
      if frame.t >= gesture.release - 1e-9 {
        #expect(sheet.presence != .presented && sheet.endsEditing, "t = \(frame.t)")
        #expect(sheet.panel.y >= lowest - 1e-9, "back above the lowest detent, t = \(frame.t)")
        if let previous {
          #expect(sheet.panel.y >= previous.panel.y - 1e-9, "bounced back, t = \(frame.t)")
        }
        previous = sheet
      }
    }
    #expect(trace.frames.contains { $0.sheet?.kernel.presence == .dismissing })
    let rest = try #require(trace.final.sheet).kernel
    #expect(!trace.capped && rest.isAtRest && rest.presence == .hidden)
    #expect(rest.panel.y == height && rest.panel.height == 0 && rest.dimming == 0)
  }

  /// A weak release — slower than the fling threshold, short of halfway from the lowest detent
  /// to hidden, whatever its projection — settles exactly on the lowest detent and stays
  /// presented.
  @Test(arguments: 0..<24) func aWeakReleaseSettlesOnTheLowestDetent(seed: UInt64) throws {
    var rng = Generator(state: 0x3EA4_0000 &+ seed)
    var scene = Scene.random(&rng, detents: 1...4)
    scene.members += [#""dismissal": "interactive""#, #""initial": "d0""#]
    scene.wait(frames: .random(in: 1...30, using: &rng))
    scene.weakReleaseDown(on: Self.sources.randomElement(using: &rng)!, &rng)
    let trace = try scene.run()
    for frame in trace.frames {
      let sheet = try #require(frame.sheet).kernel
      Self.expectFinite(sheet, at: frame.t)
      #expect(sheet.presence == .presented && sheet.dismissAttempts == 0, "t = \(frame.t)")
    }
    let rest = try #require(trace.final.sheet)
    #expect(!trace.capped && rest.kernel.isAtRest)
    #expect(rest.kernel.panel.y == (try scene.restY(0, in: trace)))
    #expect(rest.sample.sheet.settledDetent == "d0")
  }

  /// A veto: the same strong flings meet a rubber band below the lowest detent (the sheet moves
  /// less than the finger, by UIKit's rubber band over the container's height), come back to rest
  /// exactly at the lowest detent, never leave, and each one counts exactly one attempt; a weak
  /// release among them counts none.
  @Test(arguments: 0..<24) func aVetoRubberBandsAndCountsEachAttempt(seed: UInt64) throws {
    var rng = Generator(state: 0x7E70_0000 &+ seed)
    var scene = Scene.random(&rng, detents: 1...4)
    scene.members += [#""dismissal": "vetoed""#, #""initial": "d0""#]
    // Each round: when it begins, its gesture, and whether it would have dismissed.
    var rounds: [(begin: Double, gesture: Gesture, strong: Bool)] = []
    for round in 0..<Int.random(in: 1...3, using: &rng) {
      scene.wait(frames: .random(in: 1...30, using: &rng))
      let begin = scene.now
      let source = Self.sources.randomElement(using: &rng)!
      let strong = round == 0 || Int.random(in: 0..<3, using: &rng) > 0
      let gesture =
        strong
        ? scene.strongFlingDown(from: 0, on: source, reach: 0...1.2, &rng)
        : scene.weakReleaseDown(on: source, &rng)
      rounds.append((begin, gesture, strong))
      scene.wait(seconds: 2.5)
    }
    let trace = try scene.run()
    let floor = try #require(trace.frames.first?.sheet?.detents.lowest.y)
    let lowest = try scene.restY(0, in: trace)
    let height = scene.container.height
    for frame in trace.frames {
      let sheet = try #require(frame.sheet).kernel
      Self.expectFinite(sheet, at: frame.t)
      #expect(sheet.presence == .presented, "t = \(frame.t)")
      let released = rounds.filter { frame.t >= $0.gesture.release - 1e-9 }
      #expect(sheet.dismissAttempts == released.filter(\.strong).count, "t = \(frame.t)")
      // While a finger drags the sheet below its lowest detent: the rubber band.
      let dragging = rounds.last {
        frame.t >= $0.begin - 1e-9 && frame.t < $0.gesture.release - 1e-9
      }
      guard let drag = dragging?.gesture.drag else { continue }
      let travel = lowest + drag.translation(at: frame.t) - floor
      let shown = sheet.panel.y - floor
      #expect(shown <= max(travel, 0) + scene.pixel, "t = \(frame.t)")
      if travel >= 2 {
        #expect(shown < travel - scene.pixel, "no resistance, t = \(frame.t)")
        let band = (1 - 1 / (travel * 0.55 / height + 1)) * height
        #expect(abs(shown - band) <= scene.pixel + 1e-9, "UIKit's rubber band, t = \(frame.t)")
      }
    }
    // Each round comes back to rest exactly at the lowest detent before the next begins.
    for (index, round) in rounds.enumerated() {
      let next = index + 1 < rounds.count ? rounds[index + 1].begin : .infinity
      let rest = try #require(
        trace.frames.last { $0.t >= round.gesture.release && $0.t < next - 1e-9 }?.sheet)
      #expect(rest.kernel.isAtRest && rest.kernel.panel.y == lowest, "round \(index)")
    }
    #expect(!trace.capped)
  }

  /// VoiceOver's escape: it dismisses an interactive sheet (down only, to hidden), counts one
  /// attempt per escape for a vetoed one (which does not move), and lowers a sheet with no
  /// dismissal to its lowest detent — with the dismissal set in the file or by `setDismissal`.
  @Test(arguments: 0..<24) func escapeFollowsTheDismissal(seed: UInt64) throws {
    var rng = Generator(state: 0xE5CA_0000 &+ seed)
    var scene = Scene.random(&rng, detents: 1...4)
    let names = ["none", "interactive", "vetoed"]
    var dismissal = names.randomElement(using: &rng)!
    let start = Int.random(in: 0..<scene.heights.count, using: &rng)
    scene.members += [#""dismissal": "\#(dismissal)""#, #""initial": "d\#(start)""#]
    scene.wait(frames: .random(in: 1...30, using: &rng))
    if Bool.random(using: &rng) {
      dismissal = names.randomElement(using: &rng)!
      scene.act(#"{"setDismissal": "\#(dismissal)"}"#)
      scene.wait(frames: .random(in: 0...10, using: &rng))
    }
    var escapes: [Double] = []
    for _ in 0..<Int.random(in: 1...2, using: &rng) {
      escapes.append(scene.now)
      scene.act(#"{"escape": {}}"#)
      scene.wait(frames: .random(in: 1...20, using: &rng))
    }
    let trace = try scene.run()
    let shown = try scene.restY(start, in: trace)
    var previous: Double?
    for frame in trace.frames {
      let sheet = try #require(frame.sheet).kernel
      Self.expectFinite(sheet, at: frame.t)
      let escaped = escapes.filter { frame.t >= $0 - 1e-9 }.count
      guard escaped > 0 else {
        #expect(sheet.presence == .presented && sheet.panel.y == shown, "t = \(frame.t)")
        continue
      }
      switch dismissal {
      case "interactive":
        #expect(sheet.presence != .presented && sheet.endsEditing, "t = \(frame.t)")
        #expect(sheet.panel.y >= (previous ?? shown) - 1e-9, "down only, t = \(frame.t)")
      case "vetoed":
        #expect(sheet.presence == .presented && sheet.panel.y == shown, "t = \(frame.t)")
        #expect(sheet.dismissAttempts == escaped, "t = \(frame.t)")
      default:
        #expect(sheet.presence == .presented && sheet.dismissAttempts == 0, "t = \(frame.t)")
      }
      previous = sheet.panel.y
    }
    let rest = try #require(trace.final.sheet).kernel
    #expect(!trace.capped && rest.isAtRest)
    switch dismissal {
    case "interactive":
      #expect(rest.presence == .hidden && rest.panel.y == scene.container.height)
      #expect(rest.dimming == 0)
    case "vetoed": #expect(rest.panel.y == shown)
    default: #expect(rest.panel.y == (try scene.restY(0, in: trace)))
    }
  }

  /// Presenting again: however the sheet was put away (hidden from the start, the app's
  /// dismissal, animated or not, or a finger's fling), `moveSheet` makes it rise from the
  /// container's bottom to the detent asked for, only up and never above it, and rest there.
  @Test(arguments: 0..<24) func presentingAgainRisesToTheDetent(seed: UInt64) throws {
    var rng = Generator(state: 0x94E5_0000 &+ seed)
    var scene = Scene.random(&rng, detents: 1...4)
    let start = Int.random(in: 0..<scene.heights.count, using: &rng)
    scene.members.append(#""initial": "d\#(start)""#)
    scene.wait(frames: .random(in: 1...30, using: &rng))
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: scene.members.append(#""presented": false"#)
    case 1:
      scene.act(#"{"dismissSheet": {"animated": \#(Bool.random(using: &rng))}}"#)
    default:
      scene.members.append(#""dismissal": "interactive""#)
      scene.strongFlingDown(from: start, on: "grabber", &rng)
    }
    scene.wait(seconds: 2.5)
    let target = Int.random(in: 0..<scene.heights.count, using: &rng)
    let presented = scene.now
    let animated = Int.random(in: 0..<4, using: &rng) > 0
    scene.act(#"{"moveSheet": {"to": "d\#(target)", "animated": \#(animated)}}"#)
    let trace = try scene.run()
    let goal = try scene.restY(target, in: trace)
    let height = scene.container.height
    var previous = height
    for frame in trace.frames {
      let sheet = try #require(frame.sheet).kernel
      Self.expectFinite(sheet, at: frame.t)
      guard frame.t >= presented - 1e-9 else { continue }
      #expect(sheet.presence == .presented, "t = \(frame.t)")
      #expect(sheet.panel.y <= previous + 1e-9, "up only, t = \(frame.t)")
      #expect(sheet.panel.y >= goal - 1e-9, "above the detent, t = \(frame.t)")
      previous = sheet.panel.y
    }
    let before = try #require(trace.frames.last { $0.t < presented - 1e-9 }?.sheet).kernel
    #expect(before.presence == .hidden && before.panel.y == height && before.panel.height == 0)
    let rest = try #require(trace.final.sheet)
    #expect(!trace.capped && rest.kernel.isAtRest && rest.kernel.panel.y == goal)
    #expect(rest.sample.sheet.settledDetent == SheetDetent.ID("d\(target)"))
  }

  // MARK: Support

  /// Every number a host applies from the frame is finite.
  static func expectFinite(
    _ frame: SheetKernelFrame, at t: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let numbers = [
      frame.panel.x, frame.panel.y, frame.panel.width, frame.panel.height,
      frame.panelStyle.inset, frame.panelStyle.cornerRadius, frame.panelStyle.attachment,
      frame.dimming, frame.contentOffset, frame.content.height, frame.headerClip.height,
      frame.sample.sheet.velocity, frame.sample.content.velocity, frame.sample.headerCollapsed,
    ]
    #expect(numbers.allSatisfy { $0.isFinite }, "t = \(t)", sourceLocation: sourceLocation)
  }
}
