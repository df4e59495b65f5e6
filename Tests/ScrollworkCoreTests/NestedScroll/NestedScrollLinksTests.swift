import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Each link takes what is available by its rules and returns what it consumed.
struct NestedScrollLinksTests {
  let header = SheetHeader(height: 120, collapsible: 64)

  @Test func theSheetRisesOnlyToItsTopBeforeTheChild() {
    var sheet = SheetLink(raw: 200, top: 69)
    #expect(sheet.preScroll(-100) == -100)
    #expect(sheet.preScroll(-100) == -31, "only as far as the top detent")
    #expect(sheet.preScroll(-50) == 0)
    #expect(sheet.preScroll(40) == 0, "finger down waits for the child")
    #expect(sheet.postScroll(40) == 40, "then takes everything left")
    #expect(sheet.raw == 109)
  }

  @Test(arguments: [SheetHeader.Reveal.always, .atTop])
  func theHeaderCollapsesUpAndExpandsPerItsReveal(reveal: SheetHeader.Reveal) {
    var link = HeaderLink(
      collapsed: 0, header: SheetHeader(height: 120, collapsible: 64, reveal: reveal))
    #expect(link.preScroll(-100) == -64)
    #expect(link.collapsed == 64)
    #expect(link.preScroll(30) == (reveal == .always ? 30 : 0))
    #expect(link.postScroll(30) == (reveal == .atTop ? 30 : 0))
    #expect(link.collapsed == 34)
  }

  @Test func flingsAreTakenWholeOrNotAtAll() {
    #expect(SheetLink(raw: 300, top: 69).preFling(-2000) == -2000, "away from the top: the sheet")
    #expect(SheetLink(raw: 300, top: 69).preFling(2000) == 2000)
    #expect(SheetLink(raw: 69, top: 69).preFling(-2000) == 0, "at its top: the child's")
    #expect(SheetLink(raw: 69, top: 69).postFling(800) == 800)
    #expect(SheetLink(raw: 69, top: 69).postFling(-800) == 0)
    #expect(HeaderLink(collapsed: 10, header: header).preFling(-900) == -900)
    #expect(HeaderLink(collapsed: 64, header: header).preFling(-900) == 0, "fully collapsed")
    #expect(HeaderLink(collapsed: 10, header: header).postFling(900) == 900)
    #expect(HeaderLink(collapsed: 0, header: header).postFling(900) == 0)
  }
}
