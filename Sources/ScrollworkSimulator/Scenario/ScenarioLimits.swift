@_spi(Engine) import ScrollworkCore

/// The bounds every scenario stays within, so that any scenario the simulator accepts runs in
/// bounded time and memory (Guides/Scenarios.md, "Limits").
///
/// A run covers at most ``simulatedTime`` seconds at most ``framesPerSecond`` frames per
/// second, so it has at most ``frames`` frames, and each frame costs a bounded amount of work:
/// rows and detents, the only lists a frame reads, are bounded too.
public enum ScenarioLimits {
  /// The simulated time a run may cover, script and coming to rest together: 600 s (10
  /// minutes). Chosen far beyond any gesture or animation (a fling at 10⁹ pt/s at the
  /// normal rate rests within 10 s) and small enough that the largest run, at the
  /// highest frame rate, stays under a second or two on a laptop. A script that lasts longer is
  /// an error; the rest phase stops at this mark (`capped`) if nothing came to rest before it.
  public static let simulatedTime = 600.0

  /// The frame rates a scenario or `--fps` may ask for: from 1 (frames further apart than a
  /// second would skip whole gestures) to 1,000 per second (beyond any display).
  public static let framesPerSecond: ClosedRange<Double> = 1...1000

  /// The most frames a run can record: one per frame time within ``simulatedTime`` at the
  /// highest frame rate, plus the one at which the rest cap is noticed (600,002).
  public static let frames = Int(simulatedTime * framesPerSecond.upperBound) + 2

  /// The largest magnitude of any number: a length, position, velocity or time (10⁹; see
  /// Core's `ScrollworkError.largestMagnitude`). Derived lengths (a content of many rows, a
  /// finger after several drags) are held to it too.
  public static let magnitude = ScrollworkError.largestMagnitude

  /// The most rows a content may have, as `rows` or `rowHeights`: 1,000,000. A picture draws
  /// every row a frame shows, and the renderer lists the rows once.
  public static let rows = 1_000_000

  /// The most self-sizing rows one frame may build: 10,000. A lazy list builds every row within
  /// its margin of the visible part, each frame, and a frame's trace lists their heights: a
  /// margin or a viewport of 10⁹ points over rows of a point would build 10⁶ rows a frame.
  public static let liveRows = 10_000

  /// The most detents a sheet may have: 100. Every frame reads each detent.
  public static let detents = 100
  /// The most pages (lists) a sheet holds.
  public static let pages = 16

  /// The largest scenario file, in bytes: 64 MiB, room for 10⁶ rows written with 17
  /// significant digits each three times over. `scrollwork` reads no more of a file than this
  /// (a device such as `/dev/zero` never ends).
  public static let fileSize = 64 << 20
}
