import Testing

@_spi(Engine) @testable import ScrollworkCore

/// A refresh's end and the next one: the offset the kernel settles content at when the held
/// room goes with no finger down, a refresh that waits for the content to come back before it
/// may begin again, and the native bounce a refresh control needs without a policy.
struct ScrollViewKernelRefreshSettleTests {
  typealias Host = ScrollViewKernelRefreshTests.Host

  /// Held open at rest, the app ends the refresh: the room goes and the kernel says where to
  /// settle (the top), once; under a finger it says nothing (the finger holds the content).
  @Test(arguments: [false, true]) func anEndAtRestSettlesAtTheTop(tracking: Bool) {
    var host = Host(ScrollDecorations(refreshControl: ScrollViewKernelRefreshTests.refresh))
    host.update(at: -91 - 130, tracking: true)
    #expect(host.kernel.isRefreshing)
    host.update(at: -91 - 60, tracking: false)  // released, sprung back to the held room
    host.kernel.endRefreshing()
    let ended = host.update(at: -151, tracking: tracking)
    #expect(ended.startRoomChange == -60)
    #expect(ended.settleOffset == (tracking ? nil : -91))
    #expect(host.update(at: -151, tracking: tracking).settleOffset == nil, "once")
  }

  /// Content already back in range when the room goes needs no settling.
  @Test func anEndWithTheContentInRangeSettlesNothing() {
    var host = Host(ScrollDecorations(refreshControl: ScrollViewKernelRefreshTests.refresh))
    host.update(at: -91 - 130, tracking: true)
    host.update(at: 200, tracking: false)  // scrolled down while refreshing
    host.kernel.endRefreshing()
    #expect(host.update(at: 200).settleOffset == nil)
  }

  /// A refresh that ends while the finger still holds the content past the trigger does not
  /// begin another at once: the pull must come back to the rest first, as UIRefreshControl's
  /// does.
  @Test func aRefreshWaitsForTheContentToComeBack() {
    var host = Host(ScrollDecorations(refreshControl: ScrollViewKernelRefreshTests.refresh))
    #expect(host.update(at: -91 - 130, tracking: true).refreshBegan)
    host.kernel.endRefreshing()
    #expect(!host.update(at: -91 - 140, tracking: true).refreshBegan)
    #expect(!host.update(at: -91 - 160, tracking: true).refreshBegan)
    #expect(!host.kernel.isRefreshing)
    host.update(at: -91, tracking: true)  // back at the rest: armed again
    #expect(host.update(at: -91 - 120, tracking: true).refreshBegan)
  }

  /// The app's own begin disarms the pull too: it does not begin a second refresh on top.
  @Test func anAppsBeginDisarmsThePull() {
    var host = Host(ScrollDecorations(refreshControl: ScrollViewKernelRefreshTests.refresh))
    host.kernel.beginRefreshing()
    host.update()
    host.kernel.endRefreshing()
    #expect(!host.update(at: -91 - 200, tracking: true).refreshBegan)
  }

  /// Without a bounce policy, a refresh control still asks for the native bounce (always on, so
  /// an empty list can be pulled); without either, the switch is left alone.
  @Test func aRefreshControlAsksForTheBounce() {
    var refreshing = Host(
      ScrollDecorations(refreshControl: ScrollViewKernelRefreshTests.refresh), bounce: nil)
    #expect(refreshing.update().nativeBounces == true)
    var plain = Host(ScrollDecorations(edgeShadows: EdgeShadows()), bounce: nil)
    #expect(plain.update().nativeBounces == nil)
  }
}
