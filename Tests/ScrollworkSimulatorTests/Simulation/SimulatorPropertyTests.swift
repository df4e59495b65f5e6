import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// Seeded random scripts: whatever a script does, the engine emits no NaN, keeps offsets on the
/// pixel grid and comes to rest inside the legal range; and random scenarios with a sheet
/// (`SimulatorPropertyTests+Sheet.swift`).
struct SimulatorPropertyTests {
  /// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func randomScenario(seed: UInt64) -> Scenario {
    var rng = SplitMix64(state: seed)
    var script: [ScriptAction] = []
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      switch Int.random(in: 0..<7, using: &rng) {
      case 0:
        script.append(
          .drag(
            by: .random(in: -600...600, using: &rng), duration: .random(in: 0...0.6, using: &rng)))
      case 1: script.append(.release)
      case 2: script.append(.fling(velocity: .random(in: -8000...8000, using: &rng)))
      case 3: script.append(.wait(seconds: .random(in: 0...0.5, using: &rng)))
      case 4:
        script.append(.setContent(.rows(count: .random(in: 0...80, using: &rng), rowHeight: 44)))
      case 5:
        script.append(
          .setInsets(
            HostInsets(
              top: .random(in: 0...150, using: &rng), bottom: .random(in: 0...50, using: &rng))))
      default:
        script.append(
          .scrollTo(
            offset: .random(in: -500...4000, using: &rng), animated: Bool.random(using: &rng)))
      }
    }
    return Scenario(
      name: "seed-\(seed)",
      viewport: HostSize(width: 390, height: .random(in: 300...900, using: &rng)),
      insets: HostInsets(top: 91, bottom: 34),
      content: .rows(count: .random(in: 0...60, using: &rng), rowHeight: 44),
      bounce: BouncePolicy(start: .random(using: &rng), end: .random(using: &rng)), script: script)
  }

  @Test(arguments: 0..<150)
  func randomScriptsStayFiniteOnGridAndEndInRange(seed: Int) throws {
    let scenario = Self.randomScenario(seed: UInt64(seed))
    let trace = try ScrollSimulator.run(scenario)
    let grid = PixelGrid(displayScale: 3)
    for frame in trace.frames {
      #expect(
        frame.scroll.offset.isFinite && frame.scroll.velocity.isFinite, "seed \(seed) t \(frame.t)")
      #expect(grid.round(frame.scroll.offset) == frame.scroll.offset, "seed \(seed) t \(frame.t)")
    }
    #expect(!trace.capped, "seed \(seed)")
    // The geometry at the end of the script decides the legal range.
    var content = scenario.content.height
    var insets = scenario.insets
    for action in scenario.script {
      if case .setContent(let c) = action { content = c.height }
      if case .setInsets(let i) = action { insets = i }
    }
    let geometry = ScrollGeometry(
      viewport: scenario.viewport.height, content: content, insetStart: insets.top,
      insetEnd: insets.bottom)
    let final = trace.final.scroll.offset
    #expect(
      final >= grid.round(geometry.minOffset) && final <= grid.round(geometry.maxOffset),
      "seed \(seed): \(final)")
  }
}
