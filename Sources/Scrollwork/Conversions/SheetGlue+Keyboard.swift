// A keyboard notification as the sheet container reads it: the end frame moved from the screen
// into the container, whether it counts as shown (docked: on the screen's bottom edge), and the
// animation's defaults; and the keyboard layout guide's frame, read where no notification comes.
// Builds everywhere; tested on Linux (Guides/UIKit.md, "Device notes: keyboards").
import ScrollworkCore

/// A `keyboardWillChangeFrameNotification`, read into the container's coordinates.
struct KeyboardChange: Equatable {
  /// The keyboard's end frame in the container's bounds coordinates, in points.
  var frame: DecorationRect
  /// The frame's top edge (`CGRect.minY`) in the container, in points; `nil` when the frame is
  /// empty as `CGRect.isEmpty` has it (no width or no height, or the null rectangle, whose
  /// origin is infinite).
  var frameTop: Double?
  /// Whether the keyboard counts as shown over the container: its frame is not empty, it is
  /// docked (its bottom reaches the screen's bottom edge, as `UIKeyboardLayoutGuide` defines
  /// docked: a floating, undocked or split iPad keyboard is not), and its top lies above the
  /// container's bottom edge.
  var shows: Bool
  /// The animation's duration, in seconds.
  var duration: Double
  /// The animation's curve, a `UIView.AnimationCurve` raw value.
  var curve: Int

  /// The event Core takes: Core makes a height of the frame's top and moves the sheet on the
  /// keyboard's own duration and curve, so the two arrive together. A keyboard that does not
  /// count as shown is sent as gone (no top): an undocked keyboard floats over the sheet, which
  /// comes back down, as views constrained to the keyboard layout guide do.
  var event: SheetHostEvent {
    .keyboard(frameTop: shows ? frameTop : nil, duration: duration, curve: curve)
  }
}

extension SheetGlue {
  /// The curve a keyboard animates along when its notification gives none: 7, the keyboard's own
  /// (`UIView.AnimationCurve` raw value; UIKit declares only 0–3, and the keyboard reports 7).
  static let keyboardCurveWhenMissing = 7

  /// A keyboard notification read into the container.
  /// - Parameters:
  ///   - endFrameInScreen: `UIKeyboardFrameEndUserInfoKey`'s rectangle, in the screen's
  ///     coordinates (UIKit documents it so; `UIScreen.coordinateSpace`, which follows the
  ///     interface's orientation), in points.
  ///   - screenBounds: the screen's `bounds` in the same coordinates: a keyboard is docked when
  ///     its bottom is within half a point of the screen's bottom edge.
  ///   - containerInScreen: the container's `bounds`, converted to the same coordinate space.
  ///   - containerBounds: the container's `bounds`.
  ///   - duration: `UIKeyboardAnimationDurationUserInfoKey`, in seconds; 0 when missing.
  ///   - curve: `UIKeyboardAnimationCurveUserInfoKey`; ``keyboardCurveWhenMissing`` when missing.
  ///
  ///     SheetGlue.keyboardChange(
  ///       endFrameInScreen: DecorationRect(x: 0, y: 508, width: 390, height: 336),
  ///       screenBounds: DecorationRect(x: 0, y: 0, width: 390, height: 844),
  ///       containerInScreen: DecorationRect(x: 0, y: 0, width: 390, height: 844),
  ///       containerBounds: DecorationRect(x: 0, y: 0, width: 390, height: 844),
  ///       duration: 0.25, curve: 7).event
  ///     // .keyboard(frameTop: 508, duration: 0.25, curve: 7)
  static func keyboardChange(
    endFrameInScreen: DecorationRect, screenBounds: DecorationRect,
    containerInScreen: DecorationRect, containerBounds: DecorationRect, duration: Double?,
    curve: Int?
  ) -> KeyboardChange {
    let frame = rect(endFrameInScreen, from: containerInScreen, to: containerBounds)
    let isEmpty =
      frame.width == 0 || frame.height == 0 || frame.x.isInfinite || frame.y.isInfinite
    let top = min(frame.y, frame.y + frame.height)
    let bottom = max(containerBounds.y, containerBounds.y + containerBounds.height)
    let keyboardBottom = max(endFrameInScreen.y, endFrameInScreen.y + endFrameInScreen.height)
    let screenBottom = max(screenBounds.y, screenBounds.y + screenBounds.height)
    let docked = keyboardBottom >= screenBottom - dockedTolerance
    return KeyboardChange(
      frame: frame, frameTop: isEmpty ? nil : top, shows: !isEmpty && docked && top < bottom,
      duration: duration ?? 0, curve: curve ?? keyboardCurveWhenMissing)
  }

  /// How far above the screen's bottom edge a keyboard's bottom may end and still count as
  /// docked, in points: half a point, for rounding.
  static let dockedTolerance = 0.5

  /// The keyboard's top in the container from its keyboard layout guide
  /// (`view.keyboardLayoutGuide.layoutFrame`, in the container's bounds coordinates, points), or
  /// `nil` when no docked keyboard covers the container: with `followsUndockedKeyboard` off (its
  /// default) the guide follows a docked keyboard only, and otherwise sits on the bottom safe
  /// area (`safeAreaBottom`, the container's `safeAreaInsets.bottom`) — or, with
  /// `usesBottomSafeArea` off (iOS 17), on the bottom edge.
  ///
  ///     SheetGlue.keyboardTop(
  ///       guideFrame: DecorationRect(x: 0, y: 508, width: 390, height: 336),
  ///       containerBounds: DecorationRect(x: 0, y: 0, width: 390, height: 844),
  ///       safeAreaBottom: 34)  // 508
  static func keyboardTop(
    guideFrame: DecorationRect, containerBounds: DecorationRect, safeAreaBottom: Double
  ) -> Double? {
    let top = min(guideFrame.y, guideFrame.y + guideFrame.height)
    let bottom = max(containerBounds.y, containerBounds.y + containerBounds.height)
    guard top.isFinite, top < bottom - safeAreaBottom - dockedTolerance else { return nil }
    return top
  }

  /// The event that tells Core where the keyboard is when no notification says so, or `nil`
  /// when Core already has it: `guideTop` is ``keyboardTop(guideFrame:containerBounds:safeAreaBottom:)``
  /// and `sentTop` the last top the container sent (`nil`: none, or the keyboard gone). Sent at
  /// once (no animation: the guide moves with a finger or is already where it is going) and
  /// only when it differs by more than ``dockedTolerance``.
  ///
  /// The container reads the guide where notifications say nothing: when the kernel is made (a
  /// keyboard already up), when the view comes into a window (notifications are ignored while
  /// it has none: another tab's keyboard), and at layout passes while the list is tracking a
  /// finger (interactive dismissal, `keyboardDismissMode = .interactive`, posts no frames while
  /// the keyboard follows the finger).
  static func keyboardEvent(guideTop: Double?, sentTop: Double?) -> SheetHostEvent? {
    switch (guideTop, sentTop) {
    case (nil, nil): return nil
    case (let guide?, let sent?) where abs(guide - sent) <= dockedTolerance: return nil
    default:
      return .keyboard(frameTop: guideTop, duration: 0, curve: keyboardCurveWhenMissing)
    }
  }

  /// Whether the container takes a keyboard reading: not while its view has no window (another
  /// tab's, or a pushed controller's keyboard: the guide is read when the view is back in a
  /// window). A keyboard brought up by a modal presented over the container is Core's to judge
  /// (``coveredEvent(isCovered:sent:)``, `SheetConfiguration.coveredKeyboard`).
  static func takesKeyboard(hasWindow: Bool) -> Bool {
    hasWindow
  }

  /// The event that tells Core whether a modal covers the sheet (`presentedViewController` is
  /// set: an app's sheet, an alert), or `nil` when Core was last told the same (`sent`; Core
  /// starts uncovered). Sent before each keyboard reading: while the sheet is covered, a keyboard
  /// that shows is the modal's, and Core's `coveredKeyboard` policy says what it does (by
  /// default nothing; one going away is always taken).
  static func coveredEvent(isCovered: Bool, sent: Bool) -> SheetHostEvent? {
    isCovered == sent ? nil : .covered(isCovered)
  }

  /// Whether a layout pass of the container reads its keyboard layout guide: where no
  /// notification says where the keyboard is — the pass that made the kernel (a keyboard
  /// already up), the first pass back in a window (notifications were not taken without one),
  /// and passes while the list tracks a finger (interactive dismissal moves the keyboard with
  /// the finger and posts no frames). Never otherwise: an animated change comes with its
  /// notification, whose duration and curve the guide does not give.
  static func readsKeyboardGuide(
    kernelCreated: Bool, enteredWindow: Bool, listTracking: Bool
  ) -> Bool {
    kernelCreated || enteredWindow || listTracking
  }

  /// `rect`, given in a coordinate space where the container's bounds are `containerInSpace`,
  /// in the container's bounds coordinates (`containerBounds`), as `UIView.convert(_:from:)`
  /// converts it for a container that is moved or scaled (not rotated) in that space. A
  /// container of no size in that space is taken as unscaled. In points.
  static func rect(
    _ rect: DecorationRect, from containerInSpace: DecorationRect,
    to containerBounds: DecorationRect
  ) -> DecorationRect {
    let scaleX = containerInSpace.width > 0 ? containerBounds.width / containerInSpace.width : 1
    let scaleY = containerInSpace.height > 0 ? containerBounds.height / containerInSpace.height : 1
    return DecorationRect(
      x: containerBounds.x + (rect.x - containerInSpace.x) * scaleX,
      y: containerBounds.y + (rect.y - containerInSpace.y) * scaleY,
      width: rect.width * scaleX, height: rect.height * scaleY)
  }
}
