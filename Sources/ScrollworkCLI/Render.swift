import ArgumentParser
import Foundation
@_spi(Engine) import ScrollworkSVG
@_spi(Engine) import ScrollworkSimulator

/// `scrollwork render FILE|NAME --output out.svg [--at SECONDS]`: draw a scenario.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw a scenario as an animated SVG, or as a still at one time.")

  @Argument(
    help: "A scenario file, or the name of a built-in scenario (see `scrollwork scenarios`).")
  var scenario: String

  @Option(name: .shortAndLong, help: "The SVG file to write, in a folder that exists.")
  var output: String

  // `.unconditional`: a negative number is taken as the value and rejected with a reason.
  @Option(
    parsing: .unconditional,
    help: "Draw the still frame at this time in seconds instead of an animation.")
  var at: Double?

  @Option(
    parsing: .unconditional,
    help: "Frames per second of the virtual display, 1 to 1000 (overrides the scenario's).")
  var fps: Double?

  func validate() throws {
    if let at, !(at.isFinite && at >= 0) {
      throw ValidationError("--at must be a number of seconds ≥ 0, got \(Simulate.text(at))")
    }
    try Simulate.validate(fps: fps)
  }

  func run() throws {
    let url = try OutputFile.requireFile(output, option: "--output")
    let scenario = try ScenarioSource.load(self.scenario)
    let trace = try ScrollSimulator.run(scenario, fps: fps)
    let renderer = SceneRenderer()
    let svg =
      at.map { renderer.staticSVG(scenario: scenario, trace: trace, at: $0) }
      ?? renderer.animatedSVG(scenario: scenario, trace: trace)
    try OutputFile.write(svg, to: url)
    let what = at.map { "the still at \(Simulate.text($0)) s" } ?? "\(trace.frames.count) frames"
    // The name is the scenario's own text, and the path the user's: neither may break the line.
    let name = ScrollworkCommand.oneLine(scenario.name ?? self.scenario)
    let out = StandardOutput()
    out.write(
      "\(name): \(what), \(svg.utf8.count / 1024) KB → \(ScrollworkCommand.oneLine(output))\n")
    try out.finish()
  }
}

/// Writing output files, with errors a user can act on.
enum OutputFile {
  /// Writes `text` to `url`, in a folder that must exist (``requireFolder(of:)``, or
  /// ``makeDirectory(_:)`` for a command that writes a folder of files).
  /// - Throws: ``CommandError`` naming the path and the reason.
  static func write(_ text: String, to url: URL) throws {
    do {
      try Data(text.utf8).write(to: url)
    } catch {
      throw CommandError(message: "\(url.path): cannot write: \(reason(error, creating: false))")
    }
  }

  /// The file `path` names, given as `option`, checked before any work: a path that is empty,
  /// ends in a slash or is a folder names no file to write (Foundation would write a path
  /// ending in a slash to the file before the slash), and its folder must exist
  /// (``requireFolder(of:)``).
  /// - Throws: ``CommandError`` naming the option or the path.
  static func requireFile(_ path: String, option: String) throws -> URL {
    guard !path.isEmpty else {
      throw CommandError(message: "\(option): the path is empty; give a file name such as out.svg")
    }
    guard !path.hasSuffix("/") else {
      throw CommandError(
        message: "\(path): ends in /, naming a folder; \(option) takes a file name such as out.svg")
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw CommandError(
        message: "\(path): is a folder; \(option) takes a file name such as out.svg")
    }
    let url = URL(fileURLWithPath: path)
    try requireFolder(of: url)
    return url
  }

  /// Checks that the folder the file `url` goes in exists, before any work: a command that
  /// writes one file does not create folders (a mistyped path would otherwise leave a tree of
  /// them behind).
  /// - Throws: ``CommandError`` naming the folder.
  static func requireFolder(of url: URL) throws {
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      throw CommandError(message: "\(folder.path): no such directory (create it first)")
    }
    guard isFolder.boolValue else {
      throw CommandError(message: "\(folder.path): not a directory")
    }
  }

  /// Creates the folder `url` (and its parents).
  /// - Throws: ``CommandError`` naming the path and the reason.
  static func makeDirectory(_ url: URL) throws {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      // A folder that exists but cannot be written to fails here rather than halfway through.
      let probe = url.appendingPathComponent(".scrollwork-write-test")
      try Data().write(to: probe)
      try FileManager.default.removeItem(at: probe)
    } catch {
      throw CommandError(
        message: "\(url.path): cannot write to this folder: \(reason(error, creating: true))")
    }
  }

  /// Why writing failed, in words a user can act on; `creating` when the command was creating
  /// a folder rather than writing a file.
  private static func reason(_ error: Error, creating: Bool) -> String {
    if let error = error as? CocoaError {
      switch error.code {
      case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
      case .fileNoSuchFile, .fileReadNoSuchFile:
        return creating ? "the folder cannot be created there" : "no such file or folder"
      case .fileWriteVolumeReadOnly: return "read-only file system"
      case .fileWriteOutOfSpace: return "no space left on the device"
      case .fileWriteFileExists: return "a file of that name is in the way"
      default: break
      }
      // Foundation's own words for the rest name only its error code; the system's reason,
      // when there is one, says what is wrong (a loop of links, a name too long).
      if let underlying = error.underlying.map({ $0 as NSError }),
        underlying.domain == NSPOSIXErrorDomain
      {
        return String(cString: strerror(Int32(underlying.code))).lowercased()
      }
    }
    return (error as NSError).localizedDescription
  }
}
