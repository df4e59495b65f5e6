import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The start room applied and read back is a fixed point, as the footer's room is
/// (`ScrollViewKernelFixedPointTests`): a host that adds each ``ScrollViewUpdate/startRoomChange``
/// to its start inset (a stretchy header's height, a refresh's hold), sets the offset it is
/// given, and calls again with what it then reads gets the same views and layout, the same own
/// geometry, no change of room, no offset to set and no second refresh.
///
/// Seeded random hosts: a header, a refresh control or both, with the other decorations at
/// random; rotations, content changes, bars on and off the pixel grid, pulls with and without a
/// finger, the app beginning and ending refreshes. Every message names the seed and the step.
struct ScrollViewKernelStartRoomFixedPointTests {
  struct Host {
    var rng: SplitMix64
    var kernel: ScrollViewKernel
    var bounds = HostSize(width: 390, height: 844)
    var rows = 1320.0
    /// The host's own insets: bars, safe area, keyboard.
    var insets = HostInsets(top: 91, bottom: 34)
    var offset = -91.0
    var tracking = false
    /// The start room the host has added to its start inset and the footer room it holds.
    var written = WrittenRooms()

    init(seed: UInt64) {
      rng = SplitMix64(seed: seed)
      var decorations = ScrollDecorations()
      let which = Int.random(in: 0..<3, using: &rng)
      if which != 1 {
        let height = ScrollViewKernelFixedPointTests.Host.length(&rng, upTo: 400)
        decorations.stretchyHeader = StretchyHeader(
          height: height, minimumHeight: .random(in: 0...height, using: &rng),
          anchor: StretchyHeader.Anchor.allCases.randomElement(using: &rng)!,
          stretch: .random(in: 0...1, using: &rng))
      }
      if which != 0 {
        decorations.refreshControl = RefreshControl(
          triggerDistance: .random(in: 40...150, using: &rng),
          holdHeight: ScrollViewKernelFixedPointTests.Host.length(&rng, upTo: 100))
      }
      if Bool.random(using: &rng) { decorations.edgeShadows = EdgeShadows(thickness: 8) }
      if Bool.random(using: &rng) { decorations.edgeFill = EdgeFill() }
      if Bool.random(using: &rng) { decorations.edgeEffects = EdgeEffects() }
      if Bool.random(using: &rng) { decorations.emptyState = EmptyState(trigger: .contentShort) }
      if Bool.random(using: &rng) {
        decorations.stickyFooter = StickyFooter(height: .random(in: 0...120, using: &rng))
      }
      kernel = ScrollViewKernel(
        decorations: decorations,
        bounce: [nil, BouncePolicy.none, .startOnly, .endOnly, .default].randomElement(
          using: &rng)!,
        axis: Int.random(in: 0..<4, using: &rng) == 0 ? .horizontal : .vertical,
        placement: Bool.random(using: &rng) ? .contentEnd : .endInset)
    }

    /// The start inset the host's scroll view has: its own and the room it added.
    var startInset: Double {
      (kernel.axis == .vertical ? insets.top : insets.left) + written.start
    }

    /// Something changes, then the content moves: a rotation, rows, bars, the app beginning or
    /// ending a refresh, a finger landing or lifting.
    mutating func change() {
      switch Int.random(in: 0..<7, using: &rng) {
      case 0: bounds = HostSize(width: bounds.height, height: bounds.width)
      case 1: rows = ScrollViewKernelFixedPointTests.Host.length(&rng, upTo: 3000)
      case 2:
        insets = HostInsets(
          top: ScrollViewKernelFixedPointTests.Host.length(&rng, upTo: 150),
          left: ScrollViewKernelFixedPointTests.Host.length(&rng, upTo: 60),
          bottom: ScrollViewKernelFixedPointTests.Host.length(&rng, upTo: 100),
          right: ScrollViewKernelFixedPointTests.Host.length(&rng, upTo: 60))
      case 3: kernel.beginRefreshing()
      case 4: kernel.endRefreshing()
      default: tracking.toggle()
      }
      // Anywhere from a long pull past the rest to past the rows' end; often at the rest or a
      // pull just short of or past the trigger.
      let rest = -startInset - (kernel.decorations.stretchyHeader?.height ?? 0) + written.start
      let trigger = kernel.decorations.refreshControl?.triggerDistance ?? 100
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: offset = rest
      case 1: offset = rest - trigger + .random(in: -2...2, using: &rng)
      default: offset = .random(in: (rest - 300)...(rows + 300), using: &rng)
      }
    }

    func reading() -> ScrollViewReading {
      written.reading(
        for: kernel, bounds: bounds, rows: rows, insets: insets, offset: offset,
        tracking: tracking)
    }

    /// Applies `update` as the glue does: the offset, the start room, the footer's room.
    mutating func apply(_ update: ScrollViewUpdate) {
      if let corrected = update.offset { offset = corrected }
      written.write(update, placement: kernel.placement)
    }
  }

  @Test(arguments: 0..<400 as Range<UInt64>)
  func anAppliedStartRoomReadBackChangesNothing(seed: UInt64) {
    var host = Host(seed: seed)
    for step in 0..<24 {
      host.change()
      let own = host.kernel.ownGeometry(of: host.reading())
      let first = host.kernel.update(host.reading())
      host.apply(first)
      let label = "seed \(seed) step \(step) \(host.kernel.axis) \(host.reading())"
      #expect(
        host.kernel.ownGeometry(of: host.reading()) == own,
        "\(label): the own geometry changed when read back")
      let again = host.kernel.update(host.reading())
      #expect(again.views == first.views, "\(label): the views changed when read back")
      #expect(again.layout == first.layout, "\(label): the layout changed when read back")
      #expect(again.startRoomChange == 0, "\(label): the start room changed when read back")
      #expect(again.footerRoomChange == 0, "\(label): the footer room changed when read back")
      #expect(again.offset == nil, "\(label): an offset to set when read back")
      #expect(!again.refreshBegan && again.isRefreshing == first.isRefreshing, "\(label)")
      host.apply(again)
    }
  }
}
