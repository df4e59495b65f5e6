// The attachment's views as a list: their z-order, which of Core's frames each shows, and how a
// frame becomes a view's properties (frame, hidden, alpha). Builds everywhere; tested on Linux.
import ScrollworkCore

/// Where a decoration view sits among the scroll view's subviews (Guides/UIKit.md, "Z-order").
enum DecorationViewLayer: Equatable {
  /// Behind the content, at the bottom of the subviews (just above a table's `backgroundView`).
  case behindContent
  /// Over the content, at the top of the subviews: what covers the rows (a pinned header, the
  /// edge effects under the bars, the refresh spinner).
  case overContent
  /// The sticky footer, which is content: placed apart, after the content.
  case footer
}

/// One of the views a decorations' attachment lays out (`ScrollDecorationViews`).
///
/// `allCases` is their z-order, bottom to top: the views behind the content, then those over
/// it, and the sticky footer last, placed apart from the others (Guides/UIKit.md, "Z-order").
enum DecorationViewKind: CaseIterable {
  /// `parallaxImageView`: the parallax background's image.
  case parallaxImage
  /// `peekImageView`: the peeking background's image.
  case peekImage
  /// `dimmingView`: the overlay that dims the peeking image.
  case dimming
  /// `emptyStateView`: the peeking background's empty state, shown while the content leaves
  /// the visible area empty.
  case emptyState
  /// `emptyView`: Core's ``ScrollworkCore/EmptyState`` (title, message, image, button).
  case emptyView
  /// `topFillView`: the gap above the content.
  case topFill
  /// `bottomFillView`: the gap below the content.
  case bottomFill
  /// `outerTopShadow`: along the visible area's top edge.
  case outerTopShadow
  /// `contentTopShadow`: just above the content's top.
  case contentTopShadow
  /// `contentBottomShadow`: just below the content's end.
  case contentBottomShadow
  /// `outerBottomShadow`: along the visible area's bottom edge.
  case outerBottomShadow
  /// `topEdgeEffectView`: the edge effect under the top bars (over the content, under a
  /// pinned header).
  case topEdgeEffect
  /// `bottomEdgeEffectView`: the edge effect over the bottom bars.
  case bottomEdgeEffect
  /// `headerView`: the stretchy header's clipping container, over the rows it is pinned over.
  case header
  /// `refreshSpinner`: the refresh control's spinner, over the header it may overlap.
  case refreshSpinner
  /// `stickyFooterView`: the sticky footer, which is content.
  case stickyFooter

  /// Where the view sits among the scroll view's subviews.
  var layer: DecorationViewLayer {
    switch self {
    case .topEdgeEffect, .bottomEdgeEffect, .header, .refreshSpinner: .overContent
    case .stickyFooter: .footer
    default: .behindContent
    }
  }

  /// Whether the view is one of the stack kept at the bottom of the scroll view's subviews.
  var isInStack: Bool { layer == .behindContent }

  /// Whether the view takes touches from the start: the empty state (its button, its tap),
  /// the header (the app's controls in it) and the sticky footer, which hold the app's views.
  /// The others take none until the app sets their `isUserInteractionEnabled`.
  var takesTouches: Bool {
    switch self {
    case .emptyView, .header, .stickyFooter: true
    default: false
    }
  }

  /// For an edge shadow, whether its gradient is dark at the axis's end (bottom or right) rather
  /// than its start: dark at the edge each shadow hangs from (`EdgeShadows.Layout`). `nil` for
  /// the other views.
  var shadowDarkAtEnd: Bool? {
    switch self {
    case .outerTopShadow, .contentBottomShadow: false
    case .contentTopShadow, .outerBottomShadow: true
    default: nil
    }
  }

  /// For an edge effect, the edge it lies at; `nil` for the other views.
  var edgeEffectEdge: EdgeEffectEdge? {
    switch self {
    case .topEdgeEffect: .top
    case .bottomEdgeEffect: .bottom
    default: nil
    }
  }

  /// What this view is set to for Core's frames: shown at its frame, or hidden when Core gives
  /// it none (its frame then left as it was), and the alpha Core gives it — the dimming's, an
  /// edge effect's strength, the refresh's progress. While UIKit's own effect draws the edge
  /// effects (`systemEdgeEffects`), Scrollwork's edge effect views stay hidden.
  func properties(
    in frames: DecorationViewFrames, systemEdgeEffects: Bool = false
  ) -> DecorationViewProperties {
    let frame = systemEdgeEffects && edgeEffectEdge != nil ? nil : self.frame(in: frames)
    return DecorationViewProperties(
      frame: frame, isHidden: frame == nil, alpha: alpha(in: frames))
  }

  /// The alpha Core gives the view, 0–1, or `nil` to leave the view's own.
  func alpha(in frames: DecorationViewFrames) -> Double? {
    switch self {
    case .dimming: frames.dimmingAlpha
    case .topEdgeEffect: frames.topEdgeAlpha
    case .bottomEdgeEffect: frames.bottomEdgeAlpha
    case .refreshSpinner: frames.refreshProgress
    default: nil
    }
  }

  /// The view's frame in `frames`: the scroll view's content coordinates, the sticky footer's
  /// in its container's. In points; `nil` to hide the view.
  func frame(in frames: DecorationViewFrames) -> DecorationRect? {
    switch self {
    case .parallaxImage: frames.parallaxImage
    case .peekImage: frames.peekImage
    case .dimming: frames.dimming
    case .emptyState: frames.emptyState
    case .emptyView: frames.emptyView
    case .topFill: frames.topFill
    case .bottomFill: frames.bottomFill
    case .outerTopShadow: frames.outerTopShadow
    case .contentTopShadow: frames.contentTopShadow
    case .contentBottomShadow: frames.contentBottomShadow
    case .outerBottomShadow: frames.outerBottomShadow
    case .topEdgeEffect: frames.topEdgeEffect
    case .bottomEdgeEffect: frames.bottomEdgeEffect
    case .header: frames.header
    case .refreshSpinner: frames.refreshSpinner
    case .stickyFooter: frames.stickyFooter
    }
  }
}

/// The properties a decoration view is set to at one pass.
struct DecorationViewProperties: Equatable {
  /// The view's `frame`, in points; `nil` leaves it as it is (the view is hidden then).
  var frame: DecorationRect?
  /// The view's `isHidden`.
  var isHidden: Bool
  /// The view's `alpha`, 0–1; `nil` leaves it as it is (only the views Core gives an alpha
  /// take one: ``DecorationViewKind/alpha(in:)``).
  var alpha: Double?
}

extension ScrollGlue {
  /// A gradient's start and end points in a layer's unit space (`CAGradientLayer`; on iOS 0, 0
  /// is the top left and 1, 1 the bottom right), running along `axis` from its end when
  /// `fromEnd`, else from its start. The gradient's first colour is at `start`.
  ///
  ///     ScrollGlue.gradientPoints(axis: .vertical, fromEnd: false)
  ///     // start (0.5, 0), end (0.5, 1): top to bottom
  static func gradientPoints(
    axis: ScrollAxis, fromEnd: Bool
  ) -> (start: HostPoint, end: HostPoint) {
    let (from, to) = fromEnd ? (1.0, 0.0) : (0.0, 1.0)
    switch axis {
    case .vertical: return (HostPoint(x: 0.5, y: from), HostPoint(x: 0.5, y: to))
    case .horizontal: return (HostPoint(x: from, y: 0.5), HostPoint(x: to, y: 0.5))
    }
  }
}
