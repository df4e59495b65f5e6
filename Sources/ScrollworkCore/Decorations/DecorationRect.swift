/// A rectangle in a scroll view's content coordinates (content top-left = 0, 0), in points.
///
/// Decorations compute a span along the scroll axis and take the whole cross axis; `init(axis:)`
/// turns that span into a rectangle for either axis.
public struct DecorationRect: Sendable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width; never negative in a rectangle Core computes.
  public var width: Double
  /// The height; never negative in a rectangle Core computes.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle spanning `start ..< start + length` along `axis` and `0 ..< cross` across.
  public init(axis: ScrollAxis, start: Double, length: Double, cross: Double) {
    switch axis {
    case .vertical: self.init(x: 0, y: start, width: cross, height: length)
    case .horizontal: self.init(x: start, y: 0, width: length, height: cross)
    }
  }

  /// Where the rectangle starts along `axis`.
  @inline(__always) public func start(along axis: ScrollAxis) -> Double {
    axis == .vertical ? y : x
  }

  /// Where the rectangle ends along `axis`.
  @inline(__always) public func end(along axis: ScrollAxis) -> Double {
    axis == .vertical ? y + height : x + width
  }
}

/// Where a scroll view is at one instant: its geometry along the axis, its offset, and its size
/// across the axis. What every decoration's layout is a function of.
///
///     let snapshot = ScrollSnapshot(
///       geometry: ScrollGeometry(viewport: 844, content: 1320, insetStart: 91, insetEnd: 34),
///       offset: 600, crossLength: 390)
///     snapshot.reveal  // 90.0: the visible area past the content's end
@_spi(Engine) public struct ScrollSnapshot: Sendable, Hashable {
  /// The geometry along the scroll axis.
  public var geometry: ScrollGeometry
  /// The content offset along the axis, in points.
  public var offset: Double
  /// The viewport's size across the axis (its width when vertical), in points.
  public var crossLength: Double
  /// The scroll axis.
  public var axis: ScrollAxis

  /// Creates a snapshot.
  public init(
    geometry: ScrollGeometry, offset: Double, crossLength: Double, axis: ScrollAxis = .vertical
  ) {
    self.geometry = geometry
    self.offset = offset
    self.crossLength = crossLength
    self.axis = axis
  }

  /// The viewport's start in content coordinates: the offset.
  @inline(__always) var viewportStart: Double { offset }
  /// The viewport's end in content coordinates.
  @inline(__always) var viewportEnd: Double { offset + geometry.viewport }
  /// The visible area's start (below the start inset) in content coordinates.
  @inline(__always) var visibleStart: Double { offset + geometry.insetStart }
  /// The visible area's end (above the end inset) in content coordinates.
  @inline(__always) var visibleEnd: Double { offset + geometry.viewport - geometry.insetEnd }

  /// How much of the visible area lies past the content's end:
  /// `max(0, o + H − a.end − C)` (ARCHITECTURE.md §5).
  public var reveal: Double { max(0, visibleEnd - geometry.content) }

  /// A rectangle spanning `start ..< start + length` along the axis, the full cross size.
  @inline(__always) func rect(start: Double, length: Double) -> DecorationRect {
    DecorationRect(axis: axis, start: start, length: max(0, length), cross: crossLength)
  }
}
