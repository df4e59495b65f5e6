// What the sheet container does when a frame's presence or dismiss attempts change: hide the
// panel, end editing, call the app's dismissal and attempt handlers, and run the completions of
// `presentSheet` and `dismissSheet`. Builds everywhere; tested on Linux.
import ScrollworkCore

/// What changed between two applied frames that the container reports to the app.
struct SheetPresenceChange: Equatable {
  /// The sheet has just come to rest hidden: call the dismissal handler.
  var dismissed = false
  /// A release (or the escape gesture) would have dismissed the vetoed sheet: call the attempt
  /// handler.
  var attempted = false
  /// The sheet has just started on its way to hidden: end editing in it (the keyboard goes).
  var endsEditing = false
}

/// The completions of `presentSheet` and `dismissSheet` waiting for the sheet to get there.
/// A call that supersedes another (dismissed while presenting) runs the older ones at once, as
/// UIKit runs an interrupted animation's completion.
struct SheetTransitionCompletions<Completion> {
  private var waiting: [(presence: SheetPresence, completion: Completion)] = []

  init() {}

  /// Waits for the sheet to be `presence` (`.presented`: at rest at a detent; `.hidden`: out of
  /// sight); returns the completions the new transition supersedes, to run now.
  mutating func wait(for presence: SheetPresence, _ completion: Completion?) -> [Completion] {
    let superseded = waiting.filter { $0.presence != presence }.map(\.completion)
    waiting.removeAll { $0.presence != presence }
    if let completion { waiting.append((presence, completion)) }
    return superseded
  }

  /// The completions due with `frame` applied, in the order they were given.
  mutating func due(at frame: SheetKernelFrame) -> [Completion] {
    guard !waiting.isEmpty else { return [] }
    let reached: SheetPresence? =
      frame.presence == .hidden
      ? .hidden : frame.presence == .presented && frame.isAtRest ? .presented : nil
    guard let reached else { return [] }
    let due = waiting.filter { $0.presence == reached }.map(\.completion)
    waiting.removeAll { $0.presence == reached }
    return due
  }
}

extension SheetGlue {
  /// What the container reports after applying `frame`, `previous` the frame applied before it
  /// (`nil` at the first).
  static func presenceChange(
    from previous: SheetKernelFrame?, to frame: SheetKernelFrame
  ) -> SheetPresenceChange {
    guard let previous else { return SheetPresenceChange() }
    return SheetPresenceChange(
      dismissed: previous.presence != .hidden && frame.presence == .hidden,
      attempted: previous.dismissAttempts != frame.dismissAttempts,
      endsEditing: !previous.endsEditing && frame.endsEditing)
  }

  /// Whether the panel is hidden (`isHidden`, out of the accessibility tree too): while the
  /// sheet rests out of sight.
  static func panelHidden(_ frame: SheetKernelFrame) -> Bool { frame.presence == .hidden }
}
