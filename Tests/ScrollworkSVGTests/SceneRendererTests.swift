import Foundation
import SnapshotTesting
import Testing

@_spi(Engine) @testable import ScrollworkSVG
@_spi(Engine) @testable import ScrollworkSimulator

/// Golden files for the pictures: any change to how a scene is drawn shows up as a diff of
/// `__Snapshots__/SceneRendererTests/*.svg`. Re-record deliberately with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter SceneRendererTests`.
struct SceneRendererTests {
  func scene(_ name: String) throws -> (Scenario, Trace) {
    let scenario = try BuiltInScenarios.named(name)
    return (scenario, try ScrollSimulator.run(scenario))
  }

  @Test(arguments: [
    "bounce-bottom", "content-shrinks", "peek-fox", "peek-empty", "parallax", "two-tone",
    "shadows-short", "sticky-footer", "sheet-one-gesture", "sheet-keyboard", "sheet-rotation",
    "sheet-floating", "sheet-pages",
  ])
  func animatedPictures(name: String) throws {
    let (scenario, trace) = try scene(name)
    let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace, id: name)
    assertSnapshot(of: svg, as: .svg, named: name)
  }

  @Test func stillPicture() throws {
    let (scenario, trace) = try scene("rubber-band-top")
    let svg = SceneRenderer().staticSVG(scenario: scenario, trace: trace, at: 0.7, id: "still")
    assertSnapshot(of: svg, as: .svg)
    #expect(!svg.contains("<animate"), "a still has no animation")
  }

  /// The content group moves by −offset: at rest after the bounce, the picture shows the last
  /// row's end at the bottom of the visible area.
  @Test func stillFrameShowsTheTracedOffset() throws {
    let (scenario, trace) = try scene("bounce-bottom")
    let svg = SceneRenderer().staticSVG(scenario: scenario, trace: trace, at: trace.final.t)
    #expect(svg.contains("<g class=\"content\" transform=\"translate(0,-510)\">"))
  }

  @Test func animatedPicturesAnimateOnlyWhatMoves() throws {
    let (scenario, trace) = try scene("fling")
    let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace)
    #expect(svg.contains("<animateTransform attributeName=\"transform\" type=\"translate\""))
    // The bars do not move in this scene, so nothing about them is animated.
    #expect(!svg.contains("attributeName=\"height\" values=\"91"))
    #expect(svg.utf8.count < 300 * 1024)
  }

  @Test func rowsThatAreNeverOnScreenAreNotDrawn() throws {
    let (scenario, trace) = try scene("fling-fast")
    let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace)
    #expect(svg.contains(">Row 1<"))
    #expect(!svg.contains(">Row 100<"))
  }

  @Test func rowsRemovedMidSceneAreHiddenFromThen() throws {
    let (scenario, trace) = try scene("content-shrinks")
    let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace)
    #expect(svg.contains("attributeName=\"visibility\" values=\"visible;hidden;hidden\""))
  }

  /// Decorations are drawn where the engine laid them out: the fox group moves with the
  /// peeking background's frame, the fills take their scenario colours, the shadows their
  /// gradients.
  @Test func decorationsAreDrawnFromTheirLayouts() throws {
    let (fox, foxTrace) = try scene("peek-fox")
    let foxSVG = SceneRenderer().animatedSVG(scenario: fox, trace: foxTrace, id: "fox")
    #expect(foxSVG.contains("id=\"fox-fox-"), "the fox's ids carry the picture's prefix")
    let (tones, tonesTrace) = try scene("two-tone")
    let tonesSVG = SceneRenderer().animatedSVG(scenario: tones, trace: tonesTrace)
    #expect(tonesSVG.contains("fill=\"#0A84FF\""))
    #expect(tonesSVG.contains("fill=\"#30D158\""))
    let (shadows, shadowsTrace) = try scene("shadows-short")
    let shadowsSVG = SceneRenderer().animatedSVG(scenario: shadows, trace: shadowsTrace, id: "s")
    #expect(shadowsSVG.contains("url(#s-shadow-down)") && shadowsSVG.contains("url(#s-shadow-up)"))
    let (empty, emptyTrace) = try scene("peek-empty")
    let still = SceneRenderer().staticSVG(scenario: empty, trace: emptyTrace, at: 0)
    #expect(still.contains(">Nothing to peek at<"))
  }

  /// The sheet is drawn where the engine put it: its panel moves with the sheet's y, the chips
  /// with the header's collapse, the rows with the content offset.
  @Test func theSheetIsDrawnFromItsTrace() throws {
    let (scenario, trace) = try scene("sheet-one-gesture")
    let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace, id: "g")
    #expect(svg.contains(">Search Maps<"))
    #expect(svg.contains(">Restaurants<"))
    #expect(svg.contains("clip-path=\"url(#g-chips)\""))
    let final = try #require(trace.final.sheet)
    let still = SceneRenderer().staticSVG(
      scenario: scenario, trace: trace, at: trace.final.t, id: "s")
    #expect(still.contains("transform=\"translate(0,\(SVGWriter.number(final.sample.sheet.y)))\""))
  }

  /// The title and what to look for are the gallery page's (HTML): the picture keeps only its
  /// accessible name, and its plot's axes say what they measure.
  /// SVG allows no negative size or radius (a viewer stops drawing the element): a scene squeezed
  /// to nothing — a zero-width viewport, a floating sheet or every effect in a 5-point screen —
  /// draws those parts at size 0, still and animated.
  @Test(arguments: ["fling", "sheet-floating", "effects-combined", "sheet-keyboard"])
  func squeezedScenesHaveNoNegativeSizes(name: String) throws {
    for width in [0.0, 5] {
      var scenario = try BuiltInScenarios.named(name)
      scenario.viewport.width = width
      let trace = try ScrollSimulator.run(scenario)
      let animated = SceneRenderer().animatedSVG(scenario: scenario, trace: trace)
      let still = SceneRenderer().staticSVG(scenario: scenario, trace: trace, at: trace.final.t)
      for svg in [animated, still] {
        for attribute in SVGWriter.nonNegative {
          #expect(!svg.contains(" \(attribute)=\"-"), "\(name) at \(width): \(attribute)")
          // Each animation of the attribute: its `values`, one per key time.
          let animations = svg.components(separatedBy: #"attributeName="\#(attribute)" values=""#)
          for animation in animations.dropFirst() {
            let values = animation.prefix { $0 != "\"" }.split(separator: ";")
            #expect(
              !values.contains { $0.hasPrefix("-") },
              "\(name) at \(width): animated \(attribute)")
          }
        }
      }
    }
  }

  @Test func picturesCarryNoCaptionText() throws {
    let (scenario, trace) = try scene("fling")
    let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace, id: "fling")
    let lookFor = try #require(scenario.lookFor)
    #expect(!svg.contains(String(lookFor.prefix(30))))
    #expect(svg.contains("<title>\(try #require(scenario.title))</title>"))
    #expect(svg.contains(">content offset (pt)</text>"))
    #expect(svg.contains(">velocity (pt/s)</text>"))
    #expect(svg.contains(">time (s)</text>"))
  }

  @Test func galleryPageInlinesEveryScene() throws {
    let (scenario, trace) = try scene("fling")
    let svg = SceneRenderer().animatedSVG(scenario: scenario, trace: trace, id: "fling")
    let page = GalleryPage(scenes: [
      .init(name: "fling", scenario: scenario, trace: trace, svg: svg, source: "{\"a\": \"<b>\"}")
    ]).html
    #expect(page.contains("<figure id=\"scene-fling\""))
    #expect(page.contains("data-final-offset=\"1152.6667\""))
    #expect(page.contains(svg))
    #expect(page.contains("{&quot;a&quot;: &quot;&lt;b&gt;&quot;}"))
    #expect(page.contains("<strong>Look for:</strong>"))
  }

  /// The page groups scenes by seed in the seeds' order, whatever order they come in, and puts
  /// scenes it does not know last.
  @Test func galleryPageGroupsScenesBySeed() throws {
    let (scenario, trace) = try scene("fling")
    let names = [
      "bounce-bottom", "mine", "sticky-footer", "peek-fox", "sheet-keyboard", "parallax",
    ]
    let page = GalleryPage(
      scenes: names.map {
        .init(name: $0, scenario: scenario, trace: trace, svg: "<svg></svg>", source: "{}")
      }
    ).html
    let order = [
      "id=\"peeking-background\"", "scene-peek-fox", "id=\"parallax-background\"",
      "scene-parallax", "id=\"the-sheet\"", "scene-sheet-keyboard", "id=\"sticky-footer\"",
      "scene-sticky-footer", "id=\"physics\"", "scene-bounce-bottom", "id=\"your-scenes\"",
      "scene-mine",
    ]
    let positions = try order.map { try #require(page.range(of: $0), "\($0)").lowerBound }
    #expect(positions == positions.sorted())
    #expect(!page.contains("id=\"two-tones-and-shadows\""), "an empty group is left out")
    #expect(page.contains("<a href=\"mine.json\">Scenario file</a>"))
  }
}
