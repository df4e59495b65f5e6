import Testing

@_spi(Engine) @testable import ScrollworkCore

/// UIKit's own offset corrections (`SheetHostEvent.contentResized(height:shift:)`): rows above
/// the visible ones resolve their estimated heights, and the list moves with them. Each test runs
/// two kernels through the same gesture, one told of the resize, and compares them: the told one
/// shows every row below the resized one where the other shows it — its offset is the other's
/// plus the shift — and keeps the motion the other has, until the other reaches its top.
struct SheetKernelShiftTests {
  static let frame = 1.0 / 120

  /// Offsets on the same pixel, up to the last bits of the sum.
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  /// A kernel at the top detent with its list scrolled about 700 pt, the finger still down.
  static func dragging() throws -> SheetKernel {
    var kernel = try SheetKernelTests.kernel()
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    for step in 1...60 {
      try kernel.send(.panChanged(translation: -15 * Double(step)), at: Double(step) * Self.frame)
    }
    return kernel
  }

  /// `kernel` told at `t` that the content grew by `shift` above the visible rows.
  static func resized(_ kernel: SheetKernel, by shift: Double, at t: Double) throws -> SheetKernel {
    var told = kernel
    try told.send(
      .contentResized(height: kernel.reading.contentHeight + shift, shift: shift), at: t)
    return told
  }

  @Test func aShiftDuringADragMovesNoVisibleRowAndTheDragGoesOn() throws {
    var plain = try Self.dragging()
    let t = 0.5
    let before = plain.advance(to: t).contentOffset
    #expect(before > 400)
    var told = try Self.resized(plain, by: 40, at: t)
    #expect(told.advance(to: t).contentOffset == before + 40)
    // The finger goes on, then flings toward the end: the told list follows it from its new
    // offset, and its momentum is the other's, 40 points along.
    for step in 1...24 {
      let time = t + Double(step) * Self.frame
      let translation = -900 - 10 * Double(step)
      try plain.send(.panChanged(translation: translation), at: time)
      try told.send(.panChanged(translation: translation), at: time)
      #expect(
        close(told.advance(to: time).contentOffset, plain.advance(to: time).contentOffset + 40))
    }
    let release = t + 25 * Self.frame
    try plain.send(.panEnded(translation: -1150, velocity: -1800), at: release)
    try told.send(.panEnded(translation: -1150, velocity: -1800), at: release)
    for step in 0...240 {
      let time = release + Double(step) * Self.frame
      let (a, b) = (plain.advance(to: time), told.advance(to: time))
      #expect(close(b.contentOffset, a.contentOffset + 40))
      #expect(b.sample.content.phase == a.sample.content.phase)
    }
  }

  /// The fling toward the end runs on, 40 points along: the bounce at the end included, since
  /// the end moved with the content. An offset observed instead stops it dead.
  @Test func aShiftDuringMomentumKeepsTheFling() throws {
    var plain = try SheetKernelTouchTests.coasting()
    let t = 0.5
    #expect(plain.advance(to: t).sample.content.phase == .decelerating)
    var told = try Self.resized(plain, by: 40, at: t)
    for step in 0...360 {
      let time = t + Double(step) * Self.frame
      let (a, b) = (plain.advance(to: time), told.advance(to: time))
      #expect(close(b.contentOffset, a.contentOffset + 40))
      #expect(b.sample.content.phase == a.sample.content.phase)
    }
    // What the glue sent before this event existed: the shifted offset, as an app's write.
    var misread = try SheetKernelTouchTests.coasting()
    let offset = misread.advance(to: t).contentOffset
    try misread.send(.contentOffsetObserved(offset + 40, byUser: false), at: t)
    #expect(misread.advance(to: t + Self.frame).contentOffset == offset + 40, "stopped dead")
  }

  /// A list scrolled down and flung back to its top, with `shift` points resized above its
  /// visible rows 0.1 s into the fling: the plain and the told kernels.
  static func flungToTop(shift: Double) throws -> (plain: SheetKernel, told: SheetKernel) {
    var plain = try dragging()
    try plain.send(.panEnded(translation: -900, velocity: 0), at: 0.6)
    try plain.send(.panBegan(on: .content, translation: 0), at: 1.5)
    try plain.send(.panEnded(translation: 0, velocity: 2600), at: 1.5)
    #expect(plain.advance(to: 1.6).sample.content.phase == .decelerating)
    let told = try resized(plain, by: shift, at: 1.6)
    return (plain, told)
  }

  /// Toward the top, the shift changes when the list gets there: the told list arrives later
  /// (rows above grew) and hands its momentum up the chain then, not when the plain one did.
  @Test func aShiftTowardTheTopMovesTheHandBack() throws {
    var (plain, told) = try Self.flungToTop(shift: 120)
    var plainArrival: Double?
    var toldArrival: Double?
    var last = told.advance(to: 1.6).contentOffset
    for step in 0...600 {
      let time = 1.6 + Double(step) * Self.frame
      let (a, b) = (plain.advance(to: time), told.advance(to: time))
      if plainArrival == nil {
        if a.contentOffset == 0 {
          plainArrival = time
        } else {
          #expect(close(b.contentOffset, a.contentOffset + 120), "rows stay put while both move")
        }
      }
      if toldArrival == nil, b.contentOffset == 0 { toldArrival = time }
      #expect(b.contentOffset <= last, "never turns back or jumps")
      last = b.contentOffset
    }
    let (arrivedPlain, arrivedTold) = (try #require(plainArrival), try #require(toldArrival))
    #expect(arrivedTold > arrivedPlain + 0.02)
    // When the plain list arrives and hands on, the told one has not: its header still waits.
    // (`frame(at:)`: `advance(to:)` never goes back in time, and the loop went on to 6.6 s.)
    let header = told.frame(at: arrivedPlain + 2 * Self.frame).sample.headerCollapsed
    #expect(header == 64)
    #expect(plain.frame(at: arrivedPlain + 2 * Self.frame).sample.headerCollapsed < 64)
    // Both come to rest with the header open: the hand-back was planned again, not dropped.
    let rest = told.advance(to: 6)
    #expect(rest.isAtRest && rest.sample.headerCollapsed == 0 && rest.contentOffset == 0)
  }

  /// Rows above that shrink bring the top nearer: the told list arrives first, with more speed,
  /// and the momentum left carries the sheet at least as far down as the plain one's.
  @Test func aShrinkTowardTheTopArrivesSooner() throws {
    var (plain, told) = try Self.flungToTop(shift: -120)
    func arrival(_ kernel: inout SheetKernel) -> Double? {
      (0...600).lazy.map { 1.6 + Double($0) * Self.frame }
        .first { kernel.advance(to: $0).contentOffset == 0 }
    }
    let (a, b) = (try #require(arrival(&plain)), try #require(arrival(&told)))
    #expect(b < a)
    #expect(told.advance(to: 6).panel.y >= plain.advance(to: 6).panel.y)
  }

  /// A fling up from a low detent carries the sheet to its top and collapses the header before
  /// the list takes what is left: a resize while the sheet still coasts moves that planned
  /// fling with the rows.
  @Test func aShiftBeforeTheListTakesTheFlingMovesItsPlan() throws {
    var plain = try SheetKernelTests.kernel()
    try plain.send(.panBegan(on: .content, translation: 0), at: 0)
    try plain.send(.panEnded(translation: 0, velocity: -4000), at: 0)
    #expect(plain.system.handOff != nil)
    var told = try Self.resized(plain, by: 30, at: 0.05)
    for step in 6...600 {
      let time = Double(step) * Self.frame
      #expect(
        close(told.advance(to: time).contentOffset, plain.advance(to: time).contentOffset + 30))
    }
  }

  /// At rest the list stays on its rows; past its range (rows above shrank at the end), it
  /// springs back rather than jumping.
  @Test func aShiftAtRestMovesTheListWithItsRows() throws {
    var kernel = try Self.dragging()
    try kernel.send(.panEnded(translation: -900, velocity: 0), at: 0.6)
    let offset = kernel.advance(to: 1).contentOffset
    var told = try Self.resized(kernel, by: 56, at: 1)
    #expect(told.advance(to: 1).contentOffset == offset + 56)
    #expect(told.advance(to: 1).isAtRest)
    #expect(told.reading.contentHeight == kernel.reading.contentHeight + 56)
  }

  @Test(arguments: [
    (Double.nan, 0.0, "content.height"), (-1, 0, "content.height"), (2e9, 0, "content.height"),
    (100, .nan, "content.shift"), (100, .infinity, "content.shift"),
  ])
  func aResizeOutOfRangeIsRefusedAndChangesNothing(
    height: Double, shift: Double, field: String
  ) throws {
    var kernel = try SheetKernelTouchTests.coasting()
    let before = kernel.advance(to: 0.5)
    let error = #expect(throws: ScrollworkError.self) {
      try kernel.send(.contentResized(height: height, shift: shift), at: 0.5)
    }
    #expect(error?.message.hasPrefix(field) == true, "\(error?.message ?? "")")
    #expect(kernel.advance(to: 0.5) == before)
    var untouched = try SheetKernelTouchTests.coasting()
    #expect(kernel.advance(to: 0.6) == untouched.advance(to: 0.6))
  }
}
