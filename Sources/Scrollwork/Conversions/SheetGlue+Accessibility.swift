// VoiceOver and the sheet: the grabber's adjustments step from where the sheet is going, its
// value, the escape gesture, and when a settled sheet tells VoiceOver the layout changed. Builds
// everywhere; tested on Linux (Guides/UIKit.md, "Device notes: accessibility").
@_spi(Engine) import ScrollworkCore

/// An accessibility adjustment of the sheet's grabber (`accessibilityIncrement()` and
/// `accessibilityDecrement()`, which VoiceOver calls for a swipe up and a swipe down).
enum AccessibilityAdjustment: Equatable {
  /// `accessibilityIncrement()`: VoiceOver's swipe up.
  case increment
  /// `accessibilityDecrement()`: VoiceOver's swipe down.
  case decrement

  /// The detents it steps by: +1 (higher sheet) for an increment, −1 for a decrement.
  var steps: Int { self == .increment ? 1 : -1 }
}

extension SheetGlue {
  /// The detent an accessibility `adjustment` of the grabber moves the sheet to: one detent
  /// higher for an increment (VoiceOver: swipe up), one lower for a decrement, staying at the
  /// highest or lowest (`SheetDetents.id(steppingBy:from:)`) — counted from the detent the
  /// sheet is going to while it moves (`SheetStatus.selectedDetent`), so a second swipe during
  /// the spring of the first goes one further instead of being lost.
  ///
  ///     // settled at "low", springing to "middle" after one swipe up:
  ///     SheetGlue.detent(after: .increment, status: status)  // "top"
  static func detent(
    after adjustment: AccessibilityAdjustment, status: SheetStatus
  ) -> SheetDetent.ID {
    status.detents.id(steppingBy: adjustment.steps, from: status.selectedDetent)
  }

  /// The grabber's `accessibilityValue`: what VoiceOver calls the detent the sheet is at or
  /// going to, among the sheet's `detents` (``spokenName(of:in:)``).
  static func grabberValue(_ status: SheetStatus, detents: [SheetDetent]) -> String {
    spokenName(of: status.selectedDetent, in: detents)
  }

  /// What VoiceOver calls the detent `id` among `detents`: the name the app gave it
  /// (`SheetDetent.accessibilityName`), or the id's name. It names the grabber's value and
  /// the action that moves the sheet to the detent.
  static func spokenName(of id: SheetDetent.ID, in detents: [SheetDetent]) -> String {
    detents.first { $0.id == id }?.spokenName ?? id.rawValue
  }

  /// The grabber's `accessibilityLabel` when the app sets none: "Sheet" (not localized; set
  /// `panel.grabber.accessibilityLabel` to your own).
  static let grabberLabelWhenMissing = "Sheet"

  /// Whether the container posts `UIAccessibility.Notification.layoutChanged` after the frame
  /// whose status is `next`: when the sheet came to rest (no finger, phase idle) after moving
  /// (`previous` was not at rest), so VoiceOver reads what the settled sheet shows. Not at
  /// the first frame (`previous` is `nil`).
  static func postsLayoutChanged(from previous: SheetStatus?, to next: SheetStatus) -> Bool {
    guard let previous else { return false }
    return !isSettled(previous) && isSettled(next)
  }

  /// A status at rest: no finger holds the sheet and it does not move.
  private static func isSettled(_ status: SheetStatus) -> Bool {
    !status.isDragging && status.phase == .idle
  }
}
