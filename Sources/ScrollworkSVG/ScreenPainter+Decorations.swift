@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// The seed decorations, drawn from the frames the engine laid out. Every frame is in content
/// coordinates, so each is drawn inside the content group, which moves by −offset.
extension ScreenPainter {
  /// A track of one coordinate of an optional frame, holding the last known value while hidden
  /// so nothing slides while invisible.
  private func track(
    _ name: String, _ rect: (DecorationLayout) -> DecorationRect?,
    _ value: (DecorationRect) -> Double
  ) -> SMILTimeline.Track {
    var last = layouts.lazy.compactMap(rect).first.map(value) ?? 0
    return SMILTimeline.Track(
      name,
      layouts.map { layout in
        if let frame = rect(layout) { last = value(frame) }
        return SVGWriter.number(last)
      })
  }

  private func visibility(_ shown: (DecorationLayout) -> Bool) -> SMILTimeline.Track {
    SMILTimeline.Track("visibility", layouts.map { shown($0) ? "visible" : "hidden" }, .discrete)
  }

  /// Backgrounds, behind the rows: the parallax landscape, the peeking fox with its dimming,
  /// the empty-state view, and the edge fills.
  func drawBackgroundDecorations(colors: ScenarioDecorations, into svg: inout SVGWriter) {
    guard layouts.count == frames.count, !layouts.isEmpty else { return }
    let n = SVGWriter.number
    if let first = layouts[0].parallaxBackground {
      timeline.open(
        "g", [],
        animating: [
          .translation(
            x: layouts.map { _ in 0 }, y: layouts.map { $0.parallaxBackground?.frame.y ?? 0 })
        ],
        into: &svg)
      Artwork.landscape(
        x: 0, y: 0, width: first.frame.width, height: first.frame.height, idPrefix: "\(id)-land",
        into: &svg)
      svg.close("g")
    }
    if let first = layouts[0].peekingBackground, views.count == layouts.count {
      // Which view shows is the kernel's decision (DecorationViewFrames): the image with its
      // dimming, or the empty state.
      timeline.open(
        "g", [],
        animating: [
          .translation(x: views.map { _ in 0 }, y: views.map { $0.peekImage?.y ?? 0 }),
          SMILTimeline.Track(
            "visibility", views.map { $0.peekImage != nil ? "visible" : "hidden" }, .discrete),
        ], into: &svg)
      let eyeLine = Artwork.foxEyeLine(
        follow: decorations.layout.peekingBackground?.follow ?? 0, height: screen.height,
        bottomInset: frames.first?.layout.insets.bottom ?? 0)
      Artwork.fox(
        x: 0, y: 0, width: first.frame.width, height: screen.height, idPrefix: "\(id)-fox",
        eyeLine: eyeLine, into: &svg)
      svg.element(
        "rect",
        [
          ("width", n(first.frame.width, 2)), ("height", n(screen.height, 2)), ("fill", "#000000"),
          ("fill-opacity", n(first.dimming, 3)),
        ])
      svg.close("g")
      if views.contains(where: { $0.emptyState != nil }) {
        // Drawn at the visible area's size; moved to the empty part below the rows.
        timeline.open(
          "g", [],
          animating: [
            .translation(x: views.map { _ in 0 }, y: views.map { $0.emptyState?.y ?? 0 }),
            SMILTimeline.Track(
              "visibility", views.map { $0.emptyState != nil ? "visible" : "hidden" }, .discrete),
          ], into: &svg)
        let height = views.compactMap { $0.emptyState?.height }.max() ?? 0
        Artwork.emptyState(
          x: 0, y: 0, width: first.frame.width, height: min(height, 360),
          title: "Nothing to peek at",
          message: "Add a few more rows and the fox will hide below them.",
          into: &svg)
        svg.close("g")
      }
    }
    if layouts[0].edgeFill != nil {
      for (color, side) in [
        (colors.topFillColor, \EdgeFill.Layout.top),
        (colors.bottomFillColor, \EdgeFill.Layout.bottom),
      ] {
        guard let color else { continue }
        let rect = { (layout: DecorationLayout) in layout.edgeFill?[keyPath: side] }
        timeline.element(
          "rect", [("x", "0"), ("width", n(screen.width, 2)), ("fill", color)],
          animating: [
            track("y", rect, \.y), track("height", rect, \.height), visibility { rect($0) != nil },
          ],
          into: &svg)
      }
    }
  }

  /// The edge shadows' gradient stops (offset, opacity): about 0.3·(1 − x)³. render.css draws
  /// the same.
  static let shadowStops = [
    ("0", "0.3"), ("0.2", "0.15"), ("0.45", "0.05"), ("0.7", "0.008"), ("1", "0"),
  ]

  /// In front of the rows: the shadows and the sticky footer.
  func drawForegroundDecorations(into svg: inout SVGWriter) {
    guard layouts.count == frames.count, !layouts.isEmpty else { return }
    let n = SVGWriter.number
    if let footer = layouts[0].stickyFooter {
      timeline.open(
        "g", [],
        animating: [
          .translation(x: layouts.map { _ in 0 }, y: layouts.map { $0.stickyFooter?.y ?? 0 })
        ],
        into: &svg)
      svg.element(
        "rect",
        [("width", n(footer.width, 2)), ("height", n(footer.height, 2)), ("fill", "#E5E5EA")])
      svg.element(
        "text",
        [
          ("x", n(footer.width / 2, 2)), ("y", n(footer.height / 2 - 2, 2)),
          ("text-anchor", "middle"), ("font-size", "13"), ("fill", "#6C6C70"),
        ],
        text: "Terms · Privacy · Licences")
      svg.element(
        "text",
        [
          ("x", n(footer.width / 2, 2)), ("y", n(footer.height / 2 + 16, 2)),
          ("text-anchor", "middle"), ("font-size", "11"), ("fill", "#8E8E93"),
        ],
        text: "Sticky footer: after the rows, or at the bottom")
      svg.close("g")
    }
    guard layouts[0].edgeShadows != nil else { return }
    let shadows: [(KeyPath<EdgeShadows.Layout, DecorationRect?>, Bool)] = [
      (\.outerTop, true), (\.contentTop, false), (\.contentBottom, true), (\.outerBottom, false),
    ]
    svg.open("defs")
    for (downward, name) in [(true, "down"), (false, "up")] {
      svg.open(
        "linearGradient",
        [
          ("id", "\(id)-shadow-\(name)"), ("x1", "0"), ("y1", downward ? "0" : "1"), ("x2", "0"),
          ("y2", downward ? "1" : "0"),
        ])
      // An eased fall-off, dark at its edge: two opposing shadows over a narrow gap stay two
      // shadows (dark at both edges, light between), where linear ones would add up to a flat
      // grey bar.
      for (offset, opacity) in Self.shadowStops {
        svg.element(
          "stop", [("offset", offset), ("stop-color", "#000000"), ("stop-opacity", opacity)])
      }
      svg.close("linearGradient")
    }
    svg.close("defs")
    for (path, downward) in shadows {
      let rect = { (layout: DecorationLayout) in layout.edgeShadows?[keyPath: path] }
      guard layouts.contains(where: { rect($0) != nil }) else { continue }
      timeline.element(
        "rect",
        [
          ("x", "0"), ("width", n(screen.width, 2)),
          ("fill", "url(#\(id)-shadow-\(downward ? "down" : "up"))"),
        ],
        animating: [
          track("y", rect, \.y), track("height", rect, \.height), visibility { rect($0) != nil },
        ],
        into: &svg)
    }
  }
}
