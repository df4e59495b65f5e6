import Testing

@testable import ScrollworkCore

/// What a host publishes to the sheet's views (SwiftUI's `\.sheetStatus`), from the kernel's
/// frames.
struct SheetStatusTests {
  @Test func atRestItIsTheFramesSheet() throws {
    var kernel = try SheetKernelTests.kernel()
    let frame = kernel.frame(at: 0)
    let status = kernel.status(of: frame)
    #expect(status.position == frame.panel.y)
    #expect(status.height == 844 - frame.panel.y)
    #expect(status.progress == 1)
    #expect(status.settledDetent == "default" && status.nearestDetent == "default")
    #expect(status.targetDetent == nil && status.selectedDetent == "default")
    #expect(status.phase == .idle && !status.isDragging)
    #expect(status.headerCollapsed == 0 && status.headerCollapse == 0)
    #expect(status.detents == kernel.system.sheet.detents)
  }

  /// During one gesture up: dragging, the header's collapse as a fraction, the selection still
  /// the settled detent; after the release, the selection is where the sheet is going.
  @Test func duringAndAfterAGesture() throws {
    var kernel = try SheetKernelTests.kernel()
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -700), at: 0.3)
    let dragging = kernel.status(of: kernel.frame(at: 0.3))
    #expect(dragging.isDragging && dragging.phase == .dragging)
    #expect(dragging.headerCollapsed == 64 && dragging.headerCollapse == 1)
    #expect(dragging.nearestDetent == "maximum" && dragging.selectedDetent == "default")
    #expect(dragging.contentOffset > 0)

    try kernel.send(.panBegan(on: .sheet, translation: 0), at: 1)
    try kernel.send(.panChanged(translation: 300), at: 1.1)
    try kernel.send(.panEnded(translation: 300, velocity: 1200), at: 1.1)
    let released = kernel.status(of: kernel.frame(at: 1.15))
    #expect(released.targetDetent != nil && !released.isDragging)
    #expect(released.selectedDetent == released.targetDetent)
    let rest = kernel.status(of: kernel.frame(at: 5))
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
    var status = kernel.status(of: kernel.frame(at: 0))
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
    let status = kernel.status(of: kernel.frame(at: 0.3))
    #expect(status.headerCollapse == 0 && status.headerCollapse.isFinite)
  }
}
