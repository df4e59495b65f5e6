import ArgumentParser
import Foundation
@_spi(Engine) import ScrollworkSVG
@_spi(Engine) import ScrollworkSimulator

/// `scrollwork gallery [FILE...] [--output DIR]`: every built-in scenario, and the scenario
/// files given, as animated SVGs, and an `index.html` showing them all.
struct Gallery: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw every built-in scenario as an animated SVG, with an index.html.")

  @Option(name: .shortAndLong, help: "The folder to write into.")
  var output = "gallery"

  @Argument(help: "Scenario files to draw after the built-in scenes, named by their file names.")
  var files: [String] = []

  func run() throws {
    let start = DispatchTime.now()
    let names = try sceneNames()
    // Every file is read and checked before anything is written or drawn: a mistyped or
    // invalid file is reported at once, not after the built-ins, and leaves no gallery behind.
    let loaded = try names.map { try ScenarioSource.loadWithSource($0.argument) }
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    try OutputFile.makeDirectory(folder)
    let out = StandardOutput()
    var scenes: [GalleryPage.Scene] = []
    for (index, ((name, _), (scenario, source))) in zip(names, loaded).enumerated() {
      let sceneStart = DispatchTime.now()
      let trace = try ScrollSimulator.run(scenario)
      let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace, id: name)
      try OutputFile.write(svg, to: folder.appendingPathComponent("\(name).svg"))
      try OutputFile.write(source, to: folder.appendingPathComponent("\(name).json"))
      scenes.append(
        GalleryPage.Scene(name: name, scenario: scenario, trace: trace, svg: svg, source: source))
      let size = String(format: "%.1f KB", Double(svg.utf8.count) / 1024)
      out.write(
        "[\(index + 1)/\(names.count)] \(name): \(trace.frames.count) frames, \(size), "
          + "\(Self.milliseconds(since: sceneStart)) ms\n")
      out.flush()
    }
    let index = folder.appendingPathComponent("index.html")
    try OutputFile.write(GalleryPage(scenes: scenes).html, to: index)
    out.write(
      "\(scenes.count) scenes in \(Self.milliseconds(since: start)) ms → "
        + "\(ScrollworkCommand.oneLine(index.path))\n")
    try out.finish()
  }

  /// Every scene's name (its picture's file name) and what to load: the built-in scenarios,
  /// then `files` named by their file names, which must be new.
  func sceneNames() throws -> [(name: String, argument: String)] {
    var scenes = BuiltInScenarios.names.map { (name: $0, argument: $0) }
    for file in files {
      var name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      name = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
      guard !name.isEmpty, !scenes.contains(where: { $0.name == name }) else {
        throw ScenarioError(
          file: file, field: "",
          reason: "another scene is already called \(name.isEmpty ? "that" : "\"\(name)\""); "
            + "rename the file")
      }
      scenes.append((name, file.hasSuffix(".json") || file.contains("/") ? file : "./\(file)"))
    }
    return scenes
  }

  static func milliseconds(since start: DispatchTime) -> String {
    let nanoseconds = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
    return String(format: "%.1f", Double(nanoseconds) / 1e6)
  }
}
