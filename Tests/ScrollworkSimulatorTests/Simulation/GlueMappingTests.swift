import ScrollworkCore
import Testing

@testable import ScrollworkSimulator

/// The UIKit glue's per-callback kernel calls, replayed on Linux against the simulator's traces.
///
/// The glue (`Sources/Scrollwork`) cannot run here. At every callback it reads its scroll view
/// into a ``ScrollViewReading``, calls ``ScrollViewKernel/update(_:)`` and applies the result
/// (Guides/UIKit.md, "Mapping to the simulator"). These tests model what UIKit would report at
/// each of the simulator's frames — a `contentSize` that includes the footer room the glue gave
/// a table's footer view, or adjusted insets that include the room it added to `contentInset` —
/// make the same kernel call, apply its writes to the model, and check the results equal the
/// trace's.
struct GlueMappingTests {
  /// The scenarios with decorations, and the plain scroll scenarios with a bounce policy.
  static let scenarios = [
    "peek-fox", "peek-empty", "parallax", "two-tone", "shadows-short", "shadows-long",
    "sticky-footer", "no-bounce-top", "bounce-bottom", "content-shrinks",
  ]

  /// UIKit as the glue sees it: the rows the data source lays out, plus what the glue wrote.
  struct UIKitModel {
    var kernel: ScrollViewKernel
    /// The footer room last written into the table footer view or the end inset.
    var written = 0.0

    func reading(of frame: TraceFrame) -> ScrollViewReading {
      let rows = frame.layout.content.height
      let insets = frame.layout.insets
      let inContent = kernel.placement == .contentEnd
      return ScrollViewReading(
        bounds: HostSize(width: frame.layout.viewport.width, height: frame.layout.viewport.height),
        contentSize: HostSize(
          width: frame.layout.viewport.width, height: inContent ? rows + written : rows),
        adjustedInsets: HostInsets(
          top: insets.top, bottom: inContent ? insets.bottom : insets.bottom + written),
        offset: HostPoint(x: 0, y: frame.scroll.offset))
    }

    /// One callback: read, ask the kernel, write back the footer room as the glue does.
    mutating func callback(_ frame: TraceFrame) -> ScrollViewUpdate {
      let update = kernel.update(reading(of: frame))
      switch kernel.placement {
      case .contentEnd: written = update.footerRoom
      case .endInset: written += update.footerRoomChange
      }
      return update
    }
  }

  @Test(
    arguments: scenarios, [StickyFooterPlacement.contentEnd, StickyFooterPlacement.endInset])
  func glueCallsGiveTheTraceFrames(_ name: String, _ placement: StickyFooterPlacement) throws {
    let scenario = try BuiltInScenarios.named(name)
    let trace = try ScrollSimulator.run(scenario)
    let decorations = scenario.decorations.layout
    var glue = UIKitModel(
      kernel: ScrollViewKernel(
        decorations: decorations, bounce: scenario.bounce, placement: placement))
    for frame in trace.frames {
      let update = glue.callback(frame)
      // The machine already holds a non-bouncing edge: the glue's clamp never fires.
      #expect(update.offset == nil, "\(name): clamp at t = \(frame.t)")
      if !decorations.isEmpty {
        #expect(update.layout == frame.decorations, "\(name): layout at t = \(frame.t)")
        if placement == .contentEnd {
          #expect(update.views == frame.views, "\(name): views at t = \(frame.t)")
        }
      }
      #expect(update.indicator == frame.indicator, "\(name): indicator at t = \(frame.t)")
      // After the glue's write, UIKit's scroll range ends where the machine's does.
      let rows = frame.layout.content.height
      #expect(rows + glue.written == frame.contentHeight, "\(name): content at t = \(frame.t)")
      #expect(
        update.geometry.maxOffset == frame.layout.insets.bottom + frame.contentHeight
          - frame.layout.viewport.height || update.geometry.maxOffset == update.geometry.minOffset)
    }
  }

  /// The sticky footer reaches the glue as a content size that grows with the footer's room:
  /// short, the table footer view fills the visible area below the four rows.
  @Test func stickyFooterAsATableFooter() throws {
    let scenario = try BuiltInScenarios.named("sticky-footer")
    let trace = try ScrollSimulator.run(scenario)
    var glue = UIKitModel(kernel: ScrollViewKernel(decorations: scenario.decorations.layout))
    _ = glue.callback(try #require(trace.frames.first))
    // Visible 844 − 91 − 34 = 719; four rows = 176; room = 719 − 176 = 543.
    #expect(glue.written == 543)
    _ = glue.callback(try #require(trace.frames.last))
    #expect(glue.written == 80, "long content: the footer's own height")
  }

  /// Where the glue's clamp does fire — a native scroll view with the switch on, pulled past a
  /// non-bouncing top under a search bar that hides — it snaps to the edge the machine holds.
  @Test func clampMatchesTheMachinesEdge() throws {
    let scenario = try BuiltInScenarios.named("peek-fox")
    var kernel = ScrollViewKernel(
      decorations: scenario.decorations.layout, bounce: scenario.bounce)
    for top in [143.0, 91] {
      let update = kernel.update(
        ScrollViewReading(
          bounds: HostSize(width: 390, height: 844),
          contentSize: HostSize(width: 390, height: 1320),
          adjustedInsets: HostInsets(top: top, bottom: 34), offset: HostPoint(x: 0, y: -top - 40)))
      #expect(update.offset == -top)
    }
  }
}
