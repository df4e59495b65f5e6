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

/// Which callback a pass of the decorations' attachment runs in.
enum ScrollRefreshPass: Equatable {
  /// Key-value observation of `contentOffset`, `contentSize` or `bounds`: UIKit may not have
  /// laid the bars out for this offset yet.
  case observation
  /// A layout pass (`layoutSubviews`, `adjustedContentInsetDidChange`, `viewDidLayoutSubviews`
  /// through `refresh()`): the insets are this offset's.
  case layout
}

extension ScrollGlue {
  /// Whether a clamp of Core's (`clamped`, points along `axis`, from `ScrollViewUpdate.offset`)
  /// waits for the next layout pass instead of being written now.
  ///
  /// A clamp at the start edge (it moves the offset forward: the content was pulled past
  /// `−adjustedContentInset.top`) found in a key-value observation pass waits: a large title
  /// that re-expands as the list is pulled down grows the navigation bar, and so
  /// `adjustedContentInset.top`, only at the next layout pass (91 → 143 points). Clamped at
  /// once, the offset would be held at the collapsed bar's edge and the title could never
  /// re-expand. The attachment asks for that layout pass (`setNeedsLayout()`), which UIKit runs
  /// before it draws, and clamps there with the new inset. It waits once: if the next pass is
  /// an observation again (a plain scroll view with no layout pass of the attachment's), it
  /// clamps then (`deferredBefore`), a frame late. End-edge clamps are written at once.
  ///
  ///     ScrollGlue.defersClamp(
  ///       -91, from: HostPoint(x: 0, y: -95), axis: .vertical, pass: .observation,
  ///       deferredBefore: false)  // true
  static func defersClamp(
    _ clamped: Double?, from current: HostPoint, axis: ScrollAxis, pass: ScrollRefreshPass,
    deferredBefore: Bool
  ) -> Bool {
    guard let clamped, pass == .observation, !deferredBefore else { return false }
    let offset = axis == .vertical ? current.y : current.x
    return clamped > offset
  }
}
