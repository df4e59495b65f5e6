import ScrollworkCore
import ScrollworkSimulator

/// Draws a scenario's trace as an iPhone screen beside a plot of its physics, as one SVG.
///
/// Animated pictures replay the trace in real time with SMIL and loop; static pictures show the
/// frame at one time. Both come from the same drawing code: a static picture is an animation
/// of one frame. Output is deterministic (fixed decimals, fixed order).
///
///     let trace = try ScrollSimulator.run(scenario)
///     let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace)
public struct SceneRenderer: Sendable {
  /// The size the picture is shown at, as a fraction of its size in points.
  public var displayScale: Double

  /// Creates a renderer; pictures are shown at `displayScale` of their size in points.
  public init(displayScale: Double = 0.6) {
    self.displayScale = displayScale
  }

  /// The whole trace as a looping animation.
  /// - Parameter id: prefixes the picture's element ids, so several pictures can share a page.
  public func animatedSVG(scenario: Scenario, trace: Trace, id: String = "scene") -> String {
    draw(scenario: scenario, trace: trace, timeline: SMILTimeline(trace: trace), id: id)
  }

  /// The frame of `trace` nearest to `time` (seconds), without animation.
  public func staticSVG(
    scenario: Scenario, trace: Trace, at time: Double, id: String = "scene"
  ) -> String {
    draw(scenario: scenario, trace: trace, timeline: SMILTimeline(trace: trace, at: time), id: id)
  }

  private func draw(
    scenario: Scenario, trace: Trace, timeline: SMILTimeline, id: String
  )
    -> String
  {
    let screen = ScreenPainter(
      timeline: timeline, trace: trace, id: id, decorations: scenario.decorations)
    let device = screen.deviceSize
    let columnX = device.width + DeviceStyle.gap
    let width = columnX + DeviceStyle.plotWidth + 8
    let caption = Caption(scenario: scenario, width: DeviceStyle.plotWidth)
    let height = max(device.height, caption.height + DeviceStyle.plotHeight + 40)

    var svg = SVGWriter()
    svg.openDocument(
      width: width, height: height, scale: displayScale,
      [("font-family", DeviceStyle.font), ("id", id)])
    if let title = scenario.title { svg.element("title", [], text: title) }
    screen.draw(into: &svg)

    svg.open("g", [("transform", "translate(\(SVGWriter.number(columnX)),0)")])
    caption.draw(into: &svg)
    svg.open("g", [("transform", "translate(0,\(SVGWriter.number(caption.height + 12)))")])
    let plot = TracePlot(width: DeviceStyle.plotWidth, height: DeviceStyle.plotHeight)
    plot.body(for: trace, into: &svg)
    plot.cursor(for: trace, timeline: timeline, into: &svg)
    svg.close("g")
    svg.close("g")
    svg.close("svg")
    return svg.text
  }
}

extension SMILTimeline {
  /// A timeline of the one frame of `trace` nearest to `time`, for static pictures: the first
  /// or the last frame for a time outside the trace (clamped before converting to an index, so
  /// a time such as 1e300 s cannot overflow `Int`).
  init(trace: Trace, at time: Double) {
    let position = (time * trace.fps).rounded()
    let last = Double(trace.frames.count - 1)
    let index = position.isNaN ? 0 : Int(min(max(position, 0), last))
    self.init(frames: [trace.frames[index]], hold: 0, duration: 1)
  }
}

/// The scenario's title and what to look for, wrapped to a column.
struct Caption {
  let lines: [(text: String, bold: Bool)]
  let height: Double

  init(scenario: Scenario, width: Double) {
    var lines: [(String, Bool)] = []
    for line in Self.wrap(
      scenario.title ?? scenario.name ?? "Scenario", width: width, size: 20, glyphWidth: 0.62)
    {
      lines.append((line, true))
    }
    for line in Self.wrap(scenario.lookFor ?? scenario.description ?? "", width: width, size: 13) {
      lines.append((line, false))
    }
    self.lines = lines
    height = lines.reduce(8) { $0 + ($1.1 ? 26 : 18) }
  }

  func draw(into svg: inout SVGWriter) {
    var y = 8.0
    for line in lines {
      y += line.bold ? 26 : 18
      svg.element(
        "text",
        [
          ("x", "0"), ("y", SVGWriter.number(y - (line.bold ? 6 : 4))),
          ("font-size", line.bold ? "20" : "13"), ("font-weight", line.bold ? "600" : "400"),
          ("fill", line.bold ? DeviceStyle.label : "#3C3C43"),
        ], text: line.text)
    }
  }

  /// Greedy word wrap, assuming an average glyph width of `glyphWidth` em (0.55 for regular
  /// text, wider for semibold).
  static func wrap(
    _ text: String, width: Double, size: Double, glyphWidth: Double = 0.55
  )
    -> [String]
  {
    let limit = max(10, Int(width / (size * glyphWidth)))
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > limit {
        lines.append(current)
        current = ""
      }
      current += current.isEmpty ? String(word) : " " + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
