/// What a host tells a `SheetScrollMachine`: gestures with their source, and the sheet's
/// own events. Translations and velocities are the finger's along y (negative = up).
@_spi(Engine) public enum SheetScrollEvent: Sendable {
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
  /// Content before the visible part changed size (self-sizing rows resolving their estimated
  /// heights above the visible ones): the content is `height` points long and everything shown
  /// moved `shift` points down it. The content's offset and its motion move with it — nothing
  /// shown moves, and a drag or a fling goes on, handing its momentum along the chain as it
  /// would have.
  case resizeContent(height: Double, shift: Double)
  /// The app or the system put the content at `offset` points (scroll-to-top, `scrollToRow`,
  /// accessibility scrolling): the content stops there, within its range.
  case setContentOffset(Double)
  /// The chain drives another list from now on (the sheet's page or tab changed): one
  /// `height` points long, at `offset` (clamped into its range), at rest. The list left stops
  /// where it is (its host keeps its offset); the sheet and header go on as they were; a drag
  /// on the content goes on in the new list, and momentum on its way to the content reaches the
  /// new list. Nothing shown moves.
  case switchContent(offset: Double, height: Double)
}
