// Everything at once: a stretchy header, pull to refresh, a two-tone fill, an empty state and
// edge effects on one table.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A trip planner. The landscape header takes half of a pull — the sky-blue fill shows above
/// it — and collapses to 64 points pinned under the bars, where the edge effect fades the rows
/// into it (Scrollwork's own effect, which sits under the pinned header). Pull past 100 points
/// to refresh: the spinner sits above the header and a trip arrives. The bin empties the list:
/// the empty state shows under the header, and its button, or a pull, brings trips back. Green
/// fills the gap below the rows.
final class TripsViewController: UIViewController {
  private let tableView = DecoratedTableView(frame: .zero, style: .plain)
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    tableView, indexPath, trip in
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Trip \(trip)"
    content.secondaryText = "\(trip % 5 + 2) days"
    cell.contentConfiguration = content
    return cell
  }
  private var trips = Array(1...8)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Trips"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)

    tableView.decorations = ScrollDecorations(
      edgeFill: EdgeFill(top: true, bottom: true),
      stretchyHeader: StretchyHeader(height: 220, minimumHeight: 64, anchor: .center, stretch: 0.5),
      emptyState: EmptyState(trigger: .noContent),
      edgeEffects: EdgeEffects(top: .soft, bottom: .soft),
      refreshControl: RefreshControl())
    tableView.bounce = .default  // bounces with no rows too, so a pull can refresh
    let views = tableView.decorationViews
    views.topFillView.backgroundColor = .systemTeal
    views.bottomFillView.backgroundColor = .systemGreen
    views.emptyView.image = UIImage(systemName: "airplane")
    views.emptyView.title = "No trips yet"
    views.emptyView.message = "Pull down, or plan one."
    views.emptyView.buttonTitle = "Plan a trip"
    views.emptyView.onButtonTap = { [weak self] in self?.addTrip() }
    let attachment = tableView.decorationsAttachment
    attachment.edgeEffectRenderer = .own
    attachment.headerView = makeHeader()
    attachment.onRefresh = { [weak self] done in
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        self?.addTrip()
        done()
      }
    }

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .trash,
      primaryAction: UIAction { [weak self] _ in
        self?.trips = []
        self?.show()
      })
    show()
  }

  private func makeHeader() -> UIView {
    let picture = UIImageView(image: UIImage(named: "Landscape"))
    picture.backgroundColor = .systemTeal  // without the asset catalog's landscape
    picture.contentMode = .scaleAspectFill
    picture.clipsToBounds = true
    return picture
  }

  private func addTrip() {
    trips.insert((trips.max() ?? 0) + 1, at: 0)
    show()
  }

  private func show() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(trips)
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}
#endif
