import SnapshotTesting
import Testing

@testable import ScrollworkSVG
@testable import ScrollworkSimulator

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

  @Test func offsetRangeIsLabelled() throws {
    let trace = try ScrollSimulator.run(BuiltInScenarios.named("fling"))
    let svg = TracePlot(showsVelocity: false).svg(for: trace)
    #expect(svg.contains(">offset -91…1153</text>"))
    #expect(!svg.contains("velocity"))
  }

  @Test(arguments: [("a<b&\"c\">", "a&lt;b&amp;&quot;c&quot;&gt;")])
  func textIsEscaped(raw: String, escaped: String) {
    #expect(SVGWriter.escape(raw) == escaped)
  }
}
