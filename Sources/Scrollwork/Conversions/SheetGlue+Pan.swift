// A pan recognizer's callback as one of Core's `SheetHostEvent`s: which state begins, moves and
// ends a pan, and which component of `translation(in:)` is the finger's. Builds everywhere;
// tested on Linux.
import ScrollworkCore

/// A gesture recognizer's state, with `UIGestureRecognizer.State`'s raw values
/// (UIGestureRecognizer.h; `.recognized` is `.ended`).
enum GestureState: Int {
  /// Not recognized yet (0).
  case possible = 0
  /// The pan began (1).
  case began
  /// The finger moved (2).
  case changed
  /// The finger lifted (3; also `.recognized`).
  case ended
  /// The system cancelled the pan, an incoming call for one (4).
  case cancelled
  /// The recognizer failed (5).
  case failed
}

extension SheetGlue {
  /// The event for one callback of a pan recognizer on `source` in `state`, whose
  /// `translation(in:)` the container's view is `translation` (points; y grows downward, so a
  /// finger moving up gives a negative `y`).
  ///
  /// Only `y` counts: the sheet moves vertically. A pan that ends, is cancelled or fails ends
  /// with no velocity of its own: Core measures it from the translations at their times, as the
  /// simulator does. `nil` for a state that is no callback of a pan (`.possible`, or a raw value
  /// UIKit does not define).
  ///
  ///     SheetGlue.panEvent(state: .changed, translation: HostPoint(x: 3, y: -40), on: .grabber)
  ///     // .panChanged(translation: -40)
  static func panEvent(
    state: GestureState?, translation: HostPoint, on source: SheetDragSource
  ) -> SheetHostEvent? {
    switch state {
    case .began: .panBegan(on: source, translation: translation.y)
    case .changed: .panChanged(translation: translation.y)
    case .ended, .cancelled, .failed: .panEnded(translation: translation.y, velocity: nil)
    case .possible, nil: nil
    }
  }
}
