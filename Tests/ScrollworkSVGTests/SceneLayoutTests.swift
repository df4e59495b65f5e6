@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSVG
@_spi(Engine) @testable import ScrollworkSimulator

/// Where the plot goes: beside an upright device, in the corner a turning device leaves free,
/// below a device on its side — so no picture is much wider than an upright one, and a page
/// that fits pictures to one width draws every plot's labels at about the same size.
struct SceneLayoutTests {
  static let upright = HostSize(width: 390, height: 844)
  static let sideways = HostSize(width: 844, height: 390)

  func layout(_ viewports: [HostSize]) -> (size: [Double], plot: [Double]) {
    let layout = SceneLayout(viewports: viewports)
    return (
      [layout.width, layout.height],
      [layout.plotX, layout.plotY, layout.plotWidth, layout.plotHeight]
    )
  }

  @Test func anUprightDeviceHasThePlotBesideIt() {
    let (size, plot) = layout([Self.upright])
    #expect(size == [832, 868])
    #expect(plot == [442, 154, 382, 560])
  }

  /// `sheet-rotation`: upright, on its side, upright. The picture is the turned device's
  /// square, 868 pt wide (an upright picture is 832), not 1,286.
  @Test func aTurningDeviceHasThePlotInTheFreeCorner() {
    let (size, plot) = layout([Self.upright, Self.sideways, Self.upright])
    #expect(size == [868, 868])
    #expect(plot == [442, 442, 426, 426])
  }

  @Test func aDeviceOnItsSideHasThePlotBelowIt() {
    let (size, plot) = layout([Self.sideways])
    #expect(size == [868, 1002])
    #expect(plot == [0, 442, 868, 560])
  }

  /// A corner too small for the plot (a split-view resize to 700 pt) puts it below.
  @Test func aCornerTooSmallPutsThePlotBelow() {
    let (size, plot) = layout([Self.upright, HostSize(width: 700, height: 390)])
    #expect(size == [724, 1456])
    #expect(plot == [0, 896, 724, 560])
  }

  /// A device that takes a third size is not two sizes turning: the plot goes below.
  @Test func threeSizesPutThePlotBelow() {
    let (size, plot) = layout([
      Self.upright, Self.sideways, HostSize(width: 600, height: 600),
    ])
    #expect(size == [868, 1456])
    #expect(plot == [0, 896, 868, 560])
  }
}
