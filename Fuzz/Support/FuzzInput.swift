#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fuzzer's bytes as a random number generator, so that a target draws its world and its
/// events with the standard library's `random(in:using:)`, as the seeded sweeps in the tests do.
///
/// Each ``next()`` takes two bytes for its top 16 bits (they decide every small choice, and a
/// double's leading digits), with the low bits from a SplitMix64 stream; once the bytes run out
/// it is that stream alone, so rejection sampling always ends. Mutating a byte changes one
/// choice, and the input's length bounds how many choices the bytes decide.
struct FuzzInput: RandomNumberGenerator {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var state: UInt64

  init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = UnsafeBufferPointer(start: data, count: size)
    state = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: size &+ 1)
  }

  /// Whether every byte of the input has been used.
  var isExhausted: Bool { position >= bytes.count }

  /// SplitMix64 (Steele, Lea, Flood 2014), as `SplitMix64` in the tests.
  private mutating func mix() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next() -> UInt64 {
    guard position < bytes.count else { return mix() }
    var top = UInt64(bytes[position]) << 56
    position += 1
    if position < bytes.count {
      top |= UInt64(bytes[position]) << 48
      position += 1
    }
    return top | (mix() >> 16)
  }

  /// A number in `typical` most of the time, and one time in eight a value at an edge of what
  /// the engine accepts or a width it may divide by: zero, subnormals, tiny and huge magnitudes
  /// (up to ``ScrollworkError/largestMagnitude``, 10⁹) and halves of a pixel.
  mutating func number(_ typical: ClosedRange<Double>) -> Double {
    guard Int.random(in: 0..<8, using: &self) == 0 else {
      return .random(in: typical, using: &self)
    }
    let edges: [Double] = [
      0, .leastNonzeroMagnitude, 1e-300, 1e-9, 1.0 / 6, 0.5, 1e6, 999_999_999, 1e9,
      typical.lowerBound, typical.upperBound,
    ]
    let value = edges.randomElement(using: &self)!
    return Bool.random(using: &self) && typical.lowerBound < 0 ? -value : value
  }
}

extension FuzzInput {
  /// A number as a platform might report it (a host's reading, issue 19): usually one in
  /// `typical` (with its edges, ``number(_:)``), one time in eight a value no screen gives —
  /// NaN, the infinities, −0, magnitudes past 10⁹ or below any pixel — and one time in sixteen
  /// any bit pattern at all.
  mutating func reading(_ typical: ClosedRange<Double>) -> Double {
    switch Int.random(in: 0..<16, using: &self) {
    case 0:
      return Double(bitPattern: next())
    case 1, 2:
      let wild: [Double] = [
        .nan, .infinity, -.infinity, -0.0, -1, 1e9.nextUp, 2e9, -2e9, 1e15, 1e300, -1e300,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      ]
      return wild.randomElement(using: &self)!
    default:
      return number(typical)
    }
  }
}

/// The latest time a target sends an event at: the engine refuses times past 10⁹ s
/// (``ScrollworkError/largestMagnitude``), and a gesture cut off there would never end.
let latestEventTime = 9e8

/// Stops the run with `message` when `condition` is false, so libFuzzer reports the input that
/// broke an invariant (a trap, like any other crash, is kept as `crash-<sha1>`).
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() {
    let text = "invariant broken: \(message())\n"
    fputs(text, stderr)
    abort()
  }
}

/// Whether to print what a target does (`FUZZ_TRACE=1 Scripts/fuzz.sh --replay TARGET FILE`),
/// to turn a finding into a regression test.
let isTracing = getenv("FUZZ_TRACE") != nil

/// Prints `line` when tracing.
func trace(_ line: @autoclosure () -> String) {
  if isTracing { fputs(line() + "\n", stderr) }
}
