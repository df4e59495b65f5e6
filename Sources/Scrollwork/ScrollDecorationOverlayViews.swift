#if canImport(UIKit)
// The decoration views that lie over the content: the stretchy header's clipping container,
// the edge effects under the bars and the refresh spinner. Each only applies what Core computed
// (and ScrollGlue converted); the attachment moves, shows and hides them (Guides/UIKit.md).
@_spi(Engine) import ScrollworkCore
import UIKit

/// The stretchy header's container: Core's header frame, clipping your header view
/// (``contentView``), which is laid out at Core's content frame in it — filling it, or at the
/// header's height anchored at its top, centre or bottom (``ScrollworkCore/StretchyHeader/Anchor``).
///
///     attachment.views.headerView.contentView = heroImageView
///
/// It lies over the rows (a header pinned at its minimum height covers them) and takes touches,
/// so controls in your header work; a drag that starts on it still scrolls.
@MainActor
public final class ScrollHeaderView: UIView {
  /// Your header, laid out at Core's content frame and clipped to this view; `nil` for none.
  public var contentView: UIView? {
    didSet {
      guard oldValue !== contentView else { return }
      oldValue?.removeFromSuperview()
      guard let contentView else { return }
      addSubview(contentView)
      contentView.frame = contentFrame
    }
  }

  /// Where the content is laid out, in this view's coordinates (Core's content frame, moved).
  var contentFrame = CGRect.zero {
    didSet {
      if let contentView, contentView.frame != contentFrame { contentView.frame = contentFrame }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ScrollHeaderView is created by its attachment")
  }
}

/// One edge effect under the bars (``ScrollworkCore/EdgeEffects``): a soft fade of the bars'
/// colour into the content, or a hard cut-off in that colour with a dividing line; its alpha is
/// Core's, rising with how much content runs under the bar.
///
/// Set its `backgroundColor` to the colour behind your bars (the system background by default)
/// and the divider's to your separator's.
@MainActor
public final class ScrollEdgeEffectView: UIView {
  /// The hard style's dividing line, one device pixel thick along the bar's edge; set its
  /// `backgroundColor` (the system separator colour by default).
  public let divider = UIView(frame: .zero)
  /// The soft style's mask: a gradient from opaque under the bar to clear past it.
  private let fade = GradientView(frame: .zero)
  /// The style drawn now.
  private var style: EdgeEffects.Style?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.systemBackground
    divider.backgroundColor = UIColor.separator
    divider.isHidden = true
    addSubview(divider)
    fade.gradientLayer?.colors = [
      UIColor.black.cgColor, UIColor.black.cgColor, UIColor.clear.cgColor,
    ]
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ScrollEdgeEffectView is created by its attachment")
  }

  /// Draws the frame's `edge` (nil: hidden, nothing to change) at `which` edge along `axis`, on
  /// a display of `displayScale` pixels per point. Its frame is already applied.
  func apply(
    _ edge: EdgeEffectFrame?, at which: EdgeEffectEdge, axis: ScrollAxis, displayScale: Double
  ) {
    guard let edge else { return }
    if style != edge.style {
      style = edge.style
      mask = edge.style == .soft ? fade : nil
      divider.isHidden = edge.style != .hard
    }
    switch edge.style {
    case .soft:
      let gradient = ScrollGlue.edgeFade(
        frame: edge.frame, barEdge: edge.barEdge, edge: which, axis: axis)
      fade.frame = bounds
      fade.gradientLayer?.startPoint = CGPoint(gradient.start)
      fade.gradientLayer?.endPoint = CGPoint(gradient.end)
      fade.gradientLayer?.locations = [
        NSNumber(value: 0.0), NSNumber(value: gradient.opaqueUntil), NSNumber(value: 1.0),
      ]
    case .hard:
      guard let line = edge.divider else { return }
      let hairline = ScrollGlue.hairline(line, edge: which, axis: axis, displayScale: displayScale)
      divider.frame = CGRect(ScrollGlue.frame(hairline, in: edge.frame))
    }
  }

  override public func layoutSubviews() {
    super.layoutSubviews()
    fade.frame = bounds
  }
}

/// A view drawn by a `CAGradientLayer` (its layer), with no implicit animations: a view's own
/// layer does not animate its changes outside an animation block.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  /// The view's layer.
  var gradientLayer: CAGradientLayer? { layer as? CAGradientLayer }
}

/// The refresh control's spinner (``ScrollworkCore/RefreshControl``): a
/// `UIActivityIndicatorView` centred in Core's spinner frame, fading in and turning with the
/// pull and spinning while a refresh runs. Restyle ``activityIndicator`` (its `color`, `style`).
@MainActor
public final class ScrollRefreshSpinnerView: UIView {
  /// The spinner.
  public let activityIndicator = UIActivityIndicatorView(style: .medium)

  override init(frame: CGRect) {
    super.init(frame: frame)
    activityIndicator.hidesWhenStopped = false
    addSubview(activityIndicator)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ScrollRefreshSpinnerView is created by its attachment")
  }

  /// Turns or spins the spinner as `state` says.
  func apply(_ state: RefreshSpinnerState) {
    activityIndicator.transform = CGAffineTransform(rotationAngle: CGFloat(state.rotation))
    if state.spins != activityIndicator.isAnimating {
      if state.spins {
        activityIndicator.startAnimating()
      } else {
        activityIndicator.stopAnimating()
      }
    }
  }

  override public func layoutSubviews() {
    super.layoutSubviews()
    // `center`, not `frame`: the spinner may be turned.
    activityIndicator.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }
}
#endif
