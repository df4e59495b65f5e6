/// An image behind transparent content that peeks out when the user scrolls past the content's
/// end, with a dimming overlay; an empty-state view instead when the content is too short to
/// fill the visible area (the peeking-background seed).
///
/// The choice between the two is made from geometry, not a row count, so it follows data
/// changes (rows removed, a search filter) with no extra calls.
///
///     let peek = PeekingBackground(dimming: 0.3, follow: 0)
///     peek.layout(snapshot).mode  // .peek, .empty or .hidden
public struct PeekingBackground: Sendable, Hashable {
  /// The dimming overlay's alpha over the image, 0–1.
  public var dimming: Double
  /// Whether short content shows the empty-state view instead of the image.
  public var showsEmptyState: Bool
  /// How the image moves while revealed: 0 keeps it fixed to the viewport, 1 glues its top
  /// under the content's end, values between blend the two.
  public var follow: Double

  /// Creates a peeking background. Out-of-range values are clamped to 0–1.
  public init(dimming: Double = 0.25, showsEmptyState: Bool = true, follow: Double = 0) {
    self.dimming = Self.unit(dimming)
    self.showsEmptyState = showsEmptyState
    self.follow = Self.unit(follow)
  }

  private static func unit(_ value: Double) -> Double {
    value.isFinite ? min(max(value, 0), 1) : 0
  }

  /// What the background shows.
  public enum Mode: String, Sendable, Hashable {
    /// The image, revealed past the content's end.
    case peek
    /// The empty-state view: the content does not fill the visible area.
    case empty
    /// Nothing: the content covers the visible area.
    case hidden
  }

  /// Where the background is and what it shows at one instant.
  @_spi(Engine) public struct Layout: Sendable, Hashable {
    /// What it shows.
    public var mode: Mode
    /// How much of the visible area lies past the content's end, in points.
    public var reveal: Double
    /// The image's frame (peek and hidden: the viewport's size), or the empty-state view's frame
    /// (the visible area the content leaves empty), in content coordinates.
    public var frame: DecorationRect
    /// The dimming overlay's alpha.
    public var dimming: Double
  }

  /// The layout for `snapshot`, whose geometry holds the content the view scrolls over.
  ///
  /// With a sticky footer that content ends with the footer: the image peeks past the footer's
  /// end, and the empty state fills the gap between the rows' end (`rowsEnd`) and the footer's
  /// start (`footerStart`), both in content coordinates.
  @_spi(Engine) public func layout(
    _ snapshot: ScrollSnapshot, rowsEnd: Double? = nil, footerStart: Double? = nil
  ) -> Layout {
    let geometry = snapshot.geometry
    let reveal = snapshot.reveal
    let rows = rowsEnd ?? geometry.content
    if showsEmptyState && rows < (footerStart ?? geometry.visibleLength) {
      // The part of the visible area below the rows (and above a pinned footer).
      let start = max(rows, snapshot.visibleStart)
      let end = footerStart.map { min($0, snapshot.visibleEnd) } ?? snapshot.visibleEnd
      return Layout(
        mode: .empty, reveal: reveal,
        frame: snapshot.rect(start: start, length: max(0, end - start)), dimming: 0)
    }
    // Fixed to the viewport (follow 0) or glued under the content's end (follow 1).
    let start = snapshot.viewportStart + follow * (geometry.content - snapshot.viewportStart)
    return Layout(
      mode: reveal > 0 ? .peek : .hidden, reveal: reveal,
      frame: snapshot.rect(start: start, length: geometry.viewport), dimming: dimming)
  }
}
