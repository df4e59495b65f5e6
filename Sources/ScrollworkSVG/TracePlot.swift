import Foundation
@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// A plot of a trace's offset (and, optionally, velocity) over time, as SVG.
///
/// The physics made visible: a fling's exponential approach, a bounce's overshoot, a rubber
/// band's flattening. In an animated picture a cursor and a dot follow the trace as it plays.
/// Output is deterministic (fixed decimals), so it can be compared against golden files.
///
///     let svg = TracePlot(width: 320, height: 160).svg(for: trace)
public struct TracePlot: Sendable {
  /// The plot's size in SVG user units (points).
  public var width: Double
  public var height: Double
  /// Whether to draw the velocity curve under the offset curve.
  public var showsVelocity: Bool

  /// Creates a plot of the given size.
  public init(width: Double = 380, height: Double = 520, showsVelocity: Bool = true) {
    self.width = width
    self.height = height
    self.showsVelocity = showsVelocity
  }

  /// The whole plot as a standalone SVG document.
  public func svg(for trace: Trace) -> String {
    var svg = SVGWriter()
    svg.openDocument(width: width, height: height)
    body(for: trace, into: &svg)
    svg.close("svg")
    return svg.text
  }

  /// The font of the plot's labels.
  static let font = "DejaVu Sans, Helvetica, sans-serif"

  /// Where a trace's values land in the plot: one panel per series, stacked, sharing the time
  /// axis at the bottom.
  struct Scale {
    /// Room for the value labels on the left, the panel titles above each panel, the time
    /// labels below the last one.
    let left = 70.0
    let right = 12.0
    let title = 30.0
    let bottom = 40.0
    let gap = 14.0
    let width: Double
    let height: Double
    let duration: Double
    let panels: Int

    var panelHeight: Double {
      (height - bottom - Double(panels) * title - Double(panels - 1) * gap) / Double(panels)
    }
    /// The top of panel `index`'s plotting area.
    func panelTop(_ index: Int) -> Double {
      title + Double(index) * (panelHeight + title + gap)
    }
    var plotBottom: Double { panelTop(panels - 1) + panelHeight }

    func x(_ t: Double) -> Double { left + t / duration * (width - left - right) }

    /// `value` within `range` as a y coordinate in panel `panel`: higher values drawn higher,
    /// or lower with `downward` (a y coordinate on the screen).
    func y(
      _ value: Double, _ range: ClosedRange<Double>, panel: Int = 0, downward: Bool = false
    )
      -> Double
    {
      let span = max(range.upperBound - range.lowerBound, 1e-9)
      let fraction = (value - range.lowerBound) / span
      return panelTop(panel) + (downward ? fraction : 1 - fraction) * panelHeight
    }
  }

  /// One plotted quantity: its name with its unit, values, colour and direction.
  struct Series {
    var label: String
    var values: [Double]
    var colour: String
    /// Whether larger values are drawn lower, as a y coordinate on the screen is.
    var downward = false
  }

  private func scale(for trace: Trace, panels: Int) -> Scale {
    Scale(
      width: width, height: height, duration: max(trace.frames.last?.t ?? 0, 1e-9),
      panels: panels)
  }

  /// The range a series is drawn over: its values' range widened to whole tick steps, never
  /// empty.
  static func range(_ values: [Double]) -> ClosedRange<Double> {
    var low = values.min() ?? 0
    var high = values.max() ?? 0
    if high - low < 1 {
      low -= 1
      high += 1
    }
    let step = tickStep(high - low, count: 4)
    return (floor(low / step) * step)...(ceil(high / step) * step)
  }

  /// A round step (1, 2, 2.5 or 5 × 10ⁿ) giving about `count` intervals over `span`.
  static func tickStep(_ span: Double, count: Double) -> Double {
    let raw = max(span, 1e-9) / count
    let magnitude = pow(10, floor(log10(raw)))
    for multiple in [1.0, 2, 2.5, 5, 10] where multiple * magnitude >= raw {
      return multiple * magnitude
    }
    return 10 * magnitude
  }

  /// The ticks of `range` at `step`, from its lower to its upper bound.
  static func ticks(_ range: ClosedRange<Double>, step: Double) -> [Double] {
    let first = ceil(range.lowerBound / step - 1e-9)
    let last = floor(range.upperBound / step + 1e-9)
    guard first <= last, last - first <= 100 else { return [] }
    return (Int(first)...Int(last)).map { Double($0) * step }
  }

  /// A tick's label: no decimals unless the step has some.
  static func label(_ value: Double, step: Double) -> String {
    let decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2
    let text = SVGWriter.number(value, decimals: decimals)
    return text == "-0" ? "0" : text.replacingOccurrences(of: "-", with: "−")
  }

  /// The plot's elements (panels, axes with their units, curves), for embedding in a larger
  /// picture.
  public func body(for trace: Trace, into svg: inout SVGWriter) {
    var series = Self.series(for: trace)
    if !showsVelocity { series.removeLast() }
    let scale = scale(for: trace, panels: series.count)
    let n = { (value: Double) in SVGWriter.number(value) }
    svg.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", n(width)), ("height", n(height)), ("rx", "8"),
        ("fill", "#F7F7FA"),
      ])
    let text: [(String, String)] = [("font-family", Self.font), ("font-size", "15")]
    let right = width - scale.right
    for (panel, line) in series.enumerated() {
      let range = Self.range(line.values)
      let top = scale.panelTop(panel)
      svg.element(
        "text",
        [("x", n(scale.left)), ("y", n(top - 9)), ("font-weight", "600"), ("fill", line.colour)]
          + text.map { $0.0 == "font-size" ? ($0.0, "17") : $0 },
        text: line.label)
      let step = Self.tickStep(range.upperBound - range.lowerBound, count: 4)
      for tick in Self.ticks(range, step: step) {
        let y = n(scale.y(tick, range, panel: panel, downward: line.downward))
        svg.element(
          "rect",
          [
            ("x", n(scale.left)), ("y", y), ("width", n(right - scale.left)), ("height", "0.75"),
            ("fill", tick == 0 ? "#AEAEB2" : "#E0E0E6"),
          ])
        svg.element(
          "text",
          [("x", n(scale.left - 6)), ("y", n(Double(y)! + 4.5)), ("text-anchor", "end")] + text
            + [("fill", "#3C3C43")],
          text: Self.label(tick, step: step))
      }
      let points = zip(trace.frames, line.values).map { frame, value in
        "\(n(scale.x(frame.t))),\(n(scale.y(value, range, panel: panel, downward: line.downward)))"
      }
      svg.element(
        "polyline",
        [
          ("points", points.joined(separator: " ")), ("fill", "none"), ("stroke", line.colour),
          ("stroke-width", "2"), ("stroke-linejoin", "round"),
        ])
    }
    // The time axis, in seconds.
    let bottom = scale.plotBottom
    svg.element(
      "rect",
      [
        ("x", n(scale.left)), ("y", n(bottom)), ("width", n(right - scale.left)),
        ("height", "1"), ("fill", "#8E8E93"),
      ])
    let step = Self.tickStep(scale.duration, count: 5)
    for tick in Self.ticks(0...scale.duration, step: step) {
      let x = n(scale.x(tick))
      svg.element(
        "rect", [("x", x), ("y", n(bottom)), ("width", "1"), ("height", "5"), ("fill", "#8E8E93")])
      svg.element(
        "text",
        [("x", x), ("y", n(bottom + 20)), ("text-anchor", "middle")] + text
          + [("fill", "#3C3C43")],
        text: Self.label(tick, step: step))
    }
    svg.element(
      "text",
      [("x", n(right)), ("y", n(bottom + 36)), ("text-anchor", "end")] + text
        + [("fill", "#3C3C43")],
      text: "time (s)")
  }

  /// What a trace plots: the scroll view's offset and velocity, or for a sheet its top edge's
  /// y (drawn downward, as on the screen) and its list's offset.
  static func series(for trace: Trace) -> [Series] {
    if trace.frames.allSatisfy({ $0.sheet != nil }) {
      return [
        Series(
          label: "sheet top y (pt)", values: trace.frames.map { $0.sheet?.sample.sheet.y ?? 0 },
          colour: "#0A84FF", downward: true),
        Series(
          label: "list offset (pt)",
          values: trace.frames.map { $0.sheet?.sample.content.offset ?? 0 },
          colour: "#FF9F0A"),
      ]
    }
    return [
      Series(
        label: "content offset (pt)", values: trace.frames.map(\.scroll.offset), colour: "#0A84FF"),
      Series(
        label: "velocity (pt/s)", values: trace.frames.map(\.scroll.velocity), colour: "#FF9F0A"),
    ]
  }

  /// A vertical cursor at the time on show and a dot on the first curve, moving with
  /// `timeline` (still, in a static picture).
  public func cursor(for trace: Trace, timeline: SMILTimeline, into svg: inout SVGWriter) {
    let series = Self.series(for: trace)
    let scale = scale(for: trace, panels: showsVelocity ? series.count : 1)
    let first = series[0]
    let range = Self.range(first.values)
    let xs = timeline.frames.map { scale.x($0.t) }
    // The dot follows the first series at each shown frame (frames are the trace's, in order).
    var valueAt: [Double: Double] = [:]
    for (frame, value) in zip(trace.frames, first.values) { valueAt[frame.t] = value }
    timeline.element(
      "rect",
      [
        ("y", SVGWriter.number(scale.panelTop(0) - 4)), ("width", "1.5"),
        ("height", SVGWriter.number(scale.plotBottom - scale.panelTop(0) + 4)),
        ("fill", "#8E8E93"),
      ],
      animating: [SMILTimeline.Track("x", xs.map { SVGWriter.number($0 - 0.75) })], into: &svg)
    timeline.element(
      "circle",
      [("r", "5"), ("fill", first.colour), ("stroke", "#FFFFFF"), ("stroke-width", "1.5")],
      animating: [
        SMILTimeline.Track("cx", xs.map { SVGWriter.number($0) }),
        SMILTimeline.Track(
          "cy",
          timeline.frames.map {
            SVGWriter.number(scale.y(valueAt[$0.t] ?? 0, range, downward: first.downward))
          }),
      ], into: &svg)
  }
}
