// The one place ScrollworkCore touches the platform: the C math library. Everything else in the
// module is pure Swift, so the engine builds anywhere Swift runs (ARCHITECTURE.md §1), Embedded
// Swift for WebAssembly included.
#if arch(wasm32)
// Embedded Swift on WebAssembly has no C library module to import: the functions are declared
// here and linked from wasi-libc's libm (Scripts/build-wasm.sh). Building this branch needs
// `-enable-experimental-feature Extern`.
@_extern(c, "exp") func exp(_ x: Double) -> Double
@_extern(c, "log") func log(_ x: Double) -> Double
@_extern(c, "sin") func sin(_ x: Double) -> Double
@_extern(c, "cos") func cos(_ x: Double) -> Double
@_extern(c, "atan2") func atan2(_ y: Double, _ x: Double) -> Double
#elseif canImport(Darwin)
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
