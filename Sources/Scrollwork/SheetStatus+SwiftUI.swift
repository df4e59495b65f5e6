#if canImport(UIKit) && canImport(SwiftUI)
// The sheet's status in the SwiftUI environment: every view inside a `SheetContainerView` —
// main content, header, content and background — can read where the sheet is.
import ScrollworkCore
import SwiftUI

private struct SheetStatusKey: EnvironmentKey {
  static let defaultValue: SheetStatus? = nil
}

extension EnvironmentValues {
  /// The enclosing ``SheetContainerView``'s sheet as last drawn: its position, progress,
  /// settled, nearest, target and selected detents, the header's collapse; `nil` outside a
  /// sheet. It changes at every frame while the sheet moves.
  ///
  ///     @Environment(\.sheetStatus) private var sheet
  ///     // …
  ///     Button("Locate me") {}
  ///       .opacity(1 - (sheet?.fraction(from: "default", to: "expanded") ?? 0))
  public var sheetStatus: SheetStatus? {
    get { self[SheetStatusKey.self] }
    set { self[SheetStatusKey.self] = newValue }
  }
}
#endif
