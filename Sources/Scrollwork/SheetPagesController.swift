#if canImport(UIKit) && canImport(SwiftUI)
// The content of a paged SwiftUI sheet: its pages side by side in a horizontal paging scroll
// view, each a hosted scroll view of its own. The page shown, the binding and the layout are
// Core's (`SheetPages`); this only lays the pages out where Core says and reports where the
// pager came to rest.
import ScrollworkCore
import SwiftUI
import UIKit

/// A horizontal pager of hosted lists, for ``SheetContainerView``'s pages.
@MainActor
final class SheetPagesController: UIViewController, UIScrollViewDelegate {
  /// Each page's list.
  let lists: [HostingScrollViewController]
  /// The pager: horizontal, paging; its own pan takes horizontal swipes only.
  let pager = UIScrollView(frame: .zero)
  /// Called when the pager comes to rest, with its offset and page width (points).
  var onSettle: ((Double, Double) -> Void)?
  /// Called at each layout pass: the host lays the pages out as Core says.
  var onLayout: (() -> Void)?

  init(count: Int) {
    lists = (0..<max(1, count)).map { _ in
      HostingScrollViewController(
        axis: .vertical, content: AnyView(EmptyView()), insetAdjustment: .scrollableAxes)
    }
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("SheetPagesController is created in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.frame = view.bounds
    pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    pager.isPagingEnabled = true
    pager.showsHorizontalScrollIndicator = false
    pager.alwaysBounceVertical = false
    pager.contentInsetAdjustmentBehavior = .never
    pager.delegate = self
    view.addSubview(pager)
    for list in lists {
      addChild(list)
      pager.addSubview(list.view)
      list.didMove(toParent: self)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    onLayout?()
  }

  /// Lays the pages out side by side (`SheetPages.frames(in:)`) and shows `page`.
  func layout(_ pages: SheetPages) {
    let size = HostSize(pager.bounds.size)
    for (list, frame) in zip(lists, pages.frames(in: size)) { list.view.frame = CGRect(frame) }
    pager.contentSize = CGSize(width: size.width * Double(lists.count), height: size.height)
    // (A swipe under way is the user's: the pager settles where they leave it.)
    if !pager.isDragging, !pager.isDecelerating { show(pages.shown, of: pages, animated: false) }
  }

  /// Scrolls the pager to `page`.
  func show(_ page: Int, of pages: SheetPages, animated: Bool) {
    let x = pages.offset(of: page, width: Double(pager.bounds.width))
    guard abs(Double(pager.contentOffset.x) - x) > 0.25 else { return }
    pager.setContentOffset(CGPoint(x: x, y: 0), animated: animated)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    onSettle?(Double(scrollView.contentOffset.x), Double(scrollView.bounds.width))
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    onSettle?(Double(scrollView.contentOffset.x), Double(scrollView.bounds.width))
  }
}
#endif
