import Testing

@_spi(Engine) @testable import ScrollworkSVG
@_spi(Engine) @testable import ScrollworkSimulator

/// The playground's pictures: standalone documents drawn by the gallery's own artwork code.
struct PlaygroundArtworkTests {
  let documents = PlaygroundArtwork.documents()

  /// The values of every `name="…"` attribute in `svg`.
  func values(of name: String, in svg: String) -> [String] {
    svg.components(separatedBy: " \(name)=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  func document(_ name: String) throws -> String {
    try #require(documents.first { $0.name == name }?.svg)
  }

  @Test func namesAreUniqueAndNonEmpty() {
    let names = documents.map(\.name)
    #expect(names == ["fox", "emptyState", "landscape", "map", "keyboard"])
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { !$0.isEmpty })
  }

  /// Each is one whole `<svg>` element with a namespace, a size and a view box, and defines only
  /// ids with the prefix.
  @Test func eachIsAStandaloneDocument() {
    for (name, svg) in documents {
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(name)")
      #expect(svg.hasSuffix("</svg>\n"), "\(name)")
      #expect(svg.components(separatedBy: "<svg").count == 2, "\(name): one <svg>")
      let root = String(svg.prefix { $0 != ">" })
      #expect(values(of: "viewBox", in: root).count == 1, "\(name)")
      #expect(values(of: "width", in: root).count == 1, "\(name)")
      #expect(values(of: "height", in: root).count == 1, "\(name)")
      for id in values(of: "id", in: svg) {
        #expect(id.hasPrefix(PlaygroundArtwork.idPrefix), "\(name): \(id)")
      }
      #expect(svg.count > 300, "\(name) draws something")
    }
  }

  /// Each document draws what the gallery draws for the same scene: every shape (path data) and
  /// every text in it appears in the gallery's still of that scene, which draws the artwork
  /// into the same rectangle.
  @Test(arguments: [
    ("fox", "peek-fox", 4.0), ("emptyState", "peek-empty", 1.0), ("landscape", "parallax", 0.0),
    ("map", "sheet-keyboard", 0.0), ("keyboard", "sheet-keyboard", 1.0),
  ])
  func drawsWhatTheGalleryDraws(name: String, scene: String, time: Double) throws {
    let scenario = try BuiltInScenarios.named(scene)
    let trace = try ScrollSimulator.run(scenario)
    let gallery = SceneRenderer().staticSVG(scenario: scenario, trace: trace, at: time)
    let svg = try document(name)
    let shapes = values(of: "d", in: svg)
    let drawn = Set(values(of: "d", in: gallery))
    let missing = shapes.filter { !drawn.contains($0) }
    #expect(missing.isEmpty, "\(name): paths the gallery does not draw: \(missing.prefix(2))")
    let texts = svg.components(separatedBy: "<text").dropFirst().map {
      String($0.drop { $0 != ">" }.prefix { $0 != "<" })
    }
    for text in texts {
      #expect(gallery.contains(text + "</text>"), "\(name): \(text)")
    }
    #expect(!shapes.isEmpty || !texts.isEmpty || name == "keyboard", "\(name) has shapes")
    if name == "keyboard" {
      // The keys are rects: the space bar, where the gallery puts it.
      #expect(svg.contains("<rect x=\"97.5\" y=\"172\" width=\"195\" height=\"42\" rx=\"5\""))
      #expect(gallery.contains("<rect x=\"97.5\" y=\"172\" width=\"195\" height=\"42\" rx=\"5\""))
    }
  }
}
