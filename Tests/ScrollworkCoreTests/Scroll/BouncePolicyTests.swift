import Testing

@testable import ScrollworkCore

@Suite struct BouncePolicyTests {
  @Test(arguments: [
    (BouncePolicy.default, true, true), (.none, false, false), (.endOnly, false, true),
    (.startOnly, true, false), (BouncePolicy(start: true, end: false), true, false),
  ])
  func bouncesPerEdge(_ policy: BouncePolicy, _ start: Bool, _ end: Bool) {
    #expect(policy.bounces(at: .start) == start)
    #expect(policy.bounces(at: .end) == end)
  }
}
