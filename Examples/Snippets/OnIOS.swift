// The iOS code shown in README.md and Guides/UIKit.md, kept here so that it is compiled: the
// stub-SDK check in CI and the real-SDK check type-check this folder, and a test
// (`DocumentationSnippetTests`) fails when a document's code block and its region here differ.
// Each region runs from `// snippet: NAME` to `// end-snippet`; a document cites it with
// `<!-- snippet: Examples/Snippets/OnIOS.swift#NAME -->` just above its code block.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// README.md, "On iOS": each effect and the sheet in a few lines.
@MainActor
func readmeOnIOS(
  collectionView: UICollectionView, footerLabel: UILabel,
  placesViewController: UITableViewController, mapView: UIView, detents: [SheetDetent]
) -> (DecoratedTableView, ScrollDecorationsAttachment, SheetContainerViewController) {
  // snippet: readme-on-ios
  // The fox under the table: bounce at the bottom only, an empty state when rows are few.
  let table = DecoratedTableView(frame: .zero, style: .plain)
  table.decorations = ScrollDecorations(peekingBackground: PeekingBackground(dimming: 0.2))
  table.bounce = .endOnly
  table.decorationViews.peekImageView.image = UIImage(named: "Fox")

  // Parallax, two/three tones, edge shadows — on any scroll view, attached and detached.
  let attachment = ScrollDecorationsAttachment.attach(
    to: collectionView,
    decorations: ScrollDecorations(
      parallaxBackground: ParallaxBackground(mode: .range, imageLength: 1400),
      edgeFill: EdgeFill(), edgeShadows: EdgeShadows(thickness: 10)))
  attachment.views.parallaxImageView.image = UIImage(named: "Landscape")
  attachment.views.topFillView.backgroundColor = .systemBlue

  // A sticky footer, as the table's footer.
  table.decorations.stickyFooter = StickyFooter(height: 80)
  table.decorationViews.stickyFooterView.addSubview(footerLabel)

  // The sheet over a map, handing one gesture to its header and its list.
  let sheet = SheetContainerViewController(
    content: placesViewController, detents: detents,
    header: SheetHeader(height: 120, collapsible: 64), initial: "default")
  sheet.trackedScrollView = placesViewController.tableView
  sheet.mainView.addSubview(mapView)
  // end-snippet
  return (table, attachment, sheet)
}

/// Guides/UIKit.md, "Attach in a few lines".
@MainActor
func uikitGuideAttach(scrollView: UIScrollView) {
  // snippet: uikit-attach
  let attachment = ScrollDecorationsAttachment.attach(
    to: scrollView,  // UIScrollView, UITableView or UICollectionView
    decorations: ScrollDecorations(
      peekingBackground: PeekingBackground(dimming: 0.2),
      edgeShadows: EdgeShadows(thickness: 10)),
    bounce: .endOnly)  // optional: bounce at the bottom only
  attachment.views.peekImageView.image = UIImage(named: "fox")
  attachment.views.topFillView.backgroundColor = .systemBlue

  attachment.detach()  // views gone, footer/insets/bounces restored
  // end-snippet
}

/// Guides/UIKit.md: a decorated table and a decorated collection view.
@MainActor
final class UIKitGuideTables: NSObject, UITableViewDataSource {
  func make(complianceLabel: UILabel, layout: UICollectionViewLayout) -> [UIScrollView] {
    // snippet: uikit-table
    let table = DecoratedTableView(frame: .zero, style: .plain)
    table.decorations = ScrollDecorations(stickyFooter: StickyFooter(height: 80))
    table.decorationViews.stickyFooterView.addSubview(complianceLabel)
    table.dataSource = self  // delegate and data source stay yours
    // end-snippet
    // snippet: uikit-collection
    let collection = DecoratedCollectionView(frame: .zero, collectionViewLayout: layout)
    collection.decorations = ScrollDecorations(edgeFill: EdgeFill(), edgeShadows: EdgeShadows())
    collection.decorationViews.bottomFillView.backgroundColor = .systemGreen
    // end-snippet
    return [table, collection]
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }
}

/// A list's model for the guides' snippets: reloads itself.
@MainActor
final class SnippetInbox {
  func reload() async {}
}

/// Guides/UIKit.md, "Header, refresh, empty state, edge effects".
@MainActor
func uikitGuideEffects(
  table: DecoratedTableView, heroImageView: UIImageView, titleLabel: UILabel, inbox: SnippetInbox,
  compose: @escaping @MainActor () -> Void
) {
  // snippet: uikit-effects
  table.decorations = ScrollDecorations(
    stretchyHeader: StretchyHeader(height: 240, minimumHeight: 64),
    emptyState: EmptyState(trigger: .noContent, verticalOffset: -40),
    edgeEffects: EdgeEffects(top: .soft, bottom: .hard),
    refreshControl: RefreshControl(triggerDistance: 100, holdHeight: 60))
  let attachment = table.decorationsAttachment  // or ScrollDecorationsAttachment.attach(to:…)
  attachment.headerView = heroImageView  // laid out at Core's frames, clipped to the header
  attachment.onHeaderProgress = { titleLabel.alpha = 1 - $0 }  // 0 open … 1 collapsed
  attachment.refreshAction = { await inbox.reload() }  // the refresh ends when it returns
  attachment.edgeEffectRenderer = .own  // Scrollwork's views, also on iOS 26

  let empty = table.decorationViews.emptyView
  empty.image = UIImage(systemName: "tray")
  empty.title = "No messages"
  empty.message = "Pull down to check again."
  empty.buttonTitle = "Compose"
  empty.onButtonTap = { compose() }
  // end-snippet
}

/// Guides/UIKit.md, "Pull to refresh": a completion instead of an async action.
@MainActor
func uikitGuideRefreshDone(
  attachment: ScrollDecorationsAttachment,
  fetch: @escaping @MainActor (@escaping @MainActor @Sendable () -> Void) -> Void
) {
  // snippet: uikit-refresh-done
  attachment.onRefresh = { done in
    fetch { done() }  // call `done` on the main actor; a late one ends nothing
  }
  attachment.beginRefreshing()  // the app's own refresh: no action called, held room shown
  attachment.endRefreshing()
  // end-snippet
}

/// Guides/UIKit.md, "Sheet".
@MainActor
func uikitGuideSheet(
  listController: UITableViewController, detents: [SheetDetent],
  searchAndFilters: UIView, mapView: UIView
) -> SheetContainerViewController {
  // snippet: uikit-sheet
  let sheet = SheetContainerViewController(
    content: listController, detents: detents,  // [SheetDetent]
    header: SheetHeader(height: 120, collapsible: 64), initial: "default")
  sheet.panel.headerView = searchAndFilters  // laid out at 120 pt, clipped as it collapses
  sheet.trackedScrollView = listController.tableView
  sheet.mainView.addSubview(mapView)
  sheet.move(to: "maximum")  // or setDetents(_:)
  // end-snippet
  return sheet
}

/// Guides/UIKit.md, "Presenting and dismissing".
@MainActor
func uikitGuideDismissal(
  detailsController: UIViewController, detents: [SheetDetent],
  askToDiscard: @escaping @MainActor () -> Void
) -> SheetContainerViewController {
  var selection: String? = "Café"
  // snippet: uikit-dismissal
  var configuration = SheetConfiguration()
  configuration.dismissal = .interactive  // a flick down puts it away
  let card = SheetContainerViewController(
    content: detailsController, detents: detents, configuration: configuration,
    header: SheetHeader(height: 64), initial: "card", presented: false)
  card.onDismiss = { selection = nil }  // out of sight: by a finger, escape or the app
  card.onDismissAttempt = { askToDiscard() }  // while `card.dismissal == .vetoed`
  card.presentSheet(at: "card")  // rises from the bottom
  card.dismissSheet { print("gone") }
  // end-snippet
  _ = selection
  return card
}
#endif
