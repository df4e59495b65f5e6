/// The sheet's chrome: the header (with the grabber strip inside its top) and how much of it
/// collapses.
public struct SheetChrome: Sendable, Hashable {
  /// The header's height, collapsible part and reveal.
  public var header: SheetHeader
  /// The grabber strip's height at the header's top, in points (UIKit's sheets: about 20).
  public var grabberHeight: Double

  /// Creates the chrome.
  public init(header: SheetHeader, grabberHeight: Double = 20) {
    self.header = header
    self.grabberHeight = grabberHeight.isFinite ? max(0, grabberHeight) : 0
  }
}
