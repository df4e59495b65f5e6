#if canImport(UIKit)
// Conversions between UIKit's values and Core's, along one scroll axis. Nothing here decides:
// each function picks the components that belong to the axis (DESIGN.md §1, §2).
import ScrollworkCore
import UIKit

extension ScrollAxis {
  /// `size`'s length along the axis, in points (`height` when vertical).
  func length(of size: CGSize) -> Double {
    Double(self == .vertical ? size.height : size.width)
  }

  /// `size`'s length across the axis, in points (`width` when vertical).
  func crossLength(of size: CGSize) -> Double {
    Double(self == .vertical ? size.width : size.height)
  }

  /// `point`'s coordinate along the axis, in points (`y` when vertical).
  func offset(of point: CGPoint) -> Double {
    Double(self == .vertical ? point.y : point.x)
  }

  /// `point` with its coordinate along the axis replaced by `offset` (points).
  func point(_ offset: Double, replacingIn point: CGPoint) -> CGPoint {
    var result = point
    switch self {
    case .vertical: result.y = CGFloat(offset)
    case .horizontal: result.x = CGFloat(offset)
    }
    return result
  }

  /// The inset at the axis's start edge, in points (`top` when vertical).
  func startInset(of insets: UIEdgeInsets) -> Double {
    Double(self == .vertical ? insets.top : insets.left)
  }

  /// The inset at the axis's end edge, in points (`bottom` when vertical).
  func endInset(of insets: UIEdgeInsets) -> Double {
    Double(self == .vertical ? insets.bottom : insets.right)
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
