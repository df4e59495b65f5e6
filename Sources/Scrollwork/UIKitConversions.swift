#if canImport(UIKit)
// Conversions between UIKit's values and Core's. Nothing here decides: each converts a type or
// picks the components that belong to an axis (ARCHITECTURE.md §8).
import ScrollworkCore
import UIKit

extension HostSize {
  /// `size` in points.
  init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension CGSize {
  /// `size` in points.
  init(_ size: HostSize) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension HostPoint {
  /// `point` in points.
  init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension HostInsets {
  /// `insets` in points.
  init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
  }
}

extension ScrollAxis {
  /// `point` with its coordinate along the axis replaced by `offset` (points).
  func point(_ offset: Double, replacingIn point: CGPoint) -> CGPoint {
    var result = point
    switch self {
    case .vertical: result.y = CGFloat(offset)
    case .horizontal: result.x = CGFloat(offset)
    }
    return result
  }

  /// `insets` with the end-edge inset changed by `delta` points.
  func insets(_ insets: UIEdgeInsets, changingEndBy delta: Double) -> UIEdgeInsets {
    var result = insets
    switch self {
    case .vertical: result.bottom += CGFloat(delta)
    case .horizontal: result.right += CGFloat(delta)
    }
    return result
  }

  /// A gradient's start and end points in a layer's unit space (iOS: 0, 0 at the top left),
  /// running along the axis from `fromEnd ? end : start`.
  func gradientPoints(fromEnd: Bool) -> (start: CGPoint, end: CGPoint) {
    let low = CGPoint(x: 0.5, y: 0)
    let high = CGPoint(x: 0.5, y: 1)
    let along = fromEnd ? (high, low) : (low, high)
    switch self {
    case .vertical: return along
    case .horizontal:
      return (CGPoint(x: along.0.y, y: 0.5), CGPoint(x: along.1.y, y: 0.5))
    }
  }
}

extension CGRect {
  /// The rectangle `rect` describes, in the same (content) coordinates, in points.
  init(_ rect: DecorationRect) {
    self.init(
      x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
      height: CGFloat(rect.height))
  }
}

extension UIView {
  /// Shows the view at `rect` (content coordinates of its superview), or hides it for `nil`.
  func place(at rect: DecorationRect?) {
    guard let rect else {
      isHidden = true
      return
    }
    frame = CGRect(rect)
    isHidden = false
  }
}
#endif
