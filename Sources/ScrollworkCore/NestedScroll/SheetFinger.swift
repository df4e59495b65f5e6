/// A host's finger on a sheet: turns a pan gesture's began / changed / ended callbacks into
/// `SheetScrollEvent`s, and measures the release velocity with a `VelocityTracker` fed
/// the same translations at the same timestamps.
///
/// Both hosts use it — the simulator's `SheetHost` and the UIKit glue's
/// `SheetContainerViewController` — so a release velocity comes from the same samples in both
/// (ARCHITECTURE.md §1: hosts convert, Core measures and decides).
///
///     var finger = SheetFinger()
///     try system.send(finger.began(on: .content, at: 0), at: 0)
///     try system.send(finger.moved(to: -40, at: 0.016), at: 0.016)
///     if let end = finger.ended(at: 0.032) { try system.send(end, at: 0.032) }
@_spi(Engine) public struct SheetFinger: Sendable {
  /// Where the drag under way started; `nil` when no finger is down.
  public private(set) var source: SheetDragSource?
  /// The finger's latest translation since the drag began, in points (negative = up).
  public private(set) var translation = 0.0
  /// Read only when the finger lifts: it fits then, not every frame.
  private var tracker = VelocityTracker(fitting: .onRead)

  /// A finger that is not down.
  public init() {}

  /// Whether a finger is down.
  public var isDown: Bool { source != nil }

  /// A drag begins on `source` at `time`: the event to send.
  public mutating func began(on source: SheetDragSource, at time: Double) -> SheetScrollEvent {
    self.source = source
    translation = 0
    tracker.reset()
    tracker.add(position: 0, at: time)
    return .dragBegan(on: source)
  }

  /// The finger has moved `translation` points since the drag began: the event to send, or
  /// `nil` when no finger is down.
  public mutating func moved(to translation: Double, at time: Double) -> SheetScrollEvent? {
    guard source != nil else { return nil }
    self.translation = translation
    tracker.add(position: translation, at: time)
    return .dragChanged(translation: translation)
  }

  /// The finger lifts at `time`: the event to send, with the tracker's velocity unless
  /// `velocity` is given (a scripted fling); `nil` when no finger is down.
  public mutating func ended(at time: Double, velocity: Double? = nil) -> SheetScrollEvent? {
    guard source != nil else { return nil }
    let event = SheetScrollEvent.dragEnded(
      translation: translation, velocity: velocity ?? tracker.velocity(at: time))
    source = nil
    return event
  }
}
