import Testing

@testable import Scrollwork

/// Where the decoration views go back among a scroll view's subviews (Sources/Scrollwork/
/// Conversions/ScrollGlue+ZOrder.swift).
struct ScrollGlueZOrderTests {
  /// A view, by identity, as `UIView`s are compared.
  final class View {}

  /// A table's `backgroundView`, a cell, a section header, and two decoration views.
  let background = View()
  let cell = View()
  let header = View()
  let fill = View()
  let shadow = View()

  @Test func inPlaceAtTheBottom() {
    #expect(
      ScrollGlue.decorationsInsertionIndex(
        subviews: [fill, shadow, cell, header], decorations: [fill, shadow], background: nil)
        == nil)
  }

  @Test func aCellInsertedUnderThemSendsThemBackToTheBottom() {
    #expect(
      ScrollGlue.decorationsInsertionIndex(
        subviews: [cell, fill, shadow, header], decorations: [fill, shadow], background: nil)
        == 0)
  }

  /// A table's `backgroundView` stays under them: they go just above it, at the index it has
  /// now. (Below it, as `attach` puts them on a table that already had one, that index counts
  /// them too; UIKit then moves each in turn and the next pass settles them.)
  @Test func aboveATablesBackgroundView() {
    #expect(
      ScrollGlue.decorationsInsertionIndex(
        subviews: [background, fill, shadow, cell], decorations: [fill, shadow],
        background: background) == nil)
    #expect(
      ScrollGlue.decorationsInsertionIndex(
        subviews: [fill, shadow, background, cell], decorations: [fill, shadow],
        background: background) == 3)
    #expect(
      ScrollGlue.decorationsInsertionIndex(
        subviews: [background, cell, fill, shadow], decorations: [fill, shadow],
        background: background) == 1)
  }

  /// A background view that is not (yet) a subview does not count.
  @Test func aBackgroundViewNotInTheHierarchy() {
    #expect(
      ScrollGlue.decorationsInsertionIndex(
        subviews: [fill, shadow, cell], decorations: [fill, shadow], background: background)
        == nil)
  }

  /// Out of order among themselves, or missing (fewer subviews than decorations).
  @Test func outOfOrderOrMissing() {
    #expect(
      ScrollGlue.decorationsInsertionIndex(
        subviews: [shadow, fill, cell], decorations: [fill, shadow], background: nil) == 0)
    #expect(
      ScrollGlue.decorationsInsertionIndex(
        subviews: [fill], decorations: [fill, shadow], background: nil) == 0)
    #expect(
      ScrollGlue.decorationsInsertionIndex(
        subviews: [background, fill], decorations: [fill, shadow], background: background)
        == 1)
  }

  /// The overlays (a header, a spinner) are the last subviews, in order; a cell added above
  /// them, or the two swapped, puts them out of place.
  @Test func overlaysOnTop() {
    let spinner = View()
    #expect(
      ScrollGlue.overlaysInPlace(
        subviews: [fill, cell, header, spinner], overlays: [header, spinner]))
    #expect(
      !ScrollGlue.overlaysInPlace(
        subviews: [fill, header, spinner, cell], overlays: [header, spinner]))
    #expect(
      !ScrollGlue.overlaysInPlace(
        subviews: [fill, cell, spinner, header], overlays: [header, spinner]))
    #expect(!ScrollGlue.overlaysInPlace(subviews: [spinner], overlays: [header, spinner]))
    #expect(ScrollGlue.overlaysInPlace(subviews: [cell], overlays: []))
  }
}
