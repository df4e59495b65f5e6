/// A declarative host's two-way link between the app's state and the sheet: the detents and
/// the selected detent the app declares at each update (SwiftUI's view values and
/// `Binding<SheetDetent.ID>`) become kernel events, and the sheet's own moves become values to
/// write back into the binding.
///
/// The binding shows ``SheetStatus/selectedDetent``: where the sheet rests, or where it is
/// going — it changes when a finger releases the sheet toward another detent, not while the
/// finger moves it. An app that writes the binding moves the sheet there with Core's spring
/// (the Reduce Motion spring when that is on).
///
///     var selection = SheetSelection(selection: "default", detents: detents)
///     selection.update(
///       detents: detents, selection: "maximum", animated: true, current: status)
///     // [.move(to: "maximum", animated: true)]: send it to the kernel
///     selection.scheduleWrite(for: frame.status)
///     // nil: the sheet is going to "maximum", which the binding holds
///
/// A host writes its binding outside its own view update (SwiftUI forbids writes during one):
/// ``scheduleWrite(for:)`` says a write is due, and when it runs, ``performWrite(bindingHolds:)``
/// says what to write — nothing if the app wrote the binding meanwhile: the app's value wins,
/// whatever it is, at the next update. Updates that still carry the value from before the write
/// are not the app's, and are ignored.
public struct SheetSelection: Sendable {
  /// The detents the app last declared.
  public private(set) var detents: [SheetDetent]
  /// The binding's value when the host last saw it; `nil` when the app has written it since
  /// (a scheduled write found another value), so the next update's value is the app's.
  @_spi(Engine) public private(set) var seen: SheetDetent.ID?
  /// The value the binding was last given by the host, or agreed with it; `nil` when the next
  /// status must be written back (the app selected a detent that is not listed).
  @_spi(Engine) public private(set) var written: SheetDetent.ID?

  /// A link for a binding that holds `selection` when the sheet is created with `detents`.
  /// Create the sheet at ``initialDetent``.
  public init(selection: SheetDetent.ID, detents: [SheetDetent]) {
    self.detents = detents
    seen = selection
    written = detents.contains { $0.id == selection } ? selection : nil
  }

  /// The detent to create the sheet at: the binding's, or `nil` (the lowest) when it is not
  /// listed — the next ``scheduleWrite(for:)`` then writes the sheet's detent into the binding.
  public var initialDetent: SheetDetent.ID? { written }

  /// The app declares `detents` and the binding holds `selection`: the events to send, in
  /// order — the new detents if they changed, then a move if the app changed the selection to
  /// a listed detent the sheet is not already at or going to. `animated` is `false` when the
  /// app asked for no animation (SwiftUI's `Transaction.disablesAnimations`).
  ///
  /// A selection that is not listed sends nothing; the next ``scheduleWrite(for:)`` writes the
  /// sheet's own selection back.
  /// - Complexity: O(n) in the number of detents.
  public mutating func update(
    detents declared: [SheetDetent], selection: SheetDetent.ID, animated: Bool,
    current status: SheetStatus
  ) -> [SheetHostEvent] {
    var events: [SheetHostEvent] = []
    if declared != detents {
      detents = declared
      events.append(.setDetents(declared))
    }
    guard selection != seen else { return events }
    seen = selection
    // The host's own write arriving: the sheet is there already.
    guard selection != written else { return events }
    guard declared.contains(where: { $0.id == selection }) else {
      written = nil
      return events
    }
    written = selection
    if selection != status.selectedDetent {
      events.append(.move(to: selection, animated: animated))
    }
    return events
  }

  /// Schedules a write of the binding if the sheet, now showing `status`, has a selection the
  /// binding does not hold: returns the value to write (the host then schedules the write
  /// outside its view update), or `nil` when the binding has it or a write of it is on its way.
  /// - Complexity: O(1); no allocation.
  public mutating func scheduleWrite(for status: SheetStatus) -> SheetDetent.ID? {
    let selected = status.selectedDetent
    guard selected != written else { return nil }
    written = selected
    return selected
  }

  /// Runs a scheduled write, the binding holding `current`: returns what to write, the sheet's
  /// latest selection; `nil` when the binding holds it already, or when the app has written the
  /// binding since the host last saw it — the app's value wins: the next update takes it as the
  /// app's, even if it is the value the host saw before (writes made between two updates are
  /// seen only as their last).
  public mutating func performWrite(bindingHolds current: SheetDetent.ID) -> SheetDetent.ID? {
    guard current == seen else {
      seen = nil
      return nil
    }
    guard let written, written != current else { return nil }
    return written
  }
}
