import Testing

@testable import ScrollworkCore

@Suite struct ScrollAxisTests {
  // The raw values are the names scenario files and traces use.
  @Test func axesHaveStableNames() {
    #expect(ScrollAxis.allCases.map(\.rawValue) == ["vertical", "horizontal"])
    #expect(ScrollAxis(rawValue: "vertical") == .vertical)
    #expect(ScrollAxis(rawValue: "diagonal") == nil)
  }

  @Test func edgesHaveStableNames() {
    #expect(ScrollEdge.allCases.map(\.rawValue) == ["start", "end"])
    #expect(ScrollEdge(rawValue: "end") == .end)
    #expect(ScrollEdge(rawValue: "top") == nil)
  }
}
