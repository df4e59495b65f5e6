import ScrollworkCore
import Testing

@testable import Scrollwork

/// UIScrollView's bounce switches set to Core's native switch and restored (Sources/Scrollwork/
/// Conversions/ScrollGlue+Bounce.swift).
struct ScrollGlueBounceTests {
  /// Both switches off.
  static let off = BounceSwitches(bounces: false, alwaysBounce: false)
  /// Both switches on.
  static let on = BounceSwitches(bounces: true, alwaysBounce: true)
  /// UIScrollView's defaults: `bounces` on, `alwaysBounceVertical` off.
  static let mixed = BounceSwitches(bounces: true, alwaysBounce: false)

  /// The first pass with a policy keeps the app's switches and sets both to Core's.
  @Test(arguments: [true, false], [off, on, mixed])
  func firstPassKeepsTheAppsSwitches(native: Bool, current: BounceSwitches) {
    let next = ScrollGlue.bounceSwitches(native: native, current: current, kept: nil)
    #expect(next.set == BounceSwitches(bounces: native, alwaysBounce: native))
    #expect(next.kept == current)
  }

  /// Later passes keep what was kept first, not the glue's own writes.
  @Test func laterPassesKeepTheFirst() {
    let next = ScrollGlue.bounceSwitches(native: false, current: Self.on, kept: Self.mixed)
    #expect(next.set == Self.off)
    #expect(next.kept == Self.mixed)
  }

  /// No policy (or detaching) puts the kept switches back and forgets them; with none kept,
  /// nothing is written: the app's bouncing is left alone.
  @Test func withoutAPolicyTheKeptSwitchesComeBack() {
    let restore = ScrollGlue.bounceSwitches(native: nil, current: Self.on, kept: Self.mixed)
    #expect(restore.set == Self.mixed)
    #expect(restore.kept == nil)
    let untouched = ScrollGlue.bounceSwitches(native: nil, current: Self.on, kept: nil)
    #expect(untouched.set == nil)
    #expect(untouched.kept == nil)
  }

  /// A scroll view whose policy changes any number of times gets the app's switches back when
  /// the policy goes: Core's native switch for each policy, applied as the glue applies it.
  @Test(arguments: [off, on, mixed])
  func policiesComeAndGo(app: BounceSwitches) {
    var switches = app
    var kept: BounceSwitches?
    let policies: [BouncePolicy?] = [
      .endOnly, BouncePolicy.none, nil, .startOnly, .default, BouncePolicy.none, nil,
    ]
    for policy in policies {
      let native = policy?.nativeBounces(refreshControlInstalled: false)
      let next = ScrollGlue.bounceSwitches(native: native, current: switches, kept: kept)
      kept = next.kept
      if let set = next.set { switches = set }
      if let native {
        #expect(switches == BounceSwitches(bounces: native, alwaysBounce: native))
      } else {
        #expect(switches == app)
      }
    }
  }
}
