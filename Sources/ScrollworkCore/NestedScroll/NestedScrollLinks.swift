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
/// Flings go the same way: `preFling` lets a link take a release's velocity before the child,
/// `postFling` takes what the child hands back when it reaches its start (the velocity at
/// contact). The machine turns what each link takes into closed-form momentum stages.
///
/// Amounts are finger points (or points per second) along y: negative is up.
protocol NestedScrollLink {
  /// Before the child scrolls: consumes part of `available`.
  mutating func preScroll(_ available: Double) -> Double
  /// After the child scrolled: consumes part of what it left.
  mutating func postScroll(_ available: Double) -> Double
  /// Before the child flings: the velocity this link takes (all of it or none).
  func preFling(_ velocity: Double) -> Double
  /// After the child's fling reached its start: the velocity this link takes.
  func postFling(_ velocity: Double) -> Double
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

  /// A sheet away from its top detent takes the release, whatever its direction: it snaps, or
  /// coasts to its top and hands the rest on.
  func preFling(_ velocity: Double) -> Double { raw > top + 0.5 ? velocity : 0 }

  /// Velocity handed back down the chain (the content reached its top) moves the sheet.
  func postFling(_ velocity: Double) -> Double { velocity > 0 ? velocity : 0 }
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

  /// A fling up collapses a header that can still collapse, before the content scrolls.
  func preFling(_ velocity: Double) -> Double {
    velocity < 0 && collapsed < header.collapsible ? velocity : 0
  }

  /// A fling down that reached the content's top expands a collapsed header.
  func postFling(_ velocity: Double) -> Double { velocity > 0 && collapsed > 0 ? velocity : 0 }

  /// Collapses (finger up, negative) or expands (finger down) within 0…collapsible.
  private mutating func move(by finger: Double) -> Double {
    let next = min(max(collapsed - finger, 0), header.collapsible)
    let consumed = collapsed - next
    collapsed = next
    return consumed
  }
}
