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

  /// One pan callback → one event: the finger's y translation in the container (negative up),
  /// stamped with `CACurrentMediaTime()`; Core measures the release velocity from the same
  /// translations at the same times (as the simulator does).
  func handle(_ pan: UIPanGestureRecognizer, on source: SheetDragSource) {
    let now = CACurrentMediaTime()
    let translation = Double(pan.translation(in: view).y)
    switch pan.state {
    case .began: send(.panBegan(on: source, translation: translation), at: now)
    case .changed: send(.panChanged(translation: translation), at: now)
    case .ended, .cancelled, .failed:
      send(.panEnded(translation: translation, velocity: nil), at: now)
    default: break
    }
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
    send(.layout(reading()), at: CACurrentMediaTime())
  }

  /// The list's offset changed: UIKit's own tracking or deceleration (Core overrides it), the
  /// glue's own write (Core ignores it), or the app or the system (Core takes it).
  func contentOffsetChanged() {
    guard let scrollView = trackedScrollView else { return }
    send(
      .contentOffsetObserved(
        Double(scrollView.contentOffset.y),
        byUser: scrollView.isTracking || scrollView.isDecelerating),
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

  /// The keyboard's end frame, converted from the screen to the container, with the
  /// notification's animation duration and curve: Core makes a height of it and moves the sheet
  /// on the keyboard's own curve, so the two arrive together (the simulator's `keyboard` action
  /// sends the same).
  @objc func keyboardWillChangeFrame(_ note: Notification) {
    guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    else { return }
    let end = value.cgRectValue
    let frame: CGRect
    if let screen = view.window?.windowScene?.screen {
      frame = view.convert(end, from: screen.coordinateSpace)
    } else {
      frame = view.convert(end, from: nil)
    }
    // A keyboard shown by a modal presented over the container (an app's sheet, an alert) is
    // not the sheet's to avoid: the sheet stays where it is under it. A keyboard going away is
    // always taken, so a sheet lifted before the modal came comes back down.
    let shows = !frame.isEmpty && frame.minY < view.bounds.maxY
    if shows, presentedViewController != nil { return }
    let info = note.userInfo
    let duration =
      (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
    let curve =
      (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 7
    send(
      .keyboard(
        frameTop: frame.isEmpty ? nil : Double(frame.minY), duration: duration, curve: curve),
      at: CACurrentMediaTime())
  }
}
#endif
