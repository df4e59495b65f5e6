// A touch on the sheet as one of Core's `SheetHostEvent`s, and what the container's touch
// tracker (SheetTouchTracker.swift) does with a touch that caught a moving sheet or list. Builds everywhere; tested on Linux (Guides/UIKit.md, "Device notes: a touch
// stops the motion").
import ScrollworkCore

/// What the container's touch tracker reports about a finger on the panel.
enum SheetTouchPhase: Equatable {
  /// The finger touched down (the recognizer's delegate is asked to receive the touch), before
  /// any pan could begin, at a point in the container's coordinates (points).
  case down(at: HostPoint)
  /// The finger lifted (the recognizer ended).
  case up
  /// The system took the touch away (the recognizer was cancelled: an incoming call, a system
  /// gesture).
  case cancelled
}

extension SheetGlue {
  /// The event for a touch on the panel in `phase`, or `nil` when none is due.
  ///
  /// A touch-down is sent at once, before a pan's ~10-point hysteresis passes, so a finger that
  /// lands on a moving sheet or list stops it where it is (Core decides whether it does). The
  /// tracker reports the end of a touch that caught motion (one that caught nothing holds no
  /// finger in Core), and it is sent only for a touch that began no pan (`panBegan`: a pan recognizer of the
  /// grabber, the header or the list began during it), since a pan's own end is its
  /// `.panEnded`. A cancelled touch ends the same way as a lifted one.
  ///
  ///     SheetGlue.touchEvent(.down(at: HostPoint(x: 195, y: 600)), panBegan: false)
  ///     // .touchDown(at: HostPoint(x: 195, y: 600))
  ///     SheetGlue.touchEvent(.up, panBegan: true)  // nil: the pan's end was sent
  static func touchEvent(_ phase: SheetTouchPhase, panBegan: Bool) -> SheetHostEvent? {
    switch phase {
    case .down(let location): .touchDown(at: location)
    case .up, .cancelled: panBegan ? nil : .touchUp
    }
  }

  /// Whether the touch tracker's recognizer recognizes (begins) at a touch-down
  /// (`gestureRecognizerShouldBegin(_:)`): only when the touch caught a moving sheet or list (Core's `SheetKernel.touchCaughtMotion` right after the
  /// `.touchDown`). Recognizing is what keeps a tap on a coasting list from selecting a row:
  /// with `cancelsTouchesInView` on, UIKit sends the touched views `touchesCancelled`, and the
  /// recognized gesture prevents the taps (``touchPrevents(otherIsPan:claimed:)``). A touch on a
  /// sheet at rest is left alone, so rows select as usual.
  static func touchClaims(caughtMotion: Bool) -> Bool {
    caughtMotion
  }

  /// Whether the touch tracker's recognizer, once it has recognized, keeps another recognizer
  /// from recognizing with it (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` is its
  /// negation): every one but a pan (`otherIsPan`: the list's own, the
  /// grabber's, the header's — a drag that begins from a caught sheet carries on), and only for
  /// a touch it claimed (``touchClaims(caughtMotion:)``): a tap on a moving list stops it and
  /// does no more, as a tap on a decelerating `UIScrollView` does. (An unclaimed touch never
  /// recognizes, and so prevents nothing.)
  static func touchPrevents(otherIsPan: Bool, claimed: Bool) -> Bool {
    claimed && !otherIsPan
  }
}
