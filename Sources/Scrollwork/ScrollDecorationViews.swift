#if canImport(UIKit)
import QuartzCore
import ScrollworkCore
import UIKit

/// The plain UIKit views an attachment lays out: style them (images, colours, subviews) and
/// the attachment moves, shows and hides them from Core's layout.
///
/// Z-order, bottom to top, all behind the scroll view's content (Guides/UIKit.md):
/// `parallaxImageView`, `peekImageView`, `dimmingView`, `emptyStateView`, `topFillView`,
/// `bottomFillView`, the four shadows; then the content, section headers and scroll
/// indicators. None takes touches until you set its `isUserInteractionEnabled`; the sticky
/// footer's view, which is content, does.
@MainActor
public final class ScrollDecorationViews {
  /// The parallax background's image; its frame is `ParallaxBackground.Layout.frame`.
  public let parallaxImageView: UIImageView
  /// The peeking background's image, fixed to the viewport (or following the content's end).
  public let peekImageView: UIImageView
  /// The overlay that dims the peeking image; black, its alpha is the layout's `dimming`.
  public let dimmingView: UIView
  /// Shown instead of the peeking image while the content leaves the visible area empty:
  /// add your empty-state views to it.
  public let emptyStateView: UIView
  /// The gap above the content while it is pulled down; set its `backgroundColor`.
  public let topFillView: UIView
  /// The gap below the content; set its `backgroundColor`.
  public let bottomFillView: UIView
  /// The shadow along the visible area's top edge, falling onto the gap above the content.
  public let outerTopShadow: EdgeShadowView
  /// The shadow just above the content's top, rising into the gap.
  public let contentTopShadow: EdgeShadowView
  /// The shadow just below the content's end, falling into the gap.
  public let contentBottomShadow: EdgeShadowView
  /// The shadow along the visible area's bottom edge, rising from it.
  public let outerBottomShadow: EdgeShadowView
  /// The sticky footer: add your footer's views to it. It takes touches.
  public let stickyFooterView: UIView

  /// The decoration views, bottom to top (the sticky footer is placed separately):
  /// `DecorationViewKind`'s order.
  private(set) var stack: [UIView] = []

  /// Creates the views for a scroll view moving along `axis`, hidden until laid out.
  init(axis: ScrollAxis) {
    parallaxImageView = UIImageView(frame: .zero)
    peekImageView = UIImageView(frame: .zero)
    dimmingView = UIView(frame: .zero)
    emptyStateView = UIView(frame: .zero)
    topFillView = UIView(frame: .zero)
    bottomFillView = UIView(frame: .zero)
    outerTopShadow = EdgeShadowView(frame: .zero)
    contentTopShadow = EdgeShadowView(frame: .zero)
    contentBottomShadow = EdgeShadowView(frame: .zero)
    outerBottomShadow = EdgeShadowView(frame: .zero)
    stickyFooterView = UIView(frame: .zero)
    stack = DecorationViewKind.allCases.filter { $0.isInStack }.map { view(for: $0) }
    for view in stack {
      view.isUserInteractionEnabled = false
      view.isHidden = true
    }
    parallaxImageView.clipsToBounds = true
    peekImageView.clipsToBounds = true
    dimmingView.backgroundColor = UIColor.black
    stickyFooterView.isHidden = true
    for kind in DecorationViewKind.allCases {
      guard let darkAtEnd = kind.shadowDarkAtEnd else { continue }
      (view(for: kind) as? EdgeShadowView)?.configure(axis: axis, darkAtEnd: darkAtEnd)
    }
  }

  /// The view that shows `kind`.
  func view(for kind: DecorationViewKind) -> UIView {
    switch kind {
    case .parallaxImage: parallaxImageView
    case .peekImage: peekImageView
    case .dimming: dimmingView
    case .emptyState: emptyStateView
    case .topFill: topFillView
    case .bottomFill: bottomFillView
    case .outerTopShadow: outerTopShadow
    case .contentTopShadow: contentTopShadow
    case .contentBottomShadow: contentBottomShadow
    case .outerBottomShadow: outerBottomShadow
    case .stickyFooter: stickyFooterView
    }
  }

  /// Applies Core's frames (in the scroll view's content coordinates; the sticky footer's in
  /// its container's): each view's frame, `isHidden` and, for the dimming, alpha.
  func apply(_ frames: DecorationViewFrames) {
    for kind in DecorationViewKind.allCases {
      view(for: kind).apply(kind.properties(in: frames))
    }
  }
}

/// A view drawn by a `CAGradientLayer`: one edge shadow, dark at one end and clear at the other.
public final class EdgeShadowView: UIView {
  /// `CAGradientLayer`, so the view's layer is the gradient.
  public override class var layerClass: AnyClass { CAGradientLayer.self }

  /// The view's layer, a `CAGradientLayer`: set its `colors` to restyle the shadow.
  public var gradientLayer: CAGradientLayer? { layer as? CAGradientLayer }

  /// A 30 % black to clear gradient along `axis`, dark at its end (`darkAtEnd`) or start.
  /// The alpha is tuned by eye against the Clock app's shadows (the shadowed-tables seed).
  func configure(axis: ScrollAxis, darkAtEnd: Bool) {
    let points = ScrollGlue.gradientPoints(axis: axis, fromEnd: darkAtEnd)
    gradientLayer?.colors = [
      UIColor.black.withAlphaComponent(0.3).cgColor, UIColor.clear.cgColor,
    ]
    gradientLayer?.startPoint = CGPoint(points.start)
    gradientLayer?.endPoint = CGPoint(points.end)
  }
}
#endif
