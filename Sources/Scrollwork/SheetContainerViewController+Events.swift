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
  /// stamped with `CACurrentMediaTime()`; the release velocity is Core's tracker's, fed the
  /// same translations at the same times (as the simulator does).
  func handle(_ pan: UIPanGestureRecognizer, on source: SheetDragSource) {
    let now = CACurrentMediaTime()
    let translation = Double(pan.translation(in: view).y)
    switch pan.state {
    case .began:
      send(finger.began(on: source, at: now), at: now)
      // UIKit reports the movement that began the pan; the sheet follows it at once.
      if translation != 0, let event = finger.moved(to: translation, at: now) {
        send(event, at: now)
      }
    case .changed:
      if let event = finger.moved(to: translation, at: now) { send(event, at: now) }
    case .ended, .cancelled, .failed:
      if let event = finger.ended(at: now) { send(event, at: now) }
    default:
      break
    }
  }

  func trackedScrollViewChanged(from old: UIScrollView?) {
    old?.panGestureRecognizer.removeTarget(self, action: #selector(contentPanned(_:)))
    contentSizeObservation?.invalidate()
    contentSizeObservation = nil
    guard let scrollView = trackedScrollView else { return }
    // A second target on the scroll view's own recognizer: UIKit calls its targets in the order
    // they were added, so the scroll view's own handling runs first and the glue's write of
    // Core's offset (when Core holds the content) comes last in each callback.
    scrollView.panGestureRecognizer.addTarget(self, action: #selector(contentPanned(_:)))
    contentSizeObservation = scrollView.observe(\.contentSize, options: [.new]) {
      [weak self] _, _ in
      MainActor.assumeIsolated { self?.contentSizeChanged() }
    }
    contentSizeChanged()
  }

  /// The content's height changed: Core keeps the content where it is and resolves detents
  /// that depend on the content (as the simulator's `setContent`).
  func contentSizeChanged() {
    let now = CACurrentMediaTime()
    guard let system, system.content.geometry.content != contentHeight else { return }
    send(.setContentHeight(contentHeight), at: now)
    let context = sheetContext()
    send(.sheet(.resize(context)), at: now)
    lastContext = context
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

  /// Samples Core at the time the frame will be shown; no event is sent (sampling is a pure
  /// query), and the link stops once Core is at rest.
  @objc func displayLinkFired(_ link: CADisplayLink) {
    guard let system else { return stopDisplayLink() }
    let time = link.targetTimestamp
    apply(system.sample(at: time), at: time)
    if system.isAtRest(at: time) { stopDisplayLink() }
  }

  // MARK: Keyboard

  func observeKeyboard() {
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  /// The keyboard's end frame (screen coordinates) → its height over the container's bottom,
  /// with the notification's animation duration and curve →
  /// `.keyboardChange(height:duration:curve:)`: Core moves the sheet on the keyboard's own
  /// curve, so the two arrive together (the simulator's `keyboard` action sends the same).
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
    let height = frame.isEmpty ? 0 : min(max(0, view.bounds.maxY - frame.minY), view.bounds.height)
    let info = note.userInfo
    let duration =
      (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
    let curve =
      (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 7
    send(
      .sheet(
        .keyboardChange(
          height: Double(height), duration: duration,
          curve: TimingCurve.animationCurve(rawValue: curve))),
      at: CACurrentMediaTime())
  }
}
#endif
