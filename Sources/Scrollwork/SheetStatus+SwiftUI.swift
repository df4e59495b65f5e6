#if canImport(UIKit) && canImport(SwiftUI)
// The sheet's status in the SwiftUI environment: every view inside a `SheetContainerView` —
// main content, header, content and background — can read where the sheet is. The host
// publishes it through one observable reference per sheet (`SheetStatusModel`), read by a small
// view at the root of each hosting controller (`SheetStatusEnvironment`): a frame re-evaluates
// that view and the views that read `sheetStatus`, not every hosted view.
import ScrollworkCore
import SwiftUI

private struct SheetStatusKey: EnvironmentKey {
  static let defaultValue: SheetStatus? = nil
}

extension EnvironmentValues {
  /// The enclosing ``SheetContainerView``'s sheet as last drawn: its position, progress,
  /// settled, nearest, target and selected detents, the header's collapse; `nil` outside a
  /// sheet. It changes at every frame while the sheet moves: only views that read it are
  /// updated then.
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

/// The sheet's status as the SwiftUI host publishes it: one reference per sheet, whose
/// `status` the host sets after each frame that changes it.
///
/// `ObservableObject` (iOS 13) rather than `@Observable` (the Observation framework, iOS 17):
/// the package supports iOS 15. Only ``SheetStatusEnvironment`` observes it, so the per-view
/// tracking `@Observable` would add buys nothing here.
@MainActor
final class SheetStatusModel: ObservableObject {
  /// The status of the last frame applied; `nil` before the first.
  @Published var status: SheetStatus?
}

/// `content` with the sheet's status from `model` in its environment (`sheetStatus`): the one
/// view that observes the model. A new status re-evaluates this body, and SwiftUI updates the
/// views below that read `sheetStatus`; the hosting controller's root view stays as it is.
struct SheetStatusEnvironment<Content: View>: View {
  @ObservedObject var model: SheetStatusModel
  let content: Content

  var body: some View {
    content.environment(\.sheetStatus, model.status)
  }
}
#endif
