#if canImport(UIKit)
import ScrollworkCore
import UIKit

/// A `UITableView` you configure and go: set ``decorations`` (and ``bounce``), style
/// ``decorationViews``, and the table lays them out as it scrolls, resizes and changes insets.
///
///     let table = DecoratedTableView(frame: .zero, style: .plain)
///     table.decorations = ScrollDecorations(
///       peekingBackground: PeekingBackground(dimming: 0.2), stickyFooter: StickyFooter(height: 80))
///     table.bounce = .endOnly
///     table.decorationViews.peekImageView.image = UIImage(named: "fox")
///
/// The sticky footer is the table's `tableFooterView`, as tall as Core's room for it; put your
/// footer's views in `decorationViews.stickyFooterView`. Besides the attachment's key-value
/// observation, it lays out again in `layoutSubviews` and `adjustedContentInsetDidChange`
/// (a search bar hiding, large titles collapsing). Its delegate and data source stay yours.
open class DecoratedTableView: UITableView {
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

  /// Creates a table with `frame` (points) and `style`.
  public override init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame, style: style)
    attachment = ScrollDecorationsAttachment.attach(to: self, decorations: decorations)
  }

  /// Creates a table from a storyboard or nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    attachment = ScrollDecorationsAttachment.attach(to: self, decorations: decorations)
  }

  /// Lays the table out, then the decorations over the new geometry, in z-order.
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
