import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The bounce clamp a host with one native `bounces` switch applies at every offset change.
struct BouncePolicyClampTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var policy: BouncePolicy
    /// Adjusted insets (top, bottom) on a 390 × 844 screen.
    var insets: (top: Double, bottom: Double)
    var content: Double
    var offset: Double
    var refreshControl = false
    var expected: Double?

    var testDescription: String { name }

    var geometry: ScrollGeometry {
      ScrollGeometry(
        viewport: 844, content: content, insetStart: insets.top, insetEnd: insets.bottom)
    }
  }

  // oMin = −a.top; oMax = C + a.bottom − 844 (510 for 1320 rows under a navigation bar).
  @Test(arguments: [
    // Under a navigation bar (91): the top clamps at −91, not 0.
    Case(
      name: "nav bar, pulled down", policy: .endOnly, insets: (91, 34), content: 1320,
      offset: -130, expected: -91),
    Case(
      name: "nav bar, at the top", policy: .endOnly, insets: (91, 34), content: 1320,
      offset: -91, expected: nil),
    Case(
      name: "nav bar, scrolled", policy: .endOnly, insets: (91, 34), content: 1320, offset: 0,
      expected: nil),
    Case(
      name: "nav bar, past the end bounces", policy: .endOnly, insets: (91, 34), content: 1320,
      offset: 600, expected: nil),
    // Large titles: a 140-point top inset.
    Case(
      name: "large titles, pulled down", policy: .endOnly, insets: (140, 34), content: 1320,
      offset: -141, expected: -140),
    Case(
      name: "large titles, at the top", policy: .endOnly, insets: (140, 34), content: 1320,
      offset: -140, expected: nil),
    // A search bar that hides: the same offset is legal under 143 and past the edge under 91.
    Case(
      name: "search bar shown", policy: .endOnly, insets: (143, 34), content: 1320,
      offset: -120, expected: nil),
    Case(
      name: "search bar hidden", policy: .endOnly, insets: (91, 34), content: 1320,
      offset: -120, expected: -91),
    // Short content: oMax = oMin = −91; each edge still obeys its own switch.
    Case(
      name: "short, pulled down, end only", policy: .endOnly, insets: (91, 34), content: 200,
      offset: -100, expected: -91),
    Case(
      name: "short, pulled up, end only", policy: .endOnly, insets: (91, 34), content: 200,
      offset: -50, expected: nil),
    Case(
      name: "short, pulled up, start only", policy: .startOnly, insets: (91, 34), content: 200,
      offset: -50, expected: -91),
    Case(
      name: "short, pulled down, start only", policy: .startOnly, insets: (91, 34),
      content: 200, offset: -100, expected: nil),
    // A refresh control needs the start edge: the start clamp steps aside, the end does not.
    Case(
      name: "refresh control, pulled down", policy: .endOnly, insets: (91, 34), content: 1320,
      offset: -180, refreshControl: true, expected: nil),
    Case(
      name: "refresh control, none, past the end", policy: .none, insets: (91, 34),
      content: 1320, offset: 600, refreshControl: true, expected: 510),
    // Both edges held.
    Case(
      name: "none, pulled down", policy: .none, insets: (91, 34), content: 1320, offset: -100,
      expected: -91),
    Case(
      name: "none, past the end", policy: .none, insets: (91, 34), content: 1320, offset: 600,
      expected: 510),
    Case(
      name: "none, in range", policy: .none, insets: (91, 34), content: 1320, offset: 300,
      expected: nil),
    // Both edges bounce: never clamps.
    Case(
      name: "default, pulled down", policy: .default, insets: (91, 34), content: 1320,
      offset: -300, expected: nil),
    Case(
      name: "default, past the end", policy: .default, insets: (91, 34), content: 1320,
      offset: 900, expected: nil),
    // No bars: the top is 0.
    Case(
      name: "bare, pulled down", policy: .endOnly, insets: (0, 0), content: 1320, offset: -5,
      expected: 0),
  ])
  func clamp(_ c: Case) {
    #expect(
      c.policy.clampedOffset(c.offset, in: c.geometry, refreshControlInstalled: c.refreshControl)
        == c.expected)
  }

  /// A clamped offset is the edge itself: clamping it again leaves it.
  @Test(arguments: [BouncePolicy.none, .endOnly, .startOnly])
  func clampIsIdempotent(_ policy: BouncePolicy) {
    let geometry = ScrollGeometry(viewport: 844, content: 1320, insetStart: 143, insetEnd: 34)
    for offset in stride(from: -400.0, through: 1000, by: 7) {
      if let clamped = policy.clampedOffset(offset, in: geometry) {
        #expect(policy.clampedOffset(clamped, in: geometry) == nil)
        #expect(clamped == geometry.minOffset || clamped == geometry.maxOffset)
      }
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteOffsetsAreLeftAlone(_ offset: Double) {
    let geometry = ScrollGeometry(viewport: 844, content: 1320, insetStart: 91, insetEnd: 34)
    #expect(BouncePolicy.none.clampedOffset(offset, in: geometry) == nil)
  }

  @Test func invalidGeometriesAreLeftAlone() {
    let geometry = ScrollGeometry(viewport: -1, content: 1320)
    #expect(BouncePolicy.none.clampedOffset(-50, in: geometry) == nil)
  }

  @Test(arguments: [
    (BouncePolicy.default, false, true), (.endOnly, false, true), (.startOnly, false, true),
    (.none, false, false), (.none, true, true), (.endOnly, true, true),
  ])
  func nativeSwitch(_ policy: BouncePolicy, _ refreshControl: Bool, _ expected: Bool) {
    #expect(policy.nativeBounces(refreshControlInstalled: refreshControl) == expected)
  }
}
