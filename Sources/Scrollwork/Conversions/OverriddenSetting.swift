// A setting of the app's that the attachment overrides while Core asks for it, and gives back
// after: `isScrollEnabled` while an empty state that does not scroll shows, and iOS 26's own
// scroll edge effect (`isHidden`, `style`) while Scrollwork's edge effects are on. Builds
// everywhere; tested on Linux.

/// One UIKit setting the attachment may override, with the app's value kept to give back.
///
/// At every pass the attachment says what Core wants (`nil`: nothing) and what the setting is
/// now; the answer is what to write, if anything. The app's value is kept when the override
/// begins — once, so a value the attachment wrote is never taken for the app's — and written
/// back when Core stops asking, or on detach.
///
///     var scrolling = OverriddenSetting<Bool>()
///     scrolling.write(false, current: true)  // false: an empty state that does not scroll
///     scrolling.write(nil, current: false)  // true: the app's value, given back
struct OverriddenSetting<Value: Equatable>: Equatable {
  /// The app's value, while overridden.
  private(set) var kept: Value?

  /// Creates a setting that is not overridden.
  init() {}

  /// What to write when Core wants `wanted` (`nil`: no override) and the setting is `current`;
  /// `nil` when nothing is to be written.
  mutating func write(_ wanted: Value?, current: Value) -> Value? {
    guard let wanted else {
      defer { kept = nil }
      return kept == current ? nil : kept
    }
    if kept == nil { kept = current }
    return wanted == current ? nil : wanted
  }
}
