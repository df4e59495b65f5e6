// What the sheet container observed of its tracked list since it last told Core, and how it
// tells it: UIKit's own offset corrections (self-sizing rows above the visible ones) come as a
// content-size change and an offset change in one layout pass, in either order, and are told
// as one `SheetHostEvent.contentResized(height:shift:)`. Builds everywhere; tested on Linux
// (Guides/UIKit.md, "Device notes").
import ScrollworkCore

/// The tracked list's content height and offset, as key-value observation reported them since
/// the container last told Core, in Core's coordinates (``SheetGlue/contentHeight(_:shift:)``,
/// ``SheetGlue/coreOffset(_:shift:)``). The container gathers what one pass of UIKit reports and
/// tells Core at the end of it (``take(toldHeight:appliedOffset:pixel:)``).
struct TrackedListObservations: Equatable {
  /// The content height seen last, if any was seen.
  var height: Double?
  /// The offset seen last that the glue did not write, if any was seen.
  var offset: Double?
  /// Whether UIKit's own tracking or deceleration moved it (`isTracking || isDecelerating`).
  var offsetByUser = false

  /// Nothing seen.
  var isEmpty: Bool { height == nil && offset == nil }

  mutating func saw(height: Double) { self.height = height }

  mutating func saw(offset: Double, byUser: Bool) {
    self.offset = offset
    offsetByUser = byUser
  }

  /// What to tell Core of what was seen, given the height Core was last told, the offset it last
  /// applied (`SheetKernel.appliedContentOffset`) and the size of a device pixel (points);
  /// empties the observations.
  ///
  /// An offset that moved with the height, in the same direction and by no more, is UIKit's
  /// correction for rows above the visible ones that changed size (self-sizing rows, a
  /// compositional layout's `contentOffsetAdjustment`): Core moves the list with its rows and
  /// keeps its motion. Told as an app's scroll instead, it would stop a fling dead; left
  /// untold, the next frame would write the old offset back and the rows would jump by the
  /// estimate's error. Any other offset is the app's or the system's, or UIKit's own tracking.
  ///
  ///     var seen = TrackedListObservations()
  ///     seen.saw(height: 2280)
  ///     seen.saw(offset: 740, byUser: false)
  ///     seen.take(toldHeight: 2240, appliedOffset: 700, pixel: 1.0 / 3)
  ///     // .resized(height: 2280, shift: 40)
  mutating func take(toldHeight: Double, appliedOffset: Double, pixel: Double) -> ListChange {
    defer { self = TrackedListObservations() }
    let tolerance = pixel / 2
    let grew = height.map { $0 - toldHeight } ?? 0
    let heightChanged = abs(grew) > tolerance
    guard let offset else { return heightChanged ? .layout : .none }
    let moved = offset - appliedOffset
    if heightChanged, let height, abs(moved) > tolerance, (moved > 0) == (grew > 0),
      abs(moved) <= abs(grew) + tolerance
    {
      return .resized(height: height, shift: moved)
    }
    return heightChanged
      ? .layoutAndOffset(offset, byUser: offsetByUser) : .offset(offset, byUser: offsetByUser)
  }
}

/// What the container tells Core of its tracked list after a pass (``TrackedListObservations``).
enum ListChange: Equatable {
  /// Nothing changed.
  case none
  /// The content height changed alone: a layout reading (`SheetHostEvent.layout`).
  case layout
  /// The offset changed alone (`SheetHostEvent.contentOffsetObserved`).
  case offset(Double, byUser: Bool)
  /// Both changed, unrelated: a layout reading, then the offset.
  case layoutAndOffset(Double, byUser: Bool)
  /// UIKit moved the offset with the content (`SheetHostEvent.contentResized(height:shift:)`).
  case resized(height: Double, shift: Double)
}
