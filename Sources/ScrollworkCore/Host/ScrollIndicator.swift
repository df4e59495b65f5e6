/// Where a scroll indicator is drawn, for hosts that draw their own (the renderer, the
/// browser): UIKit draws its own and applies none of this.
///
/// Its length is the visible share of the content, at least ``minimumLength``; it shrinks while
/// the content is pulled past an edge (down to twice its ``thickness``), and its position is
/// the scroll progress along a track inset ``inset`` from the visible area's ends. It shows
/// (``alpha``) only while the content scrolls — a finger moves it, or it decelerates, bounces or
/// animates — as UIKit's does. The metrics are UIKit's as drawn on an iPhone, measured by eye:
/// 3 pt thick, 3 pt from the edges, at least 36 pt long, black at 40 % while shown.
@_spi(Engine) public struct ScrollIndicatorLayout: Sendable, Hashable {
  /// Its start along the axis, in viewport coordinates (points from the viewport's top).
  public var start: Double
  /// Its length along the axis, in points.
  public var length: Double
  /// Its opacity: ``visibleAlpha`` while the content scrolls, 0 at rest.
  public var alpha: Double

  /// The indicator's thickness across the axis, in points (tuned by eye).
  public static let thickness = 3.0
  /// Its distance from the viewport's edges, in points (tuned by eye).
  public static let inset = 3.0
  /// Its shortest length while not pulled past an edge, in points (tuned by eye).
  public static let minimumLength = 36.0
  /// Its opacity while shown (black at this alpha; tuned by eye). UIKit fades it out once
  /// scrolling ends; hosts that draw their own hide it at once.
  public static let visibleAlpha = 0.4

  /// Creates a layout.
  public init(start: Double, length: Double, alpha: Double) {
    self.start = start
    self.length = length
    self.alpha = alpha
  }

  /// The indicator for `geometry` (the geometry the view scrolls over, a sticky footer's room
  /// included) at `offset`, shown while `isScrolling`.
  ///
  ///     let g = ScrollGeometry(viewport: 844, content: 1320, insetStart: 91, insetEnd: 34)
  ///     ScrollIndicatorLayout(geometry: g, offset: -91, isScrolling: false).start  // 94
  ///
  /// - Complexity: O(1); no allocation.
  public init(geometry: ScrollGeometry, offset: Double, isScrolling: Bool) {
    let top = geometry.insetStart + Self.inset
    let track = max(0, geometry.viewport - geometry.insetEnd - Self.inset - top)
    let visible = max(0, geometry.visibleLength)
    let fraction = geometry.content > 0 ? min(1, visible / geometry.content) : 1
    let pull = geometry.startPull(at: offset) + geometry.endPull(at: offset)
    let length = min(
      track, max(Self.thickness * 2, max(Self.minimumLength, track * fraction) - pull))
    let progress = min(max(geometry.progress(at: offset), 0), 1)
    self.init(
      start: top + progress * (track - length), length: length,
      alpha: isScrolling ? Self.visibleAlpha : 0)
  }

  /// Its frame in the viewport (points from the viewport's top-left), along the far edge of a
  /// viewport `crossLength` points across the axis (its width when vertical).
  ///
  ///     ScrollIndicatorLayout(start: 94, length: 300, alpha: 0).frame(crossLength: 390)
  ///     // x 384, y 94, width 3, height 300
  public func frame(crossLength: Double, axis: ScrollAxis = .vertical) -> DecorationRect {
    let across = crossLength - Self.inset - Self.thickness
    switch axis {
    case .vertical:
      return DecorationRect(x: across, y: start, width: Self.thickness, height: length)
    case .horizontal:
      return DecorationRect(x: start, y: across, width: length, height: Self.thickness)
    }
  }
}
