// Seed effect: the sticky footer — at the bottom while the list is short, after it once long.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A short list with a footer pinned to the bottom of the visible area, not under the last row.
/// Add rows with +: once they fill the screen, the footer sits after the last row and scrolls
/// with them. The glue sizes the table's footer view; the rows and their data stay yours.
final class StickyFooterViewController: UIViewController {
  private let tableView = DecoratedTableView(frame: .zero, style: .plain)
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    tableView, indexPath, row in
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(row + 1)"
    cell.contentConfiguration = content
    return cell
  }
  private var rowCount = 4

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sticky footer"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.decorations = ScrollDecorations(stickyFooter: StickyFooter(height: 80))
    installFooter(in: tableView.decorationViews.stickyFooterView)
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setRowCount(self.rowCount + 4)
      })
    setRowCount(rowCount)
  }

  /// The footer's own views: a line of small print and a button (the footer takes touches).
  private func installFooter(in footer: UIView) {
    footer.backgroundColor = .secondarySystemBackground
    let note = UILabel()
    note.text = "Prices include VAT. Terms apply."
    note.font = .preferredFont(forTextStyle: .footnote)
    note.textColor = .secondaryLabel
    let reset = UIButton(
      configuration: .plain(),
      primaryAction: UIAction(title: "Reset") { [weak self] _ in self?.setRowCount(4) })
    let stack = UIStackView(arrangedSubviews: [note, reset])
    stack.axis = .vertical
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    footer.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: footer.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: footer.centerYAnchor),
    ])
  }

  private func setRowCount(_ count: Int) {
    rowCount = count
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}
#endif
