// Empty state: what a list shows when it has nothing to show, placed from the scroll geometry.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// An inbox whose rows the bin removes. With none left, Core's empty state shows in the
/// visible area, its content 40 points above the middle: a symbol, a title, a message and a
/// button that brings the rows back. It is decided by geometry — no row count is passed — and
/// the list still scrolls and bounces under it.
final class EmptyStateViewController: UIViewController {
  private let tableView = DecoratedTableView(frame: .zero, style: .plain)
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    tableView, indexPath, row in
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Message \(row + 1)"
    cell.contentConfiguration = content
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Empty state"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)

    tableView.decorations = ScrollDecorations(
      emptyState: EmptyState(trigger: .noContent, verticalOffset: -40))
    let empty = tableView.decorationViews.emptyView
    empty.image = UIImage(systemName: "tray")
    empty.title = "No messages"
    empty.message = "Everything you receive shows up here."
    empty.buttonTitle = "Bring them back"
    empty.onButtonTap = { [weak self] in self?.setRowCount(12) }

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.setRowCount(0) })
    setRowCount(12)
  }

  private func setRowCount(_ count: Int) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}
#endif
