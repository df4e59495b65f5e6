import Foundation

// SwiftPM generates `Bundle.module` for a target with resources; the fuzz build compiles the
// simulator's sources with swiftc directly, so it supplies one. The fuzz targets never read the
// built-in scenarios from it (their seed corpus holds them as files).
extension Bundle {
  static var module: Bundle { Bundle.main }
}
