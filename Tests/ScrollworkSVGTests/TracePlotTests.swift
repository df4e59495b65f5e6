import SnapshotTesting
import Testing

@_spi(Engine) @testable import ScrollworkSVG
@_spi(Engine) @testable import ScrollworkSimulator

struct TracePlotTests {
  /// The rubber band and bounce-back as a picture, compared with the committed golden file
  /// (`__Snapshots__/TracePlotTests/rubberBandPlot.1.svg`).
  @Test func rubberBandPlot() throws {
    let trace = try ScrollSimulator.run(BuiltInScenarios.named("rubber-band-top"))
    let svg = TracePlot().svg(for: trace)
    assertSnapshot(of: svg, as: .svg)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("<polyline"))
  }

  /// Each panel names its quantity and unit and has value ticks; the time axis has ticks in
  /// seconds.
  @Test func axesAreLabelled() throws {
    let trace = try ScrollSimulator.run(BuiltInScenarios.named("fling"))
    let svg = TracePlot(showsVelocity: false).svg(for: trace)
    #expect(svg.contains(">content offset (pt)</text>"))
    #expect(!svg.contains("velocity"))
    #expect(svg.contains(">time (s)</text>"))
    #expect(svg.contains(">0</text>"))
    #expect(svg.contains(">1000</text>"))
    #expect(svg.contains(">1</text>"))
    let sheet = try ScrollSimulator.run(BuiltInScenarios.named("sheet-fling-up"))
    let sheetPlot = TracePlot().svg(for: sheet)
    #expect(sheetPlot.contains(">sheet top y (pt)</text>"))
    #expect(sheetPlot.contains(">list offset (pt)</text>"))
  }

  @Test(arguments: [(0.0, 100.0, 25.0), (0.0, 3.2, 1.0), (-2200.0, 1300.0, 1000.0)])
  func ticksAreRound(low: Double, high: Double, step: Double) {
    #expect(TracePlot.tickStep(high - low, count: 4) == step)
  }

  @Test(arguments: [("a<b&\"c\">", "a&lt;b&amp;&quot;c&quot;&gt;")])
  func textIsEscaped(raw: String, escaped: String) {
    #expect(SVGWriter.escape(raw) == escaped)
  }
}
