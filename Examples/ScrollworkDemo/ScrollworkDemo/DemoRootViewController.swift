// The demo's one list: the UIKit examples, the SwiftUI examples and every gallery scene.
#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// Three sections: each effect and the maps sheet in UIKit (`Examples/ScrollworkExamples`) and
/// in SwiftUI (`Examples/ScrollworkExamplesSwiftUI`), then every built-in gallery scene, each
/// opening its "compare with the simulator" screen.
final class DemoRootViewController: UITableViewController {
  private struct Row {
    let title: String
    let subtitle: String
    let make: @MainActor () -> UIViewController?
  }

  private struct Section {
    let title: String
    let rows: [Row]
  }

  private lazy var sections: [Section] = [
    Section(
      title: "UIKit",
      rows: [
        Row(title: "Peeking fox", subtitle: "Bottom-only bounce, a fox past the rows") {
          PeekingFoxViewController()
        },
        Row(title: "Parallax", subtitle: "A landscape that follows the scroll range") {
          ParallaxViewController()
        },
        Row(title: "Two-tone", subtitle: "Edge fill colours above and below the rows") {
          TwoToneViewController()
        },
        Row(title: "Shadows", subtitle: "The Clock app's four edge shadows") {
          ShadowedTableViewController()
        },
        Row(title: "Sticky footer", subtitle: "At the bottom while short, after the rows") {
          StickyFooterViewController()
        },
        Row(title: "Stretchy header", subtitle: "Stretches when pulled, pinned when collapsed") {
          StretchyHeaderViewController()
        },
        Row(title: "Empty state", subtitle: "What a list shows with nothing to show") {
          EmptyStateViewController()
        },
        Row(title: "Edge effects", subtitle: "Soft and hard edges under the bars") {
          EdgeEffectsViewController()
        },
        Row(title: "Pull to refresh", subtitle: "Core's trigger and hold") {
          PullToRefreshViewController()
        },
        Row(title: "Trips", subtitle: "Header, refresh, two tones, empty state, edges") {
          TripsViewController()
        },
        Row(title: "Map sheet", subtitle: "Five detents; sheet, header and list in one drag") {
          MapSheetViewController()
        },
      ]),
    Section(
      title: "SwiftUI",
      rows: [
        Row(title: "Peeking fox", subtitle: "DecoratedScrollView, .peekingBackground") {
          Self.hosting("Peeking fox", PeekingFoxView())
        },
        Row(title: "Parallax", subtitle: ".parallaxBackground") {
          Self.hosting("Parallax", ParallaxView())
        },
        Row(title: "Two-tone", subtitle: ".edgeFill") { Self.hosting("Two-tone", TwoToneView()) },
        Row(title: "Shadows", subtitle: ".edgeShadows") { Self.hosting("Shadows", ShadowsView()) },
        Row(title: "Sticky footer", subtitle: ".stickyFooter") {
          Self.hosting("Sticky footer", StickyFooterView())
        },
        Row(title: "Stretchy header", subtitle: ".stretchyHeader") {
          Self.hosting("Stretchy header", StretchyHeaderView())
        },
        Row(title: "Empty state", subtitle: ".emptyState") {
          Self.hosting("Empty state", EmptyListView())
        },
        Row(title: "Edge effects", subtitle: ".scrollEdgeEffects") {
          Self.hosting("Edge effects", EdgeEffectsView())
        },
        Row(title: "Pull to refresh", subtitle: ".pullToRefresh") {
          Self.hosting("Pull to refresh", PullToRefreshView())
        },
        Row(title: "Trips", subtitle: "All five modifiers at once") {
          Self.hosting("Trips", TripsView())
        },
        Row(title: "Map sheet", subtitle: "SheetContainerView") {
          Self.hosting("Map sheet", MapSheetView())
        },
      ]),
    Section(
      title: "Gallery scenes: compare with the simulator",
      rows: GalleryScene.names.map { name in
        Row(title: name, subtitle: "The simulated trace beside the live view") {
          (try? GalleryScene(named: name)).map { CompareViewController(scene: $0) }
        }
      }),
  ]

  /// A SwiftUI example in a hosting controller; the navigation controller shows its title and
  /// bar items.
  private static func hosting(_ title: String, _ view: some View) -> UIViewController {
    let controller = UIHostingController(rootView: view)
    controller.title = title
    return controller
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Scrollwork"
    navigationController?.navigationBar.prefersLargeTitles = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  {
    sections[section].title
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let row = sections[indexPath.section].rows[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    content.text = row.title
    content.secondaryText = row.subtitle
    content.secondaryTextProperties.color = .secondaryLabel
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    cell.accessibilityIdentifier = "\(sections[indexPath.section].title).\(row.title)"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let next = sections[indexPath.section].rows[indexPath.row].make() else { return }
    next.navigationItem.largeTitleDisplayMode = .never
    navigationController?.pushViewController(next, animated: true)
  }
}
#endif
