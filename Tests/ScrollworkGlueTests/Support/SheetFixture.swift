@_spi(Engine) import ScrollworkCore

@testable import Scrollwork

/// A sheet the size of an iPhone's screen, made as the container makes it: from the glue's
/// reading of its first layout.
enum SheetFixture {
  /// The container's size: an iPhone 14's screen, in points.
  static let container = HostSize(width: 390, height: 844)

  /// Three detents: "low" (200 points of sheet), "middle" (half the container), "top" (10
  /// points below the safe area).
  static let detents = [
    SheetDetent(id: "low", .height(200)), SheetDetent(id: "middle", .fraction(0.5)),
    SheetDetent(id: "top", .inset(10)),
  ]

  /// The container's first reading: safe area 59 / 34, a list 2,240 points tall, scale 3.
  static let reading = SheetGlue.reading(
    containerSize: container, safeArea: HostInsets(top: 59, bottom: 34),
    contentSize: HostSize(width: 390, height: 2240), displayScale: 3, reduceMotion: false)

  /// A kernel at `initial`, created at time 0 with a 120-point header (64 collapsible).
  static func kernel(at initial: SheetDetent.ID = "low") throws -> SheetKernel {
    try SheetKernel(
      detents: detents, chrome: SheetChrome(header: SheetHeader(height: 120, collapsible: 64)),
      initial: initial, reading: reading, at: 0)
  }

  /// Where the detent `id` puts the sheet's top edge in `kernel`, in points.
  static func y(of id: SheetDetent.ID, in kernel: SheetKernel) -> Double {
    kernel.system.sheet.detents.position(of: id) ?? .nan
  }
}
