/// What a host tells a `ScrollMachine`: touches, geometry changes and programmatic scrolls.
///
/// Finger positions are along the machine's axis in the host's screen coordinates, in points
/// (the finger moving up makes the position smaller and scrolls toward the content's end).
@_spi(Engine) public enum ScrollEvent: Sendable, Hashable {
  /// A finger touches down at `position`, catching any motion where it is.
  case touchDown(position: Double)
  /// The finger moves to `position`.
  case touchMove(position: Double)
  /// The finger lifts; the release velocity is the velocity tracker's estimate.
  case touchUp
  /// The finger lifts with a known velocity in points per second (negative = moving up), as
  /// `UIPanGestureRecognizer.velocity(in:)` reports it. With no finger down, it touches down
  /// where the content is and lifts at once.
  case fling(velocity: Double)
  /// The content's length on the axis changes, in points.
  case setContentLength(Double)
  /// The content before the visible part changed size: the content is `length` points long and
  /// what is shown moved `shift` points along it (a self-sizing row above the visible top took
  /// its measured height, ``LazyRows/Correction``). The offset moves by `shift` and the motion
  /// goes on from there at the speed it had: nothing shown moves.
  case resizeContent(length: Double, shift: Double)
  /// The adjusted insets change, in points.
  case setInsets(start: Double, end: Double)
  /// The viewport's length on the axis changes, in points.
  case setViewportLength(Double)
  /// Scroll to `offset`, clamped to the legal range; `animated` uses the configuration's
  /// scroll-to spring, carrying over the current velocity.
  case scrollTo(offset: Double, animated: Bool)
}

extension ScrollSample {
  /// What a scroll axis is doing.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// At rest.
    case idle
    /// Following a finger.
    case dragging
    /// Coasting after a fling.
    case decelerating
    /// Springing back to an edge, after a fling hit it or after a release while overscrolled.
    case bouncing
    /// Running a programmatic animated scroll.
    case animating
  }
}

/// The state of a scroll axis at one instant.
public struct ScrollSample: Sendable, Hashable {
  /// The content offset on the device pixel grid, in points.
  public var offset: Double
  /// The offset's velocity in points per second, positive as the offset grows.
  public var velocity: Double
  /// What the axis is doing.
  public var phase: ScrollSample.Phase

  /// Creates a sample.
  public init(offset: Double, velocity: Double, phase: ScrollSample.Phase) {
    self.offset = offset
    self.velocity = velocity
    self.phase = phase
  }
}
