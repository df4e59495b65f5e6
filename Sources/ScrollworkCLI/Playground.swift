import ArgumentParser
import Foundation
@_spi(Engine) import ScrollworkSVG
@_spi(Engine) import ScrollworkSimulator

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

  @Option(
    help: ArgumentHelp(
      "Write no page: time the page's benchmark script on SCENE natively and print the cost "
        + "of a frame as JSON (scrollwork.benchmark runs it in a browser).",
      valueName: "SCENE"))
  var benchmark: String?

  // `.unconditional`: a negative number is taken as the value and rejected with a reason.
  @Option(
    parsing: .unconditional,
    help: "How many steps --benchmark takes, one a frame (a release takes none).")
  var frames = 2400

  func run() throws {
    let out = StandardOutput()
    if let benchmark {
      let result = try PlaygroundBenchmark.run(scene: benchmark, frames: frames)
      out.write(result.serialized(decimals: 3) + "\n")
      try out.finish()
      return
    }
    let start = DispatchTime.now()
    let wasm: Data
    do {
      wasm = try Data(contentsOf: URL(fileURLWithPath: engine))
    } catch {
      throw CommandError(
        message: "\(engine): no engine to put in the page (build it: bash Scripts/build-wasm.sh)")
    }
    // Checked here: a page given another file would fail only later, in the browser.
    guard wasm.starts(with: [0x00, 0x61, 0x73, 0x6D]) else {
      throw CommandError(
        message: "\(engine): not a WebAssembly module (build it: bash Scripts/build-wasm.sh)")
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
    out.write(
      "\(PlaygroundScenes.all.count) scenes, engine \(wasm.count / 1024) KB, in "
        + "\(Gallery.milliseconds(since: start)) ms → \(ScrollworkCommand.oneLine(index.path))\n")
    try out.finish()
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
    /// Its title, when the built-in's names what its script does rather than the scene.
    var title: String?
    /// Its group in the scene list, for a built-in the gallery does not group
    /// (``GalleryPage/groups`` wins when it does).
    var group: String?
  }

  /// The group of the effects past the seeds: the stretchy header, the empty state, the edge
  /// effects and the refresh control.
  static let pastTheSeeds = "Past the seeds"

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
      sheetChanges: [.init("initial", .string("default"))],
      title: "A maps sheet: header, list and keyboard"),
    Scene(
      id: "dismiss", builtIn: "sheet-dismiss", short: "Dismissal",
      blurb: "Drag the sheet below its lowest detent and flick it down to put it away; released "
        + "slowly before halfway, it comes back. Choose \"vetoed\" to see the rubber band and "
        + "the counted attempt; the detent buttons present it again."),
    Scene(
      id: "fitted", builtIn: "sheet-fitted", short: "Fitted card",
      blurb: "The card is as tall as its rows: add rows with the Rows control and it grows, "
        + "remove them and it shrinks, springing to each new height. Past what the screen "
        + "holds it stops 10 pt under the top."),
    Scene(
      id: "pages", builtIn: "sheet-pages", short: "Pages",
      blurb: "Two lists in one sheet, Places and Guides. Scroll one, switch with the page "
        + "buttons, and each keeps its place. Switch during a fling: the list left stops where "
        + "it is, the other shows where it was."),
    Scene(
      id: "floating", builtIn: "sheet-floating", short: "Floating",
      blurb: "The iOS 26 look: at its partial detents the panel floats inset from the edges with "
        + "round corners over a translucent material, and attaches as it rises to the top. Try "
        + "dragging it between default and the top: it spreads to the edges and turns opaque in "
        + "step with its position."),
    Scene(
      id: "sticky-footer", builtIn: "sticky-footer", short: "Footer",
      blurb: "With few rows the footer sits at the bottom of the screen; add rows and it follows "
        + "the last one."),
    Scene(
      id: "stretchy-header", builtIn: "stretchy-header", short: "Stretchy header",
      blurb: "Pull the rows down: the header stretches to fill the pull. Scroll up: it shrinks "
        + "to its minimum height, then stays pinned under the navigation bar while the rows pass "
        + "beneath it. Try the other anchors and a stretch below 1.",
      group: pastTheSeeds),
    Scene(
      id: "empty-state", builtIn: "empty-state", short: "Empty list",
      blurb: "A list with no rows shows its empty state, centred 40 pt above the middle. It still "
        + "scrolls: pull past 100 pt to refresh, then End refresh. Add rows with the Rows "
        + "slider and the empty state goes.",
      title: "An empty list that still refreshes", group: pastTheSeeds),
    Scene(
      id: "edge-effects", builtIn: "edge-effects", short: "Edge effects",
      blurb: "iOS 26's scroll edge effect: a soft fade under the navigation bar, a hard edge with "
        + "a divider above the bottom bar. Each comes in as the rows run under its bar, over "
        + "the first 16 pt: none at rest at the top, none at the bottom once the last row "
        + "clears the bar.",
      group: pastTheSeeds),
    Scene(
      id: "refresh", builtIn: "refresh", short: "Pull to refresh",
      blurb: "The top does not bounce, but a finger may still pull it open: past 100 pt a "
        + "refresh begins and the release holds the spinner in 60 pt of room until you press "
        + "End refresh. A fling toward the top stops dead at the first row.",
      title: "Pull to refresh on a table that bounces at the bottom only", group: pastTheSeeds),
    Scene(
      id: "effects", builtIn: "effects-combined", short: "Every effect",
      blurb: "All nine decorations on one table. Pull to refresh over the stretched header, add "
        + "rows with the slider (the empty state goes), then scroll: the header pins, the soft "
        + "fade comes in under it, and at the end the fox peeks out past the footer.",
      group: pastTheSeeds),
    Scene(
      id: "rows", builtIn: "rows-fling", short: "100,000 rows",
      blurb: "A lazy list of 100,000 rows that size themselves: each is laid out at 56 pt until "
        + "it comes within 88 pt of the screen, then measured at 28 to 84 pt (±50 %). Fling "
        + "through rows never built: none on screen ever jumps, only the indicator's length "
        + "changes. Jump to any row, at its top, centre or bottom, animated or not: it lands "
        + "exactly there.",
      title: "A lazy list of 100,000 self-sizing rows"),
    Scene(
      id: "sheet-rows", builtIn: "sheet-rows-hand-off", short: "Lazy sheet list",
      blurb: "The sheet's list has 100,000 rows that size themselves: each is laid out at 56 pt "
        + "until it comes near the screen, then measured at 28 to 84 pt. Drag the sheet up and "
        + "on into the list, fling it, fling it back: no row on screen ever jumps, and the "
        + "fling hands over to the header and the sheet at the speed it had.",
      title: "A sheet over 100,000 self-sizing rows"),
    Scene(
      id: "fling", builtIn: "fling", short: "Plain table",
      blurb: "A plain table with UIKit's deceleration: flick it and compare with a real device."),
  ]

  /// The seed `scene` shows, as the gallery groups its built-in scenario (``GalleryPage/groups``,
  /// the seeds' order): one list for both pages. A built-in the gallery does not group is in
  /// the scene's own group (the effects past the seeds).
  static func group(of scene: Scene) -> String {
    GalleryPage.groups.first { $0.names.contains(scene.builtIn) }?.title ?? scene.group ?? "More"
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
      let title =
        scene.title
        ?? members.first { $0.key == "title" }.flatMap {
          if case .string(let text) = $0.value { text } else { nil }
        } ?? scene.short
      // The scene's words, not the built-in's script's: a recording carries them.
      members.removeAll { $0.key == "title" || $0.key == "description" }
      members.insert(contentsOf: [.init("title", .string(title))], at: min(1, members.count))
      members.insert(.init("description", .string(scene.blurb)), at: min(2, members.count))
      scenes.append(
        .object([
          .init("id", .string(scene.id)), .init("builtIn", .string(scene.builtIn)),
          .init("group", .string(group(of: scene))), .init("short", .string(scene.short)),
          .init("title", .string(title)), .init("blurb", .string(scene.blurb)),
          .init("scenario", .object(members)),
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

/// `scrollwork playground --benchmark SCENE`: the page's benchmark script (`scrollwork.benchmark`
/// in playground.js) run natively, so the two costs are measured side by side.
enum PlaygroundBenchmark {
  /// Steps a session on `scene` for `frames` frames: 60 frames of a drag up by 6 pt, a release,
  /// then waits, every 240 frames; one action a frame, as the page performs them.
  /// - Returns: `{"scene", "frames", "engineMicroseconds", "sessionMicroseconds"}`: a frame's
  ///   cost with the frames written as `scrollwork simulate` writes them (JSON), and without.
  static func run(scene id: String, frames: Int) throws -> JSONValue {
    guard let scene = try scenario(of: id) else {
      let ids = PlaygroundScenes.all.map(\.id).joined(separator: ", ")
      throw CommandError(message: "\(id): no such scene (the scenes: \(ids))")
    }
    // A step is a frame but for the release in every 240, and the session holds a scenario's
    // limit of simulated time: so many steps at the scene's rate always fit.
    let most = Int(ScenarioLimits.simulatedTime * scene.fps)
    guard frames > 0, frames <= most else {
      throw CommandError(
        message:
          "--frames: expected 1 to \(most) for \(id) (\(Simulate.text(ScenarioLimits.simulatedTime)) s "
          + "at \(Simulate.text(scene.fps)) fps), got \(frames)")
    }
    var json = 0.0
    var session = 0.0
    var count = 0
    // Twice each, the first to warm up; the second counts.
    for pass in 0..<4 {
      let writes = pass % 2 == 0
      var bytes = 0
      var writer = TraceWriter(scenario: nil, fps: scene.fps) { bytes += $0.utf8.count }
      let start = DispatchTime.now()
      let taken = try steps(scene, frames: frames) { if writes { writer.receive($0) } }
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      if pass >= 2 {
        count = taken
        if writes { json = seconds } else { session = seconds }
      }
    }
    return .object([
      .init("scene", .string(id)), .init("frames", .number(Double(count))),
      .init("engineMicroseconds", .number(json / Double(count) * 1e6)),
      .init("sessionMicroseconds", .number(session / Double(count) * 1e6)),
    ])
  }

  private static func scenario(of id: String) throws -> Scenario? {
    guard let scene = PlaygroundScenes.all.first(where: { $0.id == id }),
      let source = BuiltInScenarios.source(of: scene.builtIn),
      case .object(var members) = try JSONValue.parse(Data(source.utf8))
    else { return nil }
    members.removeAll { $0.key == "script" }
    if let index = members.firstIndex(where: { $0.key == "sheet" }),
      case .object(var fields) = members[index].value
    {
      for change in scene.sheetChanges {
        fields.removeAll { $0.key == change.key }
        fields.append(change)
      }
      members[index].value = .object(fields)
    }
    return try Scenario(json: .object(members))
  }

  private static func steps(
    _ scenario: Scenario, frames: Int, each: (TraceFrame) -> Void
  ) throws -> Int {
    var session = try ScenarioSession(scenario)
    let step = 1 / scenario.fps
    var on: [JSONValue.Member] = []
    if scenario.sheet != nil { on.append(.init("on", .string("content"))) }
    var count = 0
    for index in 0..<frames {
      let phase = index % 240
      let action: JSONValue
      if phase < 60 {
        action = .object([
          .init(
            "drag",
            .object([.init("by", .number(-6)), .init("duration", .number(step))] + on))
        ])
      } else if phase == 60 {
        action = .object([.init("release", .object([]))])
      } else {
        action = .object([.init("wait", .object([.init("seconds", .number(step))]))])
      }
      try session.perform(action)
      for frame in session.takeFrames() {
        each(frame)
        count += 1
      }
    }
    return count
  }
}
