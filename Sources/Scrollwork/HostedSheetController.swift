#if canImport(UIKit) && canImport(SwiftUI)
// The UIKit sheet container with SwiftUI inside: the main content, the header, the background
// and the scrolling content are hosting controllers; the content's scroll view is the tracked
// scroll view. Gestures, the display link, the keyboard and VoiceOver are the container's own
// (SheetContainerViewController), so SwiftUI takes the UIKit path to `SheetKernel`. What
// SwiftUI adds is computed in Core: the selection binding and the declared detents become
// events (`SheetSelection`), the environment's status comes from each frame (`SheetStatus`).
// The hosting controllers' root views are set only when SwiftUI declares new views; a frame
// publishes its status through one observable reference (`SheetStatusModel`), which only the
// views that read `sheetStatus` follow.
import QuartzCore
import ScrollworkCore
import SwiftUI
import UIKit

/// ``SheetContainerViewController`` hosting SwiftUI views, for ``SheetContainerView``.
@MainActor
final class HostedSheetController: SheetContainerViewController {
  /// The SwiftUI views, as last declared.
  struct Views {
    var main: AnyView
    var header: AnyView
    var content: AnyView
    var background: AnyView?
    /// Each page's content, for a paged sheet (then `content` is not shown).
    var pages: [AnyView]?
    /// The lazy list's rows (then `content` is not shown).
    var rows: (any LazyRowsSource)?
  }

  /// The detents, the selection and the presentation, as last declared.
  struct Declaration {
    var detents: [SheetDetent]
    var selection: Binding<SheetDetent.ID>
    var isPresented: Binding<Bool>?
    var page: Binding<Int>?
    var dismissal: SheetConfiguration.Dismissal
    var onDismiss: (() -> Void)?
    var onDismissAttempt: (() -> Void)?
    var animated: Bool
  }

  /// Each page's list (one for a sheet without pages), and the pager holding them.
  private let lists: [HostingScrollViewController]
  private let pager: SheetPagesController?
  /// Which page shows (one page for a sheet without pages).
  private var pages: SheetPages
  private let mainHost = UIHostingController(rootView: AnyView(EmptyView()))
  private let headerHost = UIHostingController(rootView: AnyView(EmptyView()))
  private var backgroundHost: UIHostingController<AnyView>?
  private let options: SheetOptions
  private var views: Views?
  private var environment = EnvironmentValues()
  /// The status published to the views: set once per frame that changes it.
  private let statusModel = SheetStatusModel()
  /// Core's link between the binding and the sheet.
  private var selection: SheetSelection
  /// Core's link between the `isPresented` binding and the sheet.
  private var presentation: SheetPresentation
  /// The latest declaration; kept until the kernel exists (the first layout).
  private var declaration: Declaration?
  private var declarationPending = false
  /// Whether a write of the binding is scheduled for the next turn of the main actor (SwiftUI
  /// forbids writes during its view update).
  private var writeScheduled = false

  /// `pageCount` is `nil` for a sheet with one list, and `page` the page shown at first; a
  /// sheet with one list is a lazy list when `lazyRows`.
  init(
    detents: [SheetDetent], selection value: SheetDetent.ID, isPresented: Bool,
    pageCount: Int?, page: Int, lazyRows: Bool = false, options: SheetOptions
  ) {
    let selection = SheetSelection(selection: value, detents: detents)
    self.selection = selection
    presentation = SheetPresentation(isPresented: isPresented)
    self.options = options
    // The list spans the panel's width, into the side safe areas in landscape: only its
    // scrolling axis takes the safe area as insets (the home indicator or a tab bar at its end,
    // as Core's content geometry has it). It always bounces, so that axis counts as scrollable.
    let content: UIViewController
    if let pageCount {
      let pager = SheetPagesController(count: pageCount)
      self.pager = pager
      lists = pager.lists
      content = pager
    } else {
      let list = HostingScrollViewController(
        axis: .vertical, content: AnyView(EmptyView()), insetAdjustment: .scrollableAxes,
        lazyRows: lazyRows)
      pager = nil
      lists = [list]
      content = list
    }
    pages = SheetPages(page: page, count: lists.count)
    super.init(
      content: content, detents: detents, configuration: options.configuration,
      header: options.header, initial: selection.initialDetent,
      grabberHeight: options.grabberHeight, contentConfiguration: options.content,
      presented: isPresented)
    frameApplied = { [weak self] _, status in self?.publish(status) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("HostedSheetController is created in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    HostedContent.prepare(mainHost, tracksSize: false)
    if #available(iOS 16.4, *) {
      // The main content keeps the container's safe area; the keyboard is the sheet's.
      mainHost.safeAreaRegions = .container
    }
    embed(mainHost, in: mainView)
    HostedContent.prepare(headerHost, tracksSize: false)
    addChild(headerHost)
    panel.headerView = headerHost.view
    headerHost.didMove(toParent: self)
    if let background = views?.background {
      installBackground(background)
    } else if options.configuration.appearance == .attached {
      panel.backgroundColor = UIColor.systemBackground
      panel.layer.cornerRadius = 12
      panel.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }
    // (A floating panel draws its own material and fill, and rounds its corners, per frame.)
    if let label = options.accessibilityLabel { panel.grabber.accessibilityLabel = label }
    trackedScrollView = lists[pages.shown].scrollView
    pager?.onLayout = { [weak self] in
      guard let self else { return }
      self.pager?.layout(self.pages)
    }
    pager?.onSettle = { [weak self] offset, width in
      self?.pagerSettled(offset: offset, width: width)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The kernel is made at the first layout; declarations made before it are applied now.
    if declarationPending, kernel != nil {
      declarationPending = false
      declare()
    }
  }

  /// A SwiftUI update: new views, environment, detents and selection.
  func update(views: Views, environment: EnvironmentValues, declaration: Declaration) {
    self.views = views
    self.environment = environment
    self.declaration = declaration
    if isViewLoaded, backgroundHost == nil, let background = views.background {
      installBackground(background)
    }
    render()
    if kernel == nil {
      declarationPending = true
    } else {
      declare()
    }
  }

  /// Sends what Core makes of the declaration (new detents, a move to a new selection), then
  /// writes the sheet's selection back if the binding holds another (an unlisted id).
  private func declare() {
    guard let declaration, let kernel else { return }
    onDismiss = declaration.onDismiss
    onDismissAttempt = declaration.onDismissAttempt
    dismissal = declaration.dismissal
    let now = clock.eventTime(now: CACurrentMediaTime())
    var events = selection.update(
      detents: declaration.detents, selection: declaration.selection.wrappedValue,
      animated: declaration.animated, current: kernel.frame(at: now).status)
    if let isPresented = declaration.isPresented?.wrappedValue,
      let event = presentation.update(
        isPresented: isPresented, selection: declaration.selection.wrappedValue,
        animated: declaration.animated, current: kernel.frame(at: now).status)
    {
      events.append(event)
    }
    for event in events { send(event, at: now) }
    if let page = declaration.page?.wrappedValue, let shown = pages.update(page: page) {
      // The app shows another page: the pager goes there, and the chain drives its list.
      pager?.show(shown, of: pages, animated: declaration.animated)
      trackedScrollView = lists[shown].scrollView
    }
    if !events.isEmpty { updateAccessibilityActions() }
    if let kernel = self.kernel {
      let status = kernel.frame(at: now).status
      scheduleWrite(selection.scheduleWrite(for: status))
      scheduleWrite(presentation.scheduleWrite(for: status))
    }
  }

  /// After each applied frame: the status to the views (when it changed: one write of the
  /// observable reference, no new root views) and the selection to the binding (when the
  /// sheet chose another detent).
  private func publish(_ next: SheetStatus) {
    if next != statusModel.status { statusModel.status = next }
    scheduleWrite(selection.scheduleWrite(for: next))
    scheduleWrite(presentation.scheduleWrite(for: next))
  }

  /// The pager came to rest: the page it shows is the one the chain drives, and the binding is
  /// written with it.
  private func pagerSettled(offset: Double, width: Double) {
    guard let shown = pages.settled(atOffset: offset, width: width) else { return }
    trackedScrollView = lists[shown].scrollView
    scheduleWrite(pages.scheduleWrite())
  }

  /// Schedules a write of the bindings when Core says one is due (`value` is not `nil`).
  private func scheduleWrite<Value>(_ value: Value?) {
    guard value != nil, !writeScheduled else { return }
    writeScheduled = true
    Task { @MainActor [weak self] in self?.flushWrite() }
  }

  /// Writes what Core says the bindings must hold now (nothing into one the app wrote
  /// meanwhile).
  private func flushWrite() {
    writeScheduled = false
    if let binding = declaration?.selection,
      let value = selection.performWrite(bindingHolds: binding.wrappedValue)
    {
      binding.wrappedValue = value
    }
    if let binding = declaration?.isPresented,
      let value = presentation.performWrite(bindingHolds: binding.wrappedValue)
    {
      binding.wrappedValue = value
    }
    if let binding = declaration?.page,
      let value = pages.performWrite(bindingHolds: binding.wrappedValue)
    {
      binding.wrappedValue = value
    }
  }

  /// Gives every hosting controller its view in the declared environment, reading the status
  /// from the observable reference: called for SwiftUI's updates only, never per frame.
  private func render() {
    guard let views else { return }
    mainHost.rootView = AnyView(
      SheetStatusEnvironment(
        model: statusModel, content: views.main.ignoresSafeArea(.keyboard)
      ).environment(\.self, environment))
    headerHost.rootView = root(views.header)
    if let pageViews = views.pages {
      for (list, page) in zip(lists, pageViews) { list.setContent(root(page), remeasure: true) }
    } else if let rows = views.rows {
      lists[0].setRows(rows) { [weak self] row in self?.root(row) ?? row }
    } else {
      lists[0].setContent(root(views.content), remeasure: true)
    }
    if let background = views.background {
      backgroundHost?.rootView = root(background)
    }
  }

  /// `view` as a hosting controller's root: in the declared environment, with the sheet's
  /// status from the observable reference, ignoring safe areas.
  private func root(_ view: AnyView) -> AnyView {
    HostedContent.root(SheetStatusEnvironment(model: statusModel, content: view), in: environment)
  }

  /// The background fills the panel, under the header and the content.
  private func installBackground(_ background: AnyView) {
    let host = UIHostingController(rootView: root(background))
    HostedContent.prepare(host, tracksSize: false)
    addChild(host)
    host.view.frame = panel.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    panel.insertSubview(host.view, at: 0)
    host.didMove(toParent: self)
    backgroundHost = host
    panel.backgroundColor = UIColor.clear
    panel.layer.cornerRadius = 0
  }

  /// Adds `host` as a child whose view fills `container`.
  private func embed(_ host: UIHostingController<AnyView>, in container: UIView) {
    addChild(host)
    host.view.frame = container.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(host.view)
    host.didMove(toParent: self)
  }
}
#endif
