/// What a sheet host tells its kernel. Translations and velocities are the finger's along y in
/// the container (negative = up), as `UIPanGestureRecognizer` reports them.
///
/// A platform may report any number, so each value has one contract (Guides/UIKit.md,
/// "Readings"): out of it, ``SheetKernel/send(_:at:)`` refuses the event with a one-line error
/// naming the value, and the kernel is unchanged. Every time must be within ±10⁹ seconds,
/// translations and velocities within ±10⁹ (points, points per second); positions the kernel
/// clamps (a keyboard's top, an observed offset) must be finite.
public enum SheetHostEvent: Sendable {
  /// A layout pass: the container, safe area or content height may have changed (rotation,
  /// split view, rows loaded, the window moved to another screen, Reduce Motion switched).
  /// Refused unless the reading passes ``SheetReading/validate()``. A changed display scale puts
  /// every position on its grid from then on; a changed Reduce Motion applies to the next
  /// spring the sheet starts.
  case layout(SheetReading)
  /// A pan begins on the grabber, the header or the content, `translation` points in (within
  /// ±10⁹, or refused).
  case panBegan(on: SheetDragSource, translation: Double)
  /// The pan has moved `translation` points since it began (within ±10⁹, or refused). Ignored
  /// while no finger is down.
  case panChanged(translation: Double)
  /// The pan ends after `translation` points; its velocity is the kernel's tracker's unless
  /// given (a scripted fling), in points per second. Each within ±10⁹, or refused; ignored
  /// while no finger is down.
  case panEnded(translation: Double, velocity: Double?)
  /// The keyboard will move: its end frame's top in container coordinates, in points (`nil`
  /// when it hides or its frame is empty), over `duration` seconds along the
  /// `UIView.AnimationCurve` raw value `curve`. The top is refused unless finite, then clamped
  /// into the container (above it: the whole container; below it: hidden); the duration is
  /// refused unless 0…10⁹; a curve other than 0–3 is the keyboard's own.
  case keyboard(frameTop: Double?, duration: Double, curve: Int)
  /// The content's offset changed under the host, in points: `byUser` while UIKit's own
  /// tracking or deceleration moved it (the kernel overrides those), otherwise set by the app
  /// or the system, and the list takes it, clamped into its range. Refused unless finite,
  /// whoever set it.
  case contentOffsetObserved(Double, byUser: Bool)
  /// The content's height became `height` points together with a shift of its offset by
  /// `shift` points that the platform made so the visible rows stay where they are: UIKit's
  /// correction when self-sizing rows (estimated heights, a compositional layout's
  /// `contentOffsetAdjustment`) above the visible ones resolve their sizes. The list moves with
  /// its rows and keeps its motion — a drag follows the finger on, a fling goes on and hands
  /// its momentum along the chain as it would have — where an observed offset would stop it.
  /// The height is refused unless 0…10⁹, the shift unless within ±10⁹.
  case contentResized(height: Double, shift: Double)
  /// The sheet's content shows another list from now on — a page or a tab of its own, which the
  /// one gesture through sheet, header and list now drives: `contentHeight` points long (the
  /// new list's content height; refused unless 0…10⁹), at `offset` (its own offset, in points
  /// from its top as an observed one is; refused unless finite). The list left stops where it
  /// is and keeps its offset (its host keeps it); the new one starts at rest where it was, or,
  /// left past an edge mid-bounce, springs back from there as a released list does. Nothing
  /// shown moves: the sheet and header go on as they were, a drag on the content goes on in the
  /// new list, and momentum on its way to the list reaches the new one.
  case contentSwitched(offset: Double, contentHeight: Double)
  /// Move to the detent `id`, springing there when `animated` — from hidden, this presents the
  /// sheet, rising from below the container's bottom; refused for an unknown id.
  case move(to: SheetDetent.ID, animated: Bool)
  /// Put the sheet away below the container's bottom, springing there when `animated`; a
  /// hidden sheet stays hidden. ``move(to:animated:)`` presents it again. The app may always
  /// dismiss it, whatever ``SheetConfiguration/dismissal`` says of fingers.
  case dismiss(animated: Bool)
  /// What a finger may do below the lowest detent from now on (SwiftUI's
  /// `interactiveDismissDisabled` switched): a drag under way goes on from where the sheet is.
  case dismissal(SheetConfiguration.Dismissal)
  /// VoiceOver's escape gesture (a two-finger Z) with the focus in the sheet: it dismisses when
  /// a finger may dismiss it, counts an attempt when that is vetoed, and otherwise lowers to its
  /// lowest detent. ``SheetKernel/escapeTaken`` says whether the sheet took it — not when it is
  /// already at (or going to) its lowest detent with no dismissal, hidden, or held by a finger —
  /// for the host's `accessibilityPerformEscape()` answer (`false` passes the gesture on).
  case escape
  /// Replace the detents; the settled one is kept if its id is still listed. Refused for a list
  /// `SheetDetent.resolve(_:in:)` refuses.
  case setDetents([SheetDetent])
  /// Something covers the sheet (a modal presented over it), or no longer does: while it is
  /// covered, a keyboard that shows does what ``SheetConfiguration/coveredKeyboard`` says.
  case covered(Bool)
  /// A finger touches down at `point` (container coordinates, points; refused unless finite),
  /// before any pan begins. If the sheet, its header or its content is moving and the touch
  /// lands on it (``SheetKernelFrame/dragSource(at:)``), the motion stops where it is, as a
  /// touch stops a scroll view's deceleration, and ``SheetKernel/touchCaughtMotion`` is set
  /// until the touch ends: a host cancels the tap it would otherwise deliver. A pan that then
  /// begins continues from there; ``touchUp`` ends a touch that began none.
  case touchDown(at: HostPoint)
  /// The finger of a ``touchDown(at:)`` lifts without having begun a pan: what it caught
  /// settles from rest (the sheet to its nearest detent, a list past its end back to it).
  /// Ignored while a pan is under way.
  case touchUp
}
