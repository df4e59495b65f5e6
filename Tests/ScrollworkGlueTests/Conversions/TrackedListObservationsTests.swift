@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// What the container tells Core of a pass of its tracked list's key-value observation: UIKit's
/// self-sizing correction (content size and offset moved together) as one `contentResized`,
/// everything else as before.
struct TrackedListObservationsTests {
  static let pixel = 1.0 / 3

  static func take(
    height: Double?, offset: Double?, byUser: Bool = false, heightFirst: Bool = true
  ) -> ListChange {
    var seen = TrackedListObservations()
    if heightFirst, let height { seen.saw(height: height) }
    if let offset { seen.saw(offset: offset, byUser: byUser) }
    if !heightFirst, let height { seen.saw(height: height) }
    return seen.take(toldHeight: 2240, appliedOffset: 700, pixel: pixel)
  }

  /// Rows above the visible ones grew or shrank: the offset moved with the content, in either
  /// order of the two reports, and while UIKit tracks the finger too.
  @Test(arguments: [
    (2280.0, 740.0, true, false), (2280, 740, false, false), (2280, 740, true, true),
    (2200, 660, true, false), (2200, 660, false, true), (2280, 710, true, false),
  ])
  func aCorrectionIsOneResize(height: Double, offset: Double, heightFirst: Bool, byUser: Bool) {
    let change = Self.take(
      height: height, offset: offset, byUser: byUser, heightFirst: heightFirst)
    #expect(change == .resized(height: height, shift: offset - 700))
  }

  /// An offset that moved against the content's change, or farther than it changed, is not a
  /// correction: the app or the system scrolled (a scroll to top while rows load).
  @Test(arguments: [(2280.0, 660.0), (2200, 740), (2280, 900), (2240.1, 740)])
  func anUnrelatedOffsetIsTheAppsScroll(height: Double, offset: Double) {
    let change = Self.take(height: height, offset: offset)
    if abs(height - 2240) > Self.pixel / 2 {
      #expect(change == .layoutAndOffset(offset, byUser: false))
    } else {
      #expect(change == .offset(offset, byUser: false))
    }
  }

  @Test func oneReportAloneIsToldAsBefore() {
    #expect(Self.take(height: 2800, offset: nil) == .layout)
    #expect(Self.take(height: nil, offset: 300, byUser: true) == .offset(300, byUser: true))
    #expect(Self.take(height: nil, offset: nil) == .none)
    // Within half a pixel, the height did not change (the content's own rounding).
    #expect(Self.take(height: 2240.1, offset: nil) == .none)
  }

  @Test func takingEmptiesTheObservations() {
    var seen = TrackedListObservations()
    seen.saw(height: 2280)
    seen.saw(offset: 740, byUser: false)
    #expect(!seen.isEmpty)
    _ = seen.take(toldHeight: 2240, appliedOffset: 700, pixel: Self.pixel)
    #expect(seen.isEmpty)
    #expect(seen.take(toldHeight: 2240, appliedOffset: 700, pixel: Self.pixel) == .none)
  }

  /// Through a kernel: a list coasting at the top detent, corrected by 56 points by UIKit,
  /// keeps coasting 56 points along; told as an offset, as the glue did before, it stops.
  @Test func aToldCorrectionKeepsTheFling() throws {
    var kernel = try SheetFixture.kernel(at: "top")
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panEnded(translation: 0, velocity: -2500), at: 0)
    let t = 0.3
    let frame = kernel.advance(to: t)
    #expect(frame.sample.content.phase == .decelerating)
    var seen = TrackedListObservations()
    seen.saw(height: kernel.reading.contentHeight + 56)
    seen.saw(offset: frame.contentOffset + 56, byUser: false)
    let change = seen.take(
      toldHeight: kernel.reading.contentHeight, appliedOffset: kernel.appliedContentOffset,
      pixel: kernel.reading.pixelGrid.pixel)
    guard case .resized(let height, let shift) = change else {
      Issue.record("\(change)")
      return
    }
    var plain = kernel
    try kernel.send(.contentResized(height: height, shift: shift), at: t)
    let later = t + 0.1
    #expect(kernel.frame(at: later).sample.content.phase == .decelerating)
    #expect(
      abs(kernel.frame(at: later).contentOffset - (plain.advance(to: later).contentOffset + 56))
        < 1e-9)
  }
}
