// The Swift half of the stub UIKit module, part 3: UIButton.Configuration, which Apple's overlay
// declares in Swift (iOS 15). Hand-written for type-checking only (see ../README.md); the bodies
// never run. Only the members the examples use, with the types of the iOS 17 SDK's interface.

extension UIButton {
  /// A button's content and style, as a value.
  public struct Configuration: Hashable {
    /// How round the button's background corners are.
    public enum CornerStyle: Hashable {
      case fixed
      case dynamic
      case small
      case medium
      case large
      case capsule
    }

    /// The button's size class.
    public enum Size: Hashable {
      case mini
      case small
      case medium
      case large
    }

    public static func plain() -> UIButton.Configuration { _stubOnly() }
    public static func tinted() -> UIButton.Configuration { _stubOnly() }
    public static func gray() -> UIButton.Configuration { _stubOnly() }
    public static func filled() -> UIButton.Configuration { _stubOnly() }
    public static func borderless() -> UIButton.Configuration { _stubOnly() }
    public static func bordered() -> UIButton.Configuration { _stubOnly() }
    public static func borderedTinted() -> UIButton.Configuration { _stubOnly() }
    public static func borderedProminent() -> UIButton.Configuration { _stubOnly() }

    public var cornerStyle: CornerStyle
    public var buttonSize: Size
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var image: UIImage?
    public var title: String?
    public var subtitle: String?
    public var imagePadding: CGFloat
    public var titlePadding: CGFloat
  }

  @preconcurrency @MainActor
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    _stubOnly()
  }

  @preconcurrency @MainActor
  public var configuration: UIButton.Configuration? {
    get { _stubOnly() }
    set {}
  }
}
