/// A sheet with a collapsible header and scrolling content, driven as one gesture
/// (DESIGN.md §6, the seed's "infinite scrolling").
///
/// It composes three machines — the sheet's ``SheetMachine``, the header's collapse and the
/// content's ``ScrollMachine`` — and passes every finger movement along the nested-scroll
/// chain (``NestedScrollLink``): finger up, the sheet rises to its top detent, then the header
/// collapses, then the content scrolls; finger down, the header expands, the content scrolls
/// back to its top, then the sheet descends. Momentum passes along the same chain.
///
///     var system = try SheetScrollMachine(sheet: sheet, header: SheetHeader(height: 120,
///       collapsible: 64), contentHeight: 3000)
///     try system.send(.dragBegan(on: .content), at: 0)
///     try system.send(.dragChanged(translation: -600), at: 0.3)  // sheet, header, content
///     system.sample(at: 0.3).headerCollapsed  // 64
///
/// `sample(at:)` never allocates; a release plans its momentum once.
public struct SheetScrollMachine: Sendable {
  /// The sheet.
  public internal(set) var sheet: SheetMachine
  /// The header.
  public internal(set) var header: SheetHeader
  /// The content's scroll machine (its viewport follows the sheet and header).
  public internal(set) var content: ScrollMachine
  /// The time of the latest event, in seconds.
  public internal(set) var lastEventTime: Double

  var headerMotion: HeaderMotion
  var drag: Drag?
  var momentum: Momentum?

  /// How the header's collapse is moving.
  enum HeaderMotion: Sendable {
    case resting(Double)
    case settling(SpringSimulation, since: Double)
  }

  /// The gesture under way: where it started and how much of it each part took.
  struct Drag: Sendable {
    var source: SheetDragSource
    var translation: Double
    var sheetTranslation: Double
    var contentFinger: Double
  }

  /// Creates the system at rest: content at its top, header expanded.
  /// - Throws: ``ScrollworkError`` for a negative or non-finite content height.
  public init(
    sheet: SheetMachine, header: SheetHeader, contentHeight: Double,
    contentConfiguration: ScrollConfiguration = ScrollConfiguration()
  ) throws(ScrollworkError) {
    try ScrollworkError.requireNonNegative(contentHeight, "content.height")
    var configuration = contentConfiguration
    // The content never bounces at its top inside a sheet: the header and sheet take over.
    configuration.bounce.start = false
    configuration.pixelGrid = sheet.configuration.pixelGrid
    let y = sheet.detents[sheet.settledIndex].y
    let geometry = Self.contentGeometry(
      sheetY: y, headerVisible: header.height, context: sheet.context, contentHeight: contentHeight)
    self.sheet = sheet
    self.header = header
    content = try ScrollMachine(
      geometry: geometry, configuration: configuration, at: sheet.lastEventTime)
    lastEventTime = sheet.lastEventTime
    headerMotion = .resting(0)
  }

  /// The content's viewport for the sheet at `sheetY` with `headerVisible` points of header:
  /// the rest of the panel, with the bottom safe area as its end inset.
  static func contentGeometry(
    sheetY: Double, headerVisible: Double, context: SheetContext, contentHeight: Double
  ) -> ScrollGeometry {
    ScrollGeometry(
      viewport: max(0, context.containerHeight - sheetY - headerVisible), content: contentHeight,
      insetStart: 0, insetEnd: context.safeAreaBottom)
  }

  // MARK: Sampling

  /// The system at `time` (seconds).
  public func sample(at time: Double) -> SheetScrollSample {
    let t = max(time, lastEventTime)
    if let momentum, t >= momentum.start {
      return momentum.sample(at: t, header: header)
    }
    return SheetScrollSample(
      sheet: sheet.sample(at: t), headerCollapsed: headerCollapsed(at: t),
      content: content.sample(at: t))
  }

  /// The header's collapsed points at `t`, outside momentum.
  func headerCollapsed(at t: Double) -> Double {
    switch headerMotion {
    case .resting(let collapsed): return collapsed
    case .settling(let spring, let since): return spring.position(at: t - since)
    }
  }

  /// Whether everything is at rest at `time`: no finger, no motion.
  public func isAtRest(at time: Double) -> Bool {
    let sample = sample(at: time)
    return drag == nil && sample.sheet.phase == .idle && sample.content.phase == .idle
      && !isHeaderMoving(at: max(time, lastEventTime))
  }

  private func isHeaderMoving(at t: Double) -> Bool {
    if let momentum, t >= momentum.start { return !momentum.isFinished(at: t) }
    if case .settling(let spring, let since) = headerMotion {
      return !spring.isFinished(at: t - since)
    }
    return false
  }
}

/// The state of a sheet, its header and its content at one instant.
public struct SheetScrollSample: Sendable, Hashable {
  /// The sheet.
  public var sheet: SheetSample
  /// Points of header collapsed (0: fully shown).
  public var headerCollapsed: Double
  /// The content's scroll state.
  public var content: ScrollSample
}
