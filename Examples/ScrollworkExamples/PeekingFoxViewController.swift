// Seed effect: the peeking background — a fox under a table that bounces at the bottom only.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A searchable list with a fox hidden behind it. Past the last row the fox peeks out under a
/// dimming overlay; the top never bounces, even while the search bar hides. With too few rows
/// to fill the screen (swipe rows away, or search), an empty state shows instead.
final class PeekingFoxViewController: UIViewController {
  private struct Entry: Hashable {
    let id = UUID()
    let name: String
  }

  private let tableView = DecoratedTableView(frame: .zero, style: .plain)
  private let searchController = UISearchController(searchResultsController: nil)
  private var entries = (1...30).map { Entry(name: "Entry \($0)") }
  private var query = ""

  /// The rows shown: every entry, or those matching the search.
  private var shown: [Entry] {
    query.isEmpty ? entries : entries.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Peeking fox"
    view.backgroundColor = .systemBackground

    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchResultsUpdater = self
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = true
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in self?.addEntry() })

    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
    tableView.dataSource = self
    tableView.delegate = self
    // Bounce at the bottom only; the top edge is re-read as the search bar hides (143 → 91).
    tableView.bounce = .endOnly
    tableView.decorations = ScrollDecorations(
      peekingBackground: PeekingBackground(dimming: 0.2, showsEmptyState: true))
    let fox = tableView.decorationViews.peekImageView
    if let image = UIImage(named: "Fox") {
      fox.image = image
      fox.contentMode = .scaleAspectFill
    } else {
      fox.image = UIImage(systemName: "pawprint.fill")
      fox.contentMode = .scaleAspectFit
      fox.tintColor = .systemOrange
    }
    installEmptyState(in: tableView.decorationViews.emptyStateView)

    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
  }

  /// A centred message; the glue shows this view, sized to the empty space, when the rows do
  /// not fill the screen — decided from geometry, so it follows deletes and searches.
  private func installEmptyState(in container: UIView) {
    var configuration = UIListContentConfiguration.cell()
    configuration.text = "Nothing more here"
    configuration.secondaryText = "Add entries with +"
    configuration.textProperties.alignment = .center
    configuration.secondaryTextProperties.alignment = .center
    configuration.secondaryTextProperties.color = .secondaryLabel
    let message = UIListContentView(configuration: configuration)
    message.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(message)
    NSLayoutConstraint.activate([
      message.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      message.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      message.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor),
    ])
  }

  private func addEntry() {
    entries.append(Entry(name: "Entry \(entries.count + 1)"))
    tableView.reloadData()
  }
}

extension PeekingFoxViewController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shown.count
  }

  func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = shown[indexPath.row].name
    cell.contentConfiguration = content
    return cell
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      guard let self else {
        completion(false)
        return
      }
      let entry = self.shown[indexPath.row]
      self.entries.removeAll { $0.id == entry.id }
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}

extension PeekingFoxViewController: UISearchResultsUpdating {
  func updateSearchResults(for searchController: UISearchController) {
    query = searchController.searchBar.text ?? ""
    tableView.reloadData()
  }
}
#endif
