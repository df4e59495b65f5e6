#if canImport(UIKit) && canImport(SwiftUI)
// The decorations of `DecoratedScrollView`, one modifier each, combinable in any order. Each
// sets a field of Core's `ScrollDecorations` (or the bounce policy) and the SwiftUI views the
// decoration shows; what they do is Guides/Decorations.md.
import ScrollworkCore
import SwiftUI

extension DecoratedScrollView {
  /// A picture fixed behind the content, revealed when the content is pulled past its end
  /// (under a black dimming of `dimming`, 0–1), and `emptyState` instead while the content does
  /// not fill the visible area — decided by geometry, so it follows deletions, searches and
  /// rotation.
  ///
  ///     .peekingBackground(dimming: 0.2) {
  ///       Image("Fox").resizable().scaledToFill()
  ///     } emptyState: {
  ///       Text("Nothing more here")
  ///     }
  ///
  /// - Parameters:
  ///   - dimming: the dimming's alpha at full reveal, 0–1.
  ///   - follow: how much the picture follows the content's end, 0 (fixed to the viewport) to 1.
  ///   - image: the picture, laid out at the viewport's size.
  ///   - emptyState: shown in the visible area below short content.
  public func peekingBackground<Image: View, EmptyState: View>(
    dimming: Double = 0.25, follow: Double = 0, @ViewBuilder image: () -> Image,
    @ViewBuilder emptyState: () -> EmptyState
  ) -> Self {
    var view = self
    view.decorations.peekingBackground = PeekingBackground(
      dimming: dimming, showsEmptyState: true, follow: follow)
    view.views.peekImage = AnyView(image())
    view.views.emptyState = AnyView(emptyState())
    return view
  }

  /// A picture fixed behind the content, revealed when the content is pulled past its end,
  /// without an empty state.
  public func peekingBackground<Image: View>(
    dimming: Double = 0.25, follow: Double = 0, @ViewBuilder image: () -> Image
  ) -> Self {
    var view = self
    view.decorations.peekingBackground = PeekingBackground(
      dimming: dimming, showsEmptyState: false, follow: follow)
    view.views.peekImage = AnyView(image())
    view.views.emptyState = nil
    return view
  }

  /// A background that moves with the scroll position: `.range` maps the whole scroll range
  /// onto the picture's extra length (its top at the content's top, its bottom at the end),
  /// `.ratio(k)` moves it at `k` times the content's speed.
  ///
  ///     .parallaxBackground(.range, imageLength: 1400) {
  ///       Image("Landscape").resizable().scaledToFill()
  ///     }
  ///
  /// - Parameters:
  ///   - mode: range or ratio.
  ///   - imageLength: the picture's length along the axis, in points (in range mode, longer
  ///     than the viewport).
  ///   - image: the picture, laid out at the viewport's width and `imageLength`.
  public func parallaxBackground<Image: View>(
    _ mode: ParallaxBackground.Mode = .range, imageLength: Double,
    @ViewBuilder image: () -> Image
  ) -> Self {
    var view = self
    view.decorations.parallaxBackground = ParallaxBackground(mode: mode, imageLength: imageLength)
    view.views.parallaxImage = AnyView(image())
    return view
  }

  /// Two- or three-tone: `top` fills the gap above the content when it is pulled down,
  /// `bottom` the gap below it (short content, or pulled up past its end); `nil` leaves that
  /// gap alone.
  ///
  ///     .edgeFill(top: .blue)                   // two-tone
  ///     .edgeFill(top: .blue, bottom: .green)   // three-tone
  public func edgeFill(top: Color?, bottom: Color? = nil) -> Self {
    var view = self
    view.decorations.edgeFill =
      top == nil && bottom == nil ? nil : EdgeFill(top: top != nil, bottom: bottom != nil)
    view.views.topFill = top
    view.views.bottomFill = bottom
    return view
  }

  /// Four shadows, `thickness` points deep, each shown only where its edge is exposed: at the
  /// visible area's top and bottom, and tracking the content's top and bottom.
  public func edgeShadows(thickness: Double = 10) -> Self {
    var view = self
    view.decorations.edgeShadows = EdgeShadows(thickness: thickness)
    return view
  }

  /// A footer `height` points tall after the content while the content is long, pinned to the
  /// bottom of the visible area while it is short. The footer takes touches.
  ///
  ///     .stickyFooter(height: 80) { Text("Prices include VAT.") }
  public func stickyFooter<Footer: View>(
    height: Double, @ViewBuilder footer: () -> Footer
  ) -> Self {
    var view = self
    view.decorations.stickyFooter = StickyFooter(height: height)
    view.views.stickyFooter = AnyView(footer())
    return view
  }

  /// Bounce at the chosen edges only: `.endOnly` (the seed's "bounce at the bottom only"),
  /// `.startOnly`, `.none`, or `.default` (both). Without this modifier the scroll view bounces
  /// as UIKit's does.
  public func bounce(_ policy: BouncePolicy) -> Self {
    var view = self
    view.bounce = policy
    return view
  }
}
#endif
