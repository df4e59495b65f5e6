@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// The sheet over a map: dimming, the panel with its grabber, its collapsible header (search
/// field and filter chips) and its scrolling rows, and the keyboard. Every rect and opacity is
/// the kernel's (`SheetKernelFrame`): the painter adds only the artwork.
extension ScreenPainter {

  /// Whether this picture shows a sheet.
  var hasSheet: Bool { !sheets.isEmpty && sheets.count == frames.count }

  func drawSheetScene(into svg: inout SVGWriter) {
    let n = SVGWriter.number
    let width = screen.width
    Artwork.map(x: 0, y: 0, width: width, height: screen.height, into: &svg)
    timeline.element(
      "rect", [("fill", "#000000")],
      animating: [
        SMILTimeline.Track("width", sheets.map { n($0.kernel.dimmingFrame.width, 2) }, .discrete),
        SMILTimeline.Track("height", sheets.map { n($0.kernel.dimmingFrame.height, 2) }, .discrete),
        SMILTimeline.Track("fill-opacity", sheets.map { n($0.kernel.dimming, 3) }),
      ],
      into: &svg)

    // The panel, at the kernel's frame.
    timeline.open(
      "g", [],
      animating: [
        .translation(x: sheets.map(\.kernel.panel.x), y: sheets.map(\.kernel.panel.y))
      ],
      into: &svg)
    // (The shadow above the panel is as wide as the panel, which floating narrows.)
    timeline.element(
      "rect",
      [("x", "0"), ("y", "-6"), ("height", "6"), ("fill", "url(#\(id)-sheet-shadow)")],
      animating: [SMILTimeline.Track("width", sheets.map { n($0.kernel.panel.width, 2) })],
      into: &svg)
    svg.open("defs")
    svg.open(
      "linearGradient",
      [("id", "\(id)-sheet-shadow"), ("x1", "0"), ("y1", "1"), ("x2", "0"), ("y2", "0")])
    svg.element("stop", [("offset", "0"), ("stop-color", "#000000"), ("stop-opacity", "0.18")])
    svg.element("stop", [("offset", "1"), ("stop-color", "#000000"), ("stop-opacity", "0")])
    svg.close("linearGradient")
    svg.close("defs")
    // A panel that floats at some frame (iOS 26's appearance) is drawn at the kernel's frame,
    // corner radius and opacity, and clips what it holds; an attached one runs past the
    // screen's bottom, its top corners rounded.
    let floats = sheets.contains { $0.kernel.panelStyle.attachment < 1 }
    if floats {
      // (Attaching, the panel grows 40 pt past its frame: its bottom corners leave the screen.)
      let shape = [
        SMILTimeline.Track("width", sheets.map { n($0.kernel.panel.width, 2) }),
        SMILTimeline.Track(
          "height",
          sheets.map { n($0.kernel.panel.height + 40 * $0.kernel.panelStyle.attachment, 2) }),
        SMILTimeline.Track("rx", sheets.map { n($0.kernel.panelStyle.cornerRadius, 2) }),
      ]
      svg.open("defs")
      svg.open("clipPath", [("id", "\(id)-panel")])
      timeline.element("rect", [("x", "0"), ("y", "0")], animating: shape, into: &svg)
      svg.close("clipPath")
      svg.close("defs")
      // A translucent material while it floats (the glass a device draws), opaque attached.
      timeline.element(
        "rect", [("x", "0"), ("y", "0"), ("fill", "#FFFFFF")],
        animating: shape + [
          SMILTimeline.Track(
            "fill-opacity",
            sheets.map { n(0.8 + 0.2 * $0.kernel.panelStyle.backgroundOpacity, 3) })
        ], into: &svg)
      svg.open("g", [("clip-path", "url(#\(id)-panel)")])
    } else {
      svg.element(
        "rect",
        [
          ("x", "0"), ("y", "0"), ("width", n(width, 2)), ("height", n(screen.height + 40, 2)),
          ("rx", "14"), ("fill", "#FFFFFF"),
        ])
    }
    drawSheetContent(sheets, into: &svg)
    drawSheetHeader(sheets, into: &svg)
    if floats { svg.close("g") }
    svg.close("g")

    // The keyboard, at its frame as it rises (below the screen while down).
    if sheets.contains(where: { $0.kernel.keyboard != nil }) {
      timeline.open(
        "g", [],
        animating: [
          .translation(
            x: sheets.map { _ in 0 }, y: sheets.map { $0.kernel.keyboard?.y ?? screen.height })
        ], into: &svg)
      Artwork.keyboard(width: width, into: &svg)
      svg.close("g")
    }
  }

  private func drawSheetHeader(_ sheets: [SheetFrame], into svg: inout SVGWriter) {
    let n = SVGWriter.number
    let width = screen.width
    let header = sheets[0].header
    // The grabber's pill, centred in the grabber strip (which a floating panel narrows).
    let grabber = sheets[0].kernel.grabber
    timeline.element(
      "rect",
      [
        ("y", n(grabber.y + 6, 2)), ("width", "36"), ("height", "5"), ("rx", "2.5"),
        ("fill", "#C7C7CC"),
      ],
      animating: [
        SMILTimeline.Track(
          "x", sheets.map { n($0.kernel.grabber.x + $0.kernel.grabber.width / 2 - 18, 2) })
      ], into: &svg)
    // With the keyboard up the field has focus, as iOS shows it: narrower beside "Cancel", a
    // caret before the placeholder.
    let focused = sheets.map { $0.kernel.keyboard != nil }
    let shown = { (on: Bool) in on ? "visible" : "hidden" }
    timeline.element(
      "rect",
      [("x", "16"), ("y", "18"), ("height", "36"), ("rx", "10"), ("fill", "#EEEEF0")],
      animating: [
        SMILTimeline.Track(
          "width",
          zip(sheets, focused).map { n($0.kernel.header.width - 32 - ($1 ? 72 : 0), 2) },
          .discrete)
      ], into: &svg)
    timeline.element(
      "rect",
      [("x", "47"), ("y", "25"), ("width", "2"), ("height", "22"), ("fill", DeviceStyle.tint)],
      animating: [SMILTimeline.Track("visibility", focused.map(shown), .discrete)], into: &svg)
    timeline.element(
      "text",
      [
        ("y", "42"), ("text-anchor", "end"), ("font-size", "17"),
        ("fill", DeviceStyle.tint),
      ],
      animating: [
        SMILTimeline.Track("x", sheets.map { n($0.kernel.header.width - 16, 2) }, .discrete),
        SMILTimeline.Track("visibility", focused.map(shown), .discrete),
      ],
      text: "Cancel", into: &svg)
    svg.element(
      "circle",
      [
        ("cx", "34"), ("cy", "35"), ("r", "6"), ("fill", "none"), ("stroke", "#8E8E93"),
        ("stroke-width", "2"),
      ])
    svg.element(
      "path",
      [
        ("d", "M38.5 39.5l5 5"), ("stroke", "#8E8E93"), ("stroke-width", "2"),
        ("stroke-linecap", "round"),
      ])
    svg.element(
      "text", [("x", "52"), ("y", "41"), ("font-size", "17"), ("fill", "#8E8E93")],
      text: "Search Maps")
    guard header.collapsible > 0 else { return }
    // Filter chips, in the header below the search field: clipped to the header's visible
    // part (the kernel's header clip), as the glue clips the app's header view.
    svg.open("defs")
    svg.open("clipPath", [("id", "\(id)-chips")])
    timeline.element(
      "rect", [("x", "0"), ("y", "0"), ("width", n(width, 2))],
      animating: [
        SMILTimeline.Track("height", sheets.map { n($0.kernel.headerClip.height, 2) })
      ],
      into: &svg)
    svg.close("clipPath")
    svg.close("defs")
    svg.open("g", [("clip-path", "url(#\(id)-chips)")])
    timeline.open(
      "g", [],
      animating: [
        .translation(x: sheets.map(\.kernel.header.x), y: sheets.map(\.kernel.header.y))
      ],
      into: &svg)
    var x = 16.0
    for (label, colour) in [
      ("Restaurants", "#FF9500"), ("Coffee", "#A2845E"), ("Parks", "#34C759"), ("Fuel", "#007AFF"),
    ] {
      let chipWidth = Double(label.count) * 8.2 + 36
      svg.element(
        "rect",
        [
          ("x", n(x, 2)), ("y", "68"), ("width", n(chipWidth, 2)), ("height", "34"), ("rx", "17"),
          ("fill", "#F2F2F7"),
        ])
      svg.element("circle", [("cx", n(x + 17, 2)), ("cy", "85"), ("r", "6"), ("fill", colour)])
      svg.element(
        "text",
        [("x", n(x + 28, 2)), ("y", "90"), ("font-size", "14"), ("fill", DeviceStyle.label)],
        text: label)
      x += chipWidth + 8
    }
    svg.close("g")
    svg.close("g")
  }

  private func drawSheetContent(_ sheets: [SheetFrame], into svg: inout SVGWriter) {
    let n = SVGWriter.number
    svg.open("defs")
    svg.open("clipPath", [("id", "\(id)-sheet-content")])
    timeline.element(
      "rect", [("x", "0")],
      animating: [
        SMILTimeline.Track("width", sheets.map { n($0.kernel.content.width, 2) }),
        SMILTimeline.Track("y", sheets.map { n($0.kernel.content.y, 2) }),
        SMILTimeline.Track("height", sheets.map { n($0.kernel.content.height, 2) }),
      ],
      into: &svg)
    svg.close("clipPath")
    svg.close("defs")
    svg.open("g", [("clip-path", "url(#\(id)-sheet-content)")])
    timeline.open(
      "g", [],
      animating: [
        .translation(
          x: sheets.map { _ in 0 },
          y: sheets.map { $0.kernel.content.y - $0.kernel.contentOffset })
      ], into: &svg)
    if sheets.contains(where: { $0.rows != nil }) {
      // A lazy list's rows, each moving in the content where a correction moves it.
      let windows = sheets.map { sheet in
        (
          sheet.rows, sheet.kernel.contentOffset,
          sheet.kernel.contentOffset + sheet.kernel.content.height
        )
      }
      for (row, tops, shown) in RowGeometry.tracks(in: windows) {
        timeline.open(
          "g", [],
          animating: [
            .translation(x: tops.map { _ in 0 }, y: tops),
            SMILTimeline.Track("visibility", shown.map { $0 ? "visible" : "hidden" }, .discrete),
          ], into: &svg)
        drawPlace(row.index, name: "Place", y: 0, height: row.height, into: &svg)
        svg.close("g")
      }
      svg.close("g")
      svg.close("g")
      return
    }
    // Rows that change during the scene (`setContent`, `resizeRow`): each layout is drawn
    // while it is the sheet's, and hidden otherwise.
    // (A sheet with pages shows each page's rows: the same layout on two pages is two lists.)
    var layouts: [(content: ContentLayout, page: Int)] = []
    for sheet in sheets
    where !layouts.contains(where: { $0.content == sheet.content && $0.page == sheet.page }) {
      layouts.append((sheet.content, sheet.page))
    }
    for (content, page) in layouts {
      let isShown = { (sheet: SheetFrame) in sheet.content == content && sheet.page == page }
      let shown = sheets.filter(isShown)
      let lowest = shown.map(\.sample.content.offset).min() ?? 0
      let highest = (shown.map(\.sample.content.offset).max() ?? 0) + screen.height
      if layouts.count > 1 {
        timeline.open(
          "g", [],
          animating: [
            SMILTimeline.Track(
              "visibility", sheets.map { isShown($0) ? "visible" : "hidden" },
              .discrete)
          ], into: &svg)
      }
      drawRows(of: content, page: page, from: lowest, to: highest, into: &svg)
      if layouts.count > 1 { svg.close("g") }
    }
    svg.close("g")
    svg.close("g")
  }

  /// The rows of `content` between the offsets `lowest` and `highest` (points), named for the
  /// sheet's `page`: places on the first, guides on the second, items on any other.
  private func drawRows(
    of content: ContentLayout, page: Int, from lowest: Double, to highest: Double,
    into svg: inout SVGWriter
  ) {
    let name = ["Place", "Guide"].indices.contains(page) ? ["Place", "Guide"][page] : "Item"

    var y = 0.0
    for index in 0..<content.rowCount {
      let height = content.rowHeight(at: index)
      defer { y += height }
      guard y + height > lowest, y < highest else { continue }
      drawPlace(index, name: name, y: y, height: height, into: &svg)
    }
  }

  /// Row `index` of a sheet's list, named `name` (a place, a guide), `height` points tall at
  /// `y` in the content.
  private func drawPlace(
    _ index: Int, name: String, y: Double, height: Double, into svg: inout SVGWriter
  ) {
    let n = SVGWriter.number
    let width = screen.width
    // A short row (a self-sizing one) has room for its name only.
    let short = height < 44
    svg.element(
      "circle",
      [
        ("cx", "36"), ("cy", n(y + height / 2, 2)), ("r", short ? "10" : "14"),
        ("fill", ["#FF9500", "#34C759", "#007AFF", "#AF52DE"][index % 4]),
      ])
    svg.element(
      "text",
      [
        ("x", "62"), ("y", n(y + height / 2 + (short ? 6 : -2), 2)), ("font-size", "16"),
        ("fill", DeviceStyle.label),
      ],
      text: "\(name) \(index + 1)")
    if !short {
      svg.element(
        "text",
        [("x", "62"), ("y", n(y + height / 2 + 15, 2)), ("font-size", "13"), ("fill", "#8E8E93")],
        text: "\(index % 9 + 1).\(index % 7) km · Open")
    }
    svg.element(
      "rect",
      [
        ("x", "62"), ("y", n(y + height - 0.5, 2)), ("width", n(width - 62, 2)),
        ("height", "0.5"), ("fill", DeviceStyle.separator),
      ])
  }
}
