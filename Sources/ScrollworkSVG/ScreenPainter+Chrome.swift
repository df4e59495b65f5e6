@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// The parts of the screen drawn over the content: scroll indicator, bars and finger. Every
/// rect and opacity is the frame's, as Core laid it out (`TraceFrame.indicatorFrame`,
/// `TraceFrame.navigationBar`); the painter adds only the artwork.
extension ScreenPainter {
  /// The scroll indicator, where and as opaque as the frame says.
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
        SMILTimeline.Track("y", frames.map { SVGWriter.number($0.indicatorFrame.y) }),
        SMILTimeline.Track("height", frames.map { SVGWriter.number($0.indicatorFrame.height) }),
        SMILTimeline.Track(
          "fill-opacity", frames.map { SVGWriter.number($0.indicator.alpha) }, .discrete),
      ], into: &svg)
  }

  /// The status and navigation bar, opaque over a list as a scrolled navigation bar looks (no
  /// row shows through it; translucent over a sheet's map), with its search field; and the
  /// home indicator's bar, translucent.
  func drawBars(into svg: inout SVGWriter) {
    let n = SVGWriter.number
    let width = n(screen.width, 2)
    timeline.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", width), ("fill", DeviceStyle.barFill),
        // Under an edge effect the bar has no backing of its own, as on iOS 26: the effect is it.
        ("fill-opacity", barsClear.top ? "0" : hasSheet ? DeviceStyle.barOpacity : "1"),
      ],
      animating: [track("height", .discrete) { $0.navigationBar.bar.height }], into: &svg)
    if frames.contains(where: { $0.navigationBar.searchField != nil }) {
      drawSearchField(into: &svg)
    }
    if !barsClear.top {
      timeline.element(
        "rect", [("x", "0"), ("width", width), ("height", "0.5"), ("fill", DeviceStyle.separator)],
        animating: [track("y", .discrete) { $0.navigationBar.separator.y }], into: &svg)
    }
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
    // The title's baseline sits 14 pt above its row's bottom.
    var title = frames.lazy.compactMap(\.navigationBar.title).first
    timeline.element(
      "text",
      [
        ("x", n(screen.width / 2, 2)), ("text-anchor", "middle"), ("font-size", "17"),
        ("font-weight", "600"), ("fill", DeviceStyle.label),
      ],
      animating: [
        track("y", .discrete) { frame in
          if let row = frame.navigationBar.title { title = row }
          return (title.map { $0.y + $0.height } ?? 0) - 14
        },
        SMILTimeline.Track(
          "visibility", frames.map { $0.navigationBar.title == nil ? "hidden" : "visible" },
          .discrete),
      ], text: "Scrollwork", into: &svg)

    timeline.element(
      "rect",
      [
        ("x", "0"), ("width", width), ("fill", DeviceStyle.barFill),
        ("fill-opacity", barsClear.bottom ? "0" : DeviceStyle.barOpacity),
      ],
      animating: [
        track("y", .discrete) { $0.navigationBar.bottomBar.y },
        track("height", .discrete) { $0.navigationBar.bottomBar.height },
      ], into: &svg)
    timeline.element(
      "rect",
      [("width", "134"), ("height", "5"), ("rx", "2.5"), ("fill", DeviceStyle.label)],
      animating: [
        track("x", .discrete) { $0.navigationBar.bottomBar.width / 2 - 67 },
        track("y", .discrete) {
          $0.navigationBar.bottomBar.y + $0.navigationBar.bottomBar.height - 13
        },
      ], into: &svg)
  }

  /// The search field in the navigation bar: a rounded field with a magnifier and "Search",
  /// at the frame's rect, its contents at the frame's opacity.
  private func drawSearchField(into svg: inout SVGWriter) {
    var field =
      frames.lazy.compactMap(\.navigationBar.searchField).first
      ?? DecorationRect(
        x: 0, y: 0, width: 0, height: 0)
    var content = frames.lazy.compactMap(\.navigationBar.searchFieldContent).first ?? field
    let fields = frames.map { frame -> DecorationRect in
      if let rect = frame.navigationBar.searchField { field = rect }
      return field
    }
    let contents = frames.map { frame -> DecorationRect in
      if let rect = frame.navigationBar.searchFieldContent { content = rect }
      return content
    }
    timeline.element(
      "rect",
      [
        ("x", SVGWriter.number(field.x)), ("width", SVGWriter.number(field.width)), ("rx", "10"),
        ("fill", "#E3E3E8"),
      ],
      animating: [
        SMILTimeline.Track("y", fields.map { SVGWriter.number($0.y) }),
        SMILTimeline.Track("height", fields.map { SVGWriter.number($0.height) }),
      ], into: &svg)
    timeline.open(
      "g", [],
      animating: [
        .translation(x: contents.map { _ in 0 }, y: contents.map(\.y)),
        SMILTimeline.Track(
          "opacity",
          frames.map {
            SVGWriter.number($0.navigationBar.searchFieldContentAlpha, decimals: 3)
          }),
      ], into: &svg)
    let middle = content.height / 2
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
