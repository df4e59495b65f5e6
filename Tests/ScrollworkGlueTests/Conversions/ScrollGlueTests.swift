@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The decorated scroll view's readings and offset write (Sources/Scrollwork/Conversions/
/// ScrollGlue.swift), with UIKit's conventions as recorded values.
struct ScrollGlueTests {
  @Test(arguments: [
    (true, ScrollAxis.vertical, StickyFooter.Placement.contentEnd),
    (true, .horizontal, .endInset),
    (false, .vertical, .endInset),
    (false, .horizontal, .endInset),
  ])
  func footerPlacement(isTable: Bool, axis: ScrollAxis, expected: StickyFooter.Placement) {
    #expect(ScrollGlue.footerPlacement(isTable: isTable, axis: axis) == expected)
  }

  /// UIKit's `contentOffset` is the content point at the viewport's top-left, so a table at rest
  /// at its top under bars reads `−adjustedContentInset.top` (a navigation bar 91, large titles
  /// 140, a search bar 143), and that is the top edge Core holds: at it nothing is clamped; 40
  /// points past it a non-bouncing top is clamped back to it.
  @Test(arguments: [91.0, 140, 143])
  func restingAtTheTopUnderBarsReadsMinusTheAdjustedTop(top: Double) {
    var kernel = ScrollViewKernel(decorations: ScrollDecorations(), bounce: .endOnly)
    func clamp(offsetY: Double) -> Double? {
      kernel.update(
        ScrollGlue.reading(
          boundsSize: HostSize(width: 390, height: 844),
          contentSize: HostSize(width: 390, height: 2000),
          adjustedContentInset: HostInsets(top: top, bottom: 34),
          contentOffset: HostPoint(x: 0, y: offsetY), refreshControlInstalled: false)
      ).offset
    }
    #expect(clamp(offsetY: -top) == nil)
    #expect(clamp(offsetY: -top - 40) == -top)
  }

  /// With a refresh control installed, a finger may pull the start edge (pull to refresh): the
  /// reading carries the control and the finger, and the clamp steps aside for the pull; without
  /// a finger (momentum) the edge still holds.
  @Test func aRefreshControlLetsTheFingerPullTheTop() {
    func update(tracking: Bool) -> Double? {
      var kernel = ScrollViewKernel(decorations: ScrollDecorations(), bounce: .endOnly)
      return kernel.update(
        ScrollGlue.reading(
          boundsSize: HostSize(width: 390, height: 844),
          contentSize: HostSize(width: 390, height: 2000),
          adjustedContentInset: HostInsets(top: 91, bottom: 34),
          contentOffset: HostPoint(x: 0, y: -160), refreshControlInstalled: true,
          isTracking: tracking)
      ).offset
    }
    #expect(update(tracking: true) == nil)
    #expect(update(tracking: false) == -91)
  }

  /// A horizontal scroll view reads its x components: its width, its left inset, its x offset.
  @Test func aHorizontalReadingUsesTheXComponents() {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(), bounce: BouncePolicy.none, axis: .horizontal,
      placement: ScrollGlue.footerPlacement(isTable: false, axis: .horizontal))
    let update = kernel.update(
      ScrollGlue.reading(
        boundsSize: HostSize(width: 390, height: 844),
        contentSize: HostSize(width: 1000, height: 844),
        adjustedContentInset: HostInsets(top: 91, left: 20, bottom: 34, right: 10),
        contentOffset: HostPoint(x: -50, y: -91), refreshControlInstalled: false))
    #expect(update.geometry.minOffset == -20)
    #expect(update.geometry.maxOffset == 1000 + 10 - 390)
    #expect(update.offset == -20)
    #expect(
      ScrollGlue.contentOffset(
        clampedTo: update.offset, from: HostPoint(x: -50, y: -91), axis: .horizontal)
        == HostPoint(x: -20, y: -91))
  }

  /// Scrolling moves `bounds.origin` at every frame; only a new size needs a pass.
  @Test(arguments: [
    (HostSize(width: 390, height: 844), HostSize(width: 390, height: 844), false),
    (HostSize(width: 390, height: 844), HostSize(width: 844, height: 390), true),
    (HostSize(width: 390, height: 844), HostSize(width: 390, height: 843.5), true),
    (HostSize(width: 390, height: 844), HostSize(width: 390.5, height: 844), true),
  ])
  func boundsChange(old: HostSize, new: HostSize, needsPass: Bool) {
    #expect(ScrollGlue.boundsChangeNeedsPass(from: old, to: new) == needsPass)
  }

  /// Key-value observation may give no old or new value: a pass unless both are missing.
  @Test func boundsChangeWithoutValues() {
    let size = HostSize(width: 390, height: 844)
    #expect(ScrollGlue.boundsChangeNeedsPass(from: nil, to: size))
    #expect(ScrollGlue.boundsChangeNeedsPass(from: size, to: nil))
    #expect(!ScrollGlue.boundsChangeNeedsPass(from: nil, to: nil))
  }

  /// The clamp replaces the axis's coordinate and keeps the other; no clamp, no write.
  @Test(arguments: [
    (ScrollAxis.vertical, -91.0, HostPoint(x: 4, y: -91)),
    (.horizontal, 12, HostPoint(x: 12, y: -131)),
  ])
  func clampWrite(axis: ScrollAxis, clamped: Double, expected: HostPoint) {
    let current = HostPoint(x: 4, y: -131)
    #expect(ScrollGlue.contentOffset(clampedTo: clamped, from: current, axis: axis) == expected)
    #expect(ScrollGlue.contentOffset(clampedTo: nil, from: current, axis: axis) == nil)
  }

  /// The end edge is `bottom` along a vertical axis and `right` along a horizontal one; the
  /// others are left as they are.
  @Test(arguments: [
    (ScrollAxis.vertical, 80.0, HostInsets(top: 1, left: 2, bottom: 83, right: 4)),
    (.vertical, -3, HostInsets(top: 1, left: 2, bottom: 0, right: 4)),
    (.horizontal, 80, HostInsets(top: 1, left: 2, bottom: 3, right: 84)),
  ])
  func endInset(axis: ScrollAxis, delta: Double, expected: HostInsets) {
    let insets = HostInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(ScrollGlue.contentInset(insets, changingEndBy: delta, along: axis) == expected)
  }
}
