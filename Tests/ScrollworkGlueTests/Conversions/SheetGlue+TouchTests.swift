@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// A touch on the sheet (Sources/Scrollwork/Conversions/SheetGlue+Touch.swift).
struct SheetGlueTouchTests {
  /// A touch-down is sent at once, where it landed; its end only when no pan began during it.
  @Test(arguments: [false, true])
  func events(panBegan: Bool) {
    let point = HostPoint(x: 195, y: 600)
    guard case .touchDown(let at) = SheetGlue.touchEvent(.down(at: point), panBegan: panBegan)
    else {
      Issue.record("no touch-down")
      return
    }
    #expect(at == point)
    for end in [SheetTouchPhase.up, .cancelled] {
      let event = SheetGlue.touchEvent(end, panBegan: panBegan)
      if panBegan {
        #expect(event == nil)
      } else if case .touchUp = event {
      } else {
        Issue.record("\(String(describing: event))")
      }
    }
  }

  /// The recognizer claims only a touch that caught motion; a claimed touch prevents every
  /// recognizer but the pans, an unclaimed one nothing.
  @Test(arguments: [false, true], [false, true])
  func claimsAndPrevents(caught: Bool, otherIsPan: Bool) {
    let claimed = SheetGlue.touchClaims(caughtMotion: caught)
    #expect(claimed == caught)
    #expect(
      SheetGlue.touchPrevents(otherIsPan: otherIsPan, claimed: claimed) == (caught && !otherIsPan))
  }

  /// A list flung at the top detent, then a finger on it: Core stops it within a frame and
  /// says the touch caught motion, so the recognizer claims it (the tap selects nothing); the
  /// list stays where it stopped until the finger lifts, then rests.
  @Test func aTouchStopsACoastingList() throws {
    var kernel = try SheetFixture.kernel(at: "top")
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    for frame in 1...12 {
      try kernel.send(.panChanged(translation: -30 * Double(frame)), at: Double(frame) / 120)
    }
    try kernel.send(.panEnded(translation: -360, velocity: nil), at: 0.1)
    let coasting = kernel.advance(to: 0.3)
    #expect(!coasting.isAtRest)
    let onList = HostPoint(x: 195, y: coasting.panel.y + coasting.content.y + 200)
    #expect(coasting.dragSource(at: onList) == .content)
    try kernel.send(#require(SheetGlue.touchEvent(.down(at: onList), panBegan: false)), at: 0.3)
    #expect(SheetGlue.touchClaims(caughtMotion: kernel.touchCaughtMotion))
    let stopped = kernel.advance(to: 0.3).contentOffset
    for frame in 1...12 {
      #expect(kernel.advance(to: 0.3 + Double(frame) / 120).contentOffset == stopped)
    }
    try kernel.send(#require(SheetGlue.touchEvent(.up, panBegan: false)), at: 0.5)
    #expect(!kernel.touchCaughtMotion)
    #expect(kernel.advance(to: 3).isAtRest)
    #expect(kernel.advance(to: 3).contentOffset == stopped)
  }

  /// A touch on a sheet at rest catches nothing: the recognizer does not claim it, and the
  /// row under it selects as usual.
  @Test func aTouchAtRestIsNotClaimed() throws {
    var kernel = try SheetFixture.kernel(at: "middle")
    let frame = kernel.advance(to: 0)
    let onList = HostPoint(x: 195, y: frame.panel.y + frame.content.y + 50)
    try kernel.send(#require(SheetGlue.touchEvent(.down(at: onList), panBegan: false)), at: 1)
    #expect(!SheetGlue.touchClaims(caughtMotion: kernel.touchCaughtMotion))
    try kernel.send(#require(SheetGlue.touchEvent(.up, panBegan: false)), at: 1.1)
    #expect(kernel.advance(to: 1.1).isAtRest)
  }

  /// A caught touch that becomes a drag: the pan carries on from where the motion stopped,
  /// and the touch's end sends nothing (the pan's end lifts the finger).
  @Test func aCaughtTouchThatBecomesADrag() throws {
    var kernel = try SheetFixture.kernel(at: "low")
    try kernel.send(.move(to: "top", animated: true), at: 0)
    let moving = kernel.advance(to: 0.1)
    let onHeader = HostPoint(x: 195, y: moving.panel.y + 60)
    try kernel.send(#require(SheetGlue.touchEvent(.down(at: onHeader), panBegan: false)), at: 0.1)
    #expect(kernel.touchCaughtMotion)
    let caughtAt = kernel.advance(to: 0.1).panel.y
    try kernel.send(.panBegan(on: .header, translation: 12), at: 0.15)
    #expect(abs(kernel.advance(to: 0.15).panel.y - (caughtAt + 12)) <= 1.0 / 3)
    try kernel.send(.panEnded(translation: 12, velocity: 0), at: 0.2)
    #expect(SheetGlue.touchEvent(.up, panBegan: true) == nil)
    #expect(!kernel.advance(to: 0.2).fingerDown)
  }
}
