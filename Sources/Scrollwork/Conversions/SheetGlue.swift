// What the sheet container (SheetContainerViewController.swift and +Events.swift) computes
// between UIKit and Core's `SheetKernel`, as plain functions of plain values. Not wrapped in
// `#if canImport(UIKit)`: it builds everywhere and Tests/ScrollworkGlueTests runs it on Linux. The
// pans are in SheetGlue+Pan.swift, the keyboard in SheetGlue+Keyboard.swift, a frame's
// properties in SheetGlue+Frame.swift (Guides/UIKit.md, "What the glue computes, and where it
// is tested").
import ScrollworkCore

/// The sheet container's conversions: UIKit's readings into Core's `SheetHostEvent`s, and Core's
/// frames into the properties the container writes. Nothing here decides where the sheet goes
/// (ARCHITECTURE.md §8): each function picks a component, a convention or a default.
enum SheetGlue {
  /// What Core reads at a layout pass: the container's `bounds.size` and `safeAreaInsets`, the
  /// tracked scroll view's `contentSize` (its height is the content's; no tracked scroll view
  /// counts as no content), the trait collection's `displayScale` (points per pixel) and
  /// whether Reduce Motion is on. Sizes in points.
  static func reading(
    containerSize: HostSize, safeArea: HostInsets, contentSize: HostSize?, displayScale: Double,
    reduceMotion: Bool
  ) -> SheetReading {
    SheetReading(
      container: containerSize, safeArea: safeArea, contentHeight: contentSize?.height ?? 0,
      displayScale: displayScale, reduceMotion: reduceMotion)
  }

  /// Whether a layout pass has a container to lay the sheet out in: a height above 0 points.
  /// UIKit lays a view controller's view out at zero size before it has a window; the kernel is
  /// made at the first pass that has one.
  static func hasContainer(_ containerSize: HostSize) -> Bool {
    containerSize.height > 0
  }

  /// The event for a key-value observed change of the tracked scroll view's `contentOffset`
  /// (points; its `y`): UIKit's own handling of a finger or of its deceleration
  /// (`isTracking || isDecelerating`, which Core overrides), or else an offset the app or the
  /// system set (which Core takes).
  static func contentOffsetObserved(
    _ contentOffset: HostPoint, isTracking: Bool, isDecelerating: Bool
  ) -> SheetHostEvent {
    .contentOffsetObserved(contentOffset.y, byUser: isTracking || isDecelerating)
  }

  /// The detent an accessibility `adjustment` of the grabber moves the sheet to, from the
  /// settled detent `settled`: one detent higher for an increment (VoiceOver: swipe up), one
  /// lower for a decrement, staying at the highest or lowest (`SheetDetents.id(steppingBy:from:)`).
  static func detent(
    after adjustment: AccessibilityAdjustment, in detents: SheetDetents,
    from settled: SheetDetent.ID
  ) -> SheetDetent.ID {
    detents.id(steppingBy: adjustment.steps, from: settled)
  }
}

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
