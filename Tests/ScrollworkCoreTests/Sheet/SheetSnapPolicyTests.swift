import Testing

@_spi(Engine) @testable import ScrollworkCore

struct SheetSnapPolicyTests {
  /// Five detents, lowest first: y = 764, 644, 464, 253, 69.
  let detents = SheetDetents([
    ResolvedDetent(id: "minimized", y: 764), ResolvedDetent(id: "teaser", y: 644),
    ResolvedDetent(id: "default", y: 464), ResolvedDetent(id: "expanded", y: 253),
    ResolvedDetent(id: "maximum", y: 69),
  ])
  let policy = SheetConfiguration.SnapPolicy()

  @Test(arguments: [(470.0, 2), (600.0, 1), (700.0, 1), (720.0, 0), (100.0, 4), (900, 0), (-50, 4)])
  func aSlowReleaseSettlesAtTheNearest(position: Double, expected: Int) {
    #expect(
      policy.targetIndex(position: position, velocity: 0, detents: detents, rate: .normal)
        == expected)
  }

  /// Below the fling threshold the projection still carries a release: 100 pt/s projects
  /// 50 pt (settling back), 300 pt/s projects 150 pt (on to the next detent down).
  @Test func slowReleasesAreProjected() {
    #expect(policy.targetIndex(position: 480, velocity: 100, detents: detents, rate: .normal) == 2)
    #expect(policy.targetIndex(position: 520, velocity: 300, detents: detents, rate: .normal) == 1)
  }

  /// At the threshold (inclusive), a fling advances at least one detent, even when the
  /// projection would come back to where it started.
  @Test(arguments: [(-500.0, 3), (500.0, 1), (-499.0, 2), (499.0, 2)])
  func aFlingAtTheThresholdAdvances(velocity: Double, expected: Int) {
    // A short projection (the fast rate): only the threshold rule can advance.
    #expect(
      policy.targetIndex(position: 464, velocity: velocity, detents: detents, rate: .fast)
        == expected)
  }

  /// A hard fling skips at most `maximumDetentsSkipped` beyond the next detent.
  @Test(arguments: [(0, 2), (1, 3), (3, 4)])
  func skippingIsCapped(maximumSkipped: Int, expected: Int) {
    var capped = policy
    capped.maximumDetentsSkipped = maximumSkipped
    #expect(
      capped.targetIndex(position: 644, velocity: -6000, detents: detents, rate: .normal)
        == expected)
  }

  @Test func flingsPastTheEndsStayAtTheEnds() {
    #expect(policy.targetIndex(position: 69, velocity: -3000, detents: detents, rate: .normal) == 4)
    #expect(policy.targetIndex(position: 764, velocity: 3000, detents: detents, rate: .normal) == 0)
    #expect(policy.targetIndex(position: 800, velocity: 3000, detents: detents, rate: .normal) == 0)
  }

  /// Issue 14: `next + maximumDetentsSkipped` overflowed for `Int.max` and trapped; run in a
  /// child process so a trap cannot take the test run down.
  @Test func anUnboundedSkipDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      let detents = SheetDetents([
        ResolvedDetent(id: "low", y: 764), ResolvedDetent(id: "top", y: 69),
      ])
      let policy = SheetConfiguration.SnapPolicy(maximumDetentsSkipped: .max)
      precondition(
        policy.targetIndex(position: 764, velocity: -6000, detents: detents, rate: .normal) == 1)
      precondition(
        policy.targetIndex(position: 69, velocity: 6000, detents: detents, rate: .normal) == 0)
    }
  }

  /// The public answer is the detent itself.
  @Test func theTargetIsADetent() {
    #expect(
      policy.target(position: 470, velocity: -3000, detents: detents, rate: .normal).id
        == "expanded")
  }

  @Test func nonFiniteVelocityIsStill() {
    #expect(policy.targetIndex(position: 470, velocity: .nan, detents: detents, rate: .normal) == 2)
  }
}
