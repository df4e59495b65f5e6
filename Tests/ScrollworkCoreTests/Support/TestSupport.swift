import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The 3x grid that ScrollConfiguration uses by default.
let grid3x = PixelGrid(displayScale: 3)

/// Whether `value` lies on `grid` (within floating-point noise).
func isOnGrid(_ value: Double, _ grid: PixelGrid = grid3x) -> Bool {
  let scaled = value * grid.displayScale
  return value.isFinite && abs(scaled - scaled.rounded()) < 1e-6
}

/// `count + 1` evenly spaced times from `start` to `end`, both included.
func times(from start: Double, to end: Double, count: Int) -> [Double] {
  (0...count).map { start + (end - start) * Double($0) / Double(count) }
}

/// A deterministic generator for the random sweeps: SplitMix64 (Steele, Lea and Flood 2014),
/// seeded by PropertyBased, which prints the seed of a failing case.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A scroll machine over `geometry` with a configuration changed by `configure`.
func makeMachine(
  viewport: Double = 800, content: Double = 3000, insetStart: Double = 0, insetEnd: Double = 0,
  offset: Double? = nil, configure: (inout ScrollConfiguration) -> Void = { _ in }
) throws -> HostedScroll {
  var configuration = ScrollConfiguration()
  configure(&configuration)
  let geometry = ScrollGeometry(
    viewport: viewport, content: content, insetStart: insetStart, insetEnd: insetEnd)
  return Hosted(
    try ScrollMachine(geometry: geometry, offset: offset, configuration: configuration),
    configuration)
}

/// A generator of one of `values` (which must not be empty).
func oneOf<T: Sendable>(_ values: [T]) -> Generator<T, Shrink.None<T?>> {
  Gen.element(of: values).map { $0! }
}
