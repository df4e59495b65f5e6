// SwiftUI's data flow (stub; see ../README.md): the environment and its keys, @Environment,
// @State, @Binding and transactions, with the SDK interface's signatures and Sendable
// conformances (Binding, State, Environment, EnvironmentValues and Transaction are not
// Sendable in the iOS 17.0 SDK).

/// The values a view reads from its environment.
public struct EnvironmentValues: CustomStringConvertible {
  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { _stubOnly() }
    set { _stubOnly() }
  }

  public var description: String { _stubOnly() }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// A key for a value in the environment.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// A stored property SwiftUI updates before it evaluates a view's body.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A property wrapper that reads a value from the view's environment.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

  @inlinable public var wrappedValue: Value { _stubOnly() }
}

@available(*, unavailable)
extension Environment: Sendable {}

/// A property wrapper for a value a view owns.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}

  public init(initialValue value: Value) {}

  public var wrappedValue: Value {
    get { _stubOnly() }
    nonmutating set { _stubOnly() }
  }

  public var projectedValue: Binding<Value> { _stubOnly() }
}

@available(*, unavailable)
extension State: Sendable {}

/// A property wrapper for a value owned elsewhere: read and written through.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  public var transaction: Transaction

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { _stubOnly() }

  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    _stubOnly()
  }

  public static func constant(_ value: Value) -> Binding<Value> { _stubOnly() }

  public var wrappedValue: Value {
    get { _stubOnly() }
    nonmutating set { _stubOnly() }
  }

  public var projectedValue: Binding<Value> { _stubOnly() }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> { _stubOnly() }
}

@available(*, unavailable)
extension Binding: Sendable {}

/// The context of a state change: its animation, and whether animations are off.
@frozen
public struct Transaction {
  @inlinable public init() {}
}

extension Transaction {
  public var disablesAnimations: Bool {
    get { _stubOnly() }
    set { _stubOnly() }
  }
}

@available(*, unavailable)
extension Transaction: Sendable {}

/// Runs `body` with `transaction` for the state changes it makes.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result { _stubOnly() }

// Combine's `ObservableObject` and `@Published`, which SwiftUI's interface imports (a client
// that imports SwiftUI alone sees them), and SwiftUI's `@ObservedObject`. Simplified: no
// publishers; `@Published` is a plain wrapper (the SDK's reaches the enclosing instance).

/// An object whose changes views follow (Combine).
public protocol ObservableObject: AnyObject {}

/// A property of an `ObservableObject` whose changes it publishes (Combine).
@propertyWrapper
public struct Published<Value> {
  public init(wrappedValue: Value) { _stubOnly() }

  public var wrappedValue: Value {
    get { _stubOnly() }
    set { _stubOnly() }
  }
}

/// A property wrapper that re-evaluates the view's body when the object publishes a change.
@propertyWrapper @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  public init(wrappedValue: ObjectType) { _stubOnly() }

  @preconcurrency @MainActor public var wrappedValue: ObjectType {
    get { _stubOnly() }
    set { _stubOnly() }
  }
}

/// A property wrapper that makes an observable object once, keeps it for the view's lifetime,
/// and re-evaluates the view's body when it publishes a change (iOS 14).
@propertyWrapper @frozen
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { _stubOnly() }

  @preconcurrency @MainActor public var wrappedValue: ObjectType { _stubOnly() }
}
