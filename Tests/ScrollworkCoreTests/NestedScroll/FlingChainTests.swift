import Testing

@_spi(Engine) @testable import ScrollworkCore

/// A fling as a walk down the chain (`NestedFling`): the walk's order on toy links, and the
/// sheet's chain with a fourth link added — a link that records what passes, or one that takes
/// part of it — without changing the walk.
struct FlingChainTests {
  /// A toy system: what each link was offered, in order.
  struct Log { var lines: [String] = [] }

  /// Takes `share` of every fling offered before the links inside it (passing on the rest, a
  /// second later), and, after them, passes what they left on unchanged; records both.
  struct ShareLink: FlingLink {
    var name: String
    var share: Double
    func preFling(_ fling: ChainFling, in log: inout Log) -> ChainFling? {
      log.lines.append("\(name).pre \(fling.velocity)")
      guard share < 1 else { return nil }
      return ChainFling(time: fling.time + 1, velocity: fling.velocity * (1 - share))
    }
    func postFling(_ fling: ChainFling, in log: inout Log) -> ChainFling? {
      log.lines.append("\(name).post \(fling.velocity)")
      return fling
    }
  }

  /// The innermost: gives back `back` of what reaches it, at its edge.
  struct EdgeLink: FlingChain {
    var back: Double
    func fling(_ fling: ChainFling, in log: inout Log) -> ChainFling? {
      log.lines.append("edge \(fling.velocity) at \(fling.time)")
      return back == 0 ? nil : ChainFling(time: fling.time, velocity: fling.velocity * back)
    }
    func handBack(_ fling: ChainFling, in log: inout Log) -> ChainFling? { fling }
  }

  @Test func preFlingsGoInwardAndPostFlingsOutward() {
    let chain = NestedFling(
      outer: ShareLink(name: "a", share: 0.5),
      inner: NestedFling(outer: ShareLink(name: "b", share: 0.5), inner: EdgeLink(back: 0.5)))
    var log = Log()
    let left = chain.fling(ChainFling(time: 0, velocity: 800), in: &log)
    #expect(
      log.lines == [
        "a.pre 800.0", "b.pre 400.0", "edge 200.0 at 2.0", "b.post 100.0", "a.post 100.0",
      ])
    #expect(left == ChainFling(time: 2, velocity: 100))
  }

  @Test func aLinkThatTakesEverythingEndsTheWalk() {
    let chain = NestedFling(
      outer: ShareLink(name: "a", share: 1),
      inner: NestedFling(outer: ShareLink(name: "b", share: 0), inner: EdgeLink(back: 1)))
    var log = Log()
    #expect(chain.fling(ChainFling(time: 0, velocity: 800), in: &log) == nil)
    #expect(log.lines == ["a.pre 800.0"])
    // What the innermost hands back alone passes every link's post-fling, innermost first.
    log = Log()
    #expect(chain.handBack(ChainFling(time: 3, velocity: 50), in: &log) != nil)
    #expect(log.lines == ["b.post 50.0", "a.post 50.0"])
  }

  // MARK: The sheet's chain with a fourth link

  /// Between the sheet and the header: records what passes, and takes `share` of a fling
  /// handed on inward.
  struct FourthLink: FlingLink {
    var share: Double
    func preFling(
      _ fling: ChainFling, in system: inout SheetScrollMachine
    ) -> ChainFling? {
      var passed = fling
      passed.velocity *= 1 - share
      return passed
    }
    func postFling(
      _ fling: ChainFling, in system: inout SheetScrollMachine
    ) -> ChainFling? { fling }
  }

  /// A content drag up from the default detent of the maps sheet, about to be released.
  static func dragged() throws -> HostedSystem {
    let configuration = SheetScrollMachine.Configuration()
    let sheet = try SheetMachine(
      detents: [
        SheetDetent(id: "low", .height(200)), SheetDetent(id: "default", .fraction(0.45)),
        SheetDetent(id: "top", .inset(10)),
      ], configuration: configuration.sheet,
      context: SheetContext(
        containerHeight: 844, containerWidth: 390, safeAreaTop: 59, safeAreaBottom: 34),
      initial: "default")
    var system = Hosted(
      try SheetScrollMachine(
        sheet: sheet, header: SheetHeader(height: 120, collapsible: 64), contentHeight: 4000,
        configuration: configuration), configuration)
    try system.send(.dragBegan(on: .content), at: 0)
    try system.send(.dragChanged(translation: -30), at: 0.05)
    return system
  }

  /// Releases `system` by walking `chain`, as `release` does with the sheet's own chain.
  static func release<Chain: FlingChain>(
    _ system: inout HostedSystem, velocity: Double, at t: Double, through chain: Chain
  ) where Chain.System == SheetScrollMachine {
    system.machine.drag = nil
    _ = chain.fling(ChainFling(time: t, velocity: velocity), in: &system.machine)
    if system.collapse.restingCollapse != nil {
      system.machine.settleHeader(at: t, configuration: system.configuration)
    }
  }

  static func samples(_ system: HostedSystem) -> [SheetScrollSample] {
    (0...400).map { system.sample(at: 0.05 + Double($0) / 120) }
  }

  /// The same release of `dragged()` at -4,000 pt/s twice: through the sheet's own chain, and
  /// through it with a fourth link taking `share` between the sheet and the header.
  static func releasedBoth(
    share: Double
  ) throws -> (own: HostedSystem, withFourth: HostedSystem) {
    var released = try dragged()
    try released.send(.dragEnded(translation: -30, velocity: -4000), at: 0.05)
    var walked = try dragged()
    let drag = try #require(walked.drag)
    let configuration = walked.configuration
    let chain = NestedFling(
      outer: SheetFling(configuration: configuration, drag: drag, toSheet: true),
      inner: NestedFling(
        outer: FourthLink(share: share),
        inner: NestedFling(
          outer: HeaderFling(configuration: configuration),
          inner: ContentFling(configuration: configuration, toSheet: true))))
    release(&walked, velocity: -4000, at: 0.05, through: chain)
    return (released, walked)
  }

  /// A fourth link that passes everything on changes nothing: the same frames as the release
  /// through the sheet's own chain (the sheet coasts to its top, the header collapses, the
  /// list flings).
  @Test func aPassThroughFourthLinkChangesNothing() throws {
    let (released, walked) = try Self.releasedBoth(share: 0)
    #expect(Self.samples(walked) == Self.samples(released))
    #expect(released.handOff != nil, "the list takes what the sheet and header left")
  }

  /// A fourth link that takes half of what the sheet hands on: the header still collapses,
  /// and the list, reached with less, comes to rest nearer its top.
  @Test func aFourthLinkThatTakesPartLeavesTheListLess() throws {
    let (released, walked) = try Self.releasedBoth(share: 0.5)
    let (full, halved) = (Self.samples(released).last!, Self.samples(walked).last!)
    #expect(halved.sheet.y == full.sheet.y)
    #expect(halved.headerCollapsed == 64)
    #expect(halved.content.offset < full.content.offset)
    #expect(halved.content.offset > 0)
  }
}
