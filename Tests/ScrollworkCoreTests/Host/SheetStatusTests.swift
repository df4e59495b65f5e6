import Testing

@_spi(Engine) @testable import ScrollworkCore

/// What a host publishes to the sheet's views (SwiftUI's `\.sheetStatus`), from the kernel's
/// frames.
struct SheetStatusTests {
  /// A sheet at rest at one of its detents, with what its status says, worked out by hand
  /// from the detents (a 844 pt container, 59 pt top safe area): teaser 844 − 200 = 644,
  /// default 844 × 0.55 = 464.2, maximum 59 + 10 = 69; the position on the device's pixel grid
  /// (464.2 is 1392.6 px at 3× and 928.4 px at 2×, so 1393/3 and 464).
  struct Rest: Sendable, CustomTestStringConvertible {
    var detent: SheetDetent.ID
    var scale: Double
    var position: Double
    var progress: Double
    var testDescription: String { "\(detent.rawValue) at \(scale)x" }
  }

  @Test(arguments: [
    Rest(detent: "teaser", scale: 3, position: 644, progress: 0),
    Rest(detent: "default", scale: 3, position: 1393.0 / 3, progress: 1),
    Rest(detent: "default", scale: 2, position: 464, progress: 1),
    Rest(detent: "maximum", scale: 3, position: 69, progress: 2),
  ])
  func atRestAtADetent(_ rest: Rest) throws {
    var kernel = try SheetKernel(
      detents: SheetKernelTests.detents, chrome: SheetKernelTests.chrome, initial: rest.detent,
      reading: SheetKernelTests.reading(scale: rest.scale), at: 0)
    let status = kernel.advance(to: 0).status
    #expect(abs(status.position - rest.position) < 1e-9)
    #expect(abs(status.height - (844 - rest.position)) < 1e-9)
    #expect(status.progress == rest.progress)
    #expect(status.settledDetent == rest.detent && status.nearestDetent == rest.detent)
    #expect(status.targetDetent == nil && status.selectedDetent == rest.detent)
    #expect(status.phase == .idle && !status.isDragging)
    #expect(status.headerCollapsed == 0 && status.headerCollapse == 0)
    #expect(status.dimming == 0 && status.keyboardHeight == 0 && status.contentOffset == 0)
    // The detents as listed, unrounded.
    let ids: [SheetDetent.ID] = ["teaser", "default", "maximum"]
    let positions = ids.map { status.detents.position(of: $0) }
    #expect(positions.count == 3)
    for (position, expected) in zip(positions, [644, 464.2, 69]) {
      #expect(abs((position ?? .nan) - expected) < 1e-9)
    }
  }

  /// Held by a finger 90 pt above the default detent: the sheet is where the finger put it
  /// (464.2 − 90 = 374.2, 1122.6 px, so 1123/3 on the 3× grid), a fractional detent index
  /// 1 + 90 / (464.2 − 69) of the way, nearest the default detent, and by `fraction` (of the
  /// drawn position) (464.2 − 1123/3) / 395.2 ≈ 0.227 of the way to the maximum.
  @Test func heldBetweenDetents() throws {
    var kernel = try SheetKernelTests.kernel()
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -90), at: 0.2)
    let status = kernel.advance(to: 0.2).status
    #expect(abs(status.position - 1123.0 / 3) < 1e-9)
    #expect(abs(status.height - (844 - 1123.0 / 3)) < 1e-9)
    #expect(abs(status.progress - (1 + 90 / 395.2)) < 1e-9)
    #expect(status.nearestDetent == "default" && status.settledDetent == "default")
    #expect(status.targetDetent == nil && status.isDragging && status.phase == .dragging)
    let fraction = try #require(status.fraction(from: "default", to: "maximum"))
    #expect(abs(fraction - (464.2 - 1123.0 / 3) / 395.2) < 1e-9)
  }

  /// During one gesture up: dragging, the header's collapse as a fraction, the selection still
  /// the settled detent; after the release, the selection is where the sheet is going.
  @Test func duringAndAfterAGesture() throws {
    var kernel = try SheetKernelTests.kernel()
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -700), at: 0.3)
    let dragging = kernel.advance(to: 0.3).status
    #expect(dragging.isDragging && dragging.phase == .dragging)
    #expect(dragging.headerCollapsed == 64 && dragging.headerCollapse == 1)
    #expect(dragging.nearestDetent == "maximum" && dragging.selectedDetent == "default")
    #expect(dragging.contentOffset > 0)

    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 1)
    try kernel.send(.panChanged(translation: 300), at: 1.1)
    try kernel.send(.panEnded(translation: 300, velocity: 1200), at: 1.1)
    let released = kernel.advance(to: 1.15).status
    #expect(released.targetDetent != nil && !released.isDragging)
    #expect(released.selectedDetent == released.targetDetent)
    let rest = kernel.advance(to: 5).status
    #expect(rest.selectedDetent == released.targetDetent && rest.phase == .idle)
  }

  /// The way from one detent to another: 0 at `from`, 1 at `to`, linear, clamped; either
  /// direction; `nil` for an id that is not listed.
  @Test(arguments: [
    (464.2, 0.0), (358.7, 0.5), (253.2, 1), (100, 1), (600, 0),
  ])
  func fractionBetweenDetents(position: Double, fraction: Double) throws {
    var kernel = try SheetKernel(
      detents: seedDetents, chrome: SheetKernelTests.chrome, initial: "default",
      reading: SheetKernelTests.reading(), at: 0)
    var status = kernel.advance(to: 0).status
    status.position = position
    let up = try #require(status.fraction(from: "default", to: "expanded"))
    #expect(abs(up - fraction) < 1e-9)
    let down = try #require(status.fraction(from: "expanded", to: "default"))
    #expect(abs(down - (1 - fraction)) < 1e-9)
    #expect(status.fraction(from: "default", to: "nope") == nil)
    #expect(status.fraction(from: "default", to: "default") == (position <= 464.2 ? 1 : 0))
  }

  /// A header that does not collapse reports no collapse (nothing divides by zero).
  @Test func aFixedHeaderNeverCollapses() throws {
    var kernel = try SheetKernel(
      detents: SheetKernelTests.detents, chrome: SheetChrome(header: SheetHeader(height: 56)),
      initial: "default", reading: SheetKernelTests.reading(), at: 0)
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -900), at: 0.3)
    let status = kernel.advance(to: 0.3).status
    #expect(status.headerCollapse == 0 && status.headerCollapse.isFinite)
  }
}
