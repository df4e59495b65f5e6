/// The axis a scroll view moves along.
///
/// Core works on one axis at a time: a `ScrollGeometry` or a `ScrollMachine` describes
/// either the vertical or the horizontal motion of a scroll view. Hosts pick the components that
/// belong to the axis (`y`, `height`, `top`, `bottom` for ``vertical``).
public enum ScrollAxis: String, Sendable, Hashable, CaseIterable {
  /// Up and down; offsets grow downward, as in UIKit.
  case vertical
  /// Left and right; offsets grow to the right.
  case horizontal
}

/// One end of a scroll axis.
enum ScrollEdge: String, Sendable, Hashable, CaseIterable {
  /// The top (vertical) or left (horizontal) end, where the offset is smallest.
  case start
  /// The bottom (vertical) or right (horizontal) end, where the offset is largest.
  case end
}
