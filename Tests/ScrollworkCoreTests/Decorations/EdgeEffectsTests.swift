import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The scroll edge effects over 1,320 pt of rows on a 390 × 844 screen under a 91 pt bar and a
/// 34 pt home indicator: the bars' bottom is at `offset + 91`, the bottom bar's top at
/// `offset + 810`, and the range runs from −91 to 1320 + 34 − 844 = 510.
struct EdgeEffectsTests {
  static func snapshot(_ offset: Double, content: Double = 1320) -> ScrollSnapshot {
    DecorationCase.snapshot(content: content, offset: offset)
  }

  /// The top edge's effect with the bars' bottom as its edge.
  static func top(_ effects: EdgeEffects, at offset: Double) -> EdgeEffects.Edge? {
    effects.layout(snapshot(offset), topEdge: offset + 91).top
  }

  struct AlphaCase: Sendable, CustomTestStringConvertible {
    var offset: Double
    var alpha: Double
    var testDescription: String { "offset \(offset)" }
  }

  /// None at rest at the top (and pulled), then linear over the first 16 pt of content under the
  /// bar, full beyond.
  @Test(arguments: [
    AlphaCase(offset: -200, alpha: 0),
    AlphaCase(offset: -91, alpha: 0),
    AlphaCase(offset: -87, alpha: 0.25),
    AlphaCase(offset: -83, alpha: 0.5),
    AlphaCase(offset: -79, alpha: 0.75),
    AlphaCase(offset: -75, alpha: 1),
    AlphaCase(offset: 400, alpha: 1),
  ])
  func topAlphaRampsWithTheContentUnderTheBar(_ c: AlphaCase) {
    #expect(Self.top(EdgeEffects(), at: c.offset)?.alpha == c.alpha)
    // The decorations give the same edge: the bars' bottom, with no header.
    let layout = ScrollDecorations(edgeEffects: EdgeEffects()).layout(Self.snapshot(c.offset))
    #expect(layout.edgeEffects?.top?.alpha == c.alpha)
  }

  /// At the end of the range no content is under the bottom bar; 4 pt short of it, a quarter.
  @Test(arguments: [
    AlphaCase(offset: 600, alpha: 0),
    AlphaCase(offset: 510, alpha: 0),
    AlphaCase(offset: 506, alpha: 0.25),
    AlphaCase(offset: 502, alpha: 0.5),
    AlphaCase(offset: 494, alpha: 1),
    AlphaCase(offset: -91, alpha: 1),
  ])
  func bottomAlphaRampsWithTheContentUnderTheBar(_ c: AlphaCase) {
    let layout = EdgeEffects().layout(Self.snapshot(c.offset), topEdge: c.offset + 91)
    #expect(layout.bottom?.alpha == c.alpha)
  }

  /// Short content has nothing under the bottom bar: no bottom effect at any offset in range.
  @Test func shortContentHasNoBottomEffect() {
    let layout = EdgeEffects().layout(Self.snapshot(-91, content: 132), topEdge: 0)
    #expect(layout.bottom?.alpha == 0)
  }

  /// Soft: from the viewport's edge across the bar and 24 pt on; no divider.
  @Test func aSoftEdgeRunsPastTheBar() {
    let layout = EdgeEffects(top: .soft, bottom: .soft).layout(Self.snapshot(200), topEdge: 291)
    #expect(layout.top?.frame == DecorationRect(x: 0, y: 200, width: 390, height: 91 + 24))
    #expect(layout.top?.barEdge == 291)
    #expect(layout.top?.divider == nil)
    #expect(layout.bottom?.frame == DecorationRect(x: 0, y: 1010 - 24, width: 390, height: 34 + 24))
    #expect(layout.bottom?.barEdge == 1010)
    #expect(layout.bottom?.divider == nil)
  }

  /// Hard: the bar alone, with a 1 pt divider along the bar's edge, on the content's side.
  @Test func aHardEdgeStopsAtTheBarWithADivider() {
    let layout = EdgeEffects(top: .hard, bottom: .hard, softLength: 30)
      .layout(Self.snapshot(200), topEdge: 291)
    #expect(layout.top?.frame == DecorationRect(x: 0, y: 200, width: 390, height: 91))
    #expect(layout.top?.divider == DecorationRect(x: 0, y: 291, width: 390, height: 1))
    #expect(layout.bottom?.frame == DecorationRect(x: 0, y: 1010, width: 390, height: 34))
    #expect(layout.bottom?.divider == DecorationRect(x: 0, y: 1009, width: 390, height: 1))
    #expect(layout.top?.style == .hard && layout.bottom?.style == .hard)
  }

  @Test func anEdgeWithoutAStyleHasNoEffect() {
    let layout = EdgeEffects(top: nil, bottom: .soft).layout(Self.snapshot(200), topEdge: 291)
    #expect(layout.top == nil && layout.bottom != nil)
    let none = EdgeEffects(top: .hard, bottom: nil).layout(Self.snapshot(200), topEdge: 291)
    #expect(none.top != nil && none.bottom == nil)
  }

  /// With no fade distance the effect is full as soon as any content is under the bar.
  @Test func noFadeDistanceSwitchesAtOnce() {
    let effects = EdgeEffects(fadeDistance: 0)
    #expect(Self.top(effects, at: -91)?.alpha == 0)
    #expect(Self.top(effects, at: -90.9)?.alpha == 1)
  }

  @Test(arguments: [-5.0, .nan, -.infinity, .infinity])
  func lengthsThatAreNegativeOrNotFiniteAreZero(value: Double) {
    let effects = EdgeEffects(softLength: value, fadeDistance: value)
    #expect(effects.softLength == 0 && effects.fadeDistance == 0)
  }

  /// Under a stretchy header the effect measures from the header's bottom: none until the
  /// header pins (240 pt collapsing to 88, pinned after 152 pt of scroll from −331), then the
  /// same ramp over the content under the pinned header.
  @Test func underAPinnedHeaderItMeasuresFromTheHeader() {
    let decorations = ScrollDecorations(
      stretchyHeader: StretchyHeader(height: 240, minimumHeight: 88),
      edgeEffects: EdgeEffects(top: .soft, bottom: nil))
    func top(_ offset: Double) -> EdgeEffects.Edge? {
      decorations.layout(DecorationCase.snapshot(content: 1320, offset: offset, insets: (331, 34)))
        .edgeEffects?.top
    }
    #expect(top(-331)?.alpha == 0)
    #expect(top(-250)?.alpha == 0, "collapsing, not pinned: nothing under it")
    #expect(top(-179)?.alpha == 0, "just pinned")
    // 8 pt past the pin: the header's bottom is at −171 + 91 + 88 = 8.
    #expect(top(-171)?.alpha == 0.5)
    #expect(top(-171)?.barEdge == 8)
    #expect(top(-171)?.frame == DecorationRect(x: 0, y: -171, width: 390, height: 179 + 24))
    #expect(top(0)?.alpha == 1)
  }

  /// The view frames carry both edges and their alphas.
  @Test func viewFrames() {
    let layout = ScrollDecorations(edgeEffects: EdgeEffects(top: .hard, bottom: .soft))
      .layout(Self.snapshot(200))
    let views = DecorationViewFrames(layout, placement: .contentEnd, ownContent: 1320)
    #expect(views.topEdgeEffect == DecorationRect(x: 0, y: 200, width: 390, height: 91))
    #expect(views.topEdgeDivider == DecorationRect(x: 0, y: 291, width: 390, height: 1))
    #expect(views.topEdgeAlpha == 1)
    #expect(views.bottomEdgeEffect == layout.edgeEffects?.bottom?.frame)
    #expect(views.bottomEdgeDivider == nil)
    #expect(views.bottomEdgeAlpha == 1)
  }

  /// Over any geometry and offset: alphas in 0…1, the top's never falling as the offset grows and
  /// the bottom's never rising.
  @Test func alphaIsBoundedAndMonotone() async {
    await propertyCheck(
      count: 300,
      input: Gen.double(in: 0...2000), Gen.double(in: 0...5000), Gen.double(in: 0...200),
      Gen.double(in: -3000...6000), Gen.double(in: 0...500), Gen.double(in: 0...60)
    ) { viewport, content, inset, offset, step, fade in
      let effects = EdgeEffects(fadeDistance: fade)
      func layout(_ offset: Double) -> EdgeEffects.Layout {
        let snapshot = ScrollSnapshot(
          geometry: ScrollGeometry(
            viewport: viewport, content: content, insetStart: inset, insetEnd: 34),
          offset: offset, crossLength: 390)
        return effects.layout(snapshot, topEdge: offset + inset)
      }
      let (a, b) = (layout(offset), layout(offset + step))
      for alpha in [a.top?.alpha, a.bottom?.alpha, b.top?.alpha, b.bottom?.alpha] {
        #expect(alpha.map { (0...1).contains($0) } == true)
      }
      #expect(b.top!.alpha >= a.top!.alpha)
      #expect(b.bottom!.alpha <= a.bottom!.alpha)
    }
  }
}
