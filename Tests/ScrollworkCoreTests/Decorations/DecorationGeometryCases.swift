@_spi(Engine) @testable import ScrollworkCore

/// Geometry tables shared by the decoration tests: a 390 × 844 iPhone screen under bars.
enum DecorationCase {
  /// A navigation bar (91) with a search bar (52 more) shown, and the home indicator (34).
  static let searchBarShown = (top: 143.0, bottom: 34.0)
  /// The navigation bar alone, after the search bar hid.
  static let navigationBar = (top: 91.0, bottom: 34.0)
  /// No bars.
  static let bare = (top: 0.0, bottom: 0.0)

  static func snapshot(
    content: Double, offset: Double, insets: (top: Double, bottom: Double) = navigationBar,
    viewport: Double = 844, width: Double = 390, axis: ScrollAxis = .vertical
  ) -> ScrollSnapshot {
    ScrollSnapshot(
      geometry: ScrollGeometry(
        viewport: viewport, content: content, insetStart: insets.top, insetEnd: insets.bottom),
      offset: offset, crossLength: width, axis: axis)
  }
}
