import Testing

@_spi(Engine) @testable import ScrollworkCore

struct ScrollDecorationsTests {
  @Test func onlyConfiguredDecorationsAreLaidOut() {
    let decorations = ScrollDecorations(edgeShadows: EdgeShadows())
    let layout = decorations.layout(DecorationCase.snapshot(content: 220, offset: -91))
    #expect(layout.edgeShadows != nil)
    #expect(layout.peekingBackground == nil && layout.parallaxBackground == nil)
    #expect(layout.edgeFill == nil && layout.stickyFooter == nil)
    #expect(!decorations.isEmpty)
    #expect(ScrollDecorations().isEmpty)
  }

  /// Only the sticky footer changes the content size, and every other decoration sees it.
  @Test func contentLengthComesFromTheFooterAlone() {
    let geometry = ScrollGeometry(viewport: 844, content: 176, insetStart: 91, insetEnd: 34)
    #expect(ScrollDecorations(edgeShadows: EdgeShadows()).contentLength(for: geometry) == 176)
    let withFooter = ScrollDecorations(
      edgeShadows: EdgeShadows(), stickyFooter: StickyFooter(height: 80))
    #expect(withFooter.contentLength(for: geometry) == 719)
    let layout = withFooter.layout(
      ScrollSnapshot(geometry: geometry, offset: -91, crossLength: 390))
    // The footer is content for the other decorations: the rows' end (176) casts no shadow,
    // and the pinned footer ends where the visible area does.
    #expect(layout.edgeShadows?.contentBottom == nil)
    let pulled = withFooter.layout(
      ScrollSnapshot(geometry: geometry, offset: -50, crossLength: 390))
    #expect(pulled.edgeShadows?.contentBottom?.y == 719)
  }

  /// All of them at once, in a seeded sweep of geometry: nothing is NaN or negative in size.
  @Test(arguments: 0..<200)
  func everyLayoutIsFinite(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    let decorations = ScrollDecorations(
      peekingBackground: PeekingBackground(follow: .random(in: 0...1, using: &rng)),
      parallaxBackground: ParallaxBackground(
        mode: Bool.random(using: &rng) ? .range : .ratio(.random(in: -1...2, using: &rng)),
        imageLength: .random(in: 0...3000, using: &rng)),
      edgeFill: EdgeFill(), edgeShadows: EdgeShadows(thickness: .random(in: 0...20, using: &rng)),
      stickyFooter: StickyFooter(height: .random(in: 0...200, using: &rng)))
    let snapshot = ScrollSnapshot(
      geometry: ScrollGeometry(
        viewport: .random(in: 0...1000, using: &rng), content: .random(in: 0...5000, using: &rng),
        insetStart: .random(in: 0...200, using: &rng), insetEnd: .random(in: 0...100, using: &rng)),
      offset: .random(in: -2000...6000, using: &rng),
      crossLength: .random(in: 0...1000, using: &rng))
    let layout = decorations.layout(snapshot)
    var rects: [DecorationRect] = []
    if let peek = layout.peekingBackground { rects.append(peek.frame) }
    if let parallax = layout.parallaxBackground { rects.append(parallax.frame) }
    rects += [layout.edgeFill?.top, layout.edgeFill?.bottom, layout.stickyFooter].compactMap { $0 }
    if let s = layout.edgeShadows {
      rects += [s.outerTop, s.contentTop, s.contentBottom, s.outerBottom].compactMap { $0 }
    }
    for rect in rects {
      #expect(rect.x.isFinite && rect.y.isFinite, "seed \(seed)")
      #expect(rect.width >= 0 && rect.height >= 0, "seed \(seed)")
    }
  }
}
