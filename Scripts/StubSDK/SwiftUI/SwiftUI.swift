// Scrollwork's stub of SwiftUI, which Apple's SDK declares entirely in Swift: View,
// ViewBuilder's basic blocks, EmptyView and UIViewControllerRepresentable, with the requirements'
// isolation of the iOS 17 SDK's interface (`@MainActor(unsafe)`, written here as
// `@preconcurrency @MainActor`). Hand-written for type-checking only (see ../README.md); only
// what the glue, the examples and the snippets use. As in the SDK, SwiftUI re-exports
// CoreGraphics but not UIKit. The rest of the stub: ViewBuilder.swift (blocks and conditions),
// State.swift (environment, state, bindings, transactions), Views.swift and Controls.swift (the
// views), Modifiers.swift (View's modifiers), Hosting.swift (UIHostingController).
@_exported import CoreGraphics
import UIKit

/// Marks a body the type-check never runs.
@usableFromInline
func _stubOnly() -> Never { fatalError("Scrollwork's stub SDK is for type-checking only") }

/// A piece of user interface, described by its `body`.
public protocol View {
  associatedtype Body: View
  @ViewBuilder @preconcurrency @MainActor var body: Body { get }
}

extension Never: View {}

extension Never {
  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

/// A view that shows nothing.
@frozen
public struct EmptyView: View {
  @inlinable public init() {}

  public typealias Body = Never

  public var body: Never { _stubOnly() }
}

extension EmptyView: Sendable {}

/// A view that shows a UIKit view controller.
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  @preconcurrency @MainActor
  func makeUIViewController(context: Context) -> UIViewControllerType

  @preconcurrency @MainActor
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

  @preconcurrency @MainActor
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)

  @preconcurrency @MainActor
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == () {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}

  public var body: Never { _stubOnly() }
}

/// What a representable's methods are told: its coordinator, the transaction and the
/// environment.
@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  public let coordinator: Representable.Coordinator

  @preconcurrency @MainActor public var transaction: Transaction { _stubOnly() }

  @preconcurrency @MainActor public var environment: EnvironmentValues { _stubOnly() }
}

/// The concrete type behind the stub's opaque results (`some View`), which clients never see.
struct _StubView: View {
  typealias Body = Never
  var body: Never { _stubOnly() }
}
