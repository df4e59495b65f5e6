#if canImport(UIKit)
// A container that shows a content view controller as a sheet over its own main content,
// hosting Core's `SheetKernel` (ARCHITECTURE.md §8). Thin on purpose: it reads UIKit values, converts
// them to `SheetHostEvent`s stamped on one clock (the display link's, `SheetFrameClock`), and
// applies the `SheetKernelFrame` Core returns. Gestures, the tracked list and the display link
// are in SheetContainerViewController+Events.swift, the keyboard in +Keyboard.swift, VoiceOver
// and the status after each frame in +Accessibility.swift; Guides/UIKit.md ("Sheet", "Device
// notes") maps every call to the simulator's `SheetHost`.
import QuartzCore
import ScrollworkCore
import UIKit

/// Shows `content` as a draggable sheet with detents over ``mainView``.
///
///     let sheet = SheetContainerViewController(
///       content: listController, detents: detents,
///       header: SheetHeader(height: 120, collapsible: 64), initial: "default")
///     sheet.panel.headerView = searchAndFilters
///     sheet.trackedScrollView = listController.tableView   // one gesture: sheet, header, list
///     sheet.mainView.addSubview(mapView)
@MainActor
open class SheetContainerViewController: UIViewController {
  /// The view controller shown in the sheet, below its header. Its view fills the panel's
  /// content area and follows its size.
  public let content: UIViewController
  /// The detents the sheet starts with (``setDetents(_:)`` changes them).
  public let initialDetents: [SheetDetent]
  /// The sheet's configuration; Core takes its pixel grid from the screen's scale and its
  /// spring from Reduce Motion (read when the sheet is first laid out).
  public let configuration: SheetConfiguration
  /// The header's height and collapsible part.
  public let header: SheetHeader
  /// The grabber strip's height at the header's top, in points.
  public let grabberHeight: Double
  /// The detent the sheet starts at (the lowest when `nil`).
  public let initialDetent: SheetDetent.ID?
  /// The list's scroll behaviour inside the sheet: its deceleration rate (momentum along the
  /// sheet, header and list coasts at it) and bounce at its end.
  public let contentConfiguration: ScrollConfiguration
  /// Whether the sheet shows when it is first laid out (`false`: hidden until
  /// ``presentSheet(at:animated:completion:)``).
  public let initiallyPresented: Bool

  /// What a finger may do below the lowest detent: nothing (`.none`, the configuration's
  /// default), put the sheet away (`.interactive`), or count an attempt the app hears of
  /// through ``onDismissAttempt`` (`.vetoed`, UIKit's `isModalInPresentation`). Set it at any
  /// time; a drag under way goes on from where the sheet is.
  public var dismissal: SheetConfiguration.Dismissal {
    didSet {
      // (Before the first layout the kernel is made with it.)
      guard dismissal != oldValue, kernel != nil else { return }
      send(.dismissal(dismissal), at: CACurrentMediaTime())
    }
  }
  /// Called once each time the sheet comes to rest out of sight, dismissed by a finger,
  /// VoiceOver's escape or ``dismissSheet(animated:completion:)``: remove it, or keep it to
  /// present again.
  public var onDismiss: (() -> Void)?
  /// Called for each release (or escape gesture) that would have dismissed the sheet while its
  /// ``dismissal`` is `.vetoed`: ask the user, then dismiss it yourself if they agree
  /// (UIKit's `presentationControllerDidAttemptToDismiss(_:)`).
  public var onDismissAttempt: (() -> Void)?

  /// Your main content, under the sheet.
  public let mainView = UIView(frame: .zero)
  /// Black; its alpha is Core's dimming.
  public let dimmingView = UIView(frame: .zero)
  /// The sheet's panel: grabber, header slot and content.
  public let panel = SheetPanelView(frame: .zero)

  /// The content's scroll view that hands over with the sheet in one gesture. The glue adds
  /// itself as a target of its `panGestureRecognizer` (your delegate stays yours), observes its
  /// `contentSize` and `contentOffset`, and writes the offset Core gives it. While tracked it
  /// always bounces vertically (a short list's pan begins), shows its vertical indicator only
  /// while Core scrolls it, and is the one scroll view in the container that scrolls to the top
  /// on a tap on the status bar; replacing it gives the old one back its switches.
  ///
  /// A sheet with pages or tabs, each a list of its own, sets the shown page's list here when
  /// the page changes: the one gesture drives it from where it is, the list left stops and
  /// keeps its offset, and nothing shown moves — momentum on its way to the list reaches the new
  /// one (`SheetHostEvent.contentSwitched`). A drag on the old list ends where it is. The
  /// grabber's and header's pans never take a horizontal swipe (`SheetKernel.takesPan`).
  public var trackedScrollView: UIScrollView? {
    didSet { trackedScrollViewChanged(from: oldValue) }
  }

  /// Core's kernel, created at the first layout (when the container's size is known).
  public internal(set) var kernel: SheetKernel?
  /// Called with each frame once it is applied, and its status: the SwiftUI sheet publishes
  /// its status and selection from it.
  var frameApplied: ((SheetKernelFrame, SheetStatus) -> Void)?
  /// The one clock events and frames are stamped on, and the guard against re-entrant applies.
  var clock = SheetFrameClock()
  var displayLink: CADisplayLink?
  var contentObservations: [NSKeyValueObservation] = []
  /// What key-value observation reported of the tracked list since Core was last told.
  var listSeen = TrackedListObservations()
  /// Whether a run-loop block to tell Core of `listSeen` is queued.
  var listTellQueued = false
  /// The tracked list's switches as the app had them, given back when it stops being tracked.
  var appListSwitches: TrackedListSwitches?
  /// The status of the last frame applied.
  var lastStatus: SheetStatus?
  /// The last frame applied.
  var lastFrame: SheetKernelFrame?
  /// The app's moves, detents, presentations and dismissals made before the first layout
  /// (before the kernel exists), sent in order once it does.
  var pendingProgrammatic: [SheetHostEvent] = []
  /// The completions of `presentSheet` and `dismissSheet` waiting for the sheet to get there.
  var transitionCompletions = SheetTransitionCompletions<() -> Void>()
  /// The keyboard's top (container coordinates, points) last sent to Core; `nil`: none up.
  var keyboardSentTop: Double?
  /// Whether Core was last told a modal covers the sheet (`SheetHostEvent.covered`).
  var coveredSent = false
  /// Whether the view was in a window at the last layout pass.
  var wasInWindow = false
  /// Whether a pan of the grabber, the header or the list began during the current touch.
  var panBeganDuringTouch = false
  let grabberPan = UIPanGestureRecognizer()
  let headerPan = UIPanGestureRecognizer()
  /// The pans' delegate: they begin only for a vertical pan.
  let panGate = SheetPanGate()
  /// A zero-size view pinned to the keyboard layout guide's top: when the guide moves, the
  /// container is laid out again and reads it (`viewDidLayoutSubviews`).
  let keyboardTracker = UIView(frame: .zero)
  /// Reports touches on the panel at touch-down, and cancels a tap that caught motion.
  let touchTracker = SheetTouchTracker()

  /// Creates a container; `initial` names one of `detents` (the lowest when `nil`),
  /// `grabberHeight` is the grabber strip's height at the header's top (points),
  /// `contentConfiguration` the list's deceleration and bounce, and `presented: false` starts
  /// the sheet hidden below the container's bottom.
  public init(
    content: UIViewController, detents: [SheetDetent],
    configuration: SheetConfiguration = SheetConfiguration(), header: SheetHeader,
    initial: SheetDetent.ID? = nil, grabberHeight: Double = 20,
    contentConfiguration: ScrollConfiguration = ScrollConfiguration(), presented: Bool = true
  ) {
    self.content = content
    initialDetents = detents
    self.configuration = configuration
    self.header = header
    self.grabberHeight = grabberHeight
    initialDetent = initial
    self.contentConfiguration = contentConfiguration
    initiallyPresented = presented
    dismissal = configuration.dismissal
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    fatalError("SheetContainerViewController is created in code")
  }

  override open func viewDidLoad() {
    super.viewDidLoad()
    dimmingView.backgroundColor = UIColor.black
    dimmingView.alpha = 0
    dimmingView.isUserInteractionEnabled = false
    view.addSubview(mainView)
    view.addSubview(dimmingView)
    view.addSubview(panel)
    addChild(content)
    // A view controller's view is not sized by its container: a `UITableViewController`'s is
    // made at the screen's size. It fills the content area and follows it.
    content.view.frame = CGRect(
      SheetGlue.contentViewFrame(in: DecorationRect(panel.contentContainer.bounds)))
    content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    panel.contentContainer.addSubview(content.view)
    content.didMove(toParent: self)
    installKeyboardTracker()
    installGestures()
    installTouchTracking()
    installAccessibility()
    observeKeyboard()
    observeReduceMotion()
  }

  /// What Core reads at a layout pass: the container's bounds and safe area, the tracked
  /// scroll view's content size and `adjustedContentInset`, the display's scale (the screen's
  /// before the view has a window) and Reduce Motion.
  func reading() -> SheetReading {
    SheetGlue.reading(
      containerSize: HostSize(view.bounds.size), safeArea: HostInsets(view.safeAreaInsets),
      contentSize: trackedScrollView.map { HostSize($0.contentSize) },
      listInsets: trackedScrollView.map { HostInsets($0.adjustedContentInset) },
      displayScale: SheetGlue.displayScale(
        trait: Double(traitCollection.displayScale),
        screen: (view.window?.windowScene?.screen.scale).map { Double($0) }),
      reduceMotion: UIAccessibility.isReduceMotionEnabled)
  }

  /// Rotation, split view, safe-area and content changes: Core resolves the detents again and
  /// keeps the settled one. (Read here rather than in `viewWillTransition(to:with:)`, where the
  /// new safe area is not known yet; this pass runs inside UIKit's rotation animation, and
  /// inside the keyboard's, which is why frames are written without animation.)
  override open func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    mainView.frame = view.bounds
    dimmingView.frame = view.bounds
    guard SheetGlue.hasContainer(HostSize(view.bounds.size)) else { return }
    let now = CACurrentMediaTime()
    let created = kernel == nil
    if created {
      kernel = makeKernel(at: now)
      guard kernel != nil else { return }
      updateAccessibilityActions()
      applyFrame(at: clock.eventTime(now: now))
      let pending = pendingProgrammatic
      pendingProgrammatic = []
      for event in pending { send(event, at: now) }
      if !pending.isEmpty { updateAccessibilityActions() }
    } else {
      sendLayout(at: now)
    }
    let inWindow = view.window != nil
    if SheetGlue.readsKeyboardGuide(
      kernelCreated: created, enteredWindow: inWindow && !wasInWindow,
      listTracking: trackedScrollView?.isTracking ?? false)
    {
      syncKeyboardWithGuide()
    }
    wasInWindow = inWindow
    updateScrollsToTop()
  }

  override open func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    stopDisplayLink()
  }

  private func makeKernel(at now: Double) -> SheetKernel? {
    // A reading Core refuses (a view UIKit has not measured yet) waits for the next layout.
    let reading = self.reading()
    guard (try? reading.validate()) != nil else { return nil }
    do {
      var configuration = self.configuration
      configuration.dismissal = dismissal
      return try SheetKernel(
        detents: initialDetents, configuration: configuration,
        chrome: SheetChrome(header: header, grabberHeight: grabberHeight),
        content: contentConfiguration, initial: initialDetent, presented: initiallyPresented,
        reading: reading, at: clock.eventTime(now: now))
    } catch {
      assertionFailure("Scrollwork sheet: \(error.message)")
      return nil
    }
  }

  // MARK: Programmatic

  /// Moves the sheet to the detent `id`, springing there when `animated`.
  public func move(to id: SheetDetent.ID, animated: Bool = true) {
    sendProgrammatic(.move(to: id, animated: animated))
  }

  /// Replaces the detents; the settled detent is kept if its id is still listed.
  public func setDetents(_ detents: [SheetDetent]) {
    sendProgrammatic(.setDetents(detents))
    updateAccessibilityActions()
  }

  /// Sends an app's call now, or once the kernel exists (the first layout) when it does not yet.
  func sendProgrammatic(_ event: SheetHostEvent) {
    guard kernel != nil else {
      pendingProgrammatic.append(event)
      return
    }
    send(event, at: CACurrentMediaTime())
  }

  // MARK: Core in, UIKit out

  /// Sends `event` for a callback that runs at `now` (`CACurrentMediaTime()`), stamped on the
  /// container's clock (never before the last frame applied), applies Core's frame and runs
  /// the display link until Core is at rest. An event Core rejects (an unknown detent id)
  /// changes nothing.
  func send(_ event: SheetHostEvent, at now: Double) {
    guard kernel != nil else { return }
    // What the list reported before this event happened before it.
    tellListObservations(at: now)
    let time = clock.eventTime(now: now)
    do {
      try kernel?.send(event, at: time)
    } catch {
      assertionFailure("Scrollwork sheet: \(error.message)")
      return
    }
    applyFrame(at: time)
  }

  /// Sends a layout reading for a callback at `now`. A reading Core refuses
  /// (`SheetReading.validate()`: a view UIKit has not measured yet) is skipped, never asserted:
  /// the kernel keeps the last one, and the next layout pass or content size brings a new one.
  func sendLayout(at now: Double) {
    let reading = self.reading()
    do {
      try reading.validate()
    } catch {
      return
    }
    send(.layout(reading), at: now)
  }

  /// Applies Core's frame for `time` (seconds), never at an earlier time than the last frame
  /// applied. Not re-entrant: the writes call the container back (key-value observation of the
  /// list, layout), and a frame asked for meanwhile is applied once more when this one is done.
  func applyFrame(at time: Double) {
    guard kernel != nil, let applied = clock.beginApplying(at: time) else { return }
    write(at: applied)
    guard let again = clock.endApplying(), let reapplied = clock.beginApplying(at: again) else {
      return
    }
    write(at: reapplied)
    // A third request waits for the display link or the next event.
    _ = clock.endApplying()
  }

  /// Writes Core's frame for `time`: the panel and its parts, the dimming, the list's offset
  /// (Core owns it: written whenever it differs, which also stops UIKit's own deceleration)
  /// and switches; starts or stops the display link as Core says. Without animation: a layout
  /// pass may run inside UIKit's keyboard or rotation animation, which would otherwise animate
  /// these writes on its own curve.
  private func write(at time: Double) {
    guard let frame = kernel?.advance(to: time) else { return }
    UIView.performWithoutAnimation {
      let properties = SheetGlue.viewProperties(of: frame, appearance: configuration.appearance)
      panel.frame = CGRect(properties.panel)
      panel.apply(properties.parts)
      if let look = properties.floatingLook { panel.apply(look) }
      let hidden = SheetGlue.panelHidden(frame)
      if panel.isHidden != hidden { panel.isHidden = hidden }
      dimmingView.alpha = CGFloat(properties.dimmingAlpha)
      if let scrollView = trackedScrollView {
        writeList(frame, to: scrollView)
      }
      if properties.runsDisplayLink { startDisplayLink() } else { stopDisplayLink() }
    }
    didApply(frame)
  }
}
#endif
