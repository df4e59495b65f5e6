@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// A pan recognizer's callbacks as the kernel's events (Sources/Scrollwork/Conversions/
/// SheetGlue+Pan.swift).
struct SheetGluePanTests {
  /// `UIGestureRecognizer.State`'s raw values, as UIGestureRecognizer.h declares them.
  @Test(arguments: [
    (0, GestureState.possible), (1, .began), (2, .changed), (3, .ended), (4, .cancelled),
    (5, .failed),
  ])
  func uikitsRawValues(raw: Int, state: GestureState) {
    #expect(GestureState(rawValue: raw) == state)
  }

  @Test(arguments: [-1, 6, 99])
  func unknownRawValuesSendNothing(raw: Int) {
    #expect(GestureState(rawValue: raw) == nil)
    #expect(
      SheetGlue.panEvent(
        state: GestureState(rawValue: raw), translation: HostPoint(x: 0, y: -40), on: .grabber)
        == nil)
  }

  /// The event's kind for each state, the translation's `y` (whatever `x` is), and no
  /// velocity of the glue's own at the end.
  @Test(
    arguments: [GestureState.began, .changed, .ended, .cancelled, .failed, .possible],
    [
      -40.0, 0, 25,
    ])
  func events(state: GestureState, x: Double) {
    let event = SheetGlue.panEvent(
      state: state, translation: HostPoint(x: x, y: -40), on: .header)
    switch (state, event) {
    case (.began, .panBegan(let source, let translation)?):
      #expect(source == .header)
      #expect(translation == -40)
    case (.changed, .panChanged(let translation)?):
      #expect(translation == -40)
    case (.ended, .panEnded(let translation, let velocity)?),
      (.cancelled, .panEnded(let translation, let velocity)?),
      (.failed, .panEnded(let translation, let velocity)?):
      #expect(translation == -40)
      #expect(velocity == nil)
    case (.possible, nil): break
    default: Issue.record("\(state) gave \(String(describing: event))")
    }
  }

  /// UIKit's y grows downward: a finger that moves up 100 points reports a translation of
  /// −100, and the sheet rises 100 points with it.
  @Test(arguments: [SheetDragSource.grabber, .header, .content])
  func aFingerMovingUpRaisesTheSheet(source: SheetDragSource) throws {
    var kernel = try SheetFixture.kernel()
    let start = kernel.advance(to: 0).panel.y
    try send(.began, y: 0, on: source, at: 0, to: &kernel)
    try send(.changed, y: -100, on: source, at: 0.1, to: &kernel)
    #expect(abs(kernel.advance(to: 0.1).panel.y - (start - 100)) <= 1.0 / 3)
  }

  /// Core measures the release's velocity from the translations at their times, with their
  /// sign: a quick flick up carries the sheet on up past where the finger let go, a quick flick
  /// down carries it on down.
  @Test(arguments: [
    ("low", -60.0, GestureState.ended), ("top", 60, .ended), ("low", -60, .cancelled),
  ])
  func aFlickCarriesOnInItsDirection(
    from initial: String, distance: Double, end: GestureState
  ) throws {
    var kernel = try SheetFixture.kernel(at: SheetDetent.ID(initial))
    try send(.began, y: 0, on: .grabber, at: 0, to: &kernel)
    for step in 1...3 {
      try send(
        .changed, y: distance * Double(step) / 3, on: .grabber, at: Double(step) / 60, to: &kernel)
    }
    try send(end, y: distance, on: .grabber, at: 3.0 / 60, to: &kernel)
    let released = kernel.advance(to: 3.0 / 60).panel.y
    let rest = kernel.advance(to: 5).panel.y
    #expect(distance < 0 ? rest < released : rest > released)
  }

  /// Sends the glue's event for a pan callback in `state` at translation `y`.
  private func send(
    _ state: GestureState, y: Double, on source: SheetDragSource, at time: Double,
    to kernel: inout SheetKernel
  ) throws {
    let event = try #require(
      SheetGlue.panEvent(state: state, translation: HostPoint(x: 0, y: y), on: source))
    try kernel.send(event, at: time)
  }
}
