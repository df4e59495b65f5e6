// These tests run the command line as a child process (`Process`), which exists on macOS and
// Linux only: built for the iOS Simulator (the macOS workflow), the file is empty.
#if os(macOS) || os(Linux)
import Foundation
import Testing

/// README.md's "Use it in your app" shows the lines an app's package manifest adds. They are
/// the region `readme-package` below (`DocumentationSnippetTests` compares the README with it),
/// and this test has SwiftPM compile them in a manifest and checks the product they name.
struct PackageManifestSnippetTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A user's package beside a clone of Scrollwork, with the README's lines.
  static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "MyApp",
      platforms: [.iOS(.v15)],
      // snippet: readme-package
      dependencies: [
        .package(path: "../Scrollwork")  // a clone of Scrollwork beside your package
      ],
      targets: [
        .target(name: "MyApp", dependencies: [.product(name: "Scrollwork", package: "Scrollwork")])
      ]
      // end-snippet
    )

    """

  @Test func theREADMEsManifestLinesCompileAndNameARealProduct() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-manifest-\(UUID().uuidString)")
    let app = folder.appendingPathComponent("MyApp")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Scrollwork"), withDestinationURL: Self.root)
    try Data(Self.manifest.utf8).write(to: app.appendingPathComponent("Package.swift"))
    try Data().write(to: app.appendingPathComponent("Sources/MyApp/MyApp.swift"))

    // `dump-package` compiles and runs the manifest without resolving its dependencies.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package"]
    process.currentDirectoryURL = app
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let dump = out.fileHandleForReading.readDataToEndOfFile()
    let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "swift package dump-package: \(errors)")
    let package = try JSONSerialization.jsonObject(with: dump) as? [String: Any]
    let dependencies = try #require(package?["dependencies"] as? [[String: Any]])
    #expect(dependencies.count == 1)

    // The product it names is one of Scrollwork's libraries.
    let ours = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(ours.contains(#".library(name: "Scrollwork", targets: ["Scrollwork"])"#))
  }
}
#endif
