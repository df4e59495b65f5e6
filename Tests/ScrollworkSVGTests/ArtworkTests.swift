import Testing

@_spi(Engine) @testable import ScrollworkSVG

/// The pictures drawn into the simulated screen: deterministic, self-contained, filling the
/// rectangle they are given, and small enough to embed in animated pictures.
struct ArtworkTests {
  enum Piece: String, CaseIterable {
    case fox, landscape, emptyState
  }

  /// `piece` drawn into the rectangle (10, 20, 390, 844) with ids prefixed by `prefix`.
  func draw(_ piece: Piece, prefix: String = "p1", height: Double = 844) -> String {
    var svg = SVGWriter()
    switch piece {
    case .fox:
      Artwork.fox(x: 10, y: 20, width: 390, height: height, idPrefix: prefix, into: &svg)
    case .landscape:
      Artwork.landscape(x: 10, y: 20, width: 390, height: height, idPrefix: prefix, into: &svg)
    case .emptyState:
      Artwork.emptyState(
        x: 10, y: 20, width: 390, height: height, title: "No Results",
        message: "Check the spelling or try a new search. Pull to refresh & try again.",
        into: &svg)
    }
    return svg.text
  }

  /// The values of every `name="…"` attribute in `svg`.
  func values(of name: String, in svg: String) -> [String] {
    svg.components(separatedBy: " \(name)=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// Several pictures share one page, so every id starts with the prefix, and every reference
  /// points at an id the picture defines itself.
  @Test(arguments: [Piece.fox, .landscape])
  func idsCarryThePrefix(piece: Piece) {
    let svg = draw(piece, prefix: "scene-7")
    let ids = values(of: "id", in: svg)
    #expect(!ids.isEmpty)
    #expect(Set(ids).count == ids.count, "ids are unique")
    for id in ids { #expect(id.hasPrefix("scene-7-"), "\(id)") }
    let references = svg.components(separatedBy: "url(#").dropFirst().map {
      String($0.prefix { $0 != ")" })
    }
    #expect(!references.isEmpty)
    for reference in references { #expect(ids.contains(reference), "\(reference)") }
    #expect(draw(piece, prefix: "other").contains("id=\"other-"))
  }

  /// The backgrounds cover the whole rectangle, whatever its height.
  @Test(arguments: [Piece.fox, .landscape], [844.0, 1400])
  func backgroundsFillTheirRect(piece: Piece, height: Double) {
    let svg = draw(piece, height: height)
    let cover = "<rect x=\"10\" y=\"20\" width=\"390\" height=\"\(SVGWriter.number(height))\""
    #expect(svg.hasPrefix("<defs>"))
    #expect(svg.contains(cover))
  }

  @Test func picturesAreSelfContainedAndSmall() {
    for piece in Piece.allCases {
      let svg = draw(piece)
      for banned in ["href", "<image", "filter", "<style", "@import"] {
        #expect(!svg.contains(banned), "\(piece) uses \(banned)")
      }
    }
    #expect(draw(.fox).utf8.count < 6 * 1024)
    #expect(draw(.landscape, height: 1400).utf8.count < 8 * 1024)
  }

  /// The fox is drawn with curves and sits in the bottom 40 % of the rectangle, the part that
  /// overscrolling reveals first.
  @Test func theFoxSitsLowInTheRect() throws {
    let svg = draw(.fox)
    let transform = try #require(
      values(of: "transform", in: svg).first { $0.hasPrefix("translate(") })
    let origin = transform.dropFirst("translate(".count).prefix { $0 != ")" }
      .split(separator: ",").compactMap { Double($0) }
    #expect(origin.count == 2)
    #expect(origin[1] >= 20 + 844 * 0.6)
    #expect(origin[0] > 10 && origin[0] < 10 + 390 / 2)
    #expect(svg.contains("C") && svg.contains("Q"))
  }

  @Test func theEmptyStateShowsItsTitleAndMessage() {
    let svg = draw(.emptyState)
    #expect(svg.contains(">No Results</text>"))
    #expect(svg.contains("font-weight=\"600\""))
    #expect(svg.contains("font-size=\"20\"") && svg.contains("font-size=\"15\""))
    #expect(svg.contains("fill=\"#3C3C43\"") && svg.contains("fill=\"#8E8E93\""))
    #expect(svg.contains("text-anchor=\"middle\""))
    // The message, wrapped onto lines, reads the same once they are joined.
    let lines = svg.split(separator: "\n").filter { $0.contains("font-size=\"15\"") }.map {
      String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
    }
    #expect(lines.count > 1)
    #expect(
      lines.joined(separator: " ")
        == "Check the spelling or try a new search. Pull to refresh &amp; try again.")
  }

  /// The content is centred vertically: the icon's top and the last line's baseline sit about
  /// as far from the rectangle's top as from its bottom.
  @Test func theEmptyStateIsCentred() throws {
    let svg = draw(.emptyState)
    let circle = try #require(values(of: "cy", in: svg).first.flatMap { Double($0) })
    let baselines = values(of: "y", in: svg).compactMap { Double($0) }
    let last = try #require(baselines.last)
    let middle = 20 + 844 / 2.0
    #expect(abs((circle + last) / 2 - middle) < 40)
    #expect(values(of: "x", in: svg).compactMap { Double($0) }.allSatisfy { $0 == 10 + 195 })
  }

  @Test func wrappingBreaksAtSpacesAndCutsLongWords() {
    let lines = Artwork.wrap("one two three four", width: 8 * 15 * 0.55 + 1, fontSize: 15)
    #expect(lines == ["one two", "three", "four"])
    #expect(
      Artwork.wrap("abcdefghij", width: 4 * 15 * 0.55 + 1, fontSize: 15) == ["abcd", "efgh", "ij"])
    #expect(Artwork.wrap("  ", width: 100, fontSize: 15).isEmpty)
  }

  @Test func mirroringFlipsXAcrossTheFoxsCentreLine() {
    #expect(Artwork.mirrored("M10 20L30-5H50V7Z") == "M10 20L30-5H50V7ZM190 20L170-5H150V7Z")
    #expect(
      Artwork.remap("M1 2C3 4 5 6 7 8", x: { $0 * 10 }, y: { -$0 }) == "M10-2C30-4 50-6 70-8")
  }
}
