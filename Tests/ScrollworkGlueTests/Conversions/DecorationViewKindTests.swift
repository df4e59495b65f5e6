@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The attachment's views as a list, and Core's frames as their properties (Sources/Scrollwork/
/// Conversions/DecorationViewKind.swift).
struct DecorationViewKindTests {
  /// Bottom to top as Guides/UIKit.md ("Z-order") lists them: behind the content, over it,
  /// and the sticky footer apart.
  @Test func zOrder() {
    #expect(
      DecorationViewKind.allCases.filter(\.isInStack) == [
        .parallaxImage, .peekImage, .dimming, .emptyState, .emptyView, .topFill, .bottomFill,
        .outerTopShadow, .contentTopShadow, .contentBottomShadow, .outerBottomShadow,
      ])
    #expect(
      DecorationViewKind.allCases.filter { $0.layer == .overContent } == [
        .topEdgeEffect, .bottomEdgeEffect, .header, .refreshSpinner,
      ])
    #expect(DecorationViewKind.stickyFooter.layer == .footer)
    #expect(!DecorationViewKind.stickyFooter.isInStack)
    #expect(DecorationViewKind.allCases.last == .stickyFooter)
  }

  /// Only the views that hold the app's controls take touches from the start.
  @Test func touches() {
    #expect(
      DecorationViewKind.allCases.filter(\.takesTouches) == [.emptyView, .header, .stickyFooter])
  }

  /// Frames for one pass of a kernel with every decoration: long content peeks, short content
  /// shows the empty state.
  static func frames(rows: Double) -> DecorationViewFrames {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(
        peekingBackground: PeekingBackground(dimming: 0.2), edgeFill: EdgeFill(),
        edgeShadows: EdgeShadows(), stickyFooter: StickyFooter(height: 80),
        emptyState: EmptyState(trigger: .contentShort), edgeEffects: EdgeEffects(),
        refreshControl: RefreshControl()))
    return kernel.update(
      ScrollGlue.reading(
        boundsSize: HostSize(width: 390, height: 844),
        contentSize: HostSize(width: 390, height: rows),
        adjustedContentInset: HostInsets(top: 91, bottom: 34),
        contentOffset: HostPoint(x: 0, y: rows - 500), refreshControlInstalled: false)
    ).views
  }

  /// Each view shows at Core's frame for it, unchanged, or is hidden with its frame left as it
  /// was; the dimming, the edge effects and the spinner take Core's alpha, the others none.
  @Test(arguments: [176.0, 3000])
  func propertiesAreCoresFrames(rows: Double) {
    let frames = Self.frames(rows: rows)
    let alphas: [DecorationViewKind: Double] = [
      .dimming: frames.dimmingAlpha, .topEdgeEffect: frames.topEdgeAlpha,
      .bottomEdgeEffect: frames.bottomEdgeAlpha, .refreshSpinner: frames.refreshProgress,
    ]
    for kind in DecorationViewKind.allCases {
      let properties = kind.properties(in: frames)
      #expect(properties.frame == kind.frame(in: frames), "\(kind)")
      #expect(properties.isHidden == (kind.frame(in: frames) == nil), "\(kind)")
      #expect(properties.alpha == alphas[kind], "\(kind)")
    }
  }

  /// While UIKit's own effect draws the edge effects, Scrollwork's stay hidden; nothing else
  /// changes.
  @Test func systemEdgeEffectsHideOurs() {
    let frames = Self.frames(rows: 3000)
    #expect(frames.topEdgeEffect != nil)
    for kind in DecorationViewKind.allCases {
      let properties = kind.properties(in: frames, systemEdgeEffects: true)
      if kind.edgeEffectEdge != nil {
        #expect(properties.isHidden, "\(kind)")
        #expect(properties.frame == nil, "\(kind)")
      } else {
        #expect(properties == kind.properties(in: frames), "\(kind)")
      }
    }
    #expect(DecorationViewKind.topEdgeEffect.edgeEffectEdge == .top)
    #expect(DecorationViewKind.bottomEdgeEffect.edgeEffectEdge == .bottom)
  }

  /// Short content shows Core's empty state in its own view, beside the peeking background's.
  @Test func coresEmptyState() {
    let short = Self.frames(rows: 176)
    #expect(DecorationViewKind.emptyView.properties(in: short).frame == short.emptyView)
    #expect(short.emptyView != nil)
    #expect(DecorationViewKind.emptyView.properties(in: Self.frames(rows: 3000)).isHidden)
  }

  /// Which view shows which of Core's frames: short content shows the empty state and hides the
  /// image and its dimming; long content the other way round.
  @Test func peekOrEmptyState() {
    let short = Self.frames(rows: 176)
    #expect(DecorationViewKind.emptyState.properties(in: short).isHidden == false)
    #expect(DecorationViewKind.peekImage.properties(in: short).isHidden)
    #expect(DecorationViewKind.dimming.properties(in: short).alpha == 0)
    let long = Self.frames(rows: 3000)
    #expect(DecorationViewKind.emptyState.properties(in: long).isHidden)
    #expect(DecorationViewKind.peekImage.properties(in: long).frame == long.peekImage)
    #expect(DecorationViewKind.dimming.properties(in: long).alpha == 0.2)
    #expect(DecorationViewKind.stickyFooter.properties(in: long).frame == long.stickyFooter)
  }

  /// Every frame a view can take, field by field.
  @Test func eachKindReadsItsOwnFrame() {
    var frames = Self.frames(rows: 3000)
    let marker = DecorationRect(x: 1, y: 2, width: 3, height: 4)
    for kind in DecorationViewKind.allCases {
      var marked = frames
      switch kind {
      case .parallaxImage: marked.parallaxImage = marker
      case .peekImage: marked.peekImage = marker
      case .dimming: marked.dimming = marker
      case .emptyState: marked.emptyState = marker
      case .emptyView: marked.emptyView = marker
      case .topFill: marked.topFill = marker
      case .bottomFill: marked.bottomFill = marker
      case .outerTopShadow: marked.outerTopShadow = marker
      case .contentTopShadow: marked.contentTopShadow = marker
      case .contentBottomShadow: marked.contentBottomShadow = marker
      case .outerBottomShadow: marked.outerBottomShadow = marker
      case .topEdgeEffect: marked.topEdgeEffect = marker
      case .bottomEdgeEffect: marked.bottomEdgeEffect = marker
      case .header: marked.header = marker
      case .refreshSpinner: marked.refreshSpinner = marker
      case .stickyFooter: marked.stickyFooter = marker
      }
      #expect(kind.frame(in: marked) == marker, "\(kind)")
      for other in DecorationViewKind.allCases where other != kind {
        #expect(other.frame(in: marked) != marker, "\(other) read \(kind)'s frame")
      }
    }
    frames.dimming = nil
    #expect(DecorationViewKind.dimming.properties(in: frames).isHidden)
  }

  /// Each shadow is dark at the edge it hangs from: the outer ones at the visible area's edges
  /// (top: its start; bottom: its end), the content ones at the content's (its top is the
  /// gradient's end, its bottom the gradient's start).
  @Test(arguments: [
    (DecorationViewKind.outerTopShadow, false), (.contentTopShadow, true),
    (.contentBottomShadow, false), (.outerBottomShadow, true),
  ])
  func shadowsAreDarkWhereTheyHang(kind: DecorationViewKind, darkAtEnd: Bool) {
    #expect(kind.shadowDarkAtEnd == darkAtEnd)
  }

  @Test func onlyShadowsHaveAGradient() {
    let shadows: [DecorationViewKind] = [
      .outerTopShadow, .contentTopShadow, .contentBottomShadow, .outerBottomShadow,
    ]
    for kind in DecorationViewKind.allCases where !shadows.contains(kind) {
      #expect(kind.shadowDarkAtEnd == nil, "\(kind)")
    }
  }

  /// `CAGradientLayer`'s unit space on iOS has 0, 0 at the top left: a gradient from the start
  /// of a vertical axis runs from y 0 (top) to y 1, across the middle.
  @Test(arguments: [
    (ScrollAxis.vertical, false, HostPoint(x: 0.5, y: 0), HostPoint(x: 0.5, y: 1)),
    (.vertical, true, HostPoint(x: 0.5, y: 1), HostPoint(x: 0.5, y: 0)),
    (.horizontal, false, HostPoint(x: 0, y: 0.5), HostPoint(x: 1, y: 0.5)),
    (.horizontal, true, HostPoint(x: 1, y: 0.5), HostPoint(x: 0, y: 0.5)),
  ])
  func gradientPoints(axis: ScrollAxis, fromEnd: Bool, start: HostPoint, end: HostPoint) {
    let points = ScrollGlue.gradientPoints(axis: axis, fromEnd: fromEnd)
    #expect(points.start == start)
    #expect(points.end == end)
  }
}
