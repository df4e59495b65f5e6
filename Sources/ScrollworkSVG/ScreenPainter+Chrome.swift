import ScrollworkCore
import ScrollworkSimulator

/// The parts of the screen drawn over the content: scroll indicator, bars and finger.
extension ScreenPainter {
  /// The scroll indicator: its length shows how much of the content is visible, its position the
  /// progress, and it shrinks while the content is pulled past an edge, as UIKit's does. Shown
  /// while anything moves.
  func drawIndicator(into svg: inout SVGWriter) {
    let width = ScrollIndicatorLayout.thickness
    timeline.element(
      "rect",
      [
        ("x", SVGWriter.number(screen.width - ScrollIndicatorLayout.inset - width)),
        ("width", SVGWriter.number(width)),
        ("rx", SVGWriter.number(width / 2)), ("fill", "#000000"),
      ],
      animating: [
        SMILTimeline.Track("y", frames.map { SVGWriter.number($0.indicator.start) }),
        SMILTimeline.Track("height", frames.map { SVGWriter.number($0.indicator.length) }),
        SMILTimeline.Track(
          "fill-opacity", frames.map { $0.scroll.phase == .idle ? "0" : "0.4" }, .discrete),
      ], into: &svg)
  }

  /// How far the top bar reaches in `frame`: the top inset, less the part of a search bar
  /// that hides when scrolling which is hidden.
  func barBottom(_ frame: TraceFrame) -> Double {
    guard let height = searchBarHeight else { return frame.layout.insets.top }
    return frame.layout.insets.top - height + (frame.searchBar ?? height)
  }

  /// The status and navigation bar over the top inset, opaque over a list as a scrolled
  /// navigation bar looks (no row shows through it; translucent over a sheet's map), with a search field when the scenario has a search bar; and the
  /// home indicator over the bottom inset, translucent.
  func drawBars(into svg: inout SVGWriter) {
    let n = SVGWriter.number
    let width = n(screen.width, 2)
    timeline.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", width), ("fill", DeviceStyle.barFill),
        ("fill-opacity", hasSheet ? DeviceStyle.barOpacity : "1"),
      ],
      animating: [track("height", .discrete) { barBottom($0) }], into: &svg)
    if searchBarHeight != nil { drawSearchField(into: &svg) }
    timeline.element(
      "rect", [("x", "0"), ("width", width), ("height", "0.5"), ("fill", DeviceStyle.separator)],
      animating: [track("y", .discrete) { barBottom($0) - 0.5 }], into: &svg)
    svg.element(
      "text",
      [
        ("x", "52"), ("y", "34"), ("font-size", "17"), ("font-weight", "600"),
        ("fill", DeviceStyle.label),
      ],
      text: "9:41")
    // The status icons keep to each frame's right edge.
    timeline.open(
      "g", [],
      animating: [
        .translation(
          x: frames.map { $0.layout.viewport.width - screen.width }, y: frames.map { _ in 0 })
      ], into: &svg)
    drawStatusIcons(into: &svg)
    svg.close("g")
    let searchBar = searchBarHeight ?? 0
    timeline.element(
      "text",
      [
        ("x", n(screen.width / 2, 2)), ("text-anchor", "middle"), ("font-size", "17"),
        ("font-weight", "600"), ("fill", DeviceStyle.label),
      ],
      animating: [
        track("y", .discrete) { $0.layout.insets.top - searchBar - 14 },
        SMILTimeline.Track(
          "visibility",
          frames.map {
            $0.layout.insets.top - searchBar >= DeviceStyle.statusBarHeight + 30
              ? "visible" : "hidden"
          },
          .discrete),
      ], text: "Scrollwork", into: &svg)

    timeline.element(
      "rect",
      [
        ("x", "0"), ("width", width), ("fill", DeviceStyle.barFill),
        ("fill-opacity", DeviceStyle.barOpacity),
      ],
      animating: [
        track("y", .discrete) { $0.layout.viewport.height - $0.layout.insets.bottom },
        track("height", .discrete) { $0.layout.insets.bottom },
      ], into: &svg)
    timeline.element(
      "rect",
      [("width", "134"), ("height", "5"), ("rx", "2.5"), ("fill", DeviceStyle.label)],
      animating: [
        track("x", .discrete) { $0.layout.viewport.width / 2 - 67 },
        track("y", .discrete) { $0.layout.viewport.height - 13 },
      ], into: &svg)
  }

  /// The search field in the navigation bar: a rounded field with a magnifier and "Search",
  /// squeezed and faded as the bar hides, as UIKit's is.
  private func drawSearchField(into svg: inout SVGWriter) {
    guard let height = searchBarHeight, height > 0 else { return }
    let fieldWidth = screen.width - 32
    // The field's fraction shown: 1 with the bar whole, 0 hidden.
    let shown = frames.map { ($0.searchBar ?? height) / height }
    let tops = frames.map { $0.layout.insets.top - height }
    let fieldHeight = min(36, height - 8)
    timeline.element(
      "rect",
      [("x", "16"), ("width", SVGWriter.number(fieldWidth)), ("rx", "10"), ("fill", "#E3E3E8")],
      animating: [
        SMILTimeline.Track("y", zip(tops, shown).map { SVGWriter.number($0 + 4 * $1) }),
        SMILTimeline.Track("height", shown.map { SVGWriter.number(fieldHeight * $0) }),
      ], into: &svg)
    timeline.open(
      "g", [],
      animating: [
        .translation(
          x: frames.map { _ in 0 },
          y: zip(tops, shown).map { $0 + 4 * $1 - (1 - $1) * fieldHeight / 2 }),
        SMILTimeline.Track(
          "opacity", shown.map { SVGWriter.number(max(0, 2 * $0 - 1), decimals: 3) }),
      ], into: &svg)
    let middle = fieldHeight / 2
    svg.element(
      "circle",
      [
        ("cx", "33"), ("cy", SVGWriter.number(middle - 1.5)), ("r", "6"), ("fill", "none"),
        ("stroke", DeviceStyle.secondaryLabel), ("stroke-width", "2"),
      ])
    svg.element(
      "path",
      [
        ("d", "M37.5 \(SVGWriter.number(middle + 3))l4.5 4.5"),
        ("stroke", DeviceStyle.secondaryLabel), ("stroke-width", "2.2"),
        ("stroke-linecap", "round"),
      ])
    svg.element(
      "text",
      [
        ("x", "48"), ("y", SVGWriter.number(middle + 6)), ("font-size", "17"),
        ("fill", DeviceStyle.secondaryLabel),
      ], text: "Search")
    svg.close("g")
  }

  private func drawStatusIcons(into svg: inout SVGWriter) {
    let n = SVGWriter.number
    let right = screen.width - 30
    // Cellular bars, then the battery.
    for bar in 0..<4 {
      let height = 4 + Double(bar) * 2.5
      svg.element(
        "rect",
        [
          ("x", n(right - 70 + Double(bar) * 5, 2)), ("y", n(34 - height, 2)), ("width", "3"),
          ("height", n(height, 2)), ("rx", "1"), ("fill", DeviceStyle.label),
        ])
    }
    svg.element(
      "rect",
      [
        ("x", n(right - 27, 2)), ("y", "22.5"), ("width", "25"), ("height", "12"), ("rx", "3.5"),
        ("fill", "none"), ("stroke", DeviceStyle.label), ("stroke-opacity", "0.4"),
      ])
    svg.element(
      "rect",
      [
        ("x", n(right - 25, 2)), ("y", "24.5"), ("width", "21"), ("height", "8"), ("rx", "2"),
        ("fill", DeviceStyle.label),
      ])
  }

  /// How long a fling's flick shows, in seconds, and how far the finger travels.
  static let flick = (duration: 0.15, distance: 90.0)

  /// Where a flicking finger is at `t`, and how opaque (0–1), if a fling has just happened.
  func flick(at t: Double) -> (y: Double, opacity: Double)? {
    for fling in flings where t >= fling.t - 1e-9 && t <= fling.t + Self.flick.duration {
      let progress = min(1, max(0, (t - fling.t) / Self.flick.duration))
      let direction: Double = fling.velocity < 0 ? -1 : 1
      let start = screen.height / 2 - direction * Self.flick.distance / 2
      return (start + direction * Self.flick.distance * progress, 1 - progress)
    }
    return nil
  }

  /// A soft circle where the finger touches, while it is down, and flicking at each fling.
  func drawFinger(into svg: inout SVGWriter) {
    if !flings.isEmpty {
      let flicks = frames.map { flick(at: $0.t) }
      if flicks.contains(where: { $0 != nil }) {
        var last = flicks.lazy.compactMap { $0 }.first?.y ?? 0
        timeline.element(
          "circle",
          [
            ("cx", SVGWriter.number(screen.width * 0.62)), ("r", "22"), ("fill", "#3C3C43"),
            ("stroke", "#FFFFFF"), ("stroke-width", "2"),
          ],
          animating: [
            SMILTimeline.Track(
              "cy",
              flicks.map {
                if let y = $0?.y { last = y }
                return SVGWriter.number(last)
              }),
            SMILTimeline.Track(
              "fill-opacity",
              flicks.map { SVGWriter.number(0.25 * ($0?.opacity ?? 0), decimals: 3) }),
            SMILTimeline.Track(
              "stroke-opacity",
              flicks.map { SVGWriter.number(0.8 * ($0?.opacity ?? 0), decimals: 3) }),
          ], into: &svg)
      }
    }
    guard frames.contains(where: { $0.finger != nil }) else { return }
    var last = frames.first { $0.finger != nil }?.finger ?? 0
    let positions = frames.map { frame -> Double in
      if let finger = frame.finger { last = finger }
      return last
    }
    timeline.element(
      "circle",
      [
        ("cx", SVGWriter.number(screen.width * 0.62)), ("r", "22"), ("fill", "#3C3C43"),
        ("stroke", "#FFFFFF"), ("stroke-width", "2"),
      ],
      animating: [
        SMILTimeline.Track("cy", positions.map { SVGWriter.number($0) }),
        SMILTimeline.Track(
          "fill-opacity", frames.map { $0.finger == nil ? "0" : "0.25" }, .discrete),
        SMILTimeline.Track(
          "stroke-opacity", frames.map { $0.finger == nil ? "0" : "0.8" }, .discrete),
      ], into: &svg)
  }
}
