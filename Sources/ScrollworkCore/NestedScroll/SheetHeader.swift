/// The sheet's header (grabber, search field, filters): its height and how much of it can
/// collapse away as the content scrolls up.
public struct SheetHeader: Sendable, Hashable {
  /// The header's full height, in points.
  public var height: Double
  /// How many points of it can collapse (0: it never collapses).
  public var collapsible: Double
  /// When a collapsed header comes back as the finger moves down.
  public var reveal: Reveal

  /// When a collapsed header reappears.
  public enum Reveal: String, Sendable, Hashable {
    /// As soon as the finger moves down, before the content scrolls back (the seed's order).
    case always
    /// Only once the content is back at its top.
    case atTop
  }

  /// Creates a header; `collapsible` is clamped to 0…`height`.
  public init(height: Double, collapsible: Double = 0, reveal: Reveal = .always) {
    self.height = height.isFinite ? max(0, height) : 0
    self.collapsible = collapsible.isFinite ? min(max(0, collapsible), self.height) : 0
    self.reveal = reveal
  }
}

/// Where a drag on a sheet starts.
public enum SheetDragSource: String, Sendable, Hashable, CaseIterable {
  /// The grabber: the sheet always moves, rubber-banding past both ends.
  case grabber
  /// The header: the sheet always moves, as on the grabber.
  case header
  /// The scrolling content: one gesture hands over between sheet, header and content.
  case content
}
