/// A declarative host's two-way link between the app's "is the sheet shown" state and the
/// sheet (SwiftUI's `Binding<Bool>`), as ``SheetSelection`` is for the detent: the value the app
/// declares at each update becomes a present or dismiss event, and the sheet's own dismissal (a
/// finger, VoiceOver's escape) becomes a value to write back.
///
/// The binding shows whether the sheet is presented: it becomes `false` as soon as a release
/// sends the sheet away (``SheetPresence/dismissing``), not when the sheet is out of sight, and
/// `true` again if a finger catches it on its way and brings it back. An app that writes
/// `false` dismisses the sheet; `true` presents it at the selected detent.
///
///     var presentation = SheetPresentation(isPresented: false)
///     presentation.update(isPresented: true, selection: "default", animated: true,
///       current: status)  // .move(to: "default", animated: true): send it to the kernel
///
/// Writes are scheduled and performed as ``SheetSelection``'s are: outside the host's view
/// update, and never over a value the app wrote meanwhile.
public struct SheetPresentation: Sendable {
  /// The binding's link: the values seen and written.
  @_spi(Engine) public private(set) var link: SheetBindingLink<Bool>

  /// A link for a binding that holds `isPresented` when the sheet is created: create the
  /// kernel with `presented: isPresented`.
  public init(isPresented: Bool) {
    link = SheetBindingLink(isPresented)
  }

  /// The app declares `isPresented` while the binding of detents holds `selection`: the event to
  /// send, if any — a move to `selection` (or, when it is not listed, to the detent the sheet
  /// last rested at) that presents a sheet hidden or on its way there, or a dismissal of a
  /// presented one. Nothing when the value is the host's own write arriving.
  /// - Complexity: O(n) in the number of detents.
  public mutating func update(
    isPresented: Bool, selection: SheetDetent.ID, animated: Bool, current status: SheetStatus
  ) -> SheetHostEvent? {
    guard let isPresented = link.declare(isPresented) else { return nil }
    let shows = status.presence == .presented
    if isPresented, !shows {
      let detent = status.detents.contains(selection) ? selection : status.settledDetent
      return .move(to: detent, animated: animated)
    }
    if !isPresented, shows { return .dismiss(animated: animated) }
    return nil
  }

  /// Schedules a write of the binding if the sheet, now showing `status`, is presented or not
  /// where the binding says otherwise: returns the value to write, or `nil` when the binding
  /// has it or a write of it is on its way.
  /// - Complexity: O(1); no allocation.
  public mutating func scheduleWrite(for status: SheetStatus) -> Bool? {
    link.scheduleWrite(status.presence == .presented)
  }

  /// Runs a scheduled write, the binding holding `current`: what to write, or `nil` when the
  /// binding holds it already or the app wrote the binding since the host last saw it (the app's
  /// value wins at the next update).
  public mutating func performWrite(bindingHolds current: Bool) -> Bool? {
    link.performWrite(bindingHolds: current)
  }
}
