// A gallery scene without a sheet, live: a decorated table with the scenario's values.
#if canImport(UIKit)
import Scrollwork
import ScrollworkSimulator
import UIKit

/// The scenario's scroll view as a `DecoratedTableView`: its rows, insets (applied as they
/// are, with no automatic adjustment), bounce, deceleration rate and decorations, the gallery's
/// fox and landscape, and its fill colours. Drag it as the scenario's script does and compare.
final class LiveScrollScene: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let scenario: Scenario
  let tableView = DecoratedTableView(frame: .zero, style: .plain)

  init(scenario: Scenario) {
    self.scenario = scenario
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("LiveScrollScene is created in code")
  }

  /// The content offset shown (UIKit's, as the trace's `scroll.offset`), in points.
  var offset: Double { Double(tableView.contentOffset.y) }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.accessibilityIdentifier = "scroll.list"
    // The scenario's insets are the adjusted insets (bars and safe area): used as they are.
    tableView.contentInsetAdjustmentBehavior = .never
    let insets = scenario.insets
    tableView.contentInset = UIEdgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    tableView.decelerationRate =
      scenario.decelerationRate == .fast ? .fast : .normal
    tableView.bounce = scenario.bounce
    tableView.decorations = scenario.decorations.layout
    if let offset = scenario.initialOffset {
      tableView.contentOffset.y = offset
    } else {
      tableView.contentOffset.y = -insets.top
    }
    let views = tableView.decorationViews
    views.peekImageView.image = UIImage(named: "Fox")
    views.peekImageView.contentMode = .scaleAspectFill
    views.parallaxImageView.image = UIImage(named: "Landscape")
    views.parallaxImageView.contentMode = .scaleAspectFill
    views.topFillView.backgroundColor = scenario.decorations.topFillColor.flatMap(
      UIColor.init(hex:))
    views.bottomFillView.backgroundColor =
      scenario.decorations.bottomFillColor.flatMap(UIColor.init(hex:))
    let footer = UILabel()
    footer.text = "Sticky footer"
    footer.textAlignment = .center
    footer.frame = views.stickyFooterView.bounds
    footer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    views.stickyFooterView.backgroundColor = .secondarySystemBackground
    views.stickyFooterView.addSubview(footer)
    let empty = UILabel()
    empty.text = "Nothing to peek at"
    empty.textColor = .secondaryLabel
    empty.textAlignment = .center
    empty.frame = views.emptyStateView.bounds
    empty.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    views.emptyStateView.addSubview(empty)
    if scenario.decorations.layout.edgeFill != nil || scenario.decorations.layout.edgeShadows != nil
    {
      tableView.backgroundColor = .systemGroupedBackground
    }
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    scenario.content.rowCount == 0 ? 1 : scenario.content.rowCount
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    scenario.content.rowCount == 0
      ? scenario.content.height : scenario.content.rowHeight(at: indexPath.row)
  }

  func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row + 1)"
    cell.contentConfiguration = content
    // Translucent over a parallax landscape; opaque otherwise, so decorations show past the rows.
    cell.backgroundColor =
      scenario.decorations.layout.parallaxBackground == nil
      ? .systemBackground : UIColor.systemBackground.withAlphaComponent(0.55)
    return cell
  }
}

extension UIColor {
  /// A colour from `#RRGGBB`, as scenarios write them; `nil` for anything else.
  convenience init?(hex: String) {
    guard hex.hasPrefix("#"), hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16)
    else { return nil }
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }
}
#endif
