import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Inputs that `Fuzz/Targets/SheetFuzz.swift` found breaking the chain's invariants
/// (Guides/Fuzzing.md), replayed event for event as its `FUZZ_TRACE=1` output printed them.
@Suite struct SheetScrollMachineFuzzFindingsTests {
  /// The list's legal range for the chain at rest at `t`, as the fuzz target computes it: the
  /// viewport the sheet, at its shown position, and the visible header leave, with the bottom
  /// safe area as its end inset.
  static func shownMaxOffset(_ system: HostedSystem, at t: Double) -> Double {
    let s = system.sample(at: t)
    let context = system.sheet.context
    let header = system.header
    let viewport = max(0, context.containerHeight - s.sheet.y - (header.height - s.headerCollapsed))
    return max(0, system.content.geometry.content + context.safeAreaBottom - viewport)
  }

  /// The chain of a recorded world: a sheet with `detents` in `context`, resting at `initial`,
  /// over a list `contentHeight` points long under `header`.
  static func recordedSystem(
    context: SheetContext, detents: [SheetDetent], initial: SheetDetent.ID,
    configuration: SheetConfiguration, content: ScrollConfiguration = ScrollConfiguration(),
    header: SheetHeader, contentHeight: Double
  ) throws -> HostedSystem {
    let sheet = try SheetMachine(
      detents: detents, configuration: configuration, context: context, initial: initial)
    return try HostedSystem(
      sheet: sheet, header: header, contentHeight: contentHeight,
      configuration: SheetScrollMachine.Configuration(sheet: configuration, content: content))
  }

  /// A drag on the list pulls the sheet to its top; the app moves the sheet to its lowest detent
  /// (animated) while the finger is down; the release flings the list up. The list's fling was
  /// planned for the sheet at its top (range 0 … 0) while the sheet rested at its lowest
  /// (0 … 220.6): it rested with a range it is not shown in.
  @Test(arguments: [0.5, 9e8])
  func theListsRangeFollowsTheSheetAfterAMoveDuringADrag(start: Double) throws {
    let context = SheetContext(
      containerHeight: 698.7047190236328, containerWidth: 699.1264008216242,
      safeAreaTop: 5.651777779209395, safeAreaBottom: 31.961206976327126)
    let detents = [
      SheetDetent(id: "d0", .inset(631.7299724545583)),
      SheetDetent(id: "d1", .fraction(0.9334541668024764)),
      SheetDetent(id: "d2", .height(168.1281484137742)),
      SheetDetent(id: "d3", .height(486.49120859343606)),
      SheetDetent(id: "d4", .inset(999_999_999)),
    ]
    var configuration = SheetConfiguration()
    configuration.snap = SheetConfiguration.SnapPolicy(
      velocityThreshold: 73.59317553536948, maximumDetentsSkipped: 1)
    configuration.keyboard = .lift
    configuration.pixelGrid = PixelGrid(displayScale: 2)
    var content = ScrollConfiguration()
    content.decelerationRate = .fast
    content.bounce.end = false
    var system = try Self.recordedSystem(
      context: context, detents: detents, initial: "d2", configuration: configuration,
      content: content,
      header: SheetHeader(
        height: 69.29776959933776, collapsible: 11.350525006944073, reveal: .atTop),
      contentHeight: 465.2835578911869)
    try system.send(.setContentOffset(1862.2386533675235), at: 1.0 / 120)
    let t = start
    let events: [SheetScrollEvent] = [
      .sheet(
        .resize(
          SheetContext(
            containerHeight: 403.4015236543492, containerWidth: 437.95588647381516,
            safeAreaTop: 13.952287942716392, safeAreaBottom: 18.53760032932579))),
      .dragBegan(on: .content),
      .dragChanged(translation: -242.08472484393224),
      .setContentHeight(202.08855272090182),
      .dragChanged(translation: 7.915275156067764),
      .sheet(.move(to: "d0", animated: true)),
      .dragChanged(translation: 143.53271392490421),
      .dragChanged(translation: 139.39144270284444),
      .dragEnded(translation: 139.39144270284444, velocity: -374.9034989766288),
    ]
    for event in events { try system.send(event, at: t) }
    var rest = t
    while !system.isAtRest(at: rest), rest < t + 60 { rest += 1.0 / 60 }
    #expect(system.isAtRest(at: rest))
    let machineMax = system.list(at: rest).geometry.maxOffset
    let shownMax = Self.shownMaxOffset(system, at: rest)
    #expect(
      abs(machineMax - shownMax) <= 1e-6,
      "the list's range ends at \(machineMax), its viewport's at \(shownMax)"
    )
  }

  /// `Fuzz/Corpus/SheetFuzz/finding-move-during-drag-jumps-at-release`: the app moves the sheet
  /// (animated) while a finger rests on the list; the finger lifts without moving, and the list's
  /// fling, stopped at its top, handed its velocity back to the sheet later — a release that
  /// replaced the move and held the sheet where the move would be then: a 343 pt jump at once.
  /// A sheet the app took from the gesture now goes on to its detent and gets no momentum.
  @Test func anAnimatedMoveDuringADragDoesNotJumpAtTheRelease() throws {
    let context = SheetContext(
      containerHeight: 716.6187657628718, containerWidth: 380.93944760351906,
      safeAreaTop: 32.1936707994019, safeAreaBottom: 38.822578853909185)
    let detents = [
      SheetDetent(id: "d0", .fraction(0.5241015215227918)),
      SheetDetent(id: "d1", .inset(65.31558374676698)),
      SheetDetent(id: "d2", .height(775.0522305253993)),
      SheetDetent(id: "d3", .fraction(0.7436834722243119)),
      SheetDetent(id: "d4", .inset(0)),
    ]
    var configuration = SheetConfiguration()
    configuration.snap = SheetConfiguration.SnapPolicy(
      velocityThreshold: 1.0 / 6, maximumDetentsSkipped: 2)
    configuration.keyboard = .none
    configuration.pixelGrid = PixelGrid(displayScale: 1)
    var content = ScrollConfiguration()
    content.bounce.end = false
    var system = try Self.recordedSystem(
      context: context, detents: detents, initial: "d2", configuration: configuration,
      content: content,
      header: SheetHeader(height: 6.11677855034749, collapsible: 1.1433314920211095),
      contentHeight: 999_999_999)
    try system.send(.setContentOffset(434.9003071142099), at: 0.4292454875697837)
    try system.send(.dragBegan(on: .content), at: 0.4292454875697837)
    let t = 0.9007711638046864
    try system.send(.sheet(.move(to: "d0", animated: true)), at: t)
    let before = system.sample(at: t)
    try system.send(.dragEnded(translation: 0, velocity: 1509.9817071457128), at: t)
    let after = system.sample(at: t)
    #expect(abs(after.sheet.y - before.sheet.y) <= 2, "\(before.sheet.y) → \(after.sheet.y)")
    var rest = t
    while !system.isAtRest(at: rest), rest < t + 10 { rest += 1.0 / 60 }
    #expect(system.isAtRest(at: rest))
    #expect(system.sample(at: rest).sheet.y == 341, "the move's detent, d0, on the pixel grid")
  }

  /// `finding-list-range-after-content-fling`: a content-height change right after a release
  /// dropped the list's hand-off (a fling planned for when the sheet arrives at its top) and
  /// left the list with the range of the viewport it had, not of the one it rests in.
  @Test func aContentHeightChangeGivesTheListTheViewportItRestsIn() throws {
    let context = SheetContext(
      containerHeight: 716.7333211741794, containerWidth: 1_000_000,
      safeAreaTop: 32.18092393559381, safeAreaBottom: 15.451722099476877)
    let detents = [
      SheetDetent(id: "d0", .fraction(0.7893502852396996)),
      SheetDetent(id: "d1", .height(0)),
      SheetDetent(id: "d2", .height(0)),
      SheetDetent(id: "d3", .height(443.7578208860622)),
      SheetDetent(id: "d4", .height(349.2689598459534)),
    ]
    var configuration = SheetConfiguration()
    configuration.snap = SheetConfiguration.SnapPolicy(
      velocityThreshold: 1025.1958164314112, maximumDetentsSkipped: 2)
    configuration.keyboard = .liftAndExpand
    configuration.dimming = SheetConfiguration.Dimming(
      from: "d4", to: "d0", alpha: 0.47295105677108884)
    var content = ScrollConfiguration()
    content.decelerationRate = .fast
    content.bounce.end = false
    var system = try Self.recordedSystem(
      context: context, detents: detents, initial: "d4", configuration: configuration,
      content: content,
      header: SheetHeader(
        height: 134.01066602857267, collapsible: 134.01066602857267, reveal: .atTop),
      contentHeight: 2123.523330273342)
    let events: [(Double, SheetScrollEvent)] = [
      (0.008333333333333333, .setContentOffset(344.189869187994)),
      (0.016666666666666666, .dragBegan(on: .grabber)),
      (0.016666666666666666, .dragChanged(translation: -245.75449445378933)),
      (0.025, .dragChanged(translation: -58.8051517157964)),
      (0.03333333333333333, .sheet(.keyboard(height: 0, duration: 0, curve: .keyboard))),
      (0.041666666666666664, .dragEnded(translation: -51.319092936394725, velocity: 77.559)),
      (0.1573816048540938, .dragBegan(on: .content)),
      (0.16571493818742714, .dragChanged(translation: 166.52823240503358)),
      (0.7556482154010764, .dragEnded(translation: 176.2757219671934, velocity: -8000)),
      (0.7639815487344097, .setContentHeight(542.666474837933)),
    ]
    for (t, event) in events { try system.send(event, at: t) }
    var rest = 0.7639815487344097
    while !system.isAtRest(at: rest), rest < 60 { rest += 1.0 / 60 }
    #expect(system.isAtRest(at: rest))
    let machineMax = system.list(at: rest).geometry.maxOffset
    let shownMax = Self.shownMaxOffset(system, at: rest)
    #expect(abs(machineMax - shownMax) <= 1e-6, "range ends at \(machineMax), shown \(shownMax)")
  }

  /// `finding-subpoint-container-setdetents`: a sheet resting a hair (5e-10 pt) off its detent
  /// was left there by a detent change that did not move the detent; at a pixel's half that
  /// hair rounds to the pixel below. It is now put on the detent exactly.
  @Test func aSheetWithinAHairOfItsDetentRestsOnIt() throws {
    let context = SheetContext(
      containerHeight: 0.5, containerWidth: 654.1146099660432,
      safeAreaTop: 21.68802187641448, safeAreaBottom: 18.575522504296067)
    var configuration = SheetConfiguration()
    configuration.pixelGrid = PixelGrid(displayScale: 1)
    var sheet = Hosted(
      try SheetMachine(
        detents: [
          SheetDetent(id: "d0", .fraction(1e-9)),
          SheetDetent(id: "d1", .fraction(0.3257664870334218)),
        ],
        configuration: configuration, context: context, initial: "d0"), configuration)
    try sheet.send(.move(to: "d0", animated: true), at: 0.27462882960950524)
    try sheet.send(
      .setDetents([
        SheetDetent(id: "d0", .inset(1e-300)), SheetDetent(id: "d1", .height(0.307111318661242)),
      ]), at: 0.2829621629428386)
    let detent = try #require(sheet.detents.all.first)
    #expect(sheet.isAtRest(at: 5))
    #expect(sheet.sample(at: 5).y == configuration.pixelGrid.round(detent.y))
  }

  /// `finding-rests-off-subpixel-top-detent`: a sheet coasting to a top detent a sixth of a
  /// point below the container's top arrived a hair short of it, which rounded to the pixel
  /// above; a finished motion now reports its detent exactly.
  @Test func aCoastArrivesExactlyAtItsDetent() throws {
    let context = SheetContext(
      containerHeight: 368.9452270559751, containerWidth: 322.00203462313846,
      safeAreaTop: 1e-300, safeAreaBottom: 37.136293555630495)
    let detents = [
      SheetDetent(id: "d0", .inset(1.0 / 6)),
      SheetDetent(id: "d1", .inset(353.9421168576957)),
      SheetDetent(id: "d2", .height(50.04760115456878)),
    ]
    var configuration = SheetConfiguration()
    configuration.snap = SheetConfiguration.SnapPolicy(
      velocityThreshold: 1.0 / 6, maximumDetentsSkipped: 3)
    var sheet = Hosted(
      try SheetMachine(
        detents: detents, configuration: configuration, context: context, initial: "d1"),
      configuration)
    let top = sheet.highestY
    let coast = DecelerationSimulation(
      position: sheet.continuousY(at: 0), velocity: -5374.951590449653, rate: .normal,
      stopSpeed: 10)
    let arrival = try #require(coast.time(toReach: top))
    sheet.machine.coast(coast, arrival: arrival, at: 0)
    #expect(sheet.isAtRest(at: arrival + 1))
    #expect(sheet.continuousY(at: arrival + 1) == top)
    #expect(sheet.sample(at: arrival + 1).y == configuration.pixelGrid.round(top))
  }

  /// `finding-rests-above-top-after-dropped-release`: a drag left the sheet a third of a point
  /// above its top detent, the list's fling handed a release back to it for later, and another
  /// event dropped that release: the sheet rested where it was held, off its detents. It now
  /// settles on the nearest detent from there.
  @Test func aDroppedReleaseLeavesTheSheetToSettleOnADetent() throws {
    var sheet = Hosted(
      try SheetMachine(
        detents: [SheetDetent(id: "top", .inset(0)), SheetDetent(id: "low", .height(200))],
        context: SheetContext(containerHeight: 800, containerWidth: 400), initial: "top"),
      SheetConfiguration())
    try sheet.send(SheetGesture.began, at: 0)
    try sheet.send(SheetGesture.changed(translation: -2), at: 0.01)
    let held = sheet.continuousY(at: 0.01)
    #expect(held < 0, "the rubber band holds it above the top detent")
    sheet.release(velocity: 0, at: 1, rate: .normal)  // handed over later in a chain
    sheet.cancelScheduled(after: 0.5)
    #expect(sheet.continuousY(at: 0.5) == held, "dropping the release does not move it")
    #expect(sheet.isAtRest(at: 2))
    #expect(sheet.sample(at: 2).y == 0)
    #expect(sheet.sample(at: 2).settledDetent == "top")
  }

  /// `finding-resize-jumps-settling-header`: a release flung the list toward its top from far
  /// down, too far to reach it, so the part-way header settled on its spring; a frame later the
  /// rows above shrank, the list now reached its top with velocity to hand back, and the header's
  /// coast from that hand-off was planned from where the settle would be then, shown at once: a
  /// 2.2 pt jump. The header now holds where it is until the hand-off reaches it.
  @Test func aResizeThatHandsBackDoesNotJumpASettlingHeader() throws {
    let context = SheetContext(
      containerHeight: 716.7360946498641, containerWidth: 1e-300,
      safeAreaTop: 0.0004311632593823056, safeAreaBottom: 0)
    var configuration = SheetConfiguration()
    configuration.snap = SheetConfiguration.SnapPolicy(
      velocityThreshold: 545.4813863934983, maximumDetentsSkipped: 0)
    configuration.keyboard = .none
    configuration.contentInteraction = .scrolls
    configuration.pixelGrid = PixelGrid(displayScale: 3)
    var system = try Self.recordedSystem(
      context: context, detents: [SheetDetent(id: "d0", .fraction(0.35031882615114207))],
      initial: "d0", configuration: configuration,
      header: SheetHeader(
        height: 103.12751561428796, collapsible: 39.71684853399221, reveal: .always),
      contentHeight: 1.5664890418158883)
    let events: [(Double, SheetScrollEvent)] = [
      (0, .dragBegan(on: .content)),
      (0.008333333333333333, .dragChanged(translation: 33.88426976380674)),
      (0.6166666666666667, .setContentOffset(1095.0535030731585)),
      (0.6166666666666667, .dragEnded(translation: 39.66620553026925, velocity: 6.462416422091813)),
      (0.6166666666666667, .setContentHeight(87.73135620884842)),
      (1.116797072733196, .dragBegan(on: .grabber)),
      (1.53964601454265, .dragChanged(translation: 125.52907650789473)),
      (1.5479793478759833, .dragChanged(translation: 169.851256763688)),
      (1.5910664033134223, .dragEnded(translation: 189.851256763688, velocity: 0)),
      (1.5910664033134223, .resizeContent(height: 2150.7266417933124, shift: 2062.995285584464)),
      (1.5993997366467556, .dragBegan(on: .content)),
      (1.607733069980089, .dragChanged(translation: 12.116806510388074)),
      (1.6160664033134222, .dragChanged(translation: -228.60188193651217)),
      (
        1.6243997366467555,
        .dragEnded(translation: -210.22866455038678, velocity: 658.2288971869602)
      ),
    ]
    for (t, event) in events { try system.send(event, at: t) }
    let t = 1.6327330699800888
    let before = system.sample(at: t)
    #expect(before.headerCollapsed > 0 && before.headerCollapsed < 39.71684853399221, "part-way")
    try system.send(.resizeContent(height: 92.24426585871424, shift: -2058.482375934598), at: t)
    let after = system.sample(at: t)
    #expect(
      abs(after.headerCollapsed - before.headerCollapsed) <= 1.0 / 3,
      "header \(before.headerCollapsed) → \(after.headerCollapsed)")
    // From there on the header moves as a motion does, no faster than a fling's 8,000 pt/s.
    var previous = after.headerCollapsed
    var probe = t
    while !system.isAtRest(at: probe), probe < t + 10 {
      probe += 1.0 / 1000
      let collapsed = system.sample(at: probe).headerCollapsed
      #expect(abs(collapsed - previous) <= 8, "header \(previous) → \(collapsed) at \(probe)")
      previous = collapsed
    }
    #expect(system.isAtRest(at: probe))
    #expect(previous == 0 || previous == 39.71684853399221, "the header rests at an end")
  }

  /// `Fuzz/Corpus/SheetFuzz/finding-resize-a-hair-off-a-detent`: in a container half a point
  /// tall, a resize during a drag moves the detent the finger holds the sheet at by
  /// 3.5·10⁻⁶ pt; the release springs the sheet back to it once the list hands its momentum
  /// back, later. A resize before then drops that hand-off: the sheet, idle a hair off its
  /// detent, settles on it and follows it into the new container, as a resize at rest does.
  /// The fuzz target had called that a jump: it took the sheet to be at its detent only when
  /// both rounded to the same pixel, and 0.5 pt rounds to ⅔ where 0.4999965 rounds to ⅓.
  @Test func aResizeBeforeAHandedBackReleaseMovesTheSheetWithItsDetent() throws {
    let context = SheetContext(
      containerHeight: 0.5, containerWidth: 654.118448151949,
      safeAreaTop: 47.60028608321156, safeAreaBottom: 39.9996444378807)
    let detents = [
      SheetDetent(id: "d0", .inset(0.4999960098650003)),
      SheetDetent(id: "d1", .inset(0.33725363469521047)),
      SheetDetent(id: "d2", .inset(0.33725507582388414)),
      SheetDetent(id: "d3", .inset(0.3372560443981492)),
      SheetDetent(id: "d4", .inset(0.49999647954457405)),
    ]
    var configuration = SheetConfiguration()
    configuration.snap = SheetConfiguration.SnapPolicy(
      velocityThreshold: 1499.985189246306, maximumDetentsSkipped: Int.max)
    configuration.spring = SpringParameters(
      unchecked: 1, 223.80055331268386, 29.919930034188507)
    configuration.keyboard = .liftAndExpand
    configuration.dimming = SheetConfiguration.Dimming(
      from: "d0", to: "d0", alpha: 0.5046880890155909)
    configuration.dismissal = .interactive
    var content = ScrollConfiguration()
    content.bounce.end = false
    var system = try Self.recordedSystem(
      context: context, detents: detents, initial: "d0", configuration: configuration,
      content: content,
      header: SheetHeader(
        height: 159.99876609043275, collapsible: 159.99757854870526, reveal: .always),
      contentHeight: 399.9998451765247)
    let events: [(Double, SheetScrollEvent)] = [
      (0, .dragBegan(on: .content)),
      (0.008333333333333333, .dragChanged(translation: -95.75920918038227)),
      (0.016666666666666666, .dragChanged(translation: -306.6049245458887)),
      (0.025, .setContentOffset(2999.9549788106665)),
      (0.03333333333333333, .dragChanged(translation: -219.49786374123795)),
      (0.041666666666666664, .dragChanged(translation: -315.25550766987374)),
      (0.049999999999999996, .dragChanged(translation: -526.0985462587339)),
      (0.05833333333333333, .setContentOffset(-99.9801038229114)),
      (
        0.05833333333333333,
        .sheet(
          .resize(
            SheetContext(
              containerHeight: 0.5, containerWidth: 745.8852101470527, safeAreaTop: 1e-09,
              safeAreaBottom: 0)))
      ),
      (
        0.21215847831078577,
        .dragEnded(translation: -516.7654319214693, velocity: 742.2065693420791)
      ),
    ]
    for (t, event) in events { try system.send(event, at: t) }
    let t = 0.2204918116441191
    let before = system.sample(at: t)
    let held = system.sheet.continuousY(at: t)
    let old = try #require(system.sheet.detents.position(of: "d4"))
    #expect(before.sheet.phase == .idle && before.sheet.settledDetent == "d4")
    #expect(abs(held - old) > 1e-9 && abs(held - old) <= 0.5 / 3, "a hair off, \(held) vs \(old)")
    #expect(before.sheet.y != PixelGrid(displayScale: 3).round(old), "shown a pixel off")
    #expect(!system.isAtRest(at: t), "the release is still to start")

    try system.send(
      .sheet(
        .resize(
          SheetContext(
            containerHeight: 385.6298248444997, containerWidth: 1_000_000,
            safeAreaTop: 32.19392130985362, safeAreaBottom: 17.732608810218004))),
      at: t)
    let new = try #require(system.sheet.detents.position(of: "d4"))
    let after = system.sample(at: t)
    #expect(new == 32.19392130985362 + 0.49999647954457405)
    #expect(after.sheet.y == PixelGrid(displayScale: 3).round(new), "on its detent, moved with it")
    #expect(after.sheet.phase == .idle && after.sheet.settledDetent == "d4")
    #expect(!system.sheet.hasScheduledAnimation(at: t), "the dropped release starts no spring")
    #expect(system.sample(at: t + 1).sheet.y == after.sheet.y, "and the sheet stays there")
  }
}
