// The Swift half of the stub Foundation module, part 2: the value types the overlay bridges to
// Objective-C classes (the apinotes' SwiftBridge names them): Notification, IndexPath, UUID.
// Hand-written for type-checking only (see ../README.md); the bodies never run. Each declares
// the conformances of Apple's overlay and the members the glue and the examples use.

/// A type with an Objective-C reference counterpart (`Notification` ↔ `NSNotification`).
public protocol ReferenceConvertible: CustomDebugStringConvertible, CustomStringConvertible,
  Hashable, _ObjectiveCBridgeable
{
  associatedtype ReferenceType: NSObject, NSCopying
}

/// Bridging bodies shared by the value types below.
public protocol _StubReferenceBridgeable: _ObjectiveCBridgeable {}

extension _StubReferenceBridgeable {
  public func _bridgeToObjectiveC() -> _ObjectiveCType { _stubOnly() }
  public static func _forceBridgeFromObjectiveC(_ source: _ObjectiveCType, result: inout Self?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: _ObjectiveCType, result: inout Self?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: _ObjectiveCType?) -> Self {
    _stubOnly()
  }
}

/// A notification, as Swift sees NSNotification. Not Sendable (its `object` and `userInfo` are
/// `Any`), as in Apple's overlay.
public struct Notification: ReferenceConvertible, Equatable, Hashable, _StubReferenceBridgeable {
  public typealias ReferenceType = NSNotification
  public typealias _ObjectiveCType = NSNotification
  public typealias Name = NSNotification.Name

  public var name: Name
  public var object: Any?
  public var userInfo: [AnyHashable: Any]?

  public init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
    self.name = name
    self.object = object
    self.userInfo = userInfo
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  public static func == (lhs: Notification, rhs: Notification) -> Bool { lhs.name == rhs.name }

  public var description: String { "name = \(name.rawValue)" }

  public var debugDescription: String { description }
}

@available(*, unavailable)
extension Notification: @unchecked Sendable {}

/// A path of indexes into nested collections (a table's section and row), as Swift sees
/// NSIndexPath.
public struct IndexPath: ReferenceConvertible, Equatable, Hashable, MutableCollection,
  RandomAccessCollection, Comparable, ExpressibleByArrayLiteral, Sendable, _StubReferenceBridgeable
{
  public typealias ReferenceType = NSIndexPath
  public typealias _ObjectiveCType = NSIndexPath
  public typealias Element = Int
  public typealias Index = Array<Int>.Index
  public typealias Indices = DefaultIndices<IndexPath>

  var indexes: [Int]

  public init() { indexes = [] }

  public init<ElementSequence: Sequence>(indexes: ElementSequence)
  where ElementSequence.Element == Element {
    self.indexes = Array(indexes)
  }

  public init(arrayLiteral indexes: Element...) { self.indexes = indexes }

  public init(indexes: [Element]) { self.indexes = indexes }

  public init(index: Element) { indexes = [index] }

  public subscript(index: Index) -> Element {
    get { indexes[index] }
    set { indexes[index] = newValue }
  }

  public subscript(range: Range<Index>) -> IndexPath {
    get { IndexPath(indexes: indexes[range]) }
    set { indexes.replaceSubrange(range, with: newValue.indexes) }
  }

  public var count: Int { indexes.count }
  public var startIndex: Index { indexes.startIndex }
  public var endIndex: Index { indexes.endIndex }

  public func index(before i: Index) -> Index { i - 1 }

  public func index(after i: Index) -> Index { i + 1 }

  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    lhs.indexes.lexicographicallyPrecedes(rhs.indexes)
  }

  public var description: String { indexes.description }

  public var debugDescription: String { description }
}

/// A universally unique identifier, as Swift sees NSUUID.
public struct UUID: Hashable, Equatable, CustomStringConvertible, Sendable {
  var bytes: [UInt8]

  public init() { bytes = [] }

  public init?(uuidString string: __shared String) { bytes = [] }

  public var uuidString: String { "" }

  public var description: String { uuidString }
}

extension UUID: ReferenceConvertible, _StubReferenceBridgeable {
  public typealias ReferenceType = NSUUID
  public typealias _ObjectiveCType = NSUUID

  public var debugDescription: String { description }
}
