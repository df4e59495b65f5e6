import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct ScrollGeometryTests {
  /// A geometry and what ARCHITECTURE.md §2 says follows from it.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var geometry: ScrollGeometry
    var minOffset: Double
    var maxOffset: Double
    var visible: Double
    var underflow: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "long content, no insets",
      geometry: ScrollGeometry(viewport: 800, content: 3000),
      minOffset: 0, maxOffset: 2200, visible: 800, underflow: 0),
    Case(
      name: "insets from a navigation bar and the home indicator",
      geometry: ScrollGeometry(viewport: 800, content: 2000, insetStart: 100, insetEnd: 34),
      minOffset: -100, maxOffset: 1234, visible: 666, underflow: 0),
    Case(
      name: "short content under bars underflows",
      geometry: ScrollGeometry(viewport: 800, content: 300, insetStart: 100, insetEnd: 34),
      minOffset: -100, maxOffset: -100, visible: 666, underflow: 366),
    Case(
      name: "content exactly fills the visible area",
      geometry: ScrollGeometry(viewport: 800, content: 666, insetStart: 100, insetEnd: 34),
      minOffset: -100, maxOffset: -100, visible: 666, underflow: 0),
    Case(
      name: "empty content",
      geometry: ScrollGeometry(viewport: 800, content: 0),
      minOffset: 0, maxOffset: 0, visible: 800, underflow: 800),
    Case(
      name: "a keyboard inset larger than the content's excess",
      geometry: ScrollGeometry(viewport: 800, content: 900, insetStart: 0, insetEnd: 300),
      minOffset: 0, maxOffset: 400, visible: 500, underflow: 0),
  ]

  @Test(arguments: cases)
  func derivedLengths(_ c: Case) {
    #expect(c.geometry.minOffset == c.minOffset)
    #expect(c.geometry.maxOffset == c.maxOffset)
    #expect(c.geometry.visibleLength == c.visible)
    #expect(c.geometry.underflow == c.underflow)
    #expect(c.geometry.isValid)
  }

  @Test(arguments: cases)
  func progressIsZeroForAnEmptyRangeAndLinearOtherwise(_ c: Case) {
    let g = c.geometry
    if g.maxOffset == g.minOffset {
      for offset in [g.minOffset - 50, g.minOffset, g.minOffset + 50] {
        #expect(g.progress(at: offset) == 0)
      }
    } else {
      #expect(g.progress(at: g.minOffset) == 0)
      #expect(g.progress(at: g.maxOffset) == 1)
      #expect(abs(g.progress(at: (g.minOffset + g.maxOffset) / 2) - 0.5) < 1e-12)
      #expect(g.progress(at: g.minOffset - 10) < 0)  // not clamped
      #expect(g.progress(at: g.maxOffset + 10) > 1)
    }
  }

  @Test(arguments: cases)
  func pullsClampAndEdges(_ c: Case) {
    let g = c.geometry
    #expect(g.startPull(at: g.minOffset - 40) == 40)
    #expect(g.startPull(at: g.minOffset) == 0)
    #expect(g.endPull(at: g.maxOffset + 25) == 25)
    #expect(g.endPull(at: g.maxOffset) == 0)
    #expect(g.clamp(g.minOffset - 1) == g.minOffset)
    #expect(g.clamp(g.maxOffset + 1) == g.maxOffset)
    #expect(g.edgeBeyond(g.minOffset - 0.1) == .start)
    #expect(g.edgeBeyond(g.maxOffset + 0.1) == .end)
    #expect(g.edgeBeyond(g.minOffset) == nil)
    #expect(g.edgeBeyond(g.maxOffset) == nil)
    #expect(g.offset(of: .start) == g.minOffset)
    #expect(g.offset(of: .end) == g.maxOffset)
  }

  @Test(arguments: [
    ScrollGeometry(viewport: -1, content: 10),
    ScrollGeometry(viewport: 10, content: -1),
    ScrollGeometry(viewport: .nan, content: 10),
    ScrollGeometry(viewport: 10, content: .infinity),
    ScrollGeometry(viewport: 10, content: 10, insetStart: .nan),
    ScrollGeometry(viewport: 10, content: 10, insetEnd: -.infinity),
  ])
  func invalidGeometries(_ g: ScrollGeometry) {
    #expect(!g.isValid)
  }

  @Test func negativeInsetsAreValid() {
    // A negative contentInset is legal in UIKit; only the lengths must not be negative.
    let g = ScrollGeometry(viewport: 800, content: 3000, insetStart: -20, insetEnd: -20)
    #expect(g.isValid)
    #expect(g.minOffset == 20)
    #expect(g.maxOffset == 2180)
  }

  @Test func clampAlwaysLandsInTheRange() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 0...5000), Gen.double(in: 0...5000),
      Gen.double(in: -200...200), Gen.double(in: -1e4...1e4)
    ) { viewport, content, inset, offset in
      let g = ScrollGeometry(viewport: viewport, content: content, insetStart: inset, insetEnd: 0)
      let clamped = g.clamp(offset)
      #expect(g.minOffset <= g.maxOffset)
      #expect(clamped >= g.minOffset && clamped <= g.maxOffset)
      #expect(g.edgeBeyond(clamped) == nil)
      #expect(g.startPull(at: offset) == 0 || g.endPull(at: offset) == 0)
    }
  }
}
