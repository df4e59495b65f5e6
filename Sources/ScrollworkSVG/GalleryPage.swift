import ScrollworkCore
import ScrollworkSimulator

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
      header { padding: 24px 32px 8px; }
      h1 { margin: 0 0 4px; font-size: 28px; }
      header p { margin: 0; color: #6C6C70; }
      nav { padding: 8px 32px 0; }
      nav a { margin-right: 12px; color: #007AFF; text-decoration: none; }
      figure { margin: 24px 32px; padding-top: 16px; border-top: 1px solid #E5E5EA; }
      figure h2 { margin: 0 0 6px; font-size: 20px; }
      figure p { margin: 0 0 8px; max-width: 760px; line-height: 1.4; }
      .look { color: #3C3C43; }
      table { border-collapse: collapse; margin: 8px 0; font-size: 14px; }
      td, th { padding: 2px 12px 2px 0; text-align: left; }
      th { color: #6C6C70; font-weight: 500; }
      pre { background: #F2F2F7; padding: 12px; border-radius: 8px; font-size: 12px; overflow-x: auto; max-width: 760px; }
      </style>
      </head>
      <body>
      <header>
      <h1>Scrollwork gallery</h1>
      <p>Every scene is simulated headlessly by Scrollwork's engine and drawn from its trace; the plot beside each device shows the scroll offset (blue) and velocity (orange) over time — for a sheet, its height (blue) and its content's offset (orange).</p>
      </header>
      <nav>
      """
    for scene in scenes {
      out +=
        "<a href=\"#scene-\(escape(scene.name))\">\(escape(scene.scenario.title ?? scene.name))</a>\n"
    }
    out += "</nav>\n"
    for scene in scenes { out += figure(scene) }
    out += "</body>\n</html>\n"
    return out
  }

  private func figure(_ scene: Scene) -> String {
    let final = scene.trace.final
    let timeline = SMILTimeline(trace: scene.trace)
    let number = { (value: Double) in SVGWriter.number(value, decimals: 4) }
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
      <h2>\(escape(scene.scenario.title ?? scene.name))</h2>

      """
    if let description = scene.scenario.description { out += "<p>\(escape(description))</p>\n" }
    if let lookFor = scene.scenario.lookFor {
      out += "<p class=\"look\"><strong>Look for:</strong> \(escape(lookFor))</p>\n"
    }
    out += scene.svg
    out += """
      <table>
      <tr><th>at rest after</th><td>\(number(final.t)) s</td></tr>
      <tr><th>resting offset</th><td>\(number(final.scroll.offset)) pt</td></tr>
      <tr><th>phase</th><td>\(final.scroll.phase.rawValue)\(scene.trace.capped ? " (capped)" : "")</td></tr>
      <tr><th>frames</th><td>\(scene.trace.frames.count) at \(number(scene.trace.fps)) fps</td></tr>
      </table>
      <details><summary>Scenario JSON</summary>
      <pre>\(escape(scene.source))</pre>
      </details>
      </figure>

      """
    return out
  }

  private func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
