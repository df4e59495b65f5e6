// The Swift half of the stub UIKit module, part 2: content configurations, which Apple's overlay
// declares in Swift (the Objective-C classes underneath are private in Swift). Hand-written for
// type-checking only (see ../README.md); the bodies never run. Only the members the examples use,
// with the types of the iOS 17 SDK's interface.

/// The state a configuration is updated for (a cell's highlighted, selected, … state).
public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
}

/// A view's content, as a value: the view is made from it and updated with it.
public protocol UIContentConfiguration {
  @MainActor func makeContentView() -> any UIView & UIContentView
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: NSObjectProtocol {
  @MainActor var configuration: any UIContentConfiguration { get set }
}

/// The list cell's content: image, text and secondary text, with their styles.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How a text is drawn.
  public struct TextProperties: Hashable {
    /// The text's alignment in its frame.
    public enum TextAlignment: Hashable {
      case natural
      case center
      case justified
    }

    public var font: UIFont
    public var color: UIColor
    public var alignment: TextAlignment
    public var numberOfLines: Int
  }

  /// How the image is drawn.
  public struct ImageProperties: Hashable {
    public var tintColor: UIColor?
    public var cornerRadius: CGFloat
  }

  public static func cell() -> UIListContentConfiguration { _stubOnly() }
  public static func subtitleCell() -> UIListContentConfiguration { _stubOnly() }
  public static func valueCell() -> UIListContentConfiguration { _stubOnly() }
  public static func plainHeader() -> UIListContentConfiguration { _stubOnly() }
  public static func plainFooter() -> UIListContentConfiguration { _stubOnly() }
  public static func groupedHeader() -> UIListContentConfiguration { _stubOnly() }
  public static func groupedFooter() -> UIListContentConfiguration { _stubOnly() }

  @MainActor public func makeContentView() -> any UIView & UIContentView { _stubOnly() }

  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

  public var image: UIImage?
  public var imageProperties: ImageProperties
  public var text: String?
  public var textProperties: TextProperties
  public var secondaryText: String?
  public var secondaryTextProperties: TextProperties
  public var imageToTextPadding: CGFloat
}

extension UITableViewCell {
  @preconcurrency @MainActor
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { _stubOnly() }
    set {}
  }

  @preconcurrency @MainActor
  public func defaultContentConfiguration() -> UIListContentConfiguration { _stubOnly() }
}

extension UICollectionViewCell {
  @preconcurrency @MainActor
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { _stubOnly() }
    set {}
  }
}

extension UIListContentView: UIContentView {
  @MainActor public var configuration: any UIContentConfiguration {
    get { _stubOnly() }
    set {}
  }

  @preconcurrency @MainActor
  public convenience init(configuration: UIListContentConfiguration) { _stubOnly() }
}
