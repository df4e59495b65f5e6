extension SheetKernel {
  /// Everything the host applies at `time`, and records the content offset it will show.
  /// - Complexity: O(detents); no allocation.
  public mutating func frame(at time: Double) -> SheetKernelFrame {
    let frame = peek(at: time)
    appliedContentOffset = frame.contentOffset
    return frame
  }

  /// The frame at `time` without recording it (for drawing a trace).
  @inline(__always) public func peek(at time: Double) -> SheetKernelFrame {
    let sample = system.sample(at: time)
    let width = reading.container.width
    let panelHeight = max(0, reading.container.height - sample.sheet.y)
    let visibleHeader = chrome.header.height - sample.headerCollapsed
    let contentHeight = max(0, panelHeight - visibleHeader)
    let contentGeometry = ScrollGeometry(
      viewport: contentHeight, content: system.content.geometry.content, insetStart: 0,
      insetEnd: reading.safeArea.bottom)
    return SheetKernelFrame(
      sample: sample,
      panel: DecorationRect(x: 0, y: sample.sheet.y, width: width, height: panelHeight),
      headerClip: DecorationRect(x: 0, y: 0, width: width, height: visibleHeader),
      header: DecorationRect(x: 0, y: 0, width: width, height: chrome.header.height),
      grabber: DecorationRect(
        x: 0, y: 0, width: width, height: min(chrome.grabberHeight, chrome.header.height)),
      content: DecorationRect(x: 0, y: visibleHeader, width: width, height: contentHeight),
      contentOffset: sample.content.offset,
      contentIndicator: ScrollIndicatorLayout(
        geometry: contentGeometry, offset: sample.content.offset),
      dimming: sample.sheet.dimming, keyboardHeight: keyboard.height(at: time),
      fingerDown: finger.isDown,
      isAtRest: !finger.isDown && system.isAtRest(at: time) && keyboard.isFinished(at: time))
  }
}

/// Everything a sheet host applies at one instant.
public struct SheetKernelFrame: Sendable, Hashable {
  /// The sheet, header and content state.
  public var sample: SheetScrollSample
  /// The panel's frame in the container: from the sheet's top edge to the container's bottom.
  public var panel: DecorationRect
  /// The header's visible part, in the panel (it clips the header view).
  public var headerClip: DecorationRect
  /// The header view's frame at its full height, in the panel.
  public var header: DecorationRect
  /// The grabber strip, in the panel.
  public var grabber: DecorationRect
  /// The content's viewport below the visible header, in the panel.
  public var content: DecorationRect
  /// The content's offset, which the host writes whenever it differs (Core owns it).
  public var contentOffset: Double
  /// Where a host that draws its own draws the content's scroll indicator, in the content
  /// viewport's coordinates.
  public var contentIndicator: ScrollIndicatorLayout
  /// The dimming view's alpha, 0–1.
  public var dimming: Double
  /// The keyboard's height over the container's bottom as it moves, for hosts that draw it.
  public var keyboardHeight: Double
  /// Whether a finger is on the sheet, its header or its content.
  public var fingerDown: Bool
  /// Whether nothing moves any more: the host may stop its display clock.
  public var isAtRest: Bool
}
