#if canImport(UIKit) && canImport(SwiftUI)
// Lazy rows in sections: a `DecoratedScrollView` or a `SheetContainerView` whose content is a
// collection of sections, each a header and its items' rows. The sections are flattened into the
// one list of rows Core lays out (LazySectionsGlue, tested on Linux): a header is a self-sizing
// row of its own, built lazily like the others and not sticky (Guides/SwiftUI.md, "Lazy rows").
import ScrollworkCore
import SwiftUI

/// The rows of a ``DecoratedScrollView`` or a ``SheetContainerView`` made from sections: each
/// section's header, then one row per item of the section.
struct LazySectionedRowsData<
  Sections: RandomAccessCollection, SectionID: Hashable, Items: RandomAccessCollection,
  ItemID: Hashable, SectionHeader: View, Row: View
>: LazyRowsSource {
  let sections: Sections
  let sectionID: KeyPath<Sections.Element, SectionID>
  let itemsPath: KeyPath<Sections.Element, Items>
  let itemID: KeyPath<Items.Element, ItemID>
  let estimatedRowHeight: Double
  let estimatedHeaderHeight: Double
  let showsSeparators: Bool
  let onSelect: ((Items.Element) -> Void)?
  let header: (Sections.Element) -> SectionHeader
  let row: (Items.Element) -> Row
  /// The sections flattened: which flat row is which header or item.
  let flat: LazySections

  init(
    sections: Sections, sectionID: KeyPath<Sections.Element, SectionID>,
    items: KeyPath<Sections.Element, Items>, itemID: KeyPath<Items.Element, ItemID>,
    estimatedRowHeight: Double, estimatedHeaderHeight: Double, showsSeparators: Bool,
    onSelect: ((Items.Element) -> Void)?, header: @escaping (Sections.Element) -> SectionHeader,
    row: @escaping (Items.Element) -> Row
  ) {
    self.sections = sections
    self.sectionID = sectionID
    itemsPath = items
    self.itemID = itemID
    self.estimatedRowHeight = estimatedRowHeight
    self.estimatedHeaderHeight = estimatedHeaderHeight
    self.showsSeparators = showsSeparators
    self.onSelect = onSelect
    self.header = header
    self.row = row
    flat = LazySections(itemCounts: sections.map { $0[keyPath: items].count })
  }

  var count: Int { flat.count }

  private func section(_ section: Int) -> Sections.Element {
    sections[sections.index(sections.startIndex, offsetBy: section)]
  }

  private func item(_ item: Int, in section: Int) -> Items.Element {
    let items = self.section(section)[keyPath: itemsPath]
    return items[items.index(items.startIndex, offsetBy: item)]
  }

  func ids() -> [AnyHashable] {
    let sectionIDs = sections.map { $0[keyPath: sectionID] }
    let itemIDs = sections.map { $0[keyPath: itemsPath].map { $0[keyPath: itemID] } }
    return flat.ids(sectionID: { sectionIDs[$0] }, itemID: { itemIDs[$0][$1] }).map {
      AnyHashable($0)
    }
  }

  func estimatedHeights() -> [Double] {
    flat.estimatedHeights(header: estimatedHeaderHeight, item: estimatedRowHeight)
  }

  func selects(at index: Int) -> Bool {
    guard onSelect != nil, case .item = flat.row(at: index) else { return false }
    return true
  }

  @MainActor func view(at index: Int) -> AnyView {
    switch flat.row(at: index) {
    case .header(let section):
      return AnyView(header(self.section(section)))
    case .item(let section, let item):
      return LazyRowCell.separated(
        row(self.item(item, in: section)), showsSeparators && flat.hasSeparator(at: index))
    case nil:
      return AnyView(EmptyView())
    }
  }

  @MainActor func select(at index: Int) {
    guard case .item(let section, let item) = flat.row(at: index) else { return }
    onSelect?(self.item(item, in: section))
  }
}

extension DecoratedScrollView where Content == EmptyView {
  /// A vertical scroll view of lazily built rows in sections: each section's header, then a row
  /// per item of the section. Headers scroll with the rows (they are not sticky).
  ///
  ///     DecoratedScrollView(
  ///       sections: groups, id: \.name, rows: \.receipts, rowID: \.number,
  ///       estimatedRowHeight: 56, showsSeparators: true
  ///     ) { group in
  ///       Text(group.name).font(.headline)
  ///     } row: { receipt in
  ///       ReceiptRow(receipt: receipt)
  ///     }
  ///
  /// - Parameters:
  ///   - sections: the sections, in order; a new collection is matched to the old by ids.
  ///   - id: the key path to each section's stable, unique id.
  ///   - rows: the key path to a section's items, in order.
  ///   - rowID: the key path to each item's stable id, unique within its section.
  ///   - estimatedRowHeight: an item's row's height until it is measured, points.
  ///   - estimatedHeaderHeight: a header's height until it is measured, points.
  ///   - showsSeparators: a hairline under each item's row but a section's last.
  ///   - onSelect: called with the item whose row is tapped; headers are not selectable.
  ///   - sectionHeader: the view for a section's header, laid out at the scroll view's width.
  ///   - row: the view for one item, laid out at the scroll view's width.
  public init<
    Sections: RandomAccessCollection, SectionID: Hashable, Items: RandomAccessCollection,
    ItemID: Hashable, SectionHeader: View, Row: View
  >(
    sections: Sections, id: KeyPath<Sections.Element, SectionID>,
    rows: KeyPath<Sections.Element, Items>, rowID: KeyPath<Items.Element, ItemID>,
    estimatedRowHeight: Double = 44, estimatedHeaderHeight: Double = 28,
    showsSeparators: Bool = false, onSelect: ((Items.Element) -> Void)? = nil,
    @ViewBuilder sectionHeader: @escaping (Sections.Element) -> SectionHeader,
    @ViewBuilder row: @escaping (Items.Element) -> Row
  ) {
    self.init(.vertical) { EmptyView() }
    self.rows = LazySectionedRowsData(
      sections: sections, sectionID: id, items: rows, itemID: rowID,
      estimatedRowHeight: estimatedRowHeight, estimatedHeaderHeight: estimatedHeaderHeight,
      showsSeparators: showsSeparators, onSelect: onSelect, header: sectionHeader, row: row)
  }

  /// A vertical scroll view of lazily built rows in sections of `Identifiable` sections and
  /// items: see ``init(sections:id:rows:rowID:estimatedRowHeight:estimatedHeaderHeight:showsSeparators:onSelect:sectionHeader:row:)``.
  public init<
    Sections: RandomAccessCollection, Items: RandomAccessCollection, SectionHeader: View,
    Row: View
  >(
    sections: Sections, rows: KeyPath<Sections.Element, Items>,
    estimatedRowHeight: Double = 44, estimatedHeaderHeight: Double = 28,
    showsSeparators: Bool = false, onSelect: ((Items.Element) -> Void)? = nil,
    @ViewBuilder sectionHeader: @escaping (Sections.Element) -> SectionHeader,
    @ViewBuilder row: @escaping (Items.Element) -> Row
  ) where Sections.Element: Identifiable, Items.Element: Identifiable {
    self.init(
      sections: sections, id: \.id, rows: rows, rowID: \.id,
      estimatedRowHeight: estimatedRowHeight, estimatedHeaderHeight: estimatedHeaderHeight,
      showsSeparators: showsSeparators, onSelect: onSelect, sectionHeader: sectionHeader,
      row: row)
  }
}

extension SheetContainerView where Content == EmptyView {
  /// A sheet over `main` whose scrolling content is lazily built rows in sections: each
  /// section's header (not sticky), then a row per item of the section.
  ///
  ///     SheetContainerView(
  ///       detents: detents, selection: $detent, sections: categories, id: \.name,
  ///       rows: \.places, rowID: \.id, estimatedRowHeight: 56
  ///     ) {
  ///       Map(coordinateRegion: $region)
  ///     } header: {
  ///       SearchHeader()
  ///     } sectionHeader: { category in
  ///       Text(category.name).font(.headline)
  ///     } row: { place in
  ///       PlaceRow(place: place)
  ///     }
  ///
  /// The parameters are those of ``init(detents:selection:main:header:content:)`` and of
  /// ``DecoratedScrollView/init(sections:id:rows:rowID:estimatedRowHeight:estimatedHeaderHeight:showsSeparators:onSelect:sectionHeader:row:)``.
  public init<
    Sections: RandomAccessCollection, SectionID: Hashable, Items: RandomAccessCollection,
    ItemID: Hashable, SectionHeader: View, Row: View
  >(
    detents: [SheetDetent], selection: Binding<SheetDetent.ID>, sections: Sections,
    id: KeyPath<Sections.Element, SectionID>, rows: KeyPath<Sections.Element, Items>,
    rowID: KeyPath<Items.Element, ItemID>, estimatedRowHeight: Double = 44,
    estimatedHeaderHeight: Double = 28, showsSeparators: Bool = false,
    onSelect: ((Items.Element) -> Void)? = nil, @ViewBuilder main: () -> Main,
    @ViewBuilder header: () -> Header,
    @ViewBuilder sectionHeader: @escaping (Sections.Element) -> SectionHeader,
    @ViewBuilder row: @escaping (Items.Element) -> Row
  ) {
    self.init(
      detents: detents, selection: selection, main: main, header: header,
      content: { EmptyView() })
    self.rows = LazySectionedRowsData(
      sections: sections, sectionID: id, items: rows, itemID: rowID,
      estimatedRowHeight: estimatedRowHeight, estimatedHeaderHeight: estimatedHeaderHeight,
      showsSeparators: showsSeparators, onSelect: onSelect, header: sectionHeader, row: row)
  }

  /// A sheet over `main` of lazily built rows in sections of `Identifiable` sections and items:
  /// see ``init(detents:selection:sections:id:rows:rowID:estimatedRowHeight:estimatedHeaderHeight:showsSeparators:onSelect:main:header:sectionHeader:row:)``.
  public init<
    Sections: RandomAccessCollection, Items: RandomAccessCollection, SectionHeader: View,
    Row: View
  >(
    detents: [SheetDetent], selection: Binding<SheetDetent.ID>, sections: Sections,
    rows: KeyPath<Sections.Element, Items>, estimatedRowHeight: Double = 44,
    estimatedHeaderHeight: Double = 28, showsSeparators: Bool = false,
    onSelect: ((Items.Element) -> Void)? = nil, @ViewBuilder main: () -> Main,
    @ViewBuilder header: () -> Header,
    @ViewBuilder sectionHeader: @escaping (Sections.Element) -> SectionHeader,
    @ViewBuilder row: @escaping (Items.Element) -> Row
  ) where Sections.Element: Identifiable, Items.Element: Identifiable {
    self.init(
      detents: detents, selection: selection, sections: sections, id: \.id, rows: rows,
      rowID: \.id, estimatedRowHeight: estimatedRowHeight,
      estimatedHeaderHeight: estimatedHeaderHeight, showsSeparators: showsSeparators,
      onSelect: onSelect, main: main, header: header, sectionHeader: sectionHeader, row: row)
  }
}
#endif
