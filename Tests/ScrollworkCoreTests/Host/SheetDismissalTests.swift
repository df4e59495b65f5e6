import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Dismissal: the hidden position below the lowest detent, which a finger reaches when the
/// sheet's dismissal allows it, and the app's dismiss and present.
struct SheetDismissalTests {
  static let detents = SheetKernelTests.detents
  static let lowest = 644.0  // "teaser", 200 pt over the 844 pt container's bottom

  static func kernel(
    _ dismissal: SheetConfiguration.Dismissal, initial: SheetDetent.ID = "teaser",
    presented: Bool = true,
    dimmed: Bool = true
  ) throws -> SheetKernel {
    var configuration = SheetConfiguration()
    configuration.dismissal = dismissal
    if dimmed {
      configuration.dimming = SheetConfiguration.Dimming(from: "teaser", to: "teaser", alpha: 0.4)
    }
    return try SheetKernel(
      detents: detents, configuration: configuration, chrome: SheetKernelTests.chrome,
      initial: initial, presented: presented, reading: SheetKernelTests.reading(), at: 0)
  }

  /// A drag on the grabber from rest at `t = 0` to `translation`, released at `velocity`.
  static func release(
    _ kernel: inout SheetKernel, by translation: Double, velocity: Double,
    on source: SheetDragSource = .grabber
  ) throws {
    try kernel.send(.panBegan(on: source, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: translation), at: 0.1)
    try kernel.send(.panEnded(translation: translation, velocity: velocity), at: 0.1)
  }

  /// Frames from `start` to `end` at 120 Hz.
  static func frames(
    _ kernel: inout SheetKernel, from start: Double, to end: Double
  ) -> [SheetKernelFrame] {
    stride(from: start, through: end, by: 1.0 / 120).map { kernel.advance(to: $0) }
  }

  @Test func byDefaultTheLowestDetentIsAsLowAsItGoes() throws {
    var kernel = try Self.kernel(.none)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: 150), at: 0.1)
    let pulled = kernel.advance(to: 0.1).panel.y
    #expect(pulled > Self.lowest && pulled < Self.lowest + 150)  // the rubber band
    try kernel.send(.panEnded(translation: 150, velocity: 3000), at: 0.1)
    let rest = Self.frames(&kernel, from: 0.1, to: 3).last!
    #expect(rest.presence == .presented && rest.isAtRest)
    #expect(rest.panel.y == Self.lowest)
    #expect(rest.dismissAttempts == 0)
  }

  /// Below the lowest detent a finger moves the sheet one for one; a strong fling down puts it
  /// away, its dimming going with it, and the frame says to end editing on the way.
  @Test func aStrongFlingDownDismisses() throws {
    var kernel = try Self.kernel(.interactive)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: 40), at: 0.05)
    #expect(kernel.advance(to: 0.05).panel.y == Self.lowest + 40)
    try kernel.send(.panEnded(translation: 40, velocity: 1500), at: 0.05)
    let going = kernel.advance(to: 0.1)
    #expect(going.presence == .dismissing && going.endsEditing)
    let frames = Self.frames(&kernel, from: 0.1, to: 2)
    let rest = frames.last!
    #expect(rest.presence == .hidden && rest.isAtRest)
    #expect(rest.panel.y == 844 && rest.panel.height == 0)
    #expect(rest.dimming == 0)
    #expect(rest.dragSource(at: HostPoint(x: 195, y: 844)) == nil)
    // The dimming only fades on the way down.
    for (earlier, later) in zip(frames, frames.dropFirst()) where later.panel.y >= earlier.panel.y {
      #expect(later.dimming <= earlier.dimming + 1e-12)
    }
    // The settled detent stays the one it was shown at.
    #expect(rest.status.settledDetent == "teaser")
  }

  /// A release projects where it would stop at the list's deceleration rate (0.998: half a
  /// second of its speed): 60 pt down at 60 pt/s stops short of halfway to hidden.
  @Test func aWeakReleaseSettlesOnTheLowestDetent() throws {
    var kernel = try Self.kernel(.interactive)
    try Self.release(&kernel, by: 60, velocity: 60)
    let rest = Self.frames(&kernel, from: 0.1, to: 3).last!
    #expect(rest.presence == .presented && rest.panel.y == Self.lowest)
  }

  /// A release slower than the fling threshold (500 pt/s) does not throw the sheet away,
  /// however far its projection reaches; one at the threshold does, from the detent itself.
  @Test(arguments: [(0.0, 300.0, false), (0, 499, false), (90, 499, false), (0, 500, true)])
  func onlyAFlingDismissesFromNearTheDetent(
    translation: Double, velocity: Double, dismisses: Bool
  ) throws {
    var kernel = try Self.kernel(.interactive)
    try Self.release(&kernel, by: translation, velocity: velocity)
    let rest = Self.frames(&kernel, from: 0.1, to: 3).last!
    #expect((rest.presence == .hidden) == dismisses)
  }

  /// Without velocity, a drag past the middle of the way to hidden dismisses; short of it, the
  /// sheet comes back.
  @Test func aDragPastTheMiddleDismisses() throws {
    for (translation, presence) in [(95.0, SheetPresence.presented), (105, .hidden)] {
      var kernel = try Self.kernel(.interactive)
      try Self.release(&kernel, by: translation, velocity: 0)
      #expect(Self.frames(&kernel, from: 0.1, to: 3).last!.presence == presence)
    }
  }

  /// From the top detent a fling down advances at most the policy's detents: a sheet is not
  /// thrown away from the top by one flick.
  @Test func aFlingFromTheTopStopsAtADetent() throws {
    var kernel = try Self.kernel(.interactive, initial: "maximum")
    try Self.release(&kernel, by: 100, velocity: 2500)
    let rest = Self.frames(&kernel, from: 0.1, to: 3).last!
    #expect(rest.presence == .presented)
    #expect(rest.status.settledDetent == "teaser")
  }

  /// A veto rubber-bands below the lowest detent as a sheet with no dismissal does, and counts
  /// each release that would have dismissed; VoiceOver's escape counts one too.
  @Test func aVetoRubberBandsAndCountsTheAttempt() throws {
    var vetoed = try Self.kernel(.vetoed)
    var none = try Self.kernel(.none)
    for index in 0..<2 {
      let start = Double(index) * 4
      try vetoed.send(.panBegan(on: .grabber, translation: 0), at: start)
      try none.send(.panBegan(on: .grabber, translation: 0), at: start)
      try vetoed.send(.panChanged(translation: 150), at: start + 0.1)
      try none.send(.panChanged(translation: 150), at: start + 0.1)
      #expect(vetoed.advance(to: start + 0.1).panel == none.advance(to: start + 0.1).panel)
      try vetoed.send(.panEnded(translation: 150, velocity: 2000), at: start + 0.1)
      try none.send(.panEnded(translation: 150, velocity: 2000), at: start + 0.1)
      let rest = Self.frames(&vetoed, from: start + 0.1, to: start + 3).last!
      #expect(rest.presence == .presented && rest.panel.y == Self.lowest)
      #expect(rest.dismissAttempts == index + 1)
    }
    try vetoed.send(.escape, at: 9)
    #expect(vetoed.escapeTaken)
    #expect(vetoed.advance(to: 9).dismissAttempts == 3)
    #expect(vetoed.advance(to: 9).presence == .presented)
    // A release that would not have dismissed is no attempt.
    try vetoed.send(.panBegan(on: .grabber, translation: 0), at: 10)
    try vetoed.send(.panEnded(translation: 20, velocity: 100), at: 10.1)
    #expect(vetoed.advance(to: 12).dismissAttempts == 3)
  }

  /// Escape dismisses a sheet a finger may dismiss, and is not taken by one that is always
  /// there.
  @Test func escapeDismissesWhenAllowed() throws {
    var kernel = try Self.kernel(.interactive, initial: "default")
    try kernel.send(.escape, at: 0)
    #expect(kernel.escapeTaken)
    #expect(kernel.advance(to: 0.01).presence == .dismissing)
    #expect(kernel.advance(to: 3).presence == .hidden)
    var always = try Self.kernel(.none)
    try always.send(.escape, at: 0)
    #expect(!always.escapeTaken)
    #expect(always.advance(to: 3).presence == .presented)
  }

  /// With no dismissal, escape lowers the sheet to its lowest detent; at the lowest (or going
  /// there) it is not taken, so the gesture goes on to the next container. Nor is it taken while
  /// a finger holds the sheet, or by a hidden sheet.
  @Test(arguments: [("teaser", nil as String?), ("default", "teaser"), ("maximum", "teaser")])
  func escapeLowersASheetWithNoDismissal(from settled: String, to expected: String?) throws {
    var kernel = try Self.kernel(.none, initial: SheetDetent.ID(settled))
    try kernel.send(.escape, at: 0)
    #expect(kernel.escapeTaken == (expected != nil))
    let status = kernel.frame(at: 0.01).status
    #expect(status.selectedDetent == SheetDetent.ID(expected ?? settled))
    try kernel.send(.escape, at: 0.01)
    #expect(!kernel.escapeTaken)
    var held = try Self.kernel(.interactive, initial: "default")
    try held.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try held.send(.escape, at: 0.1)
    #expect(!held.escapeTaken)
    var hidden = try Self.kernel(.interactive, presented: false)
    try hidden.send(.escape, at: 0)
    #expect(!hidden.escapeTaken)
  }

  /// The app dismisses a sheet whatever a finger may do, and presents it again: it rises from
  /// the container's bottom to the detent asked for, never above it, and rests there exactly.
  @Test func theAppDismissesAndPresents() throws {
    var kernel = try Self.kernel(.none, initial: "default", presented: false)
    let hidden = kernel.advance(to: 0)
    #expect(hidden.presence == .hidden && hidden.panel.height == 0 && hidden.isAtRest)
    #expect(hidden.dragSource(at: HostPoint(x: 195, y: 843.9)) == nil)
    try kernel.send(.move(to: "default", animated: true), at: 0.5)
    let rising = Self.frames(&kernel, from: 0.5, to: 3)
    #expect(rising.allSatisfy { $0.presence == .presented })
    let target = rising.last!.status.detents.position(of: "default")!
    #expect(rising.last!.panel.y == PixelGrid(displayScale: 3).round(target))
    #expect(rising.allSatisfy { $0.panel.y >= rising.last!.panel.y })  // never above it
    try kernel.send(.dismiss(animated: true), at: 3)
    let falling = Self.frames(&kernel, from: 3, to: 6)
    #expect(falling.dropLast().contains { $0.presence == .dismissing })
    #expect(falling.last!.presence == .hidden && falling.last!.panel.y == 844)
    // At once.
    try kernel.send(.move(to: "maximum", animated: false), at: 7)
    #expect(kernel.advance(to: 7).presence == .presented)
    try kernel.send(.dismiss(animated: false), at: 8)
    #expect(kernel.advance(to: 8).presence == .hidden)
  }

  /// Presenting springs critically damped, as dismissing does, whatever the sheet's spring:
  /// from hidden, or caught on its way there, the sheet rises to the detent asked for without
  /// passing it, and rests there exactly. (The sheet's own spring overshot: at 0.86 of critical
  /// damping, the 775 pt rise to the top detent passed it by 4 pt.)
  @Test(arguments: ["teaser", "default", "maximum"], [0.86, 0.5])
  func presentingRisesWithoutPassingTheDetent(detent: String, dampingFraction: Double) throws {
    for caught in [false, true] {
      var configuration = SheetConfiguration()
      configuration.spring = try SpringParameters(
        response: 0.42, dampingFraction: dampingFraction)
      var kernel = try SheetKernel(
        detents: Self.detents, configuration: configuration, chrome: SheetKernelTests.chrome,
        initial: "default", presented: caught, reading: SheetKernelTests.reading(), at: 0)
      if caught { try kernel.send(.dismiss(animated: true), at: 0) }
      let start = caught ? 0.15 : 0
      try kernel.send(.move(to: SheetDetent.ID(detent), animated: true), at: start)
      let rising = Self.frames(&kernel, from: start, to: start + 3)
      let target = PixelGrid(displayScale: 3).round(
        kernel.system.sheet.detents.position(of: SheetDetent.ID(detent))!)
      // (Caught on its way down, it goes on down a little with its speed, then turns.)
      let turn = caught ? rising.indices.max { rising[$0].panel.y < rising[$1].panel.y }! : 0
      for (earlier, later) in zip(rising[turn...], rising[turn...].dropFirst()) {
        #expect(later.panel.y <= earlier.panel.y, "up only")
      }
      #expect(rising.allSatisfy { $0.panel.y >= target }, "past the detent")
      #expect(rising.last!.isAtRest && rising.last!.panel.y == target)
    }
  }

  /// A container whose bottom is off the pixel grid (844.1 pt at 3×, where the sheet's y is
  /// kept on the grid, 844): a hidden sheet still shows nothing, not a sliver of its panel.
  @Test func hiddenShowsNothingOffThePixelGrid() throws {
    var reading = SheetKernelTests.reading()
    reading.container.height = 844.1
    for presented in [false, true] {
      var kernel = try SheetKernel(
        detents: Self.detents, chrome: SheetKernelTests.chrome, initial: "teaser",
        presented: presented, reading: reading, at: 0)
      if presented { try kernel.send(.dismiss(animated: true), at: 0) }
      let rest = Self.frames(&kernel, from: 0, to: 2).last!
      #expect(rest.presence == .hidden && rest.isAtRest)
      #expect(rest.panel.height == 0 && rest.panel.y == 844.1, "presented first: \(presented)")
    }
  }

  /// Hidden, the sheet stays hidden through a rotation and a keyboard; on its way there it goes
  /// on, whatever the keyboard does.
  @Test func hiddenStaysHiddenThroughLayoutsAndKeyboards() throws {
    var kernel = try Self.kernel(.interactive, presented: false)
    var wide = SheetKernelTests.reading()
    wide.container = HostSize(width: 844, height: 390)
    try kernel.send(.layout(wide), at: 0.1)
    #expect(kernel.advance(to: 0.1).panel.y == 390)
    try kernel.send(.keyboard(frameTop: 100, duration: 0.25, curve: 7), at: 0.2)
    #expect(kernel.advance(to: 1).panel.y == 390)
    #expect(kernel.advance(to: 1).presence == .hidden)

    var dismissing = try Self.kernel(.interactive, initial: "default")
    try dismissing.send(.dismiss(animated: true), at: 0)
    try dismissing.send(.keyboard(frameTop: 500, duration: 0.25, curve: 7), at: 0.05)
    let frames = Self.frames(&dismissing, from: 0.05, to: 3)
    #expect(frames.last!.presence == .hidden && frames.last!.panel.y == 844)
  }

  /// Momentum a list hands back up the chain never dismisses: only a finger does.
  @Test func momentumHandedBackSettlesOnADetent() throws {
    var configuration = SheetConfiguration()
    configuration.dismissal = .interactive
    var kernel = try SheetKernel(
      detents: [SheetDetent(id: "full", .inset(10))], configuration: configuration,
      chrome: SheetKernelTests.chrome, reading: SheetKernelTests.reading(), at: 0)
    try kernel.send(.contentOffsetObserved(300, byUser: false), at: 0)
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0.1)
    try kernel.send(.panChanged(translation: 60), at: 0.15)
    try kernel.send(.panEnded(translation: 60, velocity: 6000), at: 0.15)
    let frames = Self.frames(&kernel, from: 0.15, to: 4)
    #expect(frames.allSatisfy { $0.presence == .presented })
    #expect(frames.last!.isAtRest && frames.last!.contentOffset == 0)
  }

  /// A drag on the list at its top pulls the sheet down with it, and dismisses it as a drag on
  /// the grabber does.
  @Test func aDragOnTheListDismissesToo() throws {
    var kernel = try Self.kernel(.interactive)
    try Self.release(&kernel, by: 80, velocity: 1200, on: .content)
    #expect(Self.frames(&kernel, from: 0.1, to: 3).last!.presence == .hidden)
  }

  /// A fling down on the list at its top, the header open, before the finger has moved the
  /// sheet (a scenario's fling: touch and lift at once) is the sheet's release, as one on the
  /// grabber is, at any detent and with any dismissal: nothing inside took any of it. At its top
  /// detent the sheet used to stay: the list, at its top, took the fling and handed nothing
  /// back, so a sheet with one detent was never flung away from its list, nor counted a vetoed
  /// attempt (found by the simulator's sweeps, `SheetFeaturesSimulationTests`).
  @Test(arguments: SheetConfiguration.Dismissal.allCases, [false, true])
  func aFlingOnTheListAtItsTopIsTheSheets(
    dismissal: SheetConfiguration.Dismissal, oneDetent: Bool
  ) throws {
    var configuration = SheetConfiguration()
    configuration.dismissal = dismissal
    let detents = oneDetent ? [SheetDetent(id: "full", .inset(10))] : Self.detents
    for initial in detents.map(\.id) {
      for velocity in [300.0, 900, 2500, 6000] {
        var outcomes: [SheetKernelFrame] = []
        for source in [SheetDragSource.content, .grabber] {
          var kernel = try SheetKernel(
            detents: detents, configuration: configuration, chrome: SheetKernelTests.chrome,
            initial: initial, reading: SheetKernelTests.reading(), at: 0)
          try kernel.send(.panBegan(on: source, translation: 0), at: 0.1)
          try kernel.send(.panEnded(translation: 0, velocity: velocity), at: 0.1)
          outcomes.append(Self.frames(&kernel, from: 0.1, to: 3).last!)
        }
        let (list, grabber) = (outcomes[0], outcomes[1])
        #expect(list.isAtRest && list.contentOffset == 0)
        #expect(
          list.presence == grabber.presence && list.panel.y == grabber.panel.y
            && list.dismissAttempts == grabber.dismissAttempts,
          "from \(initial) at \(velocity) pt/s")
      }
    }
    // From its one detent, a strong fling on the list puts an interactive sheet away.
    if oneDetent && dismissal == .interactive {
      var kernel = try SheetKernel(
        detents: detents, configuration: configuration, chrome: SheetKernelTests.chrome,
        reading: SheetKernelTests.reading(), at: 0)
      try kernel.send(.panBegan(on: .content, translation: 0), at: 0.1)
      try kernel.send(.panEnded(translation: 0, velocity: 2000), at: 0.1)
      #expect(Self.frames(&kernel, from: 0.1, to: 3).last!.presence == .hidden)
    }
  }

  /// A veto arriving mid-drag (or lifted) leaves the sheet where the finger holds it; the
  /// drag goes on in the new floor's rubber band.
  @Test func changingTheDismissalMidDragDoesNotJump() throws {
    var kernel = try Self.kernel(.interactive)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: 120), at: 0.1)
    let before = kernel.advance(to: 0.1).panel.y
    #expect(before == Self.lowest + 120)
    try kernel.send(.dismissal(.vetoed), at: 0.11)
    #expect(kernel.advance(to: 0.11).panel.y == before)
    try kernel.send(.panChanged(translation: 140), at: 0.12)
    let further = kernel.advance(to: 0.12).panel.y
    #expect(further > before && further < before + 20)  // resisted now
    try kernel.send(.dismissal(.interactive), at: 0.13)
    #expect(kernel.advance(to: 0.13).panel.y == further)
    try kernel.send(.panChanged(translation: 160), at: 0.14)
    #expect(abs(kernel.advance(to: 0.14).panel.y - (further + 20)) < 0.34)  // one for one again
  }

  /// Sweep: from anywhere around the lowest detent, at any velocity, the sheet comes to rest at
  /// a detent or hidden, exactly, never NaN; the outcome is monotonic (lower or faster down
  /// dismisses whenever higher or slower does); a veto never hides it, and counts an attempt
  /// exactly when the snap policy, offered hidden, picks it from where the rubber band held
  /// the sheet — a release the same finger, unresisted, would have dismissed too.
  @Test func releasesAroundTheLowestDetent() throws {
    let translations = stride(from: -150.0, through: 200, by: 25).map { $0 }
    let velocities = [-3000.0, -600, -100, 0, 100, 300, 499, 501, 900, 2500, 8000]
    var dismissed: [[Bool]] = []
    for translation in translations {
      var row: [Bool] = []
      for velocity in velocities {
        var interactive = try Self.kernel(.interactive)
        var vetoed = try Self.kernel(.vetoed)
        try Self.release(&interactive, by: translation, velocity: velocity)
        try Self.release(&vetoed, by: translation, velocity: velocity)
        let shown = vetoed.system.sheet.continuousY(at: 0.1)
        let frames = Self.frames(&interactive, from: 0.1, to: 3)
        #expect(frames.allSatisfy { $0.panel.y.isFinite && $0.dimming.isFinite })
        let rest = frames.last!
        let detentYs = rest.status.detents.all.map {
          PixelGrid(displayScale: 3).round($0.y)
        }
        #expect(rest.isAtRest)
        let hidden = rest.presence == .hidden
        #expect(hidden ? rest.panel.y == 844 : detentYs.contains(rest.panel.y))
        let vetoedRest = Self.frames(&vetoed, from: 0.1, to: 3).last!
        #expect(vetoedRest.presence == .presented)
        let wouldHide =
          SheetConfiguration.SnapPolicy.default.targetIndex(
            position: shown, velocity: velocity, detents: vetoed.system.sheet.detents,
            hidden: 844, rate: .normal) == SheetMachine.hiddenIndex
        #expect(vetoedRest.dismissAttempts == (wouldHide ? 1 : 0))
        if wouldHide { #expect(hidden) }
        row.append(hidden)
      }
      dismissed.append(row)
    }
    for i in translations.indices {
      for j in velocities.indices {
        guard dismissed[i][j] else { continue }
        if i + 1 < translations.count { #expect(dismissed[i + 1][j], "lower dismisses too") }
        if j + 1 < velocities.count { #expect(dismissed[i][j + 1], "faster dismisses too") }
      }
    }
    // Both outcomes occur in the sweep.
    #expect(dismissed.joined().contains(true) && dismissed.joined().contains(false))
  }

  /// Property: whatever the app and a finger do in whatever order — dismiss, present, drag,
  /// veto — every frame is finite, the panel never leaves the container's bottom, and a hidden
  /// sheet shows nothing.
  @Test func randomDismissalsAndPresentations() async {
    let actions = Gen.int(in: 0...6).array(of: 1...8)
    await propertyCheck(count: 120, input: actions, Gen.int(in: 0...2)) { script, mode in
      var kernel = try Self.kernel(SheetConfiguration.Dismissal.allCases[mode], initial: "default")
      var t = 0.0
      for action in script {
        t += 0.2
        switch action {
        case 0: try kernel.send(.dismiss(animated: true), at: t)
        case 1: try kernel.send(.move(to: "maximum", animated: true), at: t)
        case 2:
          try kernel.send(.panBegan(on: .grabber, translation: 0), at: t)
          try kernel.send(.panEnded(translation: 150, velocity: 1800), at: t + 0.1)
        case 3: try kernel.send(.dismissal(.vetoed), at: t)
        case 4: try kernel.send(.dismissal(.interactive), at: t)
        case 5: try kernel.send(.escape, at: t)
        default: try kernel.send(.dismiss(animated: false), at: t)
        }
        for frame in Self.frames(&kernel, from: t, to: t + 0.19) {
          #expect(frame.panel.y.isFinite && frame.panel.y <= 844 && frame.dimming.isFinite)
          if frame.presence == .hidden {
            #expect(frame.panel.height == 0 && frame.dimming == 0)
          }
        }
      }
    }
  }
}
