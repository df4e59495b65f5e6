#if canImport(UIKit)
import QuartzCore
@_spi(Engine) import ScrollworkCore
import UIKit

/// The plain UIKit views an attachment lays out: style them (images, colours, subviews) and
/// the attachment moves, shows and hides them from Core's layout.
///
/// Z-order, bottom to top (Guides/UIKit.md): behind the scroll view's content,
/// `parallaxImageView`, `peekImageView`, `dimmingView`, `emptyStateView`, `emptyView`,
/// `topFillView`, `bottomFillView`, the four shadows; then the content, section headers and
/// scroll indicators; then over the content `topEdgeEffectView`, `bottomEdgeEffectView`,
/// `headerView` and `refreshSpinner`. The views that hold your controls take touches — the
/// empty state, the header and the sticky footer; the others take none until you set their
/// `isUserInteractionEnabled`.
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
  /// Core's empty state (``ScrollworkCore/EmptyState``): set its image, title, message and
  /// button, or a view of your own.
  public let emptyView: ScrollEmptyStateView
  /// The edge effect under the top bars (``ScrollworkCore/EdgeEffects``), when Scrollwork's
  /// views draw it: set its `backgroundColor` to your bars'.
  public let topEdgeEffectView: ScrollEdgeEffectView
  /// The edge effect over the bottom bars, as the top one.
  public let bottomEdgeEffectView: ScrollEdgeEffectView
  /// The stretchy header's container (``ScrollworkCore/StretchyHeader``): put your header in
  /// its `contentView`.
  public let headerView: ScrollHeaderView
  /// The refresh control's spinner (``ScrollworkCore/RefreshControl``).
  public let refreshSpinner: ScrollRefreshSpinnerView

  /// The decoration views behind the content, bottom to top: `DecorationViewKind`'s order.
  private(set) var stack: [UIView] = []
  /// The decoration views over the content, bottom to top: `DecorationViewKind`'s order.
  private(set) var overlays: [UIView] = []

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
    emptyView = ScrollEmptyStateView(frame: .zero)
    topEdgeEffectView = ScrollEdgeEffectView(frame: .zero)
    bottomEdgeEffectView = ScrollEdgeEffectView(frame: .zero)
    headerView = ScrollHeaderView(frame: .zero)
    refreshSpinner = ScrollRefreshSpinnerView(frame: .zero)
    stack = DecorationViewKind.allCases.filter { $0.layer == .behindContent }.map { view(for: $0) }
    overlays = DecorationViewKind.allCases.filter { $0.layer == .overContent }.map {
      view(for: $0)
    }
    for kind in DecorationViewKind.allCases where kind.layer != .footer {
      view(for: kind).isUserInteractionEnabled = kind.takesTouches
      view(for: kind).isHidden = true
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
    case .emptyView: emptyView
    case .topFill: topFillView
    case .bottomFill: bottomFillView
    case .outerTopShadow: outerTopShadow
    case .contentTopShadow: contentTopShadow
    case .contentBottomShadow: contentBottomShadow
    case .outerBottomShadow: outerBottomShadow
    case .topEdgeEffect: topEdgeEffectView
    case .bottomEdgeEffect: bottomEdgeEffectView
    case .header: headerView
    case .refreshSpinner: refreshSpinner
    case .stickyFooter: stickyFooterView
    }
  }

  /// Applies Core's answer for a scroll view along `axis`: each view's frame (in the scroll
  /// view's content coordinates; the sticky footer's in its container's), `isHidden` and
  /// alpha; the header's content frame, the empty state's centre, the edge effects' fade or
  /// divider (on a display of `displayScale` pixels per point; hidden while UIKit's own effect
  /// draws them, `systemEdgeEffects`) and the spinner's turn.
  func apply(
    _ update: ScrollViewUpdate, axis: ScrollAxis, systemEdgeEffects: Bool, displayScale: Double
  ) {
    let frames = update.views
    for kind in DecorationViewKind.allCases {
      view(for: kind).apply(kind.properties(in: frames, systemEdgeEffects: systemEdgeEffects))
    }
    if let header = frames.header, let content = frames.headerContent {
      headerView.contentFrame = CGRect(ScrollGlue.frame(content, in: header))
    }
    if let frame = frames.emptyView, let center = frames.emptyContentCenter {
      emptyView.contentCenter = CGPoint(
        ScrollGlue.emptyContentCenter(center, in: frame, axis: axis))
    }
    if !systemEdgeEffects {
      topEdgeEffectView.apply(
        ScrollGlue.edgeEffect(frames, at: .top), at: .top, axis: axis, displayScale: displayScale)
      bottomEdgeEffectView.apply(
        ScrollGlue.edgeEffect(frames, at: .bottom), at: .bottom, axis: axis,
        displayScale: displayScale)
    }
    refreshSpinner.apply(
      ScrollGlue.refreshSpinner(progress: frames.refreshProgress, isRefreshing: frames.isRefreshing)
    )
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
