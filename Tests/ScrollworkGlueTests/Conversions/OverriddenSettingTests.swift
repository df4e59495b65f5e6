@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// A UIKit setting the attachment overrides while Core asks for it, and gives back
/// (Sources/Scrollwork/Conversions/OverriddenSetting.swift).
struct OverriddenSettingTests {
  /// An empty state that does not scroll turns scrolling off, and the app's value comes back
  /// when it goes; a setting never overridden is never written.
  @Test func scrollingOffWhileAnEmptyStateShows() {
    var scrolling = OverriddenSetting<Bool>()
    let untouched = scrolling.write(nil, current: false)
    let off = scrolling.write(false, current: true)
    let kept = scrolling.kept
    let held = scrolling.write(false, current: false)
    let back = scrolling.write(nil, current: false)
    #expect(untouched == nil)
    #expect(off == false)
    #expect(kept == true)
    #expect(held == nil)
    #expect(back == true)
    #expect(scrolling.kept == nil)
    let after = scrolling.write(nil, current: true)
    #expect(after == nil)
  }

  /// The app's value is kept once, when the override begins: a value the attachment wrote is
  /// never taken for the app's, and one the app had already is not written back.
  @Test func theAppsValueIsKeptOnce() {
    var setting = OverriddenSetting<Int>()
    let writes = [
      setting.write(2, current: 1), setting.write(3, current: 2), setting.write(nil, current: 3),
    ]
    #expect(writes == [2, 3, 1])
    var unchanged = OverriddenSetting<Int>()
    let none = [unchanged.write(5, current: 5), unchanged.write(nil, current: 5)]
    #expect(none == [nil, nil])
  }

  /// Random runs (seeded, the seed printed on failure) over a stand-in setting that the app
  /// also writes while it is not overridden: a write happens only when it changes the setting;
  /// while overridden the setting holds Core's value; and each time the override ends, the
  /// setting is the app's value from before the override began.
  @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34] as [UInt64])
  func givesTheAppsValueBack(seed: UInt64) {
    var random = SplitMix64(state: seed)
    var setting = OverriddenSetting<Int>()
    var current = 0
    var appsValue: Int?
    for step in 0..<300 {
      let context = "seed \(seed), step \(step)"
      if setting.kept == nil, Int.random(in: 0..<4, using: &random) == 0 {
        current = Int.random(in: 0..<3, using: &random)  // the app's own write
      }
      let wanted = Bool.random(using: &random) ? Int.random(in: 0..<3, using: &random) : nil
      if wanted != nil, appsValue == nil { appsValue = current }
      let write = setting.write(wanted, current: current)
      #expect(write != current, "\(context)")
      if let write { current = write }
      if let wanted {
        #expect(current == wanted, "\(context)")
      } else if let expected = appsValue {
        #expect(current == expected, "\(context)")
        appsValue = nil
      }
    }
  }
}
