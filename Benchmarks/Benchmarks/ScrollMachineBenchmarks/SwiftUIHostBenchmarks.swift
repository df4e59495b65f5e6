import Benchmark
@_spi(Engine) import ScrollworkCore

/// The per-frame work of the SwiftUI sheet host that runs without SwiftUI (issue 20 item 10):
/// after the UIKit container applies a frame, the host makes the sheet's status from it,
/// compares it with the status last published (the one write of its observable reference is
/// skipped when they are equal), and asks its selection whether the binding needs a write. What
/// SwiftUI then does with the status — re-evaluating the views that read `sheetStatus` — runs
/// only on an Apple platform and is not measured here. Registered by `benchmarks`.
func swiftUIHostBenchmarks() {
  // A content drag moving up 2 pt per frame at 120 Hz, as `sheet.kernelFrame`, plus the
  // host's status and selection for each frame.
  Benchmark("sheet.swiftUIHostFrame") { benchmark in
    var kernel = identity(Fixtures.mapsKernelDragging())
    var selection = identity(SheetSelection(selection: "default", detents: Fixtures.mapsDetents))
    var published = kernel.advance(to: 0).status
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let t = Double(i + 1) / 120
      try! kernel.send(.panChanged(translation: -2 * Double(i + 1)), at: t)
      let status = kernel.advance(to: t).status
      if status != published { published = status }
      blackHole(selection.scheduleWrite(for: status))
    }
    blackHole(published)
  }
}
