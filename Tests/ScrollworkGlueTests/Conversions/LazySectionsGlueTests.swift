import ScrollworkCore
import Testing

@testable import Scrollwork

/// A sectioned lazy list flattened into Core's rows: flat index to section and item and back,
/// ids, estimates, separators, and the heights carried over by id when the sections change.
struct LazySectionsGlueTests {
  @Test func flatteningPutsEachHeaderBeforeItsItems() {
    let sections = LazySections(itemCounts: [2, 0, 1])
    #expect(sections.headers == [0, 3, 4])
    #expect(sections.count == 6)
    #expect(sections.sectionCount == 3)
    #expect(
      (0..<6).map { sections.row(at: $0) } == [
        .header(section: 0), .item(section: 0, item: 0), .item(section: 0, item: 1),
        .header(section: 1), .header(section: 2), .item(section: 2, item: 0),
      ])
    #expect(sections.row(at: 6) == nil)
    #expect(sections.row(at: -1) == nil)
    #expect(sections.index(of: .item(section: 1, item: 0)) == nil)
    #expect(sections.index(of: .item(section: 0, item: 2)) == nil)
    #expect(sections.index(of: .header(section: 3)) == nil)
    #expect(sections.index(of: .item(section: 2, item: 0)) == 5)
  }

  @Test func noSectionsAndNegativeCounts() {
    let none = LazySections(itemCounts: [])
    #expect(none.count == 0)
    #expect(none.row(at: 0) == nil)
    #expect(none.estimatedHeights(header: 28, item: 56).isEmpty)
    let clamped = LazySections(itemCounts: [-3, 1])
    #expect(clamped.headers == [0, 1])
    #expect(clamped.itemCount(ofSection: 0) == 0)
    #expect(clamped.count == 3)
  }

  /// No separator under a header, nor under a section's last row (the next header is its own
  /// divider); every other item row has one.
  @Test func separatorsAreBetweenItemsOfASection() {
    let sections = LazySections(itemCounts: [3, 0, 1])
    #expect(
      (0..<sections.count).map { sections.hasSeparator(at: $0) } == [
        false, true, true, false, false, false, false,
      ])
  }

  @Test func idsAndEstimatesPerRow() {
    let sections = LazySections(itemCounts: [1, 2])
    let ids = sections.ids(sectionID: { ["a", "b"][$0] }, itemID: { $0 * 10 + $1 })
    #expect(
      ids == [
        .header("a"), .item(section: "a", item: 0),
        .header("b"), .item(section: "b", item: 10), .item(section: "b", item: 11),
      ])
    #expect(sections.estimatedHeights(header: 28, item: 56) == [28, 56, 28, 56, 56])
  }

  /// Headers and items keep the heights measured under their ids when a section is inserted
  /// before them; new rows start at their own estimates.
  @Test func measuredHeightsFollowTheirIDsAcrossSections() throws {
    let before = LazySections(itemCounts: [2])
    let oldIDs = before.ids(sectionID: { _ in "fruit" }, itemID: { ["apple", "pear"][$1] })
    var rows = try #require(
      LazyListGlue.rows(
        ids: oldIDs, estimatedHeights: before.estimatedHeights(header: 28, item: 56),
        carryingOver: [], LazyListGlue.noRows))
    _ = LazyListGlue.measure(row: 0, height: 34, visibleTop: 0, rows: &rows)
    _ = LazyListGlue.measure(row: 2, height: 90, visibleTop: 0, rows: &rows)
    let after = LazySections(itemCounts: [1, 2])
    let newIDs = after.ids(
      sectionID: { ["nuts", "fruit"][$0] }, itemID: { [["pecan"], ["apple", "pear"]][$0][$1] })
    let carried = try #require(
      LazyListGlue.rows(
        ids: newIDs, estimatedHeights: after.estimatedHeights(header: 28, item: 56),
        carryingOver: oldIDs, rows))
    #expect((0..<5).map { carried.height(ofRow: $0) } == [28, 56, 34, 56, 90])
    #expect((0..<5).map { carried.isMeasured($0) } == [false, false, false, false, false])
    #expect(
      LazyListGlue.rows(ids: newIDs, estimatedHeights: [28], carryingOver: oldIDs, rows) == nil)
    #expect(
      LazyListGlue.rows(ids: oldIDs, estimatedHeights: [1, 2, 3], carryingOver: oldIDs, rows)
        == rows)
  }

  /// Random sections (seeded, the seed printed on failure): every flat index maps to a section
  /// row and back, headers and items alternate as the counts say, the ids are unique, and a
  /// shuffle of the sections carries every measured height over to its id.
  @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34] as [UInt64])
  func randomSectionsRoundTrip(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    let counts = (0..<Int.random(in: 0...40, using: &random)).map { _ in
      Int.random(in: 0...12, using: &random)
    }
    let sections = LazySections(itemCounts: counts)
    #expect(sections.count == counts.count + counts.reduce(0, +), "seed \(seed)")
    var expected: [LazySectionRow] = []
    for (section, items) in counts.enumerated() {
      expected.append(.header(section: section))
      expected += (0..<items).map { .item(section: section, item: $0) }
    }
    #expect((0..<sections.count).map { sections.row(at: $0) } == expected, "seed \(seed)")
    for (index, row) in expected.enumerated() {
      #expect(sections.index(of: row) == index, "seed \(seed), row \(index)")
    }
    let sectionIDs = (0..<counts.count).map { "s\($0)" }
    let ids = sections.ids(sectionID: { sectionIDs[$0] }, itemID: { $1 })
    #expect(Set(ids).count == ids.count, "seed \(seed)")
    // Measure every third row at a height of its own, then shuffle the sections.
    var rows = try #require(
      LazyListGlue.rows(
        ids: ids, estimatedHeights: sections.estimatedHeights(header: 28, item: 56),
        carryingOver: [], LazyListGlue.noRows))
    var measured: [LazySectionRowID<String, Int>: Double] = [:]
    for row in stride(from: 0, to: rows.count, by: 3) {
      let height = Double(Int.random(in: 10...200, using: &random))
      _ = LazyListGlue.measure(row: row, height: height, visibleTop: 0, rows: &rows)
      measured[ids[row]] = height
    }
    let order = Array(counts.indices).shuffled(using: &random)
    let shuffled = LazySections(itemCounts: order.map { counts[$0] })
    let newIDs = shuffled.ids(sectionID: { sectionIDs[order[$0]] }, itemID: { $1 })
    let carried = try #require(
      LazyListGlue.rows(
        ids: newIDs, estimatedHeights: shuffled.estimatedHeights(header: 30, item: 50),
        carryingOver: ids, rows))
    // The same ids (a shuffle that kept the order) give the rows back as they were.
    let (header, item) = newIDs == ids ? (28.0, 56.0) : (30.0, 50.0)
    for (index, id) in newIDs.enumerated() {
      let estimate = shuffled.row(at: index).map { row -> Double in
        if case .header = row { return header }
        return item
      }
      #expect(
        carried.height(ofRow: index) == measured[id] ?? estimate, "seed \(seed), row \(index)")
    }
  }
}
