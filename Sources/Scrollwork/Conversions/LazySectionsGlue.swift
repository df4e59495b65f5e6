// A sectioned lazy list flattened into Core's one list of rows (`LazyRows`): each section is its
// header's row, then its items' rows. Which section and item a flat row is, and back; each flat
// row's id and estimated height; which rows have a separator under them. Core is unchanged: a
// header is a self-sizing row like the others, whose measured height follows its id across data
// changes (`LazyListGlue.rows(ids:estimatedHeights:carryingOver:_:)`). Builds everywhere; tested
// on Linux (Guides/SwiftUI.md, "Lazy rows").
import ScrollworkCore

/// What a flat row of a sectioned lazy list shows: a section's header or one of its items.
enum LazySectionRow: Hashable {
  /// The header of section `section` (its index).
  case header(section: Int)
  /// Item `item` of section `section` (indices from 0).
  case item(section: Int, item: Int)
}

/// The id of a flat row of a sectioned lazy list: a header by its section's id, an item by its
/// section's id and its own (so item ids need only be unique within their section).
enum LazySectionRowID<SectionID: Hashable, ItemID: Hashable>: Hashable {
  /// The header of the section with this id.
  case header(SectionID)
  /// The item with id `item` in the section with id `section`.
  case item(section: SectionID, item: ItemID)
}

/// Sections of items flattened into one list of rows: section 0's header, its items, section 1's
/// header, its items, and so on. O(sections) to make; a lookup either way is O(log sections).
struct LazySections: Equatable {
  /// The flat index of each section's header, ascending.
  let headers: [Int]
  /// The number of flat rows: a header per section and a row per item.
  let count: Int

  /// The flattening of sections of `itemCounts` items each (a negative count counts as 0).
  ///
  ///     LazySections(itemCounts: [2, 0, 1]).headers  // [0, 3, 4]; count 6
  init(itemCounts: [Int]) {
    var headers: [Int] = []
    headers.reserveCapacity(itemCounts.count)
    var next = 0
    for items in itemCounts {
      headers.append(next)
      next += 1 + max(items, 0)
    }
    self.headers = headers
    count = next
  }

  /// The number of sections.
  var sectionCount: Int { headers.count }

  /// The number of items in section `section` (0 for a section that does not exist).
  func itemCount(ofSection section: Int) -> Int {
    guard headers.indices.contains(section) else { return 0 }
    let end = section + 1 < headers.count ? headers[section + 1] : count
    return end - headers[section] - 1
  }

  /// What flat row `index` shows; `nil` past the rows. O(log sections).
  func row(at index: Int) -> LazySectionRow? {
    guard index >= 0, index < count else { return nil }
    // The last section whose header is at or before `index`.
    var low = 0
    var high = headers.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if headers[middle] <= index { low = middle } else { high = middle }
    }
    let offset = index - headers[low]
    return offset == 0 ? .header(section: low) : .item(section: low, item: offset - 1)
  }

  /// The flat index of `row`; `nil` for a section or an item that does not exist.
  func index(of row: LazySectionRow) -> Int? {
    switch row {
    case .header(let section):
      return headers.indices.contains(section) ? headers[section] : nil
    case .item(let section, let item):
      guard item >= 0, item < itemCount(ofSection: section) else { return nil }
      return headers[section] + 1 + item
    }
  }

  /// Whether flat row `index` has a separator under it (when the list shows them): an item's
  /// row that is not its section's last. A header has none, nor the row above the next header.
  func hasSeparator(at index: Int) -> Bool {
    guard case .item(let section, let item) = row(at: index) else { return false }
    return item + 1 < itemCount(ofSection: section)
  }

  /// Every flat row's height until it is measured: `header` points for a header's row, `item`
  /// points for an item's.
  func estimatedHeights(header: Double, item: Double) -> [Double] {
    var heights = [Double](repeating: item, count: count)
    for index in headers { heights[index] = header }
    return heights
  }

  /// Every flat row's id, in order: a header's is its section's id (`sectionID(section)`), an
  /// item's is its section's and its own (`itemID(section, item)`). O(rows).
  func ids<SectionID: Hashable, ItemID: Hashable>(
    sectionID: (Int) -> SectionID, itemID: (Int, Int) -> ItemID
  ) -> [LazySectionRowID<SectionID, ItemID>] {
    var ids: [LazySectionRowID<SectionID, ItemID>] = []
    ids.reserveCapacity(count)
    for section in headers.indices {
      let id = sectionID(section)
      ids.append(.header(id))
      for item in 0..<itemCount(ofSection: section) {
        ids.append(.item(section: id, item: itemID(section, item)))
      }
    }
    return ids
  }
}

extension LazyListGlue {
  /// The rows of a list whose data is now `ids`, each row until measured at its own estimate
  /// (`estimatedHeights`, one per id): as ``rows(ids:estimatedHeight:carryingOver:_:)``, which
  /// gives every row the same estimate — a row measured under the same id in `oldIDs` starts at
  /// its measured height. `nil` when the counts differ or Core rejects the heights.
  static func rows<ID: Hashable>(
    ids: [ID], estimatedHeights: [Double], carryingOver oldIDs: [ID], _ oldRows: LazyRows
  ) -> LazyRows? {
    guard estimatedHeights.count == ids.count else { return nil }
    if ids == oldIDs, oldRows.count == ids.count { return oldRows }
    var measured: [ID: Double] = [:]
    measured.reserveCapacity(oldRows.measuredCount)
    for (row, id) in oldIDs.enumerated() where row < oldRows.count && oldRows.isMeasured(row) {
      measured[id] = oldRows.height(ofRow: row)
    }
    let heights = ids.indices.map { measured[ids[$0]] ?? estimatedHeights[$0] }
    return try? LazyRows(estimatedHeights: heights, margin: oldRows.margin)
  }
}
