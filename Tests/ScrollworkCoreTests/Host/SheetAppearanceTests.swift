import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The iOS 26 appearance: the panel floats inset with round corners below the top detent and
/// attaches as it rises to it, computed by the kernel from the sheet's position.
struct SheetAppearanceTests {
  static func kernel(
    _ appearance: SheetConfiguration.Appearance, initial: SheetDetent.ID = "default",
    detents: [SheetDetent] = SheetKernelTests.detents
  ) throws -> SheetKernel {
    var configuration = SheetConfiguration()
    configuration.appearance = appearance
    return try SheetKernel(
      detents: detents, configuration: configuration, chrome: SheetKernelTests.chrome,
      initial: initial, reading: SheetKernelTests.reading(), at: 0)
  }

  @Test func attachedByDefault() throws {
    var kernel = try Self.kernel(.attached)
    let frame = kernel.advance(to: 0)
    #expect(
      frame.panelStyle == SheetKernelFrame.PanelStyle(inset: 0, cornerRadius: 12, attachment: 1))
    #expect(frame.panel.x == 0 && frame.panel.width == 390)
    #expect(frame.panel.y + frame.panel.height == 844)
    #expect(!frame.panelStyle.roundsBottomCorners && frame.panelStyle.backgroundOpacity == 1)
  }

  /// At a partial detent the panel floats: inset at its sides and bottom, its parts as wide as
  /// it, every corner rounded, translucent. At the top detent it is attached.
  @Test func floatsBelowTheTopAndAttachesAtIt() throws {
    var kernel = try Self.kernel(.floating(inset: 8, cornerRadius: 38))
    let floating = kernel.advance(to: 0)
    #expect(
      floating.panelStyle == SheetKernelFrame.PanelStyle(inset: 8, cornerRadius: 38, attachment: 0))
    #expect(floating.panel.x == 8 && floating.panel.width == 374)
    #expect(floating.panel.y + floating.panel.height == 836)
    #expect(floating.header.width == 374 && floating.content.width == 374)
    #expect(floating.contentIndicatorFrame.x + floating.contentIndicatorFrame.width <= 374)
    #expect(floating.panelStyle.roundsBottomCorners && floating.panelStyle.backgroundOpacity == 0)
    try kernel.send(.move(to: "maximum", animated: false), at: 1)
    let top = kernel.advance(to: 1)
    #expect(
      top.panelStyle == SheetKernelFrame.PanelStyle(inset: 0, cornerRadius: 12, attachment: 1))
    #expect(top.panel.x == 0 && top.panel.width == 390 && top.panel.y + top.panel.height == 844)
    // The teaser floats too.
    try kernel.send(.move(to: "teaser", animated: false), at: 2)
    #expect(kernel.advance(to: 2).panelStyle.attachment == 0)
  }

  /// Between the detent below the top and the top, the style follows the position linearly:
  /// halfway, half attached.
  @Test func attachingFollowsThePosition() throws {
    var kernel = try Self.kernel(.floating(inset: 8, cornerRadius: 38))
    let detents = kernel.system.sheet.detents
    let below = try #require(detents.position(of: "default"))
    let top = try #require(detents.position(of: "maximum"))
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: (top - below) / 2), at: 0.1)
    let half = kernel.advance(to: 0.1).panelStyle
    #expect(abs(half.attachment - 0.5) < 0.01)
    #expect(abs(half.cornerRadius - 25) < 0.3)
    #expect(abs(half.inset - 4) <= 1.0 / 3)
  }

  @Test func oneDetentIsAttachedAndBadValuesAreTamed() throws {
    var single = try Self.kernel(
      .floating(inset: 8, cornerRadius: 38), initial: "only",
      detents: [SheetDetent(id: "only", .fraction(0.5))])
    #expect(single.advance(to: 0).panelStyle.attachment == 1)
    var wild = try Self.kernel(.floating(inset: .infinity, cornerRadius: -.infinity))
    let style = wild.advance(to: 0).panelStyle
    #expect(style.inset == 0 && style.cornerRadius.isFinite)
    var wide = try Self.kernel(.floating(inset: 1000, cornerRadius: 38))
    #expect(wide.advance(to: 0).panel.width >= 390 / 2 - 1)  // a quarter each side, on the grid
  }

  /// Property: at any position of any drag, the floating panel lies inside the container, its
  /// parts as wide as it, every number finite, its attachment 0–1 and monotonic in height.
  @Test func anyPosition() async {
    await propertyCheck(count: 200, input: Gen.double(in: -900...900)) { translation in
      var kernel = try Self.kernel(.floating(inset: 10, cornerRadius: 44))
      try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
      try kernel.send(.panChanged(translation: translation), at: 0.1)
      let frame = kernel.advance(to: 0.1)
      let panel = frame.panel
      #expect(panel.x >= 0 && panel.x + panel.width <= 390 + 1e-9)
      #expect(panel.y + panel.height <= 844 + 1e-9 && panel.height >= 0)
      #expect(frame.content.width == panel.width && frame.headerClip.width == panel.width)
      let style = frame.panelStyle
      #expect(style.attachment >= 0 && style.attachment <= 1)
      #expect(style.inset.isFinite && style.cornerRadius.isFinite)
      try kernel.send(.panChanged(translation: translation - 20), at: 0.2)
      #expect(kernel.advance(to: 0.2).panelStyle.attachment >= style.attachment)
    }
  }
}
