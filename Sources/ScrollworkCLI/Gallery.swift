import ArgumentParser
import Foundation
import ScrollworkSVG
import ScrollworkSimulator

/// `scrollwork gallery [--output DIR]`: every built-in scenario as an animated SVG, and an
/// `index.html` showing them all.
struct Gallery: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw every built-in scenario as an animated SVG, with an index.html.")

  @Option(name: .shortAndLong, help: "The folder to write into.")
  var output = "gallery"

  func run() throws {
    let start = DispatchTime.now()
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    try OutputFile.makeDirectory(folder)
    let names = BuiltInScenarios.names
    var scenes: [GalleryPage.Scene] = []
    for (index, name) in names.enumerated() {
      let sceneStart = DispatchTime.now()
      let scenario = try BuiltInScenarios.named(name)
      let trace = try ScrollSimulator.run(scenario)
      let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace, id: name)
      try OutputFile.write(svg, to: folder.appendingPathComponent("\(name).svg"))
      scenes.append(
        GalleryPage.Scene(
          name: name, scenario: scenario, trace: trace, svg: svg,
          source: BuiltInScenarios.source(of: name) ?? ""))
      let size = String(format: "%.1f KB", Double(svg.utf8.count) / 1024)
      print(
        "[\(index + 1)/\(names.count)] \(name): \(trace.frames.count) frames, \(size), "
          + "\(Self.milliseconds(since: sceneStart)) ms")
    }
    let index = folder.appendingPathComponent("index.html")
    try OutputFile.write(GalleryPage(scenes: scenes).html, to: index)
    print("\(scenes.count) scenes in \(Self.milliseconds(since: start)) ms → \(index.path)")
  }

  static func milliseconds(since start: DispatchTime) -> String {
    let nanoseconds = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
    return String(format: "%.1f", Double(nanoseconds) / 1e6)
  }
}
