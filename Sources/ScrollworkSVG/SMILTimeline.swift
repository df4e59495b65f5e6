@_spi(Engine) import ScrollworkSimulator

/// The clock of an animated picture: which trace frames it shows and when, and how to animate
/// an attribute over them with SMIL.
///
/// Frames are downsampled to at most ``maximumFPS``; the animation plays the trace in real time,
/// holds the last frame for ``hold`` seconds, and loops. An attribute whose value never changes
/// is written once, with no animation: only what moves is animated.
public struct SMILTimeline: Sendable {
  /// The most frames per second an animation keeps: 60.
  public static let maximumFPS = 60.0

  /// The trace frames shown, in time order (the trace's last frame is always among them).
  public let frames: [TraceFrame]
  /// Seconds the last frame is held before the loop starts again.
  public let hold: Double
  /// The loop's length in seconds: the trace's duration plus the hold.
  public let duration: Double

  /// A timeline of the given frames, looping every `duration` seconds.
  init(frames: [TraceFrame], hold: Double, duration: Double) {
    self.frames = frames
    self.hold = hold
    self.duration = duration
  }

  /// Picks the frames of `trace` to show, at most ``maximumFPS`` per second.
  public init(trace: Trace, hold: Double = 1.5) {
    let stride = max(1, Int((trace.fps / Self.maximumFPS).rounded(.up)))
    var picked = Swift.stride(from: 0, to: trace.frames.count, by: stride).map { trace.frames[$0] }
    if let last = trace.frames.last, picked.last != last { picked.append(last) }
    frames = picked
    self.hold = hold
    duration = max((trace.frames.last?.t ?? 0) + hold, 1e-3)
  }

  /// How an attribute moves between frames.
  public enum Interpolation: String, Sendable {
    /// Straight lines between frames (positions, sizes).
    case linear
    /// Jumps at each frame (visibility, text, anything that must not blend).
    case discrete
  }

  /// One attribute's value at every frame of the timeline.
  public struct Track: Sendable {
    /// The attribute's name.
    public var name: String
    /// One value per frame.
    public var values: [String]
    /// How the value moves between frames.
    public var interpolation: Interpolation
    /// The transform this track animates (`translate`, `scale`, `rotate`) with
    /// `<animateTransform>`, or `nil` for a plain attribute.
    var transform: String?

    /// A track of `name` with one value per frame.
    public init(_ name: String, _ values: [String], _ interpolation: Interpolation = .linear) {
      self.name = name
      self.values = values
      self.interpolation = interpolation
    }

    /// A `transform="translate(x,y)"` track, one (x, y) per frame, in points.
    public static func translation(x: [Double], y: [Double]) -> Track {
      transform("translate", zip(x, y).map { "\(SVGWriter.number($0)),\(SVGWriter.number($1))" })
    }

    /// A `transform="scale(s)"` track, one factor per frame.
    public static func scale(_ factors: [Double]) -> Track {
      transform("scale", factors.map { SVGWriter.number($0, decimals: 4) })
    }

    /// A `transform="rotate(a)"` track, one angle in degrees per frame, jumping between frames.
    public static func rotation(_ degrees: [Double]) -> Track {
      var track = transform("rotate", degrees.map { SVGWriter.number($0) })
      track.interpolation = .discrete
      return track
    }

    private static func transform(_ type: String, _ values: [String]) -> Track {
      var track = Track("transform", values)
      track.transform = type
      return track
    }

    /// The attribute as written on the element: its value at the first frame.
    var initialAttribute: (String, String) {
      let first = values.first ?? ""
      return (name, transform.map { "\($0)(\(first))" } ?? first)
    }
  }

  /// Opens element `name` with `attributes`, the tracks' first values, and an animation child
  /// for every track whose value changes; close it with `svg.close(name)`.
  public func open(
    _ name: String, _ attributes: [(String, String)], animating tracks: [Track],
    into svg: inout SVGWriter
  ) {
    svg.open(name, attributes + tracks.map(\.initialAttribute))
    for track in tracks { animate(track, into: &svg) }
  }

  /// Writes element `name` (with optional text) whose tracks are animated where they change;
  /// an element where nothing changes is written without animation children.
  public func element(
    _ name: String, _ attributes: [(String, String)], animating tracks: [Track],
    text: String? = nil, into svg: inout SVGWriter
  ) {
    let moving = tracks.filter { Self.varies($0.values) }
    guard !moving.isEmpty else {
      svg.element(name, attributes + tracks.map(\.initialAttribute), text: text)
      return
    }
    open(name, attributes, animating: tracks, into: &svg)
    if let text { svg.content(text) }
    svg.close(name)
  }

  private func animate(_ track: Track, into svg: inout SVGWriter) {
    // (The first value is written on the element, where the writer keeps it non-negative.)
    let values = track.values.map { SVGWriter.clamped($0, for: track.name) }
    guard let keyframes = keyframes(values, interpolation: track.interpolation) else {
      return
    }
    var attributes: [(String, String)] = [("attributeName", track.name)]
    if let transform = track.transform { attributes.append(("type", transform)) }
    attributes += [
      ("values", keyframes.values), ("keyTimes", keyframes.times),
      ("dur", "\(SVGWriter.number(duration, decimals: 3))s"), ("repeatCount", "indefinite"),
      ("calcMode", track.interpolation.rawValue),
    ]
    svg.element(track.transform == nil ? "animate" : "animateTransform", attributes)
  }

  /// Whether `values` (one per frame) ever change.
  public static func varies(_ values: [String]) -> Bool {
    guard let first = values.first else { return false }
    return values.contains { $0 != first }
  }

  /// The `values` and `keyTimes` lists for one value per frame, or `nil` if nothing changes.
  private func keyframes(
    _ values: [String], interpolation: Interpolation
  )
    -> (values: String, times: String)?
  {
    guard Self.varies(values), values.count == frames.count else { return nil }
    var keptValues: [String] = []
    var keptTimes: [String] = []
    func keep(_ index: Int) {
      keptValues.append(values[index])
      keptTimes.append(SVGWriter.number(frames[index].t / duration, decimals: 5))
    }
    for index in values.indices {
      let changesNext = index + 1 < values.count && values[index + 1] != values[index]
      let changedFromPrevious = index > 0 && values[index - 1] != values[index]
      // Keep the first frame, every frame where the value changes, and the frame before a
      // change (the end of a still run, so linear interpolation does not start early).
      if index == 0 || changedFromPrevious || (changesNext && interpolation == .linear) {
        if keptTimes.last != SVGWriter.number(frames[index].t / duration, decimals: 5) {
          keep(index)
        }
      }
    }
    // Hold the last value to the end of the loop.
    if keptTimes.last != "1" {
      keptValues.append(values[values.count - 1])
      keptTimes.append("1")
    }
    return (keptValues.joined(separator: ";"), keptTimes.joined(separator: ";"))
  }
}
