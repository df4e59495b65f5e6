// Past the seeds: a sheet the user swipes away, in UIKit. Presented from a button, dismissed by
// a flick down; a switch vetoes the swipe, and the attempt asks before it goes.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// Three place buttons over a map; each presents the card sheet — fitted to its five details, or
/// the full screen — which a flick down puts away. With "Keep open" on, the swipe rubber-bands
/// and an alert offers to close it. The card floats over glass (iOS 26's look) below the top.
final class PlaceCardViewController: UIViewController {
  private let sheet: SheetContainerViewController = {
    var configuration = SheetConfiguration()
    configuration.dismissal = .interactive
    configuration.dimming = SheetConfiguration.Dimming(from: "card", to: "card", alpha: 0.25)
    configuration.appearance = .floating(inset: 8, cornerRadius: 38)
    return SheetContainerViewController(
      content: DetailsViewController(style: .plain),
      detents: [
        SheetDetent(id: "card", .fitted(topInset: 10)), SheetDetent(id: "full", .inset(10)),
      ],
      configuration: configuration, header: SheetHeader(height: 64), initial: "card",
      presented: false)
  }()
  private let titleLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Place card"
    addChild(sheet)
    sheet.view.frame = view.bounds
    sheet.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(sheet.view)
    sheet.didMove(toParent: self)
    sheet.mainView.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.2)
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.frame = CGRect(x: 16, y: 24, width: 300, height: 30)
    let header = UIView()
    header.addSubview(titleLabel)
    sheet.panel.headerView = header
    if let table = sheet.content as? UITableViewController {
      sheet.trackedScrollView = table.tableView
    }
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 16
    for name in ["Café Lumen", "Riverside Park", "Night Market"] {
      let button = UIButton(
        configuration: .filled(),
        primaryAction: UIAction(title: name) { [weak self] _ in self?.show(name) })
      stack.addArrangedSubview(button)
    }
    let keepOpen = UISwitch()
    keepOpen.addAction(
      UIAction { [weak self, weak keepOpen] _ in
        self?.sheet.dismissal = keepOpen?.isOn == true ? .vetoed : .interactive
      }, for: .valueChanged)
    let keepLabel = UILabel()
    keepLabel.text = "Keep open"
    stack.addArrangedSubview(UIStackView(arrangedSubviews: [keepLabel, keepOpen]))
    stack.frame = CGRect(x: 40, y: 140, width: 240, height: 220)
    sheet.mainView.addSubview(stack)
    sheet.onDismiss = { [weak self] in self?.titleLabel.text = nil }
    sheet.onDismissAttempt = { [weak self] in self?.askToClose() }
  }

  private func show(_ name: String) {
    titleLabel.text = name
    sheet.presentSheet(at: "card")
  }

  private func askToClose() {
    let alert = UIAlertController(
      title: "Close the card?", message: nil, preferredStyle: .actionSheet)
    alert.addAction(
      UIAlertAction(title: "Close", style: .destructive) { [weak self] _ in
        self?.sheet.dismissSheet()
      })
    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
    present(alert, animated: true)
  }
}
/// The card's details: five rows on a clear background, over the panel's material.
private final class DetailsViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.backgroundColor = .clear
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "detail")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    5
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "detail", for: indexPath)
    var configuration = cell.defaultContentConfiguration()
    configuration.text = "Detail \(indexPath.row + 1)"
    cell.contentConfiguration = configuration
    cell.backgroundColor = .clear
    return cell
  }
}
#endif
