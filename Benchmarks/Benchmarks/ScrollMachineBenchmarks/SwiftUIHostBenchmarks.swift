import Benchmark
import ScrollworkCore

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
    let detents = [
      SheetDetent(id: "minimized", .height(80)), SheetDetent(id: "default", .fraction(0.45)),
      SheetDetent(id: "maximum", .inset(10)),
    ]
    var kernel = identity(
      try! SheetKernel(
        detents: detents,
        chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)),
        initial: "default",
        reading: SheetReading(
          container: HostSize(width: 390, height: 844), safeArea: HostInsets(top: 59, bottom: 34),
          contentHeight: 100_000),
        at: 0))
    var selection = identity(SheetSelection(selection: "default", detents: detents))
    try! kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    var published = kernel.status(of: kernel.frame(at: 0))
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let t = Double(i + 1) / 120
      try! kernel.send(.panChanged(translation: -2 * Double(i + 1)), at: t)
      let status = kernel.status(of: kernel.frame(at: t))
      if status != published { published = status }
      blackHole(selection.value(toWriteFor: status))
    }
    blackHole(published)
  }
}
