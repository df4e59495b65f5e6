import Testing

@_spi(Engine) @testable import ScrollworkCore

/// How a host measures content it lays out inside its own scroll view (SwiftUI content in a
/// `UIScrollView`) and sizes the scroll view's content from it.
struct HostedContentLayoutTests {
  static let viewport = HostSize(width: 390, height: 844)

  @Test func theProposalIsTheViewportAcrossAndUnlimitedAlong() {
    let vertical = HostedContentLayout(axis: .vertical).proposal(viewport: Self.viewport)
    #expect(vertical.width == 390 && vertical.height == .infinity)
    let horizontal = HostedContentLayout(axis: .horizontal).proposal(viewport: Self.viewport)
    #expect(horizontal.width == .infinity && horizontal.height == 844)
  }

  /// The content's own length along the axis — short content stays short, so the peeking
  /// background's empty state sees it — and the viewport's size across it; content that grows
  /// to any proposal takes the viewport's length.
  @Test(arguments: [
    (176.0, 176.0, 176.0), (2240, 2240, 2240), (0, 0, 0), (-5, 0, 0), (.infinity, 844, 390),
    (.nan, 844, 390),
  ])
  func theContentSizeIsTheMeasuredLength(measured: Double, vertical: Double, horizontal: Double) {
    let down = HostedContentLayout(axis: .vertical).contentSize(
      measured: HostSize(width: 200, height: measured), viewport: Self.viewport)
    #expect(down == HostSize(width: 390, height: vertical))
    let across = HostedContentLayout(axis: .horizontal).contentSize(
      measured: HostSize(width: measured, height: 200), viewport: Self.viewport)
    #expect(across == HostSize(width: horizontal, height: 844))
  }

  /// Measured again only when the size across the axis changes: not while a sheet's viewport
  /// grows and shrinks along it.
  @Test func measuresAgainOnlyForANewCrossSize() {
    let layout = HostedContentLayout(axis: .vertical)
    #expect(layout.needsMeasuring(from: nil, to: Self.viewport))
    #expect(!layout.needsMeasuring(from: nil, to: HostSize(width: 0, height: 0)), "not laid out")
    #expect(!layout.canMeasure(in: HostSize(width: 0, height: 844)))
    #expect(HostedContentLayout(axis: .horizontal).canMeasure(in: HostSize(width: 0, height: 1)))
    #expect(!layout.needsMeasuring(from: Self.viewport, to: HostSize(width: 390, height: 300)))
    #expect(layout.needsMeasuring(from: Self.viewport, to: HostSize(width: 844, height: 390)))
  }
}
