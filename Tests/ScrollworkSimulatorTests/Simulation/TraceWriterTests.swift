@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// Streaming (issue 14): a run hands its frames to a sink and keeps none; the writer prints
/// exactly the text of the whole trace, so the goldens hold for `scrollwork simulate`.
struct TraceWriterTests {
  /// The text `writer` hands over for a run of `scenario`, and the pieces it came in.
  static func streamed(
    _ scenario: Scenario, includesFrames: Bool = true, fps: Double? = nil
  ) throws -> (text: String, pieces: Int) {
    var text = ""
    var pieces = 0
    var writer = TraceWriter(
      scenario: scenario.name, fps: fps ?? scenario.fps, includesFrames: includesFrames
    ) {
      text += $0
      pieces += 1
    }
    let summary = try ScrollSimulator.run(scenario, fps: fps, frames: &writer)
    writer.finish(summary)
    return (text, pieces)
  }

  @Test(arguments: BuiltInScenarios.names)
  func theStreamedTextIsTheWholeTrace(name: String) throws {
    let scenario = try BuiltInScenarios.named(name)
    let trace = try ScrollSimulator.run(scenario)
    #expect(try Self.streamed(scenario).text == trace.json.prettyPrinted(compactDepth: 2) + "\n")
    #expect(
      try Self.streamed(scenario, includesFrames: false).text
        == trace.finalOnlyJSON.prettyPrinted(compactDepth: 2) + "\n")
  }

  /// Text leaves the writer in pieces of about 64 KB as the run goes, not all at the end.
  @Test func longRunsAreHandedOverInPieces() throws {
    let scenario = Scenario(
      name: "long", viewport: HostSize(width: 390, height: 844), content: .height(5000),
      fps: 1000, script: [.wait(seconds: 60)])
    let (text, pieces) = try Self.streamed(scenario)
    #expect(pieces > text.utf8.count / TraceWriter.chunkSize)
    #expect(pieces > 10)
    let (finalOnly, finalPieces) = try Self.streamed(scenario, includesFrames: false)
    #expect(finalPieces == 1)
    #expect(finalOnly.contains(#""frames": [],"#))
  }

  /// The whole-trace API and a sink see the same frames and the same end.
  @Test func aSinkSeesEveryFrameOfTheTrace() throws {
    let scenario = try BuiltInScenarios.named("fling")
    let trace = try ScrollSimulator.run(scenario)
    var frames: [TraceFrame] = []
    let summary = try ScrollSimulator.run(scenario, frames: &frames)
    #expect(frames == trace.frames)
    #expect(summary.final == trace.final)
    #expect(summary.frameCount == trace.frames.count)
    #expect(Trace(summary: summary, frames: frames) == trace)
    var count = FrameCount()
    #expect(try ScrollSimulator.run(scenario, frames: &count) == summary)
    #expect(count.count == trace.frames.count)
  }

  @Test func anOverriddenRateIsWrittenInTheHead() throws {
    let scenario = try BuiltInScenarios.named("fling")
    let text = try Self.streamed(scenario, includesFrames: false, fps: 60).text
    #expect(
      text.hasPrefix(
        "{\n  \"format\": 4,\n  \"scenario\": \"fling\",\n  \"fps\": 60,\n  \"frames\": [],"))
  }
}
