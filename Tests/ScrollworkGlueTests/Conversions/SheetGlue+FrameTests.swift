@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// A kernel frame as the container's view properties (Sources/Scrollwork/Conversions/
/// SheetGlue+Frame.swift).
struct SheetGlueFrameTests {
  /// Every rectangle and alpha is Core's, as it is, at every time of a move; the display link
  /// runs until Core is at rest, and stops then.
  @Test(arguments: [0.0, 0.05, 0.2, 0.5, 5])
  func propertiesAreTheFrames(time: Double) throws {
    var kernel = try SheetFixture.kernel()
    try kernel.send(.move(to: "top", animated: true), at: 0)
    let frame = kernel.advance(to: time)
    let properties = SheetGlue.viewProperties(of: frame)
    #expect(properties.panel == frame.panel)
    #expect(properties.parts.headerClip == frame.headerClip)
    #expect(properties.parts.header == frame.header)
    #expect(properties.parts.grabber == frame.grabber)
    #expect(properties.parts.content == frame.content)
    #expect(properties.dimmingAlpha == frame.dimming)
    #expect(properties.runsDisplayLink == !frame.isAtRest)
    #expect(properties.runsDisplayLink == (time < 5))
  }

  /// Lists' offsets, Core's offsets, whether UIKit decelerates, and the offset written.
  static let offsetWrites: [(HostPoint, Double, Bool, HostPoint?)] = [
    (HostPoint(x: 0, y: 120), 120, false, nil),
    (HostPoint(x: 0, y: 118), 120, false, HostPoint(x: 0, y: 120)),
    (HostPoint(x: 0, y: 120), 120.000_001, false, HostPoint(x: 0, y: 120.000_001)),
    (HostPoint(x: 0, y: 120), 120, true, HostPoint(x: 0, y: 120)),
    (HostPoint(x: 7, y: 0), 50, false, HostPoint(x: 7, y: 50)),
    (HostPoint(x: 7, y: 50), 50, false, nil),
  ]

  /// Core owns the list's offset: written whenever it differs (however little), and while
  /// UIKit decelerates (the write is what stops UIKit's own deceleration); `x` is the list's.
  @Test(arguments: offsetWrites)
  func listOffsetWrite(
    current: HostPoint, contentOffset: Double, isDecelerating: Bool, expected: HostPoint?
  ) {
    #expect(
      SheetGlue.listOffsetToWrite(
        contentOffset, current: current, isDecelerating: isDecelerating) == expected)
  }

  /// The display link asks for ProMotion's rates: 80–120 frames per second, 120 preferred.
  @Test func theDisplayLinksFrameRateRange() {
    let range = SheetGlue.frameRateRange
    #expect(range == FrameRateRange(minimum: 80, maximum: 120, preferred: 120))
    #expect(range.minimum <= range.preferred && range.preferred <= range.maximum)
  }

  /// A floating panel's layer follows Core's style; an attached one is left to the app.
  @Test func aFloatingPanelsLook() throws {
    var configuration = SheetConfiguration()
    configuration.appearance = .floating(inset: 8, cornerRadius: 38)
    var kernel = try SheetKernel(
      detents: [SheetDetent(id: "low", .height(300)), SheetDetent(id: "top", .inset(10))],
      configuration: configuration, chrome: SheetChrome(header: SheetHeader(height: 60)),
      reading: SheetReading(container: HostSize(width: 390, height: 844)), at: 0)
    let low = SheetGlue.viewProperties(
      of: kernel.advance(to: 0), appearance: configuration.appearance)
    #expect(
      low.floatingLook
        == SheetFloatingLook(SheetKernelFrame.PanelStyle(inset: 8, cornerRadius: 38, attachment: 0))
    )
    #expect(low.floatingLook?.roundsBottomCorners == true && low.floatingLook?.fillAlpha == 0)
    #expect(low.panel.x == 8 && low.panel.width == 374)
    try kernel.send(.move(to: "top", animated: false), at: 1)
    let top = SheetGlue.viewProperties(
      of: kernel.advance(to: 1), appearance: configuration.appearance)
    #expect(top.floatingLook?.roundsBottomCorners == false && top.floatingLook?.fillAlpha == 1)
    #expect(SheetGlue.viewProperties(of: kernel.advance(to: 1)).floatingLook == nil)
  }
}
