// The Swift half of the stub Foundation module, part 1: the bridging conformances that let the
// Clang importer show NSString, NSArray, NSDictionary and NSSet as Swift's own types (the
// apinotes' SwiftBridge names them), and the numbers NSNumber bridges. Hand-written for
// type-checking only (see ../README.md); the bodies never run.
@_exported import Foundation
@_exported import ObjectiveC

/// Marks a body the type-check never runs.
@usableFromInline
func _stubOnly() -> Never { fatalError("Scrollwork's stub SDK is for type-checking only") }

extension String: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectiveCType = NSString
  public func _bridgeToObjectiveC() -> NSString { _stubOnly() }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSString, result: inout String?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { "" }
}

extension Array: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectiveCType = NSArray
  public func _bridgeToObjectiveC() -> NSArray { _stubOnly() }
  public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSArray, result: inout [Element]?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { [] }
}

extension Dictionary: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectiveCType = NSDictionary
  public func _bridgeToObjectiveC() -> NSDictionary { _stubOnly() }
  public static func _forceBridgeFromObjectiveC(
    _ source: NSDictionary, result: inout [Key: Value]?
  ) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSDictionary, result: inout [Key: Value]?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(
    _ source: NSDictionary?
  ) -> [Key: Value] { [:] }
}

extension Set: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectiveCType = NSSet
  public func _bridgeToObjectiveC() -> NSSet { _stubOnly() }
  public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSSet, result: inout Set<Element>?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set<Element> {
    []
  }
}

/// A number that bridges to NSNumber (`3 as NSNumber`, `number as? Int`).
public protocol _NumberBridgeable: _ObjectiveCBridgeable where _ObjectiveCType == NSNumber {
  init()
}

extension _NumberBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _stubOnly() }
  public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Self?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSNumber, result: inout Self?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Self { Self() }
}

extension Int: @retroactive _ObjectiveCBridgeable, _NumberBridgeable {}
extension UInt: @retroactive _ObjectiveCBridgeable, _NumberBridgeable {}
extension Int32: @retroactive _ObjectiveCBridgeable, _NumberBridgeable {}
extension Double: @retroactive _ObjectiveCBridgeable, _NumberBridgeable {}
extension Float: @retroactive _ObjectiveCBridgeable, _NumberBridgeable {}
extension Bool: @retroactive _ObjectiveCBridgeable, _NumberBridgeable {}
extension CGFloat: @retroactive _ObjectiveCBridgeable, _NumberBridgeable {}
