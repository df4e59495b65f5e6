// Pull to refresh: Core decides when a pull begins a refresh and the room it holds.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A feed that bounces at the bottom only. Flings stop dead at the top, but a finger may pull
/// it open: past 100 points a refresh begins, under the finger, and 60 points stay open with
/// the spinner while it runs; a new row arrives after a second and a half, and the room goes.
/// The spinner is Core's, not a `UIRefreshControl` (Guides/UIKit.md, "Pull to refresh").
final class PullToRefreshViewController: UIViewController {
  private let tableView = DecoratedTableView(frame: .zero, style: .plain)
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    tableView, indexPath, item in
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Post \(item)"
    cell.contentConfiguration = content
    return cell
  }
  private var posts = Array((1...20).reversed())

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Pull to refresh"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)

    tableView.decorations = ScrollDecorations(
      refreshControl: RefreshControl(triggerDistance: 100, holdHeight: 60))
    tableView.bounce = .endOnly
    tableView.decorationsAttachment.refreshAction = { [weak self] in
      try? await Task.sleep(nanoseconds: 1_500_000_000)  // the network, for this example
      self?.addPost()
    }
    show(animated: false)
  }

  private func addPost() {
    posts.insert((posts.first ?? 0) + 1, at: 0)
    show(animated: true)
  }

  private func show(animated: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(posts)
    dataSource.apply(snapshot, animatingDifferences: animated)
  }
}
#endif
