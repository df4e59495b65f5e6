import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The fitted detent: as tall as the header and content, with the bottom safe area, capped
/// below the top safe area; it follows the content without a jump and without fighting a drag.
struct SheetFittedDetentTests {
  static let detents = [
    SheetDetent(id: "card", .fitted(topInset: 10)), SheetDetent(id: "full", .inset(10)),
  ]

  static func reading(rows: Int) -> SheetReading {
    SheetReading(
      container: HostSize(width: 390, height: 844), safeArea: HostInsets(top: 59, bottom: 34),
      contentHeight: Double(rows) * 56)
  }

  static func kernel(rows: Int) throws -> SheetKernel {
    try SheetKernel(
      detents: detents, chrome: SheetChrome(header: SheetHeader(height: 64)), initial: "card",
      reading: reading(rows: rows), at: 0)
  }

  static func frames(
    _ kernel: inout SheetKernel, from start: Double, to end: Double
  ) -> [SheetKernelFrame] {
    stride(from: start, through: end, by: 1.0 / 120).map { kernel.advance(to: $0) }
  }

  @Test func resolvesToTheHeaderAndContentCappedAtTheTopInset() throws {
    let context = SheetContext(
      containerHeight: 844, safeAreaTop: 59, safeAreaBottom: 34, contentHeight: 64 + 168)
    #expect(SheetDetent(id: "a", .fitted()).y(in: context) == 578.0)
    var tall = context
    tall.contentHeight = 5000
    #expect(SheetDetent(id: "a", .fitted(topInset: 10)).y(in: tall) == 69)
    #expect(SheetDetent(id: "a", .fitted()).y(in: tall) == 59)
    #expect(
      throws: ScrollworkError("detents.a.fitted.topInset: must be a number from 0 to 1e9, got -1.0")
    ) {
      try SheetDetent.resolve([SheetDetent(id: "a", .fitted(topInset: -1))], in: context)
    }
    #expect(SheetDetent(id: "a", .fitted()) == SheetDetent(id: "a", .fitted(topInset: 0)))
    #expect(SheetDetent(id: "a", .fitted()) != SheetDetent(id: "a", .fitted(topInset: 1)))
    #expect(SheetDetent(id: "a", .fitted()) != SheetDetent(id: "a", .height(0)))
  }

  /// Rows load while the sheet rests: it springs to the new height, every frame within a
  /// spring's step of the last (no jump), and rests there.
  @Test func newRowsSpringTheSheetUp() throws {
    var kernel = try Self.kernel(rows: 3)
    #expect(kernel.advance(to: 0).panel.height == 266)
    try kernel.send(.layout(Self.reading(rows: 5)), at: 0.5)
    let frames = Self.frames(&kernel, from: 0.5, to: 2)
    #expect(frames.first!.panel.height == 266)  // not at once
    for (a, b) in zip(frames, frames.dropFirst()) {
      #expect(abs(b.panel.y - a.panel.y) < 15, "a jump from \(a.panel.y) to \(b.panel.y)")
    }
    #expect(frames.last!.panel.height == 266 + 112 && frames.last!.isAtRest)
    // Rotation still lays the sheet out at once.
    var wide = Self.reading(rows: 5)
    wide.container = HostSize(width: 844, height: 390)
    try kernel.send(.layout(wide), at: 3)
    #expect(kernel.advance(to: 3).isAtRest)
  }

  /// Rows that load while a finger holds the sheet move nothing under the finger (no jump, the
  /// drag goes on from there); released, the sheet settles on the new fitted height.
  @Test func newRowsDoNotFightAFinger() throws {
    var kernel = try Self.kernel(rows: 3)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: 30), at: 0.2)
    let held = kernel.advance(to: 0.2).panel.y
    try kernel.send(.layout(Self.reading(rows: 7)), at: 0.25)
    #expect(kernel.advance(to: 0.25).panel.y == held)
    // The card's detent rose 224 pt above the sheet: the finger now pulls it below its lowest
    // detent, where the rubber band resists — but it moves with the finger, never back.
    try kernel.send(.panChanged(translation: 40), at: 0.3)
    let moved = kernel.advance(to: 0.3).panel.y - held
    #expect(moved > 0 && moved <= 10)
    try kernel.send(.panEnded(translation: 40, velocity: 0), at: 0.4)
    let rest = Self.frames(&kernel, from: 0.4, to: 3).last!
    #expect(rest.panel.height == 64 + 7 * 56 + 34)
    #expect(rest.status.settledDetent == "card")
  }

  /// Property: whatever the content does, the fitted detent stays between the container's
  /// bottom and its cap, and a sheet resting there follows it to rest exactly.
  @Test func anyContentHeight() throws {
    for rows in [0, 1, 4, 9, 13, 14, 15, 40, 1000] {
      var kernel = try Self.kernel(rows: 3)
      try kernel.send(.layout(Self.reading(rows: rows)), at: 0.1)
      let rest = Self.frames(&kernel, from: 0.1, to: 4).last!
      let expected = max(69, 844 - (64 + Double(rows) * 56 + 34))
      #expect(rest.isAtRest)
      #expect(abs(rest.panel.y - expected) < 0.34, "\(rows) rows")
    }
  }
}
