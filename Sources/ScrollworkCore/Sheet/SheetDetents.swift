extension SheetDetent {
  /// A detent's identifier: a name, unique in its list.
  ///
  ///     let teaser: SheetDetent.ID = "teaser"
  public struct ID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The name.
    public let rawValue: String

    /// An identifier named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An identifier named `name`.
    public init(_ name: String) { self.init(rawValue: name) }

    /// An identifier named by a string literal: `"teaser"`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The name.
    public var description: String { rawValue }
  }
}

/// A sheet's detents resolved in its context: positions, lowest sheet (largest y) first, as
/// data to query — the nearest to a position, the lowest and highest, where one is.
///
///     let detents = try SheetDetents(resolving: [SheetDetent(id: "low", .height(200)),
///       SheetDetent(id: "top", .inset(10))], in: SheetContext(containerHeight: 844, safeAreaTop: 59))
///     detents.closest(to: 300).id  // "top"
///     detents.position(of: "low")  // 644
@_spi(Engine) public struct SheetDetents: Sendable, Hashable {
  /// Every detent, lowest sheet (largest y) first; never empty (but while a machine resolves
  /// them again in place).
  public internal(set) var all: [ResolvedDetent]

  /// Resolves `rules` in `context` (``SheetDetent/resolve(_:in:)``).
  /// - Throws: ``ScrollworkError`` for an empty or invalid list.
  public init(resolving rules: [SheetDetent], in context: SheetContext) throws(ScrollworkError) {
    self.init(try SheetDetent.resolve(rules, in: context))
  }

  /// Detents already resolved and sorted (not empty).
  init(_ resolved: [ResolvedDetent]) {
    all = resolved
  }

  /// The lowest sheet: the detent with the largest y.
  public var lowest: ResolvedDetent { all[0] }
  /// The highest sheet: the detent with the smallest y.
  public var highest: ResolvedDetent { all[all.count - 1] }

  /// The detent nearest to `y` (the lower one on a tie).
  /// - Complexity: O(n); no allocation.
  @inline(__always) public func closest(to y: Double) -> ResolvedDetent {
    all[index(closestTo: y)]
  }

  /// Where the detent `id` puts the sheet's top edge, or `nil` when none has that id.
  public func position(of id: SheetDetent.ID) -> Double? {
    all.first { $0.id == id }?.y
  }

  /// Whether a detent has the id `id`.
  public func contains(_ id: SheetDetent.ID) -> Bool { position(of: id) != nil }

  /// The detent `steps` detents above (positive) or below (negative) the detent `id`, clamped
  /// to the list: where an accessibility increment or decrement moves the sheet.
  public func id(steppingBy steps: Int, from id: SheetDetent.ID) -> SheetDetent.ID {
    let start = index(of: id) ?? 0
    let clamped = steps > 0 ? min(steps, all.count) : max(steps, -all.count)
    return all[min(max(start + clamped, 0), all.count - 1)].id
  }

  /// How many detents there are.
  public var count: Int { all.count }

  // MARK: Indices, inside Core

  func index(of id: SheetDetent.ID) -> Int? { all.firstIndex { $0.id == id } }

  @inline(__always) func index(closestTo y: Double) -> Int {
    var nearest = 0
    for index in all.indices where abs(all[index].y - y) < abs(all[nearest].y - y) {
      nearest = index
    }
    return nearest
  }

  subscript(index: Int) -> ResolvedDetent { all[index] }
}
