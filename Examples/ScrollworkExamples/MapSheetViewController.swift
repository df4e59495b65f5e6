// Seed effect: the overlay sheet with "infinite scrolling": sheet, header and list in one drag.
#if canImport(UIKit)
import MapKit
import Scrollwork
import UIKit

/// A map under a sheet with five detents — minimized, teaser, default, expanded, maximum. Drag
/// the list up: the sheet rises to its top, then the filter chips collapse, then the rows
/// scroll; drag down and it all comes back in reverse, in one gesture. The map dims as the sheet
/// rises from default to expanded, and the keyboard lifts the sheet instead of covering it (and
/// follows a drag down the list that dismisses it). VoiceOver reads the detents by the names
/// given here ("Half screen"), not their ids.
final class MapSheetViewController: UIViewController {
  /// The header: a 20-point grabber strip (the panel's), the search row, then the chips.
  private static let grabberHeight: CGFloat = 20
  private static let searchRowHeight: CGFloat = 36
  private static let chipsHeight: CGFloat = 64
  private static let headerHeight = grabberHeight + searchRowHeight + chipsHeight  // 120

  private let places = PlacesViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Map sheet"
    let detents = [
      SheetDetent(id: "minimized", .height(80), accessibilityName: "Minimized"),
      SheetDetent(id: "teaser", .height(200), accessibilityName: "Peek"),
      SheetDetent(id: "default", .fraction(0.45), accessibilityName: "Half screen"),
      SheetDetent(id: "expanded", .fraction(0.7), accessibilityName: "Expanded"),
      SheetDetent(id: "maximum", .inset(10), accessibilityName: "Full screen"),
    ]
    var configuration = SheetConfiguration()
    configuration.keyboard = .lift
    configuration.dimming = SheetConfiguration.Dimming(from: "default", to: "expanded", alpha: 0.4)
    // The chips collapse; the grabber and the search row stay.
    let header = SheetHeader(
      height: Double(Self.headerHeight), collapsible: Double(Self.chipsHeight), reveal: .always)

    let sheet = SheetContainerViewController(
      content: places, detents: detents, configuration: configuration, header: header,
      initial: "default",
      grabberHeight: Double(Self.grabberHeight))
    sheet.trackedScrollView = places.tableView
    sheet.panel.headerView = makeHeader()
    sheet.panel.backgroundColor = .systemBackground
    sheet.panel.layer.cornerRadius = 12
    sheet.panel.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

    let map = MKMapView(frame: sheet.mainView.bounds)
    map.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    sheet.mainView.addSubview(map)

    addChild(sheet)
    sheet.view.frame = view.bounds
    sheet.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(sheet.view)
    sheet.didMove(toParent: self)
  }

  /// The search field and the filter chips, laid out at the header's full height; the panel
  /// clips the chips from the bottom as the header collapses.
  private func makeHeader() -> UIView {
    let header = UIView()
    let search = UISearchTextField()
    search.placeholder = "Search places"
    search.returnKeyType = .search

    let row = UIStackView()
    row.spacing = 8
    for title in ["Open now", "Coffee", "Parks", "Museums", "Top rated", "Nearby"] {
      var style = UIButton.Configuration.gray()
      style.cornerStyle = .capsule
      style.title = title
      let chip = UIButton(configuration: style)
      chip.changesSelectionAsPrimaryAction = true
      row.addArrangedSubview(chip)
    }
    // The container turns `scrollsToTop` off here: a tap on the status bar scrolls the list.
    let chips = UIScrollView()
    chips.showsHorizontalScrollIndicator = false
    chips.addSubview(row)

    for subview in [search, chips, row] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    header.addSubview(search)
    header.addSubview(chips)
    let content = chips.contentLayoutGuide
    NSLayoutConstraint.activate([
      search.topAnchor.constraint(equalTo: header.topAnchor, constant: Self.grabberHeight),
      search.heightAnchor.constraint(equalToConstant: Self.searchRowHeight),
      search.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      search.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
      chips.topAnchor.constraint(equalTo: search.bottomAnchor),
      chips.heightAnchor.constraint(equalToConstant: Self.chipsHeight),
      chips.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      chips.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      row.topAnchor.constraint(equalTo: content.topAnchor, constant: 14),
      row.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -14),
      row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      row.heightAnchor.constraint(equalTo: chips.frameLayoutGuide.heightAnchor, constant: -28),
    ])
    return header
  }
}

/// The sheet's content: a list of places, the scroll view the drag hands over to. A
/// `UITableViewController`, whose view the container sizes to the sheet's content area.
private final class PlacesViewController: UITableViewController {
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    tableView, indexPath, row in
    let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Place \(row + 1)"
    content.secondaryText = "\(row * 3 % 17 + 1) min away"
    content.image = UIImage(systemName: "mappin.circle.fill")
    cell.contentConfiguration = content
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
    tableView.rowHeight = 56
    tableView.keyboardDismissMode = .interactive
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<40))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
#endif
