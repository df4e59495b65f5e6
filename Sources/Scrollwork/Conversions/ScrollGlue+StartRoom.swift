// The start room — a stretchy header's height and a running refresh's held room — as the
// attachment writes it into UIKit: an addition to `contentInset` at the axis's start edge, the way
// the sticky footer's room goes into the end edge (ScrollGlue+Footer.swift), taken back out on
// detach (Guides/UIKit.md, "The start room"). Builds everywhere; tested on Linux.
import ScrollworkCore

/// One write that gives the start room the change Core asked for.
struct StartRoomWrite: Equatable {
  /// The `contentInset` to set, in points: the start edge (`top`, or `left` scrolling
  /// sideways) changed by the room's change.
  var contentInset: HostInsets
  /// Whether to write it inside a UIKit animation of ``ScrollGlue/startRoomAnimationDuration``:
  /// when no finger is on the content (a refresh that ends, a header added). Under a finger (a
  /// refresh that begins mid-pull) it is written at once, as `UIRefreshControl` does, so the
  /// drag goes on from where the content is.
  var animated: Bool
  /// The `contentOffset` to set in the same animation, when Core settles content the shrunk
  /// room left past the start edge (`ScrollViewUpdate.settleOffset`): UIKit leaves the offset
  /// where it was when `contentInset` shrinks, so pull-to-refresh libraries set both in one
  /// animation. `nil` to leave the offset.
  var contentOffset: HostPoint? = nil
}

extension ScrollGlue {
  /// `insets` (a `contentInset`, points) with the inset at `axis`'s start edge changed by
  /// `delta` points: `top` when vertical, `left` when horizontal.
  static func contentInset(
    _ insets: HostInsets, changingStartBy delta: Double, along axis: ScrollAxis
  ) -> HostInsets {
    var result = insets
    switch axis {
    case .vertical: result.top += delta
    case .horizontal: result.left += delta
    }
    return result
  }

  /// What to write after a kernel update whose start room changed by `change` points
  /// (`ScrollViewUpdate.startRoomChange`), on a scroll view whose `contentInset` is
  /// `contentInset` and which a finger is on when `isTracking`; `nil` when the room did not
  /// change.
  ///
  ///     ScrollGlue.startRoomWrite(
  ///       change: 60, contentInset: HostInsets(top: 10), isTracking: true, axis: .vertical)
  ///     // contentInset HostInsets(top: 70), not animated: a refresh began under the finger
  ///
  /// `settleOffset` is Core's offset to settle at (`ScrollViewUpdate.settleOffset`), written
  /// into `contentOffset`'s axis coordinate (`current` keeps the other).
  static func startRoomWrite(
    change: Double, contentInset: HostInsets, isTracking: Bool, axis: ScrollAxis,
    settleOffset: Double? = nil, contentOffset current: HostPoint = HostPoint(x: 0, y: 0)
  ) -> StartRoomWrite? {
    guard change != 0 else { return nil }
    return StartRoomWrite(
      contentInset: ScrollGlue.contentInset(contentInset, changingStartBy: change, along: axis),
      animated: !isTracking,
      contentOffset: ScrollGlue.contentOffset(clampedTo: settleOffset, from: current, axis: axis))
  }

  /// `contentInset` (points) with the start room (`startRoom`, the room last written) taken
  /// back out of its start edge: what detaching writes.
  static func contentInset(
    _ contentInset: HostInsets, removingStartRoom startRoom: Double, along axis: ScrollAxis
  ) -> HostInsets {
    ScrollGlue.contentInset(contentInset, changingStartBy: -startRoom, along: axis)
  }

  /// How long a start-room write with no finger on the content animates, in seconds: 0.3, the
  /// duration SVPullToRefresh animates its inset back with when a refresh ends (MJRefresh takes
  /// 0.25 to 0.4). Not measured against `UIRefreshControl`, whose timing is not published.
  static let startRoomAnimationDuration = 0.3
}
