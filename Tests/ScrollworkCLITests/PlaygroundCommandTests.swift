import Foundation
@_spi(Engine) import ScrollworkSVG
@_spi(Engine) import ScrollworkSimulator
import Testing

@testable import ScrollworkCLI

/// `scrollwork playground`: the page's files, its scenes and its one-line errors.
struct PlaygroundCommandTests {
  /// `scenes.js`'s object, as the page reads it: its scenes, built-ins and artwork.
  static func scenesScript() throws -> JSONValue {
    let script = try PlaygroundScenes.script()
    let prefix = "globalThis.ScrollworkScenes = "
    let start = try #require(script.range(of: prefix)).upperBound
    let end = try #require(script.range(of: ";\n", options: .backwards)).lowerBound
    return try JSONValue.parse(Data(script[start..<end].utf8))
  }

  /// The scenes `scenes.js` carries (none when it has no `scenes` array: the tests then fail on
  /// what they look for).
  static func scenes() throws -> [JSONValue] {
    guard case .object(let members) = try scenesScript(),
      case .array(let scenes)? = members.first(where: { $0.key == "scenes" })?.value
    else {
      Issue.record("scenes.js has no scenes")
      return []
    }
    return scenes
  }

  let cli = CommandLineTests()

  @Test func writesThePageWithTheEngineInside() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-playground-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = folder.appendingPathComponent("engine.wasm")
    try Data([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]).write(to: engine)
    let output = folder.appendingPathComponent("page")
    let result = try cli.run(["playground", "--engine", engine.path, "--output", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\(PlaygroundScenes.all.count) scenes"))
    #expect(PlaygroundScenes.all.count == 20)
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    #expect(
      files == [
        "engine-wasm.js", "engine.js", "index.html", "playground.css", "playground.js",
        "render.css", "render.js", "scenes.js",
      ])
    let wasm = try String(
      contentsOf: output.appendingPathComponent("engine-wasm.js"), encoding: .utf8)
    #expect(wasm.contains("\"AGFzbQEAAAA=\""), "the module's bytes as base64")
  }

  /// Every scene opens a scenario the simulator accepts, without a script, and the page
  /// carries every built-in scenario for `scrollwork.replay`.
  @Test func everySceneIsAValidScenario() throws {
    guard case .object(let members) = try Self.scenesScript(),
      case .array(let scenes)? = members.first(where: { $0.key == "scenes" })?.value,
      case .object(let builtIns)? = members.first(where: { $0.key == "builtIns" })?.value,
      case .object(let artwork)? = members.first(where: { $0.key == "artwork" })?.value
    else {
      Issue.record("scenes.js has no scenes, builtIns or artwork")
      return
    }
    #expect(scenes.count == PlaygroundScenes.all.count)
    #expect(builtIns.map(\.key) == BuiltInScenarios.names)
    #expect(Set(artwork.map(\.key)).isSuperset(of: ["fox", "landscape", "map"]))
    for case .object(let scene) in scenes {
      guard case .object(let fields)? = scene.first(where: { $0.key == "scenario" })?.value else {
        Issue.record("a scene without a scenario")
        continue
      }
      #expect(!fields.contains { $0.key == "script" })
      let scenario = try Scenario(json: .object(fields))
      #expect(try ScrollSimulator.run(scenario).frames.count == 1)
    }
  }

  /// Every scene belongs to one of the gallery's seed groups, or to the effects past the seeds
  /// (after the seeds' own), and the groups come in the gallery's order, each once: the two
  /// pages share one list of seeds.
  @Test func scenesComeGroupedInTheSeedsOrder() throws {
    let groups = PlaygroundScenes.all.map { PlaygroundScenes.group(of: $0) }
    var titles = GalleryPage.groups.map(\.title)
    let footer = try #require(titles.firstIndex(of: "Sticky footer"))
    if !titles.contains(PlaygroundScenes.pastTheSeeds) {
      titles.insert(PlaygroundScenes.pastTheSeeds, at: footer + 1)
    }
    #expect(groups.allSatisfy { titles.contains($0) }, "\(groups)")
    var runs: [String] = []
    for group in groups where runs.last != group { runs.append(group) }
    #expect(runs == titles.filter { runs.contains($0) }, "\(runs)")
    #expect(Set(runs).count == runs.count, "a group split in two: \(runs)")
  }

  /// A scene's scenario, and so its recordings, carry the scene's own title and words, not
  /// those of the built-in scenario's script: the maps sheet is not "The keyboard lifts the
  /// sheet".
  @Test func scenesCarryTheirOwnTitles() throws {
    let scenes = try Self.scenes()
    for case .object(let scene) in scenes {
      guard case .string(let title)? = scene.first(where: { $0.key == "title" })?.value,
        case .string(let blurb)? = scene.first(where: { $0.key == "blurb" })?.value,
        case .object(let scenario)? = scene.first(where: { $0.key == "scenario" })?.value
      else {
        Issue.record("a scene without a title, blurb or scenario")
        continue
      }
      #expect(scenario.first { $0.key == "title" }?.value == .string(title))
      #expect(scenario.first { $0.key == "description" }?.value == .string(blurb))
      #expect(!title.contains("keyboard lifts"), "\(title)")
    }
  }

  /// `#dismiss` opens `sheet-dismiss` as it is — at its teaser, a finger allowed to put it away —
  /// with the sheet's seeds.
  @Test func theDismissalSceneOpensASheetAFingerMayPutAway() throws {
    let scene = try #require(PlaygroundScenes.all.first { $0.id == "dismiss" })
    #expect(scene.builtIn == "sheet-dismiss")
    #expect(scene.sheetChanges.isEmpty)
    #expect(PlaygroundScenes.group(of: scene) == "The sheet")
    let scenes = try Self.scenes()
    let opened = scenes.first {
      guard case .object(let fields) = $0 else { return false }
      return fields.contains { $0.key == "id" && $0.value == .string("dismiss") }
    }
    guard case .object(let fields)? = opened,
      case .object(let scenario)? = fields.first(where: { $0.key == "scenario" })?.value
    else {
      Issue.record("scenes.js has no #dismiss")
      return
    }
    let sheet = try #require(try Scenario(json: .object(scenario)).sheet)
    #expect(sheet.dismissal == .interactive)
    #expect(sheet.presented)
    #expect(sheet.initial == "teaser")
  }

  /// `#fitted` opens `sheet-fitted` (a card whose lower detent fits its rows) and `#pages`
  /// opens `sheet-pages` (two lists), as they are, among the sheet's seeds, after `#dismiss`.
  @Test func theFittedAndPagesScenesOpenTheirBuiltIns() throws {
    let ids = PlaygroundScenes.all.map(\.id)
    let dismiss = try #require(ids.firstIndex(of: "dismiss"))
    #expect(Array(ids[dismiss...].prefix(3)) == ["dismiss", "fitted", "pages"])
    let scenes = try Self.scenes()
    func sheet(of id: String) throws -> ScenarioSheet? {
      let opened = scenes.first {
        guard case .object(let fields) = $0 else { return false }
        return fields.contains { $0.key == "id" && $0.value == .string(id) }
      }
      guard case .object(let fields)? = opened,
        case .object(let scenario)? = fields.first(where: { $0.key == "scenario" })?.value
      else { return nil }
      return try Scenario(json: .object(scenario)).sheet
    }
    for (id, builtIn) in [("fitted", "sheet-fitted"), ("pages", "sheet-pages")] {
      let scene = try #require(PlaygroundScenes.all.first { $0.id == id })
      #expect(scene.builtIn == builtIn)
      #expect(scene.sheetChanges.isEmpty)
      #expect(PlaygroundScenes.group(of: scene) == "The sheet")
    }
    let fitted = try #require(try sheet(of: "fitted"))
    guard case .fitted(let inset)? = fitted.detents.first?.position else {
      Issue.record("#fitted's first detent is not fitted")
      return
    }
    #expect(inset == 10)
    #expect(fitted.pages.isEmpty)
    let pages = try #require(try sheet(of: "pages"))
    #expect(pages.pages.map(\.rowCount) == [40, 30])
  }

  /// `#floating` opens `sheet-floating` as it is — the iOS 26 look, floating 8 pt inset with
  /// 38 pt corners, at its default detent — after the other sheet scenes, among the sheet's
  /// seeds.
  @Test func theFloatingSceneOpensTheFloatingSheet() throws {
    let ids = PlaygroundScenes.all.map(\.id)
    let pages = try #require(ids.firstIndex(of: "pages"))
    #expect(ids[pages + 1] == "floating")
    let scene = try #require(PlaygroundScenes.all.first { $0.id == "floating" })
    #expect(scene.builtIn == "sheet-floating")
    #expect(scene.sheetChanges.isEmpty)
    #expect(PlaygroundScenes.group(of: scene) == "The sheet")
    let scenes = try Self.scenes()
    let opened = scenes.first {
      guard case .object(let fields) = $0 else { return false }
      return fields.contains { $0.key == "id" && $0.value == .string("floating") }
    }
    guard case .object(let fields)? = opened,
      case .object(let scenario)? = fields.first(where: { $0.key == "scenario" })?.value
    else {
      Issue.record("scenes.js has no #floating")
      return
    }
    let sheet = try #require(try Scenario(json: .object(scenario)).sheet)
    #expect(sheet.appearance == .floating(inset: 8, cornerRadius: 38))
    #expect(sheet.initial == "default")
  }

  /// The effects past the seeds each open their built-in scenario without its script, in
  /// their own group after the seeds' scenes (`#sticky-footer`): the stretchy header, the empty
  /// list, the edge effects, pull to refresh, and every decoration at once.
  @Test func theEffectScenesOpenTheirBuiltIns() throws {
    let ids = PlaygroundScenes.all.map(\.id)
    let footer = try #require(ids.firstIndex(of: "sticky-footer"))
    let effects = [
      ("stretchy-header", "stretchy-header"), ("empty-state", "empty-state"),
      ("edge-effects", "edge-effects"), ("refresh", "refresh"), ("effects", "effects-combined"),
    ]
    #expect(Array(ids[(footer + 1)...].prefix(effects.count)) == effects.map(\.0))
    let scenes = try Self.scenes()
    for (id, builtIn) in effects {
      let scene = try #require(PlaygroundScenes.all.first { $0.id == id })
      #expect(scene.builtIn == builtIn)
      #expect(PlaygroundScenes.group(of: scene) == PlaygroundScenes.pastTheSeeds)
      let opened = scenes.first {
        guard case .object(let fields) = $0 else { return false }
        return fields.contains { $0.key == "id" && $0.value == .string(id) }
      }
      guard case .object(let fields)? = opened,
        case .object(let scenario)? = fields.first(where: { $0.key == "scenario" })?.value
      else {
        Issue.record("scenes.js has no #\(id)")
        continue
      }
      let opening = try Scenario(json: .object(scenario))
      #expect(opening.script.isEmpty)
      #expect(opening.decorations == (try BuiltInScenarios.named(builtIn)).decorations)
    }
  }

  /// `#rows` opens `rows-fling` without its script — 100,000 self-sizing rows (±50 %) at the
  /// list's top — with the physics, last; `#sheet-rows` opens `sheet-rows-hand-off`'s sheet over
  /// 100,000 self-sizing rows, after `#floating` among the sheet's seeds.
  @Test func theLazyListScenesOpenSelfSizingRows() throws {
    let ids = PlaygroundScenes.all.map(\.id)
    let effects = try #require(ids.firstIndex(of: "effects"))
    #expect(ids[effects + 1] == "rows" && ids[effects + 2] == "sheet-rows")
    let scenes = try Self.scenes()
    func scenario(of id: String) throws -> Scenario? {
      let opened = scenes.first {
        guard case .object(let fields) = $0 else { return false }
        return fields.contains { $0.key == "id" && $0.value == .string(id) }
      }
      guard case .object(let fields)? = opened,
        case .object(let scenario)? = fields.first(where: { $0.key == "scenario" })?.value
      else { return nil }
      return try Scenario(json: .object(scenario))
    }
    for (id, builtIn, group) in [
      ("rows", "rows-fling", "Lazy lists"), ("sheet-rows", "sheet-rows-hand-off", "Lazy lists"),
    ] {
      let scene = try #require(PlaygroundScenes.all.first { $0.id == id })
      #expect(scene.builtIn == builtIn)
      #expect(PlaygroundScenes.group(of: scene) == group)
      let opened = try #require(try scenario(of: id))
      #expect(opened.script.isEmpty)
      guard case .selfSizing(let rows) = opened.sheet?.content ?? opened.content else {
        Issue.record("#\(id) opens no self-sizing rows")
        continue
      }
      #expect(rows.rows == 100_000)
      #expect(rows.estimatedRowHeight == 56)
      #expect(rows.estimateError == 0.5)
    }
  }

  /// `--benchmark` runs the page's benchmark script natively and prints a frame's cost.
  @Test func benchmarksTheScriptNatively() throws {
    let result = try cli.run(["playground", "--benchmark", "sheet", "--frames", "300"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONValue.parse(Data(result.stdout.utf8))
    guard case .object(let members) = json,
      case .number(let frames)? = members.first(where: { $0.key == "frames" })?.value,
      case .number(let cost)? = members.first(where: { $0.key == "engineMicroseconds" })?.value
    else {
      Issue.record("not a cost: \(result.stdout)")
      return
    }
    #expect(frames > 250)
    #expect(cost > 0)
    let unknown = try cli.run(["playground", "--benchmark", "nope"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("scrollwork: error: nope: no such scene"))
  }

  /// A file that is not a WebAssembly module is refused here, not left to fail in the browser.
  @Test func anEngineThatIsNoModuleIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-engine-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = folder.appendingPathComponent("engine.wasm")
    for contents in ["", "not a module\n"] {
      try Data(contents.utf8).write(to: engine)
      let result = try cli.run([
        "playground", "--engine", engine.path, "--output",
        folder.appendingPathComponent("page").path,
      ])
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "scrollwork: error: \(engine.path): not a WebAssembly module (build it: bash "
          + "Scripts/build-wasm.sh)\n")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("page").path))
    }
  }

  @Test func aMissingEngineIsAOneLineError() throws {
    let result = try cli.run(["playground", "--engine", "/nonexistent/x.wasm", "--output", "/tmp"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "scrollwork: error: /nonexistent/x.wasm: no engine to put in the page (build it: "
        + "bash Scripts/build-wasm.sh)\n")
  }
}
