// The sticky footer's room, as the attachment writes it into UIKit: a table footer view's height
// or an addition to `contentInset` (Guides/UIKit.md, "The content's own length, and the sticky
// footer"). Builds everywhere; tested on Linux.
import ScrollworkCore

/// One write that gives the sticky footer the room Core asked for.
enum FooterRoomWrite: Equatable {
  /// Set the table footer view's height to this many points, then assign the view to
  /// `tableFooterView` again so the table re-reads it
  /// (``ScrollworkCore/StickyFooter/Placement/contentEnd``).
  case tableFooterHeight(Double)
  /// Set `contentInset` to these insets, in points: the end edge changed by the room's change
  /// (``ScrollworkCore/StickyFooter/Placement/endInset``).
  case contentInset(HostInsets)
}

extension ScrollGlue {
  /// Whether the sticky footer's view is to be installed (as a table's footer view, or as a
  /// subview after the content): while `decorations` have a sticky footer.
  static func installsFooter(for decorations: ScrollDecorations) -> Bool {
    decorations.stickyFooter != nil
  }

  /// What to write after a kernel update that asked for `footerRoom` points of room, `change`
  /// points more than the last (`ScrollViewUpdate.footerRoom`, `.footerRoomChange`); `nil` when
  /// the footer is not installed or the room did not change.
  ///
  ///     ScrollGlue.footerRoomWrite(
  ///       footerRoom: 543, change: 543, placement: .endInset, installed: true,
  ///       contentInset: HostInsets(bottom: 10), axis: .vertical)
  ///     // .contentInset(HostInsets(bottom: 553))
  static func footerRoomWrite(
    footerRoom: Double, change: Double, placement: StickyFooter.Placement, installed: Bool,
    contentInset: HostInsets, axis: ScrollAxis
  ) -> FooterRoomWrite? {
    guard installed, change != 0 else { return nil }
    switch placement {
    case .contentEnd: return .tableFooterHeight(footerRoom)
    case .endInset:
      return .contentInset(
        ScrollGlue.contentInset(contentInset, changingEndBy: change, along: axis))
    }
  }

  /// `contentInset` (points) with the footer's room (`footerRoom`, the room last written) taken
  /// back out of its end edge: what detaching, or removing the footer, writes for
  /// ``ScrollworkCore/StickyFooter/Placement/endInset``.
  static func contentInset(
    _ contentInset: HostInsets, removingFooterRoom footerRoom: Double, along axis: ScrollAxis
  ) -> HostInsets {
    ScrollGlue.contentInset(contentInset, changingEndBy: -footerRoom, along: axis)
  }
}
