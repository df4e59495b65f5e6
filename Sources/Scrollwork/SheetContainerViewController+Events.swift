#if canImport(UIKit)
// The sheet container's inputs and the tracked list: pan gestures on the grabber, the header and
// the tracked scroll view; the list's size, offset, switches and scroll-to-top; the display link
// that samples Core while it moves. Each callback converts UIKit's values and sends one
// `SheetHostEvent` (Guides/UIKit.md, "Sheet"); the keyboard is in +Keyboard.swift.
import QuartzCore
@_spi(Engine) import ScrollworkCore
import UIKit

extension SheetContainerViewController {
  // MARK: Gestures

  func installGestures() {
    grabberPan.addTarget(self, action: #selector(grabberPanned(_:)))
    headerPan.addTarget(self, action: #selector(headerPanned(_:)))
    grabberPan.delegate = panGate
    headerPan.delegate = panGate
    panel.grabber.addGestureRecognizer(grabberPan)
    panel.headerContainer.addGestureRecognizer(headerPan)
  }

  @objc func grabberPanned(_ pan: UIPanGestureRecognizer) { handle(pan, on: .grabber) }
  @objc func headerPanned(_ pan: UIPanGestureRecognizer) { handle(pan, on: .header) }
  @objc func contentPanned(_ pan: UIPanGestureRecognizer) { handle(pan, on: .content) }

  /// One pan callback → one event (`SheetGlue.panEvent`): the finger's translation in the
  /// container, stamped on the container's clock; Core measures the release velocity from the
  /// same translations at the same times (as the simulator does).
  func handle(_ pan: UIPanGestureRecognizer, on source: SheetDragSource) {
    let now = CACurrentMediaTime()
    let state = GestureState(rawValue: pan.state.rawValue)
    guard
      let event = SheetGlue.panEvent(
        state: state, translation: HostPoint(pan.translation(in: view)), on: source)
    else { return }
    if state == .began { panBeganDuringTouch = true }
    send(event, at: now)
  }

  // MARK: The tracked list

  func trackedScrollViewChanged(from old: UIScrollView?) {
    if let old {
      // The old list's recognizer will not call again: a pan it left open ends here, or the
      // finger would stay down in Core and the display link run on.
      if let kernel, let end = SheetGlue.eventEndingContentPan(kernel.finger) {
        send(end, at: CACurrentMediaTime())
      }
      old.panGestureRecognizer.removeTarget(self, action: #selector(contentPanned(_:)))
      if let app = appListSwitches { write(app, to: old) }
      // The list left stops where it is: UIKit's own deceleration, which Core's writes held
      // back, would carry it on once nobody writes it.
      if old.isDecelerating { old.setContentOffset(old.contentOffset, animated: false) }
    }
    appListSwitches = nil
    listSeen = TrackedListObservations()  // the old list's reports are not the new one's
    contentObservations.forEach { $0.invalidate() }
    contentObservations = []
    guard let scrollView = trackedScrollView else { return }
    appListSwitches = TrackedListSwitches(
      alwaysBounceVertical: scrollView.alwaysBounceVertical,
      showsVerticalScrollIndicator: scrollView.showsVerticalScrollIndicator)
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
    writeListSwitches(indicatorAlpha: 0, to: scrollView)
    if old != nil, kernel != nil {
      // Another list of the sheet's (a page or tab switched): the chain drives it from where it
      // is, and nothing shown moves.
      send(
        SheetGlue.listSwitchedEvent(
          contentOffset: Double(scrollView.contentOffset.y),
          contentHeight: Double(scrollView.contentSize.height), shift: listShift(of: scrollView)),
        at: CACurrentMediaTime())
    } else {
      contentSizeChanged()
      tellListObservations(at: CACurrentMediaTime())
    }
    updateScrollsToTop()
  }

  /// The content's height changed: gathered with the offset UIKit may move in the same pass
  /// (``tellListObservations(at:)``); Core keeps the list where it is, or moves it with its
  /// rows, and resolves detents that depend on the content.
  func contentSizeChanged() {
    guard let scrollView = trackedScrollView else { return }
    listSeen.saw(
      height: SheetGlue.contentHeight(
        Double(scrollView.contentSize.height), shift: listShift(of: scrollView)))
    queueListTell()
  }

  /// The list's offset changed: UIKit's own tracking or deceleration (Core overrides it), the
  /// glue's own write (no event), UIKit's correction for rows resized above the visible ones
  /// (with a content-size change: Core moves the list with its rows), or the app or the system
  /// (Core takes it). Gathered until the pass ends (``tellListObservations(at:)``).
  func contentOffsetChanged() {
    guard let scrollView = trackedScrollView,
      case .contentOffsetObserved(let offset, let byUser) = SheetGlue.contentOffsetObserved(
        HostPoint(scrollView.contentOffset), isTracking: scrollView.isTracking,
        isDecelerating: scrollView.isDecelerating, shift: listShift(of: scrollView),
        duringOwnWrite: clock.isApplying)
    else { return }
    listSeen.saw(offset: offset, byUser: byUser)
    queueListTell()
  }

  /// Tells Core what the list reported at the end of the pass that reported it: a block on the
  /// main run loop runs after the layout pass and before the next touch or display-link
  /// callback, each of which also tells it first (`send(_:at:)`, `displayLinkFired(_:)`).
  /// UIKit reports a self-sizing correction as a content size and an offset, in either order,
  /// within one pass: told together, they are one `contentResized` event.
  func queueListTell() {
    guard !listTellQueued else { return }
    listTellQueued = true
    RunLoop.main.perform(inModes: [.common]) { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.listTellQueued = false
        self.tellListObservations(at: CACurrentMediaTime())
      }
    }
  }

  /// Sends what the list reported since Core was last told (``TrackedListObservations``).
  func tellListObservations(at now: Double) {
    guard !listSeen.isEmpty, let kernel else { return }
    let change = listSeen.take(
      toldHeight: kernel.reading.contentHeight, appliedOffset: kernel.appliedContentOffset,
      pixel: kernel.reading.pixelGrid.pixel)
    switch change {
    case .none: break
    case .layout: sendLayout(at: now)
    case .offset(let offset, let byUser):
      send(.contentOffsetObserved(offset, byUser: byUser), at: now)
    case .layoutAndOffset(let offset, let byUser):
      sendLayout(at: now)
      send(.contentOffsetObserved(offset, byUser: byUser), at: now)
    case .resized(let height, let shift):
      send(.contentResized(height: height, shift: shift), at: now)
    }
  }

  /// How the list's own insets move its offsets into Core's coordinates.
  func listShift(of scrollView: UIScrollView) -> ListInsetShift {
    SheetGlue.listInsetShift(
      adjustedContentInset: HostInsets(scrollView.adjustedContentInset),
      safeAreaBottom: kernel?.reading.safeArea.bottom ?? Double(view.safeAreaInsets.bottom))
  }

  /// Writes the list's part of `frame`: its offset, moved into UIKit's coordinates, whenever it
  /// differs, and its switches.
  func writeList(_ frame: SheetKernelFrame, to scrollView: UIScrollView) {
    if let offset = SheetGlue.listOffsetToWrite(
      SheetGlue.uikitOffset(frame.contentOffset, shift: listShift(of: scrollView)),
      current: HostPoint(scrollView.contentOffset), isDecelerating: scrollView.isDecelerating)
    {
      scrollView.setContentOffset(CGPoint(offset), animated: false)
    }
    writeListSwitches(indicatorAlpha: frame.contentIndicatorAlpha, to: scrollView)
  }

  /// Sets the tracked list's switches for Core's indicator opacity (`SheetGlue.trackedListSwitches`).
  func writeListSwitches(indicatorAlpha: Double, to scrollView: UIScrollView) {
    guard let app = appListSwitches else { return }
    write(SheetGlue.trackedListSwitches(app: app, indicatorAlpha: indicatorAlpha), to: scrollView)
  }

  /// Sets `switches` on `scrollView`, each only when it differs.
  private func write(_ switches: TrackedListSwitches, to scrollView: UIScrollView) {
    if scrollView.alwaysBounceVertical != switches.alwaysBounceVertical {
      scrollView.alwaysBounceVertical = switches.alwaysBounceVertical
    }
    if scrollView.showsVerticalScrollIndicator != switches.showsVerticalScrollIndicator {
      scrollView.showsVerticalScrollIndicator = switches.showsVerticalScrollIndicator
    }
  }

  /// Turns the status bar's scroll to top off on every scroll view in the container but the
  /// tracked list (`SheetGlue.scrollsToTop`): with two on, none scrolls. Run at each layout
  /// pass of the container, when the tracked list changes and when the sheet settles; a scroll
  /// view added in between (a row's carousel) keeps its own until then.
  func updateScrollsToTop() {
    guard isViewLoaded else { return }
    var stack: [UIView] = [view]
    while let next = stack.popLast() {
      if let scrollView = next as? UIScrollView,
        let value = SheetGlue.scrollsToTop(
          isTrackedList: scrollView === trackedScrollView, current: scrollView.scrollsToTop)
      {
        scrollView.scrollsToTop = value
      }
      stack.append(contentsOf: next.subviews)
    }
  }

  // MARK: Display link

  /// Starts the display link: the window's screen's (`UIScreen.displayLink(withTarget:selector:)`,
  /// which follows the screen the view is on, where `CADisplayLink(target:selector:)` follows the
  /// main screen), asking for ProMotion's rates (`SheetGlue.frameRateRange`). Its target is a
  /// weak proxy: a run loop retains a link and a link its target, so the container is not kept
  /// alive by a link left running.
  func startDisplayLink() {
    guard displayLink == nil else { return }
    let target = SheetDisplayLinkTarget(container: self)
    let selector = #selector(SheetDisplayLinkTarget.fire(_:))
    let link =
      view.window?.windowScene?.screen.displayLink(withTarget: target, selector: selector)
      ?? CADisplayLink(target: target, selector: selector)
    let range = SheetGlue.frameRateRange
    link.preferredFrameRateRange = CAFrameRateRange(
      minimum: range.minimum, maximum: range.maximum, preferred: range.preferred)
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  func stopDisplayLink() {
    displayLink?.invalidate()
    displayLink = nil
  }

  /// Applies Core's frame for the time the frame will be shown; no event is sent (a frame is
  /// a query), and the link stops once Core is at rest.
  func displayLinkFired(_ link: CADisplayLink) {
    tellListObservations(at: CACurrentMediaTime())
    applyFrame(at: link.targetTimestamp)
  }
}

/// The display link's target: it holds the container weakly and invalidates the link once the
/// container is gone.
@MainActor
final class SheetDisplayLinkTarget: NSObject {
  private weak var container: SheetContainerViewController?

  init(container: SheetContainerViewController) {
    self.container = container
  }

  @objc func fire(_ link: CADisplayLink) {
    guard let container else {
      link.invalidate()
      return
    }
    container.displayLinkFired(link)
  }
}
#endif
