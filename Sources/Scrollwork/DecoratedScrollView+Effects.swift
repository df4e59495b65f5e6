#if canImport(UIKit) && canImport(SwiftUI)
// The stretchy header, the empty state, the edge effects and pull to refresh on
// `DecoratedScrollView`, one modifier each, combinable with the others in any order. Each sets a
// field of Core's `ScrollDecorations` and the SwiftUI views or action it needs; the
// attachment lays them out (Guides/SwiftUI.md, "Header, refresh, empty state, edge effects").
import ScrollworkCore
import SwiftUI

extension DecoratedScrollView {
  /// A header above the content that stretches when the content is pulled down and collapses
  /// to `minimumHeight`, pinned under the bars, as the content scrolls up (Core's
  /// ``ScrollworkCore/StretchyHeader``). The header is built from its progress: 0 open or
  /// stretched, 1 collapsed — what a title fades by.
  ///
  ///     .stretchyHeader(height: 240, minimumHeight: 88) { progress in
  ///       ZStack {
  ///         Image("Landscape").resizable().scaledToFill()
  ///         Text("Lakes").font(.largeTitle).opacity(1 - progress)
  ///       }
  ///     }
  ///
  /// Its room is added to the scroll view's top inset, so the content starts below it and the
  /// bars' inset is kept. It lies over the rows and takes touches; a drag on it scrolls.
  ///
  /// - Parameters:
  ///   - height: the header's height at rest, in points.
  ///   - minimumHeight: the height it collapses to and stays pinned at, in points (0: it
  ///     scrolls away).
  ///   - anchor: where its content sits as it stretches and shrinks: `.fill` lays the content
  ///     out at the header's frame; `.top`, `.center` and `.bottom` keep it `height` tall,
  ///     clipped.
  ///   - stretch: the share of a pull the header takes, 0–1 (0 moves it down unstretched).
  ///   - header: the header, given its progress (0 open … 1 collapsed).
  public func stretchyHeader<Header: View>(
    height: Double, minimumHeight: Double = 0, anchor: StretchyHeader.Anchor = .fill,
    stretch: Double = 1, @ViewBuilder header: @escaping (_ progress: Double) -> Header
  ) -> Self {
    var view = self
    view.decorations.stretchyHeader = StretchyHeader(
      height: height, minimumHeight: minimumHeight, anchor: anchor, stretch: stretch)
    view.views.header = { AnyView(header($0)) }
    return view
  }

  /// A view shown when the list has nothing to show (Core's ``ScrollworkCore/EmptyState``),
  /// centred in the visible area the content leaves empty.
  ///
  ///     .emptyState(trigger: .contentShort, verticalOffset: -40) {
  ///       VStack {
  ///         Image(systemName: "tray").font(.largeTitle)
  ///         Text("No messages")
  ///       }
  ///     }
  ///
  /// - Parameters:
  ///   - trigger: when it shows: `.noContent` (the content is empty, the default),
  ///     `.contentShort` (the content does not fill the visible area) or `.forced`.
  ///   - verticalOffset: how far its content is moved from the centre, in points (positive:
  ///     down).
  ///   - scrolls: whether the content still scrolls and bounces while it shows (so a pull to
  ///     refresh keeps working); `false` turns scrolling off.
  ///   - content: the view, laid out at its own size and centred.
  public func emptyState<Empty: View>(
    trigger: EmptyState.Trigger = .noContent, verticalOffset: Double = 0, scrolls: Bool = true,
    @ViewBuilder content: () -> Empty
  ) -> Self {
    var view = self
    view.decorations.emptyState = EmptyState(
      trigger: trigger, verticalOffset: verticalOffset, scrolls: scrolls)
    view.views.emptyContent = AnyView(content())
    return view
  }

  /// An empty state with a title, and optionally a message, an SF Symbol and a button — the
  /// look of iOS 17's `ContentUnavailableView`, on iOS 15.
  ///
  ///     .emptyState(
  ///       title: "No messages", message: "Pull down to check again.",
  ///       systemImage: "tray", buttonTitle: "Compose"
  ///     ) { compose() }
  ///
  /// - Parameters:
  ///   - title: the title.
  ///   - message: a line or two under it, in the secondary colour.
  ///   - systemImage: the name of an SF Symbol above the title.
  ///   - buttonTitle: the button's title; the button shows when `action` is given too.
  ///   - trigger: when it shows (``emptyState(trigger:verticalOffset:scrolls:content:)``).
  ///   - verticalOffset: how far its content is moved from the centre, in points.
  ///   - scrolls: whether the content still scrolls while it shows.
  ///   - action: what the button does.
  public func emptyState(
    title: LocalizedStringKey, message: LocalizedStringKey? = nil, systemImage: String? = nil,
    buttonTitle: LocalizedStringKey? = nil, trigger: EmptyState.Trigger = .noContent,
    verticalOffset: Double = 0, scrolls: Bool = true, action: (() -> Void)? = nil
  ) -> Self {
    emptyState(trigger: trigger, verticalOffset: verticalOffset, scrolls: scrolls) {
      EmptyStateContent(
        title: title, message: message, systemImage: systemImage, buttonTitle: buttonTitle,
        action: action)
    }
  }

  /// The effect under the bars where content scrolls beneath them (Core's
  /// ``ScrollworkCore/EdgeEffects``): iOS 26's scroll edge effect, back-deployed — a soft fade
  /// or a hard cut-off with a dividing line, rising as content runs under the bar. Named apart
  /// from iOS 26's own `scrollEdgeEffectStyle(_:for:)`, which acts on SwiftUI's scroll views.
  ///
  ///     .scrollEdgeEffects(top: .hard, bottom: .soft)
  ///
  /// - Parameters:
  ///   - top: the top edge's style, or `nil` for none.
  ///   - bottom: the bottom edge's style, or `nil` for none.
  ///   - renderer: `.system` (the default) uses UIKit's own effect on iOS 26 and Scrollwork's
  ///     views before; `.own` uses Scrollwork's everywhere (it stays under a pinned
  ///     ``stretchyHeader(height:minimumHeight:anchor:stretch:header:)``).
  ///   - color: the colour of Scrollwork's effect: your bars' background (the system
  ///     background when `nil`). UIKit's own effect takes its colour itself.
  ///   - softLength: how far a soft effect runs past the bar's edge, in points.
  ///   - fadeDistance: how much content under a bar brings its effect to full strength, in
  ///     points.
  public func scrollEdgeEffects(
    top: EdgeEffects.Style? = .soft, bottom: EdgeEffects.Style? = .soft,
    renderer: EdgeEffectRenderer = .system, color: Color? = nil, softLength: Double = 24,
    fadeDistance: Double = 16
  ) -> Self {
    var view = self
    view.decorations.edgeEffects =
      top == nil && bottom == nil
      ? nil
      : EdgeEffects(top: top, bottom: bottom, softLength: softLength, fadeDistance: fadeDistance)
    view.views.edgeEffectRenderer = renderer
    view.views.edgeEffectColor = color
    return view
  }

  /// Pull to refresh: a pull of `triggerDistance` points past the top begins a refresh, a
  /// spinner shows in `holdHeight` points held open above the content, and the refresh ends
  /// when `action` returns (Core's ``ScrollworkCore/RefreshControl``). Like SwiftUI's
  /// `refreshable`, whose action acts on SwiftUI's own scroll views and not this one.
  ///
  ///     .pullToRefresh { await model.reload() }
  ///
  /// The action runs in a task that is cancelled when the view goes away. The spinner sits
  /// above a stretchy header. With `.bounce(.endOnly)` a finger may still pull the top open;
  /// momentum does not.
  ///
  /// - Parameters:
  ///   - triggerDistance: how far past its rest the content is pulled to begin a refresh, in
  ///     points.
  ///   - holdHeight: the room held open above the content while the refresh runs, in points.
  ///   - action: the refresh; it ends when this returns.
  public func pullToRefresh(
    triggerDistance: Double = 100, holdHeight: Double = 60,
    action: @escaping @Sendable () async -> Void
  ) -> Self {
    var view = self
    view.decorations.refreshControl = RefreshControl(
      triggerDistance: triggerDistance, holdHeight: holdHeight)
    view.views.refreshAction = action
    return view
  }
}

/// The convenience empty state: an SF Symbol, a title, a message and a button in a column.
struct EmptyStateContent: View {
  let title: LocalizedStringKey
  let message: LocalizedStringKey?
  let systemImage: String?
  let buttonTitle: LocalizedStringKey?
  let action: (() -> Void)?

  var body: some View {
    // The look of iOS 17's ContentUnavailableView, by eye: a large secondary symbol, a headline,
    // a secondary message, 8 points apart, 20 from either side.
    VStack(spacing: 8) {
      if let systemImage {
        Image(systemName: systemImage).font(.largeTitle).foregroundColor(.secondary)
      }
      Text(title).font(.headline)
      if let message {
        Text(message).font(.body).foregroundColor(.secondary)
      }
      if let buttonTitle, let action {
        Button(buttonTitle, action: action)
      }
    }
    .multilineTextAlignment(.center)
    .padding(.horizontal, 20)
  }
}
#endif
