// Pull to refresh, between Core's kernel and the app: when the app's refresh action is called,
// whose completion ends which refresh, and how the spinner shows the pull. Core decides when a
// refresh begins and what room it holds (`RefreshControl`, `ScrollViewKernel`); this file only
// routes the decision (Guides/UIKit.md, "Pull to refresh"). Builds everywhere; tested on Linux.
import ScrollworkCore

/// The app's refresh action through the refreshes Core begins: called once for each refresh a
/// pull begins, and its completion taken only for the refresh it was called for — so a late
/// completion of an earlier refresh never ends a later one.
///
///     var lifecycle = RefreshLifecycle()
///     lifecycle.update(refreshBegan: true, isRefreshing: true)  // .begin(1): call the action
///     lifecycle.finish(1)  // true: end the kernel's refresh
///     lifecycle.finish(1)  // false: already ended
struct RefreshLifecycle: Equatable {
  /// What the attachment does after a kernel update.
  enum Step: Equatable {
    /// Nothing.
    case none
    /// Call the app's action for refresh `token`; an earlier one's completion no longer counts.
    case begin(Int)
    /// Refresh `token`, the one the action was called for, ended without the action's
    /// completion: the app ended it (`endRefreshing()`) or took the refresh control away.
    case ended(Int)
  }

  /// How many refreshes a pull has begun.
  private(set) var begun = 0
  /// The refresh the app's action was called for, while it runs.
  private(set) var running: Int?

  /// Creates a lifecycle with no refresh.
  init() {}

  /// The step after a kernel update that began a refresh (`ScrollViewUpdate.refreshBegan`) or
  /// not, with a refresh running or not (`.isRefreshing`).
  mutating func update(refreshBegan: Bool, isRefreshing: Bool) -> Step {
    if refreshBegan {
      begun += 1
      running = begun
      return .begin(begun)
    }
    guard !isRefreshing, let ended = running else { return .none }
    running = nil
    return .ended(ended)
  }

  /// The app's action completed refresh `token`: whether the kernel's refresh is to end
  /// (`ScrollViewKernel.endRefreshing()`) — only while `token` is the refresh running.
  mutating func finish(_ token: Int) -> Bool {
    guard running == token else { return false }
    running = nil
    return true
  }
}

/// How the refresh spinner shows at one pass, besides its frame and its alpha (Core's progress,
/// `DecorationViewKind.properties(in:)`).
struct RefreshSpinnerState: Equatable {
  /// The still spinner's rotation, in radians (clockwise on iOS): half a turn over the pull
  /// to the trigger distance, 0 while refreshing. Tuned by eye; `UIRefreshControl` draws its
  /// ticks one by one instead, with no public API for it.
  var rotation: Double
  /// Whether it spins (`startAnimating()`): while a refresh runs.
  var spins: Bool
}

extension ScrollGlue {
  /// The spinner for Core's `progress` (0–1, `DecorationViewFrames.refreshProgress`) and
  /// whether a refresh runs (`ScrollViewUpdate.isRefreshing`).
  ///
  ///     ScrollGlue.refreshSpinner(progress: 0.5, isRefreshing: false)
  ///     // rotation π/2, still
  static func refreshSpinner(progress: Double, isRefreshing: Bool) -> RefreshSpinnerState {
    if isRefreshing { return RefreshSpinnerState(rotation: 0, spins: true) }
    let progress = progress.isFinite ? min(max(progress, 0), 1) : 0
    return RefreshSpinnerState(rotation: progress * .pi, spins: false)
  }
}
