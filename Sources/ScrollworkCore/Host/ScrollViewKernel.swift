/// The host kernel of a decorated scroll view (ARCHITECTURE.md §8): everything a host applies to its
/// scroll view at one callback, from what it read off it.
///
/// A host — the UIKit glue at every key-value observation and layout pass, the simulator at
/// every frame, the browser at every animation frame — reads its scroll view into a
/// ``ScrollViewReading``, calls ``update(_:)`` once, and applies the ``ScrollViewUpdate``: the
/// offset to correct, the native bounce switch, the sticky footer's room, and every view's frame.
/// It computes no geometry of its own.
///
///     var kernel = ScrollViewKernel(
///       decorations: ScrollDecorations(stickyFooter: StickyFooter(height: 80)),
///       bounce: .endOnly, placement: .contentEnd)
///     let update = kernel.update(ScrollViewReading(
///       bounds: HostSize(width: 390, height: 844), contentSize: HostSize(width: 390, height: 176),
///       adjustedInsets: HostInsets(top: 91, bottom: 34), offset: HostPoint(x: 0, y: -91)))
///     update.footerRoom  // 543: the footer sits at the bottom of the visible area
///
/// The kernel remembers the one thing a host cannot read back unambiguously: the footer room it
/// last asked for, which the host's content size (``StickyFooterPlacement/contentEnd``) or
/// adjusted insets (``StickyFooterPlacement/endInset``) then include.
public struct ScrollViewKernel: Sendable, Hashable {
  /// The decorations on the scroll view.
  public var decorations: ScrollDecorations
  /// The per-edge bounce the host emulates with its one native switch, or `nil` when its scroll
  /// view bounces per edge by itself (the simulator's `ScrollMachine`) or as it likes.
  public var bounce: BouncePolicy?
  /// The scroll axis.
  public let axis: ScrollAxis
  /// Where the host keeps the sticky footer's room.
  public let placement: StickyFooterPlacement
  /// The footer room the host was last told to apply, in points.
  public private(set) var footerRoom: Double = 0

  /// Creates a kernel; nothing is applied until the first ``update(_:)``.
  public init(
    decorations: ScrollDecorations, bounce: BouncePolicy? = nil, axis: ScrollAxis = .vertical,
    placement: StickyFooterPlacement = .contentEnd
  ) {
    self.decorations = decorations
    self.bounce = bounce
    self.axis = axis
    self.placement = placement
  }

  /// Forgets the footer room: the host took it away (the footer was removed or the decorations
  /// detached), so its content size or insets no longer include it.
  public mutating func forgetFooterRoom() { footerRoom = 0 }

  /// The geometry of the content's own length and the insets without the footer's room, from a
  /// reading.
  ///
  /// The length that holds the room (the content's, or the end inset) is taken on a grid of
  /// 1/768 point, room or no room: a host that adds the room and reads it back gets the length
  /// it started from, not one a rounding error away, so an update applied and read back is a
  /// fixed point (the same views, no change of room). 768 is 256 times each common display
  /// scale (1, 2, 3), so every pixel position is on the grid, and its half step, 6.5·10⁻⁴ pt,
  /// is far above the rounding error of adding a room and taking it away (10⁻⁷ pt at 10⁹ pt);
  /// any other length moves by at most that half step.
  ///
  ///     kernel.footerRoom  // 321.56862745098044, added to an end inset of 61.46334019989324
  ///     kernel.ownGeometry(of: reading).insetEnd  // 61.463541666666664, at every callback
  @_spi(Engine) public func ownGeometry(of reading: ScrollViewReading) -> ScrollGeometry {
    /// `length` on the grid; one past 10¹⁵ points (where doubles are farther apart than the
    /// grid) or not finite as it is.
    func onGrid(_ length: Double) -> Double {
      let steps = 768.0
      guard abs(length) < 1e15 else { return length }
      return (length * steps).rounded() / steps
    }
    var own = ScrollGeometry(
      viewport: reading.bounds.length(along: axis),
      content: reading.contentSize.length(along: axis),
      insetStart: reading.adjustedInsets.start(along: axis),
      insetEnd: reading.adjustedInsets.end(along: axis))
    switch placement {
    case .contentEnd: own.content = onGrid(max(0, own.content - footerRoom))
    case .endInset: own.insetEnd = onGrid(own.insetEnd - footerRoom)
    }
    return own
  }

  /// What the host applies for `reading`, in order: the offset (a non-bouncing edge crossed),
  /// the native bounce switch, the footer's room, then the frames at the offset it will show.
  /// - Complexity: O(1); no allocation.
  public mutating func update(_ reading: ScrollViewReading) -> ScrollViewUpdate {
    let reading = reading.clamped
    let own = ownGeometry(of: reading)
    let room = decorations.contentLength(for: own) - own.content
    let previousRoom = footerRoom
    footerRoom = decorations.stickyFooter == nil ? 0 : room
    var scrolled = own
    scrolled.content += footerRoom
    let offset = reading.offset.coordinate(along: axis)
    let clamped = bounce?.clampedOffset(
      offset, in: scrolled, refreshControlInstalled: reading.refreshControlInstalled)
    let shown = clamped ?? offset
    let snapshot = ScrollSnapshot(
      geometry: own, offset: shown, crossLength: reading.bounds.length(across: axis), axis: axis)
    let layout = decorations.layout(snapshot)
    return ScrollViewUpdate(
      offset: clamped,
      nativeBounces: bounce?.nativeBounces(
        refreshControlInstalled: reading.refreshControlInstalled),
      footerRoom: footerRoom, footerRoomChange: footerRoom - previousRoom,
      geometry: scrolled, layout: layout,
      views: DecorationViewFrames(
        layout, placement: placement, ownContent: own.content, footerRoom: footerRoom,
        axis: axis),
      indicator: ScrollIndicatorLayout(
        geometry: scrolled, offset: shown, isScrolling: reading.isScrolling),
      crossLength: reading.bounds.length(across: axis), axis: axis)
  }
}

/// What a host reads off its scroll view at one callback, in points.
public struct ScrollViewReading: Sendable, Hashable {
  /// The scroll view's bounds size.
  public var bounds: HostSize
  /// Its content size, as it reports it (with a table footer's room, for
  /// ``StickyFooterPlacement/contentEnd``).
  public var contentSize: HostSize
  /// Its adjusted content insets (bars, safe area, keyboard and `contentInset`).
  public var adjustedInsets: HostInsets
  /// Its content offset.
  public var offset: HostPoint
  /// Whether it has a refresh control (its start edge must bounce then).
  public var refreshControlInstalled: Bool
  /// Whether its content is scrolling: a finger moves it, or it decelerates, bounces or
  /// animates (UIKit: `isTracking || isDecelerating`). Only a host that draws its own scroll
  /// indicator needs it: the indicator shows while it is true.
  public var isScrolling: Bool

  /// The reading as the kernel uses it (its contract: a platform may report any number): every
  /// value held to ±10⁹ points and a NaN taken as 0, so an update is always finite and one bad
  /// reading leaves no NaN behind. A finite value within ±10⁹ is used as it is (insets may be
  /// negative, as an app's `contentInset` may be).
  ///
  ///     ScrollViewReading(bounds: HostSize(width: .nan, height: 844), contentSize: …,
  ///       adjustedInsets: …, offset: HostPoint(x: 0, y: .infinity)).clamped.offset.y  // 1e9
  public var clamped: ScrollViewReading {
    func held(_ value: Double) -> Double {
      let limit = ScrollworkError.largestMagnitude
      return value.isNaN ? 0 : min(max(value, -limit), limit)
    }
    var result = self
    result.bounds = HostSize(width: held(bounds.width), height: held(bounds.height))
    result.contentSize = HostSize(width: held(contentSize.width), height: held(contentSize.height))
    result.adjustedInsets = HostInsets(
      top: held(adjustedInsets.top), left: held(adjustedInsets.left),
      bottom: held(adjustedInsets.bottom), right: held(adjustedInsets.right))
    result.offset = HostPoint(x: held(offset.x), y: held(offset.y))
    return result
  }

  /// Creates a reading.
  public init(
    bounds: HostSize, contentSize: HostSize, adjustedInsets: HostInsets, offset: HostPoint,
    refreshControlInstalled: Bool = false, isScrolling: Bool = false
  ) {
    self.bounds = bounds
    self.contentSize = contentSize
    self.adjustedInsets = adjustedInsets
    self.offset = offset
    self.refreshControlInstalled = refreshControlInstalled
    self.isScrolling = isScrolling
  }
}

/// Everything a host applies at one callback (``ScrollViewKernel/update(_:)``).
public struct ScrollViewUpdate: Sendable, Hashable {
  /// The offset along the axis to set first, when a non-bouncing edge was crossed; `nil` to
  /// leave it. In points.
  public var offset: Double?
  /// The native `bounces` (and `alwaysBounce…` on the axis) switch, or `nil` to leave it.
  public var nativeBounces: Bool?
  /// The sticky footer's room after the content's own end (0 without a footer): the table
  /// footer view's height (``StickyFooterPlacement/contentEnd``). In points.
  public var footerRoom: Double
  /// How much the room changed since the last update: what an
  /// ``StickyFooterPlacement/endInset`` host adds to its end inset. In points.
  public var footerRoomChange: Double
  /// The geometry the view scrolls over: its viewport, the content with the footer's room, and
  /// the insets without it.
  @_spi(Engine) public var geometry: ScrollGeometry
  /// Every decoration's layout at the offset the host shows, in content coordinates.
  @_spi(Engine) public var layout: DecorationLayout
  /// Every decoration view's frame, as the host applies them.
  public var views: DecorationViewFrames
  /// Where a host that draws its own scroll indicator draws it, and whether it shows.
  @_spi(Engine) public var indicator: ScrollIndicatorLayout
  /// The indicator's frame in the viewport (points from its top-left), for a host that draws
  /// its own.
  public var indicatorFrame: DecorationRect

  /// Creates an update; the indicator's frame is placed along the far edge of a viewport
  /// `crossLength` points across `axis`.
  @_spi(Engine) public init(
    offset: Double?, nativeBounces: Bool?, footerRoom: Double, footerRoomChange: Double,
    geometry: ScrollGeometry, layout: DecorationLayout, views: DecorationViewFrames,
    indicator: ScrollIndicatorLayout, crossLength: Double, axis: ScrollAxis
  ) {
    self.offset = offset
    self.nativeBounces = nativeBounces
    self.footerRoom = footerRoom
    self.footerRoomChange = footerRoomChange
    self.geometry = geometry
    self.layout = layout
    self.views = views
    self.indicator = indicator
    indicatorFrame = indicator.frame(crossLength: crossLength, axis: axis)
  }
}
