@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// Draws a scenario's trace as an iPhone screen beside a plot of its physics, as one SVG
/// (below it, or in the corner a turning device leaves free, for a landscape device:
/// ``SceneLayout``).
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
      timeline: timeline, trace: trace, id: id, decorations: scenario.decorations,
      script: scenario.script)
    let layout = SceneLayout(viewports: trace.frames.map(\.layout.viewport))
    // The title and what to look for are the gallery page's, in HTML; the picture keeps the
    // title only as its accessible name.
    var svg = SVGWriter()
    svg.openDocument(
      width: layout.width, height: layout.height, scale: displayScale,
      [("font-family", DeviceStyle.font), ("id", id)])
    if let title = scenario.title { svg.element("title", [], text: title) }
    screen.draw(into: &svg)

    let origin = "translate(\(SVGWriter.number(layout.plotX)),\(SVGWriter.number(layout.plotY)))"
    svg.open("g", [("transform", origin)])
    let plot = TracePlot(width: layout.plotWidth, height: layout.plotHeight)
    plot.body(for: trace, into: &svg)
    plot.cursor(for: trace, timeline: timeline, into: &svg)
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
