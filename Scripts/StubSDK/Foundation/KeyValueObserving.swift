// The Swift half of the stub Foundation module, part 3: block-based key-value observing, as
// Apple's overlay declares it (the change handler is `@Sendable`, the method `@preconcurrency`).
// Hand-written for type-checking only (see ../README.md); the bodies never run.

/// Types that support key-value observing with key paths (every NSObject).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// A change reported to an `observe(_:options:changeHandler:)` handler.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  public let newValue: Value?
  public let oldValue: Value?
  public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// An observation in progress; it ends when invalidated or deinitialized.
@objc(_NSKeyValueObservation)
public class NSKeyValueObservation: NSObject {
  @objc public func invalidate() {}
}

extension NSKeyValueObservation: @unchecked Sendable {}

extension _KeyValueCodingAndObserving {
  /// Observes the property at `keyPath` (an `@objc dynamic` property of an NSObject subclass).
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { _stubOnly() }
}
