import SnapshotTesting

extension Snapshotting where Value == String, Format == String {
  /// SVG text compared line by line, stored as `.svg` so a golden file opens as a picture.
  static var svg: Snapshotting { Snapshotting(pathExtension: "svg", diffing: .lines) }
}
