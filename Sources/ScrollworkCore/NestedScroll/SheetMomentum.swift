/// Momentum passed along the nested-scroll chain after a release, planned once as consecutive
/// closed-form stages (DESIGN.md §6): a fling up carries the sheet to its top detent and hands
/// the velocity at arrival to the header, then the content; a fling down in the content that
/// reaches its top carries on into the header and then the sheet.
struct Momentum: Sendable {
  /// One stage: what moves, from when, and where everything else stands meanwhile.
  struct Stage: Sendable {
    enum Motion: Sendable {
      /// The sheet coasting toward its top detent (`y`, finger velocity).
      case sheetCoast(DecelerationSimulation)
      /// The header's collapse coasting (collapsed points, collapse velocity).
      case header(DecelerationSimulation)
      /// The header settling to its nearer end.
      case headerSettle(SpringSimulation)
      /// The content's own fling, sent to this machine at the stage's start.
      case content(ScrollMachine)
      /// The sheet's own snap, released in this machine at the stage's start.
      case sheet(SheetMachine)
    }
    var motion: Motion
    /// When the stage starts and ends, in seconds (`.infinity` for a machine that runs on).
    var start: Double
    var end: Double
    /// The sheet (at rest where the stage leaves it), the header's collapse and the content at
    /// the stage's start.
    var sheet: SheetMachine
    var headerCollapsed: Double
    var content: ScrollMachine
  }

  var stages: [Stage]
  var start: Double { stages[0].start }

  /// The stage running at `t`: the last that has started.
  private func stage(at t: Double) -> Stage {
    var current = stages[0]
    for stage in stages where stage.start <= t { current = stage }
    return current
  }

  func sample(at t: Double, header: SheetHeader) -> SheetScrollSample {
    let stage = stage(at: t)
    let local = t - stage.start
    var sheet = stage.sheet.sample(at: t)
    var collapsed = stage.headerCollapsed
    var content = stage.content.sample(at: t)
    switch stage.motion {
    case .sheetCoast(let coast):
      let y = coast.position(at: local)
      sheet.y = stage.sheet.configuration.pixelGrid.round(y)
      sheet.velocity = coast.velocity(at: local)
      sheet.phase = .decelerating
      sheet.nearestDetent = stage.sheet.detents[stage.sheet.nearestIndex(to: y)].id
      sheet.targetDetent = stage.sheet.detents[stage.sheet.detents.count - 1].id
      sheet.progress = stage.sheet.progress(at: y)
      sheet.dimming = stage.sheet.dimming(at: y)
    case .header(let coast):
      collapsed = min(max(coast.position(at: local), 0), header.collapsible)
    case .headerSettle(let spring):
      collapsed = min(max(spring.position(at: local), 0), header.collapsible)
    case .content(let machine):
      content = machine.sample(at: t)
    case .sheet(let machine):
      sheet = machine.sample(at: t)
    }
    return SheetScrollSample(sheet: sheet, headerCollapsed: collapsed, content: content)
  }

  /// Whether the last stage has come to rest by `t`.
  func isFinished(at t: Double) -> Bool {
    guard let last = stages.last, t >= last.start else { return false }
    switch last.motion {
    case .sheetCoast, .header: return t >= last.end
    case .headerSettle(let spring): return spring.isFinished(at: t - last.start)
    case .content(let machine): return machine.isAtRest(at: t)
    case .sheet(let machine): return machine.isAtRest(at: t)
    }
  }

  /// The machines as they stand at `t`, for catching the momentum with a new touch or ending
  /// it: the sheet, the header's collapse and the content.
  func materialize(at t: Double, header: SheetHeader) -> (SheetMachine, Double, ScrollMachine) {
    let stage = stage(at: t)
    let now = sample(at: t, header: header)
    var sheet = stage.sheet
    var content = stage.content
    switch stage.motion {
    case .sheetCoast(let coast): sheet.hold(at: coast.position(at: t - stage.start), time: t)
    case .sheet(let machine): sheet = machine
    case .content(let machine): content = machine
    case .header, .headerSettle: break
    }
    return (sheet, now.headerCollapsed, content)
  }
}
