import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// The effects past the seeds through the simulator, with hidden variations: seeded sweeps of
/// their parameters and gestures, each frame checked against the rule the effect states.
struct EffectsSimulationTests {
  typealias Generator = SimulatorPropertyTests.SplitMix64

  static let viewport = HostSize(width: 390, height: 844)

  static func scenario(
    top: Double, decorations: ScrollDecorations,
    content: ContentLayout = .rows(count: 40, rowHeight: 44),
    bounce: BouncePolicy = .default, script: [ScriptAction]
  ) -> Scenario {
    Scenario(
      viewport: viewport, insets: HostInsets(top: top, bottom: 34), content: content,
      bounce: bounce, decorations: ScenarioDecorations(layout: decorations), script: script)
  }

  /// A 200 pt finger pull stretches the header by the stretch rule: its height is its own plus
  /// `stretch` × the pull shown (the rubber band's), its bottom on the first row, at every frame.
  @Test func aPullStretchesTheHeaderByTheRule() throws {
    let header = StretchyHeader(height: 240, minimumHeight: 88, anchor: .fill, stretch: 0.5)
    let trace = try ScrollSimulator.run(
      Self.scenario(
        top: 91, decorations: ScrollDecorations(stretchyHeader: header),
        script: [.drag(by: 200, duration: 0.5), .wait(seconds: 0.1)]))
    let held = try #require(trace.frames.last { $0.finger != nil })
    let pull = -(held.scroll.offset + 91 + 240)
    // UIKit's rubber band over the 844 pt viewport, c = 0.55: (1 − 1 / (x·c / d + 1))·d.
    let banded = (1 - 1 / (200 * 0.55 / 844 + 1)) * 844
    #expect(abs(pull - banded) <= 1.0 / 3, "the rubber band's pull, on the grid")
    let layout = try #require(held.decorations?.stretchyHeader)
    #expect(abs(layout.frame.height - (240 + 0.5 * pull)) < 1e-9)
    #expect(abs(layout.stretched - 0.5 * pull) < 1e-9)
    #expect(layout.frame.y + layout.frame.height == 0)
  }

  /// A 1,000 pt scroll collapses the header exactly to its minimum, pinned under the bars.
  @Test func aLongScrollCollapsesTheHeaderExactly() throws {
    let header = StretchyHeader(height: 240, minimumHeight: 88)
    let trace = try ScrollSimulator.run(
      Self.scenario(
        top: 91, decorations: ScrollDecorations(stretchyHeader: header),
        script: [.drag(by: -1000, duration: 1.0), .wait(seconds: 0.1)]))
    let held = try #require(trace.frames.last { $0.finger != nil })
    #expect(held.scroll.offset == -91 - 240 + 1000)
    let layout = try #require(held.decorations?.stretchyHeader)
    #expect(layout.frame.height == 88)
    #expect(layout.frame.y == held.scroll.offset + 91, "pinned at the bars' bottom")
    #expect(layout.progress == 1 && layout.isPinned)
    #expect(held.views?.headerProgress == 1)
  }

  /// Hidden variations: random heights, minimums, stretch, anchors, bars and gestures; at every
  /// frame the header follows the rule from the scroll the frame shows.
  @Test(arguments: 0..<16) func theHeaderFollowsItsRule(seed: UInt64) throws {
    var rng = Generator(state: 0x5EED_0000 &+ seed)
    let height = Double.random(in: 40...320, using: &rng)
    let header = StretchyHeader(
      height: height, minimumHeight: .random(in: 0...height, using: &rng),
      anchor: StretchyHeader.Anchor.allCases.randomElement(using: &rng)!,
      stretch: .random(in: 0...1, using: &rng))
    // Bars on the pixel grid, as a device's are (the kernel reads insets on a 1/768 pt grid).
    let top = (Double.random(in: 0...140, using: &rng) * 3).rounded() / 3
    let trace = try ScrollSimulator.run(
      Self.scenario(
        top: top, decorations: ScrollDecorations(stretchyHeader: header),
        script: [
          .drag(by: .random(in: 0...400, using: &rng), duration: 0.4), .release,
          .wait(seconds: 0.8), .fling(velocity: .random(in: -6000 ... -500, using: &rng)),
        ]))
    for frame in trace.frames {
      let layout = try #require(frame.decorations?.stretchyHeader)
      let scrolled = frame.scroll.offset + top + height
      let expected =
        scrolled < 0
        ? height - header.stretch * scrolled : max(header.minimumHeight, height - scrolled)
      #expect(abs(layout.frame.height - expected) < 1e-6, "t = \(frame.t)")
      #expect(layout.frame.height >= header.minimumHeight - 1e-9)
      if scrolled < header.height - header.minimumHeight {
        #expect(abs(layout.frame.y + layout.frame.height) < 1e-6, "bottom on the first row")
      } else {
        #expect(abs(layout.frame.y - (frame.scroll.offset + top)) < 1e-6, "pinned under the bars")
      }
      #expect((0...1).contains(layout.progress))
    }
    // At rest after the fling: the header is open (at the top) or collapsed and pinned.
    let last = try #require(trace.final.decorations?.stretchyHeader)
    #expect(last.progress == 0 || last.progress == 1 || trace.final.scroll.phase == .idle)
  }

  /// Hidden variations of a pull to refresh: a refresh begins exactly when the pull shown under
  /// the finger reaches the trigger; the release rests at the held room, the end at the top;
  /// with a top that does not bounce, a later fling toward the top stops dead at it.
  @Test(arguments: 0..<16) func aPullRefreshesByTheRule(seed: UInt64) throws {
    var rng = Generator(state: 0x4EF4_0000 &+ seed)
    let refresh = RefreshControl(
      triggerDistance: .random(in: 40...180, using: &rng),
      holdHeight: .random(in: 20...100, using: &rng).rounded())
    let headerHeight =
      Bool.random(using: &rng) ? 0 : Double.random(in: 60...240, using: &rng).rounded()
    let top = Double.random(in: 0...140, using: &rng).rounded()
    let bounce = Bool.random(using: &rng) ? BouncePolicy.endOnly : .default
    var decorations = ScrollDecorations(refreshControl: refresh)
    if headerHeight > 0 { decorations.stretchyHeader = StretchyHeader(height: headerHeight) }
    let pull = Double.random(in: 30...600, using: &rng)
    let gesture: [ScriptAction] = [.drag(by: pull, duration: 0.6), .release, .wait(seconds: 2.5)]
    let trace = try ScrollSimulator.run(
      Self.scenario(top: top, decorations: decorations, bounce: bounce, script: gesture))
    let rest = -(top + headerHeight)
    // The pull shown at each frame the finger was down, past the rest without the held room.
    var began = false
    for frame in trace.frames {
      let state = try #require(frame.decorations?.refreshControl)
      if !began, frame.finger != nil, -(frame.scroll.offset - rest) >= refresh.triggerDistance {
        began = true
      }
      #expect(state.isRefreshing == began, "t = \(frame.t)")
    }
    let held = rest - (began ? refresh.holdHeight : 0)
    #expect(abs(trace.final.scroll.offset - held) < 1e-9)
    #expect(trace.final.views?.refreshSpinner != nil || !began)
    // The app ends it: back to the top; then a fling toward the top.
    let ended = try ScrollSimulator.run(
      Self.scenario(
        top: top, decorations: decorations, bounce: bounce,
        script: gesture + [
          .refresh(false), .wait(seconds: 1.5), .drag(by: -300, duration: 0.3), .release,
          .wait(seconds: 0.5), .fling(velocity: 3000),
        ]))
    #expect(abs(ended.final.scroll.offset - rest) < 1e-9)
    #expect(ended.final.decorations?.refreshControl?.isRefreshing == false)
    if !bounce.start {
      let afterEnd = ended.frames.drop { $0.t < trace.final.t + 1.5 }
      for frame in afterEnd where frame.finger == nil {
        #expect(frame.scroll.offset >= rest - 1e-9, "momentum stops at the top, t = \(frame.t)")
      }
    }
  }

  /// Hidden variations of the edge effects: each edge's strength is the content under its bar
  /// over the fade distance, at every frame.
  @Test(arguments: 0..<12) func edgeEffectsFollowTheContentUnderTheBars(seed: UInt64) throws {
    var rng = Generator(state: 0xED6E_0000 &+ seed)
    let effects = EdgeEffects(
      top: .allCases.randomElement(using: &rng), bottom: .allCases.randomElement(using: &rng),
      softLength: .random(in: 0...40, using: &rng), fadeDistance: .random(in: 0...60, using: &rng))
    let top = Double.random(in: 0...140, using: &rng)
    let rows = Int.random(in: 5...60, using: &rng)
    let trace = try ScrollSimulator.run(
      Self.scenario(
        top: top, decorations: ScrollDecorations(edgeEffects: effects),
        content: .rows(count: rows, rowHeight: 44),
        script: [
          .fling(velocity: .random(in: -6000...(-1000), using: &rng)), .wait(seconds: 1),
          .fling(velocity: .random(in: 1000...6000, using: &rng)),
        ]))
    func strength(_ under: Double) -> Double {
      under <= 0 ? 0 : effects.fadeDistance > 0 ? min(under / effects.fadeDistance, 1) : 1
    }
    for frame in trace.frames {
      let views = try #require(frame.views)
      let underTop = frame.scroll.offset + top
      let underBottom = Double(rows) * 44 - (frame.scroll.offset + 844 - 34)
      #expect(abs(views.topEdgeAlpha - strength(underTop)) < 1e-9, "t = \(frame.t)")
      #expect(abs(views.bottomEdgeAlpha - strength(underBottom)) < 1e-9, "t = \(frame.t)")
      #expect((views.topEdgeDivider != nil) == (effects.top == .hard))
    }
  }

  /// An empty state that does not scroll turns scrolling off while it shows: drags and flings
  /// move nothing; one that scrolls still rubber-bands under a pull.
  @Test(arguments: [false, true]) func anEmptyStateThatDoesNotScroll(scrolls: Bool) throws {
    let trace = try ScrollSimulator.run(
      Self.scenario(
        top: 91, decorations: ScrollDecorations(emptyState: EmptyState(scrolls: scrolls)),
        content: .height(0),
        script: [.drag(by: 200, duration: 0.4), .release, .fling(velocity: -3000)]))
    let offsets = Set(trace.frames.map(\.scroll.offset))
    #expect((offsets == [-91]) == !scrolls)
    for frame in trace.frames {
      let empty = try #require(frame.views?.emptyView)
      #expect(empty.y == max(0, frame.scroll.offset + 91), "below the visible top")
    }
  }
}
