/// A draggable sheet with detents, as a value (ARCHITECTURE.md §6).
///
/// A host sends drag, resize, keyboard and detent events with timestamps and samples the sheet
/// at any time; the machine never reads a clock. A release picks its detent with the
/// ``SheetConfiguration/SnapPolicy`` and springs there from the finger's velocity; a touch during
/// the spring catches the sheet where it is.
///
///     let configuration = SheetConfiguration()
///     var sheet = try SheetMachine(
///       detents: [SheetDetent(id: "teaser", .height(180)), SheetDetent(id: "full", .inset(10))],
///       configuration: configuration,
///       context: SheetContext(containerHeight: 844, safeAreaTop: 59), initial: "teaser")
///     try sheet.send(.began, at: 0, configuration: configuration)
///     try sheet.send(
///       .ended(translation: -120, velocity: -1500), at: 0.1, configuration: configuration)
///     sheet.sample(at: 0.2, configuration: configuration).targetDetent  // "full"
///
/// State, configuration and policy are apart: the detents in force and where the sheet is are
/// state (``rules``, ``detents``, ``settledDetent``); the configuration is the host's, passed
/// to every call that needs it (the host may change its grid and spring between calls); the
/// snapping is a policy value in it. `sample(at:configuration:)` is O(n) in the number of
/// detents and never allocates.
@_spi(Engine) public struct SheetMachine: Sendable {
  /// The container the detents are resolved in.
  public internal(set) var context: SheetContext
  /// The detent rules in force (changed by `SheetChange.setDetents(_:)`).
  public internal(set) var rules: [SheetDetent]
  /// The rules resolved in the context, lowest first, lifted for the keyboard.
  public internal(set) var detents: SheetDetents
  /// The time of the latest event, in seconds.
  public internal(set) var lastEventTime: Double

  /// The index in ``detents`` of the detent the sheet last rested at (while it rests hidden,
  /// the one it rested at before).
  var settledIndex: Int
  /// Whether the sheet rests hidden, below the container's bottom (`hiddenY`).
  var isHidden = false
  /// How many releases (and escape gestures) would have dismissed the sheet while its dismissal
  /// was vetoed (``SheetConfiguration/Dismissal/vetoed``), wrapping around: a host reports each new
  /// one.
  public internal(set) var dismissAttempts = 0

  /// The index that stands for the hidden position in an animation's target and the snap
  /// policy's answer: below the lowest detent (index 0).
  static let hiddenIndex = -1

  var state: State {
    get {
      guard let stillY else {
        return .animating(animation.motion, target: animation.target, since: animation.since)
      }
      guard let anchor = dragAnchor else { return .resting(y: stillY) }
      return .dragging(
        rawStart: anchor.rawStart, translation: anchor.translation, y: stillY, band: anchor.band)
    }
    set {
      // Every new state but resting leaves hidden; resting at the hidden position is set by
      // `rest(at:)`, which says so.
      isHidden = false
      switch newValue {
      case .resting(let y):
        stillY = y
        dragAnchor = nil
      case .dragging(let rawStart, let translation, let y, let band):
        stillY = y
        dragAnchor = DragAnchor(rawStart: rawStart, translation: translation, band: band)
      case .animating(let motion, let target, let since):
        animation = Animation(motion: motion, target: target, since: since)
        stillY = nil
        dragAnchor = nil
      }
    }
  }
  /// The state is kept in plain fields rather than as the ``State`` enum, whose payload a switch
  /// copies (the animation's 370 bytes): the position while the sheet rests or follows a finger
  /// (every frame of a drag), `nil` while it animates ...
  private(set) var stillY: Double?
  /// Where a drag began, the finger's translation and the rubber band, while a finger is on
  /// the sheet (then `stillY` is where it shows the sheet).
  private(set) var dragAnchor: DragAnchor?
  /// ... and the animation, meaningful while `stillY` is `nil`, read in place every frame of
  /// one (`sheet.sample.momentum`, Benchmarks/README.md).
  private var animation = Animation(
    motion: PiecewiseMotion(pieces: (nil, nil, nil), rest: 0, duration: 0), target: 0, since: 0)
  var tracker = VelocityTracker()

  /// A motion toward the detent at index `target` (``hiddenIndex``: to hidden), from `since`
  /// (holding its start until then).
  struct Animation: Sendable {
    var motion: PiecewiseMotion
    var target: Int
    var since: Double
  }

  struct DragAnchor: Sendable {
    var rawStart: Double
    var translation: Double
    var band: Double
  }

  enum State: Sendable {
    case resting(y: Double)
    /// `rawStart` is the unresisted position the drag began at, `translation` the finger's
    /// latest translation, `y` the shown position, `band` the rubber band's length for it.
    case dragging(rawStart: Double, translation: Double, y: Double, band: Double)
    case animating(PiecewiseMotion, target: Int, since: Double)
  }

  /// Creates a sheet at rest at the detent `initial` (the lowest when `nil`) at `time` seconds,
  /// or hidden below the container's bottom when `hidden` (`initial` is then the detent it
  /// reports as settled until it is presented).
  /// - Throws: ``ScrollworkError`` for an invalid detent list or context, an unknown `initial`
  ///   id, or a dimming between detents that are not listed.
  public init(
    detents rules: [SheetDetent], configuration: SheetConfiguration = SheetConfiguration(),
    context: SheetContext, initial: SheetDetent.ID? = nil, hidden: Bool = false,
    at time: Double = 0
  ) throws(ScrollworkError) {
    try Self.validate(context)
    try ScrollworkError.requireFinite(time, "time")
    let detents = try Self.resolve(rules, in: context, configuration: configuration)
    try Self.validate(configuration.dimming, rules: rules)
    var index = 0
    if let initial {
      guard let found = detents.index(of: initial) else {
        throw ScrollworkError("initial: no detent has the id \"\(initial)\"")
      }
      index = found
    }
    self.context = context
    self.rules = rules
    self.detents = detents
    settledIndex = index
    lastEventTime = time
    rest(at: hidden ? Self.hiddenIndex : index)
  }

  /// The detent the sheet last came to rest at.
  public var settledDetent: SheetDetent.ID { detents[settledIndex].id }

  // MARK: Sampling

  /// The sheet at `time` (seconds); a time before the latest event is answered as of it.
  public func sample(at time: Double, configuration: SheetConfiguration) -> SheetSample {
    stillSample(at: time, configuration: configuration)
      ?? movingSample(at: time, configuration: configuration)
  }

  /// The sample while the sheet rests or follows a finger, read from stored fields alone (a
  /// parent sampling its sheet every frame does not copy the machine); `nil` while it moves.
  @inline(__always) func stillSample(
    at time: Double, configuration: SheetConfiguration
  ) -> SheetSample? {
    guard let stillY else { return nil }
    let t = max(time, lastEventTime)
    let dragging = dragAnchor != nil
    return sample(
      y: stillY, velocity: dragging ? tracker.velocity(at: t) : 0,
      phase: dragging ? .dragging : .idle, settled: settledIndex, target: nil,
      presence: isHidden ? .hidden : .presented, grid: configuration.pixelGrid,
      dimming: configuration.dimming)
  }

  /// The sample of an animation at `time`.
  @inline(__always) func movingSample(
    at time: Double, configuration: SheetConfiguration
  ) -> SheetSample {
    let t = max(time, lastEventTime)
    let (y, velocity) = continuousState(at: t)
    let index = animation.target
    let hides = index == Self.hiddenIndex
    guard stillY == nil, t >= animation.since else {
      // (Before `since`, a release handed over later in a chain: still, until then.)
      return sample(
        y: y, velocity: velocity, phase: .idle, settled: settledIndex, target: nil,
        presence: hides ? .dismissing : .presented, grid: configuration.pixelGrid,
        dimming: configuration.dimming)
    }
    if animation.motion.isFinished(at: t - animation.since) {
      return sample(
        y: y, velocity: velocity, phase: .idle, settled: hides ? settledIndex : index, target: nil,
        presence: hides ? .hidden : .presented, grid: configuration.pixelGrid,
        dimming: configuration.dimming)
    }
    let decelerating = animation.motion.first.isDeceleration
    return sample(
      y: y, velocity: velocity, phase: decelerating ? .decelerating : .animating,
      settled: settledIndex, target: hides ? nil : index,
      presence: hides ? .dismissing : .presented, grid: configuration.pixelGrid,
      dimming: configuration.dimming)
  }

  /// The sample of the sheet at `y`, moving at `velocity`, settled at the detent index
  /// `settled` and heading for the detent index `target`, drawn on `grid` over `dimming`.
  ///
  /// Given the two settings it reads rather than the configuration: handed the whole
  /// configuration, the per-frame sample began by copying its 152 bytes (`sheet.dragFrame`).
  @inline(__always) private func sample(
    y: Double, velocity: Double, phase: SheetSample.Phase, settled: Int, target: Int?,
    presence: SheetPresence, grid: PixelGrid, dimming: SheetConfiguration.Dimming?
  ) -> SheetSample {
    SheetSample(
      y: grid.round(y), velocity: velocity, phase: phase,
      settledDetent: detents[settled].id, nearestDetent: detents.closest(to: y).id,
      targetDetent: target.map { detents[$0].id }, progress: progress(at: y),
      dimming: dimming.map { self.dimming($0, at: y) } ?? 0, presence: presence)
  }

  /// The unrounded position and velocity at `t`.
  @inline(__always) func continuousState(at t: Double) -> (y: Double, velocity: Double) {
    if let stillY { return (stillY, dragAnchor != nil ? tracker.velocity(at: t) : 0) }
    guard t >= animation.since else { return (continuousY(at: t), 0) }
    // Position and velocity computed together; a finished motion is at its detent exactly
    // (as `continuousY(at:)` says).
    let local = t - animation.since
    let state = animation.motion.state(at: local)
    let y = animation.motion.isFinished(at: local) ? y(of: animation.target) : state.position
    return (y, state.velocity)
  }

  /// The unrounded position at `t`, without the velocity (a drag's is a fit over the finger's
  /// recent samples, which the per-frame paths that need only the position skip).
  @inline(__always) func continuousY(at t: Double) -> Double {
    if let stillY { return stillY }
    // A motion handed over later in a chain holds its start until then; a finished one is at
    // its detent exactly (a coast's closed form misses it by rounding, and a position a hair
    // off a half pixel would round to the next pixel: SheetFuzz found sheets resting off their
    // sub-pixel detents).
    let local = max(0, t - animation.since)
    return animation.motion.isFinished(at: local)
      ? y(of: animation.target) : animation.motion.position(at: local)
  }

  /// Where the detent at `index` puts the sheet's top edge; ``hiddenIndex``: the hidden
  /// position.
  @inline(__always) func y(of index: Int) -> Double {
    index == Self.hiddenIndex ? hiddenY : detents[index].y
  }

  /// The sheet's top edge when it is hidden: at the container's bottom, none of it showing.
  @inline(__always) var hiddenY: Double { context.containerHeight }

  /// Whether the sheet shows, is on its way to hidden, or rests hidden, from stored fields.
  public var presence: SheetPresence {
    if stillY != nil { return isHidden ? .hidden : .presented }
    return animation.target == Self.hiddenIndex ? .dismissing : .presented
  }

  /// The index of the detent nearest to `y`.
  func nearestIndex(to y: Double) -> Int { detents.index(closestTo: y) }

  /// `y` as a fractional detent index: linear between neighbouring detents, extrapolated by the
  /// nearest gap past the outermost ones.
  @inline(__always) public func progress(at y: Double) -> Double {
    guard detents.count > 1 else { return 0 }
    var lower = 0
    while lower < detents.count - 2 && y < detents[lower + 1].y { lower += 1 }
    let gap = detents[lower].y - detents[lower + 1].y
    return gap > 0 ? Double(lower) + (detents[lower].y - y) / gap : Double(lower)
  }

  /// The dimming's alpha with the sheet at `y`: 0 at or below its `from` detent, full at or
  /// above its `to` detent; below the lowest detent it fades with the way left to hidden, to 0
  /// there (a sheet dismissed takes its dimming with it).
  @inline(__always)
  public func dimming(at y: Double, configuration: SheetConfiguration) -> Double {
    guard let dimming = configuration.dimming else { return 0 }
    return self.dimming(dimming, at: y)
  }

  /// `dimming`'s alpha with the sheet at `y`, as ``dimming(at:configuration:)`` says.
  @inline(__always) private func dimming(
    _ dimming: SheetConfiguration.Dimming, at y: Double
  ) -> Double {
    let lowest = lowestY
    guard y > lowest else { return Self.dimming(dimming, at: y, detents: detents) }
    let way = hiddenY - lowest
    let left = way > 0 ? min(max((hiddenY - y) / way, 0), 1) : 0
    return Self.dimming(dimming, at: lowest, detents: detents) * left
  }

  /// `dimming`'s alpha with the sheet at `y` among `detents`.
  static func dimming(
    _ dimming: SheetConfiguration.Dimming, at y: Double, detents: SheetDetents
  ) -> Double {
    guard let from = detents.position(of: dimming.from), let to = detents.position(of: dimming.to)
    else { return 0 }
    guard from != to else { return y <= to ? dimming.alpha : 0 }
    return dimming.alpha * min(max((from - y) / (from - to), 0), 1)
  }

  /// Whether the sheet is at rest at `time`.
  public func isAtRest(at time: Double, configuration: SheetConfiguration) -> Bool {
    !hasScheduledAnimation(at: time)
      && sample(at: time, configuration: configuration).phase == .idle
  }

  /// Whether an animation is planned to start after `time` (a release handed over later in a
  /// chain): the sheet is not at rest then, though it holds still until it starts. Read from
  /// stored fields (`state` would copy the animation out).
  @inline(__always) func hasScheduledAnimation(at time: Double) -> Bool {
    stillY == nil && animation.since > max(time, lastEventTime)
  }

  // MARK: Helpers

  /// The lowest and highest detents' positions.
  @inline(__always) var lowestY: Double { detents.lowest.y }
  @inline(__always) var highestY: Double { detents.highest.y }

  /// The lowest position a finger moves the sheet to without resistance: the hidden position
  /// when a finger may dismiss it, its lowest detent otherwise.
  @inline(__always) func floorY(configuration: SheetConfiguration) -> Double {
    configuration.dismissal == .interactive ? max(hiddenY, lowestY) : lowestY
  }

  /// The rubber band past the outermost detents: the drag's own while dragging.
  @inline(__always) func rubberBand(configuration: SheetConfiguration) -> RubberBand {
    if let dragAnchor {
      return RubberBand(
        dimension: dragAnchor.band, coefficient: configuration.rubberBandCoefficient)
    }
    return RubberBand(
      dimension: context.containerHeight, coefficient: configuration.rubberBandCoefficient)
  }

  /// The rubber band's length for a drag that takes the sheet at `y`: the container's height,
  /// or more when a resize left the sheet farther past its detents than that band reaches
  /// (the band is then twice the overscroll, where its slope is a quarter of its initial one:
  /// tuned by eye between a stiff band and a jump), so the finger picks the sheet up where it
  /// is.
  func bandDimension(forShown y: Double, configuration: SheetConfiguration) -> Double {
    let overscroll = max(y - floorY(configuration: configuration), highestY - y, 0)
    return overscroll < 0.9 * context.containerHeight
      ? context.containerHeight : 2 * overscroll
  }

  static func validate(_ context: SheetContext) throws(ScrollworkError) {
    try ScrollworkError.requirePositive(context.containerHeight, "container.height")
    try ScrollworkError.requireNonNegative(context.containerWidth, "container.width")
    try ScrollworkError.requireNonNegative(context.safeAreaTop, "safeArea.top")
    try ScrollworkError.requireNonNegative(context.safeAreaBottom, "safeArea.bottom")
    try ScrollworkError.requireNonNegative(context.keyboardHeight, "keyboard.height")
    try ScrollworkError.requireNonNegative(context.contentHeight, "content.height")
  }

  /// Resolves `rules` in `context`, each detent lifted by the keyboard unless its mode
  /// (``SheetConfiguration/keyboardMode(at:)``) is `.none`.
  static func resolve(
    _ rules: [SheetDetent], in context: SheetContext, configuration: SheetConfiguration
  ) throws(ScrollworkError) -> SheetDetents {
    try SheetDetent.validate(rules, in: context)
    var detents = SheetDetents([])
    resolve(validated: rules, in: context, configuration: configuration, into: &detents)
    return detents
  }

  /// Resolves `rules`, which ``SheetDetent/validate(_:in:)`` accepted in `context`, into
  /// `detents` in place, as ``resolve(_:in:configuration:)`` does: a machine's own detents,
  /// resolved again for a keyboard or a new container, reuse their storage (no allocation).
  static func resolve(
    validated rules: [SheetDetent], in context: SheetContext,
    configuration: SheetConfiguration, into detents: inout SheetDetents
  ) {
    SheetDetent.resolve(validated: rules, in: context, into: &detents.all)
    guard context.keyboardHeight > 0 else { return }
    // Lift each detent by the keyboard, never above the top safe area. With one mode for every
    // detent the order is kept; with modes per detent a lifted detent may pass one that stays,
    // so they are sorted again (stably: lowest sheet first).
    for index in detents.all.indices {
      let detent = detents.all[index]
      guard configuration.keyboardMode(at: detent.id) != .none else { continue }
      detents.all[index].y = max(
        min(context.safeAreaTop, detent.y), detent.y - context.keyboardHeight)
    }
    SheetDetent.sortLowestFirst(&detents.all)
    // Detents that meet collapse into the higher one.
    var kept = 0
    for index in detents.all.indices {
      if kept > 0, abs(detents.all[kept - 1].y - detents.all[index].y) < 0.5 {
        detents.all[kept - 1] = detents.all[index]
      } else {
        detents.all[kept] = detents.all[index]
        kept += 1
      }
    }
    detents.all.removeLast(detents.all.count - kept)
  }

  /// A dimming must fade between listed detents.
  static func validate(
    _ dimming: SheetConfiguration.Dimming?, rules: [SheetDetent]
  ) throws(ScrollworkError) {
    guard let dimming else { return }
    for (field, id) in [("dimming.from", dimming.from), ("dimming.to", dimming.to)]
    where !rules.contains(where: { $0.id == id }) {
      throw ScrollworkError("\(field): no detent has the id \"\(id)\"")
    }
  }
}
