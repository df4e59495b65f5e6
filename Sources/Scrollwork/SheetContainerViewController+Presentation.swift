#if canImport(UIKit)
// Presenting and dismissing the sheet in its container: the calls, and what the container tells
// the app after a frame that dismissed, presented or vetoed it. The decisions are Core's (the
// frame's presence and dismiss attempts) and `SheetGlue`'s (SheetGlue+Presence.swift).
import QuartzCore
@_spi(Engine) import ScrollworkCore
import UIKit

extension SheetContainerViewController {
  /// Whether the sheet shows, is on its way out of sight, or rests hidden.
  public var presence: SheetPresence {
    lastFrame?.presence ?? (initiallyPresented ? .presented : .hidden)
  }

  /// Puts the sheet away below the container's bottom, springing there when `animated`, and
  /// runs `completion` once it is out of sight (at once if a later present supersedes it).
  /// Whatever ``dismissal`` says of fingers, the app may always dismiss the sheet.
  public func dismissSheet(animated: Bool = true, completion: (() -> Void)? = nil) {
    for superseded in transitionCompletions.wait(for: .hidden, completion) { superseded() }
    sendProgrammatic(.dismiss(animated: animated))
  }

  /// Presents the sheet at the detent `id` (where it last rested when `nil`), rising from below
  /// the container's bottom when it is hidden, and runs `completion` once it rests there.
  public func presentSheet(
    at id: SheetDetent.ID? = nil, animated: Bool = true, completion: (() -> Void)? = nil
  ) {
    for superseded in transitionCompletions.wait(for: .presented, completion) { superseded() }
    guard let target = id ?? lastStatus?.settledDetent ?? initialDetent ?? lowestDetent else {
      return
    }
    sendProgrammatic(.move(to: target, animated: animated))
  }

  /// The lowest detent in force, before the first frame.
  private var lowestDetent: SheetDetent.ID? { kernel?.system.sheet.detents.lowest.id }

  /// After a frame: ends editing as the sheet starts away, tells the app of a dismissal or an
  /// attempt, and runs the completions due.
  func report(_ change: SheetPresenceChange, frame: SheetKernelFrame) {
    if change.endsEditing { view.endEditing(true) }
    if change.attempted { onDismissAttempt?() }
    if change.dismissed { onDismiss?() }
    for completion in transitionCompletions.due(at: frame) { completion() }
  }
}
#endif
