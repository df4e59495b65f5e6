extension SheetKernel {
  /// Moves the kernel's clock to `time` and returns everything the host applies then: the call
  /// a host makes once per display frame. It records the content offset the host will show and
  /// the time it was drawn for. Core's time never goes back: a time earlier than the last one
  /// is taken as that last one, and an event stamped before it is taken as of it (a pan that
  /// catches a moving sheet never steps it back to where it was a frame ago).
  /// - Complexity: O(detents); no allocation.
  public mutating func advance(to time: Double) -> SheetKernelFrame {
    let t = time.isFinite ? max(time, lastFrameTime) : lastFrameTime
    let frame = makeFrame(at: t)
    appliedContentOffset = frame.contentOffset
    lastFrameTime = t
    return frame
  }

  /// The frame at `time`, read without moving the kernel's clock: for a trace, a test, or a
  /// status read between display frames. ``advance(to:)`` is the per-frame call.
  /// - Complexity: O(detents); no allocation.
  public func frame(at time: Double) -> SheetKernelFrame {
    var kernel = self
    return kernel.makeFrame(at: time)
  }

  /// The frame at `time`. Mutating only so that it reads the kernel in place: a non-mutating
  /// method called from ``advance(to:)`` copies the whole kernel first (the sheet's system is
  /// about 2.8 KB), every frame; `sheet.kernelFrame` measures it. It changes nothing.
  @inline(__always) mutating func makeFrame(at time: Double) -> SheetKernelFrame {
    let sample = system.sampleInPlace(at: time, configuration: configuration)
    let width = reading.container.width
    let containerHeight = reading.container.height
    // (A sheet put away may pass the container's bottom once: nothing of it is drawn there.
    // Hidden, none of it shows, also where the bottom is off the pixel grid its y is kept on.)
    let panelY =
      sample.sheet.presence == .hidden ? containerHeight : min(sample.sheet.y, containerHeight)
    let style = Self.panelStyle(
      configuration.sheet.appearance, at: sample.sheet.y, detents: system.sheet.detents,
      width: width, grid: configuration.sheet.pixelGrid)
    let panelHeight = max(0, containerHeight - panelY - style.inset)
    let visibleHeader = chrome.header.height - sample.headerCollapsed
    let contentHeight = max(0, panelHeight - visibleHeader)
    let contentGeometry = ScrollGeometry(
      viewport: contentHeight, content: system.content.geometry.content, insetStart: 0,
      insetEnd: reading.safeArea.bottom)
    // The content scrolls while its machine moves, unless a finger on the grabber or header
    // drives the chain (the content's machine then follows the gesture without scrolling).
    let fingerOffContent = finger.isDown && finger.source != .content
    let panelWidth = max(0, width - 2 * style.inset)
    let indicator = ScrollIndicatorLayout(
      geometry: contentGeometry, offset: sample.content.offset,
      isScrolling: sample.content.phase != .idle && !fingerOffContent)
    let keyboardHeight = keyboard.height(at: time)
    return SheetKernelFrame(
      sample: sample,
      panel: DecorationRect(
        x: style.inset, y: panelY, width: max(0, width - 2 * style.inset), height: panelHeight),
      panelStyle: style,
      headerClip: DecorationRect(x: 0, y: 0, width: panelWidth, height: visibleHeader),
      header: DecorationRect(x: 0, y: 0, width: panelWidth, height: chrome.header.height),
      grabber: DecorationRect(
        x: 0, y: 0, width: panelWidth, height: min(chrome.grabberHeight, chrome.header.height)),
      content: DecorationRect(x: 0, y: visibleHeader, width: panelWidth, height: contentHeight),
      contentOffset: sample.content.offset,
      contentIndicator: indicator,
      contentIndicatorFrame: indicator.frame(crossLength: panelWidth),
      dimming: sample.sheet.dimming,
      dimmingFrame: DecorationRect(x: 0, y: 0, width: width, height: containerHeight),
      keyboardHeight: keyboardHeight,
      keyboard: keyboardHeight > 0
        ? DecorationRect(
          x: 0, y: containerHeight - keyboardHeight, width: width, height: keyboardHeight)
        : nil,
      fingerDown: finger.isDown,
      dismissAttempts: system.sheet.dismissAttempts,
      isAtRest: !finger.isDown && system.isAtRest(at: time, sampled: sample)
        && keyboard.isFinished(at: time),
      detents: system.sheet.detents, headerCollapsible: chrome.header.collapsible)
  }

  /// The panel's style with the sheet's top edge at `y` among `detents`, in a container
  /// `width` points wide: attached, or floating below the top detent and attaching as it rises
  /// from the detent below it to the top one (linear in position), its inset never more than a
  /// quarter of the width, on the pixel `grid`.
  @inline(__always) static func panelStyle(
    _ appearance: SheetConfiguration.Appearance, at y: Double, detents: SheetDetents, width: Double,
    grid: PixelGrid
  ) -> SheetKernelFrame.PanelStyle {
    guard case .floating(let inset, let radius) = appearance, detents.count > 1 else {
      return SheetKernelFrame.PanelStyle(inset: 0, cornerRadius: 12, attachment: 1)
    }
    let top = detents.highest.y
    let below = detents[detents.count - 2].y
    let attachment = below > top ? min(max((below - y) / (below - top), 0), 1) : 1
    let floating = 1 - attachment
    let full = min(max(inset.isFinite ? inset : 0, 0), width / 4)
    let r = radius.isFinite ? max(radius, 0) : 0
    return SheetKernelFrame.PanelStyle(
      inset: grid.round(full * floating), cornerRadius: 12 + (r - 12) * floating,
      attachment: attachment)
  }

  /// Whether a pan that starts moving at `velocity` (points per second, in the container) is
  /// the sheet's to take: one more vertical than horizontal. A horizontal swipe inside the sheet
  /// — between its pages, or along a row of chips in its header — is never taken by the sheet's
  /// vertical gesture; a host asks this before its grabber's or header's recognizer begins
  /// (a list's own recognizer begins only along the axis it scrolls). A pan with no movement
  /// yet is taken.
  ///
  ///     SheetKernel.takesPan(velocity: HostPoint(x: 900, y: 120))  // false: a page swipe
  public static func takesPan(velocity: HostPoint) -> Bool {
    guard velocity.x.isFinite, velocity.y.isFinite else { return true }
    return abs(velocity.y) >= abs(velocity.x)
  }

  /// Which part of the sheet a touch at `point` (container coordinates, points) drives at
  /// `time`: the grabber, the header or the content — or `nil` when it misses the sheet (above
  /// its top, outside the container, or on the keyboard). Every host asks this when a pan
  /// begins; the answer decides the hand-off (``SheetDragSource``).
  public func dragSource(at point: HostPoint, time: Double) -> SheetDragSource? {
    frame(at: time).dragSource(at: point)
  }
}

/// Everything a sheet host applies at one instant: a display list of the container's views
/// (ARCHITECTURE.md §8). Each rect is in its parent's coordinates, as a UIKit host nests them:
/// the dimming view, panel and keyboard in the container; the grabber, header clip and content
/// viewport in the panel; the header in the header clip; the indicator in the content viewport.
public struct SheetKernelFrame: Sendable, Hashable {
  /// The sheet, header and content state.
  public var sample: SheetScrollSample
  /// The panel's frame in the container: from the sheet's top edge to the container's bottom
  /// (less a floating panel's inset at its sides and bottom, ``panelStyle``).
  public var panel: DecorationRect
  /// The panel's corner radius, inset and background as the appearance has them at the sheet's
  /// position (``SheetConfiguration/Appearance``).
  public var panelStyle: SheetKernelFrame.PanelStyle
  /// The header's visible part, in the panel (it clips the header view).
  public var headerClip: DecorationRect
  /// The header view's frame at its full height, in the header clip: its collapsible part is
  /// clipped away from the bottom.
  public var header: DecorationRect
  /// The grabber strip, in the panel.
  public var grabber: DecorationRect
  /// The content's viewport below the visible header, in the panel.
  public var content: DecorationRect
  /// The content's offset, which the host writes whenever it differs (Core owns it).
  public var contentOffset: Double
  /// Where a host that draws its own draws the content's scroll indicator, in the content
  /// viewport's coordinates, and whether it shows.
  @_spi(Engine) public var contentIndicator: ScrollIndicatorLayout
  /// The content's scroll indicator's frame in the content viewport, for a host that draws its
  /// own (UIKit draws its own).
  public var contentIndicatorFrame: DecorationRect
  /// The content's scroll indicator's opacity, 0–1: shown while the list scrolls, faded out
  /// after it stops (a UIKit host maps it onto the list's own indicator).
  public var contentIndicatorAlpha: Double { contentIndicator.alpha }
  /// The dimming view's alpha, 0–1.
  public var dimming: Double
  /// The dimming view's frame: the whole container.
  public var dimmingFrame: DecorationRect
  /// The keyboard's height over the container's bottom as it moves, for hosts that draw it.
  public var keyboardHeight: Double
  /// The keyboard's frame in the container as it moves, for hosts that draw it; `nil` while it
  /// is down.
  public var keyboard: DecorationRect?
  /// Whether a finger is on the sheet, its header or its content.
  public var fingerDown: Bool
  /// How many releases and escape gestures would have dismissed the sheet while its dismissal
  /// was vetoed (``SheetConfiguration/Dismissal/vetoed``), wrapping around: a host that sees it
  /// change tells the app (UIKit's `presentationControllerDidAttemptToDismiss`).
  public var dismissAttempts: Int
  /// Whether nothing moves any more: the host may stop its display clock.
  public var isAtRest: Bool
  /// The detents in force, resolved in the container (lifted while the keyboard shows), and the
  /// header's collapsible points: what ``status`` measures the sheet and the header against.
  let detents: SheetDetents
  let headerCollapsible: Double

  /// Whether the sheet shows, is on its way to hidden, or rests hidden: a host removes a hidden
  /// sheet from view and calls its dismissal handler when this becomes ``SheetPresence/hidden``.
  public var presence: SheetPresence { sample.sheet.presence }

  /// Whether the host ends editing in the sheet now: a sheet on its way to hidden (or hidden)
  /// takes the keyboard down with it, as UIKit's dismissed sheets do.
  public var endsEditing: Bool { sample.sheet.presence != .presented }

  /// Which part of the sheet a touch at `point` (container coordinates, points) drives: the
  /// grabber strip (``SheetDragSource/grabber``), the header's visible part, or the content
  /// below it; `nil` outside the container, above the panel, or on the keyboard.
  ///
  ///     frame.panel.y  // 464
  ///     frame.dragSource(at: HostPoint(x: 195, y: 470))  // .sheet: the grabber strip
  ///     frame.dragSource(at: HostPoint(x: 195, y: 600))  // .content
  ///
  /// - Complexity: O(1); no allocation.
  public func dragSource(at point: HostPoint) -> SheetDragSource? {
    let container = dimmingFrame
    guard point.x >= container.x, point.x <= container.x + container.width,
      point.y >= container.y, point.y <= container.y + container.height
    else { return nil }
    if let keyboard, point.y >= keyboard.y { return nil }
    let local = point.y - panel.y
    guard local >= 0, panel.height > 0 else { return nil }
    if local < grabber.y + grabber.height { return .grabber }
    if local < headerClip.y + headerClip.height { return .header }
    return .content
  }
}

extension SheetKernelFrame {
  /// How a sheet's panel is drawn at one position (``SheetConfiguration/Appearance``): a host
  /// rounds its corners, sets its material and its opacity from these.
  public struct PanelStyle: Sendable, Hashable {
    /// The panel's inset from the container's sides and bottom, in points (0: attached).
    public var inset: Double
    /// The corner radius, in points: every corner while the panel floats, the top ones once it is
    /// attached (``roundsBottomCorners``).
    public var cornerRadius: Double
    /// How attached the panel is, 0–1: 0 floating, 1 edge to edge. Its background's opacity: a
    /// host draws the translucent material (iOS 26's glass) under an opaque fill of this alpha.
    public var attachment: Double

    /// A style with `inset` points, `cornerRadius` points and `attachment` (0 floating … 1
    /// attached).
    public init(inset: Double, cornerRadius: Double, attachment: Double) {
      self.inset = inset
      self.cornerRadius = cornerRadius
      self.attachment = attachment
    }

    /// Whether the bottom corners are rounded too: while the panel floats at all.
    public var roundsBottomCorners: Bool { attachment < 1 }
    /// The opaque fill's alpha over the material: the attachment.
    public var backgroundOpacity: Double { attachment }
  }
}
