/// A header above the content that stretches when the content is pulled past its top and
/// collapses to a minimum height, pinned under the bars, when the content scrolls up — as
/// MXParallaxHeader and GSKStretchyHeaderView do, from the scroll geometry alone.
///
/// The header's room is part of the start inset: a host adds ``height`` to its scroll view's
/// top inset (``ScrollViewKernel`` asks for it as the start room), so at rest the header sits
/// just above the content, from `−height` to 0 in content coordinates, and the content's own
/// top is unchanged. Let `p` be how far the content has scrolled from that rest (negative when
/// pulled down):
///
/// - pulled (`p < 0`): the header's bottom stays on the content's top and it grows by
///   `stretch × −p`; at `stretch` 1 its top stays at the bars' bottom, at 0 it moves down whole
///   and the pull's gap opens above it (where an ``EdgeFill`` colours it);
/// - scrolled up: its top stays at the bars' bottom and it shrinks, `max(minimumHeight,
///   height − p)`, then stays pinned at `minimumHeight` over the content.
///
/// Its content is drawn in its layout's content frame: filling the header, or `height` tall and
/// anchored at its top, centre or bottom (the host clips it to the header's frame).
///
///     let header = StretchyHeader(height: 240, minimumHeight: 88, anchor: .fill)
///     header.layout(snapshot).progress  // 0 open … 1 collapsed to 88 pt
public struct StretchyHeader: Sendable, Hashable {
  /// Where the header's content sits in its frame as the frame changes height.
  public enum Anchor: String, Sendable, Hashable, CaseIterable {
    /// The content fills the frame: it stretches and shrinks with it.
    case fill
    /// The content keeps the header's height, its top at the frame's top.
    case top
    /// The content keeps the header's height, centred in the frame.
    case center
    /// The content keeps the header's height, its bottom at the frame's bottom.
    case bottom
  }

  /// The header's height at rest, in points.
  public var height: Double
  /// The height it collapses to and stays pinned at, in points, from 0 to ``height``.
  public var minimumHeight: Double
  /// Where its content sits in its frame.
  public var anchor: Anchor
  /// The share of a pull the header takes, 0–1: 1 stretches it to the bars, 0 moves it down
  /// unstretched.
  public var stretch: Double

  /// Creates a header. A height that is negative or not finite is taken as 0; the minimum height
  /// and the stretch are held to their ranges.
  public init(
    height: Double, minimumHeight: Double = 0, anchor: Anchor = .fill, stretch: Double = 1
  ) {
    let height = height.isFinite ? max(0, height) : 0
    self.height = height
    self.minimumHeight = minimumHeight.isFinite ? min(max(0, minimumHeight), height) : 0
    self.anchor = anchor
    self.stretch = stretch.isFinite ? min(max(stretch, 0), 1) : 1
  }

  /// Where the header is at one instant.
  @_spi(Engine) public struct Layout: Sendable, Hashable {
    /// The header's frame in content coordinates; the host clips the header's content to it.
    public var frame: DecorationRect
    /// Where the header's content is drawn, in content coordinates.
    public var contentFrame: DecorationRect
    /// How far it has collapsed: 0 at its height or stretched, 1 at its minimum height.
    public var progress: Double
    /// How far it is stretched past its height, in points (0 unless pulled).
    public var stretched: Double
    /// Whether it is pinned at its minimum height over the content.
    public var isPinned: Bool
  }

  /// The layout for `snapshot`, whose start inset holds the header's room (``height``) on top
  /// of the bars'; `barsBottom` is the bars' bottom edge in content coordinates, when the inset
  /// holds more room than the header's (a refresh's).
  /// - Complexity: O(1); no allocation.
  @_spi(Engine) public func layout(_ snapshot: ScrollSnapshot, barsBottom: Double? = nil) -> Layout
  {
    // The bars' bottom edge in content coordinates, and the scroll from the header's rest.
    let barsBottom = barsBottom ?? snapshot.visibleStart - height
    let scrolled = barsBottom + height
    let start: Double
    let length: Double
    if scrolled < 0 {
      length = height - stretch * scrolled
      start = -length
    } else {
      length = max(minimumHeight, height - scrolled)
      start = barsBottom
    }
    let contentStart: Double
    let contentLength: Double
    switch anchor {
    case .fill: (contentStart, contentLength) = (start, length)
    case .top: (contentStart, contentLength) = (start, height)
    case .center: (contentStart, contentLength) = (start + (length - height) / 2, height)
    case .bottom: (contentStart, contentLength) = (start + length - height, height)
    }
    let range = height - minimumHeight
    let progress =
      range > 0 ? min(max(scrolled / range, 0), 1) : (scrolled > 0 ? 1 : 0)
    return Layout(
      frame: snapshot.rect(start: start, length: length),
      contentFrame: snapshot.rect(start: contentStart, length: contentLength),
      progress: progress, stretched: max(0, length - height),
      isPinned: scrolled > range)
  }
}
