// Every Swift code block in the documents is a region of a compiled file, so that it cannot
// drift from the API: Core's run in `DocumentationSnippets`, iOS's in `Examples/Snippets`
// (type-checked against the stub SDK in CI and against Apple's SDK, Guides/UIKit.md).
import Foundation
import Testing

@Suite("Documents show only code that compiles")
struct DocumentationSnippetTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The documents with code: the README, the guides, and READMEs under Examples.
  static var documents: [String] {
    let fileManager = FileManager.default
    var paths = ["README.md"]
    for folder in ["Guides", "Examples"] {
      let base = root.appendingPathComponent(folder)
      guard let walker = fileManager.enumerator(atPath: base.path) else { continue }
      for case let path as String in walker where path.hasSuffix(".md") {
        paths.append("\(folder)/\(path)")
      }
    }
    return paths.sorted()
  }

  @Test("every Swift block cites a snippet region and equals it", arguments: documents)
  func blocksMatchTheirRegions(document: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    for block in try SnippetBlock.all(in: text) {
      let location = "\(document):\(block.line)"
      guard let citation = block.citation else {
        Issue.record("\(location): a ```swift block needs <!-- snippet: PATH#NAME --> above it")
        continue
      }
      let source = try String(
        contentsOf: Self.root.appendingPathComponent(citation.path), encoding: .utf8)
      let region = try #require(
        SnippetBlock.region(named: citation.name, in: source),
        "\(location): no region `// snippet: \(citation.name)` … `// end-snippet` in \(citation.path)"
      )
      // `import M` and `@_spi(Engine) import M`: the document shows the import its code needs.
      let isImport = { (line: String) in
        line.hasPrefix("import ") || (line.hasPrefix("@_spi(") && line.contains(") import "))
      }
      let imports = block.lines.filter(isImport)
      for line in imports {
        #expect(
          source.split(separator: "\n").contains { $0 == line },
          "\(location): \(citation.path) lacks `\(line)`")
      }
      let code = block.lines.filter { !isImport($0) }
      let body = Array(code.drop { $0.isEmpty })
      if let index = firstDifference(body, region) {
        Issue.record(
          """
          \(location): the block differs from \(citation.path)#\(citation.name) at its line \(index + 1):
            document: \(index < body.count ? body[index] : "(ends)")
            source:   \(index < region.count ? region[index] : "(ends)")
          """)
      }
    }
  }

  @Test("the checker finds a block that drifted from its region")
  func checkerCatchesDrift() throws {
    let source = "func f() {\n  // snippet: a\n  let x = 1\n  // end-snippet\n}\n"
    let document = "<!-- snippet: X.swift#a -->\n```swift\nlet x = 2\n```\n"
    let block = try #require(try SnippetBlock.all(in: document).first)
    #expect(block.citation?.name == "a")
    #expect(SnippetBlock.region(named: "a", in: source) == ["let x = 1"])
    #expect(block.lines == ["let x = 2"])
    #expect(try SnippetBlock.all(in: "```swift\nlet y = 0\n```\n").first?.citation == nil)
  }

  /// The first index at which the two line lists differ, `nil` when they are equal.
  private func firstDifference(_ a: [String], _ b: [String]) -> Int? {
    let common = min(a.count, b.count)
    if let index = (0..<common).first(where: { a[$0] != b[$0] }) { return index }
    return a.count == b.count ? nil : common
  }
}

/// A fenced Swift block of a Markdown document, with the snippet it cites.
struct SnippetBlock {
  struct Citation: Equatable {
    var path: String
    var name: String
  }

  var line: Int
  var citation: Citation?
  var lines: [String]

  static func all(in text: String) throws -> [SnippetBlock] {
    let lines = text.components(separatedBy: "\n")
    var blocks: [SnippetBlock] = []
    var index = 0
    while index < lines.count {
      let fence = lines[index]
      let indent = fence.prefix { $0 == " " }.count
      guard fence.dropFirst(indent) == "```swift" else {
        index += 1
        continue
      }
      let citation = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        .flatMap(Self.citation(in:))
      var body: [String] = []
      index += 1
      while index < lines.count, lines[index].dropFirst(indent) != "```" {
        body.append(String(lines[index].dropFirst(min(indent, lines[index].count))))
        index += 1
      }
      blocks.append(SnippetBlock(line: index - body.count, citation: citation, lines: body))
      index += 1
    }
    return blocks
  }

  static func citation(in line: String) -> Citation? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!-- snippet: "), trimmed.hasSuffix(" -->") else { return nil }
    let reference = trimmed.dropFirst("<!-- snippet: ".count).dropLast(" -->".count)
    let parts = reference.split(separator: "#")
    guard parts.count == 2 else { return nil }
    return Citation(path: String(parts[0]), name: String(parts[1]))
  }

  /// The lines between `// snippet: NAME` and the next `// end-snippet`, less their common
  /// indentation; `nil` when there is no such region.
  static func region(named name: String, in source: String) -> [String]? {
    let lines = source.components(separatedBy: "\n")
    guard
      let start = lines.firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "// snippet: \(name)"
      }),
      let end = lines[start...].firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "// end-snippet"
      })
    else { return nil }
    let body = lines[(start + 1)..<end]
    let indent =
      body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return body.map { String($0.dropFirst(min(indent, $0.count))) }
  }
}
