// The documents and the code cite files of the repository (Markdown links, `Guides/X.md`,
// `ARCHITECTURE.md §N`, paths in backticks); every citation must resolve, so that no document
// sends a reader to a file or a section the repository lacks.
import Foundation
import Testing

@Suite("Documents cite only what the repository holds")
struct DocumentationLinkTests {
  static let root = DocumentationSnippetTests.root

  /// Every Markdown document of the repository's own (not the generated sites), and every
  /// Swift, Python and shell source that may cite one.
  static var files: [String] {
    let skipped = [
      ".build", ".git", "docs/api", "docs/playground", ".swiftpm", "Benchmarks/.build",
    ]
    let wanted = [".md", ".swift", ".py", ".sh", ".js", ".html"]
    var paths: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    for case let path as String in walker {
      if skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") })
        || path.hasPrefix(".build")
      {
        walker.skipDescendants()
        continue
      }
      // This file's own examples of broken citations are not citations.
      if path.hasSuffix("DocumentationLinkTests.swift") { continue }
      if wanted.contains(where: { path.hasSuffix($0) }) { paths.append(path) }
    }
    return paths.sorted()
  }

  /// The section numbers `## N.` of ARCHITECTURE.md.
  static let sections: Set<Int> = {
    let text =
      (try? String(
        contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)) ?? ""
    var numbers = Set<Int>()
    for line in text.split(separator: "\n") where line.hasPrefix("## ") {
      let words = line.dropFirst(3).split(separator: ".")
      if let first = words.first, let number = Int(first) { numbers.insert(number) }
    }
    return numbers
  }()

  /// What `text` (the file `path`) cites that does not exist, one line each.
  static func broken(in text: String, of path: String) -> [String] {
    var problems: [String] = []
    let directory = (path as NSString).deletingLastPathComponent
    func exists(_ target: String, relativeTo base: String) -> Bool {
      let joined = base.isEmpty ? target : "\(base)/\(target)"
      let normalized = (joined as NSString).standardizingPath
      return FileManager.default.fileExists(atPath: root.appendingPathComponent(normalized).path)
    }
    // Markdown links to files: [text](path) and ![alt](path), relative to the document.
    if path.hasSuffix(".md") {
      for match in text.matches(of: /\]\(([^)\s]+)\)/) {
        var target = String(match.1)
        if target.hasPrefix("http") || target.hasPrefix("#") || target.hasPrefix("mailto:") {
          continue
        }
        if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
        if !exists(target, relativeTo: directory) {
          problems.append("\(path): links to \(target), which does not exist")
        }
      }
    }
    // Guides and the architecture, cited from anywhere by their repository paths.
    for match in text.matches(of: /Guides\/([A-Za-z]+)\.md/) where match.1 != "X" {
      if !exists("Guides/\(match.1).md", relativeTo: "") {
        problems.append("\(path): cites Guides/\(match.1).md, which does not exist")
      }
    }
    for match in text.matches(of: /ARCHITECTURE\.md §(\d+)/) {
      if let number = Int(match.1), !sections.contains(number) {
        problems.append("\(path): cites ARCHITECTURE.md §\(number), which has no such section")
      }
    }
    let design = "DESIGN" + ".md"
    if text.contains(design) {
      problems.append("\(path): cites \(design), which the repository does not have")
    }
    // Repository paths in backticks (`Sources/…`, `Scripts/…`); patterns with placeholders
    // (`NAME`, `*`, `<…>`, `X`) name families of files and are left alone.
    if path.hasSuffix(".md") {
      let prefixes = "Sources|Scripts|Tests|Guides|Examples|Fuzz|Benchmarks|docs"
      let pattern = try! Regex("`((?:\(prefixes))/[A-Za-z0-9_./+-]+)`")
      for match in text.matches(of: pattern) {
        guard let cited = match.output[1].substring.map(String.init) else { continue }
        let placeholder =
          cited.contains("*") || cited.contains("NAME") || cited.contains("TARGET")
          || cited.split(separator: "/").contains { $0 == "X" || $0.hasPrefix("X.") }
        if placeholder { continue }
        if !exists(cited, relativeTo: "") {
          problems.append("\(path): cites `\(cited)`, which does not exist")
        }
      }
    }
    return problems
  }

  @Test("every cited file and section exists")
  func everyCitationResolves() throws {
    var problems: [String] = []
    for path in Self.files {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      problems += Self.broken(in: text, of: path)
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("the checker finds a broken link, a missing guide and a missing section")
  func checkerFindsBrokenCitations() {
    let text = """
      See [the guide](Guides/Nope.md), Guides/Gone.md, ARCHITECTURE.md §99 and
      `Sources/ScrollworkCore/Nothing.swift`; [fine](README.md), `Sources/ScrollworkCore`.
      """
    let problems = Self.broken(in: text, of: "README.md")
    #expect(problems.count == 5, "\(problems)")
  }
}
