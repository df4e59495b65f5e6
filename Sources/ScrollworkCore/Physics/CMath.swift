// The one place ScrollworkCore touches the platform: the C math library. Everything else in the
// module is pure Swift, so the engine builds anywhere Swift runs (ARCHITECTURE.md §1).
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// eˣ, from the platform's C math library.
@inline(__always) func mathExp(_ x: Double) -> Double { exp(x) }
/// The natural logarithm, from the platform's C math library.
@inline(__always) func mathLog(_ x: Double) -> Double { log(x) }
/// The sine of an angle in radians, from the platform's C math library.
@inline(__always) func mathSin(_ x: Double) -> Double { sin(x) }
/// The cosine of an angle in radians, from the platform's C math library.
@inline(__always) func mathCos(_ x: Double) -> Double { cos(x) }
/// The principal arc tangent in radians, from the platform's C math library.
@inline(__always) func mathAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
