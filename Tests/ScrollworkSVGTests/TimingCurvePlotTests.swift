import SnapshotTesting
import Testing

@_spi(Engine) @testable import ScrollworkCore
@_spi(Engine) @testable import ScrollworkSVG

struct TimingCurvePlotTests {
  /// The keyboard's spring beside the Bézier it replaced, compared with the committed golden
  /// file (`__Snapshots__/TimingCurvePlotTests/keyboardCurves.1.svg`). Re-record deliberately
  /// with `SNAPSHOT_TESTING_RECORD=all swift test --filter TimingCurvePlotTests`.
  @Test func keyboardCurves() {
    let svg = TimingCurvePlot.keyboard.svg()
    assertSnapshot(of: svg, as: .svg)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.components(separatedBy: "<polyline").count == 5, "four curves")
  }

  /// Every series starts at the bottom and ends at the top: 0 at 0 s, 1 at the span's end.
  @Test func everyCurveGoesFromZeroToOne() {
    for series in TimingCurvePlot.keyboard.series {
      #expect(series.curve.progress(at: 0, duration: series.duration) == 0)
      #expect(series.curve.progress(at: 0.5 / series.duration, duration: series.duration) == 1)
    }
  }
}
