// The Swift half of the stub UIKit module, part 4: diffable data sources, which Apple's overlay
// declares in Swift. Hand-written for type-checking only (see ../README.md); the bodies never run.
// The generic constraints (Hashable and Sendable identifiers), the isolation (`apply` and
// `snapshot()` nonisolated, the rest main-actor) and the cell provider's type are the iOS 17
// SDK's.

/// The state of a table's or collection's data: sections and items, by identifier.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>:
  @unchecked Sendable
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  var sections: [SectionIdentifierType] = []
  var items: [ItemIdentifierType] = []

  public init() {}

  public var numberOfItems: Int { items.count }
  public var numberOfSections: Int { sections.count }
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  public var itemIdentifiers: [ItemIdentifierType] { items }

  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) { items += identifiers }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}

  public mutating func deleteAllItems() { items = [] }

  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}

  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers
  }

  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {}
}

/// A table's data source that animates the differences between snapshots.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  public init(tableView: UITableView, cellProvider: @escaping CellProvider) { _stubOnly() }

  nonisolated open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {}

  nonisolated open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {}

  nonisolated open func snapshot()
    -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  { _stubOnly() }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }

  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  @objc open func numberOfSections(in tableView: UITableView) -> Int { 0 }

  @objc open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  @objc open func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell { _stubOnly() }
}
