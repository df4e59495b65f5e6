@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// The gallery's `index.html`: every scene's picture inline, with its title, what to look for,
/// its scenario JSON and the resting values from its trace.
///
/// Pictures are inline (not `<img>`) so a page script, or a browser test, can pause them and
/// seek: `svg.pauseAnimations(); svg.setCurrentTime(t)`. Each scene's `<figure>` carries its
/// loop length and resting values as `data-` attributes for the same reason.
public struct GalleryPage: Sendable {
  /// One scene: its name, scenario, trace, picture and scenario source.
  public struct Scene: Sendable {
    public var name: String
    public var scenario: Scenario
    public var trace: Trace
    public var svg: String
    public var source: String

    public init(name: String, scenario: Scenario, trace: Trace, svg: String, source: String) {
      self.name = name
      self.scenario = scenario
      self.trace = trace
      self.svg = svg
      self.source = source
    }
  }

  public var scenes: [Scene]

  public init(scenes: [Scene]) { self.scenes = scenes }

  /// The seeds, in their order, and the scenes that show each; then the physics. Scenes not
  /// listed (a user's own files) follow under "Your scenes", in the order given.
  public static let groups: [(title: String, blurb: String, names: [String])] = [
    (
      "Peeking background",
      "A picture behind the table that peeks out past the last row; the table bounces at its "
        + "bottom only, and an empty state stands in when the rows do not fill the screen.",
      ["peek-fox", "peek-empty", "no-bounce-top"]
    ),
    (
      "Parallax background",
      "A background that scrolls in proportion to the content.",
      ["parallax"]
    ),
    (
      "Two tones and shadows",
      "Coloured gaps above and below the rows, and shadows at the edges.",
      ["two-tone", "shadows-short", "shadows-long"]
    ),
    (
      "The sheet",
      "An overlay sheet with detents whose drag hands over to its header and its list in one "
        + "gesture.",
      [
        "sheet-one-gesture", "sheet-fling-up", "sheet-slow-drag", "sheet-content-fling",
        "sheet-states", "sheet-keyboard", "sheet-scroll-to-top", "sheet-rotation",
        "sheet-touch-stops", "sheet-covered", "sheet-self-sizing", "sheet-dismiss",
        "sheet-dismiss-veto", "sheet-fitted", "sheet-pages", "sheet-floating",
      ]
    ),
    (
      "Sticky footer",
      "A footer at the bottom of a short table that follows the last row of a long one.",
      ["sticky-footer"]
    ),
    (
      "Past the seeds",
      "What developers reach for next, on the same engine: a header that stretches and "
        + "collapses, an empty state that still refreshes, iOS 26's edge effects, pull to "
        + "refresh on a table that bounces at the bottom only — and all nine decorations at once.",
      ["stretchy-header", "empty-state", "edge-effects", "refresh", "effects-combined"]
    ),
    (
      "Lazy lists",
      "Any number of rows, built only near the screen; self-sizing rows measured as they come "
        + "near it never move what shows, in a fling, a jump to a row or the sheet's hand-off.",
      ["rows-fling", "rows-scroll-to-row", "sheet-rows-hand-off"]
    ),
    (
      "Physics",
      "UIKit's deceleration, rubber band and bounce, and programmatic scrolling.",
      ["fling", "fling-fast", "bounce-bottom", "rubber-band-top", "scroll-to", "content-shrinks"]
    ),
  ]

  /// The scenes grouped as ``groups`` says, empty groups left out.
  var grouped: [(title: String, blurb: String, scenes: [Scene])] {
    var result: [(title: String, blurb: String, scenes: [Scene])] = []
    var listed = Set<String>()
    for group in Self.groups {
      let members = group.names.compactMap { name in scenes.first { $0.name == name } }
      listed.formUnion(group.names)
      if !members.isEmpty { result.append((group.title, group.blurb, members)) }
    }
    let others = scenes.filter { !listed.contains($0.name) }
    if !others.isEmpty {
      result.append(("Your scenes", "Scenario files given to `scrollwork gallery`.", others))
    }
    return result
  }

  /// The page as HTML text; the same scenes always give the same bytes.
  public var html: String {
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Scrollwork gallery</title>
      <style>
      body { font-family: -apple-system, 'Helvetica Neue', 'DejaVu Sans', sans-serif; margin: 0; background: #FFFFFF; color: #1C1C1E; }
      header { padding: 24px 32px 8px; max-width: 1400px; margin: 0 auto; }
      h1 { margin: 0 0 6px; font-size: 30px; }
      header p { margin: 0 0 6px; color: #6C6C70; max-width: 80ch; line-height: 1.45; font-size: 16px; }
      nav { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0 0; }
      nav a { font-size: 14px; padding: 5px 12px; border-radius: 16px; border: 1px solid #D1D1D6; color: #1C1C1E; text-decoration: none; }
      nav a:hover { border-color: #007AFF; }
      section { max-width: 1400px; margin: 0 auto; padding: 8px 32px 16px; }
      section > h2 { margin: 24px 0 4px; font-size: 24px; }
      section > p { margin: 0 0 12px; color: #6C6C70; max-width: 80ch; line-height: 1.45; }
      .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 560px), 1fr)); gap: 20px; }
      figure { margin: 0; padding: 16px; border: 1px solid #E5E5EA; border-radius: 14px; background: #FAFAFC; min-width: 0; }
      figure h3 { margin: 0 0 6px; font-size: 18px; }
      figure p { margin: 0 0 8px; line-height: 1.45; font-size: 15px; }
      figure svg { width: 100%; height: auto; display: block; margin: 8px 0; }
      .look { color: #3C3C43; }
      .facts { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 6px 0; font-size: 14px; color: #3C3C43; }
      .facts span b { color: #6C6C70; font-weight: 500; }
      .links { font-size: 14px; margin: 6px 0 0; }
      .links a { color: #007AFF; text-decoration: none; margin-right: 14px; }
      details { margin-top: 6px; }
      summary { cursor: pointer; font-size: 14px; color: #007AFF; }
      pre { background: #F2F2F7; padding: 12px; border-radius: 8px; font-size: 12px; overflow-x: auto; }
      @media (max-width: 640px) {
        header, section { padding-left: 14px; padding-right: 14px; }
        figure { padding: 12px; }
        h1 { font-size: 24px; }
      }
      </style>
      </head>
      <body>
      <header>
      <h1>Scrollwork gallery</h1>
      <p>Every scene is simulated headlessly by Scrollwork's engine and drawn from its trace; nothing is keyframed by hand. Beside each device, a plot of the scroll offset (blue) and velocity (orange) over time — for a sheet, its top edge (blue) and its list's offset (orange).</p>
      <nav>

      """
    let grouped = self.grouped
    for group in grouped {
      out += "<a href=\"#\(anchor(group.title))\">\(escape(group.title))</a>\n"
    }
    out += "</nav>\n</header>\n"
    for group in grouped {
      out += """
        <section id="\(anchor(group.title))">
        <h2>\(escape(group.title))</h2>
        <p>\(escape(group.blurb))</p>
        <div class="grid">

        """
      for scene in group.scenes { out += figure(scene) }
      out += "</div>\n</section>\n"
    }
    out += "</body>\n</html>\n"
    return out
  }

  /// `title` as an element id: lower case, words joined by hyphens.
  private func anchor(_ title: String) -> String {
    String(title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  private func figure(_ scene: Scene) -> String {
    let final = scene.trace.final
    let timeline = SMILTimeline(trace: scene.trace)
    let number = { (value: Double) in SVGWriter.number(value, decimals: 4) }
    // What a reader reads: positions to a tenth of a point, times to a hundredth of a second
    // (the data attributes above keep 4 decimals for the page's script).
    let points = { (value: Double) in SVGWriter.number(value, decimals: 1) }
    let seconds = { (value: Double) in SVGWriter.number(value, decimals: 2) }
    // When things are farthest from where they started: where a browser test looks for motion.
    func motion(_ frame: TraceFrame) -> Double {
      var total = frame.scroll.offset + frame.layout.viewport.width
      if let sheet = frame.sheet {
        total +=
          sheet.sample.sheet.y + sheet.sample.content.offset + sheet.sample.headerCollapsed
          + sheet.keyboardHeight
      }
      return total
    }
    let start = scene.trace.frames.first.map(motion) ?? 0
    let farthest = scene.trace.frames.max {
      abs(motion($0) - start) < abs(motion($1) - start)
    }
    var out = """
      <figure id="scene-\(escape(scene.name))" data-name="\(escape(scene.name))" \
      data-loop="\(number(timeline.duration))" data-final-t="\(number(final.t))" \
      data-farthest-t="\(number(farthest?.t ?? 0))" \
      data-final-offset="\(number(final.scroll.offset))">
      <h3>\(escape(scene.scenario.title ?? scene.name))</h3>

      """
    if let description = scene.scenario.description { out += "<p>\(escape(description))</p>\n" }
    if let lookFor = scene.scenario.lookFor {
      out += "<p class=\"look\"><strong>Look for:</strong> \(escape(lookFor))</p>\n"
    }
    out += scene.svg
    let capped = scene.trace.capped ? " (capped)" : ""
    let rest: String
    if let sheet = final.sheet {
      let sample = sheet.sample
      // A sheet put away rests below every detent: say so rather than name its last one.
      let place =
        sample.sheet.presence == .hidden
        ? "hidden" : escape(sample.sheet.settledDetent.rawValue)
      rest = """
        <span><b>sheet at</b> \(place), \
        y \(points(sample.sheet.y)) pt\(capped)</span>
        <span><b>list offset</b> \(points(sample.content.offset)) pt</span>
        """
    } else {
      rest = """
        <span><b>resting offset</b> \(points(final.scroll.offset)) pt</span>
        <span><b>phase</b> \(final.scroll.phase.rawValue)\(capped)</span>
        """
    }
    out += """
      <div class="facts">
      <span><b>at rest after</b> \(seconds(final.t)) s</span>
      \(rest)
      <span><b>frames</b> \(scene.trace.frames.count) at \(number(scene.trace.fps)) fps</span>
      </div>
      <p class="links"><a href="\(escape(scene.name)).json">Scenario file</a>\
      <a href="\(escape(scene.name)).svg">Picture</a></p>
      <details><summary>Scenario JSON</summary>
      <pre>\(escape(scene.source))</pre>
      </details>
      </figure>

      """
    return out
  }

  private func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
