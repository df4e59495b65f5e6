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

  func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let executable = try #require(Self.executable, "build the scrollwork product first")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
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
    (["simulate", "fling", "--fps", "0"], "--fps must be a number above 0"),
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
      result.stderr == "scrollwork: error: \(file.path): fps: expected a number from 1 to 1000, got -1\n")
  }

  @Test func renderWritesAnAnimatedOrStillSVG() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-render-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let animated = folder.appendingPathComponent("nested/fling.svg")
    #expect(try run(["render", "fling", "--output", animated.path]).status == 0)
    let svg = try String(contentsOf: animated, encoding: .utf8)
    #expect(svg.contains("<animateTransform"))
    let still = folder.appendingPathComponent("still.svg")
    #expect(try run(["render", "fling", "-o", still.path, "--at", "1"]).status == 0)
    #expect(try !String(contentsOf: still, encoding: .utf8).contains("<animate"))
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
    (["render", "fling"], "Missing expected argument '--output"),
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

  @Test func statusMapping() {
    #expect(ScrollworkCommand.status(for: CommandError(message: "x")) == 2)
  }
}
