#if canImport(UIKit)
// Conversions between UIKit's types and Core's: a change of type only, one value for another.
// What the glue computes from them is in Conversions/ (ScrollGlue, SheetGlue), which builds and
// is tested on Linux (ARCHITECTURE.md §8).
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

extension CGPoint {
  /// `point` in points.
  init(_ point: HostPoint) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension HostInsets {
  /// `insets` in points.
  init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
  }
}

extension UIEdgeInsets {
  /// `insets` in points.
  init(_ insets: HostInsets) {
    self.init(
      top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
      right: CGFloat(insets.right))
  }
}

extension CGRect {
  /// The rectangle `rect` describes, in the same coordinates, in points.
  init(_ rect: DecorationRect) {
    self.init(
      x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
      height: CGFloat(rect.height))
  }
}

extension DecorationRect {
  /// The rectangle `rect` describes, in the same coordinates, in points.
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}

extension UIView {
  /// Sets the view's frame, `isHidden` and alpha to `properties` (a `nil` frame or alpha leaves
  /// that property as it is).
  func apply(_ properties: DecorationViewProperties) {
    if let frame = properties.frame { self.frame = CGRect(frame) }
    isHidden = properties.isHidden
    if let alpha = properties.alpha { self.alpha = CGFloat(alpha) }
  }
}
#endif
