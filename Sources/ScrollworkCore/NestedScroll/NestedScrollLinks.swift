/// The links of a sheet's nested-scroll chain (DESIGN.md §6), as in Compose's nested scroll:
/// each phase is offered what is *available* of a finger movement and returns what it
/// *consumed*; the rest moves on down the chain.
///
/// For a drag in the content, the chain is sheet → header → content:
/// - finger up: the sheet's pre-scroll takes movement until it reaches its top detent, then
///   the header's pre-scroll collapses it, then the content scrolls (and, as the last consumer,
///   overscrolls at its end);
/// - finger down: the header's pre-scroll expands it (reveal `.always`), the content scrolls
///   back to its top, the header's post-scroll expands it (reveal `.atTop`), and the sheet's
///   post-scroll takes the rest (rubber-banding, as the last consumer, below its lowest detent).
///
/// Amounts are finger points along y: negative is up.
protocol NestedScrollLink {
  /// Before the child scrolls: consumes part of `available`.
  mutating func preScroll(_ available: Double) -> Double
  /// After the child scrolled: consumes part of what it left.
  mutating func postScroll(_ available: Double) -> Double
}

/// The sheet's link: its unresisted position against its top detent.
struct SheetLink: NestedScrollLink {
  /// The sheet's unresisted top edge, in container points.
  var raw: Double
  /// The highest detent's position.
  let top: Double

  /// Finger up: the sheet rises until its top detent, never past it while the header or
  /// content can take the movement.
  mutating func preScroll(_ available: Double) -> Double {
    guard available < 0, raw > top else { return 0 }
    let consumed = max(available, top - raw)
    raw += consumed
    return consumed
  }

  /// Finger down: the sheet takes everything left (the last consumer).
  mutating func postScroll(_ available: Double) -> Double {
    guard available > 0 else { return 0 }
    raw += available
    return available
  }
}

/// The header's link: how much of it is collapsed.
struct HeaderLink: NestedScrollLink {
  var collapsed: Double
  let header: SheetHeader

  /// Finger up collapses; finger down expands first when the header reveals `.always`.
  mutating func preScroll(_ available: Double) -> Double {
    if available < 0 { return move(by: available) }
    return header.reveal == .always ? move(by: available) : 0
  }

  /// Finger down expands after the content when the header reveals `.atTop`.
  mutating func postScroll(_ available: Double) -> Double {
    available > 0 && header.reveal == .atTop ? move(by: available) : 0
  }

  /// Collapses (finger up, negative) or expands (finger down) within 0…collapsible.
  private mutating func move(by finger: Double) -> Double {
    let next = min(max(collapsed - finger, 0), header.collapsible)
    let consumed = collapsed - next
    collapsed = next
    return consumed
  }
}
