/// What a finger does to a `SheetMachine` (ARCHITECTURE.md §6). Translations and velocities are
/// the finger's along y, as `UIPanGestureRecognizer` reports them (negative = up).
enum SheetGesture: Sendable {
  /// A drag begins: the sheet is caught where it is, mid-animation included.
  case began
  /// The finger has moved `translation` points since the drag began.
  case changed(translation: Double)
  /// The finger lifts after moving `translation` points, at `velocity` points per second.
  case ended(translation: Double, velocity: Double)
}

/// What changes around a `SheetMachine`: its container, the keyboard, its detents, or a
/// programmatic move. None of them is a finger.
@_spi(Engine) public enum SheetChange: Sendable {
  /// The container's size or safe area changed (rotation, split view): the settled detent is
  /// kept, and the sheet is laid out there at once. A change of the content's height alone
  /// springs a resting sheet to where its detent now is (a `fitted` one), as a detent change
  /// does.
  case resize(SheetContext)
  /// The keyboard moves to `height` points over the container's bottom (0 when it hides) over
  /// `duration` seconds along `curve`, as its will-change-frame notification reports: the sheet
  /// follows on the same curve, so the two move together.
  case keyboard(height: Double, duration: Double, curve: TimingCurve)
  /// The detent list changed: the settled detent is kept if it is still listed, otherwise the
  /// nearest one is chosen.
  case setDetents([SheetDetent])
  /// Move to the detent with this id, animated or at once: from hidden, this presents the
  /// sheet (it rises from below the container's bottom).
  case move(to: SheetDetent.ID, animated: Bool)
  /// Put the sheet away, below the container's bottom, springing there when `animated`.
  case dismiss(animated: Bool)
}

extension SheetSample {
  /// What a sheet is doing.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// At rest at its settled detent.
    case idle
    /// Following a finger.
    case dragging
    /// Springing to its target detent.
    case animating
    /// Coasting with momentum handed along the nested-scroll chain.
    case decelerating
  }
}

/// The state of a sheet at one instant.
public struct SheetSample: Sendable, Hashable {
  /// The sheet's top edge in container coordinates, on the pixel grid.
  public var y: Double
  /// The top edge's velocity in points per second (positive = moving down).
  public var velocity: Double
  /// What the sheet is doing.
  public var phase: SheetSample.Phase
  /// The detent it last came to rest at.
  public var settledDetent: SheetDetent.ID
  /// The detent nearest to its position now.
  public var nearestDetent: SheetDetent.ID
  /// The detent it is going to; `nil` when idle or dragging.
  public var targetDetent: SheetDetent.ID?
  /// Where it is among the detents as a fractional index: 0 at the lowest, 1 at the next, 1.5
  /// halfway between them; below 0 or above the top index when rubber-banding.
  public var progress: Double
  /// The dimming behind the sheet, 0–1.
  public var dimming: Double
  /// Whether it shows, is on its way to hidden, or rests hidden.
  public var presence: SheetPresence
}
