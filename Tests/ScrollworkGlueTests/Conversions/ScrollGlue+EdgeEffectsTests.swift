@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The edge effects: who draws them, UIKit's own effect's settings, and Core's frames as a fade
/// and a hairline (Sources/Scrollwork/Conversions/ScrollGlue+EdgeEffects.swift).
struct ScrollGlueEdgeEffectsTests {
  /// UIKit's own effect draws them only when asked for and available (iOS 26).
  @Test(arguments: [
    (EdgeEffectRenderer.system, true, true), (.system, false, false), (.own, true, false),
    (.own, false, false),
  ])
  func whoDraws(renderer: EdgeEffectRenderer, available: Bool, system: Bool) {
    #expect(
      ScrollGlue.drawsSystemEdgeEffects(renderer: renderer, systemAvailable: available) == system)
  }

  @Test(arguments: [
    (EdgeEffectEdge.top, ScrollAxis.vertical, SystemScrollEdge.top), (.top, .horizontal, .left),
    (.bottom, .vertical, .bottom), (.bottom, .horizontal, .right),
  ])
  func systemEdges(edge: EdgeEffectEdge, axis: ScrollAxis, expected: SystemScrollEdge) {
    #expect(ScrollGlue.systemEdge(edge, axis: axis) == expected)
  }

  /// Without edge effects the app's setting comes back; drawn by the system, an edge takes
  /// Core's style or hides; drawn by Scrollwork's views, UIKit's hides so nothing is drawn
  /// twice.
  @Test func systemSettings() {
    let effects = EdgeEffects(top: .hard, bottom: nil)
    #expect(ScrollGlue.systemEdgeEffect(nil, edge: .top, drawnBySystem: true) == nil)
    #expect(
      ScrollGlue.systemEdgeEffect(effects, edge: .top, drawnBySystem: true)
        == SystemEdgeEffectSetting(hidden: false, style: .hard))
    #expect(
      ScrollGlue.systemEdgeEffect(effects, edge: .bottom, drawnBySystem: true)
        == SystemEdgeEffectSetting(hidden: true, style: nil))
    for edge in EdgeEffectEdge.allCases {
      #expect(
        ScrollGlue.systemEdgeEffect(effects, edge: edge, drawnBySystem: false)
          == SystemEdgeEffectSetting(hidden: true, style: nil))
    }
  }

  /// Frames of a kernel with a soft top and a hard bottom, over a long list scrolled to
  /// `offset` under 91 points of bars and 34 of home indicator.
  static func frames(offset: Double, header: StretchyHeader? = nil) -> ScrollViewUpdate {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(
        stretchyHeader: header, edgeEffects: EdgeEffects(top: .soft, bottom: .hard)))
    var view = StartRoomScrollView()
    view.offset = offset
    return view.pass(&kernel).applied
  }

  /// The fade's opaque part ends at the bar's edge, so the fade runs over Core's soft length
  /// past it; at the bottom it runs the other way, from the viewport's bottom edge.
  @Test(arguments: [0.0, 400, 1000])
  func theFadeIsOpaqueUnderTheBar(offset: Double) throws {
    let update = Self.frames(offset: offset)
    let top = try #require(ScrollGlue.edgeEffect(update.views, at: .top))
    let fade = ScrollGlue.edgeFade(
      frame: top.frame, barEdge: top.barEdge, edge: .top, axis: .vertical)
    #expect(fade.start == HostPoint(x: 0.5, y: 0))
    #expect(fade.end == HostPoint(x: 0.5, y: 1))
    #expect(abs(top.frame.y + fade.opaqueUntil * top.frame.height - top.barEdge) < 1e-9)
    #expect(abs((1 - fade.opaqueUntil) * top.frame.height - 24) < 1e-9)
    let bottom = try #require(ScrollGlue.edgeEffect(update.views, at: .bottom))
    let up = ScrollGlue.edgeFade(
      frame: bottom.frame, barEdge: bottom.barEdge, edge: .bottom, axis: .vertical)
    #expect(up.start == HostPoint(x: 0.5, y: 1))
    #expect(
      abs(
        bottom.frame.end(along: .vertical) - up.opaqueUntil * bottom.frame.height
          - bottom.barEdge) < 1e-9)
  }

  /// Under a pinned stretchy header, the top effect's bar edge is the header's bottom.
  @Test func underAPinnedHeader() throws {
    let update = Self.frames(
      offset: 600, header: StretchyHeader(height: 240, minimumHeight: 88))
    let top = try #require(ScrollGlue.edgeEffect(update.views, at: .top))
    let header = try #require(update.views.header)
    #expect(top.barEdge == header.end(along: .vertical))
    let fade = ScrollGlue.edgeFade(
      frame: top.frame, barEdge: top.barEdge, edge: .top, axis: .vertical)
    #expect(abs(top.frame.y + fade.opaqueUntil * top.frame.height - header.y - 88) < 1e-9)
  }

  /// The frame carries each edge's effect as Core laid it out: style, area, bar edge, divider;
  /// an edge without an effect has none.
  @Test(arguments: [0.0, 400, 1000])
  func theFrameCarriesTheLayoutsEdges(offset: Double) throws {
    let update = Self.frames(offset: offset)
    for (edge, laid) in [
      (EdgeEffectEdge.top, update.layout.edgeEffects?.top),
      (.bottom, update.layout.edgeEffects?.bottom),
    ] {
      let laid = try #require(laid)
      #expect(
        ScrollGlue.edgeEffect(update.views, at: edge)
          == EdgeEffectFrame(
            style: laid.style, frame: laid.frame, barEdge: laid.barEdge, divider: laid.divider))
    }
    var plain = ScrollViewKernel(decorations: ScrollDecorations(edgeShadows: EdgeShadows()))
    var view = StartRoomScrollView()
    let none = view.pass(&plain).applied.views
    #expect(ScrollGlue.edgeEffect(none, at: .top) == nil)
    #expect(ScrollGlue.edgeEffect(none, at: .bottom) == nil)
  }

  /// Empty or nonsensical frames give a fade that is all fade, never NaN.
  @Test func degenerateFades() {
    let empty = DecorationRect(x: 0, y: 10, width: 390, height: 0)
    #expect(
      ScrollGlue.edgeFade(frame: empty, barEdge: 10, edge: .top, axis: .vertical).opaqueUntil == 0)
    let frame = DecorationRect(x: 0, y: 0, width: 390, height: 100)
    #expect(
      ScrollGlue.edgeFade(frame: frame, barEdge: 500, edge: .top, axis: .vertical).opaqueUntil
        == 1)
    #expect(
      ScrollGlue.edgeFade(frame: frame, barEdge: .nan, edge: .top, axis: .vertical).opaqueUntil
        == 0)
  }

  /// A hard edge's divider is one device pixel thick, inside Core's point-thick divider, on the
  /// side of the bar: the first pixel at the top, the last at the bottom; sideways it runs
  /// down the whole height.
  @Test(arguments: [1.0, 2, 3, 0, .nan])
  func hairlines(scale: Double) {
    let pixel = scale >= 1 ? 1 / scale : 1
    let top = DecorationRect(x: 0, y: 300, width: 390, height: 1)
    #expect(
      ScrollGlue.hairline(top, edge: .top, axis: .vertical, displayScale: scale)
        == DecorationRect(x: 0, y: 300, width: 390, height: pixel))
    let bottom = DecorationRect(x: 0, y: 809, width: 390, height: 1)
    #expect(
      ScrollGlue.hairline(bottom, edge: .bottom, axis: .vertical, displayScale: scale)
        == DecorationRect(x: 0, y: 810 - pixel, width: 390, height: pixel))
    let side = DecorationRect(x: 40, y: 0, width: 1, height: 600)
    #expect(
      ScrollGlue.hairline(side, edge: .top, axis: .horizontal, displayScale: scale)
        == DecorationRect(x: 40, y: 0, width: pixel, height: 600))
  }

  /// The hard bottom edge of the kernel: its hairline ends at the bar's edge.
  @Test func theKernelsHardDivider() throws {
    let update = Self.frames(offset: 400)
    let bottom = try #require(ScrollGlue.edgeEffect(update.views, at: .bottom))
    let divider = try #require(bottom.divider)
    let line = ScrollGlue.hairline(divider, edge: .bottom, axis: .vertical, displayScale: 3)
    #expect(abs(line.end(along: .vertical) - bottom.barEdge) < 1e-9)
    #expect(update.views.bottomEdgeDivider == divider)
  }
}
