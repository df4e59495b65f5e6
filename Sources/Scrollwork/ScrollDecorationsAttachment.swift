#if canImport(UIKit)
import Foundation
import ScrollworkCore
import UIKit

/// Decorations attached to any `UIScrollView` (table, collection or plain) with one call, and
/// detached cleanly.
///
/// A thin host of Core's ``ScrollworkCore/ScrollViewKernel`` (ARCHITECTURE.md §8): it observes
/// `contentOffset`, `contentSize` and `bounds` with key-value observation, reads the scroll view
/// at every callback, calls the kernel once and applies what it returns: the start room (a
/// stretchy header's, a refresh's), the offset to clamp, the bounce switch, the sticky footer's
/// room, whether it scrolls, the views' frames. No swizzling, and the scroll view's delegate
/// stays yours.
///
///     let attachment = ScrollDecorationsAttachment.attach(
///       to: tableView,
///       decorations: ScrollDecorations(peekingBackground: PeekingBackground(dimming: 0.2)),
///       bounce: .endOnly)
///     attachment.views.peekImageView.image = UIImage(named: "fox")
///     // later
///     attachment.detach()
///
/// Keep the attachment while the decorations should live; ``detach()`` removes its views,
/// restores a table's footer and the scroll view's `contentInset`, bounce switches,
/// `isScrollEnabled` and iOS 26's own edge effects.
///
/// A stretchy header, pull to refresh, an empty state and edge effects are decorations too
/// (ScrollDecorationsAttachment+Refresh.swift, +Effects.swift):
///
///     attachment.decorations.stretchyHeader = StretchyHeader(height: 240, minimumHeight: 88)
///     attachment.headerView = heroImageView
///     attachment.decorations.refreshControl = RefreshControl()
///     attachment.refreshAction = { await model.reload() }
@MainActor
public final class ScrollDecorationsAttachment {
  /// The decorated scroll view; `nil` after ``detach()``.
  public private(set) weak var scrollView: UIScrollView?
  /// The decorations laid out; setting it lays them out again.
  public var decorations: ScrollDecorations {
    get { kernel.decorations }
    set {
      kernel.decorations = newValue
      refresh()
    }
  }
  /// The per-edge bounce emulated on the scroll view's single `bounces` switch, or `nil` to
  /// leave the scroll view's bouncing alone. Setting it applies it.
  public var bounce: BouncePolicy? {
    get { kernel.bounce }
    set {
      kernel.bounce = newValue
      refresh()
    }
  }
  /// The scroll axis the decorations follow.
  public var axis: ScrollAxis { kernel.axis }
  /// The views laid out: style them.
  public let views: ScrollDecorationViews
  /// Who draws the edge effects (``ScrollworkCore/EdgeEffects``): UIKit's own on iOS 26 and
  /// later (`.system`, the default) or Scrollwork's views everywhere (`.own`). Setting it
  /// applies it.
  public var edgeEffectRenderer = EdgeEffectRenderer.system {
    didSet { refresh() }
  }
  /// Your stretchy header's view (``ScrollworkCore/StretchyHeader``), laid out in
  /// `views.headerView` and clipped to the header's frame; `nil` for none.
  public var headerView: UIView? {
    get { views.headerView.contentView }
    set { views.headerView.contentView = newValue }
  }
  /// Called with the stretchy header's progress — 0 open or stretched, 1 collapsed to its
  /// minimum height — whenever it changes: what a title fades by.
  public var onHeaderProgress: ((Double) -> Void)?
  /// Called when a pull begins a refresh (``ScrollworkCore/RefreshControl``); call `done` when
  /// the refresh has finished, on the main actor, and the held room goes. A `done` called late,
  /// after the refresh was ended another way, ends nothing. Setting it clears
  /// ``refreshAction``.
  public var onRefresh: ((_ done: @escaping @MainActor @Sendable () -> Void) -> Void)? {
    didSet { if onRefresh != nil { refreshAction = nil } }
  }
  /// Called when a pull begins a refresh, in a task on the main actor; the refresh ends when it
  /// returns. The task is cancelled when the attachment detaches. Setting it clears
  /// ``onRefresh``.
  public var refreshAction: (@MainActor @Sendable () async -> Void)? {
    didSet { if refreshAction != nil { onRefresh = nil } }
  }
  /// Whether a refresh is running: begun by a pull or by ``beginRefreshing()``, until its
  /// action finishes or ``endRefreshing()``.
  public var isRefreshing: Bool { kernel.isRefreshing }

  /// Core's kernel: every decision, and the footer room and start room last applied.
  var kernel: ScrollViewKernel
  /// The table footer view that holds the sticky footer (`.contentEnd` placement).
  private let footerContainer = UIView(frame: .zero)
  private var footerInstalled = false
  private var previousTableFooter: UIView?
  /// The scroll view's bounce switches before the attachment changed them.
  private var savedBounce: BounceSwitches?
  private var observations: [NSKeyValueObservation] = []
  /// Whether a pass is under way: the writes it makes call back synchronously (KVO), and those
  /// nested passes are skipped.
  private var isInPass = false
  /// Whether the last pass left a start-edge clamp for the layout pass
  /// (`ScrollGlue.defersClamp`).
  private var clampDeferred = false
  /// The update whose frames were applied last.
  var lastApplied: ScrollViewUpdate?
  /// The app's `isScrollEnabled`, kept while an empty state that does not scroll shows.
  var scrolling = OverriddenSetting<Bool>()
  /// iOS 26's own edge effects' `isHidden` and `style` (a `UIScrollEdgeEffect.Style`), kept
  /// while Scrollwork's edge effects are on.
  var systemEdgeHidden: [SystemScrollEdge: OverriddenSetting<Bool>] = [:]
  var systemEdgeStyle: [SystemScrollEdge: OverriddenSetting<NSObject>] = [:]
  /// The refresh the app's action was called for.
  var lifecycle = RefreshLifecycle()
  /// The task running ``refreshAction``.
  var refreshTask: Task<Void, Never>?
  /// What the app was last told.
  var reports = DecorationReports()

  private init(
    scrollView: UIScrollView, decorations: ScrollDecorations, bounce: BouncePolicy?,
    axis: ScrollAxis
  ) {
    self.scrollView = scrollView
    views = ScrollDecorationViews(axis: axis)
    kernel = ScrollViewKernel(
      decorations: decorations, bounce: bounce, axis: axis,
      placement: ScrollGlue.footerPlacement(isTable: scrollView is UITableView, axis: axis))
  }

  /// Attaches `decorations` to `scrollView` and lays them out.
  /// - Parameters:
  ///   - scrollView: any `UIScrollView`; a vertical `UITableView` gets the sticky footer as its
  ///     `tableFooterView`, other scroll views as room added to `contentInset`'s end edge.
  ///   - decorations: the decorations to show.
  ///   - bounce: the per-edge bounce to emulate, or `nil` to leave `bounces` alone.
  ///   - axis: the axis the decorations follow (a table's is vertical).
  /// - Returns: the attachment; keep it, and call ``detach()`` to remove the decorations.
  public static func attach(
    to scrollView: UIScrollView, decorations: ScrollDecorations, bounce: BouncePolicy? = nil,
    axis: ScrollAxis = .vertical
  ) -> ScrollDecorationsAttachment {
    let attachment = ScrollDecorationsAttachment(
      scrollView: scrollView, decorations: decorations, bounce: bounce, axis: axis)
    attachment.start(on: scrollView)
    return attachment
  }

  private func start(on scrollView: UIScrollView) {
    for (index, view) in views.stack.enumerated() {
      scrollView.insertSubview(view, at: index)
    }
    for view in views.overlays {
      scrollView.addSubview(view)
    }
    footerContainer.addSubview(views.stickyFooterView)
    // UIKit delivers these on the main thread, where it changes the properties.
    observations = [
      scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.refresh(in: .observation)
        }
      },
      scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.refresh(in: .observation)
        }
      },
      scrollView.observe(\.bounds, options: [.old, .new]) { [weak self] _, change in
        // Scrolling moves `bounds.origin` too; only a new size needs another pass.
        guard
          ScrollGlue.boundsChangeNeedsPass(
            from: change.oldValue.map { HostSize($0.size) },
            to: change.newValue.map { HostSize($0.size) })
        else { return }
        MainActor.assumeIsolated {
          guard let self else { return }
          self.refresh(in: .observation)
        }
      },
    ]
    refresh()
  }

  /// Reads the scroll view, asks Core, applies the answer. The KVO callbacks call it; call it
  /// yourself after changes UIKit does not report (for example `viewDidLayoutSubviews`): it is
  /// then a layout pass, where a clamp at the start edge the observations left for it is
  /// written with the insets UIKit has just laid out (a large title re-expanding).
  public func refresh() {
    refresh(in: .layout)
  }

  private func refresh(in pass: ScrollRefreshPass) {
    guard !isInPass, let scrollView else { return }
    // Writes below (start room, offset, footer room) call back synchronously; those passes are
    // skipped.
    isInPass = true
    reassertZOrder(in: scrollView)
    syncFooterInstallation(in: scrollView)
    let update = kernel.update(reading(of: scrollView))
    if let write = ScrollGlue.startRoomWrite(
      change: update.startRoomChange, contentInset: HostInsets(scrollView.contentInset),
      isTracking: scrollView.isTracking, axis: axis, settleOffset: update.settleOffset,
      contentOffset: HostPoint(scrollView.contentOffset))
    {
      writeStartRoom(write, to: scrollView, in: pass)
    } else {
      apply(update, in: pass, to: scrollView)
    }
    isInPass = false
    // Outside the pass: the app may change the decorations or end the refresh from here.
    report(update, after: lastApplied ?? update)
  }

  /// What the kernel reads off `scrollView`.
  func reading(of scrollView: UIScrollView) -> ScrollViewReading {
    #if os(tvOS)
    let refreshControlInstalled = false  // UIScrollView.refreshControl is unavailable on tvOS
    #else
    let refreshControlInstalled = scrollView.refreshControl != nil
    #endif
    return ScrollGlue.reading(
      boundsSize: HostSize(scrollView.bounds.size), contentSize: HostSize(scrollView.contentSize),
      adjustedContentInset: HostInsets(scrollView.adjustedContentInset),
      contentOffset: HostPoint(scrollView.contentOffset),
      refreshControlInstalled: refreshControlInstalled, isTracking: scrollView.isTracking,
      isDecelerating: scrollView.isDecelerating)
  }

  /// Applies an update whose start room is in place: the bounce switch, the clamp, the footer's
  /// room, scrolling, iOS 26's own edge effects, then the views.
  func apply(_ update: ScrollViewUpdate, in pass: ScrollRefreshPass, to scrollView: UIScrollView) {
    applyNativeBounce(update.nativeBounces, to: scrollView)
    let current = HostPoint(scrollView.contentOffset)
    let defers = ScrollGlue.defersClamp(
      update.offset, from: current, axis: axis, pass: pass, deferredBefore: clampDeferred)
    clampDeferred = defers
    if defers {
      // UIKit lays the bars out, and the scroll view, before it draws this frame.
      scrollView.setNeedsLayout()
    } else if let offset = ScrollGlue.contentOffset(
      clampedTo: update.offset, from: current, axis: axis)
    {
      scrollView.contentOffset = CGPoint(offset)
    }
    writeFooterRoom(update, in: scrollView)
    writeScrollEnabled(update.scrollEnabled, to: scrollView)
    let systemEdgeEffects = applySystemEdgeEffects(to: scrollView)
    views.apply(
      update, axis: axis, systemEdgeEffects: systemEdgeEffects,
      displayScale: SheetGlue.displayScale(
        trait: Double(scrollView.traitCollection.displayScale),
        screen: (scrollView.window?.windowScene?.screen.scale).map { Double($0) }))
    lastApplied = update
  }

  /// Removes the views, restores the table footer, `contentInset` (the footer's and the start
  /// room taken out), the bounce switches, `isScrollEnabled` and iOS 26's own edge effects,
  /// cancels a running ``refreshAction`` and stops observing. Idempotent.
  public func detach() {
    observations.forEach { $0.invalidate() }
    observations = []
    refreshTask?.cancel()
    refreshTask = nil
    guard let scrollView else { return }
    uninstallFooter(from: scrollView)
    removeStartRoom(from: scrollView)
    writeScrollEnabled(nil, to: scrollView)
    restoreSystemEdgeEffects(of: scrollView)
    views.stack.forEach { $0.removeFromSuperview() }
    views.overlays.forEach { $0.removeFromSuperview() }
    restoreBounce(of: scrollView)
    self.scrollView = nil
  }

  /// Puts the decoration views at the bottom of the stack again, just above a table's
  /// `backgroundView` when it has one, if UIKit moved anything under them; and the overlays on
  /// top, if UIKit added anything over them.
  private func reassertZOrder(in scrollView: UIScrollView) {
    if let base = ScrollGlue.decorationsInsertionIndex(
      subviews: scrollView.subviews, decorations: views.stack,
      background: (scrollView as? UITableView)?.backgroundView)
    {
      for (index, view) in views.stack.enumerated() {
        scrollView.insertSubview(view, at: base + index)
      }
    }
    if !ScrollGlue.overlaysInPlace(subviews: scrollView.subviews, overlays: views.overlays) {
      views.overlays.forEach { scrollView.bringSubviewToFront($0) }
    }
  }

  /// Sets `bounces` (and `alwaysBounce…` on the axis) to Core's native switch, or restores
  /// them for `nil`; each is written only when it differs.
  private func applyNativeBounce(_ native: Bool?, to scrollView: UIScrollView) {
    let current = BounceSwitches(
      bounces: scrollView.bounces, alwaysBounce: alwaysBounce(of: scrollView))
    let next = ScrollGlue.bounceSwitches(native: native, current: current, kept: savedBounce)
    savedBounce = next.kept
    guard let target = next.set else { return }
    if current.bounces != target.bounces { scrollView.bounces = target.bounces }
    if current.alwaysBounce != target.alwaysBounce {
      setAlwaysBounce(target.alwaysBounce, on: scrollView)
    }
  }

  private func restoreBounce(of scrollView: UIScrollView) {
    applyNativeBounce(nil, to: scrollView)
  }

  private func alwaysBounce(of scrollView: UIScrollView) -> Bool {
    axis == .vertical ? scrollView.alwaysBounceVertical : scrollView.alwaysBounceHorizontal
  }

  private func setAlwaysBounce(_ value: Bool, on scrollView: UIScrollView) {
    switch axis {
    case .vertical: scrollView.alwaysBounceVertical = value
    case .horizontal: scrollView.alwaysBounceHorizontal = value
    }
  }

  /// Installs the footer's view while the decorations have a sticky footer, removes it when
  /// they stop having one.
  private func syncFooterInstallation(in scrollView: UIScrollView) {
    let wanted = ScrollGlue.installsFooter(for: decorations)
    guard wanted != footerInstalled else { return }
    guard wanted else {
      uninstallFooter(from: scrollView)
      return
    }
    if let table = scrollView as? UITableView, kernel.placement == .contentEnd {
      previousTableFooter = table.tableFooterView
      footerContainer.frame = CGRect(x: 0, y: 0, width: table.bounds.width, height: 0)
      table.tableFooterView = footerContainer
    } else {
      scrollView.insertSubview(views.stickyFooterView, at: views.stack.count)
    }
    footerInstalled = true
  }

  private func uninstallFooter(from scrollView: UIScrollView) {
    guard footerInstalled else { return }
    if let table = scrollView as? UITableView, kernel.placement == .contentEnd {
      table.tableFooterView = previousTableFooter
      previousTableFooter = nil
    } else {
      scrollView.contentInset = UIEdgeInsets(
        ScrollGlue.contentInset(
          HostInsets(scrollView.contentInset), removingFooterRoom: kernel.footerRoom, along: axis))
      views.stickyFooterView.removeFromSuperview()
      footerContainer.addSubview(views.stickyFooterView)
    }
    kernel.forgetFooterRoom()
    footerInstalled = false
  }

  /// Gives the footer the room Core asked for, when it changed: the table footer view's height
  /// (re-assigned so the table re-reads it), or the end inset.
  private func writeFooterRoom(_ update: ScrollViewUpdate, in scrollView: UIScrollView) {
    let write = ScrollGlue.footerRoomWrite(
      footerRoom: update.footerRoom, change: update.footerRoomChange,
      placement: kernel.placement, installed: footerInstalled,
      contentInset: HostInsets(scrollView.contentInset), axis: axis)
    switch write {
    case .tableFooterHeight(let height):
      guard let table = scrollView as? UITableView else { return }
      footerContainer.frame.size.height = CGFloat(height)
      table.tableFooterView = footerContainer
    case .contentInset(let insets): scrollView.contentInset = UIEdgeInsets(insets)
    case nil: break
    }
  }
}
#endif
