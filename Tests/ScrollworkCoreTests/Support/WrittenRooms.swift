@_spi(Engine) import ScrollworkCore

/// The rooms a host has written into its scroll view as the UIKit glue writes them — the start
/// room added to its start inset change by change, the footer's room in its content size
/// (``StickyFooter/Placement/contentEnd``) or added to its end inset
/// (``StickyFooter/Placement/endInset``) — and what the scroll view then reports.
struct WrittenRooms {
  /// The start room added to the start inset so far, in points.
  var start = 0.0
  /// The footer room held: the footer view's height, or the changes added to the end inset.
  var footer = 0.0

  /// What a scroll view with `rows` of content, its own `insets` and these rooms reports at
  /// `offset` along `kernel`'s axis.
  func reading(
    for kernel: ScrollViewKernel, bounds: HostSize, rows: Double, insets: HostInsets,
    offset: Double, refreshControl: Bool = false, tracking: Bool = false
  ) -> ScrollViewReading {
    let vertical = kernel.axis == .vertical
    let inContent = kernel.placement == .contentEnd
    let content = inContent ? rows + footer : rows
    var adjusted = insets
    if vertical { adjusted.top += start } else { adjusted.left += start }
    if !inContent {
      if vertical { adjusted.bottom += footer } else { adjusted.right += footer }
    }
    return ScrollViewReading(
      bounds: bounds,
      contentSize: vertical
        ? HostSize(width: bounds.width, height: content)
        : HostSize(width: content, height: bounds.height),
      adjustedInsets: adjusted,
      offset: vertical ? HostPoint(x: 0, y: offset) : HostPoint(x: offset, y: 0),
      refreshControlInstalled: refreshControl, isTracking: tracking)
  }

  /// Writes `update`'s rooms, for a kernel keeping its footer in `placement`.
  mutating func write(_ update: ScrollViewUpdate, placement: StickyFooter.Placement) {
    start += update.startRoomChange
    switch placement {
    case .contentEnd: footer = update.footerRoom
    case .endInset: footer += update.footerRoomChange
    }
  }
}
