// Past the seeds: one sheet over every tab, in UIKit (FloatingPanel #474). The sheet stays as
// the tabs change above a tab bar; each tab shows its own list in it, at its own offset.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A tab bar with three tabs under one persistent sheet. Switching tabs changes the main
/// content and the sheet's list (each tab's own, kept at its offset) but never the sheet: its
/// detent, header and motion carry on (`trackedScrollView` switches the chain to the tab's list).
/// The sheet's container ends at the tab bar's top, so the bar is never covered.
final class TabsSheetViewController: UIViewController, UITabBarDelegate {
  private let tabBar = UITabBar(frame: .zero)
  private let tabs: [(title: String, symbol: String, colour: UIColor, rows: Int)] = [
    ("Explore", "map", .systemTeal, 40), ("Saved", "bookmark", .systemOrange, 12),
    ("Recent", "clock", .systemPurple, 25),
  ]
  private lazy var lists: [UITableView] = tabs.map { tab in
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = source
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.tag = tab.rows
    return table
  }
  private let source = TabRows()
  private let mains: [UIView] = (0..<3).map { _ in UIView(frame: .zero) }
  private lazy var sheet = SheetContainerViewController(
    content: UIViewController(),
    detents: [
      SheetDetent(id: "teaser", .height(200)), SheetDetent(id: "default", .fraction(0.45)),
      SheetDetent(id: "maximum", .inset(10)),
    ],
    header: SheetHeader(height: 48), initial: "teaser")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sheet over tabs"
    view.backgroundColor = .systemBackground
    tabBar.items = tabs.enumerated().map { index, tab in
      UITabBarItem(title: tab.title, image: UIImage(systemName: tab.symbol), tag: index)
    }
    tabBar.selectedItem = tabBar.items?.first
    tabBar.delegate = self
    view.addSubview(tabBar)

    addChild(sheet)
    view.addSubview(sheet.view)
    sheet.didMove(toParent: self)
    for (main, tab) in zip(mains, tabs) {
      main.backgroundColor = tab.colour.withAlphaComponent(0.25)
      main.frame = sheet.mainView.bounds
      main.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      sheet.mainView.addSubview(main)
    }
    let container = sheet.content.view!
    for list in lists {
      list.frame = container.bounds
      list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(list)
    }
    select(0)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The bar at the bottom, above the home indicator; the sheet's container ends at its top.
    let barHeight = 49 + view.safeAreaInsets.bottom
    tabBar.frame = CGRect(
      x: 0, y: view.bounds.height - barHeight, width: view.bounds.width, height: barHeight)
    sheet.view.frame = CGRect(
      x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - barHeight)
  }

  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { select(item.tag) }

  /// Shows tab `index`: its main content and its list; the sheet stays where it is.
  private func select(_ index: Int) {
    for (offset, main) in mains.enumerated() { main.isHidden = offset != index }
    for (offset, list) in lists.enumerated() { list.isHidden = offset != index }
    sheet.trackedScrollView = lists[index]
  }
}

/// Each tab's rows: a table's tag is its row count.
private final class TabRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView.tag
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var configuration = cell.defaultContentConfiguration()
    configuration.text = "Row \(indexPath.row + 1) of \(tableView.tag)"
    cell.contentConfiguration = configuration
    return cell
  }
}
#endif
