@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSVG
@_spi(Engine) @testable import ScrollworkSimulator

struct SMILTimelineTests {
  func trace(fps: Double, seconds: Double) -> Trace {
    let layout = SceneLayout(
      viewport: HostSize(width: 10, height: 10), insets: HostInsets(), content: .height(100))
    let frames = (0...Int(seconds * fps)).map {
      TraceFrame(
        t: Double($0) / fps, scroll: ScrollSample(offset: Double($0), velocity: 0, phase: .idle),
        layout: layout)
    }
    return Trace(scenario: nil, fps: fps, frames: frames, final: frames.last!, capped: false)
  }

  @Test(arguments: [(120.0, 60.0), (60, 60), (240, 60), (30, 30), (90, 45)])
  func framesAreDownsampledToAtMostSixtyPerSecond(fps: Double, expected: Double) {
    let timeline = SMILTimeline(trace: trace(fps: fps, seconds: 2))
    let shown = Double(timeline.frames.count - 1) / 2
    #expect(abs(shown - expected) <= 1)
    #expect(
      timeline.frames.last == trace(fps: fps, seconds: 2).frames.last, "the rest frame is kept")
  }

  @Test func theLoopHoldsTheLastFrame() {
    let timeline = SMILTimeline(trace: trace(fps: 60, seconds: 2), hold: 1.5)
    #expect(timeline.duration == 3.5)
  }

  @Test func stillValuesAreWrittenWithoutAnimation() {
    let timeline = SMILTimeline(trace: trace(fps: 60, seconds: 1))
    var svg = SVGWriter()
    let values = Array(repeating: "5", count: timeline.frames.count)
    timeline.element("rect", [("x", "0")], animating: [.init("y", values)], into: &svg)
    #expect(svg.text == "<rect x=\"0\" y=\"5\"/>\n")
  }

  /// Runs of equal values collapse to their ends; the last value holds to the loop's end.
  @Test func runsCollapseToTheirEnds() {
    let timeline = SMILTimeline(trace: trace(fps: 2, seconds: 2), hold: 2)  // t = 0, 0.5, …, 2
    var svg = SVGWriter()
    timeline.element(
      "rect", [], animating: [.init("y", ["0", "0", "0", "10", "10"])], into: &svg)
    #expect(svg.text.contains("values=\"0;0;10;10\""))
    #expect(svg.text.contains("keyTimes=\"0;0.25;0.375;1\""))
    #expect(svg.text.contains("dur=\"4s\""))
    #expect(svg.text.contains("calcMode=\"linear\""))
  }

  @Test func discreteTracksKeepOnlyChanges() {
    let timeline = SMILTimeline(trace: trace(fps: 2, seconds: 2), hold: 2)
    var svg = SVGWriter()
    timeline.element(
      "g", [],
      animating: [
        .init("visibility", ["visible", "visible", "hidden", "hidden", "hidden"], .discrete)
      ],
      into: &svg)
    #expect(svg.text.contains("values=\"visible;hidden;hidden\""))
    #expect(svg.text.contains("keyTimes=\"0;0.25;1\""))
  }

  @Test func translationsAnimateTheTransform() {
    let timeline = SMILTimeline(trace: trace(fps: 2, seconds: 1), hold: 0)
    var svg = SVGWriter()
    timeline.open("g", [], animating: [.translation(x: [0, 0, 0], y: [0, -5, -10])], into: &svg)
    svg.close("g")
    #expect(svg.text.hasPrefix("<g transform=\"translate(0,0)\">"))
    #expect(
      svg.text.contains(
        "<animateTransform attributeName=\"transform\" type=\"translate\" values=\"0,0;0,-5;0,-10\""
      ))
  }
}
