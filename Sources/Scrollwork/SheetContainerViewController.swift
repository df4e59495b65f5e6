#if canImport(UIKit)
// A container that shows a content view controller as a sheet over its own main content,
// hosting Core's `SheetScrollMachine` (DESIGN.md §6). Thin on purpose (DESIGN.md §1): it reads
// UIKit values, converts them to `SheetScrollEvent`s stamped with `CACurrentMediaTime()`, and
// applies the `SheetScrollSample` Core returns. Gestures, the display link and the keyboard are
// in SheetContainerViewController+Events.swift; Guides/UIKit.md ("Sheet") maps every call to
// the simulator's `SheetHost`.
import QuartzCore
import ScrollworkCore
import UIKit

/// Shows `content` as a draggable sheet with detents over ``mainView``.
///
///     let sheet = SheetContainerViewController(
///       content: listController, configuration: SheetConfiguration(detents: detents),
///       header: SheetHeader(height: 120, collapsible: 64), initial: "default")
///     sheet.panel.headerView = searchAndFilters
///     sheet.trackedScrollView = listController.tableView   // one gesture: sheet, header, list
///     sheet.mainView.addSubview(mapView)
@MainActor
open class SheetContainerViewController: UIViewController {
  /// The view controller shown in the sheet, below its header.
  public let content: UIViewController
  /// The sheet's configuration; its spring becomes `.sheetReducedMotion` under Reduce Motion
  /// (read when the sheet is first laid out).
  public let configuration: SheetConfiguration
  /// The header's height and collapsible part.
  public let header: SheetHeader
  /// The detent the sheet starts at (the lowest when `nil`).
  public let initialDetent: String?

  /// Your main content, under the sheet.
  public let mainView = UIView(frame: .zero)
  /// Black; its alpha is Core's dimming.
  public let dimmingView = UIView(frame: .zero)
  /// The sheet's panel: grabber, header slot and content.
  public let panel = SheetPanelView(frame: .zero)

  /// The content's scroll view that hands over with the sheet in one gesture. The glue adds
  /// itself as a target of its `panGestureRecognizer` (your delegate stays yours) and observes
  /// its `contentSize`.
  public var trackedScrollView: UIScrollView? {
    didSet { trackedScrollViewChanged(from: oldValue) }
  }

  /// The machine, created at the first layout (when the container's size is known).
  public internal(set) var system: SheetScrollMachine?
  /// The finger on the sheet, its header or the tracked scroll view (Core's tracker).
  var finger = SheetFinger()
  var displayLink: CADisplayLink?
  var lastContext: SheetContext?
  var contentSizeObservation: NSKeyValueObservation?
  let grabberPan = UIPanGestureRecognizer()
  let headerPan = UIPanGestureRecognizer()

  /// Creates a container; `initial` names a detent of `configuration` (the lowest when `nil`).
  public init(
    content: UIViewController, configuration: SheetConfiguration, header: SheetHeader,
    initial: String? = nil
  ) {
    self.content = content
    self.configuration = configuration
    self.header = header
    initialDetent = initial
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
    panel.headerHeight = CGFloat(header.height)
    panel.visibleHeaderHeight = CGFloat(header.height)
    installGestures()
    observeKeyboard()
  }

  /// The container's size, safe area and content, as Core's context (the keyboard's height is
  /// Core's own, sent by the keyboard observer).
  func sheetContext() -> SheetContext {
    SheetContext(
      containerHeight: Double(view.bounds.height), containerWidth: Double(view.bounds.width),
      safeAreaTop: Double(view.safeAreaInsets.top),
      safeAreaBottom: Double(view.safeAreaInsets.bottom),
      contentHeight: header.height + contentHeight)
  }

  /// The tracked scroll view's content height, in points (0 without one).
  var contentHeight: Double { Double(trackedScrollView?.contentSize.height ?? 0) }

  /// Rotation, split view, safe-area changes: Core resolves the detents again and keeps the
  /// settled one. (Read here rather than in `viewWillTransition(to:with:)`, where the new safe
  /// area is not known yet; this pass runs inside UIKit's rotation animation.)
  override open func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    mainView.frame = view.bounds
    dimmingView.frame = view.bounds
    let now = CACurrentMediaTime()
    let context = sheetContext()
    guard view.bounds.height > 0 else { return }
    if system == nil {
      system = makeSystem(context: context, at: now)
      updateAccessibilityActions()
    } else if context != lastContext {
      send(.sheet(.resize(context)), at: now)
    }
    lastContext = context
    if let system { apply(system.sample(at: now), at: now) }
  }

  override open func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    stopDisplayLink()
  }

  private func makeSystem(context: SheetContext, at now: Double) -> SheetScrollMachine? {
    var configuration = self.configuration
    if UIAccessibility.isReduceMotionEnabled { configuration.spring = .sheetReducedMotion }
    do {
      let sheet = try SheetMachine(
        configuration: configuration, context: context, initial: initialDetent, at: now)
      return try SheetScrollMachine(sheet: sheet, header: header, contentHeight: contentHeight)
    } catch {
      assertionFailure("Scrollwork sheet: \(error.message)")
      return nil
    }
  }

  // MARK: Programmatic

  /// Moves the sheet to the detent `id`, springing there when `animated`.
  public func move(to id: String, animated: Bool = true) {
    send(.sheet(.move(to: id, animated: animated)), at: CACurrentMediaTime())
  }

  /// Replaces the detents; the settled detent is kept if its id is still listed.
  public func setDetents(_ detents: [SheetDetent]) {
    send(.sheet(.setDetents(detents)), at: CACurrentMediaTime())
    updateAccessibilityActions()
  }

  // MARK: Core in, UIKit out

  /// Sends `event` at `time`, applies the sample and runs the display link until Core is at
  /// rest. An event Core rejects (an unknown detent id) changes nothing.
  func send(_ event: SheetScrollEvent, at time: Double) {
    guard var system else { return }
    do {
      try system.send(event, at: time)
    } catch {
      assertionFailure("Scrollwork sheet: \(error.message)")
      return
    }
    self.system = system
    apply(system.sample(at: time), at: time)
    if !system.isAtRest(at: time) { startDisplayLink() }
  }

  /// Writes what Core says: the panel's top edge, the header's visible height, the dimming,
  /// and — unless Core says the content is scrolling by itself — the content offset.
  func apply(_ sample: SheetScrollSample, at time: Double) {
    let bounds = view.bounds
    let y = CGFloat(sample.sheet.y)
    panel.frame = CGRect(x: 0, y: y, width: bounds.width, height: max(0, bounds.height - y))
    panel.visibleHeaderHeight = CGFloat(header.height - sample.headerCollapsed)
    dimmingView.alpha = CGFloat(sample.sheet.dimming)
    guard let scrollView = trackedScrollView, let system,
      !system.contentScrollsItself(at: time)
    else { return }
    // Core → UIKit: the sheet or header takes the movement (the content stays where Core
    // holds it), or Core runs a fling handed to the content. Setting the offset without
    // animation also stops UIKit's own deceleration.
    let offset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(sample.content.offset))
    if scrollView.contentOffset != offset || scrollView.isDecelerating {
      scrollView.setContentOffset(offset, animated: false)
    }
  }

  // MARK: Accessibility

  /// One custom action per detent on the grabber, and increment / decrement by one detent.
  func updateAccessibilityActions() {
    guard let system else { return }
    panel.grabber.accessibilityCustomActions = system.sheet.detents.map { detent in
      let id = detent.id
      return UIAccessibilityCustomAction(name: id) { [weak self] _ in
        self?.move(to: id)
        return true
      }
    }
    panel.grabber.onStep = { [weak self] steps in
      guard let self, let system = self.system else { return }
      self.move(to: system.sheet.detentID(steppingBy: steps))
    }
  }
}
#endif
