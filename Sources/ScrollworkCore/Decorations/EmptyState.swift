/// The view a list shows when it has nothing to show — a title, a message, an image and a button,
/// or any view the app gives (DZNEmptyDataSet's job) — placed from the scroll geometry.
///
/// It shows when its ``Trigger`` says: when the rows do not fill the visible area (the
/// peeking-background seed's rule), when there are no rows at all, or whenever the app forces
/// it. It fills the visible area the rows leave empty (all of it, when forced), and its content
/// is centred there, moved by ``verticalOffset``. While it shows, the list still scrolls and
/// bounces if ``scrolls`` (so a pull to refresh keeps working); otherwise the host turns
/// scrolling off.
///
///     let empty = EmptyState(trigger: .noContent, verticalOffset: -40)
///     empty.layout(snapshot, rowsEnd: 0)?.frame  // the visible area, or nil when hidden
public struct EmptyState: Sendable, Hashable {
  /// When the empty state shows.
  public enum Trigger: String, Sendable, Hashable, CaseIterable {
    /// When the rows end above the visible area's end (or a sticky footer's start).
    case contentShort
    /// When there is no content at all (its own length is 0).
    case noContent
    /// Always: the app says there is nothing to show.
    case forced
  }

  /// When it shows.
  public var trigger: Trigger
  /// How far its content is moved from the centre of its frame, in points (positive: down).
  public var verticalOffset: Double
  /// Whether the list still scrolls and bounces while it shows.
  public var scrolls: Bool

  /// Creates an empty state. An offset that is not finite is taken as 0.
  public init(trigger: Trigger = .noContent, verticalOffset: Double = 0, scrolls: Bool = true) {
    self.trigger = trigger
    self.verticalOffset = verticalOffset.isFinite ? verticalOffset : 0
    self.scrolls = scrolls
  }

  /// Where the empty state is at one instant.
  @_spi(Engine) public struct Layout: Sendable, Hashable {
    /// Its frame in content coordinates: the visible area below the rows (and above a pinned
    /// footer), or the whole visible area when forced.
    public var frame: DecorationRect
    /// Where the centre of its content is along the axis, in content coordinates.
    public var contentCenter: Double
  }

  /// Whether it shows for content whose rows end at `rowsEnd`, with the visible area's own
  /// length (or a sticky footer's start) `limit`, both in content coordinates.
  @inline(__always)
  @_spi(Engine) public func isShown(rowsEnd: Double, limit: Double) -> Bool {
    switch trigger {
    case .contentShort: rowsEnd < limit
    case .noContent: rowsEnd <= 0
    case .forced: true
    }
  }

  /// The layout for `snapshot`, or `nil` while hidden. `rowsEnd` is where the rows end and
  /// `footerStart` where a sticky footer starts, in content coordinates.
  /// - Complexity: O(1); no allocation.
  @_spi(Engine) public func layout(
    _ snapshot: ScrollSnapshot, rowsEnd: Double, footerStart: Double? = nil
  ) -> Layout? {
    guard isShown(rowsEnd: rowsEnd, limit: footerStart ?? snapshot.geometry.visibleLength) else {
      return nil
    }
    let top = trigger == .forced ? snapshot.visibleStart : max(rowsEnd, snapshot.visibleStart)
    let end = footerStart.map { min($0, snapshot.visibleEnd) } ?? snapshot.visibleEnd
    let length = max(0, end - top)
    return Layout(
      frame: snapshot.rect(start: top, length: length),
      contentCenter: top + length / 2 + verticalOffset)
  }
}
