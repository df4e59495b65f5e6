// UIScrollView's one bounce switch per axis, set to Core's native switch and restored on detach
// (Guides/UIKit.md, "Bounce at one edge"). Builds everywhere; tested on Linux.
import ScrollworkCore

/// A scroll view's two bounce switches for the decorations' axis: `bounces`, and
/// `alwaysBounceVertical` (or `alwaysBounceHorizontal`).
struct BounceSwitches: Equatable {
  /// `bounces`.
  var bounces: Bool
  /// `alwaysBounceVertical` when the axis is vertical, `alwaysBounceHorizontal` otherwise.
  var alwaysBounce: Bool
}

extension ScrollGlue {
  /// The switches to set for Core's native switch `native` (`ScrollViewUpdate.nativeBounces`),
  /// and the switches to keep for restoring later.
  ///
  /// With `native` set, both switches take it, and `current` is kept unless switches were kept
  /// already; with `nil` (no bounce policy, or detaching), the kept switches are set back and
  /// forgotten. `set` is `nil` when nothing is to be written.
  ///
  ///     ScrollGlue.bounceSwitches(
  ///       native: true, current: BounceSwitches(bounces: false, alwaysBounce: false), kept: nil)
  ///     // set: (true, true), kept: (false, false)
  static func bounceSwitches(
    native: Bool?, current: BounceSwitches, kept: BounceSwitches?
  ) -> (set: BounceSwitches?, kept: BounceSwitches?) {
    guard let native else { return (kept, nil) }
    return (BounceSwitches(bounces: native, alwaysBounce: native), kept ?? current)
  }
}
