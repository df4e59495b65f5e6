@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// Draws the simulated iPhone: bezel, the scroll view's content moving with the trace, the bars
/// its insets stand for, the scroll indicator and the finger.
struct ScreenPainter {
  let timeline: SMILTimeline
  /// The largest viewport of any frame: the screen's size.
  let screen: HostSize
  /// Prefixes element ids, unique on a page of several pictures.
  let id: String
  /// The decorations' colours.
  let decorations: ScenarioDecorations
  /// The decoration layout of every shown frame (empty when the scenario has none), and the
  /// sheet of every shown frame (empty without a sheet): computed once per picture.
  let layouts: [DecorationLayout]
  /// Every decoration view's frame as the host kernel gave it, frame by frame.
  let views: [DecorationViewFrames]
  let sheets: [SheetFrame]
  /// When the script flings, and the finger's velocity: a fling is a touch that lifts at once,
  /// so no frame has a finger; the picture shows it flicking.
  let flings: [(t: Double, velocity: Double)]

  var clipID: String { "\(id)-screen" }

  /// Draws `timeline`'s frames on a screen as large as the largest viewport of `trace`, so a
  /// still and an animation of the same trace have the same layout.
  init(
    timeline: SMILTimeline, trace: Trace, id: String, decorations: ScenarioDecorations,
    script: [ScriptAction] = []
  ) {
    self.timeline = timeline
    var t = 0.0
    var flings: [(t: Double, velocity: Double)] = []
    for action in script {
      switch action {
      case .fling(let velocity), .sheetFling(let velocity, _): flings.append((t, velocity))
      default: break
      }
      t += action.duration
    }
    self.flings = flings
    self.id = id
    self.decorations = decorations
    layouts = timeline.frames.compactMap(\.decorations)
    views = timeline.frames.compactMap(\.views)
    sheets = timeline.frames.compactMap(\.sheet)
    screen = HostSize(
      width: trace.frames.map(\.layout.viewport.width).max() ?? 0,
      height: trace.frames.map(\.layout.viewport.height).max() ?? 0)
  }

  var frames: [TraceFrame] { timeline.frames }

  /// A track of `name` with one formatted number per frame.
  func track(
    _ name: String, _ interpolation: SMILTimeline.Interpolation = .linear,
    _ value: (TraceFrame) -> Double
  ) -> SMILTimeline.Track {
    SMILTimeline.Track(name, frames.map { SVGWriter.number(value($0)) }, interpolation)
  }

  /// The frame's content height, `layout.content.height`, added up again only when the content
  /// changes (a layout of row heights costs O(rows) to add up).
  private var contentHeight: (TraceFrame) -> Double {
    var last: (content: ContentLayout, height: Double)?
    return { frame in
      // A lazy list's length is what its rows measure so far.
      if frame.rows != nil { return frame.contentHeight }
      if let last, last.content == frame.layout.content { return last.height }
      let height = frame.layout.content.height
      last = (frame.layout.content, height)
      return height
    }
  }

  func draw(into svg: inout SVGWriter) {
    let n = SVGWriter.number
    // The device takes each frame's viewport (a rotation turns it).
    let bezel = 2 * DeviceStyle.bezel
    timeline.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("rx", n(DeviceStyle.bodyCornerRadius, 2)),
        ("fill", DeviceStyle.body),
      ],
      animating: [
        track("width", .discrete) { $0.layout.viewport.width + bezel },
        track("height", .discrete) { $0.layout.viewport.height + bezel },
      ], into: &svg)
    svg.open("defs")
    svg.open("clipPath", [("id", clipID)])
    timeline.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("rx", n(DeviceStyle.screenCornerRadius, 2)),
      ],
      animating: [
        track("width", .discrete) { $0.layout.viewport.width },
        track("height", .discrete) { $0.layout.viewport.height },
      ], into: &svg)
    svg.close("clipPath")
    svg.close("defs")

    svg.open(
      "g",
      [
        ("transform", "translate(\(n(DeviceStyle.bezel, 2)),\(n(DeviceStyle.bezel, 2)))"),
        ("clip-path", "url(#\(clipID))"),
      ])
    svg.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", n(screen.width, 2)), ("height", n(screen.height, 2)),
        ("fill", DeviceStyle.groupedBackground),
      ])
    if hasSheet {
      drawSheetScene(into: &svg)
    } else {
      drawContent(into: &svg)
      drawIndicator(into: &svg)
    }
    drawBars(into: &svg)
    drawFinger(into: &svg)
    svg.close("g")
  }

  // MARK: Content

  /// The rows, moved by `−offset`: what the scroll view shows.
  private func drawContent(into svg: inout SVGWriter) {
    let offsets = frames.map(\.scroll.offset)
    timeline.open(
      "g", [("class", "content")],
      animating: [.translation(x: offsets.map { _ in 0 }, y: offsets.map { -$0 })], into: &svg)
    drawBackgroundDecorations(colors: decorations, into: &svg)
    drawEmptyView(into: &svg)
    // Over a parallax background the cells are translucent, so the landscape shows through.
    let cellOpacity = decorations.layout.parallaxBackground == nil ? "1" : "0.62"
    timeline.element(
      "rect",
      [
        ("x", SVGWriter.number(rowInset)), ("y", "0"),
        ("width", SVGWriter.number(screen.width - 2 * rowInset)),
        ("rx", rowInset > 0 ? "10" : "0"), ("fill", DeviceStyle.cell),
        ("fill-opacity", cellOpacity),
      ],
      animating: [track("height", .discrete, contentHeight)], into: &svg)
    if frames.contains(where: { $0.rows != nil }) {
      // A lazy list's rows: each moves in the content where a correction moves it (a row
      // measured above the screen moves the rows below it, and the offset with them), so what
      // shows stays put between frames too.
      // A lazy list's rows: each where the frames that show it have it (a row measured above
      // the screen moves the rows below it and the offset alike), shown only then.
      for (row, tops, shown) in RowGeometry.tracks(
        in: frames.map { ($0.rows, $0.scroll.offset, $0.scroll.offset + screen.height) })
      {
        drawRow(row, tops: tops, shown: shown, into: &svg)
      }
    } else {
      // Only rows that some frame shows are drawn.
      let top = offsets.min() ?? 0
      let bottom = (offsets.max() ?? 0) + screen.height
      for row in RowGeometry.union(of: frames.map(\.layout.content))
      where row.y + row.height > top && row.y < bottom {
        drawRow(
          row, tops: frames.map { _ in row.y },
          shown: frames.map { row.index < $0.layout.content.rowCount }, into: &svg)
      }
    }
    drawForegroundDecorations(into: &svg)
    drawEffects(into: &svg)
    svg.close("g")
  }

  /// The rows' inset from each side: an inset-grouped table over edge fills, so that the
  /// table's own grey shows beside the rows, between the top and bottom colours (the third
  /// tone); 0 otherwise.
  var rowInset: Double { decorations.layout.edgeFill == nil ? 0 : 16 }

  /// Row `row`, its top at `tops` in the content at each frame, visible in the frames `shown`
  /// says.
  private func drawRow(
    _ row: RowGeometry, tops: [Double], shown: [Bool], into svg: inout SVGWriter
  ) {
    let n = SVGWriter.number
    let width = screen.width - 2 * rowInset
    let present = SMILTimeline.Track(
      "visibility", shown.map { $0 ? "visible" : "hidden" }, .discrete)
    timeline.open(
      "g", [],
      animating: [.translation(x: tops.map { _ in rowInset }, y: tops), present], into: &svg)
    let middle = row.height / 2
    svg.element(
      "text",
      [
        ("x", n(DeviceStyle.cellInset, 2)), ("y", n(middle + 6, 2)), ("font-size", "17"),
        ("fill", DeviceStyle.label),
      ], text: "Row \(row.index + 1)")
    svg.element(
      "path",
      [
        ("d", "M\(n(width - 24, 2)) \(n(middle - 6, 2))l6 6l-6 6"), ("fill", "none"),
        ("stroke", DeviceStyle.separator), ("stroke-width", "2"), ("stroke-linecap", "round"),
        ("stroke-linejoin", "round"),
      ])
    svg.element(
      "rect",
      [
        ("x", n(DeviceStyle.cellInset, 2)), ("y", n(row.height - 0.5, 2)),
        ("width", n(width - DeviceStyle.cellInset, 2)), ("height", "0.5"),
        ("fill", DeviceStyle.separator),
      ])
    svg.close("g")
  }
}

/// One row of the content: its index, top and height in content coordinates.
struct RowGeometry: Hashable {
  var index: Int
  var y: Double
  var height: Double

  /// Every row any of `layouts` has, each at the position of the first layout that has it.
  /// - Complexity: O(rows) per distinct layout. A layout equal to the one before it (every
  ///   frame between two content changes; the same storage, so comparing is O(1)) is not hashed
  ///   again: hashing 10⁶ row heights on every frame cost seconds.
  static func union(of layouts: [ContentLayout]) -> [RowGeometry] {
    var rows: [RowGeometry] = []
    var seen = Set<ContentLayout>()
    var previous: ContentLayout?
    for layout in layouts {
      guard layout != previous else { continue }
      previous = layout
      guard seen.insert(layout).inserted else { continue }
      var y = 0.0
      for index in 0..<layout.rowCount {
        let height = layout.rowHeight(at: index)
        if index >= rows.count { rows.append(RowGeometry(index: index, y: y, height: height)) }
        y += height
      }
    }
    return rows
  }

  /// The rows a lazy list's frames show — each frame's built rows (`windows`) that cross its
  /// visible part, `from` one content position `to` another — one per row, with its top in the
  /// content at every frame (held where the frame does not show it; a row measured above the
  /// screen moves the rows below it, and the offset with them) and the frames that show it.
  /// - Complexity: O(frames × rows built per frame).
  static func tracks(
    in windows: [(window: RowWindow?, from: Double, to: Double)]
  ) -> [(row: RowGeometry, tops: [Double], shown: [Bool])] {
    var order: [RowGeometry] = []
    var seen: [RowGeometry: [(frame: Int, top: Double)]] = [:]
    for (index, (window, from, to)) in windows.enumerated() {
      guard let window else { continue }
      for row in window.rows where row.top + row.height > from && row.top < to {
        let key = RowGeometry(index: row.index, y: 0, height: row.height)
        if seen[key] == nil {
          order.append(RowGeometry(index: row.index, y: row.top, height: row.height))
        }
        seen[key, default: []].append((index, row.top))
      }
    }
    return order.map { first in
      let places = seen[RowGeometry(index: first.index, y: 0, height: first.height)] ?? []
      var tops = [Double](repeating: first.y, count: windows.count)
      var shown = [Bool](repeating: false, count: windows.count)
      var next = 0
      var top = first.y
      for frame in windows.indices {
        if next < places.count, places[next].frame == frame {
          top = places[next].top
          shown[frame] = true
          next += 1
        }
        tops[frame] = top
      }
      return (first, tops, shown)
    }
  }
}
