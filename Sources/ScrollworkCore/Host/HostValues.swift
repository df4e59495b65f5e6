/// A size as a host reads it off its view, in points.
public struct HostSize: Sendable, Hashable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The length along `axis` (`height` when vertical).
  @inline(__always) public func length(along axis: ScrollAxis) -> Double {
    axis == .vertical ? height : width
  }

  /// The length across `axis` (`width` when vertical).
  @inline(__always) public func length(across axis: ScrollAxis) -> Double {
    axis == .vertical ? width : height
  }
}

/// A point as a host reads it (a content offset), in points.
public struct HostPoint: Sendable, Hashable {
  /// The horizontal coordinate, rightward.
  public var x: Double
  /// The vertical coordinate, downward.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The coordinate along `axis` (`y` when vertical).
  @inline(__always) public func coordinate(along axis: ScrollAxis) -> Double {
    axis == .vertical ? y : x
  }
}

/// Insets as a host reads them (UIKit's adjusted content insets, a safe area), in points.
public struct HostInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets; each is 0 unless given.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The inset at `axis`'s start edge (`top` when vertical).
  @inline(__always) public func start(along axis: ScrollAxis) -> Double {
    axis == .vertical ? top : left
  }

  /// The inset at `axis`'s end edge (`bottom` when vertical).
  @inline(__always) public func end(along axis: ScrollAxis) -> Double {
    axis == .vertical ? bottom : right
  }
}
