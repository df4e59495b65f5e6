/// Frame times and action times closer than this, in seconds, are the same instant.
let sameInstant = 1e-9

/// The steps of a constant-speed drag, computed as they are taken: every frame time inside it,
/// then its end.
struct DragSteps: Sequence, IteratorProtocol {
  let fps: Double
  let begin: Double
  let duration: Double
  /// The next frame inside the drag; `nil` once the end was given.
  var nextFrame: Int?

  mutating func next() -> DragStep? {
    guard let frame = nextFrame else { return nil }
    let t = Double(frame) / fps
    let end = begin + duration
    if t < end - sameInstant {
      nextFrame = frame + 1
      return DragStep(t: t, elapsed: t - begin, duration: duration)
    }
    nextFrame = nil
    return DragStep(t: end, elapsed: nil, duration: duration)
  }
}

/// One step of a constant-speed drag: a frame time inside it, or its end.
struct DragStep {
  var t: Double
  /// Seconds since the drag began; `nil` at its end.
  var elapsed: Double?
  var duration: Double

  /// How much of `distance` the finger has covered: exactly all of it at the end.
  func covered(of distance: Double) -> Double {
    elapsed.map { distance * $0 / duration } ?? distance
  }
}
