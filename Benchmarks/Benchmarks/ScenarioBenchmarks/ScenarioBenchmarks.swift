import Benchmark
import Foundation
@_spi(Engine) import ScrollworkSimulator

// Reading and running scenarios: the cost a user waits for with `scrollwork simulate` on a large
// file (issue 14: 10⁶ row heights must read and simulate a fling in under 0.2 s in a release
// build). One call per measured iteration; these allocate by nature (a JSON document, a trace),
// so they live outside ScrollMachineBenchmarks and its zero-malloc gate.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds,
    warmupIterations: 1,
    scalingFactor: .one,
    maxDuration: .seconds(5),
    maxIterations: 20,
    thresholds: [:]
  )

  // The scenario's JSON text: 10⁶ rows of varied heights (whole and fractional points).
  let rowHeights = ScenarioText.rowHeights(count: 1_000_000)

  // Text to `JSONValue`: the reader alone.
  Benchmark("json.parse.rowHeights.1e6") { benchmark in
    let data = identity(rowHeights)
    benchmark.startMeasurement()
    blackHole(try JSONValue.parse(data))
  }

  // Text to `Scenario`: the reader and the scenario's checks.
  Benchmark("scenario.parse.rowHeights.1e6") { benchmark in
    let data = identity(rowHeights)
    benchmark.startMeasurement()
    blackHole(try Scenario.parse(data, file: "rows.json"))
  }

  // What `scrollwork simulate FILE --final-only` does: read, then run a fling to rest.
  Benchmark("scenario.simulate.rowHeights.1e6.fling") { benchmark in
    let data = identity(rowHeights)
    benchmark.startMeasurement()
    let scenario = try Scenario.parse(data, file: "rows.json")
    blackHole(try ScrollSimulator.run(scenario).final)
  }

  // Self-sizing rows (issue 24): the built-in `rows-fling` script — a jump to the middle, flings
  // up and down through rows never built, each measured as it enters the margin — over 10³ and
  // 10⁵ rows, every frame handed to a sink that keeps none; and `open`, the jump alone (the
  // list's O(n) set-up and one frame). The same frames either way: per frame, (fling − open) /
  // (frames − 1), the 10⁵ run must stay within twice the 10³ run (Benchmarks/README.md).
  // Runs of a millisecond or two: time in microseconds, up to 100 of them.
  let inMicroseconds = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 2,
    maxDuration: .seconds(3), maxIterations: 100)
  for (label, count) in [("1e3", 1_000), ("1e5", 100_000)] {
    var scenario = try! BuiltInScenarios.named("rows-fling")
    scenario.content = .selfSizing(
      SelfSizingContent(rows: count, estimatedRowHeight: 56, estimateError: 0.5, seed: 7))
    scenario.script[0] = .scrollToRow(index: count / 2, alignment: .top, animated: false)
    Benchmark(
      "scenario.simulate.selfSizing.\(label).fling",
      configuration: inMicroseconds
    ) { benchmark in
      let input = identity(scenario)
      benchmark.startMeasurement()
      var frames = FrameCount()
      blackHole(try ScrollSimulator.run(input, frames: &frames))
      blackHole(frames.count)
    }
    var opening = scenario
    opening.script = [scenario.script[0]]
    Benchmark(
      "scenario.simulate.selfSizing.\(label).open",
      configuration: inMicroseconds
    ) { benchmark in
      let input = identity(opening)
      benchmark.startMeasurement()
      var frames = FrameCount()
      blackHole(try ScrollSimulator.run(input, frames: &frames))
      blackHole(frames.count)
    }
  }
}

/// Generated scenario texts.
enum ScenarioText {
  /// A 390×844 scroll view over `count` rows whose heights cycle through whole and fractional
  /// values (44, 60.5, 37.25, 88, 52.75, …), flung up at 3,000 pt/s.
  static func rowHeights(count: Int) -> Data {
    let cycle = ["44", "60.5", "37.25", "88", "52.75", "120", "44.333", "71"]
    var text = #"{"name": "rows", "viewport": {"width": 390, "height": 844}, "content": {"#
    text += #""rowHeights": ["#
    text.reserveCapacity(count * 6)
    for index in 0..<count {
      if index > 0 { text += ", " }
      text += cycle[index % cycle.count]
    }
    text += #"]}, "script": [{"fling": {"velocity": -3000}}]}"#
    return Data(text.utf8)
  }
}
