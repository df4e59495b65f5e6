// The Swift half of the stub CoreFoundation module: `CGFloat`, the struct the Clang importer maps
// the C typedef to. As in Apple's overlay it lives in CoreFoundation, wraps a `Double` (`native`)
// and is a `BinaryFloatingPoint`; the compiler's implicit CGFloat ↔ Double conversion is keyed on
// a type named `CGFloat` in this module. Hand-written for type-checking only (see ../README.md);
// the bodies forward to `Double` but never run.
@_exported import CoreFoundation

/// The C `CGFloat` (a `double` on 64-bit), as Swift sees it.
@frozen
public struct CGFloat: Sendable {
  public typealias NativeType = Double

  /// The value, as a `Double`.
  public var native: NativeType

  public init() { native = 0 }

  public init(_ value: Float) { native = NativeType(value) }

  public init(_ value: Double) { native = value }

  public init(_ value: CGFloat) { native = value.native }
}

extension CGFloat: SignedNumeric {
  public typealias IntegerLiteralType = Int
  public typealias Magnitude = CGFloat

  public init<T: BinaryInteger>(_ source: T) { native = NativeType(source) }

  public init?<T: BinaryInteger>(exactly source: T) {
    guard let value = NativeType(exactly: source) else { return nil }
    native = value
  }

  public init(integerLiteral value: Int) { native = NativeType(value) }

  public var magnitude: CGFloat { CGFloat(native.magnitude) }
}

extension CGFloat: BinaryFloatingPoint {
  public typealias RawSignificand = UInt
  public typealias RawExponent = UInt
  public typealias Exponent = Int
  public typealias FloatLiteralType = NativeType

  public init(floatLiteral value: NativeType) { native = value }

  #if arch(x86_64) || arch(i386)
  public init(_ value: Float80) { native = NativeType(value) }
  #endif

  public static var exponentBitCount: Int { NativeType.exponentBitCount }
  public static var significandBitCount: Int { NativeType.significandBitCount }

  public var bitPattern: UInt { UInt(native.bitPattern) }

  public init(bitPattern: UInt) { native = NativeType(bitPattern: UInt64(bitPattern)) }

  public var sign: FloatingPointSign { native.sign }
  public var exponentBitPattern: UInt { UInt(native.exponentBitPattern) }
  public var significandBitPattern: UInt { UInt(native.significandBitPattern) }

  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt) {
    native = NativeType(
      sign: sign, exponentBitPattern: exponentBitPattern,
      significandBitPattern: UInt64(significandBitPattern))
  }

  public init(nan payload: RawSignificand, signaling: Bool) {
    native = NativeType(nan: UInt64(payload), signaling: signaling)
  }

  public static var infinity: CGFloat { CGFloat(NativeType.infinity) }
  public static var nan: CGFloat { CGFloat(NativeType.nan) }
  public static var signalingNaN: CGFloat { CGFloat(NativeType.signalingNaN) }
  public static var greatestFiniteMagnitude: CGFloat {
    CGFloat(NativeType.greatestFiniteMagnitude)
  }
  public static var pi: CGFloat { CGFloat(NativeType.pi) }
  public static var leastNormalMagnitude: CGFloat { CGFloat(NativeType.leastNormalMagnitude) }
  public static var leastNonzeroMagnitude: CGFloat { CGFloat(NativeType.leastNonzeroMagnitude) }

  public var ulp: CGFloat { CGFloat(native.ulp) }
  public var exponent: Int { native.exponent }
  public var significand: CGFloat { CGFloat(native.significand) }

  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
    native = NativeType(sign: sign, exponent: exponent, significand: significand.native)
  }

  public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }

  public var nextUp: CGFloat { CGFloat(native.nextUp) }

  public mutating func negate() { native.negate() }

  public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }

  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) {
    native.formTruncatingRemainder(dividingBy: other.native)
  }

  public mutating func formRemainder(dividingBy other: CGFloat) {
    native.formRemainder(dividingBy: other.native)
  }

  public mutating func formSquareRoot() { native.formSquareRoot() }

  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) {
    native.addProduct(lhs.native, rhs.native)
  }

  public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
  public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool {
    native.isLessThanOrEqualTo(other.native)
  }

  public var isNormal: Bool { native.isNormal }
  public var isFinite: Bool { native.isFinite }
  public var isZero: Bool { native.isZero }
  public var isSubnormal: Bool { native.isSubnormal }
  public var isInfinite: Bool { native.isInfinite }
  public var isNaN: Bool { native.isNaN }
  public var isSignalingNaN: Bool { native.isSignalingNaN }
  public var isCanonical: Bool { native.isCanonical }
  public var floatingPointClass: FloatingPointClassification { native.floatingPointClass }
  public var binade: CGFloat { CGFloat(native.binade) }
  public var significandWidth: Int { native.significandWidth }
}

extension CGFloat {
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
}

extension CGFloat: Strideable {
  public typealias Stride = CGFloat

  public func distance(to other: CGFloat) -> CGFloat { CGFloat(other.native - native) }

  public func advanced(by amount: CGFloat) -> CGFloat { CGFloat(native + amount.native) }
}

extension CGFloat: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(native) }
}

extension CGFloat: CustomStringConvertible, CustomReflectable {
  public var description: String { native.description }

  public var customMirror: Mirror { Mirror(reflecting: native) }
}

extension CGFloat: Codable {
  public init(from decoder: any Decoder) throws {
    native = try decoder.singleValueContainer().decode(NativeType.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(native)
  }
}

extension Double {
  public init(_ value: CGFloat) { self = value.native }
}

extension Float {
  public init(_ value: CGFloat) { self = Float(value.native) }
}

extension Int {
  public init(_ value: CGFloat) { self = Int(value.native) }
}

extension UInt {
  public init(_ value: CGFloat) { self = UInt(value.native) }
}

extension Int64 {
  public init(_ value: CGFloat) { self = Int64(value.native) }
}

extension UInt64 {
  public init(_ value: CGFloat) { self = UInt64(value.native) }
}

extension Int32 {
  public init(_ value: CGFloat) { self = Int32(value.native) }
}

extension UInt32 {
  public init(_ value: CGFloat) { self = UInt32(value.native) }
}

extension Int16 {
  public init(_ value: CGFloat) { self = Int16(value.native) }
}

extension UInt16 {
  public init(_ value: CGFloat) { self = UInt16(value.native) }
}

extension Int8 {
  public init(_ value: CGFloat) { self = Int8(value.native) }
}

extension UInt8 {
  public init(_ value: CGFloat) { self = UInt8(value.native) }
}

/// A Core Foundation object imported as a Swift class (`CGColor`, …), which the importer makes
/// Hashable through this protocol. The SDK's overlay hashes and compares with CFHash and CFEqual;
/// here, by identity (the bodies never run).
public protocol _CFObject: AnyObject, Hashable {}

extension _CFObject {
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public static func == (left: Self, right: Self) -> Bool { left === right }
}
