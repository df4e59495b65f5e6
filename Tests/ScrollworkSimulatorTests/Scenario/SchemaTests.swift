import Foundation
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// `docs/schema/scenario.schema.json` cannot drift from the reader: every object's `properties`
/// are exactly the keys the reader accepts there, and every enum exactly the strings it accepts.
/// (`Scripts/schema_check.py` validates scenarios and traces against the schemas.)
@Suite struct SchemaTests {
  /// `docs/schema/scenario.schema.json`, decoded.
  nonisolated(unsafe) static let schema: [String: Any] = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/schema/scenario.schema.json")
    guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return object
  }()

  /// The schema node at `path` (keys from the root), following a `$ref` into `$defs` where a
  /// node has none of the keyword asked for next.
  static func node(_ path: [String]) -> [String: Any] {
    var node = schema
    for key in path {
      node = resolved(node, for: key)
      node = node[key] as? [String: Any] ?? [:]
    }
    return node
  }

  /// `node`, or the `$defs` entry it refers to when it has no `key` of its own.
  static func resolved(_ node: [String: Any], for key: String) -> [String: Any] {
    guard node[key] == nil, let ref = node["$ref"] as? String, ref.hasPrefix("#/$defs/") else {
      return node
    }
    let defs = schema["$defs"] as? [String: Any] ?? [:]
    return resolved(defs[String(ref.dropFirst(8))] as? [String: Any] ?? [:], for: key)
  }

  /// The names in `properties` of the object schema at `path`.
  static func properties(_ path: [String]) -> Set<String> {
    Set((node(path + ["properties"])).keys)
  }

  /// The strings in `enum` of the schema at `path`, or of its `oneOf` options (`decelerationRate`
  /// is a string enum or a number).
  static func enumeration(_ path: [String]) -> Set<String> {
    let holder = resolved(node(path), for: "enum")
    if let values = holder["enum"] as? [String] { return Set(values) }
    let options = holder["oneOf"] as? [[String: Any]] ?? []
    return Set(options.flatMap { $0["enum"] as? [String] ?? [] })
  }

  @Test func schemaIsReadable() {
    #expect(Self.schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(!Self.properties([]).isEmpty)
  }

  /// The reader's own key sets, as the schema lists them.
  @Test func keySetsMatchTheReader() {
    #expect(Self.properties([]) == Scenario.keys)
    #expect(Self.properties(["$defs", "sheet"]) == ScenarioSheet.keys)
    #expect(Self.properties(["$defs", "decorations"]) == ScenarioDecorations.keys)
    #expect(Self.properties(["$defs", "action"]) == Scenario.actionKeys)
    #expect(Self.properties(["$defs", "contentFields"]) == Scenario.contentKeys)
    #expect(Self.properties(["$defs", "insets"]) == Scenario.insetKeys)
    #expect(Self.properties(["properties", "content"]) == Scenario.contentKeys)
    #expect(Self.properties(["properties", "insets"]) == Scenario.insetKeys)
    #expect(Self.properties(["$defs", "sheet", "properties", "content"]) == Scenario.contentKeys)
    let actions = ["$defs", "action", "properties"]
    #expect(Self.properties(actions + ["setContent"]) == Scenario.contentKeys)
    #expect(Self.properties(actions + ["setInsets"]) == Scenario.insetKeys)
  }

  static let viewport = #""viewport": {"width": 390, "height": 844}"#
  static let sheet = #""sheet": {"detents": [{"id": "a", "height": 100}]}"#

  /// A scenario with a `zzz` key in one object, and where that object is in the schema. The
  /// reader's error lists the keys it accepts there ("unknown key (expected one of: …)"),
  /// including those it spells out inline rather than in a set.
  static let objects: [(json: String, field: String, schema: [String])] = {
    let scroll = { (members: String) in #"{\#(viewport), "content": {"rows": 3}, \#(members)}"# }
    let sheeted = { (sheet: String) in #"{\#(viewport), "sheet": {\#(sheet)}}"# }
    let detents = #""detents": [{"id": "a", "height": 100}]"#
    let decorations = ["$defs", "decorations", "properties"]
    let sheetFields = ["$defs", "sheet", "properties"]
    let actions = ["$defs", "action", "properties"]
    let action = { (body: String) in #"{\#(viewport), \#(sheet), "script": [\#(body)]}"# }
    return [
      (#"{"zzz": 0}"#, "zzz", []),
      (#"{"viewport": {"zzz": 0}}"#, "viewport.zzz", ["properties", "viewport"]),
      (scroll(#""insets": {"zzz": 0}"#), "insets.zzz", ["properties", "insets"]),
      (#"{\#(viewport), "content": {"zzz": 0}}"#, "content.zzz", ["properties", "content"]),
      (scroll(#""bounce": {"zzz": 0}"#), "bounce.zzz", ["properties", "bounce"]),
      (scroll(#""decorations": {"zzz": 0}"#), "decorations.zzz", ["properties", "decorations"]),
      (
        scroll(#""decorations": {"peekingBackground": {"zzz": 0}}"#),
        "decorations.peekingBackground.zzz", decorations + ["peekingBackground"]
      ),
      (
        scroll(#""decorations": {"parallaxBackground": {"zzz": 0}}"#),
        "decorations.parallaxBackground.zzz", decorations + ["parallaxBackground"]
      ),
      (
        scroll(#""decorations": {"edgeFill": {"zzz": 0}}"#), "decorations.edgeFill.zzz",
        decorations + ["edgeFill"]
      ),
      (
        scroll(#""decorations": {"edgeShadows": {"zzz": 0}}"#), "decorations.edgeShadows.zzz",
        decorations + ["edgeShadows"]
      ),
      (
        scroll(#""decorations": {"stickyFooter": {"zzz": 0}}"#), "decorations.stickyFooter.zzz",
        decorations + ["stickyFooter"]
      ),
      (#"{\#(viewport), "sheet": {"zzz": 0}}"#, "sheet.zzz", ["properties", "sheet"]),
      (
        sheeted(#""container": {"zzz": 0}, \#(detents)"#), "sheet.container.zzz",
        sheetFields + ["container"]
      ),
      (
        sheeted(#""safeArea": {"zzz": 0}, \#(detents)"#), "sheet.safeArea.zzz",
        sheetFields + ["safeArea"]
      ),
      (
        sheeted(#"\#(detents), "header": {"zzz": 0}"#), "sheet.header.zzz",
        sheetFields + ["header"]
      ),
      (
        sheeted(#"\#(detents), "content": {"zzz": 0}"#), "sheet.content.zzz",
        sheetFields + ["content"]
      ),
      (
        sheeted(#"\#(detents), "dimming": {"zzz": 0}"#), "sheet.dimming.zzz",
        sheetFields + ["dimming"]
      ),
      (sheeted(#"\#(detents), "snap": {"zzz": 0}"#), "sheet.snap.zzz", sheetFields + ["snap"]),
      (
        sheeted(#"\#(detents), "spring": {"zzz": 0}"#), "sheet.spring.zzz",
        sheetFields + ["spring"]
      ),
      (
        sheeted(#""detents": [{"id": "a", "height": 1, "zzz": 0}]"#), "sheet.detents[0].zzz",
        ["$defs", "detent"]
      ),
      (
        action(#"{"setDetents": [{"id": "a", "height": 1, "zzz": 0}]}"#),
        "script[0].setDetents[0].zzz", actions + ["setDetents", "items"]
      ),
      (action(#"{"drag": {"zzz": 0}}"#), "script[0].drag.zzz", actions + ["drag"]),
      (action(#"{"release": {"zzz": 0}}"#), "script[0].release.zzz", actions + ["release"]),
      (action(#"{"fling": {"zzz": 0}}"#), "script[0].fling.zzz", actions + ["fling"]),
      (action(#"{"wait": {"zzz": 0}}"#), "script[0].wait.zzz", actions + ["wait"]),
      (
        action(#"{"setContent": {"zzz": 0}}"#), "script[0].setContent.zzz",
        actions + ["setContent"]
      ),
      (action(#"{"setInsets": {"zzz": 0}}"#), "script[0].setInsets.zzz", actions + ["setInsets"]),
      (action(#"{"resize": {"zzz": 0}}"#), "script[0].resize.zzz", actions + ["resize"]),
      (action(#"{"scrollTo": {"zzz": 0}}"#), "script[0].scrollTo.zzz", actions + ["scrollTo"]),
      (action(#"{"keyboard": {"zzz": 0}}"#), "script[0].keyboard.zzz", actions + ["keyboard"]),
      (action(#"{"moveSheet": {"zzz": 0}}"#), "script[0].moveSheet.zzz", actions + ["moveSheet"]),
    ]
  }()

  /// The error for `json`, or `nil` if the reader accepts it.
  static func error(_ json: String) -> ScenarioError? {
    do {
      _ = try Scenario.parse(Data(json.utf8))
      return nil
    } catch {
      return error
    }
  }

  /// The names listed in "… (expected one of: a, b, c)".
  static func listedKeys(_ reason: String) -> Set<String>? {
    if reason == "unknown key (expected an empty object)" { return [] }
    guard let start = reason.range(of: "(expected one of: "), reason.hasSuffix(")") else {
      return nil
    }
    let list = reason[start.upperBound..<reason.index(before: reason.endIndex)]
    return Set(list.split(separator: ", ").map(String.init))
  }

  @Test(arguments: objects)
  func objectKeysMatchTheReader(json: String, field: String, schema: [String]) throws {
    let error = try #require(Self.error(json), "the reader accepts \(json)")
    #expect(error.field == field)
    let accepted = try #require(Self.listedKeys(error.reason), "\(error)")
    #expect(Self.properties(schema) == accepted, "\(field)")
  }

  /// A scenario with the string `"zzz"` where the reader expects one of a few strings, and where
  /// that is in the schema. The reader's error quotes every string it accepts.
  static let enums: [(json: String, field: String, schema: [String])] = {
    let scroll = { (members: String) in #"{\#(viewport), "content": {"rows": 3}, \#(members)}"# }
    let sheeted = { (members: String) in
      #"{\#(viewport), "sheet": {"detents": [{"id": "a", "height": 100}], \#(members)}}"#
    }
    let sheetFields = ["$defs", "sheet", "properties"]
    return [
      (
        scroll(#""decelerationRate": "zzz""#), "decelerationRate",
        ["properties", "decelerationRate"]
      ),
      (
        scroll(#""decorations": {"parallaxBackground": {"mode": "zzz", "imageHeight": 1}}"#),
        "decorations.parallaxBackground.mode",
        ["$defs", "decorations", "properties", "parallaxBackground", "properties", "mode"]
      ),
      (sheeted(#""keyboard": "zzz""#), "sheet.keyboard", sheetFields + ["keyboard"]),
      (
        sheeted(#""keyboardByDetent": {"a": "zzz"}"#), "sheet.keyboardByDetent.a",
        sheetFields + ["keyboardByDetent", "additionalProperties"]
      ),
      (
        sheeted(#""contentInteraction": "zzz""#), "sheet.contentInteraction",
        sheetFields + ["contentInteraction"]
      ),
      (
        sheeted(#""header": {"reveal": "zzz"}"#), "sheet.header.reveal",
        sheetFields + ["header", "properties", "reveal"]
      ),
      (
        #"{\#(viewport), \#(sheet), "script": [{"drag": {"by": 1, "duration": 1, "on": "zzz"}}]}"#,
        "script[0].drag.on", ["$defs", "action", "properties", "drag", "properties", "on"]
      ),
      (
        #"{\#(viewport), \#(sheet), "script": [{"fling": {"velocity": 1, "on": "zzz"}}]}"#,
        "script[0].fling.on", ["$defs", "action", "properties", "fling", "properties", "on"]
      ),
    ]
  }()

  /// The quoted strings in `reason` before ", got".
  static func quotedStrings(_ reason: String) -> Set<String> {
    let expected = reason.components(separatedBy: ", got").first ?? ""
    let parts = expected.split(separator: "\"", omittingEmptySubsequences: false)
    return Set(parts.indices.filter { $0 % 2 == 1 }.map { String(parts[$0]) })
  }

  @Test(arguments: enums)
  func enumsMatchTheReader(json: String, field: String, schema: [String]) throws {
    let error = try #require(Self.error(json), "the reader accepts \(json)")
    #expect(error.field == field)
    let accepted = Self.quotedStrings(error.reason)
    #expect(!accepted.isEmpty, "\(error)")
    #expect(Self.enumeration(schema) == accepted, "\(field)")
  }
}
