@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The start room (a stretchy header's height, a refresh's held room) written into UIKit's
/// `contentInset` (Sources/Scrollwork/Conversions/ScrollGlue+StartRoom.swift).
struct ScrollGlueStartRoomTests {
  /// Nothing is written when the room did not change; a change moves the start edge only —
  /// `top` vertically, `left` sideways — animated unless a finger is on the content.
  @Test(arguments: [
    (ScrollAxis.vertical, false, HostInsets(top: 70, left: 4, bottom: 20, right: 6)),
    (.horizontal, true, HostInsets(top: 10, left: 64, bottom: 20, right: 6)),
  ])
  func write(axis: ScrollAxis, tracking: Bool, expected: HostInsets) {
    let insets = HostInsets(top: 10, left: 4, bottom: 20, right: 6)
    #expect(
      ScrollGlue.startRoomWrite(change: 0, contentInset: insets, isTracking: false, axis: axis)
        == nil)
    let write = ScrollGlue.startRoomWrite(
      change: 60, contentInset: insets, isTracking: tracking, axis: axis)
    #expect(write == StartRoomWrite(contentInset: expected, animated: !tracking))
    #expect(
      ScrollGlue.contentInset(expected, removingStartRoom: 60, along: axis) == insets)
  }

  /// A header's room joins the top inset once, as its height, on top of the app's own inset;
  /// the pass made again over what UIKit then reports asks for nothing more, and lays the header
  /// out just above the content at rest. Detaching takes the room back out.
  @Test func aHeadersRoomJoinsTheTopInsetOnce() {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(stretchyHeader: StretchyHeader(height: 240)))
    var view = StartRoomScrollView(contentInset: HostInsets(top: 10))
    view.offset = -(91 + 10 + 240)  // at rest at the top, as UIKit lays a new scroll view out
    let pass = view.pass(&kernel)
    #expect(pass.write == StartRoomWrite(contentInset: HostInsets(top: 250), animated: true))
    #expect(pass.again?.startRoomChange == 0)
    #expect(pass.again?.views == pass.update.views)
    #expect(pass.applied.views.header == DecorationRect(x: 0, y: -240, width: 390, height: 240))
    let next = view.pass(&kernel)
    #expect(next.write == nil)
    #expect(
      ScrollGlue.contentInset(
        view.contentInset, removingStartRoom: kernel.startRoom, along: .vertical)
        == HostInsets(top: 10))
  }

  /// A pull past the trigger distance begins a refresh under the finger: its held room is
  /// written at once (no animation under a finger). Released, UIKit springs the content back to
  /// the new edge, and nothing is written. Ended, the room goes, animated, with the content.
  @Test func aRefreshHoldsItsRoomAndGivesItBack() {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(refreshControl: RefreshControl(holdHeight: 60)),
      bounce: .endOnly)
    var view = StartRoomScrollView()
    view.isTracking = true
    view.offset = -91 - 120
    let began = view.pass(&kernel)
    #expect(began.update.refreshBegan)
    #expect(began.write == StartRoomWrite(contentInset: HostInsets(top: 60), animated: false))
    #expect(began.again?.refreshBegan == false)
    #expect(began.again?.isRefreshing == true)
    view.isTracking = false
    view.offset = -151
    let released = view.pass(&kernel)
    #expect(released.write == nil)
    kernel.endRefreshing()
    let ended = view.pass(&kernel)
    // The offset goes back to the top in the same animated write: UIKit leaves an offset where
    // it was when `contentInset` shrinks.
    #expect(
      ended.write
        == StartRoomWrite(
          contentInset: HostInsets(), animated: true, contentOffset: HostPoint(x: 0, y: -91)))
    #expect(view.offset == -91)
    #expect(ended.again?.offset == nil && ended.again?.startRoomChange == 0)
  }

  /// Random headers, refreshes, fingers and offsets (seeded, the seed printed on failure):
  /// after every pass UIKit's `contentInset` holds the app's own inset plus the room the kernel
  /// remembers, the kernel reads the insets without its room back, the pass made again asks for
  /// nothing more, and detaching gives the app's inset back.
  @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89] as [UInt64])
  func roomsAddUpAndComeBackOut(seed: UInt64) {
    var random = SplitMix64(state: seed)
    let appInset = HostInsets(top: Double.random(in: 0...40, using: &random).rounded())
    var view = StartRoomScrollView(contentInset: appInset)
    var decorations = ScrollDecorations(
      refreshControl: RefreshControl(triggerDistance: 80, holdHeight: 60))
    var kernel = ScrollViewKernel(decorations: decorations, bounce: .endOnly)
    for step in 0..<200 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        decorations.stretchyHeader =
          Bool.random(using: &random)
          ? StretchyHeader(
            height: Double.random(in: 0...300, using: &random),
            minimumHeight: Double.random(in: 0...88, using: &random))
          : nil
        kernel.decorations = decorations
      case 1: kernel.endRefreshing()
      case 2: kernel.beginRefreshing()
      case 3:
        view.isTracking = true
        view.offset = -view.adjustedContentInset.top - Double.random(in: 0...200, using: &random)
      default:
        view.isTracking = false
        view.offset = -view.adjustedContentInset.top + Double.random(in: 0...800, using: &random)
      }
      let pass = view.pass(&kernel)
      let context = "seed \(seed), step \(step)"
      #expect(abs(view.contentInset.top - (appInset.top + kernel.startRoom)) < 1e-9, "\(context)")
      #expect(pass.write.map { $0.animated == !view.isTracking } ?? true, "\(context)")
      #expect(pass.again.map { $0.startRoomChange == 0 } ?? true, "\(context)")
      let own = kernel.ownGeometry(of: view.reading)
      #expect(
        abs(own.insetStart - (view.systemInsets.top + appInset.top)) < 1e-3, "\(context)")
      let next = view.pass(&kernel)
      #expect(next.write == nil, "\(context)")
    }
    let restored = ScrollGlue.contentInset(
      view.contentInset, removingStartRoom: kernel.startRoom, along: .vertical)
    #expect(abs(restored.top - appInset.top) < 1e-9, "seed \(seed)")
  }
}
