#if canImport(UIKit)
// A container that shows a content view controller as a sheet over its own main content,
// hosting Core's `SheetKernel` (ARCHITECTURE.md §8). Thin on purpose: it reads UIKit values, converts
// them to `SheetHostEvent`s stamped with `CACurrentMediaTime()`, and applies the
// `SheetKernelFrame` Core returns. Gestures, the display link and the keyboard are in
// SheetContainerViewController+Events.swift; Guides/UIKit.md ("Sheet") maps every call to the
// simulator's `SheetHost`.
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
  /// The view controller shown in the sheet, below its header.
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

  /// Your main content, under the sheet.
  public let mainView = UIView(frame: .zero)
  /// Black; its alpha is Core's dimming.
  public let dimmingView = UIView(frame: .zero)
  /// The sheet's panel: grabber, header slot and content.
  public let panel = SheetPanelView(frame: .zero)

  /// The content's scroll view that hands over with the sheet in one gesture. The glue adds
  /// itself as a target of its `panGestureRecognizer` (your delegate stays yours), observes its
  /// `contentSize` and `contentOffset`, and writes the offset Core gives it.
  public var trackedScrollView: UIScrollView? {
    didSet { trackedScrollViewChanged(from: oldValue) }
  }

  /// Core's kernel, created at the first layout (when the container's size is known).
  public internal(set) var kernel: SheetKernel?
  /// Called with each frame once it is applied: the SwiftUI sheet publishes its status and
  /// selection from it.
  var frameApplied: ((SheetKernelFrame) -> Void)?
  var displayLink: CADisplayLink?
  var contentObservations: [NSKeyValueObservation] = []
  let grabberPan = UIPanGestureRecognizer()
  let headerPan = UIPanGestureRecognizer()

  /// Creates a container; `initial` names one of `detents` (the lowest when `nil`),
  /// `grabberHeight` is the grabber strip's height at the header's top (points), and
  /// `contentConfiguration` the list's deceleration and bounce.
  public init(
    content: UIViewController, detents: [SheetDetent],
    configuration: SheetConfiguration = SheetConfiguration(), header: SheetHeader,
    initial: SheetDetent.ID? = nil, grabberHeight: Double = 20,
    contentConfiguration: ScrollConfiguration = ScrollConfiguration()
  ) {
    self.content = content
    initialDetents = detents
    self.configuration = configuration
    self.header = header
    self.grabberHeight = grabberHeight
    initialDetent = initial
    self.contentConfiguration = contentConfiguration
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
    panel.contentContainer.addSubview(content.view)
    content.didMove(toParent: self)
    installGestures()
    observeKeyboard()
  }

  /// What Core reads at a layout pass: the container's bounds and safe area, the tracked
  /// scroll view's content height, the screen's scale and Reduce Motion.
  func reading() -> SheetReading {
    SheetGlue.reading(
      containerSize: HostSize(view.bounds.size), safeArea: HostInsets(view.safeAreaInsets),
      contentSize: trackedScrollView.map { HostSize($0.contentSize) },
      displayScale: Double(traitCollection.displayScale),
      reduceMotion: UIAccessibility.isReduceMotionEnabled)
  }

  /// Rotation, split view, safe-area and content changes: Core resolves the detents again and
  /// keeps the settled one. (Read here rather than in `viewWillTransition(to:with:)`, where the
  /// new safe area is not known yet; this pass runs inside UIKit's rotation animation.)
  override open func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    mainView.frame = view.bounds
    dimmingView.frame = view.bounds
    guard SheetGlue.hasContainer(HostSize(view.bounds.size)) else { return }
    let now = CACurrentMediaTime()
    if kernel == nil {
      kernel = makeKernel(at: now)
      updateAccessibilityActions()
      applyFrame(at: now)
    } else {
      sendLayout(at: now)
    }
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
      return try SheetKernel(
        detents: initialDetents, configuration: configuration,
        chrome: SheetChrome(header: header, grabberHeight: grabberHeight),
        content: contentConfiguration, initial: initialDetent, reading: reading, at: now)
    } catch {
      assertionFailure("Scrollwork sheet: \(error.message)")
      return nil
    }
  }

  // MARK: Programmatic

  /// Moves the sheet to the detent `id`, springing there when `animated`.
  public func move(to id: SheetDetent.ID, animated: Bool = true) {
    send(.move(to: id, animated: animated), at: CACurrentMediaTime())
  }

  /// Replaces the detents; the settled detent is kept if its id is still listed.
  public func setDetents(_ detents: [SheetDetent]) {
    send(.setDetents(detents), at: CACurrentMediaTime())
    updateAccessibilityActions()
  }

  // MARK: Core in, UIKit out

  /// Sends `event` at `time`, applies Core's frame and runs the display link until Core is at
  /// rest. An event Core rejects (an unknown detent id) changes nothing.
  func send(_ event: SheetHostEvent, at time: Double) {
    guard kernel != nil else { return }
    do {
      try kernel?.send(event, at: time)
    } catch {
      assertionFailure("Scrollwork sheet: \(error.message)")
      return
    }
    applyFrame(at: time)
  }

  /// Sends a layout reading at `time`. A reading Core refuses (`SheetReading.validate()`: a
  /// view UIKit has not measured yet) is skipped, never asserted: the kernel keeps the last one,
  /// and the next layout pass or content size brings a new one.
  func sendLayout(at time: Double) {
    let reading = self.reading()
    do {
      try reading.validate()
    } catch {
      return
    }
    send(.layout(reading), at: time)
  }

  /// Writes Core's frame for `time`: the panel and its parts, the dimming, and the content's
  /// offset (Core owns it: written whenever it differs, which also stops UIKit's own
  /// deceleration). Starts or stops the display link as Core says.
  func applyFrame(at time: Double) {
    guard let frame = kernel?.frame(at: time) else { return }
    let properties = SheetGlue.viewProperties(of: frame)
    panel.frame = CGRect(properties.panel)
    panel.apply(properties.parts)
    dimmingView.alpha = CGFloat(properties.dimmingAlpha)
    if let scrollView = trackedScrollView,
      let offset = SheetGlue.listOffsetToWrite(
        frame.contentOffset, current: HostPoint(scrollView.contentOffset),
        isDecelerating: scrollView.isDecelerating)
    {
      scrollView.setContentOffset(CGPoint(offset), animated: false)
    }
    if properties.runsDisplayLink { startDisplayLink() } else { stopDisplayLink() }
    frameApplied?(frame)
  }

  // MARK: Accessibility

  /// One custom action per detent on the grabber, and increment / decrement by one detent.
  func updateAccessibilityActions() {
    guard let kernel else { return }
    panel.grabber.accessibilityCustomActions = kernel.system.sheet.detents.all.map { detent in
      let id = detent.id
      return UIAccessibilityCustomAction(name: id.rawValue) { [weak self] _ in
        self?.move(to: id)
        return true
      }
    }
    panel.grabber.onAdjust = { [weak self] adjustment in
      guard let self, let kernel = self.kernel else { return }
      let sheet = kernel.system.sheet
      self.move(
        to: SheetGlue.detent(after: adjustment, in: sheet.detents, from: sheet.settledDetent))
    }
  }
}
#endif
