// The demo's one list: the UIKit examples, the SwiftUI examples and every gallery scene.
#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// Three sections: every UIKit example (`Examples/ScrollworkExamples`, its root's
/// `ExamplesRootViewController.catalog`) and every SwiftUI example
/// (`Examples/ScrollworkExamplesSwiftUI`, `ExamplesRootView.catalog`, each in a hosting
/// controller), then every built-in gallery scene, each opening its "compare with the simulator"
/// screen. A row's accessibility identifier is "section title.row title" ("UIKit.Map sheet").
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
      rows: ExamplesRootViewController.catalog.map { example in
        Row(title: example.title, subtitle: example.subtitle) { example.make() }
      }),
    Section(
      title: "SwiftUI",
      rows: ExamplesRootView.catalog.map { example in
        Row(title: example.title, subtitle: example.subtitle) {
          Self.hosting(example.title, example.make())
        }
      }),
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
