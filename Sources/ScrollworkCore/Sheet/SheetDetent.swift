/// A resting position of a sheet: an id and a rule for where its top edge sits (ARCHITECTURE.md §6).
///
/// Positions are resolved in container coordinates (y down) from a ``SheetContext``:
/// - `height(h)`: `h` points of sheet above the container's bottom, `y = H − h`;
/// - `fraction(f)`: that fraction of the container, `y = H·(1 − f)`;
/// - `inset(i)`: `i` points below the top safe-area inset, `y = safeTop + i`;
/// - `fitted(topInset: i)`: as tall as the header and content need, with the bottom safe area
///   below them, `y = H − (content + safeBottom)`, but never above `inset(i)`;
/// - `custom`: a function of the context returning the sheet's height above the bottom (a
///   ``Rule``, equal only to itself).
///
///     let teaser = SheetDetent(id: "teaser", .height(180))
///     try SheetDetent.resolve([teaser], in: context)[0].y  // H − 180
public struct SheetDetent: Sendable {
  /// The detent's identifier, unique in its list.
  public var id: ID
  /// Where the detent puts the sheet's top edge.
  public var position: Position
  /// What VoiceOver calls the detent — the grabber's value while the sheet is at or going to
  /// it, and the name of the grabber's action that moves the sheet there ("Collapsed", "Half
  /// screen"; localize it). `nil` reads the id's name.
  public var accessibilityName: String?

  /// How a detent's position is computed.
  public enum Position: Sendable {
    /// Points of sheet above the container's bottom.
    case height(Double)
    /// The fraction of the container's height the sheet covers, 0–1.
    case fraction(Double)
    /// Points below the top safe-area inset.
    case inset(Double)
    /// As tall as the sheet's header and content need (``SheetContext/contentHeight``) with the
    /// bottom safe area below them, but no higher than `topInset` points below the top safe
    /// area: a card that fits what it shows. It follows the content: when rows load or go, a
    /// sheet resting there springs to the new height, and a finger holding it keeps it.
    case fitted(topInset: Double = 0)
    /// The sheet's height above the container's bottom, computed by a rule of the app's.
    /// Write it as `.custom { context in ... }`.
    case custom(Rule)

    /// The sheet's height above the container's bottom, computed by `height` from the context.
    public static func custom(
      _ height: @escaping @Sendable (SheetContext) -> Double
    ) -> Position {
      .custom(Rule(height))
    }
  }

  /// A custom detent's rule: a function of the context, with an identity.
  ///
  /// Functions cannot be compared, so a rule is equal only to itself: detents with custom
  /// positions are equal when they hold the same rule. Create a rule once (a `static let`) and
  /// a detent list that uses it stays equal from one declaration to the next; a closure written
  /// in a SwiftUI `body` is a new rule at every update, which a host takes as new detents and
  /// resolves again (the sheet stays where it is when no position moves).
  public final class Rule: Sendable {
    /// The sheet's height above the container's bottom in a context, in points.
    public let height: @Sendable (SheetContext) -> Double

    /// A rule computing the sheet's height above the container's bottom with `height`.
    public init(_ height: @escaping @Sendable (SheetContext) -> Double) {
      self.height = height
    }
  }

  /// Creates a detent, which VoiceOver calls by `accessibilityName` (by its id's name when that
  /// is `nil`).
  public init(id: ID, _ position: Position, accessibilityName: String? = nil) {
    self.id = id
    self.position = position
    self.accessibilityName = accessibilityName
  }

  /// What VoiceOver calls the detent: its ``accessibilityName``, or its id's name.
  public var spokenName: String { accessibilityName ?? id.rawValue }

  /// Whether the detent's position may depend on the content's height: a fitted one, or a
  /// custom rule (which may read it).
  var followsContent: Bool {
    switch position {
    case .fitted, .custom: true
    case .height, .fraction, .inset: false
    }
  }

  /// The sheet's top edge for this detent in `context`, unclamped; `nil` if the rule gives no
  /// finite number.
  func y(in context: SheetContext) -> Double? {
    let y: Double
    switch position {
    case .height(let h): y = context.containerHeight - h
    case .fraction(let f): y = context.containerHeight * (1 - f)
    case .inset(let i): y = context.safeAreaTop + i
    case .fitted(let i):
      y = max(
        context.safeAreaTop + i,
        context.containerHeight - (context.contentHeight + context.safeAreaBottom))
    case .custom(let rule): y = context.containerHeight - rule.height(context)
    }
    return y.isFinite ? y : nil
  }
}

/// What detents are resolved against: the container, its safe area, the keyboard and the
/// content, in points.
public struct SheetContext: Sendable, Hashable {
  /// The container's height.
  public var containerHeight: Double
  /// The container's width.
  public var containerWidth: Double
  /// The top safe-area inset (status bar, notch).
  public var safeAreaTop: Double
  /// The bottom safe-area inset (home indicator).
  public var safeAreaBottom: Double
  /// The keyboard's height over the container's bottom (0 when hidden).
  public var keyboardHeight: Double
  /// The sheet's content height (header plus content), for detents that fit the content.
  public var contentHeight: Double

  /// Creates a context.
  public init(
    containerHeight: Double, containerWidth: Double = 0, safeAreaTop: Double = 0,
    safeAreaBottom: Double = 0, keyboardHeight: Double = 0, contentHeight: Double = 0
  ) {
    self.containerHeight = containerHeight
    self.containerWidth = containerWidth
    self.safeAreaTop = safeAreaTop
    self.safeAreaBottom = safeAreaBottom
    self.keyboardHeight = keyboardHeight
    self.contentHeight = contentHeight
  }
}

/// A detent resolved to a position: its id and the sheet's top edge, in container coordinates.
@_spi(Engine) public struct ResolvedDetent: Sendable, Hashable {
  /// The detent's id.
  public var id: SheetDetent.ID
  /// The sheet's top edge, in points from the container's top.
  public var y: Double

  /// Creates a resolved detent.
  public init(id: SheetDetent.ID, y: Double) {
    self.id = id
    self.y = y
  }
}

extension SheetDetent {
  /// Resolves `detents` in `context`: positions clamped to the container, sorted from the
  /// lowest sheet (largest y) to the highest, and de-duplicated (of detents within half a point
  /// of each other one is kept: the lower, or the first listed when they are equal).
  ///
  /// - Throws: ``ScrollworkError`` for an empty list, a duplicate or empty id, a negative
  ///   height or inset, a fraction outside 0–1, or a rule that gives no finite position.
  /// - Complexity: O(n²) for n detents.
  @_spi(Engine) public static func resolve(
    _ detents: [SheetDetent], in context: SheetContext
  )
    throws(ScrollworkError) -> [ResolvedDetent]
  {
    try validate(detents, in: context)
    var resolved: [ResolvedDetent] = []
    resolve(validated: detents, in: context, into: &resolved)
    return resolved
  }

  /// Throws what ``resolve(_:in:)`` would throw for `detents` in `context`, allocating nothing.
  static func validate(_ detents: [SheetDetent], in context: SheetContext) throws(ScrollworkError) {
    guard !detents.isEmpty else { throw ScrollworkError("detents: the list is empty") }
    for (index, detent) in detents.enumerated() {
      guard !detent.id.rawValue.isEmpty else { throw ScrollworkError("detents: an id is empty") }
      // A list is a handful of detents: comparing with those before beats hashing them (and
      // allocates nothing, so a keyboard or rotation that re-resolves them allocates nothing).
      for earlier in 0..<index where detents[earlier].id == detent.id {
        throw ScrollworkError("detents: the id \"\(detent.id)\" is used twice")
      }
      switch detent.position {
      case .height(let h): try ScrollworkError.requireNonNegative(h, "detents.\(detent.id).height")
      case .inset(let i): try ScrollworkError.requireNonNegative(i, "detents.\(detent.id).inset")
      case .fitted(let i):
        try ScrollworkError.requireNonNegative(i, "detents.\(detent.id).fitted.topInset")
      case .fraction(let f):
        guard f.isFinite, (0...1).contains(f) else {
          throw ScrollworkError("detents.\(detent.id).fraction: must be between 0 and 1, got \(f)")
        }
      case .custom: break
      }
      guard detent.y(in: context) != nil else {
        throw ScrollworkError("detents.\(detent.id): the custom rule gave no finite height")
      }
    }
  }

  /// Resolves `detents`, which ``validate(_:in:)`` accepted in `context`, into `resolved`,
  /// replacing what it held: as ``resolve(_:in:)`` does, in place. A buffer with room for the
  /// list is reused, so re-resolving a machine's detents allocates nothing.
  static func resolve(
    validated detents: [SheetDetent], in context: SheetContext,
    into resolved: inout [ResolvedDetent]
  ) {
    resolved.removeAll(keepingCapacity: true)
    resolved.reserveCapacity(detents.count)
    for detent in detents {
      let y = detent.y(in: context) ?? 0
      resolved.append(ResolvedDetent(id: detent.id, y: min(max(y, 0), context.containerHeight)))
    }
    // Equal positions keep their declaration order, so the first listed survives.
    sortLowestFirst(&resolved)
    var kept = 0
    for index in resolved.indices
    where kept == 0 || abs(resolved[kept - 1].y - resolved[index].y) >= 0.5 {
      resolved[kept] = resolved[index]
      kept += 1
    }
    resolved.removeLast(resolved.count - kept)
  }

  /// Sorts `detents` from the lowest sheet (largest y) to the highest, stably, in place: an
  /// insertion sort, for a handful of detents (no allocation).
  static func sortLowestFirst(_ detents: inout [ResolvedDetent]) {
    guard detents.count > 1 else { return }
    for index in 1..<detents.count {
      let detent = detents[index]
      var slot = index
      while slot > 0, detents[slot - 1].y < detent.y {
        detents[slot] = detents[slot - 1]
        slot -= 1
      }
      detents[slot] = detent
    }
  }
}

extension SheetDetent: Equatable {
  /// Detents are equal when their ids, positions and accessibility names are; custom
  /// positions are equal when they hold the same ``Rule``.
  public static func == (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
    guard lhs.id == rhs.id, lhs.accessibilityName == rhs.accessibilityName else { return false }
    switch (lhs.position, rhs.position) {
    case (.height(let a), .height(let b)), (.fraction(let a), .fraction(let b)),
      (.inset(let a), .inset(let b)), (.fitted(let a), .fitted(let b)):
      return a == b
    case (.custom(let a), .custom(let b)): return a === b
    default: return false
    }
  }
}
