/// A fling as it travels along a nested-scroll chain: the finger's velocity (points per second,
/// negative up) that reaches a link, and when.
struct ChainFling: Sendable, Hashable {
  /// When the velocity reaches the link, in seconds (a link that coasts to its end first hands
  /// on later than the release).
  var time: Double
  /// The finger's velocity, in points per second (negative up).
  var velocity: Double
  /// Whether a link handed it on after coasting to its end (false: it is the release's own,
  /// reaching a link at the moment the finger lifts).
  var handedOn = false
}

/// A link of a fling's chain that has links inside it, as in Compose's nested scroll: offered
/// a fling before the links inside it (``preFling(_:in:)``), and what they leave at their edge
/// after (``postFling(_:in:)``). Each takes what it can as a simulation of its own, which it
/// starts in `system`, and returns what it leaves — `nil` when it takes it all. A link is a
/// small value (a source, a flag): the motion it plans is written into the system it is given.
protocol FlingLink<System> {
  /// What the links act on (the sheet's `SheetScrollMachine`).
  associatedtype System
  /// Before the links inside it: returns what passes on inward, `nil` when it took it all.
  func preFling(_ fling: ChainFling, in system: inout System) -> ChainFling?
  /// What the links inside it left at their edge: returns what passes on outward, `nil` when it
  /// took it all.
  func postFling(_ fling: ChainFling, in system: inout System) -> ChainFling?
}

/// A chain of fling links, or its innermost link alone (which flings with whatever reaches it).
protocol FlingChain<System> {
  /// What the links act on.
  associatedtype System
  /// Walks `fling` down the chain, outermost link first, and whatever the innermost leaves at
  /// its edge back up, innermost first: returns what the outermost left, `nil` when nothing.
  func fling(_ fling: ChainFling, in system: inout System) -> ChainFling?
  /// What the innermost link left at its edge (planned apart from a walk, as when its fling
  /// was moved): passed outward through every link's ``FlingLink/postFling(_:in:)``.
  func handBack(_ fling: ChainFling, in system: inout System) -> ChainFling?
}

/// A link around a chain: the chain a fling walks. Adding a link is nesting one more; this
/// walk does not change (`NestedFling(outer: sheet, inner: NestedFling(outer: header, inner:
/// content))`).
struct NestedFling<Outer: FlingLink, Inner: FlingChain>: FlingChain
where Outer.System == Inner.System {
  var outer: Outer
  var inner: Inner

  func fling(_ fling: ChainFling, in system: inout Outer.System) -> ChainFling? {
    guard let passed = outer.preFling(fling, in: &system),
      let left = inner.fling(passed, in: &system)
    else { return nil }
    return outer.postFling(left, in: &system)
  }

  func handBack(_ fling: ChainFling, in system: inout Outer.System) -> ChainFling? {
    guard let left = inner.handBack(fling, in: &system) else { return nil }
    return outer.postFling(left, in: &system)
  }
}
