@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The header's and the empty state's inner frames, and what is told to the app
/// (Sources/Scrollwork/Conversions/ScrollGlue+Header.swift).
struct ScrollGlueHeaderTests {
  @Test func aFrameInItsContainer() {
    #expect(
      ScrollGlue.frame(
        DecorationRect(x: 0, y: -300, width: 390, height: 240),
        in: DecorationRect(x: 0, y: -280, width: 390, height: 200))
        == DecorationRect(x: 0, y: -20, width: 390, height: 240))
  }

  /// Over random pulls and scrolls of a header with each anchor (seeded, the seed printed on
  /// failure): the content's frame in the clipping container, moved back by the container's
  /// origin, is Core's; filling, it is the container's bounds.
  @Test(arguments: [1, 2, 3, 5, 8] as [UInt64])
  func headerContentInItsContainer(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    for anchor in StretchyHeader.Anchor.allCases {
      var kernel = ScrollViewKernel(
        decorations: ScrollDecorations(
          stretchyHeader: StretchyHeader(height: 240, minimumHeight: 88, anchor: anchor)))
      var view = StartRoomScrollView()
      for step in 0..<50 {
        let context = "seed \(seed), \(anchor), step \(step)"
        view.offset = Double.random(in: -600...900, using: &random)
        let frames = view.pass(&kernel).applied.views
        let header = try #require(frames.header, "\(context)")
        let content = try #require(frames.headerContent, "\(context)")
        let inner = ScrollGlue.frame(content, in: header)
        #expect(
          DecorationRect(
            x: inner.x + header.x, y: inner.y + header.y, width: inner.width,
            height: inner.height) == content, "\(context)")
        if anchor == .fill {
          #expect(
            inner == DecorationRect(x: 0, y: 0, width: header.width, height: header.height),
            "\(context)")
        }
      }
    }
  }

  /// The empty state's content is centred across its view and at Core's centre along the axis.
  @Test(arguments: [
    (ScrollAxis.vertical, HostPoint(x: 195, y: 200)), (.horizontal, HostPoint(x: 400, y: 250)),
  ])
  func emptyContentCenter(axis: ScrollAxis, expected: HostPoint) {
    #expect(
      ScrollGlue.emptyContentCenter(
        400, in: DecorationRect(x: 0, y: 200, width: 390, height: 500), axis: axis) == expected)
  }

  /// The kernel's empty state on an empty list, moved 40 points up: the content's centre is
  /// 40 points above the middle of the view.
  @Test func theKernelsEmptyState() throws {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(emptyState: EmptyState(verticalOffset: -40)))
    var view = StartRoomScrollView()
    view.rows = 0
    let frames = view.pass(&kernel).applied.views
    let frame = try #require(frames.emptyView)
    let center = try #require(frames.emptyContentCenter)
    #expect(
      ScrollGlue.emptyContentCenter(center, in: frame, axis: .vertical)
        == HostPoint(x: 195, y: frame.height / 2 - 40))
  }

  /// The header's progress is told when it changes, and again at once for a header added back.
  @Test func headerProgressIsToldOnChange() {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(stretchyHeader: StretchyHeader(height: 240, minimumHeight: 88))
    )
    var view = StartRoomScrollView()
    view.offset = -331
    var reports = DecorationReports()
    let rest = view.pass(&kernel).applied.views
    view.offset = -331 + 76
    let half = view.pass(&kernel).applied.views
    let told = [
      reports.headerProgress(in: rest, hasHeader: true),
      reports.headerProgress(in: rest, hasHeader: true),
      reports.headerProgress(in: half, hasHeader: true),
      reports.headerProgress(in: half, hasHeader: false),
      reports.headerProgress(in: half, hasHeader: true),
    ]
    #expect(told == [0, nil, 0.5, nil, 0.5])
  }
}
