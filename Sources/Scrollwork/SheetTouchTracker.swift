#if canImport(UIKit)
// Touches on the sheet's panel, reported to Core at touch-down — before any pan's hysteresis
// passes — so a finger that lands on a moving sheet or list stops it; and a touch that caught
// motion is claimed, which cancels the tap it would deliver (a row's selection), as a touch on a
// decelerating `UIScrollView` does. FloatingPanel does the same with its pan recognizer, whose
// `touchesBegan(_:with:)` moves itself to `.began` while its panel animates (Guides/UIKit.md,
// "Device notes: a touch stops the motion").
import QuartzCore
import ScrollworkCore
import UIKit

/// A `UILongPressGestureRecognizer` with no minimum duration on the panel, and its delegate:
/// every touch reaches the container when it begins (`gestureRecognizer(_:shouldReceive:)`);
/// the recognizer begins — and, with `cancelsTouchesInView`, cancels the touched views' touches
/// — only for a touch that caught motion, and then lets only pans recognize with it.
///
/// Not a recognizer subclass: a Swift subclass of `UIGestureRecognizer` inherits
/// `init(target:action:)`, whose Objective-C entry takes an `Any?` — which the Linux toolchain
/// the stub SDK check runs on cannot bridge.
@MainActor
/// The grabber's and the header's pans begin only as Core says: for a pan more vertical than
/// horizontal (`SheetKernel.takesPan(velocity:)`), so a page swipe or the header's chips keep
/// theirs.
final class SheetPanGate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
    return SheetKernel.takesPan(velocity: HostPoint(pan.velocity(in: pan.view)))
  }
}

final class SheetTouchTracker: NSObject, UIGestureRecognizerDelegate {
  /// The recognizer on the panel.
  let recognizer = UILongPressGestureRecognizer()
  /// Called when a touch begins on the panel, with that touch; returns whether it caught a
  /// moving sheet or list (Core's `touchCaughtMotion`).
  var onTouchDown: ((UITouch) -> Bool)?
  /// Called when a claimed touch lifts or is cancelled.
  var onTouchEnd: ((SheetTouchPhase) -> Void)?
  /// Whether the last touch caught motion and the recognizer claims it.
  private var claimed = false

  override init() {
    super.init()
    recognizer.minimumPressDuration = 0
    recognizer.cancelsTouchesInView = true
    recognizer.delaysTouchesBegan = false
    recognizer.delaysTouchesEnded = false
    recognizer.delegate = self
    recognizer.addTarget(self, action: #selector(pressed(_:)))
  }

  /// A touch begins on the panel: reported at once; the recognizer will begin only if it
  /// caught motion. A second finger while a claimed touch is down is not reported again (Core
  /// ignores it, and the claim stands).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    guard gestureRecognizer.state == .possible else { return true }
    claimed = SheetGlue.touchClaims(caughtMotion: onTouchDown?(touch) ?? false)
    return true
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    claimed
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    !SheetGlue.touchPrevents(
      otherIsPan: otherGestureRecognizer is UIPanGestureRecognizer, claimed: claimed)
  }

  /// The claimed touch's recognizer callbacks: its end goes to the container.
  @objc func pressed(_ press: UILongPressGestureRecognizer) {
    switch press.state {
    case .ended:
      claimed = false
      onTouchEnd?(.up)
    case .cancelled, .failed:
      claimed = false
      onTouchEnd?(.cancelled)
    default: break
    }
  }
}

extension SheetContainerViewController {
  /// Puts the touch tracker's recognizer on the panel: every touch on the sheet reaches Core at
  /// touch-down, and one that caught motion cancels the tap it would deliver.
  func installTouchTracking() {
    touchTracker.onTouchDown = { [weak self] touch in
      guard let self else { return false }
      return self.touchDown(at: HostPoint(touch.location(in: self.view)))
    }
    touchTracker.onTouchEnd = { [weak self] phase in self?.touchEnded(phase) }
    panel.addGestureRecognizer(touchTracker.recognizer)
  }

  /// A finger touched down on the panel at `point` (container coordinates): Core stops what
  /// moves under it; returns whether it did.
  private func touchDown(at point: HostPoint) -> Bool {
    panBeganDuringTouch = false
    guard let event = SheetGlue.touchEvent(.down(at: point), panBegan: false) else { return false }
    send(event, at: CACurrentMediaTime())
    return kernel?.touchCaughtMotion ?? false
  }

  /// A claimed touch lifted or was cancelled: if it began no pan, it ends in Core.
  private func touchEnded(_ phase: SheetTouchPhase) {
    let panBegan = panBeganDuringTouch
    panBeganDuringTouch = false
    guard let event = SheetGlue.touchEvent(phase, panBegan: panBegan) else { return }
    send(event, at: CACurrentMediaTime())
  }
}
#endif
