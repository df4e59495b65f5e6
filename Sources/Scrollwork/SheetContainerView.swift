#if canImport(UIKit) && canImport(SwiftUI)
// The sheet in SwiftUI: main content under a draggable sheet with a header and scrolling
// content, all SwiftUI. Underneath it is the UIKit container, `SheetContainerViewController`,
// over the same `SheetKernel` (HostedSheetController.swift); the modifiers are in
// SheetContainerView+Modifiers.swift.
import ScrollworkCore
import SwiftUI

/// `main` under a sheet with detents whose `header` and scrolling `content` move with it in
/// one gesture: finger up, the sheet rises to its top detent, then the header collapses, then
/// the content scrolls; back down the same way, with momentum passing along.
///
///     SheetContainerView(detents: detents, selection: $detent) {
///       Map(coordinateRegion: $region)
///     } header: {
///       SearchHeader()
///     } content: {
///       ForEach(places) { PlaceRow(place: $0) }
///     }
///     .sheetHeader(height: 120, collapsible: 64)
///
/// - `selection` shows the detent the sheet rests at or is going to; writing it moves the sheet
///   there with Core's spring (the Reduce Motion spring when that is on; at once inside a
///   transaction that disables animations).
/// - Every view inside reads the sheet's position, progress, detents and the header's collapse
///   from the environment (`@Environment(\.sheetStatus)`).
/// - `content` is laid out in a scroll view of the container's, as long as it needs (like a
///   `ScrollView`'s content), and its viewport is the visible part of the sheet below the header.
/// - VoiceOver: the grabber is adjustable (swipe up or down for the next detent) and has one
///   action per detent, each read by the detent's `accessibilityName` (or its id's name).
///
/// The detents, the selection and the views follow SwiftUI's updates; the configuration (the
/// `sheet…` modifiers) is read once, when the sheet is first laid out.
public struct SheetContainerView<Main: View, Header: View, Content: View>: View {
  let detents: [SheetDetent]
  let selection: Binding<SheetDetent.ID>
  let main: Main
  let header: Header
  let content: Content
  var options = SheetOptions()
  /// Whether the sheet shows, two-way (``sheetPresented(_:onDismiss:)``); `nil`: always.
  var isPresented: Binding<Bool>?
  /// Called when the sheet has gone out of sight.
  var onDismiss: (() -> Void)?
  /// A paged sheet's pages, and the page shown, two-way; `nil` for a sheet with one list.
  var pages: [AnyView]?
  var page: Binding<Int>?
  /// The rows of a lazy list (maybe in sections), shown instead of `content`; `nil` for content
  /// laid out whole.
  var rows: (any LazyRowsSource)?

  /// A sheet over `main` at the detent `selection` holds.
  /// - Parameters:
  ///   - detents: the detents, any number; a change moves the sheet as
  ///     `SheetChange.setDetents` does (it keeps its detent if that is still listed).
  ///   - selection: the detent the sheet is at or going to; write it to move the sheet.
  ///   - main: what the sheet covers; it fills the container and keeps its safe area.
  ///   - header: the header at the sheet's top, laid out at the height `sheetHeader(height:…)`
  ///     gives (20 points, the grabber's strip, unless set); the grabber is drawn over its top
  ///     20 points.
  ///   - content: the sheet's scrolling content.
  public init(
    detents: [SheetDetent], selection: Binding<SheetDetent.ID>, @ViewBuilder main: () -> Main,
    @ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content
  ) {
    self.detents = detents
    self.selection = selection
    self.main = main()
    self.header = header()
    self.content = content()
  }

  /// A sheet over `main` that starts at the detent `initial`, with no binding.
  public init(
    detents: [SheetDetent], initial: SheetDetent.ID, @ViewBuilder main: () -> Main,
    @ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content
  ) {
    self.init(
      detents: detents, selection: .constant(initial), main: main, header: header,
      content: content)
  }

  /// A sheet over `main` whose content is `pageCount` pages side by side, each a list of its
  /// own: `content(page)` gives page `page`'s content. The page `page` holds shows, and the one
  /// gesture through sheet, header and list drives its list; a horizontal swipe pages (the
  /// sheet never takes it) and writes `page`, and writing `page` shows that page. Each page
  /// keeps its own offset, and a switch during a drag or a fling moves nothing shown.
  ///
  ///     SheetContainerView(
  ///       detents: detents, selection: $detent, page: $tab, pageCount: 2
  ///     ) { map } header: {
  ///       Picker("", selection: $tab) { Text("Places").tag(0); Text("Guides").tag(1) }
  ///     } content: { page in
  ///       ForEach(page == 0 ? places : guides) { Row($0) }
  ///     }
  ///
  /// The page count is read once, when the sheet is first laid out.
  public init<Page: View>(
    detents: [SheetDetent], selection: Binding<SheetDetent.ID>, page: Binding<Int>,
    pageCount: Int, @ViewBuilder main: () -> Main, @ViewBuilder header: () -> Header,
    @ViewBuilder content: (Int) -> Page
  ) where Content == EmptyView {
    self.init(
      detents: detents, selection: selection, main: main, header: header,
      content: { EmptyView() })
    self.page = page
    pages = (0..<max(1, pageCount)).map { AnyView(content($0)) }
  }

  public var body: some View {
    SheetRepresentable(view: self)
      .ignoresSafeArea(.keyboard)
      .ignoresSafeArea(.container, edges: options.placement.ignoredEdges)
  }
}

extension View {
  /// This view under a sheet with detents, a header and scrolling content: a
  /// ``SheetContainerView`` whose main content is this view.
  ///
  ///     Map(coordinateRegion: $region)
  ///       .bottomSheet(detents: detents, selection: $detent) {
  ///         SearchHeader()
  ///       } content: {
  ///         ForEach(places) { PlaceRow(place: $0) }
  ///       }
  public func bottomSheet<Header: View, Content: View>(
    detents: [SheetDetent], selection: Binding<SheetDetent.ID>,
    @ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content
  ) -> SheetContainerView<Self, Header, Content> {
    SheetContainerView(
      detents: detents, selection: selection, main: { self }, header: header, content: content)
  }
}

/// Where the sheet's container ends at the bottom, inside a tab (`TabView`) or anywhere with
/// a bottom bar. (To draw the sheet over the tab bar itself, make the `TabView` the sheet's
/// main content.)
public enum SheetPlacement: Sendable, Hashable {
  /// The container runs to the screen's bottom: the sheet passes under a tab bar (which covers
  /// its bottom) and the home indicator; the bottom safe area (bar and indicator) is the
  /// content's end inset, so its last rows scroll clear of them. Detent heights count from the
  /// screen's bottom.
  case underTabBar
  /// The container ends at the bottom safe area: the sheet sits on the tab bar, and detent
  /// heights count from the bar's top.
  case aboveTabBar

  /// The edges on which the container ignores the safe area.
  var ignoredEdges: Edge.Set {
    switch self {
    case .underTabBar: .all
    case .aboveTabBar: [.top, .leading, .trailing]
    }
  }
}

/// The sheet's configuration, set by the `sheet…` modifiers.
struct SheetOptions {
  /// What a finger may do below the lowest detent; `nil`: put the sheet away when it has an
  /// `isPresented` binding, nothing otherwise. Followed at every update.
  var dismissal: SheetConfiguration.Dismissal?
  /// Called for each release that would have dismissed the sheet while that is vetoed.
  var onDismissAttempt: (() -> Void)?
  var configuration = SheetConfiguration()
  var header = SheetHeader(height: 20)
  var grabberHeight = 20.0
  var content = ScrollConfiguration()
  var placement = SheetPlacement.underTabBar
  var background: AnyView?
  var accessibilityLabel: String?
}

/// The representable behind ``SheetContainerView``: a ``HostedSheetController``.
struct SheetRepresentable<Main: View, Header: View, Content: View>:
  UIViewControllerRepresentable
{
  let view: SheetContainerView<Main, Header, Content>

  func makeUIViewController(context: Context) -> HostedSheetController {
    HostedSheetController(
      detents: view.detents, selection: view.selection.wrappedValue,
      isPresented: view.isPresented?.wrappedValue ?? true, pageCount: view.pages?.count,
      page: view.page?.wrappedValue ?? 0, lazyRows: view.rows != nil, options: view.options)
  }

  func updateUIViewController(_ controller: HostedSheetController, context: Context) {
    controller.update(
      views: HostedSheetController.Views(
        main: AnyView(view.main), header: AnyView(view.header), content: AnyView(view.content),
        background: view.options.background, pages: view.pages, rows: view.rows),
      environment: context.environment,
      declaration: HostedSheetController.Declaration(
        detents: view.detents, selection: view.selection, isPresented: view.isPresented,
        page: view.page,
        dismissal: view.options.dismissal ?? (view.isPresented == nil ? .none : .interactive),
        onDismiss: view.onDismiss, onDismissAttempt: view.options.onDismissAttempt,
        animated: !context.transaction.disablesAnimations))
  }
}
#endif
