// Edge effects: iOS 26's scroll edge effect under the bars, back-deployed.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A long list whose rows fade (soft) or are cut off with a hairline (hard) where they run
/// under the navigation bar, and cut off over the home indicator. The effect rises over the
/// first 16 points of rows under a bar, so at rest at the top there is none. Switch the top
/// edge's style, and who draws it: Scrollwork's views on every iOS ("Own"), or UIKit's own
/// effect on iOS 26 and Scrollwork's before ("System").
final class EdgeEffectsViewController: UIViewController {
  private let tableView = DecoratedTableView(frame: .zero, style: .plain)
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
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
    tableView.decorationsAttachment.edgeEffectRenderer = .own
    setTopStyle(.soft)

    let styles = UISegmentedControl(items: ["Soft", "Hard"])
    styles.selectedSegmentIndex = 0
    styles.addAction(
      UIAction { [weak self, weak styles] _ in
        self?.setTopStyle(styles?.selectedSegmentIndex == 1 ? .hard : .soft)
      }, for: .valueChanged)
    navigationItem.titleView = styles
    navigationItem.rightBarButtonItem = rendererButton()

    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<60))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func setTopStyle(_ style: EdgeEffects.Style) {
    tableView.decorations = ScrollDecorations(edgeEffects: EdgeEffects(top: style, bottom: .hard))
  }

  /// "Own" or "System": the renderer it switches to.
  private func rendererButton() -> UIBarButtonItem {
    let attachment = tableView.decorationsAttachment
    let next: EdgeEffectRenderer = attachment.edgeEffectRenderer == .own ? .system : .own
    return UIBarButtonItem(
      title: next == .own ? "Own" : "System",
      primaryAction: UIAction { [weak self] _ in
        attachment.edgeEffectRenderer = next
        self?.navigationItem.rightBarButtonItem = self?.rendererButton()
      })
  }
}
#endif
