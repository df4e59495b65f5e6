import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// Pages, the fitted detent and the floating look through the simulator, with hidden
/// variations (`SheetFeaturesSimulationTests`).
extension SheetFeaturesSimulationTests {
  // MARK: Pages

  /// Two or three pages of different rows: one scrolled, others shown, flung, dragged, and
  /// switched at random moments — at rest, mid-fling, mid-drag, with the header part-way. On
  /// each switch frame (a switch falls on a frame) the list shown is where it was left — its
  /// offset at the frame it was switched away from, read from the same script run without that
  /// switch — within a device pixel, also one left past its end mid-bounce (it springs back
  /// from there, Guides/Sheet.md); the sheet and header are where they would have been without
  /// the switch, within a pixel: their own motion goes on, nothing jumps. Everything comes to
  /// rest in range.
  @Test(arguments: 0..<24) func eachPageKeepsItsOffsetAndNothingJumps(seed: UInt64) throws {
    var rng = Generator(state: 0x9A6E_0000 &+ seed)
    var scene = Scene.random(&rng, detents: 1...4)
    scene.members.removeAll { $0.hasPrefix(#""content""#) }
    if Int.random(in: 0..<4, using: &rng) > 0 {
      // Mostly a header with room to collapse, so that switches find it part-way.
      let height = Double.random(in: 80...160, using: &rng)
      let collapsible = Double.random(in: 24...(height - 20), using: &rng)
      let reveal = Bool.random(using: &rng) ? "always" : "atTop"
      scene.members.removeAll { $0.hasPrefix(#""header""#) }
      scene.headerHeight = height
      scene.members.append(
        #""header": {"height": \#(height), "collapsible": \#(collapsible), "reveal": "\#(reveal)"}"#
      )
    }
    var pages: [ContentLayout] = []
    for _ in 0..<Int.random(in: 2...3, using: &rng) {
      let count = Int.random(in: 8...80, using: &rng)
      if Bool.random(using: &rng) {
        pages.append(.rows(count: count, rowHeight: .random(in: 30...100, using: &rng)))
      } else {
        pages.append(.rowHeights((0..<count).map { _ in .random(in: 20...160, using: &rng) }))
      }
    }
    let written = pages.map { page in
      switch page {
      case .rows(let count, let height): #"{"rows": \#(count), "rowHeight": \#(height)}"#
      case .rowHeights(let heights): #"{"rowHeights": \#(heights)}"#
      default: ""
      }
    }
    let start = Int.random(in: 0..<scene.heights.count, using: &rng)
    scene.members += [
      #""pages": [\#(written.joined(separator: ", "))]"#, #""initial": "d\#(start)""#,
    ]
    // The first page scrolled (the sheet rises to its top and the header collapses first).
    scene.wait(frames: .random(in: 1...20, using: &rng))
    scene.drag(
      by: -.random(in: 200...1500, using: &rng), frames: .random(in: 10...60, using: &rng),
      on: "content")
    scene.act(#"{"release": {}}"#)
    scene.wait(frames: .random(in: 0...300, using: &rng))
    // Switches: (the action's index in the script, its time, the page shown).
    var switches: [(index: Int, t: Double, page: Int)] = []
    var shown = 0
    func show() {
      shown = (shown + Int.random(in: 1..<pages.count, using: &rng)) % pages.count
      switches.append((scene.script.count, scene.now, shown))
      scene.act(#"{"showPage": {"page": \#(shown)}}"#)
    }
    for _ in 0..<Int.random(in: 2...4, using: &rng) {
      let distance = Double.random(in: 40...600, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:  // mid-fling
        let velocity = Double.random(in: 800...6000, using: &rng)
        scene.act(
          #"{"fling": {"velocity": \#(Bool.random(using: &rng) ? velocity : -velocity)}}"#)
        scene.wait(frames: .random(in: 1...90, using: &rng))
        show()
      case 1:  // mid-drag (short ones leave the header part-way): it goes on in the list shown
        let part = distance * .random(in: 0.05...1, using: &rng)
        scene.drag(by: part, frames: .random(in: 4...40, using: &rng), on: "content")
        show()
        scene.drag(by: -distance / 2, frames: .random(in: 4...40, using: &rng), on: "content")
        scene.act(#"{"release": {}}"#)
      case 2:  // after a drag's release
        scene.drag(by: distance, frames: .random(in: 4...40, using: &rng), on: "content")
        scene.act(#"{"release": {}}"#)
        scene.wait(frames: .random(in: 0...60, using: &rng))
        show()
      case 3:  // a short drag down, which opens a header part-way (`reveal: always`) first
        scene.drag(
          by: .random(in: 4...30, using: &rng), frames: .random(in: 4...20, using: &rng),
          on: "content")
        show()
        scene.act(#"{"release": {}}"#)
      default:
        scene.wait(frames: .random(in: 0...200, using: &rng))
        show()
      }
      scene.wait(frames: .random(in: 1...60, using: &rng))
    }
    let trace = try scene.run()
    var left: [Int: Double] = [:]
    for (index, t, page) in switches {
      let switched = try #require(trace.frames.first { $0.t >= t - 1e-9 })
      let without = try #require(
        try scene.run(skipping: index).frames.first { $0.t >= t - 1e-9 })
      #expect(abs(switched.t - t) < 1e-9 && abs(without.t - t) < 1e-9, "the switch on a frame")
      let shown = try #require(switched.sheet)
      let before = try #require(without.sheet)
      #expect(shown.page == page)
      left[before.page] = before.sample.content.offset
      // Where it was left, to the pixel — also one left past its end mid-bounce, where its host
      // stopped it: it springs back from there (Guides/Sheet.md), so nothing jumps.
      let kept = left[page] ?? 0
      let pixel = scene.pixel + 1e-9
      #expect(
        abs(shown.sample.content.offset - kept) <= pixel, "page \(page) where it was left, t = \(t)"
      )
      #expect(abs(shown.sample.sheet.y - before.sample.sheet.y) <= pixel, "t = \(t)")
      #expect(abs(shown.sample.headerCollapsed - before.sample.headerCollapsed) <= pixel)
    }
    for frame in trace.frames { Self.expectFinite(try #require(frame.sheet).kernel, at: frame.t) }
    let rest = try #require(trace.final.sheet)
    #expect(!trace.capped && rest.kernel.isAtRest && rest.page == shown)
    #expect(rest.detents.all.contains { scene.grid.round($0.y) == rest.kernel.panel.y })
    #expect([0, rest.header.collapsible].contains(rest.sample.headerCollapsed))
    let range = ScrollGeometry(
      viewport: rest.kernel.content.height, content: pages[shown].height, insetStart: 0,
      insetEnd: scene.safeBottom)
    let offset = rest.sample.content.offset
    #expect(offset >= 0 && offset <= max(range.maxOffset, 0) + scene.pixel)
  }
}

extension SheetFeaturesSimulationTests {
  // MARK: Fitted detent

  /// A fitted card (any top inset, maybe a taller detent above it, any header, rows and spring)
  /// follows its content: rows set or resized while it rests spring it to its new height —
  /// `max(safe top + top inset, container − (header + rows + safe bottom))` — where it rests
  /// exactly. No frame jumps: a spring released from rest `D` points from its target moves at
  /// most `ω₀·D` (its energy only falls), so a frame moves at most `ω₀·D / fps`, plus a pixel of
  /// rounding; nor does it pass its target by more than the spring's overshoot. Rows changed while
  /// a finger holds the card move nothing under the finger: the frame shows the card where the
  /// same script without the change does, and every later frame of the drag moves with the
  /// finger, never more than it; released, it settles on the new height.
  @Test(arguments: 0..<24) func aFittedDetentFollowsItsContent(seed: UInt64) throws {
    var rng = Generator(state: 0xF177_0000 &+ seed)
    var scene = Scene.random(&rng, detents: 1...1)
    let topInset = Bool.random(using: &rng) ? 0 : Double.random(in: 0...60, using: &rng)
    scene.detents = [
      topInset == 0
        ? #"{"id": "card", "fitted": true}"#
        : #"{"id": "card", "fitted": {"topInset": \#(topInset)}}"#
    ]
    let full = topInset >= 2 && Bool.random(using: &rng)
    if full {
      let inset = Double.random(in: 0...(topInset - 2), using: &rng)
      scene.detents.append(#"{"id": "full", "inset": \#(inset)}"#)
    }
    let response = Double.random(in: 0.25...0.6, using: &rng)
    let damping = Double.random(in: 0.6...1.2, using: &rng)
    scene.members.removeAll { $0.hasPrefix(#""content""#) || $0.hasPrefix(#""dimming""#) }
    let header = scene.headerHeight
    // Rows that mostly fit under the cap, and sometimes reach past it.
    let room = scene.container.height - scene.safeTop - topInset - header - scene.safeBottom
    func randomRows() -> [Double] {
      let height = Double.random(in: 30...90, using: &rng)
      let length = Double.random(in: 0...1.2, using: &rng) * room
      return Array(repeating: height, count: max(1, Int(length / height)))
    }
    var rows = randomRows()
    scene.members += [
      #""content": {"rows": \#(rows.count), "rowHeight": \#(rows[0])}"#, #""initial": "card""#,
      #""spring": {"response": \#(response), "dampingFraction": \#(damping)}"#,
    ]
    func fitted() -> Double {
      max(
        scene.safeTop + topInset,
        scene.container.height - (header + rows.reduce(0, +) + scene.safeBottom))
    }
    func change() {
      if Bool.random(using: &rng) {
        rows = randomRows()
        scene.act(#"{"setContent": {"rows": \#(rows.count), "rowHeight": \#(rows[0])}}"#)
      } else {
        let row = Int.random(in: 0..<rows.count, using: &rng)
        rows[row] = .random(in: 0...400, using: &rng)
        scene.act(#"{"resizeRow": {"row": \#(row), "height": \#(rows[row])}}"#)
      }
    }
    // Changes while the card rests: (when, from, to).
    var resting: [(t: Double, from: Double, to: Double)] = []
    scene.wait(frames: .random(in: 1...30, using: &rng))
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let from = fitted()
      let t = scene.now
      change()
      resting.append((t, from, fitted()))
      scene.wait(seconds: 3)
    }
    // A change while a finger holds the card.
    let source = ["grabber", "header"].randomElement(using: &rng)!
    func distance() -> Double {
      Double.random(in: 10...100, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
    }
    let first = scene.drag(by: distance(), frames: .random(in: 6...30, using: &rng), on: source)
    let changed = (index: scene.script.count, t: scene.now)
    change()
    let second = scene.drag(by: distance(), frames: .random(in: 6...30, using: &rng), on: source)
    scene.wait(frames: .random(in: 6...20, using: &rng))
    let released = scene.now
    scene.act(#"{"release": {}}"#)
    let trace = try scene.run()
    let frames = trace.frames.map { ($0.t, $0.sheet!) }
    let omega = 2 * Double.pi / response
    let overshoot = damping < 1 ? exp(-damping * .pi / (1 - damping * damping).squareRoot()) : 0
    for (index, (t, from, to)) in resting.enumerated() {
      let end = index + 1 < resting.count ? resting[index + 1].t : first.begin
      let segment = frames.filter { $0.0 >= t - 1e-9 - 1 / scene.fps && $0.0 < end - 1e-9 }
      let travel = abs(to - from)
      for ((_, a), (tb, b)) in zip(segment, segment.dropFirst()) {
        #expect(
          abs(b.kernel.panel.y - a.kernel.panel.y) <= omega * travel / scene.fps + scene.pixel,
          "a jump, t = \(tb)")
        let y = b.kernel.panel.y
        #expect(
          y >= min(from, to) - overshoot * travel - scene.pixel
            && y <= max(from, to) + overshoot * travel + scene.pixel, "t = \(tb)")
        let card = try #require(b.detents.position(of: "card"))
        #expect(card >= scene.safeTop + topInset - 1e-9, "the cap, t = \(tb)")
      }
      let rest = try #require(segment.last?.1)
      #expect(rest.kernel.isAtRest && rest.kernel.panel.y == scene.grid.round(to), "t = \(t)")
    }
    // Under the finger.
    let without = try scene.run(skipping: changed.index).frames
    let at = try #require(frames.first { $0.0 >= changed.t - 1e-9 })
    let reference = try #require(without.first { $0.t >= changed.t - 1e-9 }?.sheet)
    #expect(abs(at.1.kernel.panel.y - reference.kernel.panel.y) <= scene.pixel + 1e-9)
    func finger(_ t: Double) -> Double { first.translation(at: t) + second.translation(at: t) }
    let held = frames.filter { $0.0 >= changed.t - 1e-9 && $0.0 < released - 1e-9 }
    for ((ta, a), (tb, b)) in zip(held, held.dropFirst()) {
      let moved = b.kernel.panel.y - a.kernel.panel.y
      let fingerMoved = finger(tb) - finger(ta)
      #expect(moved * fingerMoved >= -1e-9, "against the finger, t = \(tb)")
      #expect(abs(moved) <= abs(fingerMoved) + scene.pixel + 1e-9, "past the finger, t = \(tb)")
    }
    for (t, sheet) in frames { Self.expectFinite(sheet.kernel, at: t) }
    let rest = try #require(trace.final.sheet)
    #expect(!trace.capped && rest.kernel.isAtRest)
    #expect(rest.detents.all.contains { scene.grid.round($0.y) == rest.kernel.panel.y })
    if !full { #expect(rest.kernel.panel.y == scene.grid.round(fitted())) }
  }

  // MARK: Floating look

  /// The floating look (any inset and corner radius, 1–4 detents) through drags, flings and
  /// moves: at every frame the panel's inset, corner radius and attachment lie in range and are
  /// a monotonic function of the sheet's height (higher is more attached); fully attached at and
  /// above the top detent, fully floating at and below the detent under it (attached throughout
  /// with one detent); the panel inset as its style says.
  @Test(arguments: 0..<24) func theFloatingLookFollowsTheHeight(seed: UInt64) throws {
    var rng = Generator(state: 0xF10A_0000 &+ seed)
    var scene = Scene.random(&rng, detents: seed % 8 == 0 ? 1...1 : 2...4)
    var inset = 8.0
    var radius = 38.0
    if Bool.random(using: &rng) {
      scene.members.append(#""appearance": {"style": "floating"}"#)
    } else {
      inset = .random(in: 0...40, using: &rng)
      radius = .random(in: 0...56, using: &rng)
      scene.members.append(
        #""appearance": {"style": "floating", "inset": \#(inset), "cornerRadius": \#(radius)}"#)
    }
    let count = scene.heights.count
    scene.members.append(#""initial": "d\#(Int.random(in: 0..<count, using: &rng))""#)
    // Up to the top detent and down below the one under it, then anything.
    scene.act(#"{"moveSheet": {"to": "d\#(count - 1)"}}"#)
    scene.wait(frames: .random(in: 0...120, using: &rng))
    scene.act(
      #"{"moveSheet": {"to": "d\#(max(count - 2 - Int.random(in: 0...1, using: &rng), 0))"}}"#)
    scene.wait(frames: .random(in: 0...120, using: &rng))
    for _ in 0..<Int.random(in: 2...6, using: &rng) {
      let source = Self.sources.randomElement(using: &rng)!
      let distance = Double.random(in: 30...900, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        scene.drag(by: distance, frames: .random(in: 6...60, using: &rng), on: source)
        scene.act(#"{"release": {}}"#)
      case 1:
        scene.drag(by: distance / 10, frames: .random(in: 2...8, using: &rng), on: source)
        scene.act(#"{"fling": {"velocity": \#(distance * 6), "on": "\#(source)"}}"#)
      case 2:
        let target = Int.random(in: 0..<scene.heights.count, using: &rng)
        scene.act(#"{"moveSheet": {"to": "d\#(target)"}}"#)
      default: break
      }
      scene.wait(frames: .random(in: 0...120, using: &rng))
    }
    let trace = try scene.run()
    let width = scene.container.width
    let full = scene.grid.round(min(inset, width / 4))
    var styles: [(y: Double, style: SheetKernelFrame.PanelStyle)] = []
    for frame in trace.frames {
      let sheet = try #require(frame.sheet)
      let style = sheet.kernel.panelStyle
      let y = sheet.sample.sheet.y
      Self.expectFinite(sheet.kernel, at: frame.t)
      #expect((0...1).contains(style.attachment), "t = \(frame.t)")
      #expect(style.inset >= 0 && style.inset <= full + 1e-9, "t = \(frame.t)")
      #expect(
        style.cornerRadius >= min(radius, 12) - 1e-9 && style.cornerRadius <= max(radius, 12) + 1e-9
      )
      let panel = sheet.kernel.panel
      #expect(panel.x == style.inset && abs(panel.width - (width - 2 * style.inset)) < 1e-9)
      #expect(
        abs(panel.y + panel.height - (scene.container.height - style.inset)) < 1e-9
          || panel.height == 0)
      let detents = sheet.detents
      if detents.count < 2 || y <= detents.highest.y + 1e-9 {
        #expect(
          style == SheetKernelFrame.PanelStyle(inset: 0, cornerRadius: 12, attachment: 1),
          "t = \(frame.t)")
      } else if y >= detents.all[detents.count - 2].y - 1e-9 {
        #expect(
          style == SheetKernelFrame.PanelStyle(inset: full, cornerRadius: radius, attachment: 0),
          "t = \(frame.t)")
      }
      styles.append((y, style))
    }
    // Higher (a smaller y) is never less attached: the style is monotonic in the height.
    styles.sort { $0.y < $1.y }
    for (higher, lower) in zip(styles, styles.dropFirst()) {
      #expect(higher.style.attachment >= lower.style.attachment - 1e-12, "at y = \(lower.y)")
      #expect(higher.style.inset <= lower.style.inset + 1e-12, "at y = \(lower.y)")
      let toward = radius >= 12 ? 1.0 : -1.0
      #expect(
        (higher.style.cornerRadius - lower.style.cornerRadius) * toward <= 1e-9, "at y = \(lower.y)"
      )
    }
    #expect(!trace.capped && trace.final.sheet?.kernel.isAtRest == true)
  }
}
