// Seed effect: the parallax background — a tall landscape that tells you where you are in a list.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// A long list over a landscape taller than the screen. The whole scroll range maps onto the
/// landscape's extra height: the sky shows at the top of the list, the lake at its end, and the
/// picture holds still while the list bounces past either end.
final class ParallaxViewController: UIViewController {
  private let tableView = DecoratedTableView(frame: .zero, style: .plain)
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    tableView, indexPath, row in
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(row + 1)"
    cell.contentConfiguration = content
    // Translucent rows, so the landscape shows through them.
    cell.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.55)
    return cell
  }
  /// The landscape's height the decorations were last laid out with, in points.
  private var imageLength = 0.0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Parallax"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)

    let landscape = tableView.decorationViews.parallaxImageView
    landscape.image = UIImage(named: "Landscape") ?? Self.drawnLandscape()
    landscape.contentMode = .scaleAspectFill

    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<60))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Range mode needs the image longer than the viewport: 1.6 screens, kept on resize.
    let length = Double(tableView.bounds.height) * 1.6
    guard length != imageLength else { return }
    imageLength = length
    tableView.decorations = ScrollDecorations(
      parallaxBackground: ParallaxBackground(mode: .range, imageLength: length))
  }

  /// A stand-in when the asset catalog has no "Landscape": sky, hills and a lake, top to bottom.
  private static func drawnLandscape() -> UIImage {
    let size = CGSize(width: 400, height: 1400)
    return UIGraphicsImageRenderer(size: size).image { context in
      let bands: [(UIColor, CGFloat)] = [
        (.systemTeal, 0), (.systemBlue, 0.35), (.systemGreen, 0.55), (.systemBrown, 0.75),
        (.systemIndigo, 0.85),
      ]
      for (index, band) in bands.enumerated() {
        let end = index + 1 < bands.count ? bands[index + 1].1 : 1
        band.0.setFill()
        context.fill(
          CGRect(
            x: 0, y: band.1 * size.height, width: size.width,
            height: (end - band.1) * size.height))
      }
    }
  }
}
#endif
