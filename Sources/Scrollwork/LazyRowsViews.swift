#if canImport(UIKit) && canImport(SwiftUI)
// Lazy rows in SwiftUI: a `DecoratedScrollView` or a `SheetContainerView` whose content is a
// collection's rows, built only near the visible part in reused cells of a collection view that
// Scrollwork owns (LazyRowsList), so the decorations, the bounce policy and the sheet's hand-off
// work as with content laid out whole (Guides/SwiftUI.md, "Lazy rows").
import ScrollworkCore
import SwiftUI

extension DecoratedScrollView where Content == EmptyView {
  /// A vertical scroll view whose content is one row per element of `data`, built lazily:
  /// only the rows near the visible part exist, in reused cells, so 100,000 rows cost what a
  /// screenful does. Each row is `estimatedRowHeight` points tall until it is first built and
  /// measured at the scroll view's width; a row measured above the visible ones moves the
  /// offset with it, so nothing visible moves, even during a drag or a fling.
  ///
  ///     DecoratedScrollView(rows: receipts, id: \.number, estimatedRowHeight: 56) { receipt in
  ///       ReceiptRow(receipt: receipt)
  ///     }
  ///     .stickyFooter(height: 80) { TotalBar() }
  ///     .bounce(.endOnly)
  ///
  /// - Parameters:
  ///   - data: the rows' elements, in order; a new collection is matched to the old by `id`
  ///     (measured heights follow their ids, and the row at the top stays in place).
  ///   - id: the key path to each element's stable, unique id.
  ///   - estimatedRowHeight: a row's height until it is measured, points (from 0 to 1e9).
  ///   - showsSeparators: a hairline under each row, 16 points in from the leading edge.
  ///   - onSelect: called with the element whose row is tapped (the row highlights); `nil`
  ///     (the default): taps go to the row's own controls only.
  ///   - row: the view for one element, laid out at the scroll view's width.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    rows data: Data, id: KeyPath<Data.Element, ID>, estimatedRowHeight: Double = 44,
    showsSeparators: Bool = false, onSelect: ((Data.Element) -> Void)? = nil,
    @ViewBuilder row: @escaping (Data.Element) -> Row
  ) {
    self.init(.vertical) { EmptyView() }
    rows = LazyRowsData(
      data: data, idPath: id, estimatedRowHeight: estimatedRowHeight,
      showsSeparators: showsSeparators, onSelect: onSelect, row: row)
  }

  /// A vertical scroll view of lazily built rows, one per element of `data`, identified by
  /// their `id`: see ``init(rows:id:estimatedRowHeight:showsSeparators:onSelect:row:)``.
  public init<Data: RandomAccessCollection, Row: View>(
    rows data: Data, estimatedRowHeight: Double = 44, showsSeparators: Bool = false,
    onSelect: ((Data.Element) -> Void)? = nil, @ViewBuilder row: @escaping (Data.Element) -> Row
  ) where Data.Element: Identifiable {
    self.init(
      rows: data, id: \.id, estimatedRowHeight: estimatedRowHeight,
      showsSeparators: showsSeparators, onSelect: onSelect, row: row)
  }
}

extension SheetContainerView where Content == EmptyView {
  /// A sheet over `main` whose scrolling content is one row per element of `data`, built
  /// lazily in reused cells (only near the visible part), so a sheet can hold 100,000 places.
  /// Rows are `estimatedRowHeight` points tall until first built and measured; a row measured
  /// above the visible ones moves the list's offset with it, and the one gesture through
  /// sheet, header and list — and its momentum — goes on without a jump.
  ///
  ///     SheetContainerView(
  ///       detents: detents, selection: $detent, rows: places, id: \.id,
  ///       estimatedRowHeight: 56, onSelect: { selected = $0 }
  ///     ) {
  ///       Map(coordinateRegion: $region)
  ///     } header: {
  ///       SearchHeader()
  ///     } row: { place in
  ///       PlaceRow(place: place)
  ///     }
  ///
  /// The other parameters are those of ``init(detents:selection:main:header:content:)`` and of
  /// ``DecoratedScrollView/init(rows:id:estimatedRowHeight:showsSeparators:onSelect:row:)``.
  /// Whether the content is lazy rows is read once, when the sheet is first laid out.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    detents: [SheetDetent], selection: Binding<SheetDetent.ID>, rows data: Data,
    id: KeyPath<Data.Element, ID>, estimatedRowHeight: Double = 44,
    showsSeparators: Bool = false, onSelect: ((Data.Element) -> Void)? = nil,
    @ViewBuilder main: () -> Main, @ViewBuilder header: () -> Header,
    @ViewBuilder row: @escaping (Data.Element) -> Row
  ) {
    self.init(
      detents: detents, selection: selection, main: main, header: header,
      content: { EmptyView() })
    rows = LazyRowsData(
      data: data, idPath: id, estimatedRowHeight: estimatedRowHeight,
      showsSeparators: showsSeparators, onSelect: onSelect, row: row)
  }

  /// A sheet over `main` of lazily built rows, one per element of `data`, identified by their
  /// `id`: see ``init(detents:selection:rows:id:estimatedRowHeight:showsSeparators:onSelect:main:header:row:)``.
  public init<Data: RandomAccessCollection, Row: View>(
    detents: [SheetDetent], selection: Binding<SheetDetent.ID>, rows data: Data,
    estimatedRowHeight: Double = 44, showsSeparators: Bool = false,
    onSelect: ((Data.Element) -> Void)? = nil, @ViewBuilder main: () -> Main,
    @ViewBuilder header: () -> Header, @ViewBuilder row: @escaping (Data.Element) -> Row
  ) where Data.Element: Identifiable {
    self.init(
      detents: detents, selection: selection, rows: data, id: \.id,
      estimatedRowHeight: estimatedRowHeight, showsSeparators: showsSeparators,
      onSelect: onSelect, main: main, header: header, row: row)
  }
}
#endif
