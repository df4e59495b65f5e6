// Seed effect: shadowed tables — the Clock app's four edge shadows on a short or a long table.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A table with four shadows that appear only where its ends are exposed: two at the visible
/// area's edges and two tracking the rows' ends. With five rows the bottom pair always shows;
/// with forty the table looks plain until pulled past either end.
final class ShadowedTableViewController: UIViewController {
  private let tableView = DecoratedTableView(frame: .zero, style: .plain)
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    tableView, indexPath, row in
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(row + 1)"
    cell.contentConfiguration = content
    cell.backgroundColor = .systemBackground  // white rows over the grey gaps
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shadows"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    // The gaps past the rows are grey, so the shadows read as depth.
    tableView.backgroundColor = .systemGroupedBackground
    tableView.tableFooterView = UIView(frame: .zero)  // no separators past the last row
    tableView.decorations = ScrollDecorations(edgeShadows: EdgeShadows(thickness: 10))
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)

    let length = UISegmentedControl(items: ["5 rows", "40 rows"])
    length.selectedSegmentIndex = 0
    length.addAction(
      UIAction { [weak self, weak length] _ in
        self?.showRows(length?.selectedSegmentIndex == 1 ? 40 : 5)
      }, for: .valueChanged)
    navigationItem.titleView = length
    showRows(5)
  }

  private func showRows(_ count: Int) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}
#endif
