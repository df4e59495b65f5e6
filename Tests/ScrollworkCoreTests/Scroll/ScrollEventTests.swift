import Testing

@testable import ScrollworkCore

@Suite struct ScrollEventTests {
  // Phase names appear in traces.
  @Test func phaseNames() {
    #expect(
      ScrollPhase.allCases.map(\.rawValue)
        == ["idle", "dragging", "decelerating", "bouncing", "animating"])
  }

  @Test func sampleStoresItsFields() {
    let s = ScrollSample(offset: 12, velocity: -3, phase: .bouncing)
    #expect(s.offset == 12 && s.velocity == -3 && s.phase == .bouncing)
    #expect(s != ScrollSample(offset: 12, velocity: -3, phase: .idle))
  }

  @Test func eventsCompareByValue() {
    #expect(
      ScrollEvent.scrollTo(offset: 1, animated: true) != .scrollTo(offset: 1, animated: false))
    #expect(ScrollEvent.setInsets(start: 1, end: 2) == .setInsets(start: 1, end: 2))
  }
}
