// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for ScrollworkCore's per-frame path and for reading scenarios, in their own package so that the library
// products keep no package dependencies (ARCHITECTURE.md §1). Run from this folder:
//
//     swift package --disable-sandbox benchmark
//
// `traits: ["MallocInterposer"]` keeps the malloc counters (mallocCountTotal) and leaves out the
// default `RuntimeInterposer` trait (ARC counters on Linux with Swift 6.3), which these benchmarks
// do not use and whose package is not among the offline packages. See README.md.
let package = Package(
  name: "ScrollworkBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.0",
      traits: ["MallocInterposer"]),
    .package(name: "Scrollwork", path: ".."),
  ],
  targets: [
    .executableTarget(
      name: "ScrollMachineBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ScrollworkCore", package: "Scrollwork"),
      ],
      path: "Benchmarks/ScrollMachineBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Reading and running scenarios (ScrollworkSimulator): these allocate by nature, so they are
    // a separate executable, outside the zero-malloc gate CI runs on ScrollMachineBenchmarks.
    .executableTarget(
      name: "ScenarioBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ScrollworkSimulator", package: "Scrollwork"),
      ],
      path: "Benchmarks/ScenarioBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
