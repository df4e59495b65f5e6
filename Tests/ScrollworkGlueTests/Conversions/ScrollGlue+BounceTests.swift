@_spi(Engine) import ScrollworkCore
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

  /// A start-edge clamp found while observing the offset waits for the layout pass (a large
  /// title re-expanding grows the inset there), once; an end-edge clamp, a clamp in a layout
  /// pass, a second observation in a row, and no clamp at all are written at once.
  @Test(arguments: [
    (-91.0 as Double?, -95.0, ScrollRefreshPass.observation, false, true),
    (-91, -95, .layout, false, false),
    (-91, -95, .observation, true, false),
    (1000, 1010, .observation, false, false),
    (nil, -95, .observation, false, false),
  ])
  func startClampsWaitForTheLayoutPass(
    clamped: Double?, offset: Double, pass: ScrollRefreshPass, deferredBefore: Bool,
    defers: Bool
  ) {
    for axis in [ScrollAxis.vertical, .horizontal] {
      let current = axis == .vertical ? HostPoint(x: 3, y: offset) : HostPoint(x: offset, y: 3)
      #expect(
        ScrollGlue.defersClamp(
          clamped, from: current, axis: axis, pass: pass, deferredBefore: deferredBefore)
          == defers)
    }
  }

  /// The large title, through the kernel: pulled 4 points past the collapsed bar's edge (91),
  /// the observation pass would clamp; it waits, and the layout pass, where the bar has grown
  /// by those 4 points (the title re-expanding), finds the offset in range and clamps nothing.
  /// Under a bar that does not grow, the layout pass clamps to the edge.
  @Test(arguments: [95.0, 91])
  func aLargeTitleReExpands(insetAtLayout: Double) {
    var kernel = ScrollViewKernel(decorations: ScrollDecorations(), bounce: .endOnly)
    func pass(top: Double) -> ScrollViewUpdate {
      kernel.update(
        ScrollGlue.reading(
          boundsSize: HostSize(width: 390, height: 844),
          contentSize: HostSize(width: 390, height: 3000),
          adjustedContentInset: HostInsets(top: top, bottom: 34),
          contentOffset: HostPoint(x: 0, y: -95), refreshControlInstalled: false,
          isTracking: true))
    }
    let observed = pass(top: 91)
    #expect(observed.offset == -91)
    #expect(
      ScrollGlue.defersClamp(
        observed.offset, from: HostPoint(x: 0, y: -95), axis: .vertical, pass: .observation,
        deferredBefore: false))
    let laidOut = pass(top: insetAtLayout)
    #expect(laidOut.offset == (insetAtLayout == 95 ? nil : -91))
  }
}
