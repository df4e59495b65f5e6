@_spi(Engine) import ScrollworkCore

/// A plot of timing curves against time in seconds, as SVG: each series covers 0 → 1 over its
/// own duration and then stays at 1, so curves of different lengths compare as they move.
///
/// ``keyboard`` shows the keyboard's spring against the Bézier it replaced. Output is
/// deterministic (fixed decimals), so it can be compared against golden files.
///
///     let svg = TimingCurvePlot.keyboard.svg()
public struct TimingCurvePlot: Sendable {
  /// One curve: its label, colour, dashing, the move's duration in seconds and its curve.
  public struct Series: Sendable {
    public var label: String
    public var colour: String
    public var dashed: Bool
    public var duration: Double
    @_spi(Engine) public var curve: TimingCurve

    @_spi(Engine) public init(
      _ label: String, colour: String, dashed: Bool = false, duration: Double,
      curve: TimingCurve
    ) {
      self.label = label
      self.colour = colour
      self.dashed = dashed
      self.duration = duration
      self.curve = curve
    }
  }

  /// The plot's size in SVG user units (points).
  public var width: Double
  public var height: Double
  /// The time shown, in seconds, from 0.
  public var span: Double
  /// Vertical grid lines, in seconds.
  public var marks: [Double]
  public var title: String
  public var series: [Series]

  public init(
    width: Double = 480, height: Double = 300, span: Double, marks: [Double] = [],
    title: String, series: [Series]
  ) {
    self.width = width
    self.height = height
    self.span = span
    self.marks = marks
    self.title = title
    self.series = series
  }

  /// The keyboard's curve over its `CASpringAnimation`'s 0.5 s: the spring in real time (what
  /// the keyboard does), the model over the notification's usual 0.25 s (what a sheet
  /// following it does), and the eye-tuned Bézier over 0.25 s (what it did) and over 0.5 s
  /// (as its author matched it).
  public static let keyboard = TimingCurvePlot(
    span: 0.5, marks: [0.25],
    title: "Keyboard curve (UIKit 7): distance covered against seconds",
    series: [
      Series(
        "spring, mass 3, stiffness 1000, damping 500, over its 0.5 s", colour: "#0A84FF",
        duration: 0.5, curve: .keyboard),
      Series(
        "spring scaled to land at a 0.25 s notification (the sheet)", colour: "#0A84FF",
        dashed: true, duration: 0.25, curve: .keyboard),
      Series(
        "old: Bézier (0.38, 0.7, 0.125, 1) over 0.25 s", colour: "#FF9F0A", duration: 0.25,
        curve: .keyboardBezier),
      Series(
        "Bézier over 0.5 s, as its author fitted it", colour: "#FF9F0A", dashed: true,
        duration: 0.5, curve: .keyboardBezier),
    ])

  private let left = 36.0
  private let right = 12.0
  private var top: Double { 30 + 14 * Double(series.count) }
  private let bottom = 28.0

  private func x(_ t: Double) -> Double { left + t / span * (width - left - right) }
  private func y(_ progress: Double) -> Double {
    top + (1 - progress) * (height - top - bottom)
  }

  /// The whole plot as a standalone SVG document.
  public func svg() -> String {
    var svg = SVGWriter()
    svg.openDocument(width: width, height: height)
    svg.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", SVGWriter.number(width)),
        ("height", SVGWriter.number(height)), ("rx", "8"), ("fill", "#F7F7FA"),
      ])
    text(title, x: 8, y: 16, colour: "#1C1C1E", size: 11, into: &svg)
    axes(into: &svg)
    for (row, series) in series.enumerated() {
      curve(series, into: &svg)
      let legendY = 32 + 14 * Double(row)
      var line: [(String, String)] = [
        ("x1", "8"), ("y1", SVGWriter.number(legendY - 3.5)), ("x2", "28"),
        ("y2", SVGWriter.number(legendY - 3.5)), ("stroke", series.colour),
        ("stroke-width", "1.5"),
      ]
      if series.dashed { line.append(("stroke-dasharray", "4 3")) }
      svg.element("line", line)
      text(series.label, x: 34, y: legendY, colour: "#3C3C43", size: 10, into: &svg)
    }
    svg.close("svg")
    return svg.text
  }

  private func axes(into svg: inout SVGWriter) {
    let grid = "#C7C7CC"
    for progress in [0.0, 0.5, 1.0] {
      line(from: (0, progress), to: (span, progress), colour: grid, into: &svg)
      text(
        SVGWriter.number(progress, decimals: 1), x: 8, y: y(progress) + 3.5, colour: "#6C6C70",
        size: 10, into: &svg)
    }
    for t in [0] + marks + [span] {
      line(from: (t, 0), to: (t, 1), colour: grid, into: &svg)
      text(
        "\(SVGWriter.number(t)) s", x: x(t) - 12, y: height - 10, colour: "#6C6C70", size: 10,
        into: &svg)
    }
  }

  private func curve(_ series: Series, into svg: inout SVGWriter) {
    let samples = 200
    let points = (0...samples).map { step in
      let t = span * Double(step) / Double(samples)
      let progress = series.curve.progress(at: t / series.duration, duration: series.duration)
      return "\(SVGWriter.number(x(t))),\(SVGWriter.number(y(progress)))"
    }
    var attributes: [(String, String)] = [
      ("points", points.joined(separator: " ")), ("fill", "none"), ("stroke", series.colour),
      ("stroke-width", "1.5"), ("stroke-linejoin", "round"),
    ]
    if series.dashed { attributes.append(("stroke-dasharray", "4 3")) }
    svg.element("polyline", attributes)
  }

  private func line(
    from start: (Double, Double), to end: (Double, Double), colour: String,
    into svg: inout SVGWriter
  ) {
    svg.element(
      "line",
      [
        ("x1", SVGWriter.number(x(start.0))), ("y1", SVGWriter.number(y(start.1))),
        ("x2", SVGWriter.number(x(end.0))), ("y2", SVGWriter.number(y(end.1))),
        ("stroke", colour), ("stroke-width", "0.5"),
      ])
  }

  private func text(
    _ content: String, x: Double, y: Double, colour: String, size: Int,
    into svg: inout SVGWriter
  ) {
    svg.element(
      "text",
      [
        ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y)),
        ("font-family", "DejaVu Sans, Helvetica, sans-serif"), ("font-size", "\(size)"),
        ("fill", colour),
      ], text: content)
  }
}
