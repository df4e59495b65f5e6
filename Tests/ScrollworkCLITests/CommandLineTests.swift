// These tests run the command line as a child process (`Process`), which exists on macOS and
// Linux only: built for the iOS Simulator (the macOS workflow), the file is empty.
#if os(macOS) || os(Linux)
import Foundation
import Testing

@testable import ScrollworkCLI

/// Runs the built `scrollwork` executable as a user would, and checks its output and status.
struct CommandLineTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `scrollwork` binary beside the test bundle in the build's products folder.
  static var executable: URL? {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("scrollwork")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  /// Runs `scrollwork arguments` in `directory`, its standard output into `output` when given
  /// (then `stdout` is empty).
  func run(
    _ arguments: [String], in directory: URL? = nil, output: FileHandle? = nil
  ) throws -> Run {
    let executable = try #require(Self.executable, "build the scrollwork product first")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = output ?? out
    process.standardError = err
    try process.run()
    // Given another output, the pipe is never written: closed, it reads as empty.
    if output != nil { try out.fileHandleForWriting.close() }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  func temporaryFile(_ contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    return url
  }

  @Test func simulatePrintsATraceOfABuiltInScenario() throws {
    let result = try run(["simulate", "fling"])
    #expect(result.status == 0)
    let trace = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let frames = try #require(trace?["frames"] as? [[String: Any]])
    #expect(frames.count > 100)
    let final = try #require(trace?["final"] as? [String: Any])
    let scroll = try #require(final["scroll"] as? [String: Any])
    #expect(scroll["phase"] as? String == "idle")
    #expect(trace?["scenario"] as? String == "fling")
  }

  /// The golden traces the simulator's tests compare with (`TraceGoldenTests`).
  static let goldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ScrollworkSimulatorTests/__Goldens__")

  static var goldenNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// `simulate NAME` prints its golden trace byte for byte: the goldens are what users see.
  @Test(arguments: goldenNames)
  func simulatePrintsTheGoldenTrace(name: String) throws {
    let result = try run(["simulate", name])
    #expect(result.status == 0, "\(result.stderr)")
    let golden = try Data(contentsOf: Self.goldens.appendingPathComponent("\(name).json"))
    #expect(Data(result.stdout.utf8) == golden, "regenerate with Guides/Testing.md's command")
  }

  @Test func finalOnlyAndFpsOptions() throws {
    let result = try run(["simulate", "fling", "--final-only", "--fps", "60"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"frames\": []"))
    #expect(result.stdout.contains("\"fps\": 60"))
  }

  @Test func simulateReadsAFile() throws {
    let file = try temporaryFile(
      #"{"name": "mine", "viewport": {"width": 390, "height": 844}, "content": {"rows": 50}, "script": [{"fling": {"velocity": -1000}}]}"#
    )
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["simulate", file.path, "--final-only"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"scenario\": \"mine\""))
  }

  @Test func scenariosListsEveryBuiltInWithItsTitle() throws {
    let result = try run(["scenarios"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("fling\n  A fling at the normal rate"))
    #expect(result.stdout.contains("bounce-bottom"))
  }

  /// Argument and input errors: one line on standard error naming what is wrong, status 2.
  @Test(arguments: [
    (["simulate", "nope"], "nope: no such file or built-in scenario"),
    (["simulate", "missing.json"], "missing.json: no such file"),
    (["simulate", "fling", "--fps", "0"], "--fps must be a number from 1 to 1000, got 0"),
    (["simulate", "fling", "--fps", "abc"], "--fps"),
    (["simulate"], "Missing expected argument"),
    (["frobnicate"], "Unexpected argument 'frobnicate'"),
  ])
  func badArgumentsExitWithStatusTwo(arguments: [String], expected: String) throws {
    let result = try run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("scrollwork: error: "))
    #expect(result.stderr.contains(expected), "\(result.stderr)")
  }

  @Test func aMalformedScenarioFileNamesFileFieldAndReason() throws {
    let file = try temporaryFile(
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 5}, "fps": -1}"#)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["simulate", file.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "scrollwork: error: \(file.path): fps: expected a number from 1 to 1000, got -1\n")
  }

  /// Negative numbers are values to reject with a reason, not missing values; each option has
  /// an upper bound (issue 14).
  @Test(arguments: [
    (["simulate", "fling", "--fps", "-5"], "--fps must be a number from 1 to 1000, got -5"),
    (["simulate", "fling", "--fps", "1001"], "--fps must be a number from 1 to 1000, got 1001"),
    (["simulate", "fling", "--fps", "nan"], "--fps must be a number from 1 to 1000, got nan"),
    (
      ["simulate", "fling", "--rest-cap", "-1"],
      "--rest-cap must be a number of seconds from 0 to 600, got -1"
    ),
    (
      ["simulate", "fling", "--rest-cap", "1e9"],
      "--rest-cap must be a number of seconds from 0 to 600, got 1000000000"
    ),
    (
      ["render", "fling", "-o", "x.svg", "--at", "-1"],
      "--at must be a number of seconds ≥ 0, got -1"
    ),
    (
      ["render", "fling", "-o", "x.svg", "--fps", "-5"],
      "--fps must be a number from 1 to 1000, got -5"
    ),
    (["simulate", "fling", "--fps"], "Missing value for '--fps <fps>'"),
  ])
  func numericOptionsGetAReason(arguments: [String], expected: String) throws {
    let result = try run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("scrollwork: error: \(expected)"), "\(result.stderr)")
  }

  /// `Tests/ScrollworkSimulatorTests/__Findings__`: the reported hostile scenarios.
  static let findings = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ScrollworkSimulatorTests/__Findings__")

  /// The reported hostile scenarios end within a second with one line and status 2 (they used
  /// to print two lines, or grow to gigabytes and end in SIGABRT).
  @Test(arguments: [
    ("oneline", #""\n": unknown key (expected one of: "#),
    ("wait-1e9", "script[0].wait.seconds: the script would last 1000000000 s, more than the limit"),
    (
      "drag-1e9", "script[0].drag.duration: the script would last 1000000000 s, more than the limit"
    ),
  ])
  func reportedFindingsEndAtOnceWithOneLine(name: String, expected: String) throws {
    let file = Self.findings.appendingPathComponent("\(name).json").path
    let start = ContinuousClock.now
    let result = try run(["simulate", file, "--final-only"])
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("scrollwork: error: \(file): \(expected)"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  @Test func theSubnormalViewportFindingPrintsNoNull() throws {
    let file = Self.findings.appendingPathComponent("nan-subnormal-viewport.json").path
    let result = try run(["simulate", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains(":null"), "a null offset or velocity")
    #expect(result.stdout.components(separatedBy: "null").count == 2, "only \"scenario\": null")
  }

  /// Strict JSON through the command: trailing commas and duplicate keys are errors.
  @Test(arguments: [
    (
      #"{"viewport": {"width": 390, "height": 844,}, "content": {"height": 1}}"#,
      "viewport: not valid JSON at line 1, column 43: trailing comma before '}'"
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"height": 1}, "content": {"rows": 1}}"#,
      "content: duplicate key (line 1, column 71)"
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"height": 2000}, "script": [{"drag": {"by": 1e9, "duration": 1}}]}"#,
      "script[0].drag.by: the finger would reach 1000000422 pt, beyond the limit of ±1e9 pt"
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 100000000}}"#,
      "content.rows: expected a whole number from 0 to 1000000, got 100000000"
    ),
  ])
  func strictInputIsOneLine(json: String, expected: String) throws {
    let file = try temporaryFile(json)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["simulate", file.path])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "scrollwork: error: \(file.path): \(expected)\n")
  }

  /// `--final-only` keeps nothing and prints no frame; the whole trace is streamed as it runs.
  @Test func finalOnlyPrintsNoFrameOfALongRun() throws {
    let file = try temporaryFile(
      #"{"viewport": {"width": 390, "height": 844}, "content": {"height": 2000}, "fps": 1000, "script": [{"wait": {"seconds": 120}}]}"#
    )
    defer { try? FileManager.default.removeItem(at: file) }
    let finalOnly = try run(["simulate", file.path, "--final-only"])
    #expect(finalOnly.status == 0)
    #expect(finalOnly.stdout.contains(#""frames": [],"#))
    #expect(finalOnly.stdout.contains(#""t": 120,"#))
    let all = try run(["simulate", file.path])
    #expect(all.status == 0)
    // One line per frame, t = 0 … 120 s at 1,000 frames per second.
    #expect(all.stdout.components(separatedBy: "\n    {\"t\":").count - 1 == 120_001)
  }

  @Test func renderWritesAnAnimatedOrStillSVG() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let animated = folder.appendingPathComponent("fling.svg")
    let rendered = try run(["render", "fling", "--output", animated.path])
    #expect(rendered.status == 0)
    // Success says what was written, on one line.
    #expect(rendered.stdout.hasPrefix("fling: "))
    #expect(rendered.stdout.hasSuffix(" → \(animated.path)\n"))
    let svg = try String(contentsOf: animated, encoding: .utf8)
    #expect(svg.contains("<animateTransform"))
    let still = folder.appendingPathComponent("still.svg")
    #expect(try run(["render", "fling", "-o", still.path, "--at", "1"]).status == 0)
    #expect(try !String(contentsOf: still, encoding: .utf8).contains("<animate"))
    // A time past the trace draws its last frame (it used to overflow Int and trap).
    let late = folder.appendingPathComponent("late.svg")
    #expect(try run(["render", "fling", "-o", late.path, "--at", "1e300"]).status == 0)
    let end = folder.appendingPathComponent("end.svg")
    #expect(try run(["render", "fling", "-o", end.path, "--at", "100"]).status == 0)
    #expect(try Data(contentsOf: late) == Data(contentsOf: end))
  }

  /// `render -o` writes one file and creates no folder: a missing one is named, on one line,
  /// with status 2, before any work, and nothing is left behind.
  @Test func renderRefusesAMissingFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-missing-\(UUID().uuidString)")
    let missing = folder.appendingPathComponent("dir")
    let result = try run(["render", "fling", "-o", missing.appendingPathComponent("x.svg").path])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == "scrollwork: error: \(missing.path): no such directory (create it first)\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path), "no folder is created")
    // A file where the folder should be is named too.
    let file = try temporaryFile("{}")
    defer { try? FileManager.default.removeItem(at: file) }
    let blocked = try run(["render", "fling", "-o", file.appendingPathComponent("x.svg").path])
    #expect(blocked.status == 2)
    #expect(blocked.stderr == "scrollwork: error: \(file.path): not a directory\n")
  }

  /// `render -o` names a file: a path that is empty, ends in a slash or is a folder is refused
  /// before any work. (Foundation writes `x.json/` to `x.json`: a user's scenario file was
  /// overwritten with the picture.)
  @Test func renderRefusesAnOutputThatNamesNoFile() throws {
    let scenario = try temporaryFile(
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 5}}"#)
    defer { try? FileManager.default.removeItem(at: scenario) }
    let before = try Data(contentsOf: scenario)
    let slash = try run(["render", scenario.path, "-o", scenario.path + "/"])
    #expect(slash.status == 2)
    #expect(
      slash.stderr
        == "scrollwork: error: \(scenario.path)/: ends in /, naming a folder; --output takes a "
        + "file name such as out.svg\n")
    #expect(try Data(contentsOf: scenario) == before, "the scenario file is untouched")
    let folder = FileManager.default.temporaryDirectory.path
    let isFolder = try run(["render", "fling", "-o", folder])
    #expect(isFolder.status == 2)
    #expect(
      isFolder.stderr
        == "scrollwork: error: \(folder): is a folder; --output takes a file name such as "
        + "out.svg\n")
    let empty = try run(["render", "fling", "-o", ""])
    #expect(empty.status == 2)
    #expect(
      empty.stderr
        == "scrollwork: error: --output: the path is empty; give a file name such as out.svg\n")
  }

  /// A scenario's name is its author's text: the status line escapes what would break it.
  @Test func renderKeepsItsStatusLineWhole() throws {
    let scenario = try temporaryFile(
      #"{"name": "a\u001b[31mb\nc", "viewport": {"width": 390, "height": 844}, "#
        + #""content": {"rows": 5}}"#)
    defer { try? FileManager.default.removeItem(at: scenario) }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try run(["render", scenario.path, "-o", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(#"a\u{1b}[31mb\nc: 1 frames, "#), "\(result.stdout)")
    #expect(result.stdout.split(separator: "\n").count == 1)
  }

  #if os(Linux)
  /// Output that cannot be written is an error, not a trace lost with status 0: `/dev/full`
  /// refuses every write with "no space left on device".
  @Test(arguments: [["simulate", "fling"], ["simulate", "fling", "--final-only"], ["scenarios"]])
  func aFailedWriteToStandardOutputIsAnError(arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try run(arguments, output: full)
    #expect(result.status == 2)
    #expect(
      result.stderr == "scrollwork: error: standard output: cannot write: no space left on device\n"
    )
  }
  #endif

  @Test func galleryAddsTheUsersScenarioFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-gallery-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let mine = folder.appendingPathComponent("my scene.json")
    try Data(
      #"{"name": "mine", "viewport": {"width": 390, "height": 844}, "content": {"rows": 9}}"#.utf8
    ).write(to: mine)
    let output = folder.appendingPathComponent("out")
    let result = try run(["gallery", mine.path, "--output", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(
      FileManager.default.fileExists(atPath: output.appendingPathComponent("my-scene.svg").path))
    #expect(page.contains(#"<figure id="scene-my-scene""#))
    // A file named like a built-in scene is refused, on one line.
    let clash = folder.appendingPathComponent("fling.json")
    try Data(contentsOf: mine).write(to: clash)
    let refused = try run(["gallery", clash.path, "--output", output.path])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.hasSuffix("another scene is already called \"fling\"; rename the file\n"))
  }

  /// The files given are read and checked before anything is drawn or written: a missing or
  /// invalid one is reported at once, and no folder is made.
  @Test func galleryChecksTheFilesGivenFirst() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-gallery-check-\(UUID().uuidString)")
    let bad = try temporaryFile(#"{"viewport": {"width": 390, "height": 844}}"#)
    defer { try? FileManager.default.removeItem(at: bad) }
    for file in ["/nonexistent/nosuch.json", bad.path] {
      let result = try run(["gallery", file, "--output", folder.path])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty, "nothing drawn: \(result.stdout)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.path), "no folder is made")
    }
  }

  @Test func galleryWritesEveryScene() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["gallery", "--output", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.contains("index.html"))
    #expect(files.contains("fling.svg"))
    // A scene that ends with its sheet put away says so, not the detent it last rested at.
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("<b>sheet at</b> hidden, y 844 pt"))
    #expect(page.contains("<b>sheet at</b> teaser, y 644 pt"))
    // The facts a reader reads are rounded: a tenth of a point, a hundredth of a second (the
    // data attributes keep 4 decimals for the page's script).
    for facts in page.components(separatedBy: #"<div class="facts">"#).dropFirst() {
      let block = facts.components(separatedBy: "</div>")[0]
      let decimals = block.split(whereSeparator: { !$0.isNumber && $0 != "." })
        .compactMap { $0.split(separator: ".").dropFirst().first?.count }
      #expect(decimals.allSatisfy { $0 <= 2 }, "\(block)")
    }
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("[1/") == true, "a progress line per scene")
    #expect(lines.last?.contains(" scenes in ") == true, "a summary with the total time")
  }

  @Test(arguments: [
    (
      ["render", "fling", "--output", "/proc/scrollwork.svg"], "/proc/scrollwork.svg: cannot write"
    ),
    (
      ["gallery", "--output", "/proc/scrollwork-gallery"], "/proc/scrollwork-gallery: cannot write"
    ),
    (["render", "fling", "--output", "x.svg", "--at=-1"], "--at must be a number of seconds"),
    (["render", "fling", "--output", "/proc/a\nb.svg"], #"/proc/a\nb.svg: cannot write"#),
    (["simulate", "dir/a\nb.json"], #""dir/a\nb.json": no such file"#),
    (["render", "fling"], "Missing expected argument '--output"),
    (["render", "fling", "-o", "/missing/dir/x.svg"], "/missing/dir: no such directory"),
    (
      ["playground", "--benchmark", "rows", "--frames", "40000"],
      "--frames: expected 1 to 36000 for rows (600 s at 60 fps), got 40000"
    ),
    (
      ["playground", "--benchmark", "rows", "--frames", "-5"],
      "--frames: expected 1 to 36000 for rows (600 s at 60 fps), got -5"
    ),
  ])
  func unwritableOutputsAndBadOptionsAreOneLine(arguments: [String], expected: String) throws {
    let result = try run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(expected), "\(result.stderr)")
  }

  @Test func helpExitsZero() throws {
    let result = try run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("simulate"))
  }

  /// `help NAME` shows a command's help; a name that is no command is an error, not the
  /// general help with status 0.
  @Test func helpNamesItsCommand() throws {
    for name in ["simulate", "render", "gallery", "playground", "scenarios"] {
      let result = try run(["help", name])
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(result.stdout.contains("USAGE: scrollwork \(name)"), "\(result.stdout)")
    }
    let unknown = try run(["help", "nosuch"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "scrollwork: error: help: no command nosuch (the commands: simulate, render, gallery, "
        + "playground, scenarios)\n")
  }

  @Test func linesAreKeptWhole() {
    #expect(ScrollworkCommand.oneLine("a\nb\u{2028}c\u{1}") == #"a\nb\u{2028}c\u{1}"#)
    #expect(ScrollworkCommand.oneLine("plain: é") == "plain: é")
  }

  @Test func statusMapping() {
    #expect(ScrollworkCommand.status(for: CommandError(message: "x")) == 2)
  }
}
#endif
