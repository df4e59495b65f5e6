@_spi(Engine) import ScrollworkCore

@testable import Scrollwork

/// UIKit's side of a decorated scroll view, as far as the start room and the refresh go: what
/// UIKit reports given what the glue wrote into it. Not the glue: a pass below calls the glue's
/// own conversions (``ScrollGlue/reading(boundsSize:contentSize:adjustedContentInset:contentOffset:refreshControlInstalled:isTracking:isDecelerating:)``,
/// ``ScrollGlue/startRoomWrite(change:contentInset:isTracking:axis:)``) in the attachment's order.
struct StartRoomScrollView {
  /// `bounds.size`.
  var viewport = HostSize(width: 390, height: 844)
  /// The rows' length, in points (`contentSize.height`).
  var rows = 2000.0
  /// The insets UIKit adds on its own: bars, safe area.
  var systemInsets = HostInsets(top: 91, bottom: 34)
  /// `contentInset`: the app's own, plus what the glue wrote.
  var contentInset = HostInsets()
  /// `contentOffset.y`.
  var offset = -91.0
  /// `isTracking`: a finger is on the content.
  var isTracking = false

  /// `adjustedContentInset`: the system's insets plus `contentInset`.
  var adjustedContentInset: HostInsets {
    HostInsets(
      top: systemInsets.top + contentInset.top, left: systemInsets.left + contentInset.left,
      bottom: systemInsets.bottom + contentInset.bottom,
      right: systemInsets.right + contentInset.right)
  }

  /// What the glue reads at a pass.
  var reading: ScrollViewReading {
    ScrollGlue.reading(
      boundsSize: viewport, contentSize: HostSize(width: viewport.width, height: rows),
      adjustedContentInset: adjustedContentInset, contentOffset: HostPoint(x: 0, y: offset),
      refreshControlInstalled: false, isTracking: isTracking)
  }

  /// One pass of the attachment, as `ScrollDecorationsAttachment.refresh(in:)` makes it: the
  /// glue's reading, the kernel, the glue's start-room write and — when it wrote — the pass
  /// again over what UIKit then reports.
  struct Pass {
    /// The kernel's first answer: the one whose `refreshBegan` the attachment acts on.
    var update: ScrollViewUpdate
    /// The start-room write, if any.
    var write: StartRoomWrite?
    /// The answer of the pass again after a write, whose frames the attachment applies.
    var again: ScrollViewUpdate?
    /// The answer whose frames are applied.
    var applied: ScrollViewUpdate { again ?? update }
  }

  /// Makes one pass with `kernel` (in the scroll view's axis, vertical here).
  mutating func pass(_ kernel: inout ScrollViewKernel) -> Pass {
    let update = kernel.update(reading)
    let write = ScrollGlue.startRoomWrite(
      change: update.startRoomChange, contentInset: contentInset, isTracking: isTracking,
      axis: kernel.axis, settleOffset: update.settleOffset,
      contentOffset: HostPoint(x: 0, y: offset))
    guard let write else { return Pass(update: update) }
    contentInset = write.contentInset
    if let settled = write.contentOffset { offset = settled.y }
    return Pass(update: update, write: write, again: kernel.update(reading))
  }
}
