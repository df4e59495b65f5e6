/// What a host tells a ``SheetScrollMachine``: gestures with their source, and the sheet's
/// own events. Translations and velocities are the finger's along y (negative = up).
public enum SheetScrollEvent: Sendable {
  /// A drag begins on the sheet's chrome, its header or its content; any motion is caught
  /// where it is.
  case dragBegan(on: SheetDragSource)
  /// The finger has moved `translation` points since the drag began.
  case dragChanged(translation: Double)
  /// The finger lifts after `translation` points, at `velocity` points per second.
  case dragEnded(translation: Double, velocity: Double)
  /// A change around the sheet: resize, keyboard, detents, a programmatic move.
  case sheet(SheetChange)
  /// The content's height changed, in points; the content does not move.
  case setContentHeight(Double)
  /// The app or the system put the content at `offset` points (scroll-to-top, `scrollToRow`,
  /// accessibility scrolling): the content stops there, within its range.
  case setContentOffset(Double)
}
