import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Keyboard modes per detent (`SheetConfiguration.keyboardByDetent`): each detent is lifted by
/// its own mode, and the sheet at a detent whose mode expands moves to the top detent.
struct SheetMachineKeyboardPerDetentTests {
  /// The default detent, 45 % of the container, and where the sheet shows it (3× grid).
  static let defaultY = 844 * (1 - 0.45)
  static let shownDefaultY = PixelGrid(displayScale: 3).round(defaultY)

  /// The seed's sheet at the teaser (y 644) with the teaser's own mode, every other detent
  /// lifting; the keyboard is 336 pt, so a lifted teaser is at 308 and the top detent (69)
  /// meets the 59 pt safe area.
  @Test(arguments: [
    (SheetConfiguration.KeyboardMode.none, 644.0, "teaser"), (.lift, 308, "teaser"),
    (.liftAndExpand, 59, "maximum"),
  ])
  func theDetentsOwnModeDecides(
    mode: SheetConfiguration.KeyboardMode, restsAt y: Double, settled: SheetDetent.ID
  ) throws {
    var sheet = try seedSheet(initial: "teaser") { $0.keyboardByDetent = ["teaser": mode] }
    try sheet.send(.keyboard(height: 336, duration: 0.25, curve: .keyboard), at: 0)
    let rest = sheet.sample(at: 5)
    #expect(rest.y == y)
    #expect(rest.settledDetent == settled)
    try sheet.send(.keyboard(height: 0, duration: 0.25, curve: .keyboard), at: 5)
    #expect(sheet.sample(at: 10).y == sheet.detents.position(of: settled))
    #expect(sheet.detents == (try seedSheet()).detents, "the detents are back without keyboard")
  }

  /// An override wins over the sheet's mode both ways: a sheet that does not lift can lift at
  /// one detent, and one that expands can stay at one.
  @Test func overridesWinOverTheSheetsMode() throws {
    var lifting = try seedSheet(initial: "teaser", keyboard: .none) {
      $0.keyboardByDetent = ["teaser": .lift]
    }
    try lifting.send(.keyboard(height: 336, duration: 0.25, curve: .keyboard), at: 0)
    #expect(lifting.sample(at: 5).y == 308)
    #expect(lifting.detents.position(of: "default") == Self.defaultY, "default is not lifted")

    var staying = try seedSheet(initial: "default", keyboard: .liftAndExpand) {
      $0.keyboardByDetent = ["default": .none]
    }
    try staying.send(.keyboard(height: 336, duration: 0.25, curve: .keyboard), at: 0)
    #expect(staying.sample(at: 5).settledDetent == "default")
    #expect(staying.sample(at: 5).y == Self.shownDefaultY)
  }

  /// Lifted detents may pass one that stays: the detents are ordered by position again, and
  /// those that meet at the top safe area collapse into the higher one.
  @Test func liftedDetentsPassOnesThatStay() throws {
    var sheet = try seedSheet(initial: "default") { $0.keyboardByDetent = ["default": .none] }
    try sheet.send(.keyboard(height: 336, duration: 0.25, curve: .keyboard), at: 0)
    #expect(
      sheet.detents.all == [
        ResolvedDetent(id: "default", y: Self.defaultY), ResolvedDetent(id: "minimized", y: 428),
        ResolvedDetent(id: "teaser", y: 308), ResolvedDetent(id: "maximum", y: 59),
      ])
    #expect(sheet.sample(at: 5).y == Self.shownDefaultY, "the sheet stays at default")
  }
}
