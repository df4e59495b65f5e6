// The Swift half of the stub UIKit module, part 1: the small Swift-only API of Apple's overlay
// that the glue and the examples use (IndexPath's rows, UIAction's and UIBarButtonItem's
// initializers, the accessibility traits as an option set). Hand-written for type-checking only
// (see ../README.md); the bodies never run. Members added to main-actor classes are
// `@preconcurrency @MainActor`, as the SDK's interface declares them (`@MainActor(unsafe)`).
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
@_exported import UIKit

/// Marks a body the type-check never runs.
@usableFromInline
func _stubOnly() -> Never { fatalError("Scrollwork's stub SDK is for type-checking only") }

extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

extension UIAccessibilityTraits: OptionSet {}

extension UIAction {
  @_disfavoredOverload @preconcurrency @MainActor
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { _stubOnly() }

  @preconcurrency @MainActor
  public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) { _stubOnly() }
}

extension UIBarButtonItem {
  @preconcurrency @MainActor
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) { self.init(__barButtonSystemItem: systemItem, primaryAction: primaryAction) }

  @preconcurrency @MainActor
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { self.init() }
}
