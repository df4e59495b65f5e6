/// What a sheet host reads off its container, in points.
public struct SheetReading: Sendable, Hashable {
  /// The container's size (the view the sheet moves in).
  public var container: HostSize
  /// The container's safe area.
  public var safeArea: HostInsets
  /// The content's height (the tracked scroll view's content size).
  public var contentHeight: Double
  /// Points per pixel of the screen; positions are kept on its grid. Read at creation.
  public var displayScale: Double
  /// Whether Reduce Motion is on: the sheet springs without overshoot. Read at creation.
  public var reduceMotion: Bool

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

  /// The detents' context for a sheet with `header`: header and content make its content.
  func context(header: SheetHeader) -> SheetContext {
    SheetContext(
      containerHeight: container.height, containerWidth: container.width,
      safeAreaTop: safeArea.top, safeAreaBottom: safeArea.bottom,
      contentHeight: header.height + contentHeight)
  }

  func validate() throws(ScrollworkError) {
    try ScrollworkError.requireNonNegative(container.width, "container.width")
    try ScrollworkError.requireNonNegative(container.height, "container.height")
    try ScrollworkError.requireNonNegative(contentHeight, "content.height")
    guard displayScale.isFinite, displayScale > 0 else {
      throw ScrollworkError("displayScale: expected a number > 0, got \(displayScale)")
    }
  }
}
