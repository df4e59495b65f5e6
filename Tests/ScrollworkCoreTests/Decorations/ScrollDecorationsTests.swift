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

/// All nine decorations together: the four added later (header, empty state, edge effects,
/// refresh) with the five seeds, over seeded random geometry, offsets and refreshes.
struct ScrollDecorationsCombinationTests {
  /// Every decoration, each with random settings.
  static func allNine(_ rng: inout SplitMix64) -> ScrollDecorations {
    var decorations = seeds(&rng)
    let height = Double.random(in: 0...400, using: &rng)
    decorations.stretchyHeader = StretchyHeader(
      height: height, minimumHeight: .random(in: 0...height, using: &rng),
      anchor: StretchyHeader.Anchor.allCases.randomElement(using: &rng)!,
      stretch: .random(in: 0...1, using: &rng))
    decorations.emptyState = EmptyState(
      trigger: EmptyState.Trigger.allCases.randomElement(using: &rng)!,
      verticalOffset: .random(in: -100...100, using: &rng), scrolls: Bool.random(using: &rng))
    decorations.edgeEffects = EdgeEffects(
      top: [nil, .soft, .hard].randomElement(using: &rng)!,
      bottom: [nil, .soft, .hard].randomElement(using: &rng)!,
      softLength: .random(in: 0...40, using: &rng), fadeDistance: .random(in: 0...40, using: &rng))
    decorations.refreshControl = RefreshControl(
      triggerDistance: .random(in: 0...200, using: &rng),
      holdHeight: .random(in: 0...120, using: &rng), spinnerSize: .random(in: 0...40, using: &rng))
    return decorations
  }

  /// The five seed decorations, each with random settings.
  static func seeds(_ rng: inout SplitMix64) -> ScrollDecorations {
    ScrollDecorations(
      peekingBackground: PeekingBackground(
        dimming: .random(in: 0...1, using: &rng), showsEmptyState: Bool.random(using: &rng),
        follow: .random(in: 0...1, using: &rng)),
      parallaxBackground: ParallaxBackground(
        mode: Bool.random(using: &rng) ? .range : .ratio(.random(in: -1...2, using: &rng)),
        imageLength: .random(in: 0...3000, using: &rng)),
      edgeFill: EdgeFill(top: Bool.random(using: &rng), bottom: Bool.random(using: &rng)),
      edgeShadows: EdgeShadows(thickness: .random(in: 0...20, using: &rng)),
      stickyFooter: StickyFooter(height: .random(in: 0...200, using: &rng)))
  }

  /// A snapshot whose start inset holds the bars and `room`.
  static func snapshot(_ rng: inout SplitMix64, room: Double) -> ScrollSnapshot {
    let bars = Double.random(in: 0...200, using: &rng)
    return ScrollSnapshot(
      geometry: ScrollGeometry(
        viewport: .random(in: 0...1000, using: &rng),
        content: Bool.random(using: &rng) ? 0 : .random(in: 0...5000, using: &rng),
        insetStart: bars + room, insetEnd: .random(in: 0...100, using: &rng)),
      offset: -bars - room + .random(in: -800...5000, using: &rng),
      crossLength: .random(in: 0...1000, using: &rng),
      axis: Int.random(in: 0..<4, using: &rng) == 0 ? .horizontal : .vertical)
  }

  /// Every rectangle in a layout.
  static func rects(in layout: DecorationLayout) -> [DecorationRect] {
    var rects: [DecorationRect?] = [
      layout.peekingBackground?.frame, layout.parallaxBackground?.frame, layout.edgeFill?.top,
      layout.edgeFill?.bottom, layout.edgeShadows?.outerTop, layout.edgeShadows?.contentTop,
      layout.edgeShadows?.contentBottom, layout.edgeShadows?.outerBottom, layout.stickyFooter,
      layout.stretchyHeader?.frame, layout.stretchyHeader?.contentFrame,
      layout.emptyState?.frame, layout.refreshControl?.spinner,
    ]
    for edge in [layout.edgeEffects?.top, layout.edgeEffects?.bottom] {
      rects += [edge?.frame, edge?.divider]
    }
    return rects.compactMap { $0 }
  }

  /// Every rectangle in a host's view frames.
  static func rects(in views: DecorationViewFrames) -> [DecorationRect] {
    [
      views.parallaxImage, views.peekImage, views.dimming, views.emptyState, views.topFill,
      views.bottomFill, views.outerTopShadow, views.contentTopShadow, views.contentBottomShadow,
      views.outerBottomShadow, views.stickyFooter, views.footerView, views.header,
      views.headerContent, views.emptyView, views.topEdgeEffect, views.topEdgeDivider,
      views.bottomEdgeEffect, views.bottomEdgeDivider, views.refreshSpinner,
    ].compactMap { $0 }
  }

  /// Every alpha and progress in a layout and its views.
  static func fractions(_ layout: DecorationLayout, _ views: DecorationViewFrames) -> [Double] {
    [
      layout.stretchyHeader?.progress, layout.edgeEffects?.top?.alpha,
      layout.edgeEffects?.bottom?.alpha, layout.refreshControl?.progress,
      layout.peekingBackground?.dimming, views.dimmingAlpha, views.headerProgress,
      views.topEdgeAlpha, views.bottomEdgeAlpha, views.refreshProgress,
    ].compactMap { $0 }
  }

  static func check(_ rect: DecorationRect, _ label: String) {
    #expect(
      rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite,
      "\(label): \(rect)")
    #expect(rect.width >= 0 && rect.height >= 0, "\(label): \(rect)")
  }

  /// Laid out directly and through the kernel: every rectangle finite with a size that is not
  /// negative, every alpha and progress in 0…1.
  @Test(arguments: 0..<300 as Range<UInt64>)
  func everyRectIsFiniteAndEveryAlphaAFraction(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let decorations = Self.allNine(&rng)
    let isRefreshing = Bool.random(using: &rng)
    let snapshot = Self.snapshot(&rng, room: decorations.startRoom(isRefreshing: isRefreshing))
    let layout = decorations.layout(snapshot, isRefreshing: isRefreshing)
    let views = DecorationViewFrames(
      layout, placement: Bool.random(using: &rng) ? .contentEnd : .endInset,
      ownContent: snapshot.geometry.content,
      footerRoom: decorations.contentLength(for: snapshot.geometry) - snapshot.geometry.content,
      axis: snapshot.axis)
    #expect(layout.stretchyHeader != nil && layout.edgeEffects != nil)
    #expect(layout.refreshControl != nil && layout.stickyFooter != nil)
    for rect in Self.rects(in: layout) + Self.rects(in: views) { Self.check(rect, "seed \(seed)") }
    for fraction in Self.fractions(layout, views) {
      #expect((0...1).contains(fraction), "seed \(seed): \(fraction)")
    }
    #expect(views.emptyContentCenter?.isFinite ?? true, "seed \(seed)")

    // The same through the kernel, with a finger on or off and a refresh begun by the app.
    let geometry = snapshot.geometry
    var kernel = ScrollViewKernel(
      decorations: decorations,
      bounce: [nil, BouncePolicy.none, .endOnly, .default].randomElement(using: &rng)!,
      axis: snapshot.axis)
    if Bool.random(using: &rng) { kernel.beginRefreshing() }
    let vertical = snapshot.axis == .vertical
    let along = (viewport: geometry.viewport, content: geometry.content)
    for _ in 0..<3 {
      let update = kernel.update(
        ScrollViewReading(
          bounds: vertical
            ? HostSize(width: snapshot.crossLength, height: along.viewport)
            : HostSize(width: along.viewport, height: snapshot.crossLength),
          contentSize: vertical
            ? HostSize(width: snapshot.crossLength, height: along.content)
            : HostSize(width: along.content, height: snapshot.crossLength),
          adjustedInsets: vertical
            ? HostInsets(top: geometry.insetStart, bottom: geometry.insetEnd)
            : HostInsets(left: geometry.insetStart, right: geometry.insetEnd),
          offset: vertical
            ? HostPoint(x: 0, y: snapshot.offset) : HostPoint(x: snapshot.offset, y: 0),
          isTracking: Bool.random(using: &rng)))
      for rect in Self.rects(in: update.layout) + Self.rects(in: update.views) {
        Self.check(rect, "seed \(seed), kernel")
      }
      for fraction in Self.fractions(update.layout, update.views) {
        #expect((0...1).contains(fraction), "seed \(seed), kernel: \(fraction)")
      }
      #expect(update.startRoom.isFinite && update.startRoom >= 0, "seed \(seed)")
    }
  }

  /// Without a header and with no refresh running, the new four change nothing in the seeds'
  /// layouts: the same fill, shadows, peek, parallax and footer as without them.
  @Test(arguments: 0..<300 as Range<UInt64>)
  func theNewFourLeaveTheSeedsAlone(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var decorations = Self.allNine(&rng)
    decorations.stretchyHeader = nil
    if Bool.random(using: &rng) { decorations.refreshControl = nil }
    if Bool.random(using: &rng) { decorations.emptyState = nil }
    var seeds = decorations
    seeds.emptyState = nil
    seeds.edgeEffects = nil
    seeds.refreshControl = nil
    // A refresh asked for without a control is none.
    let isRefreshing = decorations.refreshControl == nil && Bool.random(using: &rng)
    let snapshot = Self.snapshot(&rng, room: 0)
    let all = decorations.layout(snapshot, isRefreshing: isRefreshing)
    let five = seeds.layout(snapshot)
    #expect(all.peekingBackground == five.peekingBackground, "seed \(seed)")
    #expect(all.parallaxBackground == five.parallaxBackground, "seed \(seed)")
    #expect(all.edgeFill == five.edgeFill, "seed \(seed)")
    #expect(all.edgeShadows == five.edgeShadows, "seed \(seed)")
    #expect(all.stickyFooter == five.stickyFooter, "seed \(seed)")
    #expect(all.stretchyHeader == nil && five.edgeEffects == nil, "seed \(seed)")
    // And against the seeds' own rules, before there was a header: the top fill and shadows
    // hang from the content's top (0) and the bars' bottom.
    #expect(all.edgeFill == seeds.edgeFill?.layout(Self.snapshotWithFooter(seeds, snapshot)))
    #expect(all.edgeShadows == seeds.edgeShadows?.layout(Self.snapshotWithFooter(seeds, snapshot)))
  }

  /// `snapshot` with the footer's room in its content, as the decorations see it.
  static func snapshotWithFooter(
    _ decorations: ScrollDecorations, _ snapshot: ScrollSnapshot
  )
    -> ScrollSnapshot
  {
    var scrolled = snapshot
    scrolled.geometry.content = decorations.contentLength(for: snapshot.geometry)
    return scrolled
  }
}
