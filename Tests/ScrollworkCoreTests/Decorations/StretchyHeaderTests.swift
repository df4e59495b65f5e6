import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The stretchy header's rules as worked examples: a 240 pt header that collapses to 88 pt,
/// under a 91 pt navigation bar on a 390 × 844 screen. Its room is in the start inset (the
/// kernel's start room), so the content rests at −(91 + 240) = −331 and the bars' bottom is at
/// `offset + 91` in content coordinates.
struct StretchyHeaderTests {
  static let bars = 91.0
  static let header = StretchyHeader(height: 240, minimumHeight: 88)
  /// The offset at which the header rests at its height.
  static let rest = -(bars + 240)

  /// A snapshot whose start inset holds the bars and `header`'s room.
  static func snapshot(
    offset: Double, header: StretchyHeader = header, axis: ScrollAxis = .vertical
  ) -> ScrollSnapshot {
    DecorationCase.snapshot(
      content: 1320, offset: offset, insets: (bars + header.height, 34), axis: axis)
  }

  @Test func atRestItSitsJustAboveTheContent() {
    let layout = Self.header.layout(Self.snapshot(offset: Self.rest))
    #expect(layout.frame == DecorationRect(x: 0, y: -240, width: 390, height: 240))
    #expect(layout.contentFrame == layout.frame)
    #expect(layout.progress == 0 && layout.stretched == 0 && !layout.isPinned)
  }

  /// A 200 pt pull at stretch 1: 440 pt tall, its top on the bars' bottom (−531 + 91 = −440),
  /// its bottom on the content's top.
  @Test func aPullStretchesItToTheBars() {
    let layout = Self.header.layout(Self.snapshot(offset: Self.rest - 200))
    #expect(layout.frame == DecorationRect(x: 0, y: -440, width: 390, height: 440))
    #expect(layout.frame.y == Self.rest - 200 + Self.bars, "the top is at the bars' bottom")
    #expect(layout.stretched == 200)
    #expect(layout.progress == 0 && !layout.isPinned)
  }

  /// At stretch 0.5 the header takes half the pull, 100 pt, and the other 100 pt open above it.
  @Test func halfAStretchLeavesAGapAboveIt() {
    let header = StretchyHeader(height: 240, minimumHeight: 88, stretch: 0.5)
    let layout = header.layout(Self.snapshot(offset: Self.rest - 200, header: header))
    #expect(layout.frame == DecorationRect(x: 0, y: -340, width: 390, height: 340))
    #expect(layout.frame.y - (Self.rest - 200 + Self.bars) == 100, "the gap under the bars")
    #expect(layout.stretched == 100)
  }

  /// At stretch 0 it moves down whole: the gap is the pull.
  @Test func noStretchMovesItDownWhole() {
    let header = StretchyHeader(height: 240, stretch: 0)
    let layout = header.layout(Self.snapshot(offset: Self.rest - 200, header: header))
    #expect(layout.frame == DecorationRect(x: 0, y: -240, width: 390, height: 240))
    #expect(layout.stretched == 0)
  }

  /// Scrolled 1,000 pt it has collapsed to exactly 88 pt and stays pinned under the bars
  /// (offset 669, bars' bottom 760).
  @Test(arguments: [1000.0, 152.5, 5000])
  func aLongScrollPinsItAtItsMinimumHeight(scroll: Double) {
    let offset = Self.rest + scroll
    let layout = Self.header.layout(Self.snapshot(offset: offset))
    #expect(layout.frame == DecorationRect(x: 0, y: offset + Self.bars, width: 390, height: 88))
    #expect(layout.isPinned)
    #expect(layout.progress == 1)
  }

  struct ProgressCase: Sendable, CustomTestStringConvertible {
    var scroll: Double
    var height: Double
    var progress: Double
    var testDescription: String { "scrolled \(scroll)" }
  }

  /// Scrolled up from rest it shrinks one for one, 240 − p, down to 88 at p = 152; progress is
  /// p ÷ 152, 0 at rest and when pulled, 1 collapsed. Until it pins, its bottom stays on the
  /// content's top.
  @Test(arguments: [
    ProgressCase(scroll: -50, height: 290, progress: 0),
    ProgressCase(scroll: 0, height: 240, progress: 0),
    ProgressCase(scroll: 38, height: 202, progress: 0.25),
    ProgressCase(scroll: 76, height: 164, progress: 0.5),
    ProgressCase(scroll: 114, height: 126, progress: 0.75),
    ProgressCase(scroll: 152, height: 88, progress: 1),
    ProgressCase(scroll: 200, height: 88, progress: 1),
  ])
  func progressIsLinearInTheScroll(_ c: ProgressCase) {
    let layout = Self.header.layout(Self.snapshot(offset: Self.rest + c.scroll))
    #expect(layout.frame.height == c.height)
    #expect(abs(layout.progress - c.progress) < 1e-12)
    #expect(layout.isPinned == (c.scroll > 152))
    if !layout.isPinned { #expect(layout.frame.y + layout.frame.height == 0) }
  }

  struct AnchorCase: Sendable, CustomTestStringConvertible {
    var anchor: StretchyHeader.Anchor
    var scroll: Double
    /// The content frame's top and height.
    var y: Double
    var height: Double
    var testDescription: String { "\(anchor), scrolled \(scroll)" }
  }

  /// Pulled 200 (frame −440 ..< 0) and scrolled 100 (frame −140 ..< 0): the content fills the
  /// frame, or keeps 240 pt at its top, centre or bottom.
  @Test(arguments: [
    AnchorCase(anchor: .fill, scroll: -200, y: -440, height: 440),
    AnchorCase(anchor: .top, scroll: -200, y: -440, height: 240),
    AnchorCase(anchor: .center, scroll: -200, y: -340, height: 240),
    AnchorCase(anchor: .bottom, scroll: -200, y: -240, height: 240),
    AnchorCase(anchor: .fill, scroll: 100, y: -140, height: 140),
    AnchorCase(anchor: .top, scroll: 100, y: -140, height: 240),
    AnchorCase(anchor: .center, scroll: 100, y: -190, height: 240),
    AnchorCase(anchor: .bottom, scroll: 100, y: -240, height: 240),
  ])
  func anchorsPlaceTheContent(_ c: AnchorCase) {
    let header = StretchyHeader(height: 240, minimumHeight: 88, anchor: c.anchor)
    let layout = header.layout(Self.snapshot(offset: Self.rest + c.scroll, header: header))
    #expect(layout.contentFrame == DecorationRect(x: 0, y: c.y, width: 390, height: c.height))
  }

  /// A header that cannot collapse: progress jumps from 0 at rest to 1 at once, and it pins at
  /// its height as soon as it scrolls.
  @Test func aHeaderAtItsMinimumHeight() {
    let header = StretchyHeader(height: 100, minimumHeight: 100)
    let rest = -(Self.bars + 100)
    let atRest = header.layout(Self.snapshot(offset: rest, header: header))
    #expect(atRest.progress == 0 && !atRest.isPinned)
    #expect(atRest.frame == DecorationRect(x: 0, y: -100, width: 390, height: 100))
    let scrolled = header.layout(Self.snapshot(offset: rest + 1, header: header))
    #expect(scrolled.progress == 1 && scrolled.isPinned)
    #expect(
      scrolled.frame == DecorationRect(x: 0, y: rest + 1 + Self.bars, width: 390, height: 100))
    let pulled = header.layout(Self.snapshot(offset: rest - 50, header: header))
    #expect(pulled.frame == DecorationRect(x: 0, y: -150, width: 390, height: 150))
    #expect(pulled.progress == 0)
  }

  /// Horizontally the header is a column at the content's left, stretched along x.
  @Test func horizontalAxis() {
    let snapshot = DecorationCase.snapshot(
      content: 2000, offset: -(240 + 200), insets: (240, 0), viewport: 800, width: 300,
      axis: .horizontal)
    let layout = StretchyHeader(height: 240, minimumHeight: 88, anchor: .center).layout(snapshot)
    #expect(layout.frame == DecorationRect(x: -440, y: 0, width: 440, height: 300))
    #expect(layout.contentFrame == DecorationRect(x: -340, y: 0, width: 240, height: 300))
  }

  /// With more room in the start inset than the header's (a refresh's hold), the bars' bottom
  /// is given: the header is laid out from it, as if the extra room were not there.
  @Test func theBarsBottomCanBeGiven() {
    let held = DecorationCase.snapshot(content: 1320, offset: -431, insets: (91 + 240 + 60, 34))
    let layout = Self.header.layout(held, barsBottom: -431 + 91)
    #expect(layout == Self.header.layout(Self.snapshot(offset: -431)))
    #expect(layout.frame == DecorationRect(x: 0, y: -340, width: 390, height: 340))
  }

  @Test(arguments: [
    (-10.0, 5.0, -1.0, 0.0, 0.0, 0.0),
    (.nan, 5, .nan, 0, 0, 1),
    (.infinity, .infinity, 2, 0, 0, 1),
    (100, 300, 0.5, 100, 100, 0.5),
    (100, -20, 0.25, 100, 0, 0.25),
  ])
  func initHoldsValuesToTheirRanges(
    height: Double, minimum: Double, stretch: Double, expectedHeight: Double,
    expectedMinimum: Double, expectedStretch: Double
  ) {
    let header = StretchyHeader(height: height, minimumHeight: minimum, stretch: stretch)
    #expect(header.height == expectedHeight)
    #expect(header.minimumHeight == expectedMinimum)
    #expect(header.stretch == expectedStretch)
  }
}

/// The header's invariants over seeded random headers, insets and offsets (each message names
/// its seed).
struct StretchyHeaderPropertyTests {
  struct Case {
    var header: StretchyHeader
    var bars: Double
    var axis: ScrollAxis
    var cross: Double
    /// The offset at which the header rests.
    var rest: Double { -(bars + header.height) }

    init(_ rng: inout SplitMix64) {
      let height = Double.random(in: 0...500, using: &rng)
      header = StretchyHeader(
        height: height,
        minimumHeight: Bool.random(using: &rng) ? .random(in: 0...height, using: &rng) : height,
        anchor: StretchyHeader.Anchor.allCases.randomElement(using: &rng)!,
        stretch: [0, 1, .random(in: 0...1, using: &rng)].randomElement(using: &rng)!)
      bars = .random(in: 0...200, using: &rng)
      axis = Int.random(in: 0..<4, using: &rng) == 0 ? .horizontal : .vertical
      cross = .random(in: 0...1000, using: &rng)
    }

    /// An offset: anywhere from a long pull to a long scroll, or near where the rules change
    /// (rest, and the scroll at which it pins).
    func offset(_ rng: inout SplitMix64) -> Double {
      let range = header.height - header.minimumHeight
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return rest + .random(in: -0.01...0.01, using: &rng)
      case 1: return rest + range + .random(in: -0.01...0.01, using: &rng)
      default: return rest + .random(in: -1500...2500, using: &rng)
      }
    }

    func layout(at offset: Double) -> StretchyHeader.Layout {
      header.layout(
        ScrollSnapshot(
          geometry: ScrollGeometry(
            viewport: 844, content: 1320, insetStart: bars + header.height, insetEnd: 34),
          offset: offset, crossLength: cross, axis: axis))
    }
  }

  /// Start and length along the axis.
  static func span(_ rect: DecorationRect, _ axis: ScrollAxis) -> (start: Double, length: Double) {
    axis == .vertical ? (rect.y, rect.height) : (rect.x, rect.width)
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func invariants(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let c = Case(&rng)
    let header = c.header
    for _ in 0..<20 {
      let offset = c.offset(&rng)
      let layout = c.layout(at: offset)
      let label = "seed \(seed), \(header), bars \(c.bars), offset \(offset)"
      let barsBottom = offset + c.bars
      let scrolled = offset - c.rest
      let (start, length) = Self.span(layout.frame, c.axis)
      let tolerance = 1e-9 * max(1, abs(offset), header.height)
      for value in [
        layout.frame.x, layout.frame.y, layout.frame.width, layout.frame.height,
        layout.contentFrame.x, layout.contentFrame.y, layout.contentFrame.width,
        layout.contentFrame.height, layout.progress, layout.stretched,
      ] {
        #expect(value.isFinite, "\(label)")
      }
      #expect(length >= header.minimumHeight, "\(label): shorter than its minimum")
      #expect((0...1).contains(layout.progress), "\(label)")
      #expect(layout.stretched >= 0, "\(label)")
      // Across the axis it spans the viewport.
      let across = Self.span(layout.frame, c.axis == .vertical ? .horizontal : .vertical)
      #expect(across.start == 0 && across.length == c.cross, "\(label)")
      // Its top never rises above the bars' bottom; pulled, it lags the bars by the share of the
      // pull it does not take.
      #expect(start >= barsBottom - tolerance, "\(label): above the bars")
      if scrolled < 0 {
        #expect(
          abs(start - barsBottom - (1 - header.stretch) * -scrolled) <= tolerance,
          "\(label): the gap above it")
        #expect(abs(layout.stretched - header.stretch * -scrolled) <= tolerance, "\(label)")
      }
      if layout.isPinned {
        #expect(abs(start - barsBottom) <= tolerance, "\(label): pinned away from the bars")
        #expect(
          abs(length - header.minimumHeight) <= tolerance, "\(label): pinned at another height")
        #expect(layout.progress == 1, "\(label)")
      } else {
        #expect(abs(start + length) <= tolerance, "\(label): its bottom left the content's top")
      }
      // Its content fills it, or keeps the header's height.
      let content = Self.span(layout.contentFrame, c.axis)
      if header.anchor == .fill {
        #expect(layout.contentFrame == layout.frame, "\(label)")
      } else {
        #expect(content.length == header.height, "\(label)")
      }
    }
  }

  /// Scrolling up collapses it: progress never falls and its height never grows as the offset
  /// grows.
  @Test(arguments: 0..<300 as Range<UInt64>)
  func monotoneInTheOffset(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let c = Case(&rng)
    for _ in 0..<20 {
      let low = c.offset(&rng)
      let high = low + .random(in: 0...300, using: &rng)
      let (a, b) = (c.layout(at: low), c.layout(at: high))
      let label = "seed \(seed), \(c.header), offsets \(low) … \(high)"
      #expect(b.progress >= a.progress, "\(label): progress fell")
      #expect(Self.span(b.frame, c.axis).length <= Self.span(a.frame, c.axis).length, "\(label)")
    }
  }

  /// No jumps: 0.001 pt of scroll moves each edge of the frame and of the content by at most
  /// 0.001 pt (the stretch is at most 1), and progress by at most 0.001 ÷ its range.
  @Test(arguments: 0..<300 as Range<UInt64>)
  func continuousInTheOffset(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let c = Case(&rng)
    let step = 0.001
    let range = c.header.height - c.header.minimumHeight
    for _ in 0..<20 {
      let offset = c.offset(&rng)
      let (a, b) = (c.layout(at: offset), c.layout(at: offset + step))
      let label = "seed \(seed), \(c.header), offset \(offset)"
      let bound = step * max(1, c.header.stretch) + 1e-9 * max(1, abs(offset), c.header.height)
      for (before, after) in [(a.frame, b.frame), (a.contentFrame, b.contentFrame)] {
        let (s0, l0) = Self.span(before, c.axis)
        let (s1, l1) = Self.span(after, c.axis)
        #expect(abs(s1 - s0) <= bound, "\(label): the start jumped by \(s1 - s0)")
        #expect(abs((s1 + l1) - (s0 + l0)) <= bound, "\(label): the end jumped")
      }
      if range > 1e-3 {
        #expect(abs(b.progress - a.progress) <= step / range + 1e-9, "\(label): progress jumped")
      }
    }
  }
}
