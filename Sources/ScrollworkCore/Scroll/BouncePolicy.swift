/// Which edges of a scroll axis may be pulled past and bounce.
///
/// UIKit has one switch for both ends (`bounces`); the peeking-background seed needs "bounce at
/// the bottom only", so each edge has its own. A bouncing edge rubber-bands under the finger and
/// springs back after a fling hits it; a non-bouncing edge stops the content dead at the legal
/// offset (`−adjustedContentInset.top`, not 0). Like `alwaysBounceVertical`, it applies whether
/// or not the content fills the viewport.
///
///     BouncePolicy.endOnly.bounces(at: .start)  // false
public struct BouncePolicy: Sendable, Hashable {
  /// Whether the start edge (top or left) bounces.
  public var start: Bool
  /// Whether the end edge (bottom or right) bounces.
  public var end: Bool

  /// Creates a policy from one switch per edge.
  public init(start: Bool, end: Bool) {
    self.start = start
    self.end = end
  }

  /// Both edges bounce, as a `UIScrollView` with `alwaysBounceVertical`.
  public static let `default` = BouncePolicy(start: true, end: true)
  /// Neither edge bounces.
  public static let none = BouncePolicy(start: false, end: false)
  /// Only the end edge bounces: the seed's "bounce at the bottom only".
  public static let endOnly = BouncePolicy(start: false, end: true)
  /// Only the start edge bounces.
  public static let startOnly = BouncePolicy(start: true, end: false)

  /// Whether `edge` bounces.
  @inline(__always)
  func bounces(at edge: ScrollEdge) -> Bool { edge == .start ? start : end }
}
