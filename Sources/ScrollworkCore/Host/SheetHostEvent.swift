/// What a sheet host tells its kernel. Translations and velocities are the finger's along y in
/// the container (negative = up), as `UIPanGestureRecognizer` reports them.
public enum SheetHostEvent: Sendable {
  /// A layout pass: the container, safe area or content height may have changed (rotation,
  /// split view, rows loaded).
  case layout(SheetReading)
  /// A pan begins on the grabber, the header or the content, `translation` points in.
  case panBegan(on: SheetDragSource, translation: Double)
  /// The pan has moved `translation` points since it began.
  case panChanged(translation: Double)
  /// The pan ends after `translation` points; its velocity is the kernel's tracker's unless
  /// given (a scripted fling), in points per second.
  case panEnded(translation: Double, velocity: Double?)
  /// The keyboard will move: its end frame's top in container coordinates (`nil` when it hides
  /// or its frame is empty), over `duration` seconds along the `UIView.AnimationCurve` raw
  /// value `curve`.
  case keyboard(frameTop: Double?, duration: Double, curve: Int)
  /// The content's offset changed under the host: `byUser` while UIKit's own tracking or
  /// deceleration moved it (the kernel overrides those), otherwise set by the app or the
  /// system, and the list takes it.
  case contentOffsetObserved(Double, byUser: Bool)
  /// Move to the detent `id`, springing there when `animated`.
  case move(to: SheetDetent.ID, animated: Bool)
  /// Replace the detents; the settled one is kept if its id is still listed.
  case setDetents([SheetDetent])
}
