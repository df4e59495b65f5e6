#if hasFeature(Embedded)
// Embedded Swift's standard library reads a `Double` from text (`Double("1e-7")`, the JSON
// reader's slow path for long numbers) through `_swift_stdlib_strtod_clocale`, which the full
// runtime implements with the C library's `strtod_l` in the "C" locale. A WebAssembly module has
// no such runtime; this is the same call to wasi-libc's `strtod`, whose only locale is "C".
@_extern(c, "strtod")
private func strtod(
  _ text: UnsafePointer<CChar>, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> Double

@_cdecl("_swift_stdlib_strtod_clocale")
func swiftStdlibStrtodCLocale(
  _ text: UnsafePointer<CChar>, _ result: UnsafeMutablePointer<Double>
) -> UnsafePointer<CChar>? {
  var end: UnsafeMutablePointer<CChar>?
  result.pointee = strtod(text, &end)
  return UnsafePointer(end)
}
#endif
