// The edge effects under the bars (Core's `EdgeEffects`): who draws them — UIKit's own scroll
// edge effect on iOS 26, or Scrollwork's views — and how Core's frames become a fade or a
// hairline (Guides/UIKit.md, "Edge effects"). Builds everywhere; tested on Linux.
import ScrollworkCore

/// Who draws the edge effects under the bars.
///
///     attachment.edgeEffectRenderer = .own  // Scrollwork's views on every iOS
public enum EdgeEffectRenderer: String, Sendable, Hashable, CaseIterable {
  /// UIKit's own scroll edge effect (`UIScrollView.topEdgeEffect` and its kin) on iOS 26 and
  /// later, set to Core's styles; Scrollwork's views before. UIKit's effect draws at the
  /// bars and knows nothing of a stretchy header pinned under them, and has no alpha of Core's.
  case system
  /// Scrollwork's views on every iOS, at Core's frames and alpha (the effect sits under a
  /// pinned stretchy header); UIKit's own effect is hidden on iOS 26 while they show.
  case own
}

/// The edge an effect lies at, as Core's ``ScrollworkCore/EdgeEffects`` names them: `top` is the
/// axis's start (the left edge scrolling sideways), `bottom` its end.
enum EdgeEffectEdge: Equatable, CaseIterable {
  case top, bottom
}

/// One edge's effect as the frame gives it (`DecorationViewFrames`): what a
/// `ScrollEdgeEffectView` draws.
struct EdgeEffectFrame: Equatable {
  /// The effect's style.
  var style: EdgeEffects.Style
  /// The area it covers, in content coordinates.
  var frame: DecorationRect
  /// Where the bar ends along the axis, in content coordinates.
  var barEdge: Double
  /// A hard effect's dividing line, or `nil`.
  var divider: DecorationRect?
}

extension ScrollGlue {
  /// The effect at `edge` in `frames`, or `nil` when that edge shows none.
  static func edgeEffect(
    _ frames: DecorationViewFrames, at edge: EdgeEffectEdge
  )
    -> EdgeEffectFrame?
  {
    switch edge {
    case .top:
      guard let style = frames.topEdgeStyle, let frame = frames.topEdgeEffect,
        let bar = frames.topBarEdge
      else { return nil }
      return EdgeEffectFrame(
        style: style, frame: frame, barEdge: bar, divider: frames.topEdgeDivider)
    case .bottom:
      guard let style = frames.bottomEdgeStyle, let frame = frames.bottomEdgeEffect,
        let bar = frames.bottomBarEdge
      else { return nil }
      return EdgeEffectFrame(
        style: style, frame: frame, barEdge: bar, divider: frames.bottomEdgeDivider)
    }
  }
}

/// One of UIKit's four scroll edge effects (iOS 26): `topEdgeEffect`, `leftEdgeEffect`,
/// `bottomEdgeEffect`, `rightEdgeEffect`.
enum SystemScrollEdge: Equatable, CaseIterable {
  case top, left, bottom, right
}

/// What one of UIKit's scroll edge effects is set to while Scrollwork's edge effects are on.
struct SystemEdgeEffectSetting: Equatable {
  /// Its `isHidden`.
  var hidden: Bool
  /// Its `style`, or `nil` to leave it (hidden).
  var style: EdgeEffects.Style?
}

/// A soft effect's fade, for a `CAGradientLayer` mask over a view filled with the bars' colour.
struct EdgeFade: Equatable {
  /// The gradient's start, at the viewport's edge, in the layer's unit space.
  var start: HostPoint
  /// The gradient's end, toward the content, in the layer's unit space.
  var end: HostPoint
  /// Where, from the start (0–1), the opaque part under the bar ends and the fade to clear
  /// begins: the gradient's `locations` are `[0, opaqueUntil, 1]`, its colours opaque, opaque,
  /// clear.
  var opaqueUntil: Double
}

extension ScrollGlue {
  /// Whether UIKit's own effect draws the edge effects: with the `.system` renderer, where the
  /// OS has one (`systemAvailable`: iOS 26 and later, compiled with an SDK that has it).
  static func drawsSystemEdgeEffects(renderer: EdgeEffectRenderer, systemAvailable: Bool) -> Bool {
    renderer == .system && systemAvailable
  }

  /// UIKit's effect that lies at `edge` of a scroll view along `axis`.
  static func systemEdge(_ edge: EdgeEffectEdge, axis: ScrollAxis) -> SystemScrollEdge {
    switch (edge, axis) {
    case (.top, .vertical): .top
    case (.top, .horizontal): .left
    case (.bottom, .vertical): .bottom
    case (.bottom, .horizontal): .right
    }
  }

  /// What UIKit's effect at `edge` is set to for `edgeEffects`; `nil` (no edge effects) gives
  /// the app's setting back. Drawn by the system, an edge takes Core's style and shows, or
  /// hides when Core gives it none; drawn by Scrollwork's views, it hides, so that the effect
  /// is not drawn twice.
  ///
  ///     ScrollGlue.systemEdgeEffect(
  ///       EdgeEffects(top: .hard, bottom: nil), edge: .top, drawnBySystem: true)
  ///     // hidden false, style .hard
  static func systemEdgeEffect(
    _ edgeEffects: EdgeEffects?, edge: EdgeEffectEdge, drawnBySystem: Bool
  ) -> SystemEdgeEffectSetting? {
    guard let edgeEffects else { return nil }
    let style = edge == .top ? edgeEffects.top : edgeEffects.bottom
    guard drawnBySystem, let style else { return SystemEdgeEffectSetting(hidden: true, style: nil) }
    return SystemEdgeEffectSetting(hidden: false, style: style)
  }

  /// The fade of a soft effect whose view has Core's `frame` (content coordinates) and whose
  /// bar ends at `barEdge` (`EdgeEffects.Edge.barEdge`), at `edge` of a scroll view along
  /// `axis`: opaque from the viewport's edge to the bar's, then fading to clear.
  ///
  ///     ScrollGlue.edgeFade(
  ///       frame: DecorationRect(x: 0, y: -91, width: 390, height: 115), barEdge: 0,
  ///       edge: .top, axis: .vertical)
  ///     // from (0.5, 0) to (0.5, 1), opaque until 91/115
  static func edgeFade(
    frame: DecorationRect, barEdge: Double, edge: EdgeEffectEdge, axis: ScrollAxis
  ) -> EdgeFade {
    let points = gradientPoints(axis: axis, fromEnd: edge == .bottom)
    let start = frame.start(along: axis)
    let length = frame.end(along: axis) - start
    let opaque = edge == .top ? barEdge - start : frame.end(along: axis) - barEdge
    let fraction = length > 0 && opaque.isFinite ? min(max(opaque / length, 0), 1) : 0
    return EdgeFade(start: points.start, end: points.end, opaqueUntil: fraction)
  }

  /// A hard effect's dividing line, one device pixel thick, from Core's `divider` (a point
  /// thick, content coordinates) at `edge` along `axis`, on a display of `displayScale` pixels
  /// per point: the pixel of the point next to the bar — its first at the top (start) edge, its
  /// last at the bottom (end) edge.
  ///
  ///     ScrollGlue.hairline(
  ///       DecorationRect(x: 0, y: 300, width: 390, height: 1), edge: .top, axis: .vertical,
  ///       displayScale: 3)
  ///     // DecorationRect(x: 0, y: 300, width: 390, height: 1/3)
  static func hairline(
    _ divider: DecorationRect, edge: EdgeEffectEdge, axis: ScrollAxis, displayScale: Double
  ) -> DecorationRect {
    let scale = displayScale.isFinite && displayScale >= 1 ? displayScale : 1
    let pixel = 1 / scale
    let start = edge == .top ? divider.start(along: axis) : divider.end(along: axis) - pixel
    let cross = axis == .vertical ? divider.width : divider.height
    var line = DecorationRect(axis: axis, start: start, length: pixel, cross: cross)
    switch axis {
    case .vertical: line.x = divider.x
    case .horizontal: line.y = divider.y
    }
    return line
  }
}
