import ScrollworkCore
import ScrollworkSimulator

/// A plot of a trace's offset (and, optionally, velocity) over time, as SVG.
///
/// The physics made visible: a fling's exponential approach, a bounce's overshoot, a rubber
/// band's flattening. Output is deterministic (fixed decimals), so it can be compared against
/// golden files.
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
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", SVGWriter.number(width)),
        ("height", SVGWriter.number(height)),
        ("viewBox", "0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))"),
      ])
    body(for: trace, into: &svg)
    svg.close("svg")
    return svg.text
  }

  /// The plot's elements (axes, curves, labels), for embedding in a larger picture.
  public func body(for trace: Trace, into svg: inout SVGWriter) {
    let margin = 8.0
    let frames = trace.frames
    let duration = max(frames.last?.t ?? 0, 1e-9)
    svg.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", SVGWriter.number(width)),
        ("height", SVGWriter.number(height)), ("rx", "8"), ("fill", "#F7F7FA"),
      ])
    let plotWidth = width - 2 * margin
    let plotHeight = height - 2 * margin - 14
    func x(_ t: Double) -> Double { margin + t / duration * plotWidth }
    func curve(_ values: [Double], colour: String, label: String, row: Int) {
      guard let low = values.min(), let high = values.max() else { return }
      let span = max(high - low, 1e-9)
      let points = zip(frames, values).map { frame, value in
        "\(SVGWriter.number(x(frame.t))),\(SVGWriter.number(margin + 14 + (1 - (value - low) / span) * plotHeight))"
      }
      svg.element(
        "polyline",
        [
          ("points", points.joined(separator: " ")), ("fill", "none"), ("stroke", colour),
          ("stroke-width", "1.5"), ("stroke-linejoin", "round"),
        ])
      svg.element(
        "text",
        [
          ("x", SVGWriter.number(margin + Double(row) * 150)), ("y", SVGWriter.number(margin + 8)),
          ("font-family", "DejaVu Sans, Helvetica, sans-serif"), ("font-size", "10"),
          ("fill", colour),
        ], text: "\(label) \(SVGWriter.number(low, decimals: 0))…\(SVGWriter.number(high, decimals: 0))")
    }
    curve(frames.map(\.scroll.offset), colour: "#0A84FF", label: "offset", row: 0)
    if showsVelocity {
      curve(frames.map(\.scroll.velocity), colour: "#FF9F0A", label: "velocity", row: 1)
    }
  }
}
