/// Estimates a finger's velocity from its recent positions, as Android and Flutter do.
///
/// Fits `x(t) = c₀ + c₁t + c₂t²` by least squares to the samples of the last ``horizon``
/// (at most ``capacity`` samples) and reports `c₁`, the slope at the newest sample. A gap of
/// ``pauseThreshold`` or more between samples ends the history, and a release that long after
/// the newest sample means the finger had stopped: zero velocity (ARCHITECTURE.md §3).
///
/// The fit depends on the samples alone (the time asked about only decides whether the finger
/// has paused). A tracker read every frame (a machine's, whose every sample reports the
/// velocity) makes it once, when a sample is added, and every read until the next sample
/// costs a comparison; one read only when the finger lifts (``Fitting/onRead``) makes it then.
/// Fixed-size storage: adding samples and estimating never allocate.
///
///     var tracker = VelocityTracker()
///     tracker.add(position: 0, at: 0)
///     tracker.add(position: -10, at: 0.01)
///     tracker.velocity(at: 0.01)  // -1000.0
struct VelocityTracker: Sendable {
  /// The most samples kept: 20.
  public static let capacity = 20
  /// How far back samples count: 100 ms.
  public let horizon: Double
  /// A pause this long means the finger stopped: 40 ms.
  public let pauseThreshold: Double
  /// When the fit is made.
  let fitting: Fitting

  /// When a tracker fits its samples.
  enum Fitting {
    /// As each sample is added: for a tracker whose velocity is read every frame.
    case onAdd
    /// When the velocity is read: for a tracker read once, when the finger lifts (a fit a
    /// frame would go unread: `sheet.kernelFrame`, Benchmarks/README.md).
    case onRead
  }

  private var samples = SampleRing()
  /// How many of the newest samples share the newest one's position: when all do, the finger
  /// (or a sheet pinned at its top while the list scrolls) stands still, and no fit is needed.
  private var stillCount = 0
  /// The time of the newest sample, in seconds.
  private var newestTime = 0.0
  /// The fit's slope over the samples as they are, within ±10⁹ pt/s: 0 with fewer than two
  /// usable samples or when every sample is at one position.
  private var slope = 0.0

  /// Creates an empty tracker with the given history window and pause threshold, in seconds,
  /// fitting its samples as they are added or when it is read.
  init(horizon: Double = 0.100, pauseThreshold: Double = 0.040, fitting: Fitting = .onAdd) {
    self.horizon = horizon
    self.pauseThreshold = pauseThreshold
    self.fitting = fitting
  }

  /// Forgets every sample.
  public mutating func reset() {
    samples.removeAll()
    stillCount = 0
    slope = 0
  }

  /// Records the finger at `position` (points) at `time` (seconds) and fits the samples anew.
  /// Non-finite samples and samples older than the newest are ignored.
  public mutating func add(position: Double, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    switch samples.append(Sample(time: time, position: position)) {
    case .refused: return
    case .moved: stillCount = 1
    case .still: stillCount = min(stillCount + 1, samples.count)
    }
    newestTime = time
    if fitting == .onAdd { slope = Self.slope(of: &samples, stillCount, horizon, pauseThreshold) }
  }

  /// The finger's velocity in points per second as of `time`: 0 with fewer than two usable
  /// samples or when the newest sample is ``pauseThreshold`` or more before `time`; never
  /// beyond ±``ScrollworkError/largestMagnitude`` (10⁹ pt/s), the largest velocity Scrollwork
  /// accepts. Samples far closer in time than a display's frames (a scripted jump) can imply
  /// speeds no finger reaches; they are held to that limit rather than passed on to be refused.
  @inline(__always) public func velocity(at time: Double) -> Double {
    guard samples.count > 0, time - newestTime < pauseThreshold else { return 0 }
    guard fitting == .onRead else { return slope }
    var ring = samples
    return Self.slope(of: &ring, stillCount, horizon, pauseThreshold)
  }

  /// The fit's slope over `samples`, within ±10⁹ pt/s; 0 when the newest `stillCount` are all
  /// of them. (`inout` only to read the ring in place.)
  private static func slope(
    of samples: inout SampleRing, _ stillCount: Int, _ horizon: Double, _ pauseThreshold: Double
  ) -> Double {
    // Every sample at one position: the fit's slope is exactly 0 (all its moments of position
    // are), so it is skipped.
    guard stillCount < samples.count else { return 0 }
    let limit = ScrollworkError.largestMagnitude
    let fitted = samples.withNewestFirst { ring in
      fit(ring, horizon: horizon, pauseThreshold: pauseThreshold)
    }
    return min(max(fitted, -limit), limit)
  }

  /// The fit over `ring`, or 0 without enough recent samples.
  private static func fit(
    _ ring: SampleRing.NewestFirst, horizon: Double, pauseThreshold: Double
  ) -> Double {
    guard ring.count > 0 else { return 0 }
    let newest = ring[0]
    // Moments of the samples, with time measured back from the newest sample.
    var n = 0.0
    var st = 0.0
    var st2 = 0.0
    var st3 = 0.0
    var st4 = 0.0
    var sx = 0.0
    var stx = 0.0
    var st2x = 0.0
    var previousTime = newest.time
    for index in 0..<ring.count {
      let sample = ring[index]
      let t = sample.time - newest.time
      if -t > horizon || previousTime - sample.time >= pauseThreshold { break }
      previousTime = sample.time
      let x = sample.position - newest.position
      n += 1
      st += t
      st2 += t * t
      st3 += t * t * t
      st4 += t * t * t * t
      sx += x
      stx += t * x
      st2x += t * t * x
    }
    guard n >= 2 else { return 0 }
    if n >= 3 {
      // Normal equations of the quadratic fit, solved for c₁ by Cramer's rule.
      let det = determinant(n, st, st2, st, st2, st3, st2, st3, st4)
      if abs(det) > 1e-18 {
        let result = determinant(n, sx, st2, st, stx, st3, st2, st2x, st4) / det
        if result.isFinite { return result }
      }
    }
    // Straight-line fit: c₁ = cov(t, x) / var(t).
    let denominator = n * st2 - st * st
    guard abs(denominator) > 1e-18 else { return 0 }
    let slope = (n * stx - st * sx) / denominator
    return slope.isFinite ? slope : 0
  }
}

/// The determinant of the 3×3 matrix given row by row.
@inline(__always)
private func determinant(
  _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double,
  _ g: Double, _ h: Double, _ i: Double
) -> Double {
  a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
}

private struct Sample: Sendable {
  var time: Double
  var position: Double
}

/// A ring of the last `VelocityTracker.capacity` samples in inline storage.
private struct SampleRing: Sendable {
  private var storage:
    (
      Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample,
      Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample
    ) = (
      Sample(time: 0, position: 0), Sample(time: 0, position: 0), Sample(time: 0, position: 0),
      Sample(time: 0, position: 0), Sample(time: 0, position: 0), Sample(time: 0, position: 0),
      Sample(time: 0, position: 0), Sample(time: 0, position: 0), Sample(time: 0, position: 0),
      Sample(time: 0, position: 0), Sample(time: 0, position: 0), Sample(time: 0, position: 0),
      Sample(time: 0, position: 0), Sample(time: 0, position: 0), Sample(time: 0, position: 0),
      Sample(time: 0, position: 0), Sample(time: 0, position: 0), Sample(time: 0, position: 0),
      Sample(time: 0, position: 0), Sample(time: 0, position: 0)
    )
  private var head = 0  // index of the next write
  private(set) var count = 0

  mutating func removeAll() {
    head = 0
    count = 0
  }

  /// What ``append(_:)`` did.
  enum Appended {
    /// The sample is older than the newest: not kept.
    case refused
    /// Kept, at another position than the newest before it (or the first).
    case moved
    /// Kept, at the newest's position.
    case still
  }

  /// Appends `sample`, unless it is older than the newest. Reads and writes the storage in
  /// place (a mutable view has the tuple's own address; see ``withNewestFirst(_:)``).
  @discardableResult
  mutating func append(_ sample: Sample) -> Appended {
    let capacity = VelocityTracker.capacity
    let stride = MemoryLayout<Sample>.stride
    let newestSlot = (head - 1 + capacity) % capacity
    let count = count
    let head = head
    let appended = withUnsafeMutableBytes(of: &storage) { raw -> Appended in
      let newest = raw.load(fromByteOffset: newestSlot * stride, as: Sample.self)
      if count > 0, sample.time < newest.time { return .refused }
      raw.storeBytes(of: sample, toByteOffset: head * stride, as: Sample.self)
      return count > 0 && newest.position == sample.position ? .still : .moved
    }
    guard appended != .refused else { return .refused }
    self.head = (head + 1) % capacity
    self.count = min(count + 1, capacity)
    return appended
  }

  /// Calls `body` with the samples, newest first, through one view of the storage, in place.
  /// (Mutating only for that: a view of a borrowed tuple, which has no stable address, would
  /// copy the whole ring.)
  @inline(__always) mutating func withNewestFirst<Result>(
    _ body: (NewestFirst) -> Result
  ) -> Result {
    let (head, count) = (head, count)
    return withUnsafeBytes(of: &storage) { raw in
      body(NewestFirst(raw: raw, head: head, count: count))
    }
  }

  /// The samples from the newest back, valid inside ``withNewestFirst(_:)``.
  struct NewestFirst {
    let raw: UnsafeRawBufferPointer
    let head: Int
    let count: Int

    /// The sample `index` places before the newest (0 is the newest).
    subscript(index: Int) -> Sample {
      let capacity = VelocityTracker.capacity
      let slot = (head - 1 - index + 2 * capacity) % capacity
      return raw.load(fromByteOffset: slot * MemoryLayout<Sample>.stride, as: Sample.self)
    }
  }
}
