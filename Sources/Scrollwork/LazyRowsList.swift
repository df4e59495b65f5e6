#if canImport(UIKit) && canImport(SwiftUI)
// The lazy SwiftUI list's UIKit side: a `UICollectionView` with `LazyRowsLayout`, whose reused
// cells show one SwiftUI row each — through `UIHostingConfiguration` from iOS 16, through a
// hosting controller's view in the cell on iOS 15 — and measure it at the list's width. The
// decisions (frames, measurements, corrections, heights carried over, the row kept in place) are
// LazyListGlue's, tested on Linux (Guides/SwiftUI.md, "Lazy rows").
import ScrollworkCore
import SwiftUI
import UIKit

/// A lazy list's rows as SwiftUI declares them: how many, each one's id and view, and what a tap
/// does. Its views are built only for the cells the collection view asks for.
protocol LazyRowsSource {
  /// The number of rows.
  var count: Int { get }
  /// Every row's id, in order (the data's id key paths). O(rows).
  func ids() -> [AnyHashable]
  /// Every row's height until its cell is measured, points, in order. O(rows).
  func estimatedHeights() -> [Double]
  /// Whether a tap selects row `index` (highlights it and calls the app).
  func selects(at index: Int) -> Bool
  /// Row `index`'s view, with its separator when the list shows them.
  @MainActor func view(at index: Int) -> AnyView
  /// Tells the app row `index` was tapped.
  @MainActor func select(at index: Int)
}

/// The rows of a ``DecoratedScrollView`` or a ``SheetContainerView`` made from a collection.
struct LazyRowsData<Data: RandomAccessCollection, ID: Hashable, Row: View>: LazyRowsSource {
  let data: Data
  let idPath: KeyPath<Data.Element, ID>
  let estimatedRowHeight: Double
  let showsSeparators: Bool
  let onSelect: ((Data.Element) -> Void)?
  let row: (Data.Element) -> Row

  var count: Int { data.count }
  func selects(at index: Int) -> Bool { onSelect != nil }

  private func element(at index: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: index)]
  }

  func ids() -> [AnyHashable] { data.map { AnyHashable($0[keyPath: idPath]) } }

  func estimatedHeights() -> [Double] {
    [Double](repeating: estimatedRowHeight, count: data.count)
  }

  @MainActor func view(at index: Int) -> AnyView {
    LazyRowCell.separated(row(element(at: index)), showsSeparators)
  }

  @MainActor func select(at index: Int) { onSelect?(element(at: index)) }
}

/// The collection view of a lazy list, its layout, and its data source and delegate: it shows
/// the rows of a ``LazyRowsSource`` in reused cells.
@MainActor
final class LazyRowsList: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  /// The list: the scroll view the decorations attach to and the sheet tracks.
  let collectionView: UICollectionView
  private let layout: LazyRowsLayout
  private var source: (any LazyRowsSource)?
  /// The rows' ids, as last shown (matched by id when the data changes).
  private var ids: [AnyHashable] = []
  /// Wraps each row's view: the declared environment (and the sheet's status).
  private var wrap: @MainActor (AnyView) -> AnyView = { $0 }
  /// The view controller the iOS 15 cells' hosting controllers are children of.
  weak var parent: UIViewController?

  /// An empty list.
  override init() {
    layout = LazyRowsLayout(rows: LazyListGlue.noRows)
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    super.init()
    collectionView.backgroundColor = UIColor.clear
    collectionView.register(LazyRowCell.self, forCellWithReuseIdentifier: LazyRowCell.reuse)
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  /// Shows `source`'s rows, each wrapped by `wrap`. Same ids: the cells on screen show their
  /// rows' new views. Other ids: the heights measured are carried over by id, the data is
  /// reloaded, and the row at the visible top stays where it is on screen.
  func show(_ source: any LazyRowsSource, wrap: @escaping @MainActor (AnyView) -> AnyView) {
    self.source = source
    self.wrap = wrap
    let newIDs = source.ids()
    let old = layout.rows
    guard
      let rows = LazyListGlue.rows(
        ids: newIDs, estimatedHeights: source.estimatedHeights(), carryingOver: ids, old)
    else { return }
    if rows == old, newIDs == ids {
      for indexPath in collectionView.indexPathsForVisibleItems {
        (collectionView.cellForItem(at: indexPath) as? LazyRowCell)?.show(
          wrap(source.view(at: indexPath.item)), parent: parent)
      }
      return
    }
    let top = Double(collectionView.contentOffset.y)
    let anchor = LazyListGlue.anchor(visibleTop: top, ids: ids, rows: old)
    ids = newIDs
    layout.setRows(rows)
    collectionView.reloadData()
    if let anchor, let offset = LazyListGlue.offset(keeping: anchor, ids: newIDs, rows: rows) {
      collectionView.contentOffset.y = CGFloat(offset)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    ids.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: LazyRowCell.reuse, for: indexPath)
    if let cell = cell as? LazyRowCell, let source, indexPath.item < source.count {
      cell.show(wrap(source.view(at: indexPath.item)), parent: parent)
      cell.highlights = source.selects(at: indexPath.item)
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    guard let source, indexPath.item < source.count else { return false }
    return source.selects(at: indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let source, indexPath.item < source.count else { return }
    source.select(at: indexPath.item)
  }
}

/// A reused cell showing one SwiftUI row, measured at the list's width.
@MainActor
final class LazyRowCell: UICollectionViewCell {
  static let reuse = "Scrollwork.LazyRowCell"
  /// iOS 15: the row's hosting controller, made on first use.
  private var host: UIHostingController<AnyView>?

  /// Whether a touch highlights the cell (the list selects rows).
  var highlights = false {
    didSet {
      guard highlights != oldValue else { return }
      selectedBackgroundView = highlights ? Self.highlightView() : nil
    }
  }

  /// Shows `row`: as the cell's hosting configuration from iOS 16, else in a hosting
  /// controller's view (a child of `parent`) filling the content view.
  func show(_ row: AnyView, parent: UIViewController?) {
    if #available(iOS 16.0, *) {
      contentConfiguration = UIHostingConfiguration { row }.margins(.all, 0)
      return
    }
    if let host {
      host.rootView = row
      return
    }
    let host = UIHostingController(rootView: row)
    HostedContent.prepare(host, tracksSize: false)
    parent?.addChild(host)
    host.view.frame = contentView.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(host.view)
    if let parent { host.didMove(toParent: parent) }
    self.host = host
  }

  /// The row's height at the width the layout gives: what SwiftUI's layout asks for, with no
  /// limit on the height (the layout rounds it to the pixel grid and tells Core).
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    let proposal = CGSize(
      width: layoutAttributes.size.width, height: CGFloat.greatestFiniteMagnitude)
    let fitting = host?.sizeThatFits(in: proposal) ?? contentView.sizeThatFits(proposal)
    attributes.size = CGSize(width: layoutAttributes.size.width, height: fitting.height)
    return attributes
  }

  /// `row` with, when `separator`, a hairline under it, inset like a table's (part of the row's
  /// measured height).
  static func separated(_ row: some View, _ separator: Bool) -> AnyView {
    guard separator else { return AnyView(row) }
    return AnyView(
      VStack(alignment: .leading, spacing: 0) {
        row
        Divider().padding(.leading, 16)
      })
  }

  private static func highlightView() -> UIView {
    let view = UIView(frame: .zero)
    view.backgroundColor = UIColor.systemFill
    return view
  }
}
#endif
