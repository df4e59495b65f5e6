/// A link of a nested-scroll chain, as in Compose's nested scroll: each phase is offered what
/// is *available* of a finger movement or a release's velocity and returns what it
/// *consumed*; the rest moves on along the chain (ARCHITECTURE.md §6).
///
/// A chain runs from the outermost link to the innermost and back. A finger movement goes to
/// every link's ``preScroll(_:)`` outermost first — the innermost link's pre-scroll is its own
/// scrolling — then what is left to every link's ``postScroll(_:)`` innermost first
/// (`NestedScrollChain.scroll(_:_:_:_:)`). A release offers its velocity to
/// ``preFling(_:)`` outermost first; the link that takes it flings, and a fling that ends
/// against an edge with velocity to spare hands it on: outward through ``postFling(_:)``, or
/// inward to the next link's fling.
///
/// Amounts are the finger's, along y: points (or points per second), negative is up.
///
///     var sheet = SheetLink(raw: 500, top: 69)
///     sheet.preScroll(-600)  // -431: it rises to its top, the rest goes on
protocol NestedScrollConnection {
  /// Before the links inside it: consumes part of `available`.
  mutating func preScroll(_ available: Double) -> Double
  /// After the links inside it: consumes part of what they left.
  mutating func postScroll(_ available: Double) -> Double
  /// Before the links inside it fling: the velocity it takes (all of it or none).
  func preFling(_ velocity: Double) -> Double
  /// What a fling inside it left at its edge: the velocity it takes.
  func postFling(_ velocity: Double) -> Double
}

/// Passes finger movements through a chain of three links.
enum NestedScrollChain {
  /// Offers `delta` (finger points, negative up) to `outer`, `middle` and `inner` in their
  /// pre-scroll, outermost first, then what is left to their post-scroll, innermost first.
  /// - Returns: what no link consumed.
  @inline(__always) public static func scroll<Outer, Middle, Inner>(
    _ delta: Double, _ outer: inout Outer, _ middle: inout Middle, _ inner: inout Inner
  ) -> Double
  where
    Outer: NestedScrollConnection, Middle: NestedScrollConnection, Inner: NestedScrollConnection
  {
    var available = delta
    available -= outer.preScroll(available)
    available -= middle.preScroll(available)
    available -= inner.preScroll(available)
    available -= inner.postScroll(available)
    available -= middle.postScroll(available)
    available -= outer.postScroll(available)
    return available
  }
}

/// The sheet's link: its unresisted position against its top detent.
struct SheetLink: NestedScrollConnection, Sendable {
  /// The sheet's unresisted top edge, in container points.
  public var raw: Double
  /// The highest detent's position.
  public let top: Double

  /// A link for a sheet at `raw` under a top detent at `top`.
  public init(raw: Double, top: Double) {
    self.raw = raw
    self.top = top
  }

  /// Finger up: the sheet rises until its top detent, never past it while the header or
  /// content can take the movement.
  @inline(__always) public mutating func preScroll(_ available: Double) -> Double {
    guard available < 0, raw > top else { return 0 }
    let consumed = max(available, top - raw)
    raw += consumed
    return consumed
  }

  /// Finger down: the sheet takes everything left (the last consumer; past its lowest detent
  /// it rubber-bands).
  @inline(__always) public mutating func postScroll(_ available: Double) -> Double {
    guard available > 0 else { return 0 }
    raw += available
    return available
  }

  /// A sheet away from its top detent — below it, or pulled past it — takes the release,
  /// whatever its direction: it snaps, or coasts to its top and hands the rest on.
  public func preFling(_ velocity: Double) -> Double { abs(raw - top) > 0.5 ? velocity : 0 }

  /// Velocity handed back down the chain (the content reached its top) moves the sheet.
  public func postFling(_ velocity: Double) -> Double { velocity > 0 ? velocity : 0 }
}

/// The header's link: how much of it is collapsed.
struct HeaderLink: NestedScrollConnection, Sendable {
  /// Points collapsed, 0…`header.collapsible`.
  public var collapsed: Double
  /// The header's geometry and reveal.
  public let header: SheetHeader

  /// A link for `header` with `collapsed` points collapsed.
  public init(collapsed: Double, header: SheetHeader) {
    self.collapsed = collapsed
    self.header = header
  }

  /// Finger up collapses; finger down expands first when the header reveals `.always`.
  @inline(__always) public mutating func preScroll(_ available: Double) -> Double {
    if available < 0 { return move(by: available) }
    return header.reveal == .always ? move(by: available) : 0
  }

  /// Finger down expands after the content when the header reveals `.atTop`.
  @inline(__always) public mutating func postScroll(_ available: Double) -> Double {
    available > 0 && header.reveal == .atTop ? move(by: available) : 0
  }

  /// A fling up collapses a header that can still collapse, before the content scrolls.
  public func preFling(_ velocity: Double) -> Double {
    velocity < 0 && collapsed < header.collapsible ? velocity : 0
  }

  /// A fling down that reached the content's top expands a collapsed header.
  public func postFling(_ velocity: Double) -> Double {
    velocity > 0 && collapsed > 0 ? velocity : 0
  }

  /// Collapses (finger up, negative) or expands (finger down) within 0…collapsible.
  @inline(__always) private mutating func move(by finger: Double) -> Double {
    let next = min(max(collapsed - finger, 0), header.collapsible)
    let consumed = collapsed - next
    collapsed = next
    return consumed
  }
}

/// The content's link, the innermost: its pre-scroll is its own scrolling.
struct ContentLink: NestedScrollConnection, Sendable {
  /// How far the content can still scroll back toward its start, in points.
  public var distanceToStart: Double

  /// A link for content `distanceToStart` points from its start.
  public init(distanceToStart: Double) {
    self.distanceToStart = max(0, distanceToStart)
  }

  /// The content scrolls: all of a movement up (past its end it rubber-bands, the last
  /// consumer), a movement down only as far as its start.
  @inline(__always) public mutating func preScroll(_ available: Double) -> Double {
    let consumed = available < 0 ? available : min(available, distanceToStart)
    distanceToStart -= consumed
    return consumed
  }

  /// Nothing is inside it.
  @inline(__always) public mutating func postScroll(_ available: Double) -> Double { 0 }

  /// It flings with whatever reaches it.
  public func preFling(_ velocity: Double) -> Double { velocity }

  /// Nothing inside it hands velocity back.
  public func postFling(_ velocity: Double) -> Double { 0 }
}
