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
/// last asked for, which the host's content size (``StickyFooter/Placement/contentEnd``) or
/// adjusted insets (``StickyFooter/Placement/endInset``) then include.
public struct ScrollViewKernel: Sendable, Hashable {
  /// The decorations on the scroll view.
  public var decorations: ScrollDecorations
  /// The per-edge bounce the host emulates with its one native switch, or `nil` when its scroll
  /// view bounces per edge by itself (the simulator's `ScrollMachine`) or as it likes.
  public var bounce: BouncePolicy?
  /// The scroll axis.
  public let axis: ScrollAxis
  /// Where the host keeps the sticky footer's room.
  public let placement: StickyFooter.Placement
  /// The footer room the host was last told to apply, in points.
  public private(set) var footerRoom: Double = 0
  /// The room above the content the host was last told to add to its start inset: a stretchy
  /// header's height and a running refresh's held room, in points.
  public private(set) var startRoom: Double = 0
  /// Whether a refresh is running (``RefreshControl``): begun by a pull or by
  /// ``beginRefreshing()``, until ``endRefreshing()``.
  public private(set) var isRefreshing = false
  /// Whether the content past a start edge that does not bounce got there under a finger (a
  /// pull for a refresh) or is returning from a refresh: only then is it left past the edge.
  private var startOpenByPull = false
  /// Whether a pull may begin a refresh: not again until the content has come back to its rest
  /// after the last one, as `UIRefreshControl` waits (a refresh that ends under a finger still
  /// past the trigger does not begin another at once).
  private var refreshArmed = true

  /// Creates a kernel; nothing is applied until the first ``update(_:)``.
  public init(
    decorations: ScrollDecorations, bounce: BouncePolicy? = nil, axis: ScrollAxis = .vertical,
    placement: StickyFooter.Placement = .contentEnd
  ) {
    self.decorations = decorations
    self.bounce = bounce
    self.axis = axis
    self.placement = placement
  }

  /// Forgets the footer room: the host took it away (the footer was removed or the decorations
  /// detached), so its content size or insets no longer include it.
  public mutating func forgetFooterRoom() { footerRoom = 0 }

  /// Forgets the start room: the host took it away from its start inset.
  public mutating func forgetStartRoom() { startRoom = 0 }

  /// Begins a refresh on the app's behalf (a refresh control attached): the held room joins the
  /// start inset at the next update. The content is not scrolled to show it, as with
  /// `UIRefreshControl.beginRefreshing()`.
  public mutating func beginRefreshing() {
    guard decorations.refreshControl != nil else { return }
    isRefreshing = true
    refreshArmed = false
  }

  /// Ends a refresh: the held room leaves the start inset at the next update, and content held
  /// open springs back to the top (also past a start edge that does not bounce).
  public mutating func endRefreshing() {
    if isRefreshing { startOpenByPull = true }
    isRefreshing = false
  }

  /// The geometry of the content's own length and the insets without the footer's room and the
  /// start room, from a reading.
  ///
  /// The lengths that hold a room (the content's or the end inset; the start inset while the
  /// decorations have a header or a refresh control, or a start room is applied) are taken on a
  /// grid of 1/768 point, room or no room: a host that adds the room and reads it back gets the
  /// length it started from, not one a rounding error away, so an update applied and read back
  /// is a fixed point (the same views, no change of room), also at the update where a start
  /// room first appears. 768 is 256 times each common display scale (1, 2, 3), so every pixel
  /// position is on the grid, and its half step, 6.5·10⁻⁴ pt, is far above the rounding error
  /// of adding a room and taking it away (10⁻⁷ pt at 10⁹ pt); any other length moves by at most
  /// that half step.
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
    // The start inset likewise, whenever a start room may come or go (a header, a refresh), so
    // the pass that adds it and the pass that reads it back see the same inset.
    if decorations.stretchyHeader != nil || decorations.refreshControl != nil || startRoom != 0 {
      own.insetStart = onGrid(own.insetStart - startRoom)
    }
    return own
  }

  /// What the host applies for `reading`, in order: the start room (a header's, a refresh's
  /// hold), the offset (a non-bouncing edge crossed), the native bounce switch, the footer's
  /// room, then the frames at the offset it will show.
  /// - Complexity: O(1); no allocation.
  public mutating func update(_ reading: ScrollViewReading) -> ScrollViewUpdate {
    let reading = reading.clamped
    var own = ownGeometry(of: reading)
    let offset = reading.offset.coordinate(along: axis)
    // A refresh begins under the finger, pulled far enough past the rest (header included).
    var refreshBegan = false
    if let refresh = decorations.refreshControl {
      let rest = own.insetStart + decorations.startRoom(isRefreshing: false)
      let pull = -(offset + rest)
      if !isRefreshing, pull <= 0 { refreshArmed = true }
      if !isRefreshing, refreshArmed, reading.isTracking, pull >= refresh.triggerDistance {
        isRefreshing = true
        refreshArmed = false
        refreshBegan = true
      }
    } else {
      // Taken away: a refresh under way ends as by endRefreshing().
      endRefreshing()
    }
    let previousStartRoom = startRoom
    startRoom = decorations.startRoom(isRefreshing: isRefreshing)
    own.insetStart += startRoom
    let room = decorations.contentLength(for: own) - own.content
    let previousRoom = footerRoom
    footerRoom = decorations.stickyFooter == nil ? 0 : room
    var scrolled = own
    scrolled.content += footerRoom
    let clamped = clampedOffset(offset, in: scrolled, reading: reading)
    let shown = clamped ?? offset
    let snapshot = ScrollSnapshot(
      geometry: own, offset: shown, crossLength: reading.bounds.length(across: axis), axis: axis)
    let layout = decorations.layout(snapshot, isRefreshing: isRefreshing)
    var update = ScrollViewUpdate(
      offset: clamped,
      // A refresh control needs the native bounce on (and always on, so an empty list can be
      // pulled), policy or no policy.
      nativeBounces: bounce?.nativeBounces(
        refreshControlInstalled: reading.refreshControlInstalled
          || decorations.refreshControl != nil)
        ?? (decorations.refreshControl != nil ? true : nil),
      footerRoom: footerRoom, footerRoomChange: footerRoom - previousRoom,
      geometry: scrolled, layout: layout,
      views: DecorationViewFrames(
        layout, placement: placement, ownContent: own.content, footerRoom: footerRoom,
        axis: axis),
      indicator: ScrollIndicatorLayout(
        geometry: scrolled, offset: shown, isScrolling: reading.isScrolling),
      crossLength: reading.bounds.length(across: axis), axis: axis)
    update.startRoom = startRoom
    update.startRoomChange = startRoom - previousStartRoom
    update.refreshBegan = refreshBegan
    update.isRefreshing = isRefreshing
    update.scrollEnabled = layout.emptyState == nil || decorations.emptyState?.scrolls != false
    // The room shrank with no finger down and the content is left past the new start edge: the
    // host animates the offset back with the inset (UIKit leaves an offset where it was when
    // `contentInset` shrinks; the simulator's machine springs back by itself).
    if startRoom < previousStartRoom, !reading.isTracking, shown < scrolled.minOffset {
      update.settleOffset = scrolled.minOffset
    }
    return update
  }

  /// The offset to set for `offset`, or `nil` to leave it: at a start edge that does not
  /// bounce, content pulled open by a finger for a refresh (or returning from one, also after
  /// the refresh control was taken away) is left past the edge, and anything else is stopped
  /// there (momentum never opens the top).
  private mutating func clampedOffset(
    _ offset: Double, in geometry: ScrollGeometry, reading: ScrollViewReading
  ) -> Double? {
    guard let bounce else { return nil }
    let refresh = reading.refreshControlInstalled || decorations.refreshControl != nil
    guard refresh || startOpenByPull, !bounce.start else {
      return bounce.clampedOffset(offset, in: geometry, refreshControlInstalled: refresh)
    }
    guard offset < geometry.minOffset else {
      startOpenByPull = false
      return bounce.clampedOffset(offset, in: geometry, refreshControlInstalled: true)
    }
    if refresh, reading.isTracking { startOpenByPull = true }
    return startOpenByPull ? nil : geometry.minOffset
  }
}

/// What a host reads off its scroll view at one callback, in points.
public struct ScrollViewReading: Sendable, Hashable {
  /// The scroll view's bounds size.
  public var bounds: HostSize
  /// Its content size, as it reports it (with a table footer's room, for
  /// ``StickyFooter/Placement/contentEnd``).
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
  /// Whether a finger is on the content (UIKit: `isTracking`): a refresh begins only under a
  /// finger, and only a finger opens a start edge that does not bounce.
  public var isTracking: Bool

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
    refreshControlInstalled: Bool = false, isScrolling: Bool = false, isTracking: Bool = false
  ) {
    self.isTracking = isTracking
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
  /// footer view's height (``StickyFooter/Placement/contentEnd``). In points.
  public var footerRoom: Double
  /// How much the room changed since the last update: what an
  /// ``StickyFooter/Placement/endInset`` host adds to its end inset. In points.
  public var footerRoomChange: Double
  /// The geometry the view scrolls over: its viewport, the content with the footer's room, and
  /// the insets without it.
  @_spi(Engine) public var geometry: ScrollGeometry
  /// Every decoration's layout at the offset the host shows, in content coordinates.
  @_spi(Engine) public var layout: DecorationLayout
  /// Every decoration view's frame, as the host applies them.
  public var views: DecorationViewFrames
  /// The room above the content to add to the start inset: a stretchy header's height and a
  /// running refresh's held room, in points.
  public var startRoom: Double = 0
  /// How much the start room changed since the last update: what the host adds to its start
  /// inset. In points.
  public var startRoomChange: Double = 0
  /// Whether a refresh began at this update (the host calls the app's refresh action).
  public var refreshBegan = false
  /// Whether a refresh is running.
  public var isRefreshing = false
  /// Whether the content scrolls: `false` while an empty state that does not scroll shows.
  public var scrollEnabled = true
  /// The offset along the axis to animate to together with a shrinking start room, when the
  /// room shrank (a refresh ended) with no finger down and left the content past the new start
  /// edge; `nil` otherwise. In points.
  public var settleOffset: Double?
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
