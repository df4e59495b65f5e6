/// The host kernel of a sheet with a collapsible header and scrolling content (ARCHITECTURE.md §8):
/// it takes what a host reads and its gestures, with timestamps, and returns everything the host
/// applies — the panel's frame and its parts, the content's offset, the dimming, the keyboard's
/// drawn height — and whether the host's clock must keep running.
///
/// A host — the UIKit container, the simulator, the browser — converts its platform's values
/// into ``SheetHostEvent``s, sends them with ``send(_:at:)``, and at every display frame applies
/// ``frame(at:)``. It measures nothing and decides nothing: the finger's velocity comes from
/// the kernel's tracker, a keyboard frame becomes a height here, and Core owns the content's
/// offset (Guides/UIKit.md, "Who moves the list").
///
///     var kernel = try SheetKernel(
///       detents: detents, chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)),
///       initial: "default", reading: SheetReading(
///       container: HostSize(width: 390, height: 844), safeArea: HostInsets(top: 59, bottom: 34),
///       contentHeight: 2240), at: 0)
///     try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
///     try kernel.send(.panChanged(translation: -300), at: 0.25)
///     kernel.frame(at: 0.25).panel.y  // the sheet has risen under the finger
public struct SheetKernel: Sendable {
  /// The machines: sheet, header and content, driven as one gesture.
  public private(set) var system: SheetScrollMachine
  /// The chrome's geometry: the header and the grabber strip in it.
  public let chrome: SheetChrome
  /// What the host read last.
  public private(set) var reading: SheetReading
  /// The finger on the sheet, its header or its content.
  public private(set) var finger = SheetFinger()
  /// The keyboard's movement, for hosts that draw their own keyboard.
  public private(set) var keyboard = KeyboardMotion()
  /// The content offset of the last frame the host applied, in points.
  public private(set) var appliedContentOffset: Double

  /// Creates the kernel at the host's first layout.
  /// - Parameters:
  ///   - detents: the detents, any number.
  ///   - configuration: snapping, spring, keyboard mode and dimming. Its pixel grid
  ///     is the reading's display scale, and its spring the Reduce Motion one when the reading
  ///     says so.
  ///   - chrome: the header's height, its collapsible part and the grabber strip.
  ///   - content: the content's scroll configuration (deceleration rate, bounce at its end);
  ///     momentum along the chain coasts at its rate.
  ///   - initial: the detent the sheet starts at (the lowest when `nil`).
  ///   - reading: the container, safe area, content height, display scale and Reduce Motion.
  ///   - time: the host's timestamp of this first layout, in seconds.
  /// - Throws: ``ScrollworkError`` for an invalid detent list, reading or `initial` id.
  public init(
    detents: [SheetDetent], configuration: SheetConfiguration = SheetConfiguration(),
    chrome: SheetChrome, content: ScrollConfiguration = ScrollConfiguration(),
    initial: SheetDetent.ID? = nil, reading: SheetReading, at time: Double
  ) throws(ScrollworkError) {
    try reading.validate()
    var configuration = configuration
    configuration.pixelGrid = PixelGrid(displayScale: reading.displayScale)
    if reading.reduceMotion { configuration.spring = .sheetReducedMotion }
    let sheet = try SheetMachine(
      detents: detents, configuration: configuration,
      context: reading.context(header: chrome.header), initial: initial, at: time)
    system = try SheetScrollMachine(
      sheet: sheet, header: chrome.header, contentHeight: reading.contentHeight,
      contentConfiguration: content)
    self.chrome = chrome
    self.reading = reading
    appliedContentOffset = system.sample(at: time).content.offset
  }

  /// Applies `event` at `time` (seconds, the host's clock).
  /// - Throws: ``ScrollworkError`` for a non-finite value, an unknown detent id or an invalid
  ///   detent list; the kernel is unchanged then.
  public mutating func send(_ event: SheetHostEvent, at time: Double) throws(ScrollworkError) {
    if case .panChanged(let translation) = event {
      // The per-frame path, in place: the system checks the movement before it changes
      // anything, and the finger records it only once the system has taken it.
      guard finger.isDown else { return }
      try system.send(.dragChanged(translation: translation), at: time)
      _ = finger.moved(to: translation, at: time)
      return
    }
    var next = self
    try next.apply(event, at: time)
    self = next
  }

  private mutating func apply(_ event: SheetHostEvent, at t: Double) throws(ScrollworkError) {
    switch event {
    case .layout(let new):
      try new.validate()
      let old = reading
      reading = new
      if new.contentHeight != old.contentHeight {
        try system.send(.setContentHeight(new.contentHeight), at: t)
      }
      if new.context(header: chrome.header) != old.context(header: chrome.header) {
        try system.send(.sheet(.resize(new.context(header: chrome.header))), at: t)
      }
    case .panBegan(let source, let translation):
      try system.send(finger.began(on: source, at: t), at: t)
      // UIKit reports the movement that began the pan; the sheet follows it at once.
      if translation != 0, let moved = finger.moved(to: translation, at: t) {
        try system.send(moved, at: t)
      }
    case .panChanged:
      break  // sent in place by send(_:at:)
    case .panEnded(let translation, let velocity):
      if finger.isDown, translation != finger.translation,
        let moved = finger.moved(to: translation, at: t)
      {
        try system.send(moved, at: t)
      }
      if let ended = finger.ended(at: t, velocity: velocity) { try system.send(ended, at: t) }
    case .keyboard(let frameTop, let duration, let curve):
      let height =
        frameTop.map { min(max(0, reading.container.height - $0), reading.container.height) } ?? 0
      let timing = TimingCurve.animationCurve(rawValue: curve)
      try system.send(
        .sheet(.keyboard(height: height, duration: duration, curve: timing)), at: t)
      keyboard = KeyboardMotion(
        from: keyboard.height(at: t), to: height, start: t, duration: duration, curve: timing)
    case .contentOffsetObserved(let offset, let byUser):
      // Offsets UIKit writes while the finger is on the list are its own tracking, which the
      // kernel overrides; the glue's own writes come back unchanged. Anything else was set by
      // the app or the system (scroll-to-top, scrollToRow, accessibility): the list is there.
      let tolerance = 0.5 / reading.displayScale
      guard !byUser, abs(offset - appliedContentOffset) > tolerance else { return }
      try system.send(.setContentOffset(offset), at: t)
      appliedContentOffset = system.sample(at: t).content.offset
    case .move(let id, let animated):
      try system.send(.sheet(.move(to: id, animated: animated)), at: t)
    case .setDetents(let detents):
      try system.send(.sheet(.setDetents(detents)), at: t)
    }
  }

  /// Everything the host applies at `time`, and records the content offset it will show.
  /// - Complexity: O(detents); no allocation.
  public mutating func frame(at time: Double) -> SheetKernelFrame {
    let frame = peek(at: time)
    appliedContentOffset = frame.contentOffset
    return frame
  }

  /// The frame at `time` without recording it (for drawing a trace).
  @inline(__always) public func peek(at time: Double) -> SheetKernelFrame {
    let sample = system.sample(at: time)
    let width = reading.container.width
    let panelHeight = max(0, reading.container.height - sample.sheet.y)
    let visibleHeader = chrome.header.height - sample.headerCollapsed
    let contentHeight = max(0, panelHeight - visibleHeader)
    let contentGeometry = ScrollGeometry(
      viewport: contentHeight, content: system.content.geometry.content, insetStart: 0,
      insetEnd: reading.safeArea.bottom)
    return SheetKernelFrame(
      sample: sample,
      panel: DecorationRect(x: 0, y: sample.sheet.y, width: width, height: panelHeight),
      headerClip: DecorationRect(x: 0, y: 0, width: width, height: visibleHeader),
      header: DecorationRect(x: 0, y: 0, width: width, height: chrome.header.height),
      grabber: DecorationRect(
        x: 0, y: 0, width: width, height: min(chrome.grabberHeight, chrome.header.height)),
      content: DecorationRect(x: 0, y: visibleHeader, width: width, height: contentHeight),
      contentOffset: sample.content.offset,
      contentIndicator: ScrollIndicatorLayout(
        geometry: contentGeometry, offset: sample.content.offset),
      dimming: sample.sheet.dimming, keyboardHeight: keyboard.height(at: time),
      fingerDown: finger.isDown,
      isAtRest: !finger.isDown && system.isAtRest(at: time) && keyboard.isFinished(at: time))
  }
}

/// What a sheet host reads off its container, in points.
public struct SheetReading: Sendable, Hashable {
  /// The container's size (the view the sheet moves in).
  public var container: HostSize
  /// The container's safe area.
  public var safeArea: HostInsets
  /// The content's height (the tracked scroll view's content size).
  public var contentHeight: Double
  /// Points per pixel of the screen; positions are kept on its grid. Read at creation.
  public var displayScale: Double
  /// Whether Reduce Motion is on: the sheet springs without overshoot. Read at creation.
  public var reduceMotion: Bool

  /// Creates a reading.
  public init(
    container: HostSize, safeArea: HostInsets = HostInsets(), contentHeight: Double = 0,
    displayScale: Double = 3, reduceMotion: Bool = false
  ) {
    self.container = container
    self.safeArea = safeArea
    self.contentHeight = contentHeight
    self.displayScale = displayScale
    self.reduceMotion = reduceMotion
  }

  /// The detents' context for a sheet with `header`: header and content make its content.
  func context(header: SheetHeader) -> SheetContext {
    SheetContext(
      containerHeight: container.height, containerWidth: container.width,
      safeAreaTop: safeArea.top, safeAreaBottom: safeArea.bottom,
      contentHeight: header.height + contentHeight)
  }

  func validate() throws(ScrollworkError) {
    try ScrollworkError.requireNonNegative(container.width, "container.width")
    try ScrollworkError.requireNonNegative(container.height, "container.height")
    try ScrollworkError.requireNonNegative(contentHeight, "content.height")
    guard displayScale.isFinite, displayScale > 0 else {
      throw ScrollworkError("displayScale: expected a number > 0, got \(displayScale)")
    }
  }
}

/// The sheet's chrome: the header (with the grabber strip inside its top) and how much of it
/// collapses.
public struct SheetChrome: Sendable, Hashable {
  /// The header's height, collapsible part and reveal.
  public var header: SheetHeader
  /// The grabber strip's height at the header's top, in points (UIKit's sheets: about 20).
  public var grabberHeight: Double

  /// Creates the chrome.
  public init(header: SheetHeader, grabberHeight: Double = 20) {
    self.header = header
    self.grabberHeight = grabberHeight.isFinite ? max(0, grabberHeight) : 0
  }
}

/// What a sheet host tells its kernel. Translations and velocities are the finger's along y in
/// the container (negative = up), as `UIPanGestureRecognizer` reports them.
public enum SheetHostEvent: Sendable {
  /// A layout pass: the container, safe area or content height may have changed (rotation,
  /// split view, rows loaded).
  case layout(SheetReading)
  /// A pan begins on the grabber, the header or the content, `translation` points in.
  case panBegan(on: SheetDragSource, translation: Double)
  /// The pan has moved `translation` points since it began.
  case panChanged(translation: Double)
  /// The pan ends after `translation` points; its velocity is the kernel's tracker's unless
  /// given (a scripted fling), in points per second.
  case panEnded(translation: Double, velocity: Double?)
  /// The keyboard will move: its end frame's top in container coordinates (`nil` when it hides
  /// or its frame is empty), over `duration` seconds along the `UIView.AnimationCurve` raw
  /// value `curve`.
  case keyboard(frameTop: Double?, duration: Double, curve: Int)
  /// The content's offset changed under the host: `byUser` while UIKit's own tracking or
  /// deceleration moved it (the kernel overrides those), otherwise set by the app or the
  /// system, and the list takes it.
  case contentOffsetObserved(Double, byUser: Bool)
  /// Move to the detent `id`, springing there when `animated`.
  case move(to: SheetDetent.ID, animated: Bool)
  /// Replace the detents; the settled one is kept if its id is still listed.
  case setDetents([SheetDetent])
}

/// Everything a sheet host applies at one instant.
public struct SheetKernelFrame: Sendable, Hashable {
  /// The sheet, header and content state.
  public var sample: SheetScrollSample
  /// The panel's frame in the container: from the sheet's top edge to the container's bottom.
  public var panel: DecorationRect
  /// The header's visible part, in the panel (it clips the header view).
  public var headerClip: DecorationRect
  /// The header view's frame at its full height, in the panel.
  public var header: DecorationRect
  /// The grabber strip, in the panel.
  public var grabber: DecorationRect
  /// The content's viewport below the visible header, in the panel.
  public var content: DecorationRect
  /// The content's offset, which the host writes whenever it differs (Core owns it).
  public var contentOffset: Double
  /// Where a host that draws its own draws the content's scroll indicator, in the content
  /// viewport's coordinates.
  public var contentIndicator: ScrollIndicatorLayout
  /// The dimming view's alpha, 0–1.
  public var dimming: Double
  /// The keyboard's height over the container's bottom as it moves, for hosts that draw it.
  public var keyboardHeight: Double
  /// Whether a finger is on the sheet, its header or its content.
  public var fingerDown: Bool
  /// Whether nothing moves any more: the host may stop its display clock.
  public var isAtRest: Bool
}

/// The keyboard's movement as its notification reported it: from, to, start, duration and curve.
public struct KeyboardMotion: Sendable, Hashable {
  public var from = 0.0
  public var to = 0.0
  public var start = 0.0
  public var duration = 0.0
  public var curve = TimingCurve.keyboard

  /// A keyboard that is hidden and still.
  public init() {}

  /// A keyboard moving from `from` to `to` points over `duration` seconds from `start`.
  public init(from: Double, to: Double, start: Double, duration: Double, curve: TimingCurve) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.curve = curve
  }

  /// Its height over the container's bottom at `time`, in points.
  public func height(at time: Double) -> Double {
    guard duration > 0, time < start + duration else { return to }
    let progress = curve.progress(at: max(0, time - start) / duration, duration: duration)
    return from + (to - from) * progress
  }

  /// Whether it has arrived by `time`.
  public func isFinished(at time: Double) -> Bool { time >= start + duration }
}
