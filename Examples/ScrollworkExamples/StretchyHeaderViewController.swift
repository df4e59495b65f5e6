// Stretchy header: a picture above the rows that stretches when pulled and collapses when scrolled.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A list under a 240-point landscape. Pull down: the picture stretches to the bars, filling
/// the gap. Scroll up: it collapses to 64 points and stays pinned under the bars over the rows,
/// its title fading as it goes (`onHeaderProgress`). The header's room is added to the table's
/// top inset, so the rows start below it; the picture is the app's own view, clipped by the
/// glue's `headerView` at Core's frames.
final class StretchyHeaderViewController: UIViewController {
  private let tableView = DecoratedTableView(frame: .zero, style: .plain)
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    tableView, indexPath, row in
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Lake \(row + 1)"
    cell.contentConfiguration = content
    return cell
  }
  private let titleLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Stretchy header"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)

    tableView.decorations = ScrollDecorations(
      stretchyHeader: StretchyHeader(height: 240, minimumHeight: 64, anchor: .fill))
    let attachment = tableView.decorationsAttachment
    attachment.headerView = makeHeader()
    attachment.onHeaderProgress = { [weak self] progress in
      self?.titleLabel.alpha = CGFloat(1 - progress)  // 0 open … 1 collapsed to 64 points
    }

    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<40))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// The header: the landscape, filling whatever frame Core gives it, and a title at its
  /// bottom left.
  private func makeHeader() -> UIView {
    let picture = UIImageView(image: UIImage(named: "Landscape"))
    picture.backgroundColor = .systemTeal  // without the asset catalog's landscape
    picture.contentMode = .scaleAspectFill
    picture.clipsToBounds = true
    titleLabel.text = "Lakes"
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    titleLabel.textColor = .white
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    picture.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: picture.leadingAnchor, constant: 20),
      titleLabel.bottomAnchor.constraint(equalTo: picture.bottomAnchor, constant: -12),
    ])
    return picture
  }
}
#endif
