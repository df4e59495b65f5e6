#if canImport(UIKit) && canImport(SwiftUI)
// The SwiftUI host's own scroll view: a `UIScrollView` whose content is SwiftUI, laid out by a
// `UIHostingController`. Owning the scroll view is what lets the SwiftUI host reuse the UIKit
// glue as it is — the decorations' attachment and the sheet's tracked scroll view — instead of
// finding SwiftUI's private scroll view in the view hierarchy (Guides/SwiftUI.md).
@_spi(Engine) import ScrollworkCore
import SwiftUI
import UIKit

/// A view controller whose view is a `UIScrollView` showing SwiftUI content: the scroll view
/// of ``DecoratedScrollView`` and of ``SheetContainerView``'s content. With lazy rows, the scroll
/// view is a lazy list's collection view (``LazyRowsList``), which lays its rows out itself.
///
/// The content is measured with Core's ``ScrollworkCore/HostedContentLayout`` — the viewport's
/// size across the axis proposed, no limit along it — and its measured length is the scroll
/// view's content size. It is measured again when its SwiftUI value changes, when the viewport's
/// size across the axis changes, and (iOS 16 and later) when the content's own size changes.
@MainActor
final class HostingScrollViewController: UIViewController {
  /// The scroll view (this controller's view).
  let scrollView: UIScrollView
  /// The lazy list whose collection view is the scroll view, for lazy rows; `nil` otherwise.
  let rowsList: LazyRowsList?
  /// How the content is measured.
  let layout: HostedContentLayout
  /// The SwiftUI content, laid out at the content size.
  let contentHost: UIHostingController<AnyView>
  /// The viewport the content was last measured for.
  private var measuredViewport: HostSize?
  /// The decorations on the scroll view, once any is set (``DecoratedScrollView``).
  var attachment: ScrollDecorationsAttachment?
  /// SwiftUI views shown in the decoration views.
  var decorationHosts: [DecorationSlot: UIHostingController<AnyView>] = [:]
  /// The stretchy header's progress, for its SwiftUI view.
  let headerProgress = HeaderProgressModel()

  /// How the safe area becomes the scroll view's adjusted insets.
  private let insetAdjustment: UIScrollView.ContentInsetAdjustmentBehavior

  /// A scroll view along `axis` showing `content` — or, when `lazyRows`, a vertical lazy list
  /// showing the rows given to ``setRows(_:wrap:)`` — its safe area adjusting its insets as
  /// `insetAdjustment` says.
  init(
    axis: ScrollAxis, content: AnyView,
    insetAdjustment: UIScrollView.ContentInsetAdjustmentBehavior, lazyRows: Bool = false
  ) {
    self.insetAdjustment = insetAdjustment
    layout = HostedContentLayout(axis: lazyRows ? .vertical : axis)
    contentHost = UIHostingController(rootView: content)
    let list = lazyRows ? LazyRowsList() : nil
    rowsList = list
    scrollView = list?.collectionView ?? UIScrollView(frame: .zero)
    super.init(nibName: nil, bundle: nil)
    list?.parent = self
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("HostingScrollViewController is created in code")
  }

  override func loadView() {
    // Zero-sized and flexible: it follows whatever container it is added to.
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.backgroundColor = UIColor.clear
    scrollView.contentInsetAdjustmentBehavior = insetAdjustment
    // It always bounces, as SwiftUI's ScrollView does (a bounce policy overrides it), and so its
    // pan gesture begins on short content too: a sheet's drag on its content needs it.
    switch layout.axis {
    case .vertical: scrollView.alwaysBounceVertical = true
    case .horizontal: scrollView.alwaysBounceHorizontal = true
    }
    view = scrollView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // A lazy list's cells are its content.
    guard rowsList == nil else { return }
    HostedContent.prepare(contentHost, tracksSize: true)
    addChild(contentHost)
    scrollView.addSubview(contentHost.view)
    contentHost.didMove(toParent: self)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let viewport = HostSize(scrollView.bounds.size)
    if layout.needsMeasuring(from: measuredViewport, to: viewport) { measureContent() }
    // The safe area (bars that hide, rotation) changes the adjusted insets without moving the
    // offset: the attachment reads them again (Guides/UIKit.md, "What the glue observes").
    attachment?.refresh()
  }

  /// iOS 16 and later: the content's own size changed (its hosting controller's
  /// `sizingOptions` include `.preferredContentSize`).
  override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    if container === contentHost { measureContent() }
  }

  /// Shows the lazy list's rows, each wrapped by `wrap` (the declared environment).
  func setRows(_ rows: any LazyRowsSource, wrap: @escaping @MainActor (AnyView) -> AnyView) {
    rowsList?.show(rows, wrap: wrap)
  }

  /// Shows `content`; measures it again when `remeasure` (a new value from SwiftUI, not a
  /// change of the environment it reads).
  func setContent(_ content: AnyView, remeasure: Bool) {
    contentHost.rootView = content
    if remeasure { measureContent() }
  }

  /// Measures the content for the viewport and gives the scroll view its content size (the
  /// decorations' attachment and the sheet observe `contentSize`).
  func measureContent() {
    let viewport = HostSize(scrollView.bounds.size)
    // Not laid out yet: the first layout pass measures it. A lazy list measures its rows.
    guard rowsList == nil, layout.canMeasure(in: viewport) else { return }
    measuredViewport = viewport
    let measured = contentHost.sizeThatFits(in: CGSize(layout.proposal(viewport: viewport)))
    let size = CGSize(layout.contentSize(measured: HostSize(measured), viewport: viewport))
    let frame = CGRect(origin: CGPoint.zero, size: size)
    if contentHost.view.frame != frame { contentHost.view.frame = frame }
    if scrollView.contentSize != size { scrollView.contentSize = size }
  }
}

/// How the SwiftUI host prepares the hosting controllers it embeds.
@MainActor
enum HostedContent {
  /// A clear background, no safe area of its own (the scroll view's adjusted insets, or Core's
  /// layout, already keep content clear of bars, the home indicator and the keyboard), and —
  /// when `tracksSize` — the content's size reported to the parent (iOS 16 and later).
  static func prepare(_ host: UIHostingController<AnyView>, tracksSize: Bool) {
    host.view.backgroundColor = UIColor.clear
    if #available(iOS 16.4, *) {
      host.safeAreaRegions = []
    }
    if tracksSize, #available(iOS 16.0, *) {
      host.sizingOptions = .preferredContentSize
    }
  }

  /// `view` in `environment` (the environment where the SwiftUI view was declared: a hosting
  /// controller does not inherit it), ignoring safe areas: before iOS 16.4 that is how a hosting
  /// controller's safe area is switched off.
  static func root<V: View>(_ view: V, in environment: EnvironmentValues) -> AnyView {
    AnyView(view.ignoresSafeArea().environment(\.self, environment))
  }
}
#endif
