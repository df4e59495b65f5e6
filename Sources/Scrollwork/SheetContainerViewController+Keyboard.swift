#if canImport(UIKit)
// The keyboard, for the sheet container: `keyboardWillChangeFrameNotification` for every
// animated change, and the view's keyboard layout guide where no notification says where the
// keyboard is — a keyboard already up when the kernel is made, one that moved while the view had
// no window, interactive dismissal (Guides/UIKit.md, "Device notes: keyboards").
import QuartzCore
import ScrollworkCore
import UIKit

extension SheetContainerViewController {
  func observeKeyboard() {
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  /// Pins a hidden, zero-size view to the keyboard layout guide's top (iOS 15; it follows a
  /// docked keyboard only, `followsUndockedKeyboard` off): when the guide moves — the keyboard
  /// follows a finger dismissing it interactively — the container is laid out again and reads
  /// the guide (`viewDidLayoutSubviews`).
  func installKeyboardTracker() {
    keyboardTracker.isHidden = true
    keyboardTracker.isUserInteractionEnabled = false
    keyboardTracker.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(keyboardTracker)
    NSLayoutConstraint.activate([
      keyboardTracker.topAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      keyboardTracker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      keyboardTracker.widthAnchor.constraint(equalToConstant: 0),
      keyboardTracker.heightAnchor.constraint(equalToConstant: 0),
    ])
  }

  /// The keyboard's end frame (in the screen's coordinates), moved into the container, with
  /// the notification's animation duration and curve (`SheetGlue.keyboardChange`): Core makes a
  /// height of it and moves the sheet on the keyboard's own curve, so the two arrive together
  /// (the simulator's `keyboard` action sends the same). Only a docked keyboard counts as shown.
  @objc func keyboardWillChangeFrame(_ note: Notification) {
    let info = note.userInfo
    guard let value = info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    let window = view.window
    // The container's bounds and the screen's in the space the keyboard's frame is given in:
    // the screen's (the window's while the view has no scene).
    let containerInScreen: CGRect
    let screenBounds: CGRect
    if let screen = window?.windowScene?.screen {
      containerInScreen = view.convert(view.bounds, to: screen.coordinateSpace)
      screenBounds = screen.bounds
    } else {
      containerInScreen = view.convert(view.bounds, to: nil)
      screenBounds = window?.bounds ?? view.bounds
    }
    let change = SheetGlue.keyboardChange(
      endFrameInScreen: DecorationRect(value.cgRectValue),
      screenBounds: DecorationRect(screenBounds),
      containerInScreen: DecorationRect(containerInScreen),
      containerBounds: DecorationRect(view.bounds),
      duration: (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
        .doubleValue,
      curve: (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue)
    guard SheetGlue.takesKeyboard(hasWindow: window != nil) else { return }
    syncCovered()
    keyboardSentTop = change.shows ? change.frameTop : nil
    send(change.event, at: CACurrentMediaTime())
  }

  /// Tells Core whether a modal covers the sheet, when that changed (`SheetGlue.coveredEvent`):
  /// a keyboard that shows under a modal is the modal's, and Core's policy decides what it does.
  func syncCovered() {
    let isCovered = presentedViewController != nil
    guard let event = SheetGlue.coveredEvent(isCovered: isCovered, sent: coveredSent) else {
      return
    }
    coveredSent = isCovered
    send(event, at: CACurrentMediaTime())
  }

  /// Tells Core where the keyboard layout guide says the keyboard is, when that differs from
  /// what it was last told (`SheetGlue.keyboardEvent`): at once, with no animation.
  func syncKeyboardWithGuide() {
    guard kernel != nil, view.window != nil else { return }
    let top = SheetGlue.keyboardTop(
      guideFrame: DecorationRect(view.keyboardLayoutGuide.layoutFrame),
      containerBounds: DecorationRect(view.bounds),
      safeAreaBottom: Double(view.safeAreaInsets.bottom))
    guard let event = SheetGlue.keyboardEvent(guideTop: top, sentTop: keyboardSentTop) else {
      return
    }
    syncCovered()
    keyboardSentTop = top
    send(event, at: CACurrentMediaTime())
  }
}
#endif
