import Foundation
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// Golden traces (Guides/Testing.md): every built-in scenario's trace, byte for byte as
/// `scrollwork simulate NAME` prints it, against `__Goldens__/NAME.json`.
///
/// After a deliberate change of the trace format or of behaviour, noted in CHANGELOG.md,
/// regenerate every golden with
///
///     SCROLLWORK_RECORD_GOLDENS=1 swift test --filter TraceGoldenTests
///
/// which rewrites the files that differ, removes goldens of scenarios that no longer exist, and
/// fails once per file it touched; the next run without the variable compares again.
struct TraceGoldenTests {
  static let recordCommand = "SCROLLWORK_RECORD_GOLDENS=1 swift test --filter TraceGoldenTests"

  /// Whether this run records goldens instead of comparing with them.
  static var isRecording: Bool {
    let value = ProcessInfo.processInfo.environment["SCROLLWORK_RECORD_GOLDENS"] ?? ""
    return !value.isEmpty && value != "0"
  }

  /// `Tests/ScrollworkSimulatorTests/__Goldens__`.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("__Goldens__")

  static func goldenURL(_ name: String) -> URL {
    directory.appendingPathComponent("\(name).json")
  }

  /// The names of the goldens on disk.
  static func goldenNames() throws -> [String] {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// What `scrollwork simulate NAME` prints for the built-in scenario `name` (`print` adds the
  /// final newline); `CommandLineTests` checks the command prints exactly the golden.
  static func traceText(of name: String) throws -> Data {
    let trace = try ScrollSimulator.run(BuiltInScenarios.named(name))
    return Data((trace.json.prettyPrinted(compactDepth: 2) + "\n").utf8)
  }

  @Test(arguments: BuiltInScenarios.names)
  func traceMatchesItsGolden(name: String) throws {
    let actual = try Self.traceText(of: name)
    let url = Self.goldenURL(name)
    let golden = FileManager.default.contents(atPath: url.path)
    guard golden != actual else { return }
    if Self.isRecording {
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      try actual.write(to: url)
      Issue.record("recorded \(url.lastPathComponent): run again without the variable to compare")
      return
    }
    guard let golden else {
      Issue.record("\(name): no golden at \(url.path); record it with: \(Self.recordCommand)")
      return
    }
    let difference =
      Self.firstDifference(golden: golden, actual: actual) ?? "the files differ in bytes only"
    Issue.record(
      """
      \(name): the trace differs from its golden \(url.lastPathComponent), \(difference)
      If the change is deliberate (note it in CHANGELOG.md), regenerate: \(Self.recordCommand)
      """)
  }

  /// No golden outlives its scenario.
  @Test func everyGoldenIsABuiltInScenario() throws {
    let builtIn = Set(BuiltInScenarios.names)
    try #require(!builtIn.isEmpty, "the built-in scenarios were not found")
    for name in try Self.goldenNames() where !builtIn.contains(name) {
      if Self.isRecording {
        try FileManager.default.removeItem(at: Self.goldenURL(name))
        Issue.record("removed the stale golden \(name).json")
      } else {
        Issue.record(
          "\(name).json has no built-in scenario: delete it, or regenerate with \(Self.recordCommand)"
        )
      }
    }
  }

  // MARK: The failure message

  /// Where `actual` first differs from `golden`: the line, and both lines around the first
  /// differing column (shortened to stay readable); `nil` when the texts are equal.
  static func firstDifference(golden: Data, actual: Data) -> String? {
    guard golden != actual else { return nil }
    let expectedLines = String(decoding: golden, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let actualLines = String(decoding: actual, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let expected = index < expectedLines.count ? expectedLines[index] : nil
      let got = index < actualLines.count ? actualLines[index] : nil
      guard expected != got else { continue }
      let column = zip(expected ?? "", got ?? "").prefix { $0 == $1 }.count
      return """
        first at line \(index + 1), column \(column + 1):
          golden: \(excerpt(expected, around: column))
          actual: \(excerpt(got, around: column))
        """
    }
    return nil
  }

  /// Up to 60 characters before `column` and 100 from it, "(empty line)" or "(end of file)".
  static func excerpt(_ line: Substring?, around column: Int) -> String {
    guard let line else { return "(end of file)" }
    guard !line.isEmpty else { return "(empty line)" }
    let start = line.index(line.startIndex, offsetBy: max(0, column - 60), limitedBy: line.endIndex)
    let end = line.index(line.startIndex, offsetBy: column + 100, limitedBy: line.endIndex)
    let head = start.map { $0 > line.startIndex ? "…" : "" } ?? ""
    let tail = end.map { $0 < line.endIndex ? "…" : "" } ?? ""
    return head + line[(start ?? line.endIndex)..<(end ?? line.endIndex)] + tail
  }

  @Test(arguments: [
    ("a\nb\nc\n", "a\nb\nc\n", nil),
    ("a\nb\nc\n", "a\nbX\nc\n", "first at line 2, column 2:\n  golden: b\n  actual: bX"),
    ("a\nb", "a\nb\nc", "first at line 3, column 1:\n  golden: (end of file)\n  actual: c"),
    ("a\n", "a", "first at line 2, column 1:\n  golden: (empty line)\n  actual: (end of file)"),
    ("a\nb\nc\n", "a\nb", "first at line 3, column 1:\n  golden: c\n  actual: (end of file)"),
    (
      String(repeating: "x", count: 70) + "1\n", String(repeating: "x", count: 70) + "2\n",
      "first at line 1, column 71:\n  golden: …\(String(repeating: "x", count: 60))1\n"
        + "  actual: …\(String(repeating: "x", count: 60))2"
    ),
  ])
  func theFailureShowsTheFirstDifferingLine(golden: String, actual: String, expected: String?) {
    let difference = Self.firstDifference(golden: Data(golden.utf8), actual: Data(actual.utf8))
    #expect(difference == expected)
  }
}
