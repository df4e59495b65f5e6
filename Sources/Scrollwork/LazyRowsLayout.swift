#if canImport(UIKit)
// The lazy list's collection view layout: every frame and the content size come from Core's
// `LazyRows` (LazyListGlue), and a cell whose preferred height is a measurement is measured in
// Core, whose correction goes into the invalidation context — the content offset moves with the
// rows above the visible top, so nothing visible moves (Guides/SwiftUI.md, "Lazy rows").
import ScrollworkCore
import UIKit

/// A one-column `UICollectionViewLayout` whose rows are Core's ``ScrollworkCore/LazyRows``: rows
/// at their estimated height until their cells are measured (self-sizing), built only near the
/// visible part, in O(log n) per query.
@MainActor
final class LazyRowsLayout: UICollectionViewLayout {
  /// The rows: their count, heights and margin. Set with ``setRows(_:)``.
  private(set) var rows: LazyRows

  /// A layout of `rows`.
  init(rows: LazyRows) {
    self.rows = rows
    super.init()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("LazyRowsLayout is created in code")
  }

  /// New rows (the data changed): the next layout pass asks for every frame again.
  func setRows(_ rows: LazyRows) {
    self.rows = rows
    invalidateLayout()
  }

  /// The list's width, points.
  private var width: Double { Double(collectionView?.bounds.width ?? 0) }

  /// A device pixel, points (a third on a 3× display).
  private var pixel: Double {
    let scale = Double(collectionView?.traitCollection.displayScale ?? 0)
    return scale > 0 ? 1 / scale : 1
  }

  override var collectionViewContentSize: CGSize {
    CGSize(LazyListGlue.contentSize(of: rows, width: width))
  }

  override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [UICollectionViewLayoutAttributes]? {
    LazyListGlue.rows(from: Double(rect.minY), to: Double(rect.maxY), in: rows).map {
      attributes(ofRow: $0)
    }
  }

  override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.section == 0, (0..<rows.count).contains(indexPath.item) else { return nil }
    return attributes(ofRow: indexPath.item)
  }

  /// Scrolling changes no frame; a new width does (the rows are measured again at it).
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }

  /// A cell's preferred height is news when Core has no measurement of the row, or another one
  /// (``LazyListGlue/measurement(row:preferredHeight:in:pixel:)``).
  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    measurement(of: preferredAttributes) != nil
  }

  /// Measures the row in Core and puts its correction in the context: the content offset moves
  /// with a row above the visible top (`contentOffsetAdjustment`), the content's length with the
  /// row (`contentSizeAdjustment`); the live rows from the measured one on are laid out again.
  /// UIKit applies the offset without stopping a drag or deceleration, and the sheet's
  /// container reads the pair as one `contentResized` (TrackedListObservations).
  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    let row = preferredAttributes.indexPath.item
    guard let collectionView, let height = measurement(of: preferredAttributes),
      let adjustment = LazyListGlue.measure(
        row: row, height: height, visibleTop: Double(collectionView.contentOffset.y),
        rows: &rows)
    else { return context }
    context.contentOffsetAdjustment = CGPoint(x: 0, y: CGFloat(adjustment.contentOffset))
    context.contentSizeAdjustment = CGSize(width: 0, height: CGFloat(adjustment.contentHeight))
    let bounds = collectionView.bounds
    let moved = LazyListGlue.rowsMoved(
      byMeasuring: row, visible: Double(bounds.minY)..<Double(bounds.maxY),
      shift: adjustment.contentOffset, in: rows)
    context.invalidateItems(at: moved.map { IndexPath(item: $0, section: 0) })
    return context
  }

  /// The height to give Core for the cell's preferred attributes, if any.
  private func measurement(of preferred: UICollectionViewLayoutAttributes) -> Double? {
    guard preferred.indexPath.section == 0 else { return nil }
    return LazyListGlue.measurement(
      row: preferred.indexPath.item, preferredHeight: Double(preferred.size.height), in: rows,
      pixel: pixel)
  }

  /// Row `row`'s cell attributes, at its frame in Core's rows.
  private func attributes(ofRow row: Int) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: row, section: 0))
    attributes.frame = CGRect(LazyListGlue.frame(ofRow: row, in: rows, width: width))
    return attributes
  }
}
#endif
