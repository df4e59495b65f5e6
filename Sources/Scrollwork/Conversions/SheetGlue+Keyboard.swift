// A keyboard notification as the sheet container reads it: the end frame moved from the screen
// into the container, whether it counts as shown, and the animation's defaults. Builds
// everywhere; tested on Linux.
import ScrollworkCore

/// A `keyboardWillChangeFrameNotification`, read into the container's coordinates.
struct KeyboardChange: Equatable {
  /// The keyboard's end frame in the container's bounds coordinates, in points.
  var frame: DecorationRect
  /// The frame's top edge (`CGRect.minY`) in the container, in points; `nil` when the frame is
  /// empty as `CGRect.isEmpty` has it (no width or no height, or the null rectangle, whose
  /// origin is infinite).
  var frameTop: Double?
  /// Whether the keyboard counts as shown over the container: its frame is not empty and its
  /// top lies above the container's bottom edge.
  var shows: Bool
  /// The animation's duration, in seconds.
  var duration: Double
  /// The animation's curve, a `UIView.AnimationCurve` raw value.
  var curve: Int

  /// The event Core takes: Core makes a height of the frame's top and moves the sheet on the
  /// keyboard's own duration and curve, so the two arrive together.
  var event: SheetHostEvent { .keyboard(frameTop: frameTop, duration: duration, curve: curve) }
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
  ///   - containerInScreen: the container's `bounds`, converted to the same coordinate space.
  ///   - containerBounds: the container's `bounds`.
  ///   - duration: `UIKeyboardAnimationDurationUserInfoKey`, in seconds; 0 when missing.
  ///   - curve: `UIKeyboardAnimationCurveUserInfoKey`; ``keyboardCurveWhenMissing`` when missing.
  ///
  ///     SheetGlue.keyboardChange(
  ///       endFrameInScreen: DecorationRect(x: 0, y: 508, width: 390, height: 336),
  ///       containerInScreen: DecorationRect(x: 0, y: 0, width: 390, height: 844),
  ///       containerBounds: DecorationRect(x: 0, y: 0, width: 390, height: 844),
  ///       duration: 0.25, curve: 7).event
  ///     // .keyboard(frameTop: 508, duration: 0.25, curve: 7)
  static func keyboardChange(
    endFrameInScreen: DecorationRect, containerInScreen: DecorationRect,
    containerBounds: DecorationRect, duration: Double?, curve: Int?
  ) -> KeyboardChange {
    let frame = rect(endFrameInScreen, from: containerInScreen, to: containerBounds)
    let isEmpty =
      frame.width == 0 || frame.height == 0 || frame.x.isInfinite || frame.y.isInfinite
    let top = min(frame.y, frame.y + frame.height)
    let bottom = max(containerBounds.y, containerBounds.y + containerBounds.height)
    return KeyboardChange(
      frame: frame, frameTop: isEmpty ? nil : top, shows: !isEmpty && top < bottom,
      duration: duration ?? 0, curve: curve ?? keyboardCurveWhenMissing)
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
