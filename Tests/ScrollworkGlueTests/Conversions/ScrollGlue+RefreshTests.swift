@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// Pull to refresh between the kernel and the app: the action's lifecycle and the spinner
/// (Sources/Scrollwork/Conversions/ScrollGlue+Refresh.swift).
struct ScrollGlueRefreshTests {
  /// The action is called once per refresh a pull begins; its completion ends that refresh
  /// only, once.
  @Test func oneActionPerRefresh() {
    var lifecycle = RefreshLifecycle()
    let steps = [
      lifecycle.update(refreshBegan: false, isRefreshing: false),
      lifecycle.update(refreshBegan: true, isRefreshing: true),
      lifecycle.update(refreshBegan: false, isRefreshing: true),
    ]
    #expect(steps == [.none, .begin(1), .none])
    let finished = [lifecycle.finish(2), lifecycle.finish(1), lifecycle.finish(1)]
    #expect(finished == [false, true, false])
    let after = lifecycle.update(refreshBegan: false, isRefreshing: false)
    #expect(after == .none)
  }

  /// A refresh the app ends itself (or whose control it takes away) is over for the action
  /// too: its late completion is ignored, and does not end the next refresh.
  @Test func aLateCompletionEndsNothing() {
    var lifecycle = RefreshLifecycle()
    let steps = [
      lifecycle.update(refreshBegan: true, isRefreshing: true),
      lifecycle.update(refreshBegan: false, isRefreshing: false),
      lifecycle.update(refreshBegan: true, isRefreshing: true),
    ]
    #expect(steps == [.begin(1), .ended(1), .begin(2)])
    let late = lifecycle.finish(1)
    #expect(!late)
    #expect(lifecycle.running == 2)
  }

  /// A refresh the app begins itself (`beginRefreshing()`) calls no action, as
  /// `UIRefreshControl.beginRefreshing()` sends no value change.
  @Test func anAppsRefreshCallsNoAction() {
    var lifecycle = RefreshLifecycle()
    let steps = [
      lifecycle.update(refreshBegan: false, isRefreshing: true),
      lifecycle.update(refreshBegan: false, isRefreshing: false),
    ]
    #expect(steps == [.none, .none])
  }

  /// Random runs of the real kernel (seeded, the seed printed on failure) through pulls,
  /// releases, the app's completions (current and stale), its own `endRefreshing()` and
  /// `beginRefreshing()`, and the refresh control taken away and back: the action is called
  /// once for each refresh a pull began, only the running refresh's completion ends anything,
  /// and the next update after it finds no refresh running but one a pull begins anew.
  @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89] as [UInt64])
  func theKernelsRefreshesReachTheActionOnce(seed: UInt64) {
    var random = SplitMix64(state: seed)
    let control = RefreshControl(triggerDistance: 80, holdHeight: 60)
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(refreshControl: control), bounce: .endOnly)
    var view = StartRoomScrollView()
    var lifecycle = RefreshLifecycle()
    var began = 0
    var calls: [Int] = []
    for step in 0..<400 {
      let context = "seed \(seed), step \(step)"
      var finished = false
      switch Int.random(in: 0..<8, using: &random) {
      case 0, 1:
        view.isTracking = true
        view.offset = -view.adjustedContentInset.top - Double.random(in: 0...160, using: &random)
      case 2, 3:
        view.isTracking = false
        view.offset = -view.adjustedContentInset.top
      case 4:
        // The app's action completes: the latest call, or an earlier one late.
        guard let last = calls.last else { continue }
        let token = Bool.random(using: &random) ? last : calls.randomElement(using: &random)!
        let running = lifecycle.running
        finished = lifecycle.finish(token)
        #expect(finished == (token == running), "\(context)")
        if finished { kernel.endRefreshing() }
      case 5: kernel.endRefreshing()
      case 6: kernel.beginRefreshing()
      default:
        kernel.decorations.refreshControl = kernel.decorations.refreshControl == nil ? control : nil
      }
      let pass = view.pass(&kernel)
      if pass.update.refreshBegan { began += 1 }
      switch lifecycle.update(
        refreshBegan: pass.update.refreshBegan, isRefreshing: pass.applied.isRefreshing)
      {
      case .begin(let token):
        #expect(!calls.contains(token), "\(context)")
        calls.append(token)
      case .ended(let token): #expect(calls.contains(token), "\(context)")
      case .none: break
      }
      // Ended, no refresh runs after it — unless the finger still holds the pull past the
      // trigger, which Core takes as a new pull (Guides/UIKit.md, "Pull to refresh").
      if finished {
        #expect(!pass.applied.isRefreshing || pass.update.refreshBegan, "\(context)")
      }
      if lifecycle.running != nil { #expect(kernel.isRefreshing, "\(context)") }
      #expect(calls.count == began, "\(context)")
    }
  }

  /// Pulled, the still spinner turns with the pull, half a turn at the trigger, and shows as
  /// much as it has been pulled (its alpha is Core's progress); refreshing, it spins, unturned.
  @Test(arguments: [
    (0.0, false, 0.0, false), (0.5, false, Double.pi / 2, false), (1, false, .pi, false),
    (3, false, .pi, false), (-1, false, 0, false), (.nan, false, 0, false), (1, true, 0, true),
    (0.2, true, 0, true),
  ])
  func spinner(progress: Double, refreshing: Bool, rotation: Double, spins: Bool) {
    #expect(
      ScrollGlue.refreshSpinner(progress: progress, isRefreshing: refreshing)
        == RefreshSpinnerState(rotation: rotation, spins: spins))
  }
}
