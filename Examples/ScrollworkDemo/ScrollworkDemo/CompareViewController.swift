// "Compare with the simulator": a built-in scene live, beside (or under) its simulated trace.
#if canImport(UIKit)
import QuartzCore
import Scrollwork
import ScrollworkSimulator
import UIKit

/// One gallery scene, live, at the scenario's screen size (scaled down to fit a smaller
/// screen), with a plot of the simulator's trace of the same scenario and the live view's own
/// recorded frames on the same axes. Perform the scenario's gesture (the caption says what it
/// is) and the dashed curves follow the solid ones.
///
/// For UI tests, tiny accessibility elements give the live positions: `sheet.position` (`y
/// offset`: the panel's top and the list's offset) or `scroll.position` (the offset), and
/// `sheet.history` or `scroll.history` with every frame recorded since the screen opened or
/// was reset (`t y offset keyboardTop;…`, `-` for none), and `touch.history` (`down t;up t;…`).
/// `live.stage` is the live view's frame on the screen.
final class CompareViewController: UIViewController {
  private let scene: GalleryScene
  private let selfSizing: Bool
  private let rows: Int?
  private let pagingButtons: Bool
  private let stage = UIView()
  private let plot = TracePlotView()
  private let caption = UILabel()
  private let recorder = FrameRecorder()
  private var liveScroll: LiveScrollScene?
  private var liveSheet: LiveSheetScene?
  private var keyboardUp = false
  private let keyboardTracker = UIView()
  private var plotShown = true
  private var lastPlotUpdate = 0.0

  /// `selfSizing`: a sheet's list has self-sizing rows (the launch argument `-selfSizing YES`).
  /// `rows`: so many rows instead of the scenario's (`-rows 400`: a long coast to catch).
  /// `pagingButtons`: a sheet's Page ↑ and Page ↓ buttons are shown (`-pagingButtons YES`; off
  /// by default, so a third row of buttons covers no more of the stage than the UI tests expect).
  init(scene: GalleryScene, selfSizing: Bool = false, rows: Int? = nil, pagingButtons: Bool = false)
  {
    self.scene = scene
    self.selfSizing = selfSizing
    self.rows = rows
    self.pagingButtons = pagingButtons
    super.init(nibName: nil, bundle: nil)
    title = scene.scenario.title ?? scene.name
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("CompareViewController is created in code")
  }

  /// The live view's size: the sheet's container, or the scenario's viewport.
  private var stageSize: CGSize {
    let size = scene.scenario.sheet?.container ?? scene.scenario.viewport
    return CGSize(width: size.width, height: size.height)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    stage.bounds = CGRect(origin: .zero, size: stageSize)
    stage.clipsToBounds = true
    stage.accessibilityIdentifier = "live.stage"
    view.addSubview(stage)
    plot.isUserInteractionEnabled = false
    plot.simulated = scene.simulated
    plot.names = scene.isSheet ? ("sheet top", "list offset") : ("offset", "")
    view.addSubview(plot)
    caption.numberOfLines = 3
    caption.font = .preferredFont(forTextStyle: .caption1)
    caption.text =
      "\(scene.scenario.title ?? scene.name): \(scene.script)."
      + (scene.scenario.lookFor.map { " Look for: \($0)" } ?? "")
    caption.isUserInteractionEnabled = false
    view.addSubview(caption)
    installControls()
    installProbes()
    // The keyboard's top, animated with it: a view pinned to the keyboard layout guide.
    keyboardTracker.translatesAutoresizingMaskIntoConstraints = false
    keyboardTracker.isUserInteractionEnabled = false
    view.addSubview(keyboardTracker)
    NSLayoutConstraint.activate([
      keyboardTracker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      keyboardTracker.widthAnchor.constraint(equalToConstant: 1),
      keyboardTracker.heightAnchor.constraint(equalToConstant: 1),
      keyboardTracker.topAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification,
      object: nil)
    center.addObserver(
      self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification,
      object: nil)
    center.addObserver(
      self, selector: #selector(keyboardDidHide), name: UIResponder.keyboardDidHideNotification,
      object: nil)
    recorder.read = { [weak self] in self?.liveValues() ?? (0, nil, nil) }
    recorder.recorded = { [weak self] _ in self?.updatePlot(force: false) }
    TouchLog.shared.touched = { [weak self] in self?.recorder.wake() }
    makeLiveScene()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(true, animated: animated)
    recorder.start()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.setNavigationBarHidden(false, animated: animated)
    recorder.stop()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let size = stageSize
    let safe = view.safeAreaInsets
    let wide = bounds.width >= size.width + 340
    let scale = min(1, bounds.width / size.width, bounds.height / size.height)
    stage.transform = CGAffineTransform(scaleX: scale, y: scale)
    // A sheet's container overlaps the screen's top inset by no more than the scenario's safe
    // area (59 points; an iPhone 16 Pro's is 62): it starts lower when there is room.
    var top = 0.0
    if let sheet = scene.scenario.sheet, scale == 1 {
      top = min(max(0, safe.top - sheet.safeAreaTop), max(0, bounds.height - size.height))
      // On an iPad the container stands on the screen's bottom edge, where a docked keyboard
      // rises from: at the top of a 13-inch iPad (1,376 points tall) it would end above the
      // keyboard's top, and no keyboard would ever lift the sheet.
      if traitCollection.userInterfaceIdiom == .pad {
        top = max(0, bounds.height - size.height)
      }
    }
    stage.center = CGPoint(
      x: wide ? size.width * scale / 2 : bounds.midX, y: top + size.height * scale / 2)
    if wide {
      let side = CGRect(
        x: size.width * scale + 12, y: safe.top + 56,
        width: bounds.width - size.width * scale - 24 - safe.right, height: 260)
      plot.frame = side
      caption.frame = CGRect(x: side.minX, y: side.maxY + 8, width: side.width, height: 60)
    } else {
      plot.frame = CGRect(x: 8, y: safe.top + 88, width: bounds.width - 16, height: 170)
      caption.frame = CGRect(x: 16, y: plot.frame.maxY + 2, width: bounds.width - 32, height: 48)
    }
    plot.isHidden = !plotShown
    caption.isHidden = !plotShown
    matchSafeArea()
  }

  // MARK: The live scene

  private func makeLiveScene() {
    for child in children {
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
    let live: UIViewController
    if var sheet = scene.scenario.sheet {
      if let rows { sheet.content = .rows(count: rows, rowHeight: sheet.content.rowHeight(at: 0)) }
      let scene = LiveSheetScene(sheet: sheet, selfSizing: selfSizing)
      liveSheet = scene
      liveScroll = nil
      live = scene.container
    } else {
      let scene = LiveScrollScene(scenario: scene.scenario)
      liveScroll = scene
      liveSheet = nil
      live = scene
    }
    addChild(live)
    live.view.frame = stage.bounds
    live.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    stage.addSubview(live.view)
    live.didMove(toParent: self)
    recorder.reset()
    recorder.wake()
    TouchLog.shared.reset()
    updatePlot(force: true)
    view.setNeedsLayout()
  }

  /// Gives the sheet's container the scenario's safe area, whatever the device's: UIKit adds
  /// `additionalSafeAreaInsets` to the part of the screen's safe area the stage overlaps.
  private func matchSafeArea() {
    guard let sheet = scene.scenario.sheet, let live = liveSheet?.container else { return }
    let inherited = UIEdgeInsets(
      top: live.view.safeAreaInsets.top - live.additionalSafeAreaInsets.top, left: 0,
      bottom: live.view.safeAreaInsets.bottom - live.additionalSafeAreaInsets.bottom, right: 0)
    let wanted = UIEdgeInsets(
      top: max(0, sheet.safeAreaTop - inherited.top), left: 0,
      bottom: max(0, sheet.safeAreaBottom - inherited.bottom), right: 0)
    if abs(wanted.top - live.additionalSafeAreaInsets.top) > 0.25
      || abs(wanted.bottom - live.additionalSafeAreaInsets.bottom) > 0.25
    {
      live.additionalSafeAreaInsets = wanted
    }
  }

  /// The values recorded each frame, in the stage's (the scenario's) coordinates.
  private func liveValues() -> (primary: Double, secondary: Double?, keyboardTop: Double?) {
    var keyboardTop: Double?
    if keyboardUp {
      let frame = keyboardTracker.layer.presentation()?.frame ?? keyboardTracker.frame
      keyboardTop = Double(view.convert(frame, to: stage).minY)
    }
    if let liveSheet {
      return (liveSheet.panelTop, liveSheet.listOffset, keyboardTop)
    }
    return (liveScroll?.offset ?? 0, nil, keyboardTop)
  }

  @objc private func keyboardWillShow() {
    keyboardUp = true
    recorder.wake()
  }

  @objc private func keyboardWillHide() {
    recorder.wake()
  }

  @objc private func keyboardDidHide() {
    keyboardUp = false
  }

  // MARK: Plot and probes

  /// Redraws the live curves, at most ten times a second unless `force`d.
  private func updatePlot(force: Bool) {
    let now = CACurrentMediaTime()
    guard force || (plotShown && now - lastPlotUpdate > 0.1) else { return }
    lastPlotUpdate = now
    guard let touch = TouchLog.shared.events.first(where: \.began) else {
      plot.live = ([], [])
      return
    }
    let shift = scene.firstTouch - touch.time
    var primary: [(Double, Double)] = []
    var secondary: [(Double, Double)] = []
    for sample in recorder.samples where sample.time >= touch.time {
      primary.append((sample.time + shift, sample.primary))
      if let value = sample.secondary { secondary.append((sample.time + shift, value)) }
    }
    plot.live = (primary, secondary)
  }

  private func installProbes() {
    let kind = scene.isSheet ? "sheet" : "scroll"
    let position = ProbeView(identifier: "\(kind).position")
    position.value = { [weak self] in
      guard let self else { return "" }
      let values = self.liveValues()
      return String(format: "%.2f", values.primary)
        + (values.secondary.map { String(format: " %.2f", $0) } ?? "")
    }
    let history = ProbeView(identifier: "\(kind).history")
    history.value = { [weak self] in
      self?.recorder.samples.map(\.text).joined(separator: ";") ?? ""
    }
    let touches = ProbeView(identifier: "touch.history")
    touches.value = {
      TouchLog.shared.events.map {
        "\($0.began ? "down" : "up") \(String(format: "%.4f", $0.time))"
      }
      .joined(separator: ";")
    }
    // The last accessibility page scroll: what `accessibilityScroll(_:)` returned and where
    // UIKit animated the list to (`true 2480.00`; `-` for none), in Core's offsets.
    let paging = ProbeView(identifier: "sheet.accessibilityScroll")
    paging.value = { [weak self] in
      guard let list = self?.liveSheet?.list, let scrolled = list.lastAccessibilityScroll else {
        return ""
      }
      return "\(scrolled) " + (list.pagingTarget.map { String(format: "%.2f", $0) } ?? "-")
    }
    for probe in [position, history, touches, paging] {
      view.addSubview(probe)
    }
  }

  /// Close, Reset (a new live scene, the recording cleared) and Plot (shows or hides the plot);
  /// for a sheet, a second row: Row 30 (animated), Row 35 (at once), Top, Hide keyboard, and,
  /// with `pagingButtons`, a third: Page ↑ and Page ↓, the list's `accessibilityScroll(.up)` and `(.down)` (VoiceOver's
  /// three-finger swipes up and down).
  private func installControls() {
    func button(_ title: String, _ id: String, _ action: @escaping () -> Void) -> UIButton {
      var style = UIButton.Configuration.gray()
      style.cornerStyle = .capsule
      style.buttonSize = .small
      let button = UIButton(
        configuration: style, primaryAction: UIAction(title: title) { _ in action() })
      button.accessibilityIdentifier = id
      return button
    }
    let close = button("Close", "compare.close") { [weak self] in
      self?.navigationController?.popViewController(animated: true)
    }
    let reset = button("Reset", "compare.reset") { [weak self] in self?.makeLiveScene() }
    let toggle = button("Plot", "compare.plot") { [weak self] in
      guard let self else { return }
      self.plotShown.toggle()
      self.view.setNeedsLayout()
      self.updatePlot(force: true)
    }
    let controls = UIStackView(arrangedSubviews: [close, reset, toggle])
    controls.spacing = 8
    let stack = UIStackView(arrangedSubviews: [controls])
    stack.axis = .vertical
    stack.alignment = .trailing
    stack.spacing = 6
    if scene.isSheet {
      // The scrolls UIKit starts itself, the top detent and the keyboard, for the UI tests.
      let actions = UIStackView(arrangedSubviews: [
        button("Row 30", "sheet.scrollToRow") { [weak self] in self?.liveSheet?.scrollToRow30() },
        button("Row 35", "sheet.jumpToRow") { [weak self] in self?.liveSheet?.jumpToRow35() },
        button("Top", "sheet.topDetent") { [weak self] in self?.liveSheet?.moveToTop() },
        button("Hide keyboard", "sheet.hideKeyboard") { [weak self] in
          self?.liveSheet?.hideKeyboard()
        },
      ])
      actions.spacing = 6
      stack.addArrangedSubview(actions)
    }
    if scene.isSheet, pagingButtons {
      let paging = UIStackView(arrangedSubviews: [
        button("Page ↑", "sheet.accessibilityScrollUp") { [weak self] in
          self?.liveSheet?.accessibilityScroll(.up)
        },
        button("Page ↓", "sheet.accessibilityScrollDown") { [weak self] in
          self?.liveSheet?.accessibilityScroll(.down)
        },
      ])
      paging.spacing = 6
      stack.addArrangedSubview(paging)
    }
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      stack.trailingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -12),
    ])
  }
}
#endif
