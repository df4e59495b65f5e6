#if canImport(UIKit) && canImport(SwiftUI)
// The configuration of `SheetContainerView`, one modifier each, combinable in any order. Each
// sets a field of Core's configuration values (`SheetHeader`, `SheetConfiguration`,
// `ScrollConfiguration`); they are read once, when the sheet is first laid out.
import ScrollworkCore
import SwiftUI

extension SheetContainerView {
  /// The header's height and how much of it collapses as the content scrolls up, in points.
  ///
  ///     .sheetHeader(height: 120, collapsible: 64)  // the chips collapse, the search row stays
  ///
  /// - Parameters:
  ///   - height: the header's full height, the grabber's strip included.
  ///   - collapsible: the points of it that collapse (0: it never collapses).
  ///   - reveal: when a collapsed header comes back: as soon as the finger moves down
  ///     (`.always`, the seed's), or once the content is back at its top.
  public func sheetHeader(
    height: Double, collapsible: Double = 0, reveal: SheetHeader.Reveal = .always
  ) -> Self {
    var view = self
    view.options.header = SheetHeader(height: height, collapsible: collapsible, reveal: reveal)
    return view
  }

  /// A dimming of `alpha` (0–1) over the main content, fading in from the detent `from` to the
  /// detent `to`.
  public func sheetDimming(from: SheetDetent.ID, to: SheetDetent.ID, alpha: Double) -> Self {
    var view = self
    view.options.configuration.dimming = SheetConfiguration.Dimming(
      from: from, to: to, alpha: alpha)
    return view
  }

  /// What the keyboard does to the sheet: `.lift` (the default: the sheet never ends under
  /// it), `.liftAndExpand` (lifted, and moved to the top detent), or `.none` (it stays).
  public func sheetKeyboard(_ mode: SheetConfiguration.KeyboardMode) -> Self {
    var view = self
    view.options.configuration.keyboard = mode
    return view
  }

  /// What the keyboard does at the given detents, overriding ``sheetKeyboard(_:)`` there.
  ///
  ///     .sheetKeyboard(.none, at: ["minimized"])           // stays under the keyboard
  ///     .sheetKeyboard(.liftAndExpand, at: ["teaser"])     // opens fully to type
  public func sheetKeyboard(
    _ mode: SheetConfiguration.KeyboardMode, at detents: [SheetDetent.ID]
  ) -> Self {
    var view = self
    for id in detents { view.options.configuration.keyboardByDetent[id] = mode }
    return view
  }

  /// How a drag that starts in the content moves the sheet: `.resizes` (the default, one
  /// gesture: the sheet rises to its top detent before the content scrolls) or `.scrolls`
  /// (the content scrolls at every detent; the grabber and the header move the sheet).
  public func sheetContentInteraction(
    _ interaction: SheetConfiguration.ContentInteraction
  ) -> Self {
    var view = self
    view.options.configuration.contentInteraction = interaction
    return view
  }

  /// Where the container ends at the bottom: under a tab bar (the default) or above it.
  public func sheetPlacement(_ placement: SheetPlacement) -> Self {
    var view = self
    view.options.placement = placement
    return view
  }

  /// The panel's background, filling the sheet under its header and content (by default the
  /// system background with rounded top corners).
  ///
  ///     .sheetBackground { RoundedRectangle(cornerRadius: 16).fill(Color.white) }
  public func sheetBackground<Background: View>(
    @ViewBuilder _ background: () -> Background
  ) -> Self {
    var view = self
    view.options.background = AnyView(background())
    return view
  }

  /// How the sheet snaps and springs: the snapping policy and the spring Core settles it with
  /// (the Reduce Motion spring replaces it while Reduce Motion is on).
  public func sheetSnapping(
    _ snap: SheetConfiguration.SnapPolicy, spring: SpringParameters = .sheet
  ) -> Self {
    var view = self
    view.options.configuration.snap = snap
    view.options.configuration.spring = spring
    return view
  }

  /// The content's deceleration rate — momentum along the sheet, the header and the content
  /// coasts at it — and whether it bounces at its end.
  public func sheetContentScrolling(
    decelerationRate: DecelerationRate = .normal, bouncesAtEnd: Bool = true
  ) -> Self {
    var view = self
    view.options.content.decelerationRate = decelerationRate
    view.options.content.bounce.end = bouncesAtEnd
    return view
  }

  /// Shows the sheet while `isPresented` is `true`: writing `false` puts it away below the
  /// container's bottom, `true` brings it back up at the selected detent. A finger that swipes
  /// it away (``sheetDismissal(_:onAttempt:)``: allowed by default with this binding) or
  /// VoiceOver's escape sets it to `false` as the sheet starts away, and `onDismiss` runs once
  /// the sheet is out of sight, whoever dismissed it.
  ///
  ///     SheetContainerView(detents: detents, selection: $detent) { map } header: {
  ///       PlaceHeader()
  ///     } content: {
  ///       PlaceDetails()
  ///     }
  ///     .sheetPresented($showsPlace) { selectedPlace = nil }
  public func sheetPresented(
    _ isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil
  ) -> Self {
    var view = self
    view.isPresented = isPresented
    view.onDismiss = onDismiss
    return view
  }

  /// What a finger may do below the lowest detent: nothing (`.none`), put the sheet away
  /// (`.interactive`, the default with ``sheetPresented(_:onDismiss:)``), or rubber-band and
  /// call `onAttempt` for each release that would have dismissed it (`.vetoed`: an unsaved
  /// form; ask the user, then set the `isPresented` binding to `false` if they agree). Unlike
  /// the other modifiers, it follows every update.
  ///
  ///     .sheetDismissal(hasUnsavedChanges ? .vetoed : .interactive) { confirmDiscard = true }
  public func sheetDismissal(
    _ dismissal: SheetConfiguration.Dismissal, onAttempt: (() -> Void)? = nil
  ) -> Self {
    var view = self
    view.options.dismissal = dismissal
    view.options.onDismissAttempt = onAttempt
    return view
  }

  /// Forbids (or allows again) a finger to put the sheet away, as SwiftUI's
  /// `interactiveDismissDisabled(_:)` does for its sheets: ``sheetDismissal(_:onAttempt:)``
  /// with `.vetoed` or `.interactive`. Follows every update.
  public func sheetInteractiveDismissDisabled(_ isDisabled: Bool = true) -> Self {
    var view = self
    view.options.dismissal = isDisabled ? .vetoed : .interactive
    return view
  }

  /// How the panel sits in the container: edge-attached (the default) or iOS 26's floating
  /// look — inset from the sides and bottom with the display's corner radius below the top
  /// detent, over the system's glass (a material blur before iOS 26), attaching as it rises to
  /// the top detent. Core computes the inset, corners and opacity from the sheet's position.
  ///
  ///     .sheetAppearance(.floating(inset: 8, cornerRadius: 38))
  ///
  /// A floating panel draws its own material: give it no `sheetBackground`, or a translucent one
  /// (SwiftUI's `glassEffect` on iOS 26).
  public func sheetAppearance(_ appearance: SheetConfiguration.Appearance) -> Self {
    var view = self
    view.options.configuration.appearance = appearance
    return view
  }

  /// What VoiceOver calls the grabber (its value names the selected detent: its
  /// `accessibilityName`, or its id's name).
  public func sheetAccessibilityLabel(_ label: String) -> Self {
    var view = self
    view.options.accessibilityLabel = label
    return view
  }
}
#endif
