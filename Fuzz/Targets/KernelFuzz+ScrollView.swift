@_spi(Engine) @testable import ScrollworkCore

/// The ``ScrollViewKernel`` half of `KernelFuzz`: a host with its own content length, insets,
/// bounds and offset, read raw (``FuzzInput/reading(_:)``), that applies each update as the
/// glue does — the offset, then the footer's room in its content size
/// (``StickyFooter/Placement/contentEnd``) or added to its end inset
/// (``StickyFooter/Placement/endInset``) — and reads back.
///
/// Invariants: no trap, whatever the readings; for readings a screen can give (every length
/// finite, sizes 0…10⁹, insets and offsets within ±10⁹) every update is finite, and the update
/// read back after it is applied has the same views and layout, no change of room and no offset
/// to set. A reading out of that range is not checked beyond the trap (its update is the
/// kernel's to define, Guides/Fuzzing.md), and the host removes its footer after it.
enum ScrollViewKernelFuzz {
  static let maximumSteps = 64

  struct Host {
    var kernel: ScrollViewKernel
    var bounds = HostSize(width: 390, height: 844)
    var rows = 0.0
    var insets = HostInsets()
    var offset = 0.0
    var refreshControl = false
    var isScrolling = false
    var isTracking = false
    /// The start room the host holds: the sum of the changes it added to its start inset.
    var startWritten = 0.0
    /// The room the host holds: the footer view's height, or the sum of the changes it added
    /// to its end inset.
    var written = 0.0

    func reading() -> ScrollViewReading {
      let vertical = kernel.axis == .vertical
      let inContent = kernel.placement == .contentEnd
      let content = inContent ? rows + written : rows
      var adjusted = insets
      if !inContent {
        if vertical { adjusted.bottom += written } else { adjusted.right += written }
      }
      if vertical { adjusted.top += startWritten } else { adjusted.left += startWritten }
      return ScrollViewReading(
        bounds: bounds,
        contentSize: vertical
          ? HostSize(width: bounds.width, height: content)
          : HostSize(width: content, height: bounds.height),
        adjustedInsets: adjusted,
        offset: vertical ? HostPoint(x: 0, y: offset) : HostPoint(x: offset, y: 0),
        refreshControlInstalled: refreshControl, isScrolling: isScrolling, isTracking: isTracking)
    }

    mutating func apply(_ update: ScrollViewUpdate) {
      if let corrected = update.offset { offset = corrected }
      switch kernel.placement {
      case .contentEnd: written = update.footerRoom
      case .endInset: written += update.footerRoomChange
      }
      startWritten += update.startRoomChange
    }

    /// Something changes: a rotation, new bounds, rows, insets, scrolling, and the offset.
    mutating func change(_ rng: inout FuzzInput) {
      switch Int.random(in: 0..<7, using: &rng) {
      case 0: bounds = HostSize(width: bounds.height, height: bounds.width)
      case 1: bounds = HostSize(width: rng.reading(0...1000), height: rng.reading(0...2000))
      case 2: rows = rng.reading(0...20000)
      case 3:
        insets = HostInsets(
          top: rng.reading(-100...200), left: rng.reading(0...50),
          bottom: rng.reading(-100...200), right: rng.reading(0...50))
        refreshControl = Int.random(in: 0..<4, using: &rng) == 0
      case 4: isScrolling.toggle()
      case 5:
        // A finger lands or lifts; the app ends or begins a refresh.
        isTracking.toggle()
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: kernel.endRefreshing()
        case 1: kernel.beginRefreshing()
        default: break
        }
      default: break
      }
      offset = rng.reading(-500...20000)
    }
  }

  static func run(_ rng: inout FuzzInput) {
    var decorations = ScrollDecorations()
    if Bool.random(using: &rng) {
      decorations.edgeShadows = EdgeShadows(thickness: length(&rng, 0...20))
    }
    if Bool.random(using: &rng) {
      decorations.edgeFill = EdgeFill(top: Bool.random(using: &rng), bottom: true)
    }
    if Bool.random(using: &rng) {
      decorations.peekingBackground = PeekingBackground(
        dimming: rng.number(0...1), showsEmptyState: Bool.random(using: &rng),
        follow: rng.number(0...1))
    }
    if Bool.random(using: &rng) {
      decorations.parallaxBackground = ParallaxBackground(
        mode: Bool.random(using: &rng) ? .range : .ratio(rng.number(0...1)),
        imageLength: length(&rng, 0...600))
    }
    if Int.random(in: 0..<4, using: &rng) > 0 {
      decorations.stickyFooter = StickyFooter(height: length(&rng, 0...400))
    }
    // The effects past the seeds.
    if Bool.random(using: &rng) {
      let height = length(&rng, 0...400)
      decorations.stretchyHeader = StretchyHeader(
        height: height, minimumHeight: rng.number(0...1) * height,
        anchor: StretchyHeader.Anchor.allCases.randomElement(using: &rng)!,
        stretch: rng.number(0...1))
    }
    if Bool.random(using: &rng) {
      decorations.emptyState = EmptyState(
        trigger: EmptyState.Trigger.allCases.randomElement(using: &rng)!,
        verticalOffset: rng.number(-200...200), scrolls: Bool.random(using: &rng))
    }
    if Bool.random(using: &rng) {
      decorations.edgeEffects = EdgeEffects(
        top: EdgeEffects.Style.allCases.randomElement(using: &rng),
        bottom: EdgeEffects.Style.allCases.randomElement(using: &rng),
        softLength: length(&rng, 0...60), fadeDistance: length(&rng, 0...60))
    }
    if Bool.random(using: &rng) {
      decorations.refreshControl = RefreshControl(
        triggerDistance: length(&rng, 0...300), holdHeight: length(&rng, 0...200),
        spinnerSize: length(&rng, 0...60))
    }
    var host = Host(
      kernel: ScrollViewKernel(
        decorations: decorations,
        bounce: [nil, BouncePolicy.none, .startOnly, .endOnly, .default].randomElement(
          using: &rng)!,
        axis: Int.random(in: 0..<4, using: &rng) == 0 ? .horizontal : .vertical,
        placement: Bool.random(using: &rng) ? .contentEnd : .endInset))
    trace("\(host.kernel)")
    for step in 0..<maximumSteps where !rng.isExhausted {
      host.change(&rng)
      let reading = host.reading()
      func label() -> String { "step \(step) \(reading)" }
      trace(label())
      let first = host.kernel.update(reading)
      let screenLike = isScreenLike(reading)
      if screenLike { check(first, "\(label()): the update") }
      host.apply(first)
      let readBack = host.reading()
      let again = host.kernel.update(readBack)
      if screenLike && isScreenLike(readBack) {
        check(again, "\(label()): read back")
        require(again.views == first.views, "\(label()): read back, the views changed: \(again)")
        require(again.layout == first.layout, "\(label()): read back, the layout changed")
        require(again.footerRoomChange == 0, "\(label()): read back, the room changed: \(again)")
        require(
          again.startRoomChange == 0, "\(label()): read back, the start room changed: \(again)")
        require(again.offset == nil, "\(label()): read back, an offset to set: \(again)")
        host.apply(again)
      } else {
        // The host takes its footer away and starts again from its own lengths.
        host.kernel.forgetFooterRoom()
        host.written = 0
        host.kernel.forgetStartRoom()
        host.startWritten = 0
      }
    }
  }

  /// A decoration's length in `typical` or at its edges (sub-nanopoint ones included: a footer
  /// 10⁻³²⁴ pt tall once left a scroll range that short, ScrollViewKernelFindingsTests).
  static func length(_ rng: inout FuzzInput, _ typical: ClosedRange<Double>) -> Double {
    rng.number(typical)
  }

  /// Whether `reading` is one a screen can give: every number finite, sizes 0…10⁹, insets and
  /// offsets within ±10⁹ (sub-nanopoint ones included).
  static func isScreenLike(_ reading: ScrollViewReading) -> Bool {
    let limit = ScrollworkError.largestMagnitude
    let sizes = [
      reading.bounds.width, reading.bounds.height, reading.contentSize.width,
      reading.contentSize.height,
    ]
    let positions = [
      reading.adjustedInsets.top, reading.adjustedInsets.left, reading.adjustedInsets.bottom,
      reading.adjustedInsets.right, reading.offset.x, reading.offset.y,
    ]
    return sizes.allSatisfy { $0 >= 0 && $0 <= limit } && positions.allSatisfy { abs($0) <= limit }
  }

  static func check(_ u: ScrollViewUpdate, _ label: @autoclosure () -> String) {
    let l = u.layout
    let v = u.views
    let numbers = [
      u.offset ?? 0, u.footerRoom, u.footerRoomChange, u.geometry.viewport, u.geometry.content,
      u.geometry.insetStart, u.geometry.insetEnd, l.peekingBackground?.reveal ?? 0,
      l.peekingBackground?.dimming ?? 0, l.parallaxBackground?.progress ?? 0, v.dimmingAlpha,
      u.indicator.start, u.indicator.length, u.indicator.alpha, u.startRoom, u.startRoomChange,
      v.headerProgress, v.emptyContentCenter ?? 0, v.topEdgeAlpha, v.bottomEdgeAlpha,
      v.refreshProgress, l.stretchyHeader?.progress ?? 0, l.stretchyHeader?.stretched ?? 0,
      l.emptyState?.contentCenter ?? 0, l.refreshControl?.pull ?? 0,
      l.refreshControl?.progress ?? 0, l.edgeEffects?.top?.barEdge ?? 0,
      l.edgeEffects?.bottom?.barEdge ?? 0,
    ]
    let rects = [
      l.peekingBackground?.frame, l.parallaxBackground?.frame, l.edgeFill?.top,
      l.edgeFill?.bottom, l.edgeShadows?.outerTop, l.edgeShadows?.contentTop,
      l.edgeShadows?.contentBottom, l.edgeShadows?.outerBottom, l.stickyFooter, v.parallaxImage,
      v.peekImage, v.dimming, v.emptyState, v.topFill, v.bottomFill, v.outerTopShadow,
      v.contentTopShadow, v.contentBottomShadow, v.outerBottomShadow, v.stickyFooter,
      v.footerView, u.indicatorFrame, v.header, v.headerContent, v.emptyView, v.topEdgeEffect,
      v.topEdgeDivider, v.bottomEdgeEffect, v.bottomEdgeDivider, v.refreshSpinner,
    ]
    require(
      numbers.allSatisfy(\.isFinite) && rects.allSatisfy(isFinite(_:)),
      "\(label()): not finite: \(u)"
    )
  }
}
