// The stretchy header's and the empty state's inner frames, moved from Core's content
// coordinates into their own views', and what the attachment tells the app after a pass (the
// header's progress). Builds everywhere; tested on Linux.
import ScrollworkCore

extension ScrollGlue {
  /// `rect` in the coordinates of a view whose frame is `container`, both given in the same
  /// parent's coordinates (the scroll view's content): the header's content in its clipping
  /// container, in points.
  ///
  ///     ScrollGlue.frame(
  ///       DecorationRect(x: 0, y: -300, width: 390, height: 240),
  ///       in: DecorationRect(x: 0, y: -280, width: 390, height: 200))
  ///     // DecorationRect(x: 0, y: -20, width: 390, height: 240)
  static func frame(_ rect: DecorationRect, in container: DecorationRect) -> DecorationRect {
    DecorationRect(
      x: rect.x - container.x, y: rect.y - container.y, width: rect.width, height: rect.height)
  }

  /// Where the empty state's content is centred in its view, whose frame is Core's `frame`:
  /// along `axis` at Core's `center` (`DecorationViewFrames.emptyContentCenter`, content
  /// coordinates), across it in the middle. In points, in the view's own coordinates.
  ///
  ///     ScrollGlue.emptyContentCenter(
  ///       400, in: DecorationRect(x: 0, y: 200, width: 390, height: 500), axis: .vertical)
  ///     // HostPoint(x: 195, y: 200)
  static func emptyContentCenter(
    _ center: Double, in frame: DecorationRect, axis: ScrollAxis
  ) -> HostPoint {
    switch axis {
    case .vertical: HostPoint(x: frame.width / 2, y: center - frame.y)
    case .horizontal: HostPoint(x: center - frame.x, y: frame.height / 2)
    }
  }
}

/// What the attachment last told the app, so that it tells only changes.
struct DecorationReports: Equatable {
  /// The header's progress last told (`onHeaderProgress`), or `nil` before the first.
  private(set) var headerProgress: Double?

  /// Creates reports with nothing told yet.
  init() {}

  /// The header's progress to tell for `frames` (`DecorationViewFrames.headerProgress`), or
  /// `nil` when it is the one told last. Without a header nothing is told, and a header added
  /// again is told its progress at once.
  mutating func headerProgress(in frames: DecorationViewFrames, hasHeader: Bool) -> Double? {
    guard hasHeader else {
      headerProgress = nil
      return nil
    }
    guard frames.headerProgress != headerProgress else { return nil }
    headerProgress = frames.headerProgress
    return frames.headerProgress
  }
}
