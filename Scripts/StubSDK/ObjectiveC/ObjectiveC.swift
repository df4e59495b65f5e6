// The Swift half of the stub ObjectiveC module: the types the Clang importer maps `BOOL` and
// `SEL` to, the bridging functions the compiler calls for `BOOL`, and NSObject's Equatable and
// Hashable conformances. Hand-written for type-checking only (see ../README.md); the bodies
// never run.
@_exported import ObjectiveC

/// `BOOL` as Swift sees it where it is not bridged to `Bool` (pointers, generics).
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  @usableFromInline var value: Bool

  public init(_ value: Bool) { self.value = value }

  public init(booleanLiteral value: Bool) { self.init(value) }

  public var boolValue: Bool { value }
}

extension ObjCBool: CustomStringConvertible {
  public var description: String { value.description }
}

/// Called by the compiler to pass a `Bool` as `BOOL`.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }

/// Called by the compiler to read a `BOOL` as `Bool`.
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

/// An Objective-C selector (`SEL`), as `#selector` produces it.
@frozen
public struct Selector: ExpressibleByStringLiteral, Sendable {
  var name: String

  public init(_ str: String) { name = str }

  public init(stringLiteral value: String) { name = value }
}

extension Selector: Hashable, CustomStringConvertible {
  public var description: String { name }
}

/// A memory zone (`struct _NSZone *` in `copyWithZone:`); opaque.
@frozen
public struct NSZone: @unchecked Sendable {
  var pointer: OpaquePointer
}

/// Runs `body` inside an autorelease pool.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
  try body()
}

extension NSObject: Equatable, Hashable {
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

  @nonobjc public var hashValue: Int { hash }

  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
