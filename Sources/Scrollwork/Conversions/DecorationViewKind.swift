// The attachment's views as a list: their z-order, which of Core's frames each shows, and how a
// frame becomes a view's properties (frame, hidden, alpha). Builds everywhere; tested on Linux.
import ScrollworkCore

/// One of the views a decorations' attachment lays out (`ScrollDecorationViews`).
///
/// `allCases` is their z-order, bottom to top, with the sticky footer last: it is placed apart
/// from the others, after the content (Guides/UIKit.md, "Z-order").
enum DecorationViewKind: CaseIterable {
  /// `parallaxImageView`: the parallax background's image.
  case parallaxImage
  /// `peekImageView`: the peeking background's image.
  case peekImage
  /// `dimmingView`: the overlay that dims the peeking image.
  case dimming
  /// `emptyStateView`: shown while the content leaves the visible area empty.
  case emptyState
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
  /// `stickyFooterView`: the sticky footer, which is content.
  case stickyFooter

  /// Whether the view is one of the stack kept at the bottom of the scroll view's subviews
  /// (every view but the sticky footer, which is content).
  var isInStack: Bool { self != .stickyFooter }

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

  /// What this view is set to for Core's frames: shown at its frame, or hidden when Core gives
  /// it none (its frame then left as it was); the dimming view also takes Core's alpha.
  func properties(in frames: DecorationViewFrames) -> DecorationViewProperties {
    let frame = self.frame(in: frames)
    return DecorationViewProperties(
      frame: frame, isHidden: frame == nil, alpha: self == .dimming ? frames.dimmingAlpha : nil)
  }

  /// The view's frame in `frames`: the scroll view's content coordinates, the sticky footer's
  /// in its container's. In points; `nil` to hide the view.
  func frame(in frames: DecorationViewFrames) -> DecorationRect? {
    switch self {
    case .parallaxImage: frames.parallaxImage
    case .peekImage: frames.peekImage
    case .dimming: frames.dimming
    case .emptyState: frames.emptyState
    case .topFill: frames.topFill
    case .bottomFill: frames.bottomFill
    case .outerTopShadow: frames.outerTopShadow
    case .contentTopShadow: frames.contentTopShadow
    case .contentBottomShadow: frames.contentBottomShadow
    case .outerBottomShadow: frames.outerBottomShadow
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
  /// The view's `alpha`, 0–1; `nil` leaves it as it is (only the dimming view takes Core's).
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
