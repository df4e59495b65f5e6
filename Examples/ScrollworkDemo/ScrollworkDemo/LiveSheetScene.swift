// A gallery scene with a sheet, live: the maps sheet with the scenario's values.
#if canImport(UIKit)
import Scrollwork
import ScrollworkSimulator
import UIKit

/// The scenario's sheet as a `SheetContainerViewController` over the gallery's map: its
/// detents, initial detent, header (a search field and filter chips, the collapsible part),
/// configuration (keyboard modes, content interaction, dimming, snap, spring) and list rows.
/// The compare screen's buttons start the scrolls UIKit makes itself (an animated
/// `scrollToRow`, and a jump to row 35 for scrolling a self-sizing list upward), move the sheet
/// to its top detent, hide the keyboard and page the list as VoiceOver's three-finger swipes do.
@MainActor
final class LiveSheetScene {
  let sheet: ScenarioSheet
  let container: SheetContainerViewController
  let list: SheetListViewController
  /// The search field in the header (its keyboard lifts the sheet).
  let search = UISearchTextField()

  /// `selfSizing`: rows of one to three lines measured by Auto Layout, estimated at the
  /// scenario's row height, instead of fixed heights.
  init(sheet: ScenarioSheet, selfSizing: Bool) {
    self.sheet = sheet
    list = SheetListViewController(content: sheet.content, selfSizing: selfSizing)
    container = SheetContainerViewController(
      content: list, detents: sheet.detents, configuration: sheet.configuration,
      header: sheet.header, initial: sheet.initial)
    container.trackedScrollView = list.tableView
    container.panel.headerView = makeHeader()
    container.panel.backgroundColor = .systemBackground
    container.panel.layer.cornerRadius = 12
    container.panel.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let map = UIImageView(image: UIImage(named: "Map"))
    map.contentMode = .scaleAspectFill
    map.clipsToBounds = true
    map.frame = container.mainView.bounds
    map.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.mainView.addSubview(map)
  }

  /// The panel's top in the container, as shown (its presentation layer), in points.
  var panelTop: Double {
    let panel = container.panel
    return Double(panel.layer.presentation()?.frame.minY ?? panel.frame.minY)
  }

  /// The list's offset as Core counts it (0 at its top): UIKit's plus the adjusted top inset.
  var listOffset: Double {
    let table = list.tableView!
    return Double(table.contentOffset.y + table.adjustedContentInset.top)
  }

  /// The header: the grabber's 20 points (the panel's), a 36-point search row, then the chips in
  /// whatever the header's collapsible part leaves.
  private func makeHeader() -> UIView {
    let header = UIView()
    search.placeholder = "Search places"
    search.accessibilityIdentifier = "sheet.search"
    search.frame = CGRect(x: 16, y: 20, width: 358, height: 36)
    search.autoresizingMask = [.flexibleWidth]
    header.addSubview(search)
    let chips = UIStackView()
    chips.spacing = 8
    for title in ["Open now", "Coffee", "Parks", "Museums"] {
      var style = UIButton.Configuration.gray()
      style.cornerStyle = .capsule
      style.title = title
      chips.addArrangedSubview(UIButton(configuration: style))
    }
    chips.frame = CGRect(x: 16, y: 70, width: 358, height: 36)
    chips.autoresizingMask = [.flexibleWidth]
    chips.distribution = .fillProportionally
    header.addSubview(chips)
    return header
  }

  // MARK: What the compare screen's buttons do

  /// Scrolls row 30 to the top with UIKit's animation (`scrollToRow(at:at:animated: true)`).
  func scrollToRow30() {
    list.scrollTo(row: 29, animated: true)
  }

  /// Puts row 35 at the top at once: with self-sizing rows, the rows above are estimated.
  func jumpToRow35() {
    list.scrollTo(row: 34, animated: false)
  }

  /// Springs the sheet to its top detent.
  func moveToTop() {
    if let id = sheet.detents.last?.id { container.move(to: id) }
  }

  /// Hides the search field's keyboard.
  func hideKeyboard() {
    search.resignFirstResponder()
  }

  /// What VoiceOver's three-finger swipe does: it calls the list's `accessibilityScroll(_:)`,
  /// which UIKit implements for scroll views by paging the content with its own animation.
  /// Returns what UIKit returned (`false`: the list did not scroll).
  @discardableResult
  func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    list.pagingTarget = nil
    let scrolled = list.tableView.accessibilityScroll(direction)
    list.lastAccessibilityScroll = scrolled
    return scrolled
  }
}

/// The sheet's list: the scenario's rows (`Place 1`, …), fixed or self-sizing.
final class SheetListViewController: UITableViewController {
  private let content: ContentLayout
  private let selfSizing: Bool
  /// The last offset UIKit animated the list to (`setContentOffset(_:animated: true)`), as Core
  /// counts it (0 at the list's top); cleared before each ``LiveSheetScene/accessibilityScroll(_:)``.
  var pagingTarget: Double?
  /// What the last ``LiveSheetScene/accessibilityScroll(_:)`` returned; `nil` before one.
  var lastAccessibilityScroll: Bool?

  init(content: ContentLayout, selfSizing: Bool) {
    self.content = content
    self.selfSizing = selfSizing
    super.init(style: .plain)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("SheetListViewController is created in code")
  }

  private var rowCount: Int { content.rowCount == 0 ? 1 : content.rowCount }

  /// A table view that notes where UIKit animates it to (``pagingTarget``).
  override func loadView() {
    let table = AnimatedTargetTableView(frame: .zero, style: .plain)
    table.dataSource = self
    table.delegate = self
    table.animatedTo = { [weak self] target in self?.pagingTarget = target }
    tableView = table
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
    tableView.accessibilityIdentifier = "sheet.list"
    tableView.keyboardDismissMode = .interactive
    let estimate = content.rowCount == 0 ? content.height : content.rowHeight(at: 0)
    tableView.estimatedRowHeight = estimate
    tableView.rowHeight = selfSizing ? UITableView.automaticDimension : estimate
  }

  /// Scrolls row `row` (clamped to the rows) to the top.
  func scrollTo(row: Int, animated: Bool) {
    let row = min(max(row, 0), rowCount - 1)
    tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: animated)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }

  override func tableView(
    _ tableView: UITableView, heightForRowAt indexPath: IndexPath
  ) -> CGFloat {
    if selfSizing { return UITableView.automaticDimension }
    return content.rowCount == 0 ? content.height : content.rowHeight(at: indexPath.row)
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
    let row = indexPath.row
    var configuration = UIListContentConfiguration.subtitleCell()
    configuration.text = "Place \(row + 1)"
    configuration.secondaryText =
      selfSizing
      ? Array(repeating: "\(row * 3 % 17 + 1) min away", count: 1 + row % 3)
        .joined(separator: "\n")
      : "\(row * 3 % 17 + 1) min away"
    configuration.secondaryTextProperties.numberOfLines = 0
    configuration.image = UIImage(systemName: "mappin.circle.fill")
    cell.contentConfiguration = configuration
    return cell
  }
}

/// A `UITableView` that reports the target of every animated `setContentOffset(_:animated:)`
/// (UIKit's own: an accessibility page scroll, a status-bar tap), in Core's terms (0 at the
/// list's top), before it passes the call on unchanged. The glue's own writes are not animated.
final class AnimatedTargetTableView: UITableView {
  var animatedTo: (Double) -> Void = { _ in }

  override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    if animated { animatedTo(Double(contentOffset.y + adjustedContentInset.top)) }
    super.setContentOffset(contentOffset, animated: animated)
  }
}
#endif
