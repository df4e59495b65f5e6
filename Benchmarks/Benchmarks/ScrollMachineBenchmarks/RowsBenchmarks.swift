import Benchmark
@_spi(Engine) import ScrollworkCore

/// A frame of a lazy list with self-sizing rows (issue 24), at 10³, 10⁵ and 10⁶ rows: the finger
/// drags the list toward its top through rows never built, 6 pt per frame, and the host does
/// what the simulator and the glue do at each layout pass — sample the offset, find the rows
/// within the margin (``LazyRows/liveRows(offset:viewport:)``), measure each new one, and apply
/// Core's correction to the scroll view (``ScrollEvent/resizeContent(length:shift:)``). The
/// cost must not grow with the row count (queries and measurements are O(log n)) and the frame
/// must not allocate. Registered by `benchmarks` with the same zero-allocation thresholds.
func rowsBenchmarks() {
  for (label, count) in [("1e3", 1_000), ("1e5", 100_000), ("1e6", 1_000_000)] {
    Benchmark("rows.frame.\(label)") { benchmark in
      // Built here, outside the measured region, and owned by this closure alone: a measurement
      // writes the heights in place.
      var rows = try! LazyRows(count: count, estimatedHeight: 56)
      let viewport = 844.0
      let start = rows.contentLength / 2
      var machine = try! ScrollMachine(
        geometry: ScrollGeometry(viewport: viewport, content: rows.contentLength),
        offset: start, configuration: Fixtures.feel)
      try! machine.send(.touchDown(position: 100), at: 0, configuration: Fixtures.feel)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let t = Double(i + 1) / 120
        try! machine.send(
          .touchMove(position: 100 + 6 * Double(i + 1)), at: t, configuration: Fixtures.feel)
        var offset = machine.sampleInPlace(at: t, configuration: Fixtures.feel).offset
        var shift = 0.0
        for row in rows.liveRows(offset: offset, viewport: viewport) where !rows.isMeasured(row) {
          // A real height from 28 to 84 pt, a fixed function of the row.
          let height = 28 + Double((row &* 2_654_435_761) % 57)
          let correction = try! rows.measure(row: row, height: height, visibleTop: offset)
          shift += correction.shift
          offset += correction.shift
        }
        if shift != 0 {
          try! machine.send(
            .resizeContent(length: rows.contentLength, shift: shift), at: t,
            configuration: Fixtures.feel)
        }
        blackHole(machine.sampleInPlace(at: t, configuration: Fixtures.feel))
      }
      // Stopped here: the tables' release (16 MB at 10⁶ rows) is not a frame's cost.
      benchmark.stopMeasurement()
      blackHole(rows.measuredCount)
    }
  }
}
