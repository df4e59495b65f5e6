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
  /// counts as no content) and `adjustedContentInset` (`listInsets`: the content is longer by
  /// what they add to the bottom safe area, ``ListInsetShift``; `nil` counts as none), the
  /// display's scale (points per pixel, ``displayScale(trait:screen:)``) and whether Reduce
  /// Motion is on. Sizes in points.
  ///
  ///     SheetGlue.reading(
  ///       containerSize: HostSize(width: 390, height: 844),
  ///       safeArea: HostInsets(top: 59, bottom: 34), contentSize: HostSize(width: 390, height: 2240),
  ///       listInsets: HostInsets(top: 60, bottom: 34), displayScale: 3, reduceMotion: false
  ///     ).contentHeight  // 2300: a refresh control's 60 points above the rows
  static func reading(
    containerSize: HostSize, safeArea: HostInsets, contentSize: HostSize?,
    listInsets: HostInsets? = nil, displayScale: Double, reduceMotion: Bool
  ) -> SheetReading {
    let shift = listInsets.map {
      listInsetShift(adjustedContentInset: $0, safeAreaBottom: safeArea.bottom)
    }
    return SheetReading(
      container: containerSize, safeArea: safeArea,
      contentHeight: contentSize.map { contentHeight($0.height, shift: shift ?? .none) } ?? 0,
      displayScale: displayScale, reduceMotion: reduceMotion)
  }

  /// The display scale Core lays the sheet out on, in pixels per point: the trait collection's
  /// `displayScale` (`trait`), which is 0 until the view is in a window; else the window
  /// screen's `scale` (`screen`, `nil` without a window); else
  /// ``displayScaleWhenUnknown``. A scale counts when it is finite and above 0.
  ///
  ///     SheetGlue.displayScale(trait: 0, screen: nil)  // 3
  static func displayScale(trait: Double, screen: Double?) -> Double {
    if trait > 0, trait.isFinite { return trait }
    if let screen, screen > 0, screen.isFinite { return screen }
    return displayScaleWhenUnknown
  }

  /// The scale taken when neither the trait collection nor a screen gives one: 3 (every iPhone
  /// since the iPhone X but the XR and 11, which are 2).
  static let displayScaleWhenUnknown = 3.0

  /// Whether a layout pass has a container to lay the sheet out in: a height above 0 points.
  /// UIKit lays a view controller's view out at zero size before it has a window; the kernel is
  /// made at the first pass that has one.
  static func hasContainer(_ containerSize: HostSize) -> Bool {
    containerSize.height > 0
  }

  /// The event for a key-value observed change of the tracked scroll view's `contentOffset`
  /// (points; its `y`, moved into Core's coordinates by `shift`, ``ListInsetShift``): UIKit's
  /// own handling of a finger or of its deceleration (`isTracking || isDecelerating`, which
  /// Core overrides), or else an offset the app or the system set (which Core takes). `nil`
  /// while the container writes the offset itself (`duringOwnWrite`): that is the write
  /// coming back, in the middle of applying a frame.
  ///
  ///     SheetGlue.contentOffsetObserved(
  ///       HostPoint(x: 0, y: -60), isTracking: false, isDecelerating: false,
  ///       shift: ListInsetShift(top: 60, extraBottom: 0), duringOwnWrite: false)
  ///     // .contentOffsetObserved(0, byUser: false)
  static func contentOffsetObserved(
    _ contentOffset: HostPoint, isTracking: Bool, isDecelerating: Bool,
    shift: ListInsetShift = .none, duringOwnWrite: Bool = false
  ) -> SheetHostEvent? {
    guard !duringOwnWrite else { return nil }
    return .contentOffsetObserved(
      coreOffset(contentOffset.y, shift: shift), byUser: isTracking || isDecelerating)
  }
}
