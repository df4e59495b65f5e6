/// The host kernel of a sheet with a collapsible header and scrolling content (ARCHITECTURE.md §8):
/// it takes what a host reads and its gestures, with timestamps, and returns everything the host
/// applies — the panel's frame and its parts, the content's offset, the dimming, the keyboard's
/// drawn height — and whether the host's clock must keep running.
///
/// A host — the UIKit container, the simulator, the browser — converts its platform's values
/// into ``SheetHostEvent``s, sends them with ``send(_:at:)``, and at every display frame applies
/// ``advance(to:)``. It measures nothing and decides nothing: the finger's velocity comes from
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
///     kernel.advance(to: 0.25).panel.y  // the sheet has risen under the finger
public struct SheetKernel: Sendable {
  /// The machines: sheet, header and content, driven as one gesture.
  @_spi(Engine) public internal(set) var system: SheetScrollMachine
  /// The chrome's geometry: the header and the grabber strip in it.
  public let chrome: SheetChrome
  /// What the host read last.
  public private(set) var reading: SheetReading
  /// The finger on the sheet, its header or its content.
  @_spi(Engine) public private(set) var finger = SheetFinger()
  /// The keyboard's movement, for hosts that draw their own keyboard.
  @_spi(Engine) public private(set) var keyboard = KeyboardMotion()
  /// The content offset of the last frame the host applied, in points.
  public internal(set) var appliedContentOffset: Double
  /// The time of the last frame the host applied (``advance(to:)``), in seconds: Core's time
  /// never goes back behind it.
  @_spi(Engine) public internal(set) var lastFrameTime: Double
  /// How the sheet and its list behave: the host's configuration with the reading's pixel grid
  /// and, while Reduce Motion is on, its spring. The kernel keeps it and passes it to every
  /// call of its machines, which keep none.
  @_spi(Engine) public private(set) var configuration: SheetScrollMachine.Configuration
  /// The sheet's spring as configured, which Reduce Motion replaces while it is on.
  let configuredSpring: SpringParameters
  /// Whether something covers the sheet (``SheetHostEvent/covered(_:)``).
  @_spi(Engine) public private(set) var isCovered = false
  /// Whether the finger now down touched down on a moving sheet, header or content and stopped
  /// it (``SheetHostEvent/touchDown(at:)``): a host cancels the tap that touch would deliver
  /// (a row is not selected by the touch that stops the list), as UIKit's scroll views do.
  public private(set) var touchCaughtMotion = false
  /// Whether the last ``SheetHostEvent/escape`` was the sheet's to take: it dismissed the sheet,
  /// counted an attempt while the dismissal is vetoed, or lowered the sheet to its lowest detent
  /// (a host's answer to VoiceOver's `accessibilityPerformEscape()`).
  public private(set) var escapeTaken = false
  /// Whether the finger down is a touch that caught a motion and has begun no pan yet: the
  /// pan that begins next continues it, and ``SheetHostEvent/touchUp`` ends it.
  @_spi(Engine) public private(set) var touchHoldsFinger = false

  /// Creates the kernel at the host's first layout.
  /// - Parameters:
  ///   - detents: the detents, any number.
  ///   - configuration: snapping, spring, keyboard mode and dimming. Its pixel grid
  ///     is the reading's display scale (clamped to 1…10, ``SheetReading/pixelGrid``), and its
  ///     spring the Reduce Motion one when the reading says so.
  ///   - chrome: the header's height, its collapsible part and the grabber strip.
  ///   - content: the content's scroll configuration (deceleration rate, bounce at its end);
  ///     momentum along the chain coasts at its rate.
  ///   - initial: the detent the sheet starts at (the lowest when `nil`); in a container too
  ///     small to tell it from another detent, the one it merges with.
  ///   - presented: `false` to start hidden below the container's bottom; a
  ///     ``SheetHostEvent/move(to:animated:)`` then presents the sheet.
  ///   - reading: the container, safe area, content height, display scale and Reduce Motion
  ///     (their contract: ``SheetReading``).
  ///   - time: the host's timestamp of this first layout, in seconds, within ±10⁹.
  /// - Throws: ``ScrollworkError`` for an invalid detent list, reading, time or `initial` id,
  ///   or a header taller than 10⁹ points.
  public init(
    detents: [SheetDetent], configuration: SheetConfiguration = SheetConfiguration(),
    chrome: SheetChrome, content: ScrollConfiguration = ScrollConfiguration(),
    initial: SheetDetent.ID? = nil, presented: Bool = true, reading: SheetReading,
    at time: Double
  ) throws(ScrollworkError) {
    try reading.validate()
    try ScrollworkError.requireNonNegative(chrome.header.height, "header.height")
    var sheetConfiguration = configuration
    configuredSpring = configuration.spring
    sheetConfiguration.pixelGrid = reading.pixelGrid
    if reading.reduceMotion { sheetConfiguration.spring = .sheetReducedMotion }
    let configuration = SheetScrollMachine.Configuration(
      sheet: sheetConfiguration, content: content)
    let context = reading.context(header: chrome.header)
    let sheet = try SheetMachine(
      detents: detents, configuration: configuration.sheet, context: context,
      initial: Self.startingDetent(initial, of: detents, in: context), hidden: !presented,
      at: time)
    system = try SheetScrollMachine(
      sheet: sheet, header: chrome.header, contentHeight: reading.contentHeight,
      configuration: configuration)
    self.configuration = configuration
    self.chrome = chrome
    self.reading = reading
    appliedContentOffset =
      system.sampleInPlace(at: time, configuration: configuration).content.offset
    lastFrameTime = time
  }

  /// The finger moves to `translation`: the system takes the movement (or refuses it,
  /// unchanged), then the finger records it.
  private mutating func moveFinger(to translation: Double, at t: Double) throws(ScrollworkError) {
    try system.send(.dragChanged(translation: translation), at: t, configuration: configuration)
    _ = finger.moved(to: translation, at: t)
  }

  /// The finger lifts, at `velocity` or its tracker's: ended on a copy of the finger (a few
  /// hundred bytes), kept once the system has taken the release.
  private mutating func endFinger(at t: Double, velocity: Double?) throws(ScrollworkError) {
    var lifted = finger
    if let ended = lifted.ended(at: t, velocity: velocity) {
      try system.send(ended, at: t, configuration: configuration)
    }
    finger = lifted
  }

  /// Throws unless `value` is a finite number (a platform's position, which the kernel clamps).
  private static func requireNumber(_ value: Double, _ name: String) throws(ScrollworkError) {
    guard value.isFinite else {
      throw ScrollworkError("\(name): must be a finite number, got \(value)")
    }
  }

  /// The detent to start at for `initial`: itself, or, when the container is too small to
  /// tell it from another (they resolve within half a point of each other and merge, as every
  /// detent does in a container with no height), the one nearest to where it resolves.
  static func startingDetent(
    _ initial: SheetDetent.ID?, of rules: [SheetDetent], in context: SheetContext
  ) -> SheetDetent.ID? {
    guard let initial, let rule = rules.first(where: { $0.id == initial }),
      let y = rule.y(in: context), let resolved = try? SheetDetent.resolve(rules, in: context),
      !resolved.contains(where: { $0.id == initial })
    else { return initial }
    let clamped = min(max(y, 0), context.containerHeight)
    return resolved.min { abs($0.y - clamped) < abs($1.y - clamped) }?.id ?? initial
  }

  /// Applies `event` at `time` (seconds, the host's clock). Events come in time order; an
  /// earlier one is applied as of the latest, as the machines do. What each value may be, and
  /// what is clamped or ignored, is listed at ``SheetHostEvent``.
  /// - Throws: ``ScrollworkError`` for a time or value out of its range, an unknown detent id or
  ///   an invalid detent list; the kernel is unchanged then.
  public mutating func send(_ event: SheetHostEvent, at time: Double) throws(ScrollworkError) {
    try ScrollworkError.requireFinite(time, "time")
    let t = max(time, system.lastEventTime, lastFrameTime)
    if case .panChanged(let translation) = event {
      // The per-frame path, in place: the system checks the movement before it changes
      // anything, and the finger records it only once the system has taken it.
      guard finger.isDown else { return }
      try system.send(.dragChanged(translation: translation), at: t, configuration: configuration)
      _ = finger.moved(to: translation, at: t)
      return
    }
    // Every other event, in place too: each checks everything it may be refused for (the
    // sheet's detents resolved in the new layout included) before it writes anything, and the
    // finger records a movement only once the system has taken it. (A gesture's begin and end
    // copied the kernel, about 3.8 KB, to roll back to.)
    try apply(event, at: t)
  }

  private mutating func apply(_ event: SheetHostEvent, at t: Double) throws(ScrollworkError) {
    switch event {
    case .layout(let new):
      try new.validate()
      let old = reading
      let context = new.context(header: chrome.header)
      let resized = context != old.context(header: chrome.header)
      // The detents resolved in the new container may be refused (a custom rule with no finite
      // height there): checked before the reading or the list's height is written.
      if resized {
        _ = try system.sheet.check(.resize(context), configuration: configuration.sheet)
      }
      reading = new
      if new.contentHeight != old.contentHeight {
        try system.send(.setContentHeight(new.contentHeight), at: t, configuration: configuration)
      }
      if resized { try system.send(.sheet(.resize(context)), at: t, configuration: configuration) }
      if new.pixelGrid != old.pixelGrid || new.reduceMotion != old.reduceMotion {
        configuration.pixelGrid = new.pixelGrid
        configuration.sheet.spring = new.reduceMotion ? .sheetReducedMotion : configuredSpring
        system.reconfigure(at: t, configuration: configuration)
      }
    case .panBegan(let source, let translation):
      // Checked first. A drag that begins takes any movement within range: the chain splits
      // it among the sheet, the header and the list, none of which is given more than all of
      // it.
      try ScrollworkError.requireFinite(translation, "drag.translation")
      if touchHoldsFinger {
        // The touch that caught the motion becomes the pan: the finger is already down where
        // the motion stopped, and the pan's translation counts from the touch.
        if translation != 0, finger.isDown { try moveFinger(to: translation, at: t) }
        touchHoldsFinger = false
        return
      }
      try system.send(.dragBegan(on: source), at: t, configuration: configuration)
      _ = finger.began(on: source, at: t)
      // UIKit reports the movement that began the pan; the sheet follows it at once.
      if translation != 0 { try moveFinger(to: translation, at: t) }
    case .panChanged:
      break  // sent in place by send(_:at:)
    case .panEnded(let translation, let velocity):
      // (Ignored while no finger is down, whatever its values.)
      if finger.isDown {
        // Checked first; the end then moves the finger nowhere new, and is taken.
        try ScrollworkError.requireFinite(translation, "drag.translation")
        if let velocity { try ScrollworkError.requireFinite(velocity, "drag.velocity") }
        if translation != finger.translation { try moveFinger(to: translation, at: t) }
        try endFinger(at: t, velocity: velocity)
      }
      touchHoldsFinger = false
      touchCaughtMotion = false
    case .touchDown(let point):
      try Self.requireNumber(point.x, "touch.x")
      try Self.requireNumber(point.y, "touch.y")
      touchCaughtMotion = false
      guard !finger.isDown else { return }
      // Read in place: `frame(at:)` works on a copy of the kernel.
      let frame = makeFrame(at: t)
      guard !system.isAtRest(at: t, sampled: frame.sample),
        let source = frame.dragSource(at: point)
      else { return }
      // Catching is a drag that begins where the motion is and has not moved.
      try system.send(.dragBegan(on: source), at: t, configuration: configuration)
      _ = finger.began(on: source, at: t)
      touchHoldsFinger = true
      touchCaughtMotion = true
    case .touchUp:
      guard touchHoldsFinger else {
        touchCaughtMotion = false
        return
      }
      try endFinger(at: t, velocity: 0)
      touchHoldsFinger = false
      touchCaughtMotion = false
    case .covered(let covered):
      isCovered = covered
    case .keyboard(let frameTop, let duration, let curve):
      if let frameTop { try Self.requireNumber(frameTop, "keyboard.frameTop") }
      // Checked here, not only by the sheet, which an ignored keyboard does not reach.
      try ScrollworkError.requireNonNegative(duration, "keyboard.duration")
      let height =
        frameTop.map { min(max(0, reading.container.height - $0), reading.container.height) } ?? 0
      let timing = TimingCurve.animationCurve(rawValue: curve)
      // Under a modal, a keyboard that shows is the modal's: it is drawn, but the sheet stays.
      let ignored =
        isCovered && height > 0 && configuration.sheet.coveredKeyboard == .ignoreShowing
      if !ignored {
        try system.send(
          .sheet(.keyboard(height: height, duration: duration, curve: timing)), at: t,
          configuration: configuration)
      }
      keyboard = KeyboardMotion(
        from: keyboard.height(at: t), to: height, start: t, duration: duration, curve: timing)
    case .contentOffsetObserved(let offset, let byUser):
      try Self.requireNumber(offset, "content.offset")
      // Offsets UIKit writes while the finger is on the list are its own tracking, which the
      // kernel overrides; the glue's own writes come back unchanged (within half a pixel of
      // the grid the kernel was created with). Anything else was set by the app or the system
      // (scroll-to-top, scrollToRow, accessibility): the list is there, within its range (a
      // list's range may end past 10⁹ points, the largest offset the list is sent, when its
      // content and safe area are both that long).
      let tolerance = 0.5 * configuration.sheet.pixelGrid.pixel
      guard !byUser, abs(offset - appliedContentOffset) > tolerance else { return }
      let limit = ScrollworkError.largestMagnitude
      try system.send(
        .setContentOffset(min(max(offset, -limit), limit)), at: t, configuration: configuration)
      appliedContentOffset =
        system.sampleInPlace(at: t, configuration: configuration).content.offset
    case .contentResized(let height, let shift):
      var new = reading
      new.contentHeight = height
      try new.validate()
      try ScrollworkError.requireFinite(shift, "content.shift")
      try system.send(
        .resizeContent(height: height, shift: shift), at: t, configuration: configuration)
      reading = new
      // The platform moved the list by `shift` itself: what it shows is Core's new offset.
      appliedContentOffset += shift
    case .contentSwitched(let offset, let height):
      try Self.requireNumber(offset, "content.offset")
      var new = reading
      new.contentHeight = height
      try new.validate()
      let context = new.context(header: chrome.header)
      let resized = context != reading.context(header: chrome.header)
      if resized {
        _ = try system.sheet.check(.resize(context), configuration: configuration.sheet)
      }
      let limit = ScrollworkError.largestMagnitude
      try system.send(
        .switchContent(offset: min(max(offset, -limit), limit), height: height), at: t,
        configuration: configuration)
      reading = new
      // The detents follow the new list's height (a fitted one springs to it).
      if resized { try system.send(.sheet(.resize(context)), at: t, configuration: configuration) }
      appliedContentOffset =
        system.sampleInPlace(at: t, configuration: configuration).content.offset
    case .move(let id, let animated):
      try system.send(
        .sheet(.move(to: id, animated: animated)), at: t, configuration: configuration)
    case .dismiss(let animated):
      try system.send(.sheet(.dismiss(animated: animated)), at: t, configuration: configuration)
    case .dismissal(let dismissal):
      configuration.sheet.dismissal = dismissal
      system.changeDismissal(at: t, configuration: configuration)
    case .escape:
      escapeTaken = system.escape(at: t, configuration: configuration)
    case .setDetents(let detents):
      try system.send(.sheet(.setDetents(detents)), at: t, configuration: configuration)
    }
  }
}
