import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The empty state on a 390 × 844 screen under a 91 pt bar and a 34 pt home indicator: the
/// visible area is 719 pt, from `offset + 91` to `offset + 810` in content coordinates.
struct EmptyStateTests {
  struct TriggerCase: Sendable, CustomTestStringConvertible {
    var trigger: EmptyState.Trigger
    var content: Double
    var shown: Bool
    var testDescription: String { "\(trigger), \(content) pt of rows" }
  }

  /// `.contentShort` while the rows end above the visible area's end (719), `.noContent` with no
  /// rows at all, `.forced` always.
  @Test(arguments: [
    TriggerCase(trigger: .contentShort, content: 0, shown: true),
    TriggerCase(trigger: .contentShort, content: 132, shown: true),
    TriggerCase(trigger: .contentShort, content: 718, shown: true),
    TriggerCase(trigger: .contentShort, content: 719, shown: false),
    TriggerCase(trigger: .contentShort, content: 1320, shown: false),
    TriggerCase(trigger: .noContent, content: 0, shown: true),
    TriggerCase(trigger: .noContent, content: 1, shown: false),
    TriggerCase(trigger: .noContent, content: 132, shown: false),
    TriggerCase(trigger: .forced, content: 0, shown: true),
    TriggerCase(trigger: .forced, content: 1320, shown: true),
  ])
  func eachTrigger(_ c: TriggerCase) {
    let layout = EmptyState(trigger: c.trigger).layout(
      DecorationCase.snapshot(content: c.content, offset: -91), rowsEnd: c.content)
    #expect((layout != nil) == c.shown)
  }

  struct FrameCase: Sendable, CustomTestStringConvertible {
    var name: String
    var trigger: EmptyState.Trigger
    var content: Double
    var offset: Double
    var footerStart: Double?
    /// The frame's top and height.
    var y: Double
    var height: Double
    var testDescription: String { name }
  }

  /// The visible area below the rows, above a sticky footer's start; the whole visible area
  /// when forced.
  @Test(arguments: [
    FrameCase(
      name: "132 pt of rows at rest", trigger: .contentShort, content: 132, offset: -91,
      y: 132, height: 587),
    FrameCase(
      name: "no rows at rest", trigger: .noContent, content: 0, offset: -91, y: 0, height: 719),
    FrameCase(
      name: "pulled down 109: from the rows to the visible end", trigger: .contentShort,
      content: 132, offset: -200, y: 132, height: 478),
    FrameCase(
      name: "pushed up past the rows: the visible area", trigger: .contentShort, content: 132,
      offset: 100, y: 191, height: 719),
    FrameCase(
      name: "above an 80 pt footer pinned at 639", trigger: .contentShort, content: 132,
      offset: -91, footerStart: 639, y: 132, height: 507),
    FrameCase(
      name: "forced over long rows, scrolled", trigger: .forced, content: 1320, offset: 300,
      y: 391, height: 719),
    FrameCase(
      name: "forced over short rows: the rows too", trigger: .forced, content: 132, offset: -91,
      y: 0, height: 719),
  ])
  func frameIsTheEmptyVisibleArea(_ c: FrameCase) throws {
    let layout = try #require(
      EmptyState(trigger: c.trigger).layout(
        DecorationCase.snapshot(content: c.content, offset: c.offset), rowsEnd: c.content,
        footerStart: c.footerStart))
    #expect(layout.frame == DecorationRect(x: 0, y: c.y, width: 390, height: c.height))
    #expect(layout.contentCenter == c.y + c.height / 2)
  }

  /// With a sticky footer the rows must end above the footer's start: 80 pt of footer pinned at
  /// 639 leave room for 638 pt of rows, not 639.
  @Test func aFooterMovesTheLimit() {
    let snapshot = DecorationCase.snapshot(content: 638, offset: -91)
    let empty = EmptyState(trigger: .contentShort)
    #expect(
      empty.layout(snapshot, rowsEnd: 638, footerStart: 639)?.frame
        == DecorationRect(x: 0, y: 638, width: 390, height: 1))
    #expect(empty.layout(snapshot, rowsEnd: 639, footerStart: 639) == nil)
    #expect(empty.isShown(rowsEnd: 638, limit: 639) && !empty.isShown(rowsEnd: 639, limit: 639))
  }

  @Test(arguments: [-40.0, 0, 25])
  func contentCenterIsTheFrameCentreMovedByTheOffset(verticalOffset: Double) throws {
    let layout = try #require(
      EmptyState(trigger: .contentShort, verticalOffset: verticalOffset).layout(
        DecorationCase.snapshot(content: 132, offset: -91), rowsEnd: 132))
    #expect(layout.contentCenter == 132 + 587 / 2 + verticalOffset)
  }

  @Test func hiddenGivesNil() {
    let snapshot = DecorationCase.snapshot(content: 1320, offset: 300)
    #expect(EmptyState(trigger: .contentShort).layout(snapshot, rowsEnd: 1320) == nil)
    #expect(EmptyState(trigger: .noContent).layout(snapshot, rowsEnd: 1320) == nil)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func anOffsetThatIsNotFiniteIsTakenAsZero(value: Double) {
    #expect(EmptyState(verticalOffset: value).verticalOffset == 0)
    #expect(EmptyState(verticalOffset: -12).verticalOffset == -12)
  }

  @Test func defaults() {
    let empty = EmptyState()
    #expect(empty.trigger == .noContent && empty.verticalOffset == 0 && empty.scrolls)
  }

  /// Through the decorations: the footer's start and the rows' own end come from the geometry,
  /// and the view frames carry the frame and the content's centre.
  @Test func laidOutWithTheOtherDecorations() {
    let decorations = ScrollDecorations(
      stickyFooter: StickyFooter(height: 80),
      emptyState: EmptyState(trigger: .contentShort, verticalOffset: -40))
    let layout = decorations.layout(DecorationCase.snapshot(content: 132, offset: -91))
    #expect(layout.emptyState?.frame == DecorationRect(x: 0, y: 132, width: 390, height: 507))
    let views = DecorationViewFrames(layout, placement: .contentEnd, ownContent: 132)
    #expect(views.emptyView == layout.emptyState?.frame)
    let center: Double = 132 + 253.5 - 40
    #expect(views.emptyContentCenter == center)
    let long = decorations.layout(DecorationCase.snapshot(content: 1320, offset: 0))
    #expect(long.emptyState == nil)
    #expect(DecorationViewFrames(long, placement: .contentEnd, ownContent: 1320).emptyView == nil)
  }
}
