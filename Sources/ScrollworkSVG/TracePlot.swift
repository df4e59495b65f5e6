import ScrollworkCore
import ScrollworkSimulator

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
  public init(width: Double = 320, height: Double = 160, showsVelocity: Bool = true) {
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

  /// Where a trace's values land in the plot.
  struct Scale {
    let margin = 8.0
    let top = 22.0
    let width: Double
    let height: Double
    let duration: Double

    func x(_ t: Double) -> Double { margin + t / duration * (width - 2 * margin) }

    /// `value` within `range` as a y coordinate (higher values drawn higher).
    func y(_ value: Double, _ range: ClosedRange<Double>) -> Double {
      let span = max(range.upperBound - range.lowerBound, 1e-9)
      return top + (1 - (value - range.lowerBound) / span) * (height - top - margin)
    }
  }

  private func scale(for trace: Trace) -> Scale {
    Scale(width: width, height: height, duration: max(trace.frames.last?.t ?? 0, 1e-9))
  }

  private static func range(_ values: [Double]) -> ClosedRange<Double> {
    (values.min() ?? 0)...(values.max() ?? 0)
  }

  /// The plot's elements (frame, curves, labels), for embedding in a larger picture.
  public func body(for trace: Trace, into svg: inout SVGWriter) {
    let scale = scale(for: trace)
    svg.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", SVGWriter.number(width)),
        ("height", SVGWriter.number(height)), ("rx", "8"), ("fill", "#F7F7FA"),
      ])
    var series = Self.series(for: trace)
    if !showsVelocity { series.removeLast() }
    for (row, (label, values, colour)) in series.enumerated() {
      let range = Self.range(values)
      let points = zip(trace.frames, values).map { frame, value in
        "\(SVGWriter.number(scale.x(frame.t))),\(SVGWriter.number(scale.y(value, range)))"
      }
      svg.element(
        "polyline",
        [
          ("points", points.joined(separator: " ")), ("fill", "none"), ("stroke", colour),
          ("stroke-width", "1.5"), ("stroke-linejoin", "round"),
        ])
      let low = SVGWriter.number(range.lowerBound, decimals: 0)
      let high = SVGWriter.number(range.upperBound, decimals: 0)
      svg.element(
        "text",
        [
          ("x", SVGWriter.number(scale.margin + Double(row) * 150)), ("y", "16"),
          ("font-family", "DejaVu Sans, Helvetica, sans-serif"), ("font-size", "10"),
          ("fill", colour),
        ], text: "\(label) \(low)…\(high)")
    }
  }

  /// What a trace plots: the scroll view's offset and velocity, or for a sheet its height
  /// above the container's bottom (so up is up) and its content's offset.
  static func series(for trace: Trace) -> [(String, [Double], String)] {
    if trace.frames.allSatisfy({ $0.sheet != nil }) {
      return [
        (
          "sheet", trace.frames.map { $0.layout.viewport.height - ($0.sheet?.sample.sheet.y ?? 0) },
          "#0A84FF"
        ),
        ("content", trace.frames.map { $0.sheet?.sample.content.offset ?? 0 }, "#FF9F0A"),
      ]
    }
    return [
      ("offset", trace.frames.map(\.scroll.offset), "#0A84FF"),
      ("velocity", trace.frames.map(\.scroll.velocity), "#FF9F0A"),
    ]
  }

  /// A vertical cursor at the time on show and a dot on the offset curve, moving with
  /// `timeline` (still, in a static picture).
  public func cursor(for trace: Trace, timeline: SMILTimeline, into svg: inout SVGWriter) {
    let scale = scale(for: trace)
    let values = Self.series(for: trace)[0].1
    let range = Self.range(values)
    let xs = timeline.frames.map { scale.x($0.t) }
    // The dot follows the first series at each shown frame (frames are the trace's, in order).
    var valueAt: [Double: Double] = [:]
    for (frame, value) in zip(trace.frames, values) { valueAt[frame.t] = value }
    timeline.element(
      "rect",
      [
        ("y", SVGWriter.number(scale.top - 4)), ("width", "1"),
        ("height", SVGWriter.number(height - scale.top - scale.margin + 8)), ("fill", "#8E8E93"),
      ],
      animating: [SMILTimeline.Track("x", xs.map { SVGWriter.number($0 - 0.5) })], into: &svg)
    timeline.element(
      "circle", [("r", "3.5"), ("fill", "#0A84FF")],
      animating: [
        SMILTimeline.Track("cx", xs.map { SVGWriter.number($0) }),
        SMILTimeline.Track(
          "cy", timeline.frames.map { SVGWriter.number(scale.y(valueAt[$0.t] ?? 0, range)) }),
      ], into: &svg)
  }
}
