/// Writes a trace as JSON text while the run goes, keeping no frame: the text of
/// `trace.json.prettyPrinted(compactDepth: 2)` and a line feed, one frame per line, handed to
/// `output` in pieces of about 64 KB. What `scrollwork simulate` prints.
///
///     var writer = TraceWriter(scenario: "fling", fps: 120) { print($0, terminator: "") }
///     let summary = try ScrollSimulator.run(scenario, frames: &writer)
///     writer.finish(summary)
///
/// With `includesFrames: false` (`--final-only`) frames are dropped and `frames` is empty.
public struct TraceWriter: TraceFrameSink {
  /// Whether frames are written.
  public let includesFrames: Bool
  private let output: (String) -> Void
  private var buffer = ""
  private var written = 0

  /// Text is handed to `output` once this many bytes have gathered.
  static let chunkSize = 1 << 16

  /// Starts a trace of the scenario named `scenario` at `fps` frames per second.
  public init(
    scenario: String?, fps: Double, includesFrames: Bool = true,
    output: @escaping (String) -> Void
  ) {
    self.includesFrames = includesFrames
    self.output = output
    buffer.reserveCapacity(Self.chunkSize + 4096)
    buffer += "{\n  \"format\": \(Trace.format),\n  \"scenario\": "
    Self.write(scenario.map(JSONValue.string) ?? .null, level: 1, into: &buffer)
    buffer += ",\n  \"fps\": "
    Self.write(.number(fps), level: 1, into: &buffer)
    buffer += ",\n  \"frames\": ["
  }

  /// Writes `frame` as the next line of `frames` (or drops it without frames).
  public mutating func receive(_ frame: TraceFrame) {
    guard includesFrames else { return }
    buffer += written == 0 ? "\n    " : ",\n    "
    Self.write(frame.json, level: 2, into: &buffer)
    written += 1
    if buffer.utf8.count >= Self.chunkSize { flush() }
  }

  /// Ends the trace with the run's `final` state and hands over the rest of the text.
  public mutating func finish(_ summary: TraceSummary) {
    buffer += written == 0 ? "]" : "\n  ]"
    buffer += ",\n  \"final\": "
    Self.write(Trace.finalJSON(summary.final, capped: summary.capped), level: 1, into: &buffer)
    buffer += "\n}\n"
    flush()
  }

  private mutating func flush() {
    guard !buffer.isEmpty else { return }
    output(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// `value` as `prettyPrinted(compactDepth: 2)` writes it `level` containers deep.
  private static func write(_ value: JSONValue, level: Int, into out: inout String) {
    value.write(into: &out, decimals: 4, indent: "  ", level: level, compactDepth: 2)
  }
}
