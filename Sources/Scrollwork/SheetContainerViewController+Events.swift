#if canImport(UIKit)
// The sheet container's inputs: pan gestures on the grabber, the header and the tracked scroll
// view; the display link that samples Core while it moves; the keyboard; the content's size.
// Each callback converts UIKit's values and sends one `SheetScrollEvent` (Guides/UIKit.md,
// "Sheet").
import QuartzCore
import ScrollworkCore
import UIKit

extension SheetContainerViewController {
  // MARK: Gestures

  func installGestures() {
    grabberPan.addTarget(self, action: #selector(grabberPanned(_:)))
    headerPan.addTarget(self, action: #selector(headerPanned(_:)))
    panel.grabber.addGestureRecognizer(grabberPan)
    panel.headerContainer.addGestureRecognizer(headerPan)
  }

  @objc func grabberPanned(_ pan: UIPanGestureRecognizer) { handle(pan, on: .sheet) }
  @objc func headerPanned(_ pan: UIPanGestureRecognizer) { handle(pan, on: .header) }
  @objc func contentPanned(_ pan: UIPanGestureRecognizer) { handle(pan, on: .content) }

  /// One pan callback → one event (`SheetGlue.panEvent`): the finger's translation in the
  /// container, stamped with `CACurrentMediaTime()`; Core measures the release velocity from the
  /// same translations at the same times (as the simulator does).
  func handle(_ pan: UIPanGestureRecognizer, on source: SheetDragSource) {
    let now = CACurrentMediaTime()
    guard
      let event = SheetGlue.panEvent(
        state: GestureState(rawValue: pan.state.rawValue),
        translation: HostPoint(pan.translation(in: view)), on: source)
    else { return }
    send(event, at: now)
  }

  func trackedScrollViewChanged(from old: UIScrollView?) {
    old?.panGestureRecognizer.removeTarget(self, action: #selector(contentPanned(_:)))
    contentObservations.forEach { $0.invalidate() }
    contentObservations = []
    guard let scrollView = trackedScrollView else { return }
    // A second target on the scroll view's own recognizer: UIKit calls its targets in the order
    // they were added, so the scroll view's own handling runs first and the glue's write of
    // Core's offset comes last in each callback.
    scrollView.panGestureRecognizer.addTarget(self, action: #selector(contentPanned(_:)))
    contentObservations = [
      scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.contentSizeChanged() }
      },
      scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.contentOffsetChanged() }
      },
    ]
    contentSizeChanged()
  }

  /// The content's height changed: the next layout reading carries it (Core keeps the list
  /// where it is and resolves detents that depend on the content).
  func contentSizeChanged() {
    sendLayout(at: CACurrentMediaTime())
  }

  /// The list's offset changed: UIKit's own tracking or deceleration (Core overrides it), the
  /// glue's own write (Core ignores it), or the app or the system (Core takes it).
  func contentOffsetChanged() {
    guard let scrollView = trackedScrollView else { return }
    send(
      SheetGlue.contentOffsetObserved(
        HostPoint(scrollView.contentOffset), isTracking: scrollView.isTracking,
        isDecelerating: scrollView.isDecelerating),
      at: CACurrentMediaTime())
  }

  // MARK: Display link

  func startDisplayLink() {
    guard displayLink == nil else { return }
    let link = CADisplayLink(target: self, selector: #selector(displayLinkFired(_:)))
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  func stopDisplayLink() {
    displayLink?.invalidate()
    displayLink = nil
  }

  /// Applies Core's frame for the time the frame will be shown; no event is sent (a frame is
  /// a query), and the link stops once Core is at rest.
  @objc func displayLinkFired(_ link: CADisplayLink) {
    applyFrame(at: link.targetTimestamp)
  }

  // MARK: Keyboard

  func observeKeyboard() {
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  /// The keyboard's end frame (in the screen's coordinates), moved into the container, with
  /// the notification's animation duration and curve (`SheetGlue.keyboardChange`): Core makes a
  /// height of it and moves the sheet on the keyboard's own curve, so the two arrive together
  /// (the simulator's `keyboard` action sends the same).
  @objc func keyboardWillChangeFrame(_ note: Notification) {
    let info = note.userInfo
    guard let value = info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    // The container's bounds in the space the keyboard's frame is given in: the screen's (the
    // window's while the view has no scene).
    let containerInScreen: CGRect
    if let screen = view.window?.windowScene?.screen {
      containerInScreen = view.convert(view.bounds, to: screen.coordinateSpace)
    } else {
      containerInScreen = view.convert(view.bounds, to: nil)
    }
    let change = SheetGlue.keyboardChange(
      endFrameInScreen: DecorationRect(value.cgRectValue),
      containerInScreen: DecorationRect(containerInScreen),
      containerBounds: DecorationRect(view.bounds),
      duration: (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
        .doubleValue,
      curve: (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue)
    // A keyboard shown by a modal presented over the container (an app's sheet, an alert) is
    // not the sheet's to avoid: the sheet stays where it is under it. A keyboard going away is
    // always taken, so a sheet lifted before the modal came comes back down. (The one place this
    // rule lives in the glue.)
    if change.shows, presentedViewController != nil { return }
    send(change.event, at: CACurrentMediaTime())
  }
}
#endif
