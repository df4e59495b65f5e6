/// A scroll the platform animates on the app's behalf — `setContentOffset(_:animated: true)`,
/// `scrollToRow(at:at:animated: true)`, a status-bar tap's scroll to the top — as a host
/// without UIKit plays it.
///
/// On iOS, UIKit runs this animation itself and the glue only observes its offsets (they reach
/// the sheet's kernel as ``SheetHostEvent/contentOffsetObserved(_:byUser:)``, and a decorated
/// scroll view's kernel as readings). The simulator and the browser have no UIKit, so they ask
/// this value for the offset at each frame and report it the same way; the policy — its curve,
/// and that a finger on the view stops it — is Core's, so every such host agrees.
///
/// UIKit does not publish the curve; it is modelled with the scroll view's programmatic-scroll
/// spring (``SpringParameters/scrollTo``: critically damped, 0.4 s response, tuned by eye),
/// starting at rest, and ends on the pixel grid.
///
///     let scroll = PlatformScroll(from: 1200, to: 0, start: 2, pixelGrid: PixelGrid(displayScale: 3))
///     scroll.offset(at: 2)  // 1200
///     scroll.isOver(at: 4, fingerDown: false)  // true: it has arrived
@_spi(Engine) public struct PlatformScroll: Sendable, Hashable {
  /// The offset the animation ends at, in points.
  public var target: Double { spring.target }
  /// When it started, in seconds (the host's clock).
  public let start: Double
  private let spring: SpringSimulation

  /// An animation from `from` to `to` (content offsets, points) that starts at `start`
  /// (seconds), ending within `pixelGrid`'s tolerance of `to`.
  public init(
    from: Double, to: Double, start: Double, pixelGrid: PixelGrid,
    spring: SpringParameters = .scrollTo
  ) {
    self.start = start
    self.spring = SpringSimulation(
      spring: spring, from: from, to: to, velocity: 0,
      tolerance: SimulationTolerance(pixelGrid: pixelGrid))
  }

  /// The content offset at `time`, in points.
  /// - Complexity: O(1); no allocation.
  public func offset(at time: Double) -> Double { spring.position(at: time - start) }

  /// Whether the animation no longer runs at `time`: it has arrived, or a finger is on the
  /// view (a touch stops UIKit's animation where it is, as it stops a deceleration).
  public func isOver(at time: Double, fingerDown: Bool) -> Bool {
    fingerDown || spring.isFinished(at: time - start)
  }
}
