/// The look of the simulated iPhone: colours, fonts and sizes from iOS's system appearance
/// (light mode), in points.
enum DeviceStyle {
  static let bezel = 12.0
  static let bodyCornerRadius = 58.0
  static let screenCornerRadius = 47.0
  static let body = "#1C1C1E"
  /// systemGroupedBackground: what shows through an overscroll gap.
  static let groupedBackground = "#F2F2F7"
  static let cell = "#FFFFFF"
  static let label = "#000000"
  static let secondaryLabel = "#8A8A8E"
  static let separator = "#C6C6C8"
  static let tint = "#007AFF"
  static let barFill = "#F9F9F9"
  static let barOpacity = "0.94"
  static let font = "-apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', sans-serif"
  /// The leading inset of a table cell's text and separator.
  static let cellInset = 20.0
  /// Where the navigation bar's title sits, below the status bar.
  static let statusBarHeight = 47.0
  /// The plot beside the device.
  /// With the device (414 pt) and the gaps, pictures are 832 × 868 pt: at the gallery's usual
  /// width (624 px) a whole number of pixels tall (651), so the figures below stay on the pixel grid.
  static let plotWidth = 382.0
  static let plotHeight = 560.0
  static let gap = 28.0
}
