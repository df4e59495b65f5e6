import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The sheet kernel's frame as a display list: the hit test every host asks, the keyboard's
/// and dimming view's rects, and the content indicator's visibility.
struct SheetKernelFrameTests {
  static func kernel() throws -> SheetKernel { try SheetKernelTests.kernel() }

  /// A touch drives the grabber strip at the panel's top, then the header's visible part, then
  /// the content; nothing above the panel or outside the container.
  @Test(
    arguments: [
      (-1.0, nil), (0, .grabber), (19.9, .grabber), (20.1, .header), (119.9, .header),
      (120.1, .content), (300, .content),
    ] as [(Double, SheetDragSource?)])
  func dragSourceByDepthIntoThePanel(depth: Double, expected: SheetDragSource?) throws {
    let frame = try Self.kernel().frame(at: 0)
    let point = HostPoint(x: 195, y: frame.panel.y + depth)
    #expect(frame.dragSource(at: point) == expected)
  }

  @Test func dragSourceOutsideTheContainerIsNone() throws {
    let frame = try Self.kernel().frame(at: 0)
    #expect(frame.dragSource(at: HostPoint(x: -1, y: 700)) == nil)
    #expect(frame.dragSource(at: HostPoint(x: 391, y: 700)) == nil)
    #expect(frame.dragSource(at: HostPoint(x: 195, y: 845)) == nil)
    #expect(frame.dragSource(at: HostPoint(x: .nan, y: 700)) == nil)
  }

  /// Where the header has collapsed, the content starts higher: the same point that hit the
  /// header now hits the content.
  @Test func theHitTestFollowsTheCollapse() throws {
    var kernel = try Self.kernel()
    try kernel.send(.panBegan(on: .content, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -600), at: 0.3)
    let frame = kernel.advance(to: 0.3)
    let collapsed = frame.sample.headerCollapsed
    #expect(collapsed == 64, "the sheet reached its top, then the header collapsed whole")
    #expect(frame.dragSource(at: HostPoint(x: 195, y: frame.panel.y + 100)) == .content)
    #expect(frame.dragSource(at: HostPoint(x: 195, y: frame.panel.y + 50)) == .header)
  }

  /// The keyboard covers the sheet: a touch on it drives nothing, and the frame carries its
  /// rect as it rises.
  @Test func theKeyboardIsARectAndTakesItsTouches() throws {
    var kernel = try Self.kernel()
    #expect(kernel.frame(at: 0).keyboard == nil)
    try kernel.send(.keyboard(frameTop: 844 - 336, duration: 0.25, curve: 7), at: 0)
    let rising = kernel.frame(at: 0.1)
    let keyboard = try #require(rising.keyboard)
    #expect(keyboard.height == rising.keyboardHeight)
    #expect(keyboard.y + keyboard.height == 844)
    #expect(keyboard.height > 0 && keyboard.height < 336)
    let up = kernel.frame(at: 1)
    #expect(up.keyboard == DecorationRect(x: 0, y: 508, width: 390, height: 336))
    #expect(up.dragSource(at: HostPoint(x: 195, y: 600)) == nil)
    #expect(up.dimmingFrame == DecorationRect(x: 0, y: 0, width: 390, height: 844))
  }

  /// The content's indicator shows while the content scrolls (UIKit's `isTracking ||
  /// isDecelerating`): a finger on the content, or its momentum; not while a finger on the
  /// grabber moves the sheet, nor at rest. Its frame hugs the viewport's far edge.
  @Test func theIndicatorShowsWhileTheContentScrolls() throws {
    var kernel = try Self.kernel()
    #expect(kernel.frame(at: 0).contentIndicator.alpha == 0)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panChanged(translation: -100), at: 0.1)
    #expect(kernel.frame(at: 0.1).contentIndicator.alpha == 0)
    try kernel.send(.panEnded(translation: -100, velocity: 0), at: 0.1)
    #expect(kernel.frame(at: 5).isAtRest)
    try kernel.send(.panBegan(on: .content, translation: 0), at: 5)
    #expect(kernel.frame(at: 5).contentIndicator.alpha == ScrollIndicatorLayout.visibleAlpha)
    try kernel.send(.panChanged(translation: -900), at: 5.5)
    let scrolling = kernel.frame(at: 5.5)
    #expect(scrolling.sample.content.offset > 0)
    #expect(scrolling.contentIndicator.alpha == ScrollIndicatorLayout.visibleAlpha)
    #expect(scrolling.contentIndicatorFrame.x == 390 - 3 - 3)
    #expect(scrolling.contentIndicatorFrame.y == scrolling.contentIndicator.start)
  }
}
