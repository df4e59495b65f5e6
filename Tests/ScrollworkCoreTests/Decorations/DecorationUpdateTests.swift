import Testing

@testable import ScrollworkCore

/// The one function both hosts call per callback or frame.
struct DecorationUpdateTests {
  static let all = ScrollDecorations(
    peekingBackground: PeekingBackground(dimming: 0.2),
    parallaxBackground: ParallaxBackground(mode: .range, imageLength: 1400),
    edgeFill: EdgeFill(), edgeShadows: EdgeShadows(thickness: 8),
    stickyFooter: StickyFooter(height: 80))

  static func own(content: Double, top: Double = 91) -> ScrollGeometry {
    ScrollGeometry(viewport: 844, content: content, insetStart: top, insetEnd: 34)
  }

  /// The update is the existing pieces, composed: layout of the own geometry, content length,
  /// the footer's room.
  @Test(arguments: [
    (176.0, -91.0), (176, -130), (1320, 300), (1320, 700), (0, -91), (639, -91),
  ])
  func composesTheDecorations(_ content: Double, _ offset: Double) {
    let own = Self.own(content: content)
    let update = Self.all.update(ownGeometry: own, offset: offset, crossLength: 390)
    #expect(update.clampedOffset == nil)
    #expect(update.contentLength == Self.all.contentLength(for: own))
    #expect(update.footerRoom == StickyFooter(height: 80).containerLength(for: own))
    #expect(update.footerRoom >= 80)
    #expect(
      update.layout
        == Self.all.layout(ScrollSnapshot(geometry: own, offset: offset, crossLength: 390)))
  }

  /// Short content: the footer's room fills the visible area below the rows (719 − 176).
  @Test func footerRoomForShortContent() {
    let update = Self.all.update(ownGeometry: Self.own(content: 176), offset: -91, crossLength: 390)
    #expect(update.contentLength == 719)
    #expect(update.footerRoom == 543)
    #expect(update.layout.stickyFooter == DecorationRect(x: 0, y: 639, width: 390, height: 80))
  }

  @Test func noFooterNoRoom() {
    let decorations = ScrollDecorations(edgeShadows: EdgeShadows())
    let update = decorations.update(
      ownGeometry: Self.own(content: 176), offset: -91, crossLength: 390)
    #expect(update.footerRoom == 0)
    #expect(update.contentLength == 176)
  }

  /// A clamped offset is applied before the layout: the frames are those at the edge.
  @Test func layoutFollowsTheClamp() {
    let own = Self.own(content: 1320, top: 143)
    let update = Self.all.update(
      ownGeometry: own, offset: -200, crossLength: 390, bounce: .endOnly)
    #expect(update.clampedOffset == -143)
    #expect(
      update.layout
        == Self.all.layout(ScrollSnapshot(geometry: own, offset: -143, crossLength: 390)))
    #expect(update.layout.edgeShadows?.outerTop == nil, "not pulled past the top")
  }

  /// The clamp's end edge is the scrolled geometry's, with the footer's room: 1400 + 34 − 844.
  @Test func clampUsesTheScrolledLength() {
    let own = Self.own(content: 1320)
    let update = Self.all.update(
      ownGeometry: own, offset: 700, crossLength: 390, bounce: .startOnly)
    #expect(Self.all.scrollGeometry(for: own).content == 1400)
    #expect(update.clampedOffset == 590)
  }

  @Test func refreshControlStepsAside() {
    // Neither edge bounces, and the content is pulled past the top: without a refresh control
    // the clamp fires; with one it steps aside.
    let own = Self.own(content: 1320)
    let without = Self.all.update(
      ownGeometry: own, offset: -200, crossLength: 390, bounce: BouncePolicy.none)
    #expect(without.clampedOffset != nil)
    let with = Self.all.update(
      ownGeometry: own, offset: -200, crossLength: 390, bounce: BouncePolicy.none,
      refreshControlInstalled: true)
    #expect(with.clampedOffset == nil)
  }

  @Test func horizontalAxis() {
    let own = ScrollGeometry(viewport: 390, content: 1000, insetStart: 0, insetEnd: 0)
    let update = Self.all.update(ownGeometry: own, offset: 100, crossLength: 844, axis: .horizontal)
    #expect(update.layout.stickyFooter == DecorationRect(x: 1000, y: 0, width: 80, height: 844))
  }
}
