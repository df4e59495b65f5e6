@_spi(Engine) import ScrollworkCore
import Testing

@testable import Scrollwork

/// The container's reports when the sheet is dismissed, presented or vetoed.
struct SheetGluePresenceTests {
  static func kernel(
    _ dismissal: SheetConfiguration.Dismissal, presented: Bool = true
  ) throws -> SheetKernel {
    var configuration = SheetConfiguration()
    configuration.dismissal = dismissal
    return try SheetKernel(
      detents: [SheetDetent(id: "low", .height(200)), SheetDetent(id: "top", .inset(10))],
      configuration: configuration, chrome: SheetChrome(header: SheetHeader(height: 60)),
      presented: presented,
      reading: SheetReading(container: HostSize(width: 390, height: 844)), at: 0)
  }

  /// Frames at 60 Hz from `start` to `end`, with what the container reports after each.
  static func run(
    _ kernel: inout SheetKernel, from start: Double, to end: Double,
    after previous: inout SheetKernelFrame?
  ) -> [SheetPresenceChange] {
    stride(from: start, through: end, by: 1.0 / 60).map { t in
      let frame = kernel.advance(to: t)
      defer { previous = frame }
      return SheetGlue.presenceChange(from: previous, to: frame)
    }
  }

  /// A flick down: editing ends once, as the sheet starts away; the dismissal handler runs
  /// once, when it is out of sight, and the panel is hidden then.
  @Test func aFlickReportsOnceEach() throws {
    var kernel = try Self.kernel(.interactive)
    var previous: SheetKernelFrame? = kernel.advance(to: 0)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panEnded(translation: 30, velocity: 2000), at: 0.05)
    let changes = Self.run(&kernel, from: 0.05, to: 2, after: &previous)
    #expect(changes.filter(\.endsEditing).count == 1)
    #expect(changes.filter(\.dismissed).count == 1)
    #expect(changes.firstIndex(where: \.endsEditing)! < changes.firstIndex(where: \.dismissed)!)
    #expect(!changes.contains { $0.attempted })
    #expect(SheetGlue.panelHidden(previous!))
  }

  /// A vetoed flick reports one attempt and no dismissal.
  @Test func aVetoedFlickReportsAnAttempt() throws {
    var kernel = try Self.kernel(.vetoed)
    var previous: SheetKernelFrame? = kernel.advance(to: 0)
    try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    try kernel.send(.panEnded(translation: 30, velocity: 2000), at: 0.05)
    let changes = Self.run(&kernel, from: 0.05, to: 2, after: &previous)
    #expect(changes.filter(\.attempted).count == 1)
    #expect(!changes.contains { $0.dismissed || $0.endsEditing })
    #expect(!SheetGlue.panelHidden(previous!))
  }

  /// No report at the first frame, even of a sheet created hidden.
  @Test func theFirstFrameReportsNothing() throws {
    var kernel = try Self.kernel(.none, presented: false)
    #expect(SheetGlue.presenceChange(from: nil, to: kernel.advance(to: 0)) == SheetPresenceChange())
    #expect(SheetGlue.panelHidden(kernel.advance(to: 0)))
  }

  /// `presentSheet`'s completion runs when the sheet rests presented, `dismissSheet`'s when it
  /// is out of sight; a dismissal while presenting runs the presentation's at once.
  @Test func completionsRunWhenTheSheetGetsThere() throws {
    var kernel = try Self.kernel(.none, presented: false)
    var completions = SheetTransitionCompletions<String>()
    #expect(completions.wait(for: .presented, "presented").isEmpty)
    try kernel.send(.move(to: "low", animated: true), at: 0)
    #expect(completions.due(at: kernel.advance(to: 0.05)).isEmpty)  // on its way
    #expect(completions.due(at: kernel.advance(to: 3)) == ["presented"])
    #expect(completions.due(at: kernel.advance(to: 3.1)).isEmpty)  // once
    #expect(completions.wait(for: .presented, "again").isEmpty)
    try kernel.send(.move(to: "top", animated: true), at: 3.1)
    #expect(completions.wait(for: .hidden, "hidden") == ["again"])
    try kernel.send(.dismiss(animated: true), at: 3.2)
    #expect(completions.due(at: kernel.advance(to: 3.3)).isEmpty)
    #expect(completions.due(at: kernel.advance(to: 6)) == ["hidden"])
  }
}
