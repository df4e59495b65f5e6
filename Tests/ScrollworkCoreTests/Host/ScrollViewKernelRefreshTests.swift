import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The kernel's start room and refresh state (``RefreshControl``, ``StretchyHeader``): a table
/// of 1,320 pt of rows on a 390 × 844 screen under a 91 pt bar, with a refresh control that
/// triggers at 100 pt and holds 60.
struct ScrollViewKernelRefreshTests {
  static let refresh = RefreshControl(triggerDistance: 100, holdHeight: 60)

  /// A host as the UIKit glue keeps one: it adds each change of the start room to its top
  /// inset and sets the offsets the kernel returns.
  struct Host {
    var kernel: ScrollViewKernel
    var top = 91.0
    var offset = -91.0
    var content = 1320.0
    var tracking = false

    init(_ decorations: ScrollDecorations, bounce: BouncePolicy? = .endOnly) {
      kernel = ScrollViewKernel(decorations: decorations, bounce: bounce)
    }

    var reading: ScrollViewReading {
      ScrollViewReading(
        bounds: HostSize(width: 390, height: 844),
        contentSize: HostSize(width: 390, height: content),
        adjustedInsets: HostInsets(top: top, bottom: 34), offset: HostPoint(x: 0, y: offset),
        isTracking: tracking)
    }

    /// One callback at `offset` (with the finger down while `tracking`), the update applied.
    @discardableResult
    mutating func update(at offset: Double? = nil, tracking: Bool? = nil) -> ScrollViewUpdate {
      if let offset { self.offset = offset }
      if let tracking { self.tracking = tracking }
      let update = kernel.update(reading)
      if let corrected = update.offset { self.offset = corrected }
      top += update.startRoomChange
      return update
    }

    /// Pulls the content down with the finger from where it is to `end`, 10 pt per callback
    /// (and the last step to `end`); the updates in order.
    mutating func pull(to end: Double) -> [ScrollViewUpdate] {
      var updates: [ScrollViewUpdate] = []
      var next = offset
      repeat {
        next = max(end, next - 10)
        updates.append(update(at: next, tracking: true))
      } while next > end
      return updates
    }
  }

  /// Pulled with the finger 100 pt past the rest (to −191), a refresh begins at that callback
  /// and at no other; the start room grows by the 60 pt hold there, and the host's inset with it.
  @Test func aPullPastTheTriggerBeginsOneRefresh() throws {
    var host = Host(ScrollDecorations(refreshControl: Self.refresh))
    host.update()
    #expect(!host.update(at: -190.5, tracking: true).isRefreshing, "99.5 pt is not enough")
    host.update(at: -91)
    let updates = host.pull(to: -291)
    let began = updates.indices.filter { updates[$0].refreshBegan }
    #expect(began == [9], "one refresh, at the tenth step: −191")
    let first = updates[9]
    #expect(first.isRefreshing && first.startRoom == 60 && first.startRoomChange == 60)
    #expect(first.offset == nil, "the finger holds the content open")
    #expect(!updates[8].isRefreshing && updates[8].startRoom == 0)
    #expect(updates[10...].allSatisfy { $0.isRefreshing && $0.startRoomChange == 0 })
    #expect(host.top == 151)
    // The finger lifts; the content springs back to rest in the hold, untouched.
    for offset in [-250.0, -200, -160, -151] {
      let update = host.update(at: offset, tracking: false)
      #expect(update.offset == nil && !update.refreshBegan && update.isRefreshing, "\(offset)")
    }
    // Momentum cannot open the top past the hold.
    #expect(host.update(at: -170).offset == -151)
    #expect(host.kernel.isRefreshing)
  }

  /// Momentum alone (no finger) never begins a refresh, however far the top is open.
  @Test func withoutAFingerNoRefreshBegins() {
    var host = Host(ScrollDecorations(refreshControl: Self.refresh), bounce: .default)
    for offset in [-91.0, -200, -400, -200, -91] {
      let update = host.update(at: offset, tracking: false)
      #expect(!update.refreshBegan && !update.isRefreshing && update.startRoom == 0)
    }
  }

  /// Ending a refresh takes the hold back out of the start room, and the content held open in
  /// it springs back past the (non-bouncing) edge unclamped, until it is back at the top.
  @Test func endingARefreshLetsTheContentReturn() {
    var host = Host(ScrollDecorations(refreshControl: Self.refresh))
    host.update()
    _ = host.pull(to: -250)
    host.update(at: -151, tracking: false)
    #expect(host.top == 151)
    host.kernel.endRefreshing()
    #expect(!host.kernel.isRefreshing)
    let ended = host.update()
    #expect(!ended.isRefreshing && ended.startRoom == 0 && ended.startRoomChange == -60)
    #expect(ended.offset == nil, "held open at −151, past the top at −91: left to return")
    #expect(host.top == 91)
    for offset in [-140.0, -110, -95, -91] {
      #expect(host.update(at: offset).offset == nil, "returning: \(offset)")
    }
    // Back at the top, momentum is stopped there again.
    #expect(host.update(at: -120).offset == -91)
  }

  /// A pull that does not reach the trigger springs back unclamped too, with the refresh
  /// control in the decorations alone (none installed natively).
  @Test func aShortPullsReturnIsNotClamped() {
    var host = Host(ScrollDecorations(refreshControl: Self.refresh), bounce: BouncePolicy.none)
    #expect(host.update().nativeBounces == true, "the decorations' control needs the top")
    #expect(host.update(at: -120, tracking: false).offset == -91, "momentum stops at the top")
    #expect(host.pull(to: -150).allSatisfy { $0.offset == nil && !$0.isRefreshing })
    for offset in [-130.0, -100, -91] {
      #expect(host.update(at: offset, tracking: false).offset == nil, "returning: \(offset)")
    }
    #expect(host.update(at: -100).offset == -91)
  }

  @Test func beginRefreshingNeedsARefreshControl() {
    var bare = Host(ScrollDecorations(edgeShadows: EdgeShadows()))
    bare.kernel.beginRefreshing()
    #expect(!bare.kernel.isRefreshing)
    let update = bare.update()
    #expect(!update.isRefreshing && update.startRoom == 0 && update.startRoomChange == 0)
  }

  /// The app begins a refresh: the hold joins the start room at the next callback, which does
  /// not report a pull's refresh; the content is not scrolled to show it.
  @Test func beginRefreshingOnTheAppsBehalf() {
    var host = Host(ScrollDecorations(refreshControl: Self.refresh))
    host.update()
    host.kernel.beginRefreshing()
    let update = host.update()
    #expect(update.isRefreshing && !update.refreshBegan)
    #expect(update.startRoom == 60 && update.startRoomChange == 60)
    #expect(update.offset == nil && host.offset == -91)
    #expect(update.geometry.minOffset == -151)
  }

  /// Taking the refresh control away ends its refresh: the hold leaves the start room.
  @Test func removingTheRefreshControlEndsTheRefresh() {
    var host = Host(ScrollDecorations(refreshControl: Self.refresh), bounce: .default)
    host.kernel.beginRefreshing()
    #expect(host.update().startRoomChange == 60)
    host.kernel.decorations.refreshControl = nil
    let update = host.update()
    #expect(!update.isRefreshing && !host.kernel.isRefreshing)
    #expect(update.startRoom == 0 && update.startRoomChange == -60)
    host.kernel.beginRefreshing()
    #expect(!host.kernel.isRefreshing)
  }

  /// Taken away while the content rests in the hold over a top that does not bounce, the
  /// control's refresh ends as by `endRefreshing()`: the content springs back to the top, not
  /// set there at once; back at the top, momentum and a finger are both held there (no control).
  @Test func removingTheRefreshControlLetsTheContentReturn() {
    var host = Host(ScrollDecorations(refreshControl: Self.refresh))
    host.update()
    _ = host.pull(to: -250)
    host.update(at: -151, tracking: false)
    host.kernel.decorations.refreshControl = nil
    let removed = host.update()
    #expect(!removed.isRefreshing && removed.startRoomChange == -60)
    #expect(removed.offset == nil, "held open at −151, past the top at −91: left to return")
    for offset in [-130.0, -100, -91] {
      #expect(host.update(at: offset).offset == nil, "returning: \(offset)")
    }
    #expect(host.update(at: -120).offset == -91)
    #expect(host.update(at: -120, tracking: true).offset == -91, "no control: no pull")
  }

  /// Above a 200 pt stretchy header the trigger counts the pull past the header's rest (−291),
  /// not past the bars: −390 is 99 pt, −391 begins the refresh.
  @Test func aHeaderMovesTheTrigger() {
    var host = Host(
      ScrollDecorations(
        stretchyHeader: StretchyHeader(height: 200, minimumHeight: 60),
        refreshControl: Self.refresh))
    let first = host.update()
    #expect(first.startRoom == 200 && first.startRoomChange == 200)
    #expect(host.top == 291)
    host.update(at: -291)
    // Pulled 100 pt past the bars' rest only: inside the header's room.
    #expect(!host.update(at: -191, tracking: true).isRefreshing)
    host.update(at: -291)
    let updates = host.pull(to: -400)
    let began = updates.filter(\.refreshBegan)
    #expect(began.count == 1)
    #expect(updates.firstIndex { $0.refreshBegan } == 9, "at −391")
    #expect(began.first?.startRoom == 260 && began.first?.startRoomChange == 60)
    #expect(host.top == 351)
    // The header stays laid out from the bars' bottom (−400 + 91), stretched by the whole pull.
    #expect(updates.last?.views.header == DecorationRect(x: 0, y: -309, width: 390, height: 309))
    #expect(updates.last?.views.refreshProgress == 1)
  }

  struct ScrollEnabledCase: Sendable, CustomTestStringConvertible {
    var emptyState: EmptyState?
    var content: Double
    var enabled: Bool
    var testDescription: String {
      "\(emptyState.map { "\($0.trigger), scrolls \($0.scrolls)" } ?? "none"), \(content) pt"
    }
  }

  /// Scrolling is off only while an empty state that does not scroll shows.
  @Test(arguments: [
    ScrollEnabledCase(emptyState: nil, content: 0, enabled: true),
    ScrollEnabledCase(
      emptyState: EmptyState(trigger: .noContent, scrolls: false), content: 0, enabled: false),
    ScrollEnabledCase(
      emptyState: EmptyState(trigger: .noContent, scrolls: false), content: 500, enabled: true),
    ScrollEnabledCase(
      emptyState: EmptyState(trigger: .noContent, scrolls: true), content: 0, enabled: true),
    ScrollEnabledCase(
      emptyState: EmptyState(trigger: .forced, scrolls: false), content: 1320, enabled: false),
    ScrollEnabledCase(
      emptyState: EmptyState(trigger: .contentShort, scrolls: false), content: 718,
      enabled: false),
    ScrollEnabledCase(
      emptyState: EmptyState(trigger: .contentShort, scrolls: false), content: 719,
      enabled: true),
  ])
  func scrollEnabledFollowsAnEmptyStateThatDoesNotScroll(_ c: ScrollEnabledCase) {
    var host = Host(ScrollDecorations(emptyState: c.emptyState))
    host.content = c.content
    let update = host.update()
    #expect(update.scrollEnabled == c.enabled)
    if !c.enabled { #expect(update.views.emptyView != nil, "off while it shows") }
  }
}
