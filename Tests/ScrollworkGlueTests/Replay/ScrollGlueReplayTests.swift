@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork
@_spi(Engine) @testable import ScrollworkSimulator

/// The decorations' attachment's pass, made with the glue's own conversions (``ScrollGlue``)
/// over a stand-in for UIKit, against the simulator's traces (Guides/UIKit.md, "Mapping to the
/// simulator").
///
/// At every trace frame the stand-in reports what UIKit would: the rows, the viewport, the
/// bars' insets and the offset of the frame, with `contentSize` including the table footer
/// view the glue sized, or `adjustedContentInset` including the room the glue added to
/// `contentInset`. The glue's reading goes to the kernel, the glue's footer write goes back to
/// the stand-in, and the results must equal the trace's.
struct ScrollGlueReplayTests {
  /// The scenarios with decorations, and the plain scroll scenarios with a bounce policy.
  static let scenarios = [
    "peek-fox", "peek-empty", "parallax", "two-tone", "shadows-short", "shadows-long",
    "sticky-footer", "no-bounce-top", "bounce-bottom", "content-shrinks", "stretchy-header",
    "empty-state", "edge-effects", "refresh", "effects-combined",
  ]

  /// UIKit's side of a scroll view, as far as the glue reads and writes it. Not the glue: what
  /// UIKit reports given what was written into it.
  struct UIKitScrollView {
    /// The rows' length the data source lays out, in points.
    var rows = 0.0
    /// `bounds.size`.
    var viewport = HostSize(width: 0, height: 0)
    /// The insets UIKit adds on its own: bars, safe area.
    var systemInsets = HostInsets()
    /// `contentOffset.y`.
    var offset = 0.0
    /// `isTracking`: a finger drags the content.
    var isTracking = false
    /// `isDecelerating`: the content coasts or springs back after a release.
    var isDecelerating = false
    /// The table footer view's height, as the glue last wrote it.
    var tableFooterHeight = 0.0
    /// `contentInset`, as the glue last wrote it (the app's own is zero here).
    var contentInset = HostInsets()

    /// `contentSize`: the rows, then the table footer view.
    var contentSize: HostSize { HostSize(width: viewport.width, height: rows + tableFooterHeight) }
    /// `adjustedContentInset`: the system's insets plus `contentInset`.
    var adjustedContentInset: HostInsets {
      HostInsets(
        top: systemInsets.top + contentInset.top, left: systemInsets.left + contentInset.left,
        bottom: systemInsets.bottom + contentInset.bottom,
        right: systemInsets.right + contentInset.right)
    }

    /// Reports `frame`'s layout and offset.
    mutating func show(_ frame: TraceFrame) {
      rows = frame.layout.content.height
      viewport = frame.layout.viewport
      systemInsets = frame.layout.insets
      offset = frame.scroll.offset
      isTracking = frame.scroll.phase == .dragging
      isDecelerating = frame.scroll.phase == .decelerating || frame.scroll.phase == .bouncing
    }

    /// One pass of the attachment: the glue's reading, the kernel, the glue's footer write.
    mutating func pass(_ kernel: inout ScrollViewKernel) -> ScrollViewUpdate {
      let update = kernel.update(
        ScrollGlue.reading(
          boundsSize: viewport, contentSize: contentSize,
          adjustedContentInset: adjustedContentInset, contentOffset: HostPoint(x: 0, y: offset),
          refreshControlInstalled: false, isTracking: isTracking, isDecelerating: isDecelerating))
      let write = ScrollGlue.footerRoomWrite(
        footerRoom: update.footerRoom, change: update.footerRoomChange,
        placement: kernel.placement, installed: ScrollGlue.installsFooter(for: kernel.decorations),
        contentInset: contentInset, axis: kernel.axis)
      switch write {
      case .tableFooterHeight(let height): tableFooterHeight = height
      case .contentInset(let insets): contentInset = insets
      case nil: break
      }
      // The start room (a header's, a refresh's hold) into the top of `contentInset`.
      if let start = ScrollGlue.startRoomWrite(
        change: update.startRoomChange, contentInset: contentInset, isTracking: isTracking,
        axis: kernel.axis)
      {
        contentInset = start.contentInset
      }
      return update
    }
  }

  /// Every frame of every scenario, in either footer placement: the kernel's answer to the
  /// glue's reading equals the trace's, and UIKit's scroll range after the glue's writes ends
  /// where the machine's does.
  @Test(
    arguments: scenarios, [StickyFooter.Placement.contentEnd, StickyFooter.Placement.endInset])
  func glueCallsGiveTheTraceFrames(_ name: String, _ placement: StickyFooter.Placement) throws {
    let scenario = try BuiltInScenarios.named(name)
    let trace = try ScrollSimulator.run(scenario)
    let decorations = scenario.decorations.layout
    var kernel = ScrollViewKernel(
      decorations: decorations, bounce: scenario.bounce, placement: placement)
    var uikit = UIKitScrollView()
    // The app's refresh calls in the script, at the times the simulator makes them: before the
    // frames at or after them.
    var calls: [(t: Double, begins: Bool)] = []
    var clock = 0.0
    for action in scenario.script {
      if case .refresh(let begins) = action { calls.append((clock, begins)) }
      clock += action.duration
    }
    for frame in trace.frames {
      while let call = calls.first, call.t <= frame.t + 1e-9 {
        if call.begins { kernel.beginRefreshing() } else { kernel.endRefreshing() }
        calls.removeFirst()
      }
      uikit.show(frame)
      let update = uikit.pass(&kernel)
      // The machine already holds a non-bouncing edge: the glue writes no offset.
      let write = ScrollGlue.contentOffset(
        clampedTo: update.offset, from: HostPoint(x: 0, y: uikit.offset), axis: kernel.axis)
      #expect(write == nil, "\(name): clamp at t = \(frame.t)")
      if !decorations.isEmpty {
        #expect(update.layout == frame.decorations, "\(name): layout at t = \(frame.t)")
        if placement == .contentEnd {
          #expect(update.views == frame.views, "\(name): views at t = \(frame.t)")
        }
      }
      if frame.scroll.phase == .animating {
        // UIKit has no public flag for its own animated scroll (a search bar's settle): the
        // reading (`isTracking || isDecelerating`) says the content is still, so a host that
        // drew its own indicator would not show it. UIKit draws its own; the rest is the same.
        #expect(update.indicator.start == frame.indicator.start, "\(name): t = \(frame.t)")
        #expect(update.indicator.length == frame.indicator.length, "\(name): t = \(frame.t)")
      } else {
        #expect(update.indicator == frame.indicator, "\(name): indicator at t = \(frame.t)")
      }
      // After the glue's write, UIKit's scroll range ends where the machine's does.
      let room = uikit.tableFooterHeight + uikit.contentInset.bottom
      #expect(uikit.rows + room == frame.contentHeight, "\(name): content at t = \(frame.t)")
      let maxOffset =
        uikit.contentSize.height + uikit.adjustedContentInset.bottom - uikit.viewport.height
      #expect(
        update.geometry.maxOffset == maxOffset
          || update.geometry.maxOffset == update.geometry.minOffset,
        "\(name): range at t = \(frame.t)")
    }
    // Detaching takes the rooms back out of `contentInset`, which a table never had.
    let withoutStart = ScrollGlue.contentInset(
      uikit.contentInset, removingStartRoom: kernel.startRoom, along: kernel.axis)
    if placement == .endInset {
      let restored = ScrollGlue.contentInset(
        withoutStart, removingFooterRoom: kernel.footerRoom, along: kernel.axis)
      #expect(restored == HostInsets(), "\(name): detached")
    } else {
      #expect(withoutStart == HostInsets(), "\(name): a table's insets")
    }
  }

  /// The sticky footer reaches the glue as a content size that grows with the footer's room:
  /// short, the table footer view fills the visible area below the four rows.
  @Test func stickyFooterAsATableFooter() throws {
    let scenario = try BuiltInScenarios.named("sticky-footer")
    let trace = try ScrollSimulator.run(scenario)
    var kernel = ScrollViewKernel(
      decorations: scenario.decorations.layout,
      placement: ScrollGlue.footerPlacement(isTable: true, axis: .vertical))
    var uikit = UIKitScrollView()
    uikit.show(try #require(trace.frames.first))
    _ = uikit.pass(&kernel)
    // Visible 844 − 91 − 34 = 719; four rows = 176; room = 719 − 176 = 543.
    #expect(uikit.tableFooterHeight == 543)
    uikit.show(try #require(trace.frames.last))
    _ = uikit.pass(&kernel)
    #expect(uikit.tableFooterHeight == 80, "long content: the footer's own height")
  }

  /// Where the glue's clamp does fire — a native scroll view with the switch on, pulled past a
  /// non-bouncing top under a search bar that hides — it writes the edge the machine holds.
  @Test(arguments: [143.0, 91])
  func clampMatchesTheMachinesEdge(top: Double) throws {
    let scenario = try BuiltInScenarios.named("peek-fox")
    var kernel = ScrollViewKernel(
      decorations: scenario.decorations.layout, bounce: scenario.bounce)
    let pulled = HostPoint(x: 0, y: -top - 40)
    let update = kernel.update(
      ScrollGlue.reading(
        boundsSize: HostSize(width: 390, height: 844),
        contentSize: HostSize(width: 390, height: 1320),
        adjustedContentInset: HostInsets(top: top, bottom: 34), contentOffset: pulled,
        refreshControlInstalled: false))
    #expect(
      ScrollGlue.contentOffset(clampedTo: update.offset, from: pulled, axis: .vertical)
        == HostPoint(x: 0, y: -top))
  }
}
