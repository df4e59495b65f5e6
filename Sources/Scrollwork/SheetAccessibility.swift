#if canImport(UIKit)
// Posts VoiceOver's `layoutChanged` notification for the sheet container. On its own, with a
// `@preconcurrency` import: the iOS 17.0 SDK declares `UIAccessibilityLayoutChangedNotification`
// a mutable global (`UIKIT_EXTERN UIAccessibilityNotifications …`, not `const`), which Swift 6
// refuses to read ("not concurrency-safe"); the import lets this one file read it, and nothing
// else in the module loses a check (Guides/UIKit.md, "Compile checks").
@preconcurrency import UIKit

/// VoiceOver notifications the sheet container posts.
@MainActor
enum SheetAccessibility {
  /// Tells VoiceOver the sheet's layout changed (it settled at a detent): VoiceOver reads
  /// what now shows, keeping its focus where it can.
  static func postLayoutChanged() {
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
  }
}
#endif
