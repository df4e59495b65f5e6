// Every example: the list that opens each one (the window's root), and the catalog the demo
// app lists.
#if canImport(UIKit)
import UIKit

/// The examples, one row per seed effect and per screen past the seeds; tapping a row pushes
/// it. Show it in a navigation controller:
///
///     window.rootViewController = UINavigationController(
///       rootViewController: ExamplesRootViewController())
///
/// Its rows are ``catalog``, which the demo app lists too.
final class ExamplesRootViewController: UITableViewController {
  /// One example: its row's title and subtitle, and a new view controller showing it.
  struct Example: Sendable {
    let title: String
    let subtitle: String
    let make: @MainActor @Sendable () -> UIViewController
  }

  /// Every example of this folder, in the order listed. The demo app's "UIKit" section is
  /// this list, and `Examples/ScrollworkDemo/Scripts/check_project.py` fails when an example
  /// view controller of this folder is missing from it.
  static let catalog: [Example] = [
    Example(
      title: "Peeking fox", subtitle: "Bottom-only bounce, a fox past the rows, empty state",
      make: { PeekingFoxViewController() }),
    Example(
      title: "Parallax", subtitle: "A landscape that follows the scroll range",
      make: { ParallaxViewController() }),
    Example(
      title: "Two-tone", subtitle: "Edge fill colours above and below the rows",
      make: { TwoToneViewController() }),
    Example(
      title: "Shadows", subtitle: "The Clock app's four edge shadows",
      make: { ShadowedTableViewController() }),
    Example(
      title: "Sticky footer", subtitle: "At the bottom while short, after the rows once long",
      make: { StickyFooterViewController() }),
    Example(
      title: "Stretchy header",
      subtitle: "A picture that stretches when pulled, pinned when collapsed",
      make: { StretchyHeaderViewController() }),
    Example(
      title: "Empty state", subtitle: "What a list shows with nothing to show",
      make: { EmptyStateViewController() }),
    Example(
      title: "Edge effects", subtitle: "iOS 26's soft and hard edges under the bars, back-deployed",
      make: { EdgeEffectsViewController() }),
    Example(
      title: "Pull to refresh", subtitle: "Core's trigger and hold; flings stop at the top",
      make: { PullToRefreshViewController() }),
    Example(
      title: "Trips", subtitle: "Header, refresh, two tones, empty state and edge effects at once",
      make: { TripsViewController() }),
    Example(
      title: "Map sheet", subtitle: "Five detents; sheet, header and list in one drag",
      make: { MapSheetViewController() }),
    Example(
      title: "Place card", subtitle: "A sheet swiped away, and a veto that asks first",
      make: { PlaceCardViewController() }),
    Example(
      title: "Paged sheet", subtitle: "Two lists in one sheet, each keeping its offset",
      make: { PagedSheetViewController() }),
    Example(
      title: "Sheet over tabs", subtitle: "One sheet kept across tabs, each with its own list",
      make: { TabsSheetViewController() }),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Scrollwork"
    navigationController?.navigationBar.prefersLargeTitles = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "example")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.catalog.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "example", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = Self.catalog[indexPath.row].title
    content.secondaryText = Self.catalog[indexPath.row].subtitle
    content.secondaryTextProperties.color = .secondaryLabel
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let example = Self.catalog[indexPath.row].make()
    example.navigationItem.largeTitleDisplayMode = .never
    navigationController?.pushViewController(example, animated: true)
  }
}
#endif
