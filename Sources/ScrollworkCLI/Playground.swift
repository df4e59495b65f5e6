import ArgumentParser
import Foundation
import ScrollworkSVG
import ScrollworkSimulator

/// `scrollwork playground [--output DIR] [--engine FILE]`: the live browser playground, a page
/// that opens from the file system and runs the engine compiled to WebAssembly.
struct Playground: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the live browser playground: every seed effect and the sheet, to touch.",
    discussion: """
      The page runs ScrollworkCore and the simulator compiled to WebAssembly; build the module \
      first with 'bash Scripts/build-wasm.sh'. Open DIR/index.html in a browser (no server \
      needed).
      """)

  @Option(name: .shortAndLong, help: "The folder to write into.")
  var output = "playground"

  @Option(help: "The WebAssembly engine Scripts/build-wasm.sh built.")
  var engine = ".build-wasm/scrollwork.wasm"

  func run() throws {
    let start = DispatchTime.now()
    let wasm: Data
    do {
      wasm = try Data(contentsOf: URL(fileURLWithPath: engine))
    } catch {
      throw CommandError(
        message: "\(engine): no engine to put in the page (build it: bash Scripts/build-wasm.sh)")
    }
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    try OutputFile.makeDirectory(folder)
    for name in Self.pageFiles {
      guard
        let url = Bundle.module.url(
          forResource: name, withExtension: nil, subdirectory: "Playground"),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else {
        throw CommandError(message: "\(name): missing from the command's resources")
      }
      try OutputFile.write(text, to: folder.appendingPathComponent(name))
    }
    let scenes = try PlaygroundScenes.script()
    try OutputFile.write(scenes, to: folder.appendingPathComponent("scenes.js"))
    try OutputFile.write(
      "// Scrollwork's engine (Scripts/build-wasm.sh), as base64: a page opened from the file "
        + "system may not fetch it.\nglobalThis.ScrollworkEngineWasm = \""
        + wasm.base64EncodedString() + "\";\n",
      to: folder.appendingPathComponent("engine-wasm.js"))
    let index = folder.appendingPathComponent("index.html")
    print(
      "\(PlaygroundScenes.all.count) scenes, engine \(wasm.count / 1024) KB, in "
        + "\(Gallery.milliseconds(since: start)) ms → \(index.path)")
  }

  /// The page's own files, copied as they are.
  static let pageFiles = [
    "index.html", "playground.css", "playground.js", "engine.js", "render.js", "render.css",
  ]
}

/// The playground's scenes: built-in scenarios without their scripts, in the seeds' order.
enum PlaygroundScenes {
  struct Scene {
    /// The id in the page's address (`#peek-fox`).
    var id: String
    /// The built-in scenario it opens.
    var builtIn: String
    /// Its name in the scene list.
    var short: String
    /// What to try, under the title.
    var blurb: String
    /// Fields of the built-in's `sheet` replaced (it must have one).
    var sheetChanges: [JSONValue.Member] = []
  }

  static let all: [Scene] = [
    Scene(
      id: "peek-fox", builtIn: "peek-fox", short: "Fox",
      blurb: "Pull the last row up past the end of the table: the fox peeks out from below. The "
        + "top never bounces. Fewer rows than the screen holds show the empty state."),
    Scene(
      id: "peek-empty", builtIn: "peek-empty", short: "Empty state",
      blurb: "Three rows do not fill the screen, so the fox gives way to an empty-state view. Add "
        + "rows with the slider and the fox comes back."),
    Scene(
      id: "bounce-one-edge", builtIn: "no-bounce-top",
      short: "One edge bounces",
      blurb: "This list bounces at its bottom only: pull down from the top and nothing moves; "
        + "fling to the end and it overshoots and springs back."),
    Scene(
      id: "parallax", builtIn: "parallax", short: "Landscape",
      blurb: "The landscape moves with the content, more slowly: its whole height maps onto the "
        + "whole scroll range."),
    Scene(
      id: "two-tone", builtIn: "two-tone", short: "Three tones",
      blurb: "Pull down for the blue above the rows, up past the end for the green below them; "
        + "the table's own grey stays between."),
    Scene(
      id: "shadows", builtIn: "shadows-short", short: "Shadows",
      blurb: "Four edge shadows: two at the visible area's edges, two on the content's ends. "
        + "Drag past either end to see the gap take depth."),
    Scene(
      id: "sheet", builtIn: "sheet-keyboard", short: "Maps sheet",
      blurb: "Drag the sheet by its grabber, header or list: one gesture moves the sheet, then "
        + "collapses the filters, then scrolls the list, and back. Flick it between detents; "
        + "bring the keyboard up with the buttons.",
      sheetChanges: [.init("initial", .string("default"))]),
    Scene(
      id: "sticky-footer", builtIn: "sticky-footer", short: "Footer",
      blurb: "With few rows the footer sits at the bottom of the screen; add rows and it follows "
        + "the last one."),
    Scene(
      id: "fling", builtIn: "fling", short: "Plain table",
      blurb: "A plain table with UIKit's deceleration: flick it and compare with a real device."),
  ]

  /// The seed `scene` shows, as the gallery groups its built-in scenario (``GalleryPage/groups``,
  /// the seeds' order): one list for both pages.
  static func group(of scene: Scene) -> String {
    GalleryPage.groups.first { $0.names.contains(scene.builtIn) }?.title ?? "More"
  }

  /// `scenes.js`: `globalThis.ScrollworkScenes` with the scenes, the artwork and every
  /// built-in scenario (for `scrollwork.replay` and the browser tests).
  static func script() throws -> String {
    var scenes: [JSONValue] = []
    for scene in all {
      guard let source = BuiltInScenarios.source(of: scene.builtIn) else {
        throw CommandError(message: "\(scene.builtIn): no such built-in scenario")
      }
      let json = try JSONValue.parse(Data(source.utf8))
      guard case .object(var members) = json else {
        throw CommandError(message: "\(scene.builtIn): not an object")
      }
      members.removeAll { $0.key == "script" || $0.key == "lookFor" }
      if !scene.sheetChanges.isEmpty {
        guard let sheet = members.firstIndex(where: { $0.key == "sheet" }),
          case .object(var fields) = members[sheet].value
        else { throw CommandError(message: "\(scene.builtIn): no sheet to change") }
        for change in scene.sheetChanges {
          fields.removeAll { $0.key == change.key }
          fields.append(change)
        }
        members[sheet].value = .object(fields)
      }
      let title = members.first { $0.key == "title" }.flatMap {
        if case .string(let text) = $0.value { text } else { nil }
      }
      scenes.append(
        .object([
          .init("id", .string(scene.id)), .init("group", .string(group(of: scene))),
          .init("short", .string(scene.short)), .init("title", .string(title ?? scene.short)),
          .init("blurb", .string(scene.blurb)), .init("scenario", .object(members)),
        ]))
    }
    let artwork = JSONValue.object(
      PlaygroundArtwork.documents().map { JSONValue.Member($0.name, .string($0.svg)) })
    var builtIns: [JSONValue.Member] = []
    for name in BuiltInScenarios.names {
      guard let source = BuiltInScenarios.source(of: name) else { continue }
      builtIns.append(.init(name, try JSONValue.parse(Data(source.utf8))))
    }
    let data = JSONValue.object([
      .init("scenes", .array(scenes)), .init("artwork", artwork),
      .init("builtIns", .object(builtIns)),
    ])
    return "// The playground's scenes, artwork and built-in scenarios, written by "
      + "'scrollwork playground'.\nglobalThis.ScrollworkScenes = "
      + data.serialized(decimals: 9) + ";\n"
  }
}
