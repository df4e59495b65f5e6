import Testing

@_spi(Engine) @testable import ScrollworkCore

/// `SheetConfiguration.ContentInteraction.scrolls`: the content scrolls at every detent; the sheet
/// moves only by its grabber and header, or once the content is back at its top.
struct SheetScrollMachineContentInteractionTests {
  static func system(
    _ interaction: SheetConfiguration.ContentInteraction = .scrolls,
    initial: SheetDetent.ID = "default"
  ) throws -> HostedSystem {
    let sheet = try seedSheet(initial: initial) { $0.contentInteraction = interaction }
    let configuration = SheetScrollMachine.Configuration(sheet: sheet.configuration)
    let system = try SheetScrollMachine(
      sheet: sheet.machine, header: SheetHeader(height: 120, collapsible: 64),
      contentHeight: 60 * 44, configuration: configuration)
    return Hosted(system, configuration)
  }

  /// Finger up at the default detent: the header collapses and the list scrolls; the sheet
  /// stays. (With `.resizes` the sheet rises first.)
  @Test func theContentScrollsAtAnIntermediateDetent() throws {
    var system = try Self.system()
    let y = system.sample(at: 0).sheet.y
    try drag(&system, by: -300, over: 0.5, release: false)
    let sample = system.sample(at: 0.5)
    #expect(sample.sheet.y == y)
    #expect(sample.headerCollapsed == 64)
    #expect(abs(sample.content.offset - 236) <= 1.0 / 3)

    var resizing = try Self.system(.resizes)
    try drag(&resizing, by: -300, over: 0.5, release: false)
    #expect(abs(resizing.sample(at: 0.5).sheet.y - (y - 300)) <= 1.0 / 3)
  }

  /// Finger down with the list at its top: the sheet descends; back up in the same gesture, it
  /// rises to where the drag found it and no farther, then the list scrolls.
  @Test func theSheetDescendsFromTheContentsTopAndComesBackInTheSameGesture() throws {
    var system = try Self.system()
    let y = system.sample(at: 0).sheet.y
    try system.send(.dragBegan(on: .content), at: 0)
    try system.send(.dragChanged(translation: 100), at: 0.2)
    #expect(abs(system.sample(at: 0.2).sheet.y - (y + 100)) <= 1.0 / 3)
    try system.send(.dragChanged(translation: -50), at: 0.5)
    let sample = system.sample(at: 0.5)
    #expect(abs(sample.sheet.y - y) <= 1.0 / 3)
    #expect(sample.headerCollapsed == 50)
    #expect(sample.content.offset == 0)
  }

  /// A fling up at an intermediate detent flings the list in the viewport the sheet leaves it
  /// there; the sheet rests where it was.
  @Test func aFlingUpFlingsTheListWhereTheSheetIs() throws {
    var system = try Self.system()
    let y = system.sample(at: 0).sheet.y
    try drag(&system, by: -200, over: 0.2, velocity: -2000)
    #expect(system.sample(at: 0.4).content.offset > system.sample(at: 0.2).content.offset)
    let rest = system.sample(at: 10)
    #expect(rest.sheet.y == y)
    #expect(rest.sheet.settledDetent == "default")
    #expect(system.isAtRest(at: 10))
    // The list's range is the one the default detent leaves it: every row can be reached.
    let viewport = 844 - y - (120 - rest.headerCollapsed)
    #expect(
      abs(system.list(at: 10).geometry.maxOffset - (60 * 44 + 34 - viewport)) <= 1e-6)
  }

  /// A fling down in the list stops at its top and opens the header; the momentum does not
  /// carry the sheet down (found by the random sweep: a sheet caught between detents jumped to
  /// where its own snap would be when the hand-off came).
  @Test func aFlingDownStopsAtTheContentsTop() throws {
    var system = try Self.system()
    let y = system.sample(at: 0).sheet.y
    let end = try drag(&system, by: -300, over: 0.5, velocity: 0)
    try drag(&system, by: 100, over: 0.05, from: end + 1, velocity: 3000)
    let rest = system.sample(at: end + 10)
    #expect(rest.content.offset == 0 && rest.headerCollapsed == 0)
    #expect(rest.sheet.y == y && rest.sheet.settledDetent == "default")
  }

  /// The grabber and the header still move the sheet.
  @Test(arguments: [SheetDragSource.grabber, .header])
  func theChromeStillMovesTheSheet(source: SheetDragSource) throws {
    var system = try Self.system()
    let y = system.sample(at: 0).sheet.y
    try drag(&system, on: source, by: -100, over: 0.3, release: false)
    #expect(abs(system.sample(at: 0.3).sheet.y - (y - 100)) <= 1.0 / 3)
    #expect(system.sample(at: 0.3).content.offset == 0)
  }
}
