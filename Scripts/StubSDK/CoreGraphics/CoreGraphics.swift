// The Swift half of the stub CoreGraphics module: the geometry API Apple's overlay adds to the
// imported C structs (`.zero`, the `Int` and `Double` initializers, `CGRect`'s edges and sizes,
// Equatable, `CGAffineTransform`'s rotation and identity). Hand-written for type-checking only (see ../README.md); the bodies never run.
@_exported import CoreFoundation
@_exported import CoreGraphics

extension CGPoint {
  public static var zero: CGPoint { CGPoint(x: 0.0, y: 0.0) }

  public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }

  public init(x: Double, y: Double) { self.init(x: CGFloat(x), y: CGFloat(y)) }
}

extension CGPoint: @retroactive Equatable {
  public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool {
    lhs.x == rhs.x && lhs.y == rhs.y
  }
}

extension CGSize {
  public static var zero: CGSize { CGSize(width: 0.0, height: 0.0) }

  public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }

  public init(width: Double, height: Double) {
    self.init(width: CGFloat(width), height: CGFloat(height))
  }
}

extension CGSize: @retroactive Equatable {
  public static func == (lhs: CGSize, rhs: CGSize) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }
}

extension CGRect {
  public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }

  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(
      x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(
      x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }

  public var minX: CGFloat { Swift.min(origin.x, origin.x + size.width) }
  public var midX: CGFloat { origin.x + size.width / 2 }
  public var maxX: CGFloat { Swift.max(origin.x, origin.x + size.width) }
  public var minY: CGFloat { Swift.min(origin.y, origin.y + size.height) }
  public var midY: CGFloat { origin.y + size.height / 2 }
  public var maxY: CGFloat { Swift.max(origin.y, origin.y + size.height) }
  public var width: CGFloat { abs(size.width) }
  public var height: CGFloat { abs(size.height) }
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }
}

extension CGRect: @retroactive Equatable {
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool {
    lhs.origin == rhs.origin && lhs.size == rhs.size
  }
}

extension CGAffineTransform {
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  public init(rotationAngle angle: CGFloat) { self = .identity }
}

extension CGColor: @unchecked Sendable {}
