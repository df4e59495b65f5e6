#if canImport(UIKit) && canImport(SwiftUI)
// A thin SwiftUI entry point: the UIKit container, made once and left alone by updates.
import ScrollworkCore
import SwiftUI
import UIKit

/// Shows a ``SheetContainerViewController`` in SwiftUI.
///
///     SheetContainer {
///       let sheet = SheetContainerViewController(
///         content: ListController(), configuration: configuration, header: header)
///       sheet.trackedScrollView = (sheet.content as? ListController)?.tableView
///       return sheet
///     }
@MainActor
public struct SheetContainer: UIViewControllerRepresentable {
  private let make: @MainActor () -> SheetContainerViewController

  /// Creates the entry point; `make` runs once, when SwiftUI first shows it.
  public init(_ make: @escaping @MainActor () -> SheetContainerViewController) {
    self.make = make
  }

  public func makeUIViewController(context: Context) -> SheetContainerViewController { make() }

  public func updateUIViewController(
    _ uiViewController: SheetContainerViewController, context: Context
  ) {}
}
#endif
