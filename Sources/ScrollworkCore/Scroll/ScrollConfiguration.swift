/// How a scroll view feels: deceleration, bouncing, rubber band, springs and pixel grid.
///
/// A value with UIKit's defaults. The host keeps it (a ``SheetKernel`` keeps its list's) and
/// passes it with every event and sample; a changed field applies from the next motion planned.
///
///     var configuration = ScrollConfiguration()
///     configuration.decelerationRate = .fast
///     configuration.bounce = .endOnly
public struct ScrollConfiguration: Sendable, Hashable {
  /// How quickly a fling slows down; UIKit's `.normal` by default.
  public var decelerationRate: DecelerationRate = .normal
  /// Which edges bounce; both by default.
  public var bounce: BouncePolicy = .default
  /// Whether a finger may pull the start edge though it does not bounce: a refresh control is
  /// attached (``RefreshControl``). The finger rubber-bands it as a bouncing edge and a release
  /// springs back, but momentum stops dead there. Off by default.
  public var pullsStartEdge = false
  /// The display's pixel grid that reported offsets are rounded to; 3× by default.
  public var pixelGrid = PixelGrid(displayScale: 3)
  /// The rubber band's coefficient `c`; UIKit's 0.55 by default.
  public var rubberBandCoefficient = RubberBand.uikitCoefficient
  /// The speed at which a fling stops, in points per second; UIKit's 10 by default.
  public var stopSpeed = DecelerationSimulation.uikitStopSpeed
  /// The spring that returns overscrolled content to its edge after a release.
  public var bounceBackSpring = SpringParameters.uikitBounceBack
  /// How fast that return starts, on top of the release's own velocity: this fraction of the
  /// spring's natural frequency `ω` times the overscroll, toward the edge. UIKit's return from
  /// a release held still is already moving at its first frame (about 1,260 pt/s from 177 pt);
  /// 0.64 is fitted with ``SpringParameters/uikitBounceBack`` to that recording.
  public var bounceBackLaunch = 0.64
  /// The spring that takes over when a fling hits a bouncing edge.
  public var edgeBounceSpring = SpringParameters.edgeBounce
  /// The spring of an animated programmatic scroll.
  public var scrollToSpring = SpringParameters.scrollTo

  /// Creates a configuration with UIKit's defaults.
  public init() {}

  /// Whether a finger pulls past `edge`, rubber-banded: it bounces, or it is the start edge and
  /// ``pullsStartEdge``.
  @inline(__always) func pulls(at edge: ScrollEdge) -> Bool {
    bounce.bounces(at: edge) || (edge == .start && pullsStartEdge)
  }

  /// The tolerance for the pixel grid: springs end within half a pixel of their target.
  var tolerance: SimulationTolerance { SimulationTolerance(pixelGrid: pixelGrid) }
}
