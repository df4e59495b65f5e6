#if canImport(UIKit) && canImport(SwiftUI)
// The seed effects in SwiftUI: a scroll view of ours whose modifiers add decorations. It owns
// a `UIScrollView` (HostingScrollViewController) and attaches the UIKit glue's
// `ScrollDecorationsAttachment` to it, so SwiftUI and UIKit take one path to Core's
// `ScrollViewKernel` (Guides/SwiftUI.md). The modifiers are in DecoratedScrollView+Modifiers.swift.
@_spi(Engine) import ScrollworkCore
import SwiftUI
import UIKit

/// A scroll view for SwiftUI content with Scrollwork's decorations: the peeking background,
/// the parallax background, the two- and three-tone fill, the edge shadows, the sticky footer,
/// the stretchy header, the empty state, the edge effects under the bars, pull to refresh and
/// bounce at chosen edges — each a modifier, in any order.
///
///     DecoratedScrollView {
///       ForEach(entries) { EntryRow(entry: $0) }
///     }
///     .peekingBackground(dimming: 0.2) { Image("Fox").resizable().scaledToFill() }
///     .bounce(.endOnly)
///
/// The content is laid out at the scroll view's width (or height, scrolling horizontally) and
/// as long as it needs, like a `ScrollView`'s, and not lazily: all of it is built. Decorations
/// are drawn behind it and take no touches, so the content must be transparent where they
/// should show. Like a `ScrollView`, it extends under the bars along its axis and insets its
/// content by them (the scroll view's adjusted insets).
///
/// The modifiers return a new `DecoratedScrollView`, as `Text`'s do; apply SwiftUI's own
/// modifiers after them.
public struct DecoratedScrollView<Content: View>: View {
  let axis: ScrollAxis
  let content: Content
  var decorations = ScrollDecorations()
  var bounce: BouncePolicy?
  var views = DecorationContent()
  /// The rows of a lazy list (``init(rows:id:estimatedRowHeight:showsSeparators:onSelect:row:)``,
  /// or in sections), shown instead of `content`; `nil` for content laid out whole.
  var rows: (any LazyRowsSource)?

  /// A scroll view along `axis` showing `content`.
  public init(_ axis: ScrollAxis = .vertical, @ViewBuilder content: () -> Content) {
    self.axis = axis
    self.content = content()
  }

  public var body: some View {
    DecoratedScrollRepresentable(view: self)
      .ignoresSafeArea(.container, edges: axis == .vertical ? .vertical : .horizontal)
  }
}

/// The SwiftUI views, colours and actions shown in, or called from, the decoration views.
struct DecorationContent {
  var peekImage: AnyView?
  var emptyState: AnyView?
  var parallaxImage: AnyView?
  var stickyFooter: AnyView?
  var topFill: Color?
  var bottomFill: Color?
  /// The stretchy header, built from its progress.
  var header: ((Double) -> AnyView)?
  /// Core's empty state's content.
  var emptyContent: AnyView?
  var edgeEffectRenderer = EdgeEffectRenderer.system
  var edgeEffectColor: Color?
  var refreshAction: (@Sendable () async -> Void)?
}

/// The decoration views that show SwiftUI content: filling their container, or laid out by the
/// attachment (the header's content, the empty state's).
enum DecorationSlot: CaseIterable {
  case parallaxImage, peekImage, emptyState, stickyFooter, header, emptyContent

  /// The slots whose SwiftUI view fills its decoration view.
  static let filling: [DecorationSlot] = [.parallaxImage, .peekImage, .emptyState, .stickyFooter]
}

/// The stretchy header's progress, published to its SwiftUI view; the attachment's
/// `onHeaderProgress` sets it when it changes.
@MainActor
final class HeaderProgressModel: ObservableObject {
  /// 0 open or stretched, 1 collapsed.
  @Published var progress = 0.0
}

/// The SwiftUI header, built again from its progress when it changes: only this view and the
/// header's are evaluated per frame, not the scroll view's content.
struct HeaderProgressView: View {
  @ObservedObject var model: HeaderProgressModel
  let content: (Double) -> AnyView

  var body: some View { content(model.progress) }
}

/// The representable behind ``DecoratedScrollView``: a ``HostingScrollViewController`` with a
/// ``ScrollDecorationsAttachment``.
struct DecoratedScrollRepresentable<Content: View>: UIViewControllerRepresentable {
  let view: DecoratedScrollView<Content>

  func makeUIViewController(context: Context) -> HostingScrollViewController {
    // The view extends under the bars along its axis only (DecoratedScrollView.body), so its
    // safe area is the bars and the home indicator: always its insets, even while the content
    // is too short to scroll (the decorations read them; a `.none` bounce policy turns off the
    // always-bounce that would otherwise make the axis count as scrollable).
    HostingScrollViewController(
      axis: view.axis, content: HostedContent.root(view.content, in: context.environment),
      insetAdjustment: .always, lazyRows: view.rows != nil)
  }

  func updateUIViewController(_ controller: HostingScrollViewController, context: Context) {
    let environment = context.environment
    if let rows = view.rows {
      controller.setRows(rows) { HostedContent.root($0, in: environment) }
    } else {
      controller.setContent(HostedContent.root(view.content, in: environment), remeasure: true)
    }
    controller.applyDecorations(
      view.decorations, bounce: view.bounce, content: view.views, environment: environment)
  }
}

extension HostingScrollViewController {
  /// Attaches the decorations on first use and updates them, the bounce policy, and the SwiftUI
  /// views, colours and actions of the decoration views. Nothing is computed here: the
  /// attachment asks Core.
  func applyDecorations(
    _ decorations: ScrollDecorations, bounce: BouncePolicy?, content: DecorationContent,
    environment: EnvironmentValues
  ) {
    if attachment == nil, !decorations.isEmpty || bounce != nil {
      let attachment = ScrollDecorationsAttachment.attach(
        to: scrollView, decorations: decorations, bounce: bounce, axis: layout.axis)
      let model = headerProgress
      attachment.onHeaderProgress = { model.progress = $0 }
      self.attachment = attachment
    }
    guard let attachment else { return }
    let views = attachment.views
    for slot in DecorationSlot.filling {
      let container = views.container(of: slot)
      if let hosted = host(content.view(in: slot), in: slot, environment),
        hosted.superview !== container
      {
        hosted.frame = container.bounds
        hosted.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(hosted)
      }
    }
    let header = content.header.map { build in
      AnyView(HeaderProgressView(model: headerProgress, content: build))
    }
    views.headerView.contentView = host(header, in: .header, environment)
    views.emptyView.customView = host(content.emptyContent, in: .emptyContent, environment)
    views.topFillView.backgroundColor = content.topFill.map { UIColor($0) }
    views.bottomFillView.backgroundColor = content.bottomFill.map { UIColor($0) }
    let edgeColor = content.edgeEffectColor.map { UIColor($0) } ?? UIColor.systemBackground
    views.topEdgeEffectView.backgroundColor = edgeColor
    views.bottomEdgeEffectView.backgroundColor = edgeColor
    if let action = content.refreshAction {
      attachment.refreshAction = { @MainActor in await action() }
    } else {
      attachment.refreshAction = nil
    }
    if attachment.edgeEffectRenderer != content.edgeEffectRenderer {
      attachment.edgeEffectRenderer = content.edgeEffectRenderer
    }
    if attachment.decorations != decorations { attachment.decorations = decorations }
    if attachment.bounce != bounce { attachment.bounce = bounce }
  }

  /// The view of `view`'s hosting controller for `slot`, made on first use and given the new
  /// view after; `nil` (the controller removed) for no view.
  private func host(
    _ view: AnyView?, in slot: DecorationSlot, _ environment: EnvironmentValues
  ) -> UIView? {
    guard let view else {
      if let old = decorationHosts.removeValue(forKey: slot) {
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
      }
      return nil
    }
    let root = HostedContent.root(view, in: environment)
    if let existing = decorationHosts[slot] {
      existing.rootView = root
      return existing.view
    }
    let host = UIHostingController(rootView: root)
    HostedContent.prepare(host, tracksSize: false)
    if slot == .emptyContent, #available(iOS 16.0, *) {
      // Laid out at its own size in the empty state's column (Auto Layout).
      host.sizingOptions = .intrinsicContentSize
    }
    addChild(host)
    host.didMove(toParent: self)
    decorationHosts[slot] = host
    return host.view
  }
}

extension DecorationContent {
  /// The SwiftUI view for a filling `slot`, if any.
  func view(in slot: DecorationSlot) -> AnyView? {
    switch slot {
    case .parallaxImage: parallaxImage
    case .peekImage: peekImage
    case .emptyState: emptyState
    case .stickyFooter: stickyFooter
    case .header, .emptyContent: nil
    }
  }
}

extension ScrollDecorationViews {
  /// The UIKit view that holds `slot`'s SwiftUI view.
  func container(of slot: DecorationSlot) -> UIView {
    switch slot {
    case .parallaxImage: parallaxImageView
    case .peekImage: peekImageView
    case .emptyState: emptyStateView
    case .stickyFooter: stickyFooterView
    case .header: headerView
    case .emptyContent: emptyView
    }
  }
}
#endif
