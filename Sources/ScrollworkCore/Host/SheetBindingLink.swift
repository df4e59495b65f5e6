/// A declarative host's two-way link between one of the app's bindings and what the sheet
/// shows: which declared values are the app's to act on, and which of the sheet's own changes
/// to write back — the rule ``SheetSelection`` follows for the detent, shared by the
/// presentation (``SheetPresentation``) and the page (``SheetPages``).
///
/// A host writes its binding outside its own view update (SwiftUI forbids writes during one):
/// ``scheduleWrite(_:)`` says a write is due, and ``performWrite(bindingHolds:)``, when it runs,
/// what to write — nothing if the app wrote the binding meanwhile, whose value wins at the next
/// update. Updates that still carry the value from before the host's write are not the app's.
///
///     var link = SheetBindingLink(2)
///     link.declare(2)  // nil: unchanged
///     link.declare(0)  // 0: the app's, act on it
///     link.scheduleWrite(1)  // 1: the sheet shows 1 now, write it
@_spi(Engine) public struct SheetBindingLink<Value: Equatable & Sendable>: Sendable {
  /// The binding's value when the host last saw it; `nil` when the app has written it since.
  @_spi(Engine) public private(set) var seen: Value?
  /// The value the binding was last given by the host, or agreed with it.
  @_spi(Engine) public private(set) var written: Value

  /// A link for a binding that holds `value` when the sheet is created.
  public init(_ value: Value) {
    seen = value
    written = value
  }

  /// The app's declaration holds `value`: returns it when it is a new value of the app's to
  /// act on, `nil` when it is the one seen last or the host's own write arriving.
  public mutating func declare(_ value: Value) -> Value? {
    guard value != seen else { return nil }
    seen = value
    guard value != written else { return nil }
    written = value
    return value
  }

  /// The sheet shows `value` now: returns it when the binding must be written (a write is to be
  /// scheduled), `nil` when the binding has it or a write of it is on its way.
  /// - Complexity: O(1); no allocation.
  public mutating func scheduleWrite(_ value: Value) -> Value? {
    guard value != written else { return nil }
    written = value
    return value
  }

  /// Runs a scheduled write, the binding holding `current`: what to write, or `nil` when the
  /// binding holds it already or the app wrote the binding since the host last saw it.
  public mutating func performWrite(bindingHolds current: Value) -> Value? {
    guard current == seen else {
      seen = nil
      return nil
    }
    guard written != current else { return nil }
    return written
  }
}
