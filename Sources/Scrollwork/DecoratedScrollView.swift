#if canImport(UIKit) && canImport(SwiftUI)
// The seed effects in SwiftUI: a scroll view of ours whose modifiers add decorations. It owns
// a `UIScrollView` (HostingScrollViewController) and attaches the UIKit glue's
// `ScrollDecorationsAttachment` to it, so SwiftUI and UIKit take one path to Core's
// `ScrollViewKernel` (Guides/SwiftUI.md). The modifiers are in DecoratedScrollView+Modifiers.swift.
@_spi(Engine) import ScrollworkCore
import SwiftUI
import UIKit

/// A scroll view for SwiftUI content with Scrollwork's decorations: the peeking background,
/// the parallax background, the two- and three-tone fill, the edge shadows, the sticky footer
/// and bounce at chosen edges — each a modifier, in any order.
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

/// The SwiftUI views and colours shown in the decoration views.
struct DecorationContent {
  var peekImage: AnyView?
  var emptyState: AnyView?
  var parallaxImage: AnyView?
  var stickyFooter: AnyView?
  var topFill: Color?
  var bottomFill: Color?
}

/// The decoration views that show SwiftUI content.
enum DecorationSlot: CaseIterable {
  case parallaxImage, peekImage, emptyState, stickyFooter
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
  /// Attaches the decorations on first use and updates them, the bounce policy and the SwiftUI
  /// views shown in the decoration views. Nothing is computed here: the attachment asks Core.
  func applyDecorations(
    _ decorations: ScrollDecorations, bounce: BouncePolicy?, content: DecorationContent,
    environment: EnvironmentValues
  ) {
    if attachment == nil, !decorations.isEmpty || bounce != nil {
      attachment = ScrollDecorationsAttachment.attach(
        to: scrollView, decorations: decorations, bounce: bounce, axis: layout.axis)
    }
    guard let attachment else { return }
    let views = attachment.views
    for slot in DecorationSlot.allCases {
      host(content.view(in: slot), in: slot, container: views.container(of: slot), environment)
    }
    views.topFillView.backgroundColor = content.topFill.map { UIColor($0) }
    views.bottomFillView.backgroundColor = content.bottomFill.map { UIColor($0) }
    if attachment.decorations != decorations { attachment.decorations = decorations }
    if attachment.bounce != bounce { attachment.bounce = bounce }
  }

  /// Shows `view` filling `container`, in a hosting controller made on first use; removes it
  /// for `nil`.
  private func host(
    _ view: AnyView?, in slot: DecorationSlot, container: UIView,
    _ environment: EnvironmentValues
  ) {
    guard let view else {
      if let old = decorationHosts.removeValue(forKey: slot) {
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
      }
      return
    }
    let root = HostedContent.root(view, in: environment)
    if let existing = decorationHosts[slot] {
      existing.rootView = root
      return
    }
    let host = UIHostingController(rootView: root)
    HostedContent.prepare(host, tracksSize: false)
    addChild(host)
    host.view.frame = container.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(host.view)
    host.didMove(toParent: self)
    decorationHosts[slot] = host
  }
}

extension DecorationContent {
  /// The SwiftUI view for `slot`, if any.
  func view(in slot: DecorationSlot) -> AnyView? {
    switch slot {
    case .parallaxImage: parallaxImage
    case .peekImage: peekImage
    case .emptyState: emptyState
    case .stickyFooter: stickyFooter
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
    }
  }
}
#endif
