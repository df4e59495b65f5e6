// The tracked list as the sheet container holds it: its own insets moved into Core's content
// coordinates, the switches the container sets on it while it tracks it (and gives back), the
// content view controller's view filling its container, and a pan left open when the list is
// replaced. Builds everywhere; tested on Linux (Guides/UIKit.md, "Device notes").
@_spi(Engine) import ScrollworkCore

/// How the tracked list's own `adjustedContentInset` differs from what Core's content geometry
/// has (no start inset, the container's bottom safe area as the end inset), in points.
///
/// Core's list runs from offset 0 at its top; a `UIScrollView` rests at `−adjustedContentInset.top`
/// (a refresh control, an app's `contentInset`), and its end inset may not be the safe area (an
/// app's inset, or `contentInsetAdjustmentBehavior = .never`). The glue moves UIKit's offsets by
/// ``top`` and gives Core a content that much longer at each end, so Core's range maps onto
/// UIKit's exactly: Core's 0 is UIKit's `−top`, and Core's end is UIKit's end.
struct ListInsetShift: Equatable {
  /// `adjustedContentInset.top`: UIKit's offset at the list's top is `−top`.
  var top: Double
  /// `adjustedContentInset.bottom` less the container's bottom safe area (which Core already
  /// counts as the list's end inset); negative when the list has less.
  var extraBottom: Double

  /// No difference: a list whose only inset is the bottom safe area.
  static let none = ListInsetShift(top: 0, extraBottom: 0)
}

/// The tracked scroll view's switches the container sets while it tracks it.
struct TrackedListSwitches: Equatable {
  /// `alwaysBounceVertical`.
  var alwaysBounceVertical: Bool
  /// `showsVerticalScrollIndicator`.
  var showsVerticalScrollIndicator: Bool
}

extension SheetGlue {
  /// The difference between the tracked list's `adjustedContentInset` and Core's content
  /// insets, for a container whose bottom safe area is `safeAreaBottom` (points).
  ///
  ///     SheetGlue.listInsetShift(
  ///       adjustedContentInset: HostInsets(top: 60, bottom: 34), safeAreaBottom: 34)
  ///     // top 60, extraBottom 0: a refresh control's 60 points above the rows
  static func listInsetShift(
    adjustedContentInset: HostInsets, safeAreaBottom: Double
  ) -> ListInsetShift {
    ListInsetShift(
      top: adjustedContentInset.top, extraBottom: adjustedContentInset.bottom - safeAreaBottom)
  }

  /// The content height Core reads for a list whose `contentSize.height` is `height` (points):
  /// longer by the list's own insets, so that Core's range is UIKit's (``ListInsetShift``);
  /// never negative.
  static func contentHeight(_ height: Double, shift: ListInsetShift) -> Double {
    max(0, height + shift.top + shift.extraBottom)
  }

  /// A UIKit `contentOffset.y` (points) in Core's content coordinates: `top` points further.
  static func coreOffset(_ contentOffset: Double, shift: ListInsetShift) -> Double {
    contentOffset + shift.top
  }

  /// Core's content offset (points) as the `contentOffset.y` UIKit shows it at: `top` points back.
  static func uikitOffset(_ coreOffset: Double, shift: ListInsetShift) -> Double {
    coreOffset - shift.top
  }

  /// The switches the container sets on the tracked list, from the app's (`app`, read when the
  /// list became tracked and given back when it stops being tracked) and Core's indicator
  /// opacity for the frame (`SheetKernelFrame.contentIndicatorAlpha`):
  ///
  /// - `alwaysBounceVertical` on: a list shorter than its viewport (a short
  ///   `UICollectionView`, whose default is off) otherwise never begins its pan, and the sheet
  ///   could not be dragged from it. Core owns the offset, so UIKit's bounce is never shown.
  /// - `showsVerticalScrollIndicator` only while Core says the list scrolls (alpha above 0) and
  ///   the app shows it: while the sheet or the header takes the drag, UIKit's own tracking
  ///   would flash it.
  ///
  ///     SheetGlue.trackedListSwitches(
  ///       app: TrackedListSwitches(alwaysBounceVertical: false, showsVerticalScrollIndicator: true),
  ///       indicatorAlpha: 0)
  ///     // alwaysBounceVertical true, showsVerticalScrollIndicator false
  static func trackedListSwitches(
    app: TrackedListSwitches, indicatorAlpha: Double
  ) -> TrackedListSwitches {
    TrackedListSwitches(
      alwaysBounceVertical: true,
      showsVerticalScrollIndicator: app.showsVerticalScrollIndicator && indicatorAlpha > 0)
  }

  /// The `scrollsToTop` to write on a scroll view inside the container, or `nil` to leave it:
  /// a tap on the status bar scrolls a scroll view only when it is the one on screen with
  /// `scrollsToTop` on (UIScrollView.h: "On iPhone, we execute this gesture only if there's one
  /// on-screen scroll view with `scrollsToTop` == YES"), so every scroll view but the tracked
  /// list (`isTrackedList`) is turned off — the header's chips, a main content's lists, a row's
  /// carousel. The tracked list keeps the app's value.
  static func scrollsToTop(isTrackedList: Bool, current: Bool) -> Bool? {
    guard !isTrackedList, current else { return nil }
    return false
  }

  /// The frame of the content view controller's view in its container (`UIView.bounds` of the
  /// panel's content container, points): all of it. It then follows the container's size
  /// (flexible width and height), as the viewport Core gives the list changes at every frame;
  /// a `UITableViewController`'s view, made at the screen's size, fits.
  static func contentViewFrame(in containerBounds: DecorationRect) -> DecorationRect {
    containerBounds
  }

  /// The event that ends a pan the tracked list left open when the app replaces or removes it
  /// (its recognizer will not call the container again), or `nil` when no finger is down on the
  /// list: the pan ends where the finger was, with no velocity (the finger did not fling), so
  /// the sheet settles at a detent and the display link stops.
  static func eventEndingContentPan(_ finger: SheetFinger) -> SheetHostEvent? {
    guard finger.isDown, finger.source == .content else { return nil }
    return .panEnded(translation: finger.translation, velocity: 0)
  }

  /// The event for a tracked list replaced by another while the container runs (a page or tab
  /// of the sheet switched): the new list's `contentOffset.y` and `contentSize.height`, moved
  /// into Core's coordinates by its insets (`shift`).
  static func listSwitchedEvent(
    contentOffset: Double, contentHeight: Double, shift: ListInsetShift
  ) -> SheetHostEvent {
    .contentSwitched(
      offset: coreOffset(contentOffset, shift: shift),
      contentHeight: Self.contentHeight(contentHeight, shift: shift))
  }
}
