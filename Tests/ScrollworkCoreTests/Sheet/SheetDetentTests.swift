import Testing

@_spi(Engine) @testable import ScrollworkCore

struct SheetDetentTests {
  /// A 390 × 844 container with a 59 pt top and 34 pt bottom safe area.
  let context = SheetContext(
    containerHeight: 844, containerWidth: 390, safeAreaTop: 59, safeAreaBottom: 34,
    keyboardHeight: 0, contentHeight: 1200)

  /// The seed's five states, declared out of order, resolve lowest first.
  @Test func theSeedsStatesResolveInOrder() throws {
    let detents = try SheetDetent.resolve(
      [
        SheetDetent(id: "expanded", .fraction(0.7)), SheetDetent(id: "minimized", .height(80)),
        SheetDetent(id: "maximum", .inset(10)), SheetDetent(id: "teaser", .height(200)),
        SheetDetent(id: "default", .fraction(0.45)),
      ], in: context)
    #expect(detents.map(\.id) == ["minimized", "teaser", "default", "expanded", "maximum"])
    #expect(detents[0].y == 844 - 80)
    #expect(detents[1].y == 844 - 200)
    #expect(abs(detents[2].y - 844 * 0.55) < 1e-9)
    #expect(abs(detents[3].y - 844 * 0.3) < 1e-9)
    #expect(detents[4].y == 59 + 10)
  }

  @Test func customDetentsSeeTheContext() throws {
    // Fit the content, but never above the safe area.
    let fit = SheetDetent(
      id: "fit", .custom { c in min(c.contentHeight, c.containerHeight - c.safeAreaTop) })
    let keyboard = SheetDetent(id: "above-keyboard", .custom { c in c.keyboardHeight + 120 })
    var withKeyboard = context
    withKeyboard.keyboardHeight = 336
    let detents = try SheetDetent.resolve([fit, keyboard], in: withKeyboard)
    #expect(detents.map(\.y) == [844 - 456, 59])
  }

  @Test func positionsAreClampedToTheContainer() throws {
    let detents = try SheetDetent.resolve(
      [SheetDetent(id: "tall", .height(5000)), SheetDetent(id: "none", .height(0))], in: context)
    #expect(detents.map(\.y) == [844, 0])
  }

  @Test func duplicatesCollapseToOne() throws {
    let detents = try SheetDetent.resolve(
      [
        SheetDetent(id: "a", .height(422)), SheetDetent(id: "b", .fraction(0.5)),
        SheetDetent(id: "c", .height(422.2)),
      ], in: context)
    #expect(detents.count == 1)
    #expect(detents[0].id == "a", "equal positions keep the first listed")
  }

  @Test(arguments: [
    ([SheetDetent](), "detents: the list is empty"),
    (
      [SheetDetent(id: "a", .height(1)), SheetDetent(id: "a", .height(2))],
      "detents: the id \"a\" is used twice"
    ),
    ([SheetDetent(id: "", .height(1))], "detents: an id is empty"),
    (
      [SheetDetent(id: "a", .height(-1))],
      "detents.a.height: must be a number from 0 to 1e9, got -1.0"
    ),
    (
      [SheetDetent(id: "a", .height(.nan))],
      "detents.a.height: must be a number from 0 to 1e9, got nan"
    ),
    (
      [SheetDetent(id: "a", .fraction(1.5))], "detents.a.fraction: must be between 0 and 1, got 1.5"
    ),
    (
      [SheetDetent(id: "a", .inset(.infinity))],
      "detents.a.inset: must be a number from 0 to 1e9, got inf"
    ),
    (
      [SheetDetent(id: "a", .custom { _ in .nan })],
      "detents.a: the custom rule gave no finite height"
    ),
  ])
  func invalidListsAreClearErrors(detents: [SheetDetent], message: String) {
    #expect(throws: ScrollworkError(message)) { try SheetDetent.resolve(detents, in: context) }
  }
}
