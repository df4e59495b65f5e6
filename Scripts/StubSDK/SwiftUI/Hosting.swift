// UIKit hosting SwiftUI (stub; see ../README.md): UIHostingController, its sizing options and
// the safe-area regions, and UIHostingConfiguration (a cell's SwiftUI content), with the SDK
// interface's signatures, availability and isolation (`@MainActor(unsafe)`, written
// `@preconcurrency @MainActor`). iOS 16 and later API is declared with its availability, which
// this check (targeting Linux) does not evaluate: the real-SDK check does.
import UIKit

/// A view controller that shows a SwiftUI view.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
  @preconcurrency @MainActor public init(rootView: Content) { _stubOnly() }

  @preconcurrency @MainActor public init?(coder aDecoder: NSCoder, rootView: Content) {
    _stubOnly()
  }

  @preconcurrency @MainActor @objc public required dynamic init?(coder aDecoder: NSCoder) {
    _stubOnly()
  }

  @preconcurrency @MainActor public var rootView: Content {
    get { _stubOnly() }
    set { _stubOnly() }
  }

  @available(iOS 16.0, *)
  @preconcurrency @MainActor public var sizingOptions: UIHostingControllerSizingOptions {
    get { _stubOnly() }
    set { _stubOnly() }
  }

  @preconcurrency @MainActor public func sizeThatFits(in size: CGSize) -> CGSize { _stubOnly() }
}

extension UIHostingController {
  @available(iOS 16.4, *)
  @preconcurrency @MainActor public var safeAreaRegions: SafeAreaRegions {
    get { _stubOnly() }
    set { _stubOnly() }
  }
}

/// What a hosting controller keeps up to date from its content's size.
@available(iOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// The kinds of safe area: the container's (bars, notch, home indicator) and the keyboard's.
@available(iOS 14.0, *)
@frozen
public struct SafeAreaRegions: OptionSet {
  public let rawValue: UInt

  @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all = SafeAreaRegions(rawValue: 3)
}

@available(iOS 14.0, *)
extension SafeAreaRegions: Sendable {}

/// A cell's content configuration that shows SwiftUI views (iOS 16), with the interface's
/// members the glue uses: the initializer without a background and the margins.
@available(iOS 16.0, *)
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  public func margins(
    _ edges: Edge.Set = .all, _ length: CGFloat
  ) -> UIHostingConfiguration<
    Content, Background
  > { _stubOnly() }

  @MainActor public func makeContentView() -> any UIView & UIContentView { _stubOnly() }

  public func updated(
    for state: any UIConfigurationState
  ) -> UIHostingConfiguration<
    Content, Background
  > { _stubOnly() }
}

@available(*, unavailable)
extension UIHostingConfiguration: Sendable {}

@available(iOS 16.0, *)
extension UIHostingConfiguration where Background == EmptyView {
  public init(@ViewBuilder content: () -> Content) { _stubOnly() }
}
