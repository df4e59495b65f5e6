@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The sticky footer's room written into UIKit (Sources/Scrollwork/Conversions/
/// ScrollGlue+Footer.swift).
struct ScrollGlueFooterTests {
  @Test func theFootersViewIsInstalledWhileThereIsAFooter() {
    #expect(
      ScrollGlue.installsFooter(for: ScrollDecorations(stickyFooter: StickyFooter(height: 80))))
    #expect(!ScrollGlue.installsFooter(for: ScrollDecorations(edgeShadows: EdgeShadows())))
  }

  /// Nothing is written while the footer is not installed, or when the room did not change.
  @Test(arguments: [StickyFooter.Placement.contentEnd, .endInset])
  func noWrite(placement: StickyFooter.Placement) {
    let insets = HostInsets(bottom: 10)
    #expect(
      ScrollGlue.footerRoomWrite(
        footerRoom: 543, change: 543, placement: placement, installed: false,
        contentInset: insets, axis: .vertical) == nil)
    #expect(
      ScrollGlue.footerRoomWrite(
        footerRoom: 543, change: 0, placement: placement, installed: true,
        contentInset: insets, axis: .vertical) == nil)
  }

  /// A table footer view takes the whole room as its height (UIKit's `contentSize` then
  /// includes it); an end inset takes the change, added to the app's own `contentInset`.
  @Test(arguments: [
    (StickyFooter.Placement.contentEnd, ScrollAxis.vertical, FooterRoomWrite.tableFooterHeight(80)),
    (.endInset, .vertical, .contentInset(HostInsets(top: 5, bottom: 10 - 463))),
    (.endInset, .horizontal, .contentInset(HostInsets(top: 5, bottom: 10, right: -463))),
  ])
  func write(placement: StickyFooter.Placement, axis: ScrollAxis, expected: FooterRoomWrite) {
    let write = ScrollGlue.footerRoomWrite(
      footerRoom: 80, change: -463, placement: placement, installed: true,
      contentInset: HostInsets(top: 5, bottom: 10), axis: axis)
    #expect(write == expected)
  }

  /// An end-inset host over a run of kernel updates as the content grows and shrinks: after
  /// each write UIKit's `contentInset` holds the app's own inset plus the room the kernel
  /// remembers, and taking the room out on detach gives back the app's inset exactly.
  @Test func endInsetWritesAddUpAndComeBackOut() {
    let appInset = HostInsets(bottom: 12)
    var contentInset = appInset
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(stickyFooter: StickyFooter(height: 80)),
      placement: .endInset)
    for rows in [176.0, 400, 2000, 900, 0, 3000] {
      // UIKit's adjusted insets: the bars' and the safe area's, plus `contentInset`.
      let adjusted = HostInsets(top: 91, bottom: 34 + contentInset.bottom)
      let update = kernel.update(
        ScrollGlue.reading(
          boundsSize: HostSize(width: 390, height: 844),
          contentSize: HostSize(width: 390, height: rows), adjustedContentInset: adjusted,
          contentOffset: HostPoint(x: 0, y: -91), refreshControlInstalled: false))
      let write = ScrollGlue.footerRoomWrite(
        footerRoom: update.footerRoom, change: update.footerRoomChange, placement: .endInset,
        installed: true, contentInset: contentInset, axis: .vertical)
      if case .contentInset(let next) = write { contentInset = next }
      #expect(contentInset.bottom == appInset.bottom + kernel.footerRoom, "rows \(rows)")
      #expect(kernel.footerRoom >= 80, "rows \(rows)")
    }
    let restored = ScrollGlue.contentInset(
      contentInset, removingFooterRoom: kernel.footerRoom, along: .vertical)
    #expect(restored == appInset)
  }
}
