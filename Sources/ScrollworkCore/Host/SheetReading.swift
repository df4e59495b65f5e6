/// What a sheet host reads off its container, in points.
///
/// A platform may report any number, so every field has one contract (Guides/UIKit.md,
/// "Readings"): a value outside it is refused with a one-line error before the kernel changes
/// anything, and a value inside it never makes the kernel refuse a later event, nor puts NaN or
/// an infinity in a frame.
///
/// - `container.width`, `container.height`: refused unless 0…10⁹; a zero height lays the
///   sheet out at zero.
/// - `safeArea.top`, `safeArea.bottom`: refused unless 0…10⁹; `left` and `right`: ignored.
/// - `contentHeight`: refused unless 0…10⁹.
/// - `displayScale`: refused unless finite and > 0; clamped to 1…10.
/// - `reduceMotion`: any value; followed from the reading that changes it.
///
///     try SheetReading(container: HostSize(width: 390, height: -1)).validate()
///     // throws: container.height: must be a number from 0 to 1e9, got -1.0
public struct SheetReading: Sendable, Hashable {
  /// The container's size (the view the sheet moves in): each side 0…10⁹ points. A container
  /// with no height lays the panel, its content and the keyboard out at zero.
  public var container: HostSize
  /// The container's safe area: top and bottom 0…10⁹ points; left and right are not used.
  public var safeArea: HostInsets
  /// The content's height (the tracked scroll view's content size), 0…10⁹ points.
  public var contentHeight: Double
  /// Pixels per point of the screen; positions are kept on its grid. Any finite number > 0,
  /// clamped to ``displayScales`` (1…10). A later reading that changes it (the window moved to
  /// another screen) puts every position on the new grid from then on.
  public var displayScale: Double
  /// Whether Reduce Motion is on: the sheet springs without overshoot. A later reading that
  /// changes it applies to the next spring the sheet starts; one under way finishes as it began.
  public var reduceMotion: Bool

  /// The display scales the pixel grid uses, in pixels per point: 1…10. A larger scale is a
  /// grid finer than any screen's, and with positions up to 10⁹ points it would leave the range
  /// a pixel grid can round in; a smaller one (a zoomed-out browser) rounds to whole points.
  public static let displayScales: ClosedRange<Double> = 1...10

  /// The container height the machines lay a container with no height out in, in points: they
  /// need a positive height to rubber-band against, and 10⁻⁹ rounds to 0 on every pixel grid.
  static let smallestContainerHeight = 1e-9

  /// Creates a reading.
  public init(
    container: HostSize, safeArea: HostInsets = HostInsets(), contentHeight: Double = 0,
    displayScale: Double = 3, reduceMotion: Bool = false
  ) {
    self.container = container
    self.safeArea = safeArea
    self.contentHeight = contentHeight
    self.displayScale = displayScale
    self.reduceMotion = reduceMotion
  }

  /// The pixel grid of ``displayScale``, clamped to ``displayScales``.
  ///
  ///     SheetReading(container: HostSize(width: 390, height: 844), displayScale: 1e300)
  ///       .pixelGrid.displayScale  // 10
  public var pixelGrid: PixelGrid {
    PixelGrid(
      displayScale: min(
        max(displayScale, Self.displayScales.lowerBound), Self.displayScales.upperBound))
  }

  /// The detents' context for a sheet with `header` (at most 10⁹ points tall): header and
  /// content make its content, held to 10⁹ points, and a container with no height is one
  /// ``smallestContainerHeight`` tall.
  func context(header: SheetHeader) -> SheetContext {
    SheetContext(
      containerHeight: max(container.height, Self.smallestContainerHeight),
      containerWidth: container.width, safeAreaTop: safeArea.top,
      safeAreaBottom: safeArea.bottom,
      contentHeight: min(header.height + contentHeight, ScrollworkError.largestMagnitude))
  }

  /// Checks every field the kernel uses against its contract (the table above).
  /// - Throws: ``ScrollworkError`` naming the first field out of its range, with the value.
  public func validate() throws(ScrollworkError) {
    try ScrollworkError.requireNonNegative(container.width, "container.width")
    try ScrollworkError.requireNonNegative(container.height, "container.height")
    try ScrollworkError.requireNonNegative(safeArea.top, "safeArea.top")
    try ScrollworkError.requireNonNegative(safeArea.bottom, "safeArea.bottom")
    try ScrollworkError.requireNonNegative(contentHeight, "content.height")
    guard displayScale.isFinite, displayScale > 0 else {
      throw ScrollworkError("displayScale: expected a number > 0, got \(displayScale)")
    }
  }
}
