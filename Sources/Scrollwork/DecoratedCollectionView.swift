#if canImport(UIKit)
import ScrollworkCore
import UIKit

/// A `UICollectionView` you configure and go, like ``DecoratedTableView``: set
/// ``decorations`` (and ``bounce``) and style ``decorationViews``.
///
///     let collection = DecoratedCollectionView(frame: .zero, collectionViewLayout: layout)
///     collection.decorations = ScrollDecorations(edgeFill: EdgeFill(), edgeShadows: EdgeShadows())
///
/// A sticky footer gets its room as an addition to `contentInset` at the end edge (the layout
/// owns `contentSize`); the attachment takes the addition back on detach. The axis is vertical.
open class DecoratedCollectionView: UICollectionView {
  /// The decorations laid out; any combination, none by default.
  public var decorations = ScrollDecorations() {
    didSet { attachment?.decorations = decorations }
  }
  /// The per-edge bounce emulated on `bounces`, or `nil` (the default) to leave it alone.
  public var bounce: BouncePolicy? {
    didSet { attachment?.bounce = bounce }
  }
  /// The views laid out: style them.
  public var decorationViews: ScrollDecorationViews { attachment.views }
  /// The attachment that lays the decorations out: its stretchy header view, refresh action,
  /// `endRefreshing()` and edge-effect renderer. Set the decorations and the bounce here, on
  /// the view, not on it.
  ///
  ///     view.decorations.refreshControl = RefreshControl()
  ///     view.decorationsAttachment.refreshAction = { await model.reload() }
  public var decorationsAttachment: ScrollDecorationsAttachment { attachment }

  /// Attached at the end of `init`; UIKit may lay out or change insets before that, and those
  /// early calls are skipped.
  private var attachment: ScrollDecorationsAttachment!

  /// Creates a collection view with `frame` (points) and `layout`.
  public override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
    attachment = ScrollDecorationsAttachment.attach(to: self, decorations: decorations)
  }

  /// Creates a collection view from a storyboard or nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    attachment = ScrollDecorationsAttachment.attach(to: self, decorations: decorations)
  }

  /// Lays the collection out, then the decorations over the new geometry, in z-order.
  open override func layoutSubviews() {
    super.layoutSubviews()
    attachment?.refresh()
  }

  /// Lays the decorations out again for the new `adjustedContentInset`.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    attachment?.refresh()
  }
}
#endif
