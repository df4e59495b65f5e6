// swift-tools-version: 6.1
import PackageDescription

// The library products (ScrollworkCore, ScrollworkSimulator, ScrollworkSVG, Scrollwork) have no
// package dependencies. swift-argument-parser is used by the command-line tool only, and
// swift-property-based by the tests only; SwiftPM does not fetch either for library users.
let package = Package(
  name: "Scrollwork",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "ScrollworkCore", targets: ["ScrollworkCore"]),
    .library(name: "ScrollworkSimulator", targets: ["ScrollworkSimulator"]),
    .library(name: "ScrollworkSVG", targets: ["ScrollworkSVG"]),
    .library(name: "Scrollwork", targets: ["Scrollwork"]),
    .executable(name: "scrollwork", targets: ["ScrollworkCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
  ],
  targets: [
    .target(name: "ScrollworkCore"),
    .target(
      name: "ScrollworkSimulator",
      dependencies: ["ScrollworkCore"],
      resources: [.copy("Scenarios")]
    ),
    .target(name: "ScrollworkSVG", dependencies: ["ScrollworkCore", "ScrollworkSimulator"]),
    .target(name: "Scrollwork", dependencies: ["ScrollworkCore"]),
    // The browser playground's engine: built for WebAssembly by Scripts/build-wasm.sh, and
    // natively for its tests. Not a product.
    .target(name: "ScrollworkWeb", dependencies: ["ScrollworkSimulator"]),
    .executableTarget(
      name: "ScrollworkCLI",
      dependencies: [
        "ScrollworkSimulator",
        "ScrollworkSVG",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Playground")]
    ),
    .testTarget(
      name: "ScrollworkCoreTests",
      dependencies: [
        "ScrollworkCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ScrollworkSimulatorTests",
      dependencies: ["ScrollworkSimulator"],
      exclude: ["__Goldens__", "__Findings__"]
    ),
    .testTarget(
      name: "ScrollworkSVGTests",
      dependencies: [
        "ScrollworkSVG",
        "ScrollworkSimulator",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ScrollworkWebTests",
      dependencies: ["ScrollworkWeb", "ScrollworkSimulator"]
    ),
    .testTarget(
      name: "ScrollworkCLITests",
      dependencies: ["ScrollworkCLI"]
    ),
    // The glue's conversions (Sources/Scrollwork/Conversions), which build on Linux, and the
    // glue's calls replayed against the simulator's traces.
    .testTarget(
      name: "ScrollworkGlueTests",
      dependencies: ["Scrollwork", "ScrollworkSimulator"]
    ),
  ]
)
