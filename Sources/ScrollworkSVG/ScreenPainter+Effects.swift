@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// The effects past the seeds, drawn from the frames the kernel gave (`DecorationViewFrames`):
/// the stretchy header, the empty state, the refresh spinner and the edge effects. Like the
/// seeds' decorations, each is drawn inside the content group, which moves by −offset.
extension ScreenPainter {
  /// Whether the top and bottom bars lose their own backing: an edge effect there is it, as on
  /// iOS 26.
  var barsClear: (top: Bool, bottom: Bool) {
    let effects = decorations.layout.edgeEffects
    return (effects?.top != nil, effects?.bottom != nil)
  }

  /// One value per frame of `value` applied to the frame's views, holding the last known value
  /// while `value` is `nil` (hidden views do not slide).
  private func held(_ value: (DecorationViewFrames) -> Double?) -> [Double] {
    var last = views.lazy.compactMap(value).first ?? 0
    return views.map { frame in
      if let next = value(frame) { last = next }
      return last
    }
  }

  private func shown(_ isShown: (DecorationViewFrames) -> Bool) -> SMILTimeline.Track {
    SMILTimeline.Track("visibility", views.map { isShown($0) ? "visible" : "hidden" }, .discrete)
  }

  private func numbers(_ name: String, _ values: [Double]) -> SMILTimeline.Track {
    SMILTimeline.Track(name, values.map { SVGWriter.number($0) })
  }

  /// The empty state, behind the rows: the glyph, a title, a message and a button, its content
  /// centred where the frame says.
  func drawEmptyView(into svg: inout SVGWriter) {
    guard views.count == frames.count, views.contains(where: { $0.emptyView != nil }) else {
      return
    }
    let box = 300.0
    timeline.open(
      "g", [],
      animating: [
        .translation(
          x: views.map { _ in 0 }, y: held { $0.emptyContentCenter }.map { $0 - box / 2 }),
        shown { $0.emptyView != nil },
      ], into: &svg)
    let n = { (value: Double) in SVGWriter.number(value) }
    // A card of the table's grey behind the glyph and the words: legible over a picture behind
    // the rows (the fox, in "effects-combined"); over the bare table it does not show.
    svg.element(
      "rect",
      [
        ("x", n(screen.width / 2 - 150)), ("y", "36"), ("width", "300"), ("height", n(box - 130)),
        ("rx", "16"), ("fill", DeviceStyle.groupedBackground), ("fill-opacity", "0.92"),
      ])
    Artwork.emptyState(
      x: 0, y: 0, width: screen.width, height: box - 56, title: "No messages yet",
      message: "Pull down to check again, or start a conversation.", into: &svg)
    svg.element(
      "rect",
      [
        ("x", n(screen.width / 2 - 84)), ("y", n(box - 52)), ("width", "168"), ("height", "40"),
        ("rx", "20"), ("fill", DeviceStyle.tint),
      ])
    svg.element(
      "text",
      [
        ("x", n(screen.width / 2)), ("y", n(box - 27)), ("text-anchor", "middle"),
        ("font-family", DeviceStyle.font), ("font-size", "16"), ("font-weight", "600"),
        ("fill", "#FFFFFF"),
      ], text: "New message")
    svg.close("g")
  }

  /// In front of the rows: the edge effects, the header (its content clipped to its frame, a
  /// title fading with its progress), then the refresh spinner.
  func drawEffects(into svg: inout SVGWriter) {
    guard views.count == frames.count, !views.isEmpty else { return }
    // The edge effects under the header: a pinned header is part of the bar they back, and the
    // top effect runs opaque down to its bottom (the page and the glue stack them alike).
    if let effects = decorations.layout.edgeEffects { drawEdgeEffects(effects, into: &svg) }
    if let header = decorations.layout.stretchyHeader, views.contains(where: { $0.header != nil }) {
      drawHeader(header, into: &svg)
    }
    if views.contains(where: { $0.refreshSpinner != nil }) { drawSpinner(into: &svg) }
  }

  private func drawHeader(_ header: StretchyHeader, into svg: inout SVGWriter) {
    let n = { (value: Double) in SVGWriter.number(value) }
    let clip = "\(id)-header-clip"
    svg.open("defs")
    svg.open("clipPath", [("id", clip)])
    timeline.element(
      "rect", [("x", "0"), ("width", n(screen.width))],
      animating: [
        numbers("y", held { $0.header?.y }), numbers("height", held { $0.header?.height }),
      ], into: &svg)
    svg.close("clipPath")
    svg.close("defs")
    // The artwork is the header's height at rest, scaled to fill its content frame (aspect
    // fill: it grows with a taller frame and is cropped by a shorter one), centred on it.
    let rest = max(header.height, 1)
    let scales = held { $0.headerContent.map { max($0.height / rest, 1) } }
    let centres = held { $0.headerContent.map { $0.y + $0.height / 2 } }
    svg.open("g", [("clip-path", "url(#\(clip))")])
    timeline.open(
      "g", [],
      animating: [
        .translation(
          x: scales.map { screen.width * (1 - $0) / 2 },
          y: zip(centres, scales).map { $0 - rest * $1 / 2 }),
        shown { $0.header != nil },
      ], into: &svg)
    timeline.open("g", [], animating: [.scale(scales)], into: &svg)
    Artwork.landscape(
      x: 0, y: 0, width: screen.width, height: rest, idPrefix: "\(id)-header", into: &svg)
    svg.close("g")
    svg.close("g")
    // The app's title, faded by the header's progress: gone when it is collapsed.
    timeline.element(
      "text",
      [
        ("x", "20"), ("font-family", DeviceStyle.font), ("font-size", "28"),
        ("font-weight", "700"), ("fill", "#FFFFFF"),
      ],
      animating: [
        numbers("y", held { $0.header.map { $0.y + $0.height - 18 } }),
        SMILTimeline.Track(
          "fill-opacity", views.map { SVGWriter.number(1 - $0.headerProgress, decimals: 3) }),
      ], text: "Lake Tahoe", into: &svg)
    svg.close("g")
  }

  /// The spinner: eight ticks round its centre, as many drawn as the pull's progress, turning
  /// a tick every 1/8 s while the refresh runs.
  private func drawSpinner(into svg: inout SVGWriter) {
    let n = { (value: Double) in SVGWriter.number(value) }
    let size = decorations.layout.refreshControl?.spinnerSize ?? 28
    // On a coloured top fill the spinner is white, as an app tints it; grey otherwise.
    let color = decorations.topFillColor == nil ? "#8E8E93" : "#FFFFFF"
    let refreshing = frames.map { $0.decorations?.refreshControl?.isRefreshing ?? false }
    timeline.open(
      "g", [],
      animating: [
        .translation(
          x: held { $0.refreshSpinner.map { $0.x + $0.width / 2 } },
          y: held { $0.refreshSpinner.map { $0.y + $0.height / 2 } }),
        shown { $0.refreshSpinner != nil },
      ], into: &svg)
    timeline.open(
      "g", [],
      animating: [
        .rotation(
          zip(frames, refreshing).map { frame, spinning in
            spinning ? (frame.t * 8).rounded(.down) * 45 : 0
          })
      ], into: &svg)
    let ticks = 8
    for tick in 0..<ticks {
      let angle = Double(tick) * 45
      timeline.element(
        "rect",
        [
          ("x", n(-size * 0.04)), ("y", n(-size / 2)), ("width", n(size * 0.08)),
          ("height", n(size * 0.28)), ("rx", n(size * 0.04)), ("fill", color),
          ("transform", "rotate(\(n(angle)))"),
        ],
        animating: [
          SMILTimeline.Track(
            "fill-opacity",
            zip(views, refreshing).map { frame, spinning in
              // Drawn tick by tick with the pull; spinning, each tick fades behind the leader.
              if spinning { return SVGWriter.number(1 - Double(tick) * 0.1, decimals: 2) }
              return frame.refreshProgress * Double(ticks) > Double(tick) ? "1" : "0"
            }, .discrete)
        ], into: &svg)
    }
    svg.close("g")
    svg.close("g")
  }

  /// Each edge's effect at its strength: a soft one as the bar's colour fading out past the
  /// bar's edge, a hard one as the bar's colour up to its edge with a dividing line.
  private func drawEdgeEffects(_ effects: EdgeEffects, into svg: inout SVGWriter) {
    let n = { (value: Double) in SVGWriter.number(value) }
    svg.open("defs")
    for (name, downward) in [("down", true), ("up", false)] {
      svg.open(
        "linearGradient",
        [
          ("id", "\(id)-edge-\(name)"), ("x1", "0"), ("y1", downward ? "0" : "1"), ("x2", "0"),
          ("y2", downward ? "1" : "0"),
        ])
      for (offset, opacity) in [("0", "1"), ("0.5", "0.55"), ("1", "0")] {
        svg.element(
          "stop",
          [("offset", offset), ("stop-color", DeviceStyle.barFill), ("stop-opacity", opacity)])
      }
      svg.close("linearGradient")
    }
    svg.close("defs")
    let edges:
      [(
        style: EdgeEffects.Style?, frame: (DecorationViewFrames) -> DecorationRect?,
        divider: (DecorationViewFrames) -> DecorationRect?, alpha: (DecorationViewFrames) -> Double,
        top: Bool
      )] = [
        (effects.top, { $0.topEdgeEffect }, { $0.topEdgeDivider }, { $0.topEdgeAlpha }, true),
        (
          effects.bottom, { $0.bottomEdgeEffect }, { $0.bottomEdgeDivider },
          { $0.bottomEdgeAlpha }, false
        ),
      ]
    for edge in edges {
      guard let style = edge.style, views.contains(where: { edge.frame($0) != nil }) else {
        continue
      }
      let soft = style == .soft ? effects.softLength : 0
      // The backing across the bar, and for a soft effect the fade past its edge.
      let barStart = held { edge.frame($0).map { edge.top ? $0.y : $0.y + soft } }
      let barLength = held { edge.frame($0).map { max(0, $0.height - soft) } }
      let opacity = SMILTimeline.Track(
        "opacity", views.map { SVGWriter.number(edge.alpha($0), decimals: 3) })
      timeline.open("g", [], animating: [opacity, shown { edge.frame($0) != nil }], into: &svg)
      timeline.element(
        "rect",
        [
          ("x", "0"), ("width", n(screen.width)), ("fill", DeviceStyle.barFill),
          ("fill-opacity", style == .soft ? "0.78" : "1"),
        ],
        animating: [numbers("y", barStart), numbers("height", barLength)], into: &svg)
      if soft > 0 {
        timeline.element(
          "rect",
          [
            ("x", "0"), ("width", n(screen.width)), ("height", n(soft)),
            ("fill", "url(#\(id)-edge-\(edge.top ? "down" : "up"))"),
          ],
          animating: [
            numbers("y", zip(barStart, barLength).map { edge.top ? $0 + $1 : $0 - soft })
          ], into: &svg)
      }
      if style == .hard {
        timeline.element(
          "rect",
          [
            ("x", "0"), ("width", n(screen.width)), ("height", "0.5"),
            ("fill", DeviceStyle.separator),
          ],
          animating: [numbers("y", held { edge.divider($0)?.y })], into: &svg)
      }
      svg.close("g")
    }
  }
}
