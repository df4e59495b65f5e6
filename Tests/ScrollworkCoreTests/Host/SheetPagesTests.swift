import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The pages' link: the app's binding shows a page, the user's swipes are written back, and the
/// app's writes win; the shared binding rule in `SheetBindingLink`.
struct SheetPagesTests {
  @Test func theAppShowsAPage() {
    var pages = SheetPages(page: 0, count: 3)
    let unchanged = pages.update(page: 0)
    #expect(unchanged == nil)
    let shown = pages.update(page: 2)
    #expect(shown == 2 && pages.shown == 2)
    // Past the last page: the last; the binding is written back with it.
    let past = pages.update(page: 9)
    #expect(past == nil && pages.shown == 2)
    let write = pages.scheduleWrite()
    #expect(write == 2)
  }

  @Test func aSwipeIsWrittenBack() {
    var pages = SheetPages(page: 0, count: 2)
    let swiped = pages.settled(atOffset: 388, width: 390)
    #expect(swiped == 1)
    let write = pages.scheduleWrite()
    #expect(write == 1)
    #expect(pages.performWrite(bindingHolds: 0) == 1)
    // The write arriving in the next update sends nothing.
    let echo = pages.update(page: 1)
    #expect(echo == nil)
    // A pager resting on the page shown changes nothing.
    let same = pages.settled(atOffset: 390, width: 390)
    #expect(same == nil)
    #expect(pages.settled(atOffset: .nan, width: 390) == nil)
    #expect(pages.settled(atOffset: 0, width: 0) == nil)
  }

  @Test func theAppsWriteWins() {
    var pages = SheetPages(page: 0, count: 2)
    _ = pages.settled(atOffset: 390, width: 390)
    #expect(pages.scheduleWrite() == 1)
    // The app wrote 0 before the write ran: its value wins.
    #expect(pages.performWrite(bindingHolds: 5) == nil)
    let next = pages.update(page: 0)
    #expect(next == 0)
  }

  @Test func layout() {
    let pages = SheetPages(page: 7, count: 0)
    #expect(pages.count == 1 && pages.shown == 0)
    let three = SheetPages(page: 1, count: 3)
    #expect(three.offset(of: 2, width: 390) == 780)
    #expect(three.offset(of: -1, width: 390) == 0)
    #expect(
      three.frames(in: HostSize(width: 390, height: 500)).map(\.x) == [0, 390, 780])
  }

  /// The shared rule: declared values are the app's unless they repeat the last seen or the
  /// host's own write; a write is due only when the shown value differs from the written one.
  @Test func theBindingLinkRule() {
    var link = SheetBindingLink("a")
    #expect(link.declare("a") == nil)
    #expect(link.declare("b") == "b")
    #expect(link.scheduleWrite("b") == nil)
    #expect(link.scheduleWrite("c") == "c")
    #expect(link.performWrite(bindingHolds: "b") == "c")
    #expect(link.declare("c") == nil)  // the host's write arriving
  }
}
