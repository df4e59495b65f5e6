import Testing

@_spi(Engine) @testable import ScrollworkCore

struct ParallaxBackgroundTests {
  /// Range mode: the top of the range shows the image's top, the end its bottom, linearly between.
  @Test(arguments: [(-91.0, 0.0), (1830.0, 1.0), (869.5, 0.5), (389.25, 0.25)])
  func rangeModeMapsTheScrollRangeOntoTheImage(offset: Double, progress: Double) {
    // 60 rows of 44 under a navigation bar: oMin −91, oMax 2640 + 34 − 844 = 1830.
    let snapshot = DecorationCase.snapshot(content: 2640, offset: offset)
    let layout = ParallaxBackground(imageLength: 1400).layout(snapshot)
    #expect(abs(layout.progress - progress) < 1e-12)
    // The image's top in viewport coordinates is −progress × (1400 − 844).
    #expect(abs((layout.frame.y - offset) + progress * 556) < 1e-9)
    #expect(layout.frame.height == 1400)
  }

  @Test(arguments: [-300.0, 2200])
  func overscrollHoldsTheImageToTheViewport(offset: Double) {
    let layout = ParallaxBackground(imageLength: 1400)
      .layout(DecorationCase.snapshot(content: 2640, offset: offset))
    #expect(layout.progress == (offset < 0 ? 0 : 1))
  }

  /// Content shorter than the viewport: an empty scroll range must not divide by zero.
  @Test(arguments: [0.0, 100, 719])
  func shortContentDoesNotDivideByZero(content: Double) {
    let layout = ParallaxBackground(imageLength: 1400)
      .layout(DecorationCase.snapshot(content: content, offset: -91))
    #expect(layout.progress == 0)
    #expect(layout.frame.y.isFinite)
    #expect(layout.frame.y == -91)
  }

  @Test(arguments: [0.0, 0.5, 1.0])
  func ratioModeMovesAtAFractionOfTheContentSpeed(ratio: Double) {
    let parallax = ParallaxBackground(mode: .ratio(ratio), imageLength: 2000)
    let top = parallax.layout(DecorationCase.snapshot(content: 2640, offset: -91)).frame.y
    let down = parallax.layout(DecorationCase.snapshot(content: 2640, offset: 109)).frame.y
    // In viewport coordinates the image moves up by ratio × 200 when the content moves 200.
    #expect(abs(((down - 109) - (top + 91)) + ratio * 200) < 1e-9)
  }
}
