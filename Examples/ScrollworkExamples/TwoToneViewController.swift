// Seed effect: two- and three-tone tables — edge fill colours above and below the rows.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A grouped table whose gaps take colours: blue above the rows when they are pulled down and,
/// in three-tone mode, green below them when they are pulled up. The table's own grey stays
/// between. The fills are the glue's `topFillView` and `bottomFillView`: colour them directly.
final class TwoToneViewController: UIViewController {
  private let tableView = DecoratedTableView(frame: .zero, style: .grouped)
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    tableView, indexPath, row in
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(row + 1)"
    cell.contentConfiguration = content
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Two-tone"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)

    tableView.decorationViews.topFillView.backgroundColor = .systemBlue
    tableView.decorationViews.bottomFillView.backgroundColor = .systemGreen
    setThreeTone(true)

    let tones = UISegmentedControl(items: ["Two-tone", "Three-tone"])
    tones.selectedSegmentIndex = 1
    tones.addAction(
      UIAction { [weak self, weak tones] _ in
        self?.setThreeTone(tones?.selectedSegmentIndex == 1)
      }, for: .valueChanged)
    navigationItem.titleView = tones

    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<24))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Two-tone fills only the gap above the rows; three-tone the gap below them too.
  private func setThreeTone(_ threeTone: Bool) {
    tableView.decorations = ScrollDecorations(edgeFill: EdgeFill(top: true, bottom: threeTone))
  }
}
#endif
