import ScrollworkCore
// The public API's code shown in README.md and the Guides, kept here so that it compiles and
// runs against `import ScrollworkCore` alone (the engine's SPI is in EngineSnippets.swift):
// each test runs one documented block and checks what the document says about its result.
// A document cites a region with `<!-- snippet: Tests/ScrollworkCoreTests/Documentation/
// DocumentationSnippets.swift#NAME -->` above its code block; `DocumentationSnippetTests`
// fails when the two differ.
import Testing

@Suite("Documentation snippets run and say what the documents say")
struct DocumentationSnippets {
  @Test("README, Decorations: the peek's mode is decided by geometry")
  func readmeDecorations() {
    // snippet: readme-decorations
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(
        peekingBackground: PeekingBackground(dimming: 0.2),  // the fox under the table
        edgeShadows: EdgeShadows(thickness: 10),
        stickyFooter: StickyFooter(height: 80)))
    // What the host reads off its scroll view at each callback: pulled past the end.
    let update = kernel.update(
      ScrollViewReading(
        bounds: HostSize(width: 390, height: 844), contentSize: HostSize(width: 390, height: 4400),
        adjustedInsets: HostInsets(top: 91, bottom: 34), offset: HostPoint(x: 0, y: 3730)))
    let image = update.views.peekImage  // the frame to show the fox at, or nil
    // end-snippet
    #expect(image != nil, "the fox peeks out past the end")
    #expect(update.views.emptyState == nil)
    #expect(update.footerRoom == 80, "a long list: the footer's room is its height")
  }

  @Test("README, The sheet: one drag goes sheet → header → content")
  func readmeSheet() throws {
    // snippet: readme-sheet
    var kernel = try SheetKernel(
      detents: [
        SheetDetent(id: "teaser", .height(200)), SheetDetent(id: "default", .fraction(0.45)),
        SheetDetent(id: "maximum", .inset(10)),
      ],
      chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)),
      initial: "default",
      reading: SheetReading(
        container: HostSize(width: 390, height: 844), safeArea: HostInsets(top: 59, bottom: 34),
        contentHeight: 2240), at: 0)
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -700), at: 0.5)  // sheet → header → content
    let frame = kernel.advance(to: 0.5)  // every view's frame and the list's offset
    // end-snippet
    #expect(frame.panel.y == 69, "the sheet reached its top detent, 10 pt below the safe area")
    #expect(frame.headerClip.height == 120 - 64, "then the header collapsed all the way")
    #expect(frame.contentOffset > 0, "and the rest scrolled the list")
  }

  @Test("Guides/Decorations.md: only the sticky footer changes the content size")
  func decorationsGuide() {
    // snippet: decorations-guide
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(
        peekingBackground: PeekingBackground(dimming: 0.2),
        edgeShadows: EdgeShadows(thickness: 10),
        stickyFooter: StickyFooter(height: 80)),
      placement: .contentEnd)

    // At every callback, what the host reads off its scroll view (300 pt of rows here):
    let update = kernel.update(
      ScrollViewReading(
        bounds: HostSize(width: 390, height: 844), contentSize: HostSize(width: 390, height: 300),
        adjustedInsets: HostInsets(top: 91, bottom: 34), offset: HostPoint(x: 0, y: -91)))
    // What it applies: the room to add after the rows for the footer (only the sticky footer
    // changes the content size), and every decoration view's frame.
    let room = update.footerRoom
    let views = update.views
    // end-snippet
    // Short content: the footer is pinned to the bottom of the visible area (844 − 91 − 34).
    #expect(300 + room == 844 - 91 - 34)
    #expect(views.emptyState != nil && views.peekImage == nil)
  }
}
