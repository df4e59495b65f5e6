import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The one call every host makes per callback or frame.
struct ScrollViewKernelTests {
  static let all = ScrollDecorations(
    peekingBackground: PeekingBackground(dimming: 0.2),
    parallaxBackground: ParallaxBackground(mode: .range, imageLength: 1400),
    edgeFill: EdgeFill(), edgeShadows: EdgeShadows(thickness: 8),
    stickyFooter: StickyFooter(height: 80))

  /// What a table reports: bounds 390 × 844 under a 91 pt bar and a 34 pt home indicator.
  static func reading(
    content: Double, offset: Double, top: Double = 91, bottom: Double = 34, width: Double = 390
  ) -> ScrollViewReading {
    ScrollViewReading(
      bounds: HostSize(width: width, height: 844),
      contentSize: HostSize(width: width, height: content),
      adjustedInsets: HostInsets(top: top, bottom: bottom), offset: HostPoint(x: 0, y: offset))
  }

  /// Short content: the footer's room fills the visible area below the rows (719 − 176), and
  /// the table's footer view holds the footer at its bottom.
  @Test func footerRoomForShortContent() {
    var kernel = ScrollViewKernel(decorations: Self.all)
    let update = kernel.update(Self.reading(content: 176, offset: -91))
    #expect(update.geometry.content == 719)
    #expect(update.footerRoom == 543)
    #expect(update.footerRoomChange == 543)
    #expect(update.layout.stickyFooter == DecorationRect(x: 0, y: 639, width: 390, height: 80))
    #expect(update.views.stickyFooter == DecorationRect(x: 0, y: 463, width: 390, height: 80))
  }

  /// The host applied the room: its content size now includes it, and the next pass reads the
  /// same own content back out of it.
  @Test func readsItsOwnRoomBack() {
    var kernel = ScrollViewKernel(decorations: Self.all)
    let first = kernel.update(Self.reading(content: 176, offset: -91))
    let second = kernel.update(Self.reading(content: 176 + first.footerRoom, offset: -91))
    #expect(
      second
        == ScrollViewUpdate(
          offset: nil, nativeBounces: nil, footerRoom: 543, footerRoomChange: 0,
          geometry: first.geometry, layout: first.layout, views: first.views,
          indicator: first.indicator, crossLength: 390, axis: .vertical))
  }

  /// In the end inset instead: the adjusted insets include the room; the change is what the
  /// host adds.
  @Test func endInsetPlacement() {
    var kernel = ScrollViewKernel(decorations: Self.all, placement: .endInset)
    let first = kernel.update(Self.reading(content: 176, offset: -91))
    #expect(first.footerRoomChange == 543)
    #expect(first.views.stickyFooter == DecorationRect(x: 0, y: 639, width: 390, height: 80))
    let grown = kernel.update(Self.reading(content: 1320, offset: -91, bottom: 34 + 543))
    #expect(grown.footerRoom == 80)
    #expect(grown.footerRoomChange == 80 - 543)
    #expect(grown.geometry.insetEnd == 34)
  }

  @Test func noFooterNoRoom() {
    var kernel = ScrollViewKernel(decorations: ScrollDecorations(edgeShadows: EdgeShadows()))
    let update = kernel.update(Self.reading(content: 176, offset: -91))
    #expect(update.footerRoom == 0)
    #expect(update.geometry.content == 176)
  }

  /// The footer is part of the scrolled content for every other decoration: on short content
  /// the content-bottom shadow hangs from the pinned footer's end, not from the rows'.
  @Test func shadowsSeeTheFooter() {
    var kernel = ScrollViewKernel(decorations: Self.all)
    let update = kernel.update(Self.reading(content: 176, offset: -91))
    #expect(update.layout.edgeShadows?.contentBottom == nil, "the footer ends at the visible end")
    let pulled = kernel.update(Self.reading(content: 176 + 543, offset: 20))
    #expect(pulled.layout.edgeShadows?.contentBottom?.y == 719)
  }

  /// A clamped offset is applied before the layout: the frames are those at the edge.
  @Test func layoutFollowsTheClamp() {
    var kernel = ScrollViewKernel(decorations: Self.all, bounce: .endOnly)
    let update = kernel.update(Self.reading(content: 1320, offset: -200, top: 143))
    #expect(update.offset == -143)
    #expect(update.nativeBounces == true)
    #expect(update.layout.edgeShadows?.outerTop == nil, "not pulled past the top")
    // At the top of the range the indicator starts at its track's top, 3 pt under the inset,
    // and a still view shows none of it. Its length is the visible share of the scrolled
    // content, footer room included, along its track: 667 of 1400 pt on a track from 146 to
    // 844 − 34 − 3 = 807, 3 pt in from the right edge.
    #expect(update.indicator.alpha == 0)
    #expect(
      Self.isClose(
        update.indicatorFrame,
        DecorationRect(x: 390 - 3 - 3, y: 146, width: 3, height: 661 * 667 / 1400.0)))
  }

  /// Whether two rectangles agree within floating-point noise.
  static func isClose(_ a: DecorationRect, _ b: DecorationRect) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9
      && abs(a.height - b.height) < 1e-9
  }

  /// Where the indicator is drawn over a scroll view whose offset is not clamped, worked out by
  /// hand: 1320 pt of rows and an 80 pt footer's room scroll from −91 to 1400 + 34 − 844 = 590;
  /// 844 − 91 − 34 = 719 pt show; the track runs from 91 + 3 = 94 to 844 − 34 − 3 = 807
  /// (713 pt), and the indicator is 713 × 719 / 1400 long, less the pull past an edge, at least
  /// twice its 3 pt thickness.
  struct IndicatorCase: Sendable, CustomTestStringConvertible {
    var offset: Double
    var start: Double
    var length: Double
    var testDescription: String { "offset \(offset)" }

    static let full = 713 * 719 / 1400.0
  }

  @Test(arguments: [
    // At the top the indicator starts at the track's top; at the end it ends at the track's end.
    IndicatorCase(offset: -91, start: 94, length: IndicatorCase.full),
    IndicatorCase(offset: 590, start: 807 - IndicatorCase.full, length: IndicatorCase.full),
    // Halfway down the range it is centred on the track.
    IndicatorCase(offset: 249.5, start: 450.5 - IndicatorCase.full / 2, length: IndicatorCase.full),
    // Pulled 40 pt past an edge it shrinks by the pull and stays at that edge.
    IndicatorCase(offset: -131, start: 94, length: IndicatorCase.full - 40),
    IndicatorCase(
      offset: 630, start: 807 - (IndicatorCase.full - 40), length: IndicatorCase.full - 40),
    // Pulled far past the top it keeps twice its thickness.
    IndicatorCase(offset: -2091, start: 94, length: 6),
  ])
  func indicatorAlongItsTrack(_ c: IndicatorCase) {
    var kernel = ScrollViewKernel(decorations: Self.all)
    var reading = Self.reading(content: 1320, offset: c.offset)
    reading.isScrolling = true
    let update = kernel.update(reading)
    #expect(update.offset == nil)
    #expect(
      Self.isClose(
        update.indicatorFrame, DecorationRect(x: 384, y: c.start, width: 3, height: c.length)),
      "\(update.indicatorFrame)")
    #expect(update.indicator.alpha == 0.4, "black at 40 % while it scrolls")
  }

  /// Content that fits shows an indicator the length of its whole track.
  @Test func shortContentFillsTheTrack() {
    var kernel = ScrollViewKernel(decorations: Self.all)
    let update = kernel.update(Self.reading(content: 176, offset: -91))
    #expect(
      Self.isClose(update.indicatorFrame, DecorationRect(x: 384, y: 94, width: 3, height: 713)))
  }

  /// The clamp's end edge is the scrolled geometry's, with the footer's room: 1400 + 34 − 844.
  @Test func clampUsesTheScrolledLength() {
    var kernel = ScrollViewKernel(decorations: Self.all, bounce: .startOnly)
    _ = kernel.update(Self.reading(content: 1320, offset: 0))
    let update = kernel.update(Self.reading(content: 1400, offset: 700))
    #expect(update.geometry.content == 1400)
    #expect(update.offset == 590)
  }

  @Test func refreshControlStepsAside() {
    var kernel = ScrollViewKernel(decorations: Self.all, bounce: BouncePolicy.none)
    var reading = Self.reading(content: 1320, offset: -200)
    #expect(kernel.update(reading).offset != nil)
    #expect(kernel.update(reading).nativeBounces == false)
    reading.refreshControlInstalled = true
    // Only a finger opens the top for a refresh: momentum is still stopped at the edge.
    #expect(kernel.update(reading).offset == -91)
    reading.isTracking = true
    #expect(kernel.update(reading).offset == nil)
    #expect(kernel.update(reading).nativeBounces == true)
    // Released, the pull springs back past the edge untouched until it is back in range.
    reading.isTracking = false
    reading.offset.y = -150
    #expect(kernel.update(reading).offset == nil)
    reading.offset.y = -91
    #expect(kernel.update(reading).offset == nil)
    reading.offset.y = -120
    #expect(kernel.update(reading).offset == -91)
  }

  @Test func horizontalAxis() {
    var kernel = ScrollViewKernel(decorations: Self.all, axis: .horizontal, placement: .endInset)
    let update = kernel.update(
      ScrollViewReading(
        bounds: HostSize(width: 390, height: 844), contentSize: HostSize(width: 1000, height: 844),
        adjustedInsets: HostInsets(), offset: HostPoint(x: 100, y: 0)))
    #expect(update.layout.stickyFooter == DecorationRect(x: 1000, y: 0, width: 80, height: 844))
  }

  /// Which view shows what is decided here: the image and its dimming while peeking, the
  /// empty-state view while the rows leave the visible area empty.
  @Test func peekViews() {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(peekingBackground: PeekingBackground(dimming: 0.2)))
    let peek = kernel.update(Self.reading(content: 1320, offset: 600))
    #expect(peek.views.peekImage != nil && peek.views.emptyState == nil)
    #expect(peek.views.dimming == peek.views.peekImage)
    #expect(peek.views.dimmingAlpha == 0.2)
    let empty = kernel.update(Self.reading(content: 132, offset: -91))
    #expect(empty.views.peekImage == nil && empty.views.dimming == nil)
    #expect(empty.views.dimmingAlpha == 0)
    #expect(empty.views.emptyState == DecorationRect(x: 0, y: 132, width: 390, height: 587))
  }
}

/// The scroll-view kernel's readings are untrusted: any number gives a finite update, and a bad
/// reading leaves no NaN behind (``ScrollViewReading/clamped``).
struct ScrollViewKernelReadingTests {
  static let all = ScrollViewKernelTests.all

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func anyNumberGivesAFiniteUpdate(bad: Double) {
    var kernel = ScrollViewKernel(decorations: Self.all, bounce: .endOnly)
    let good = ScrollViewReading(
      bounds: HostSize(width: 390, height: 844), contentSize: HostSize(width: 390, height: 1320),
      adjustedInsets: HostInsets(top: 91, bottom: 34), offset: HostPoint(x: 0, y: 0))
    let readings = [
      ScrollViewReading(
        bounds: HostSize(width: 390, height: bad), contentSize: good.contentSize,
        adjustedInsets: good.adjustedInsets, offset: good.offset),
      ScrollViewReading(
        bounds: good.bounds, contentSize: HostSize(width: 390, height: bad),
        adjustedInsets: HostInsets(top: bad, bottom: bad), offset: HostPoint(x: bad, y: bad)),
    ]
    for reading in readings {
      let update = kernel.update(reading)
      #expect(update.footerRoom.isFinite && update.geometry.content.isFinite)
      #expect(update.indicator.start.isFinite && update.indicator.length.isFinite)
      #expect(update.offset.map(\.isFinite) ?? true)
      for rect in [update.views.outerTopShadow, update.views.stickyFooter, update.views.peekImage] {
        if let rect { #expect(rect.y.isFinite && rect.height.isFinite) }
      }
    }
    // Nothing non-finite is left behind: the room the kernel remembers stays a number.
    #expect(kernel.footerRoom.isFinite)
    #expect(kernel.update(good).footerRoom.isFinite)
  }
}
