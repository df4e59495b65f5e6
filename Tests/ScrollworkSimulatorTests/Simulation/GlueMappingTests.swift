import ScrollworkCore
import Testing

@testable import ScrollworkSimulator

/// The UIKit glue's per-callback Core calls, replayed on Linux against the simulator's traces.
///
/// The glue (`Sources/Scrollwork`) cannot be compiled here. It reads UIKit values, converts
/// them, calls `ScrollDecorations.update(ownGeometry:offset:crossLength:axis:bounce:
/// refreshControlInstalled:)` and writes back what it returns (Guides/UIKit.md, "Mapping to the
/// simulator"). These tests model what UIKit would report at each of the simulator's frames —
/// a `contentSize` that includes the footer room the glue wrote earlier, adjusted insets that
/// include an end inset the glue added — run the glue's conversions and Core call in the glue's
/// order, apply its writes to the model, and check that the frames equal the trace's.
struct GlueMappingTests {
  /// The scenarios with decorations, and the plain scroll scenarios with a bounce policy.
  static let scenarios = [
    "peek-fox", "peek-empty", "parallax", "two-tone", "shadows-short", "shadows-long",
    "sticky-footer", "no-bounce-top", "bounce-bottom", "content-shrinks",
  ]

  /// How the glue gives a sticky footer its room.
  enum FooterRoom: CaseIterable {
    /// `DecoratedTableView`: a `tableFooterView` as tall as the room; `contentSize` includes it.
    case tableFooterView
    /// Other scroll views: the room is added to `contentInset` at the end edge, so
    /// `adjustedContentInset` includes it.
    case endInset
  }

  /// What a `UIScrollView` reports to the glue at one instant, along the vertical axis.
  struct Reading {
    var boundsWidth: Double
    var boundsHeight: Double
    var contentSizeHeight: Double
    var adjustedTop: Double
    var adjustedBottom: Double
    var contentOffsetY: Double
  }

  /// The glue's state between callbacks: the footer room it last wrote.
  struct GlueModel {
    var room: FooterRoom
    var footerRoom = 0.0

    /// UIKit's view of a frame: the rows (the data source's content) plus what the glue wrote.
    func reading(of frame: TraceFrame) -> Reading {
      let rows = frame.layout.content.height
      let insets = frame.layout.insets
      return Reading(
        boundsWidth: frame.layout.viewport.width, boundsHeight: frame.layout.viewport.height,
        contentSizeHeight: room == .tableFooterView ? rows + footerRoom : rows,
        adjustedTop: insets.top,
        adjustedBottom: room == .endInset ? insets.bottom + footerRoom : insets.bottom,
        contentOffsetY: frame.scroll.offset)
    }

    /// The glue's conversion: the content's own length and insets, without what it added.
    func ownGeometry(_ r: Reading) -> ScrollGeometry {
      ScrollGeometry(
        viewport: r.boundsHeight,
        content: room == .tableFooterView ? r.contentSizeHeight - footerRoom : r.contentSizeHeight,
        insetStart: r.adjustedTop,
        insetEnd: room == .endInset ? r.adjustedBottom - footerRoom : r.adjustedBottom)
    }

    /// One callback: read, convert, ask Core, write back the footer room.
    mutating func callback(
      _ frame: TraceFrame, decorations: ScrollDecorations, bounce: BouncePolicy
    ) -> DecorationUpdate {
      let reading = reading(of: frame)
      let update = decorations.update(
        ownGeometry: ownGeometry(reading), offset: reading.contentOffsetY,
        crossLength: reading.boundsWidth, bounce: bounce, refreshControlInstalled: false)
      if update.footerRoom != footerRoom { footerRoom = update.footerRoom }
      return update
    }
  }

  @Test(arguments: scenarios, FooterRoom.allCases)
  func glueCallsGiveTheTraceFrames(_ name: String, _ room: FooterRoom) throws {
    let scenario = try BuiltInScenarios.named(name)
    let trace = try ScrollSimulator.run(scenario)
    let decorations = scenario.decorations.layout
    var glue = GlueModel(room: room)
    for frame in trace.frames {
      let update = glue.callback(
        frame, decorations: decorations, bounce: scenario.bounce)
      // The machine already holds a non-bouncing edge: the glue's clamp never fires.
      #expect(update.clampedOffset == nil, "\(name): clamp at t = \(frame.t)")
      // The same frames as the trace.
      if !decorations.isEmpty {
        #expect(update.layout == frame.decorations, "\(name): layout at t = \(frame.t)")
      }
      // After the glue's write, UIKit's scroll range ends where the machine's does.
      let rows = frame.layout.content.height
      #expect(rows + glue.footerRoom == frame.contentHeight, "\(name): content at t = \(frame.t)")
      let after = glue.reading(of: frame)
      let maxOffset = after.contentSizeHeight + after.adjustedBottom - after.boundsHeight
      let machineMax = frame.contentHeight + frame.layout.insets.bottom - after.boundsHeight
      #expect(abs(maxOffset - machineMax) < 1e-9)
    }
  }

  /// The sticky footer reaches the glue as a content size that grows with the footer's room:
  /// short, the table footer view fills the visible area below the four rows.
  @Test func stickyFooterAsATableFooter() throws {
    let scenario = try BuiltInScenarios.named("sticky-footer")
    let trace = try ScrollSimulator.run(scenario)
    var glue = GlueModel(room: .tableFooterView)
    let first = try #require(trace.frames.first)
    _ = glue.callback(first, decorations: scenario.decorations.layout, bounce: scenario.bounce)
    // Visible 844 − 91 − 34 = 719; four rows = 176; room = 719 − 176 = 543.
    #expect(glue.footerRoom == 543)
    let last = try #require(trace.frames.last)
    _ = glue.callback(last, decorations: scenario.decorations.layout, bounce: scenario.bounce)
    #expect(glue.footerRoom == 80, "long content: the footer's own height")
  }

  /// Where the glue's clamp does fire — a native scroll view with the switch on, pulled past a
  /// non-bouncing top under a search bar that hides — it snaps to the edge the machine holds.
  @Test func clampMatchesTheMachinesEdge() throws {
    let scenario = try BuiltInScenarios.named("peek-fox")
    let decorations = scenario.decorations.layout
    for top in [143.0, 91] {
      let own = ScrollGeometry(viewport: 844, content: 1320, insetStart: top, insetEnd: 34)
      let update = decorations.update(
        ownGeometry: own, offset: -top - 40, crossLength: 390, bounce: scenario.bounce)
      #expect(update.clampedOffset == -top)
    }
  }
}
