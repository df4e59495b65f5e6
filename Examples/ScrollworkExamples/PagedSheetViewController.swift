// Past the seeds: a sheet with two pages, each a list of its own, in UIKit. A horizontal swipe
// (or the segmented control) changes the page; the sheet's one gesture drives the page shown.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A map under a sheet whose content pages between "Places" and "Guides". Each page keeps its
/// own offset; switching during a fling stops the page left where it is and shows the other
/// where it was. A horizontal swipe pages; the sheet never takes it.
final class PagedSheetViewController: UIViewController, UIScrollViewDelegate {
  private let pager = UIScrollView()
  private let pages = [PageList(name: "Place", rows: 40), PageList(name: "Guide", rows: 25)]
  private let segments = UISegmentedControl(items: ["Places", "Guides"])
  private lazy var sheet: SheetContainerViewController = {
    let content = UIViewController()
    return SheetContainerViewController(
      content: content,
      detents: [
        SheetDetent(id: "teaser", .height(200)), SheetDetent(id: "default", .fraction(0.45)),
        SheetDetent(id: "maximum", .inset(10)),
      ],
      header: SheetHeader(height: 64), initial: "default")
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Paged sheet"
    addChild(sheet)
    sheet.view.frame = view.bounds
    sheet.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(sheet.view)
    sheet.didMove(toParent: self)
    sheet.mainView.backgroundColor = UIColor.systemTeal.withAlphaComponent(0.25)

    let header = UIView()
    segments.selectedSegmentIndex = 0
    segments.frame = CGRect(x: 16, y: 24, width: 240, height: 32)
    segments.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.show(page: self.segments.selectedSegmentIndex, animated: true)
      }, for: .valueChanged)
    header.addSubview(segments)
    sheet.panel.headerView = header

    // The pages side by side in a horizontal paging scroll view filling the sheet's content.
    let container = sheet.content.view!
    pager.frame = container.bounds
    pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    pager.isPagingEnabled = true
    pager.showsHorizontalScrollIndicator = false
    pager.alwaysBounceVertical = false
    pager.delegate = self
    container.addSubview(pager)
    for page in pages { pager.addSubview(page.table) }
    sheet.trackedScrollView = pages[0].table
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let size = pager.bounds.size
    for (index, page) in pages.enumerated() {
      page.table.frame = CGRect(
        x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
    }
    pager.contentSize = CGSize(width: size.width * CGFloat(pages.count), height: size.height)
  }

  /// The page under the pager now: the one the sheet's gesture drives.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    guard scrollView === pager, pager.bounds.width > 0 else { return }
    let index = Int((pager.contentOffset.x / pager.bounds.width).rounded())
    segments.selectedSegmentIndex = index
    show(page: index, animated: false)
  }

  private func show(page index: Int, animated: Bool) {
    guard pages.indices.contains(index) else { return }
    if animated {
      pager.setContentOffset(
        CGPoint(x: CGFloat(index) * pager.bounds.width, y: 0), animated: true)
    }
    if sheet.trackedScrollView !== pages[index].table {
      sheet.trackedScrollView = pages[index].table
    }
  }
}

/// One page: a plain table of `rows` named rows.
private final class PageList: NSObject, UITableViewDataSource {
  let table = UITableView(frame: .zero, style: .plain)
  private let name: String
  private let rows: Int

  init(name: String, rows: Int) {
    self.name = name
    self.rows = rows
    super.init()
    table.dataSource = self
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var configuration = cell.defaultContentConfiguration()
    configuration.text = "\(name) \(indexPath.row + 1)"
    cell.contentConfiguration = configuration
    return cell
  }
}
#endif
