#if canImport(UIKit)
// The view Core's empty state shows (`EmptyState`): DZNEmptyDataSet's job — an image, a
// title, a message and a button, or any view of the app's — placed and centred where Core says.
import ScrollworkCore
import UIKit

/// What a list shows when it has nothing to show: an image, a title, a message and a button in
/// a column, or your own view (``customView``), centred at the point Core gives (the middle of
/// the area the rows leave empty, moved by ``ScrollworkCore/EmptyState/verticalOffset``).
///
///     let empty = attachment.views.emptyView
///     empty.image = UIImage(systemName: "tray")
///     empty.title = "No messages"
///     empty.message = "Pull down to check again."
///     empty.buttonTitle = "Compose"
///     empty.onButtonTap = { compose() }
///
/// Parts left `nil` are not shown. It takes touches: ``onTap`` for a tap anywhere on it,
/// ``onButtonTap`` for the button. A drag on it still scrolls the list (unless the empty state
/// does not scroll: ``ScrollworkCore/EmptyState/scrolls``).
@MainActor
public final class ScrollEmptyStateView: UIView {
  /// The image above the title; `nil` for none.
  public var image: UIImage? {
    didSet { update(imageView, showing: image != nil) { $0.image = image } }
  }
  /// The title; `nil` for none.
  public var title: String? {
    didSet { update(titleLabel, showing: title != nil) { $0.text = title } }
  }
  /// The message under the title; `nil` for none.
  public var message: String? {
    didSet { update(messageLabel, showing: message != nil) { $0.text = message } }
  }
  /// The button's title; `nil` for no button.
  public var buttonTitle: String? {
    didSet { update(button, showing: buttonTitle != nil) { $0.configuration?.title = buttonTitle } }
  }
  /// Called when the button is tapped.
  public var onButtonTap: (() -> Void)?
  /// Called when the empty state is tapped outside its button.
  public var onTap: (() -> Void)?
  /// Your own view, shown instead of the image, title, message and button, at its own size
  /// (its Auto Layout size, as a stack view's arranged subview); `nil` for the built-in ones.
  public var customView: UIView? {
    didSet {
      guard oldValue !== customView else { return }
      oldValue?.removeFromSuperview()
      for view in [imageView, titleLabel, messageLabel, button] {
        view.isHidden = customView != nil || !shows(view)
      }
      if let customView { stack.addArrangedSubview(customView) }
    }
  }

  /// The image's view: restyle it (its `tintColor`, `preferredSymbolConfiguration`).
  public let imageView = UIImageView(image: nil)
  /// The title's label: restyle it.
  public let titleLabel = UILabel(frame: .zero)
  /// The message's label: restyle it.
  public let messageLabel = UILabel(frame: .zero)
  /// The button: restyle it (its `configuration`).
  public let button = UIButton(configuration: .plain())

  /// The column of the parts shown.
  private let stack = UIStackView(frame: .zero)
  /// The stack's centre, in this view's coordinates: Core's content centre.
  private var centerX: NSLayoutConstraint?
  private var centerY: NSLayoutConstraint?

  /// Where the content's centre is, in this view's coordinates (from Core's content centre).
  var contentCenter = CGPoint.zero {
    didSet {
      if centerX?.constant != contentCenter.x { centerX?.constant = contentCenter.x }
      if centerY?.constant != contentCenter.y { centerY?.constant = contentCenter.y }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    // The column's look is the system's for an empty list, by eye (iOS 17's
    // ContentUnavailableView, which this back-deploys in spirit): secondary image and message.
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    imageView.tintColor = UIColor.secondaryLabel
    imageView.contentMode = .scaleAspectFit
    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
    messageLabel.textColor = UIColor.secondaryLabel
    for label in [titleLabel, messageLabel] {
      label.textAlignment = .center
      label.numberOfLines = 0
      label.adjustsFontForContentSizeCategory = true
    }
    button.addAction(
      UIAction { [weak self] _ in self?.onButtonTap?() }, for: .primaryActionTriggered)
    for view in [imageView, titleLabel, messageLabel, button] {
      view.isHidden = true
      stack.addArrangedSubview(view)
    }
    addSubview(stack)
    let centerX = stack.centerXAnchor.constraint(equalTo: leftAnchor)
    let centerY = stack.centerYAnchor.constraint(equalTo: topAnchor)
    NSLayoutConstraint.activate([
      centerX, centerY,
      // 20 points from either side, the system's minimum margins on an iPhone, by eye.
      stack.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, constant: -40),
    ])
    self.centerX = centerX
    self.centerY = centerY
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ScrollEmptyStateView is created by its attachment")
  }

  @objc private func tapped() { onTap?() }

  /// Whether `view`, one of the built-in parts, has something to show.
  private func shows(_ view: UIView) -> Bool {
    switch view {
    case imageView: image != nil
    case titleLabel: title != nil
    case messageLabel: message != nil
    default: buttonTitle != nil
    }
  }

  /// Sets `view` up with `change`, and shows it when `showing` and there is no custom view.
  private func update<View: UIView>(_ view: View, showing: Bool, _ change: (View) -> Void) {
    change(view)
    view.isHidden = !showing || customView != nil
  }
}
#endif
