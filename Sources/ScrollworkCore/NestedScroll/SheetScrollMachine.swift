/// A sheet with a collapsible header and scrolling content, driven as one gesture
/// (ARCHITECTURE.md §6, the seed's "infinite scrolling").
///
/// It composes three machines — the sheet's `SheetMachine`, the header's collapse and the
/// content's `ScrollMachine` — and passes every finger movement along the nested-scroll
/// chain (`NestedScrollConnection`): finger up, the sheet rises to its top detent, then the header
/// collapses, then the content scrolls; finger down, the header expands, the content scrolls
/// back to its top, then the sheet descends. Momentum passes along the same chain.
///
///     let configuration = SheetScrollMachine.Configuration()  // the host's, for every call
///     var system = try SheetScrollMachine(sheet: sheet, header: SheetHeader(height: 120,
///       collapsible: 64), contentHeight: 3000, configuration: configuration)
///     try system.send(.dragBegan(on: .content), at: 0, configuration: configuration)
///     try system.send(  // sheet, header, content
///       .dragChanged(translation: -600), at: 0.3, configuration: configuration)
///     system.sample(at: 0.3, configuration: configuration).headerCollapsed  // 64
///
/// `sample(at:configuration:)` never allocates; a release plans its momentum once.
@_spi(Engine) public struct SheetScrollMachine: Sendable {
  /// The sheet.
  public internal(set) var sheet: SheetMachine
  /// The header.
  public internal(set) var header: SheetHeader
  /// The content's scroll machine (its viewport follows the sheet and header).
  public internal(set) var content: ScrollMachine
  /// The time of the latest event, in seconds.
  public internal(set) var lastEventTime: Double

  /// How much of the header is collapsed, and how that moves.
  var collapse: HeaderCollapse
  var drag: Drag?
  /// The list's motion from a fling handed to it later in the chain (a fling up that carries
  /// the sheet to its top and collapses the header first), which starts at its `time`.
  var handOff: ScrollMachine.Motion? {
    get { handOffTime == nil ? nil : plannedHandOff }
    set {
      handOffTime = newValue?.time
      if let newValue { plannedHandOff = newValue }
    }
  }
  /// Set while the list coasts toward its top on a fling from a release, which hands what
  /// velocity it has there back up the chain: whether on to the sheet after the header (false
  /// when the app moved the sheet during the drag). `nil` otherwise; any other event drops it
  /// (``dropHandOffs(at:)``).
  var flingHandsBackToSheet: Bool?
  /// When ``handOff`` starts; `nil` when none is planned.
  private(set) var handOffTime: Double?
  /// The velocity ``handOff`` was planned with (points per second, the finger's sign): what a
  /// list switched to before it starts is flung with instead.
  var handOffVelocity = 0.0
  /// The motion behind ``handOff``, meaningful while `handOffTime` is set: kept unwrapped so
  /// that sampling it does not copy it out of an optional.
  private var plannedHandOff: ScrollMachine.Motion

  /// The gesture under way: where it started and how much of it the sheet and content took.
  struct Drag: Sendable {
    var source: SheetDragSource
    /// The unresisted position a content drag does not raise the sheet past: its top detent,
    /// or, when the content scrolls at every detent
    /// (``SheetConfiguration/ContentInteraction/scrolls``), where the drag found the sheet.
    var top: Double?
    var translation: Double
    var sheetTranslation: Double
    var contentFinger: Double
    /// Whether the list's viewport was fitted to the sheet and header by the last move, with
    /// no other event since: a move that leaves both where they were need not fit it again.
    var viewportFitted = false
  }

  /// Creates the system at rest: content at its top, header expanded.
  /// - Throws: ``ScrollworkError`` for a negative or non-finite content height.
  public init(
    sheet: SheetMachine, header: SheetHeader, contentHeight: Double,
    configuration: Configuration = Configuration()
  ) throws(ScrollworkError) {
    try ScrollworkError.requireNonNegative(contentHeight, "content.height")
    let geometry = Self.contentGeometry(
      sheetY: configuration.sheet.pixelGrid.round(sheet.restingY(at: sheet.lastEventTime)),
      headerVisible: header.height,
      context: sheet.context, contentHeight: contentHeight)
    self.sheet = sheet
    self.header = header
    content = try ScrollMachine(
      geometry: geometry, configuration: configuration.content, at: sheet.lastEventTime)
    plannedHandOff = content.motion
    lastEventTime = sheet.lastEventTime
    collapse = HeaderCollapse(collapsed: 0, collapsible: header.collapsible)
  }

  /// The content's viewport for the sheet at `sheetY` with `headerVisible` points of header:
  /// the rest of the panel, with the bottom safe area as its end inset. Callers pass the sheet's
  /// shown position, on the pixel grid, so the list's range is the one drawn.
  @inline(__always) static func contentGeometry(
    sheetY: Double, headerVisible: Double, context: SheetContext, contentHeight: Double
  ) -> ScrollGeometry {
    // At most 10⁹ points: a container that tall with the sheet pulled above its top would make
    // it longer, which a list switched in then (`switchContent`) would refuse (KernelFuzz).
    ScrollGeometry(
      viewport: min(
        max(0, context.containerHeight - sheetY - headerVisible), ScrollworkError.largestMagnitude),
      content: contentHeight, insetStart: 0, insetEnd: context.safeAreaBottom)
  }

  // MARK: Sampling

  /// The system at `time` (seconds).
  ///
  /// A caller that holds the system in a variable and samples it every frame (a host's kernel)
  /// calls ``sampleInPlace(at:configuration:)`` instead: the same sample, without a copy.
  /// - Complexity: O(detents); no allocation.
  public func sample(
    at time: Double, configuration: SheetScrollMachine.Configuration
  ) -> SheetScrollSample {
    var system = self
    return system.sampleInPlace(at: time, configuration: configuration)
  }

  /// ``sample(at:configuration:)``, read where the system is stored; it changes nothing.
  ///
  /// Swift copies a value before it calls a non-mutating method on it from a variable, or
  /// passes a part of it to a function, and the system is about 2.8 KB: as a non-mutating
  /// method, a frame's sample began with that copy, whichever branch then ran. A mutating
  /// method is given the system's address, and so are the parts it passes on (`inout`), so the
  /// per-frame path copies nothing (`sheet.dragFrame`, `sheet.kernelFrame`).
  /// - Complexity: O(detents); no allocation.
  public mutating func sampleInPlace(
    at time: Double, configuration: SheetScrollMachine.Configuration
  ) -> SheetScrollSample {
    let t = max(time, lastEventTime)
    // Each part is read from its stored fields while it is still or follows the finger (every
    // frame of a drag); the moving parts are sampled out of line.
    let handedOff = isHandedOff(at: t)
    let list =
      (handedOff ? nil : content.stillSample(at: t, configuration: configuration.content))
      ?? (handedOff
        ? Self.movingList(&plannedHandOff, at: t, configuration: configuration)
        : Self.movingList(&content, at: t, configuration: configuration))
    return SheetScrollSample(
      sheet: Self.sheetSample(&sheet, at: t, configuration: configuration),
      headerCollapsed: collapse.restingCollapse ?? Self.movingCollapse(&collapse, at: t),
      content: list)
  }

  // The moving parts: out of line, each given the part it reads in place (`inout`, though it
  // writes nothing), which is what keeps the system from being copied. What they call is
  // inlined, so it reads the part where it is too.

  @inline(never) private static func movingList(
    _ content: inout ScrollMachine, at t: Double, configuration: SheetScrollMachine.Configuration
  ) -> ScrollSample {
    content.sample(at: t, configuration: configuration.content)
  }

  @inline(never) private static func movingList(
    _ handOff: inout ScrollMachine.Motion, at t: Double,
    configuration: SheetScrollMachine.Configuration
  ) -> ScrollSample {
    ScrollMachine.sample(of: handOff, at: t, grid: configuration.content.pixelGrid)
  }

  // Out of line too, though they read still parts: inlined into a caller as large as the
  // chain's `move`, or called on the stored part, they were not, and the part was copied first
  // (`sheet.dragFrame`: a 904-byte sheet, then a 936-byte list, twice, every frame).

  @inline(never) private static func sheetSample(
    _ sheet: inout SheetMachine, at t: Double, configuration: SheetScrollMachine.Configuration
  ) -> SheetSample {
    sheet.stillSample(at: t, configuration: configuration.sheet)
      ?? movingSheetSample(&sheet, at: t, configuration: configuration)
  }

  // (Called on the part it was given, a sheet's moving sample began with a copy of the whole
  // 912-byte sheet: `sheet.sample.momentum`.)
  @inline(never) private static func movingSheetSample(
    _ sheet: inout SheetMachine, at t: Double, configuration: SheetScrollMachine.Configuration
  ) -> SheetSample {
    sheet.movingSample(at: t, configuration: configuration.sheet)
  }

  @inline(never) static func distanceToStart(
    _ content: inout ScrollMachine, at t: Double, configuration: ScrollConfiguration
  ) -> Double {
    content.stillDistanceToStart(configuration: configuration)
      ?? movingDistanceToStart(&content, at: t, configuration: configuration)
  }

  @inline(never) private static func movingDistanceToStart(
    _ content: inout ScrollMachine, at t: Double, configuration: ScrollConfiguration
  ) -> Double {
    content.distanceToStart(at: t, configuration: configuration)
  }

  @inline(never) static func movingCollapse(
    _ collapse: inout HeaderCollapse, at t: Double
  ) -> Double { collapse.collapsedInPlace(at: t) }

  /// Whether the list handed a fling runs at `t` (its hand-off is due).
  private func isHandedOff(at t: Double) -> Bool {
    guard let handOffTime else { return false }
    return t >= handOffTime
  }

  /// The content's machine that runs at `t`: the one handed a fling, once the hand-off is due.
  func list(at t: Double) -> ScrollMachine {
    var list = content
    if let handOff, t >= handOff.time { list.resume(handOff) }
    return list
  }

  /// Whether everything is at rest at `time`: no finger, no motion, no hand-off to come.
  public func isAtRest(at time: Double, configuration: SheetScrollMachine.Configuration) -> Bool {
    isAtRest(at: time, sampled: sample(at: time, configuration: configuration))
  }

  /// Whether everything is at rest at `time`, given the system's `sample` then: what a host
  /// that has just sampled the system asks, every frame once the finger is up, without
  /// sampling it again. Reads stored fields alone, so it copies nothing.
  @inline(__always) func isAtRest(at time: Double, sampled sample: SheetScrollSample) -> Bool {
    let t = max(time, lastEventTime)
    if let handOffTime, t < handOffTime { return false }
    return drag == nil && !sheet.hasScheduledAnimation(at: t) && sample.sheet.phase == .idle
      && collapse.isFinished(at: t) && sample.content.phase == .idle
  }

}

extension SheetScrollMachine {
  /// How the sheet and the list in it behave. Like every machine's, it is passed to each call,
  /// never kept: the host that owns the machine (a ``SheetKernel``) owns it.
  public struct Configuration: Sendable {
    /// The sheet's.
    public internal(set) var sheet: SheetConfiguration
    /// The list's: the one given, but that it never bounces at its top (the header and the
    /// sheet take over there) and that it draws on the sheet's pixel grid.
    public internal(set) var content: ScrollConfiguration

    /// The configuration of a sheet configured by `sheet` around a list configured by
    /// `content`.
    public init(
      sheet: SheetConfiguration = SheetConfiguration(),
      content: ScrollConfiguration = ScrollConfiguration()
    ) {
      self.sheet = sheet
      self.content = content
      self.content.bounce.start = false
      self.content.pixelGrid = sheet.pixelGrid
    }

    /// The display's pixel grid, the sheet's and the list's.
    var pixelGrid: PixelGrid {
      get { sheet.pixelGrid }
      set {
        sheet.pixelGrid = newValue
        content.pixelGrid = newValue
      }
    }
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
