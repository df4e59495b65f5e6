import Foundation
@_spi(Engine) import ScrollworkCore
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

extension SheetFeaturesSimulationTests {
  /// A sheet scenario drawn from a seed and written as a scenario file is, with its script's
  /// clock: every duration a whole number of frames, so an action falls on a frame.
  struct Scene {
    /// The sheet's container; the scenario's viewport too, unless `viewport` is given (the
    /// container is then written as `sheet.container`).
    var container: HostSize
    var viewport: HostSize?
    var safeTop: Double
    var safeBottom: Double
    var displayScale: Double
    var fps: Double
    /// The detents' heights over the container's bottom, lowest first, ids `d0`, `d1`, …
    var heights: [Double]
    var detents: [String]
    var headerHeight: Double
    /// The file's other top-level members and the sheet's, as written.
    var top: [String]
    var members: [String]
    var script: [String] = []
    /// When the next action happens, in seconds.
    var now = 0.0

    var pixel: Double { 1 / displayScale }
    var grid: PixelGrid { PixelGrid(displayScale: displayScale) }

    /// Any phone or tablet, safe areas, 2× or 3×, 60 or 120 Hz, either deceleration rate;
    /// `count` detents at least 60 pt apart, the lowest `lowest` of the room below the top safe
    /// area, each written as a height, a fraction of the container or an inset; any header;
    /// 0–60 rows; a dimming or none.
    static func random(
      _ rng: inout Generator, detents count: ClosedRange<Int>,
      lowest: ClosedRange<Double> = 0.12...0.45
    ) -> Scene {
      // The container in whole points, as a device's screen is (on the grid at 2× and 3×).
      let container = HostSize(
        width: .random(in: 320...1024, using: &rng),
        height: .random(in: 568...1366, using: &rng).rounded())
      let safeTop = Double.random(in: 0...62, using: &rng)
      let room = container.height - safeTop
      var heights = [Double.random(in: lowest, using: &rng) * room]
      let wanted = Int.random(in: count, using: &rng)
      while heights.count < wanted {
        let step = (room - heights.last!) / Double(wanted - heights.count)
        guard step >= 60 else { break }
        heights.append(heights.last! + .random(in: 60...step, using: &rng))
      }
      let detents = heights.enumerated().map { index, h in
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: #"{"id": "d\#(index)", "height": \#(h)}"#
        case 1: #"{"id": "d\#(index)", "fraction": \#(h / container.height)}"#
        default: #"{"id": "d\#(index)", "inset": \#(room - h)}"#
        }
      }
      let header = Bool.random(using: &rng) ? 0 : Double.random(in: 20...140, using: &rng)
      let collapsible = ["true", "false", "\(Double.random(in: 0...header, using: &rng))"]
      let rows = Int.random(in: 0...60, using: &rng)
      var members = [
        #""header": {"height": \#(header), "collapsible": \#(collapsible.randomElement(using: &rng)!), "reveal": "\#(Bool.random(using: &rng) ? "always" : "atTop")"}"#,
        #""content": {"rows": \#(rows), "rowHeight": \#(Double.random(in: 30...90, using: &rng))}"#,
      ]
      if Bool.random(using: &rng) {
        members.append(
          #""dimming": {"from": "d0", "to": "d\#(heights.count - 1)", "alpha": \#(Double.random(in: 0.1...0.6, using: &rng))}"#
        )
      }
      // A quarter of the time, the sheet in a container of its own over a scroll view of
      // another size.
      let viewport =
        Int.random(in: 0..<4, using: &rng) == 0
        ? HostSize(
          width: .random(in: 320...1024, using: &rng),
          height: .random(in: 400...1400, using: &rng).rounded()) : nil
      let displayScale = Bool.random(using: &rng) ? 2.0 : 3
      let fps = Bool.random(using: &rng) ? 60.0 : 120
      let rate = Bool.random(using: &rng) ? "normal" : "fast"
      return Scene(
        container: container, viewport: viewport, safeTop: safeTop,
        safeBottom: .random(in: 0...40, using: &rng), displayScale: displayScale, fps: fps,
        heights: heights, detents: detents, headerHeight: header,
        top: [
          #""displayScale": \#(displayScale)"#, #""fps": \#(fps)"#,
          #""decelerationRate": "\#(rate)""#,
        ],
        members: members)
    }

    /// The scenario file.
    var json: String {
      var sheet = [
        #""safeArea": {"top": \#(safeTop), "bottom": \#(safeBottom)}"#,
        #""detents": [\#(detents.joined(separator: ", "))]"#,
      ]
      if viewport != nil {
        sheet.append(
          #""container": {"width": \#(container.width), "height": \#(container.height)}"#)
      }
      sheet += members
      let viewport = viewport ?? container
      return """
        {"viewport": {"width": \(viewport.width), "height": \(viewport.height)}, \
        \(top.joined(separator: ", ")),
        "sheet": {\(sheet.joined(separator: ", "))},
        "script": [\(script.joined(separator: ",\n"))]}
        """
    }

    /// Parses and runs the file, without the script's action `skipped` if given (to see what
    /// the frames would have been without it).
    func run(skipping skipped: Int? = nil) throws -> Trace {
      var scene = self
      if let skipped { scene.script.remove(at: skipped) }
      return try ScrollSimulator.run(Scenario.parse(Data(scene.json.utf8), file: "sweep.json"))
    }

    /// Where detent `index` rests in `trace`'s container, on the pixel grid.
    func restY(_ index: Int, in trace: Trace) throws -> Double {
      let detents = try #require(trace.frames.first?.sheet?.detents)
      return grid.round(detents.all[index].y)
    }

    /// An action that takes no time.
    mutating func act(_ action: String) { script.append(action) }

    mutating func wait(frames: Int) {
      let seconds = Double(frames) / fps
      script.append(#"{"wait": {"seconds": \#(seconds)}}"#)
      now += seconds
    }

    mutating func wait(seconds: Double) { wait(frames: Int((seconds * fps).rounded())) }

    /// A drag of `distance` points over `frames` frames on `source`.
    @discardableResult mutating func drag(
      by distance: Double, frames: Int, on source: String
    ) -> Drag {
      let drag = Drag(begin: now, duration: Double(frames) / fps, distance: distance)
      script.append(
        #"{"drag": {"by": \#(distance), "duration": \#(drag.duration), "on": "\#(source)"}}"#)
      now += drag.duration
      return drag
    }

    /// A strong fling down from detent `start` at rest: a drag that takes the sheet below the
    /// lowest detent by `reach` of that detent's height (from the lowest, maybe none), then a
    /// fling at 1,000–8,000 pt/s — or the drag itself at 1,200 pt/s or more, and a release.
    @discardableResult mutating func strongFlingDown(
      from start: Int, on source: String, reach: ClosedRange<Double> = 0...0.45,
      _ rng: inout Generator
    ) -> Gesture {
      let past =
        start == 0 && Bool.random(using: &rng) ? 0 : Double.random(in: reach, using: &rng)
      let distance = heights[start] - heights[0] + past * heights[0]
      if distance >= 40, Bool.random(using: &rng) {
        let speed = Double.random(in: 1500...5000, using: &rng)
        let drag = drag(
          by: distance, frames: max(2, Int(distance / speed * fps)), on: source)
        act(#"{"release": {}}"#)
        return Gesture(drag: drag, release: now)
      }
      let drag =
        distance > 0
        ? drag(by: distance, frames: .random(in: 2...40, using: &rng), on: source) : nil
      let velocity = Double.random(in: 1000...8000, using: &rng)
      act(#"{"fling": {"velocity": \#(velocity), "on": "\#(source)"}}"#)
      return Gesture(drag: drag, release: now)
    }

    /// A weak release from the lowest detent at rest: a drag down short of halfway to hidden
    /// (under 45 %) at under 450 pt/s, then a release (at once or after a pause) or a fling
    /// slower than 450 pt/s either way.
    @discardableResult mutating func weakReleaseDown(
      on source: String, _ rng: inout Generator
    ) -> Gesture {
      let distance = Double.random(in: 0...0.45, using: &rng) * heights[0]
      let frames = max(1, Int((distance / .random(in: 50...450, using: &rng) * fps).rounded(.up)))
      let drag = drag(by: distance, frames: frames, on: source)
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: act(#"{"release": {}}"#)
      case 1:
        wait(frames: .random(in: 1...30, using: &rng))
        act(#"{"release": {}}"#)
      default:
        act(
          #"{"fling": {"velocity": \#(Double.random(in: -450...450, using: &rng)), "on": "\#(source)"}}"#
        )
      }
      return Gesture(drag: drag, release: now)
    }
  }
}
