import Testing

@_spi(Engine) @testable import ScrollworkCore

/// UIKit's animated scroll on the app's behalf, as a host without UIKit plays it.
struct PlatformScrollTests {
  static let grid = PixelGrid(displayScale: 3)

  @Test func startsWhereItIsAndEndsAtItsTarget() {
    let scroll = PlatformScroll(from: 1200, to: 0, start: 2, pixelGrid: Self.grid)
    #expect(scroll.offset(at: 2) == 1200)
    #expect(scroll.offset(at: 1.5) == 1200, "before it starts it has not moved")
    #expect(!scroll.isOver(at: 2.1, fingerDown: false))
    #expect(scroll.offset(at: 2.1) < 1200 && scroll.offset(at: 2.1) > 0)
    #expect(scroll.isOver(at: 4, fingerDown: false))
    #expect(scroll.offset(at: 4) == 0)
  }

  /// Critically damped from rest: it only ever approaches its target.
  @Test func neverOvershoots() {
    let scroll = PlatformScroll(from: 0, to: 800, start: 0, pixelGrid: Self.grid)
    var previous = 0.0
    for step in 1...240 {
      let offset = scroll.offset(at: Double(step) / 120)
      #expect(offset >= previous && offset <= 800)
      previous = offset
    }
  }

  @Test func aFingerStopsIt() {
    let scroll = PlatformScroll(from: 0, to: 800, start: 0, pixelGrid: Self.grid)
    #expect(scroll.isOver(at: 0.05, fingerDown: true))
    #expect(!scroll.isOver(at: 0.05, fingerDown: false))
  }
}
