/// Pull to refresh, as a decoration: how far a pull must go to begin a refresh, the room held
/// open above the content while it runs, and where its spinner is.
///
/// A refresh begins while the finger still pulls, once the content (or a ``StretchyHeader``) is
/// pulled ``triggerDistance`` points past its rest, as `UIRefreshControl` sends its value
/// change mid-drag. While it runs, ``holdHeight`` points join the start inset (the kernel's
/// start room), so a release springs back to rest with the spinner showing; when the app ends
/// it, the room goes and the content springs back to the top. The refresh state is the one piece
/// of state it needs; ``ScrollViewKernel`` keeps it.
///
/// A refresh needs the top edge to give under the finger. With a policy that does not bounce at
/// the top (``BouncePolicy/endOnly``), a finger may still pull the top edge — rubber-banded, as
/// a bouncing edge — but momentum stops dead there, so a fling never shows the gap above the
/// content: "bounces at the bottom only" then means "only a finger opens the top".
///
///     let refresh = RefreshControl(triggerDistance: 100, holdHeight: 60)
///     refresh.layout(snapshot, room: 0, isRefreshing: false).progress  // pull ÷ 100, up to 1
public struct RefreshControl: Sendable, Hashable {
  /// How far the content must be pulled past its rest for a refresh to begin, in points.
  public var triggerDistance: Double
  /// The room held open above the content while a refresh runs, in points.
  public var holdHeight: Double
  /// The spinner's size, in points.
  public var spinnerSize: Double

  /// Creates a refresh control. Lengths that are negative or not finite are taken as 0; the
  /// trigger distance is at least 1 point.
  public init(triggerDistance: Double = 100, holdHeight: Double = 60, spinnerSize: Double = 28) {
    self.triggerDistance = triggerDistance.isFinite ? max(1, triggerDistance) : 100
    self.holdHeight = holdHeight.isFinite ? max(0, holdHeight) : 0
    self.spinnerSize = spinnerSize.isFinite ? max(0, spinnerSize) : 0
  }

  /// The control at one instant.
  @_spi(Engine) public struct Layout: Sendable, Hashable {
    /// How far the content is pulled past its rest (without the held room), in points; 0 when
    /// not pulled.
    public var pull: Double
    /// The pull toward a refresh, 0–1 (1 while refreshing).
    public var progress: Double
    /// Whether a refresh is running.
    public var isRefreshing: Bool
    /// The spinner's frame in content coordinates: centred in the band the pull opens under the
    /// bars (at most ``holdHeight`` tall), or in the held room while refreshing. `nil` when
    /// neither pulled nor refreshing.
    public var spinner: DecorationRect?
  }

  /// The layout for `snapshot`, whose start inset holds the bars', a header's `room`, and the
  /// held room while `isRefreshing`.
  /// - Complexity: O(1); no allocation.
  @_spi(Engine) public func layout(
    _ snapshot: ScrollSnapshot, room: Double, isRefreshing: Bool
  ) -> Layout {
    let hold = isRefreshing ? holdHeight : 0
    let barsBottom = snapshot.offset + snapshot.geometry.insetStart - room - hold
    // The rest of what sits above the content (a header's top) is at −room.
    let pull = max(0, -room - barsBottom)
    guard pull > 0 || isRefreshing else {
      return Layout(pull: 0, progress: 0, isRefreshing: false, spinner: nil)
    }
    // Refreshing, the band is the held room above the content, and stays under the bars when
    // pulled farther.
    let bandStart = isRefreshing ? -room - max(pull, holdHeight) : barsBottom
    let bandLength = isRefreshing ? holdHeight : min(pull, holdHeight)
    let center = bandStart + bandLength / 2
    var spinner = snapshot.rect(start: center - spinnerSize / 2, length: spinnerSize)
    let across = (snapshot.crossLength - spinnerSize) / 2
    switch snapshot.axis {
    case .vertical: (spinner.x, spinner.width) = (across, spinnerSize)
    case .horizontal: (spinner.y, spinner.height) = (across, spinnerSize)
    }
    return Layout(
      pull: pull, progress: isRefreshing ? 1 : min(pull / triggerDistance, 1),
      isRefreshing: isRefreshing, spinner: spinner)
  }
}
