// The engine's code shown in README.md and the Guides — the machines, which are SPI — kept here
// so that it compiles and runs with the import those documents show. A document cites a region
// with `<!-- snippet: Tests/ScrollworkCoreTests/Documentation/EngineSnippets.swift#NAME -->`
// above its code block; `DocumentationSnippetTests` fails when the two differ.
@_spi(Engine) import ScrollworkCore
import Testing

@Suite("Engine snippets run and say what the documents say")
struct EngineSnippets {
  @Test("README, Use the engine: a flick comes to rest where restingOffset said")
  func readmeUseTheEngine() throws {
    // snippet: readme-use-the-engine
    let feel = ScrollConfiguration()  // UIKit's: kept by the host, passed to every call
    var machine = try ScrollMachine(
      geometry: ScrollGeometry(viewport: 844, content: 4400, insetStart: 91, insetEnd: 34),
      configuration: feel)
    try machine.send(.touchDown(position: 600), at: 0, configuration: feel)
    for step in 1...6 {  // the finger moves up 20 pt every 1/120 s
      let finger = 600 - 20 * Double(step)
      try machine.send(.touchMove(position: finger), at: Double(step) / 120, configuration: feel)
    }
    try machine.send(.touchUp, at: 0.05, configuration: feel)  // the finger left at 2,400 pt/s
    let resting = machine.restingOffset(configuration: feel)  // like targetContentOffset
    let frame = machine.sample(at: 0.5, configuration: feel)  // offset, velocity, phase
    // end-snippet
    let rest = try #require(resting)
    #expect(rest > -91 + 120 + 500, "the flick carries far past the finger's 120 pt")
    #expect(
      abs(machine.sample(at: 0.05, configuration: feel).velocity - 2400) < 1,
      "released at 2,400 pt/s")
    #expect(frame.phase == .decelerating)
    var end = 0.5
    while machine.sample(at: end, configuration: feel).phase != .idle { end += 0.5 }
    #expect(machine.sample(at: end, configuration: feel).offset == rest)
  }

  @Test("Guides/ScrollMachine.md: a flick up rests at the last row after the bounce")
  func scrollMachineGuide() throws {
    // snippet: scroll-machine-guide
    var configuration = ScrollConfiguration()
    configuration.bounce = .endOnly  // bounce at the bottom only
    var machine = try ScrollMachine(
      geometry: ScrollGeometry(viewport: 844, content: 1320, insetStart: 91, insetEnd: 34),
      configuration: configuration)
    // The finger flicks up at 3,000 pt/s; the configuration goes with every call.
    try machine.send(.fling(velocity: -3000), at: 0, configuration: configuration)
    let frame = machine.sample(at: 0.1, configuration: configuration)  // phase: .decelerating
    let resting = machine.restingOffset(configuration: configuration)  // 510: the last row
    // end-snippet
    #expect(resting == 510)
    #expect(frame.phase == .decelerating)
  }

  @Test("Guides/Sheet.md: a drag and release through the chain")
  func sheetGuide() throws {
    // snippet: sheet-guide
    let detents = [
      SheetDetent(id: "minimized", .height(80)), SheetDetent(id: "teaser", .height(200)),
      SheetDetent(id: "default", .fraction(0.45)), SheetDetent(id: "expanded", .fraction(0.7)),
      SheetDetent(id: "maximum", .inset(10)),
    ]
    // The sheet's configuration and its list's: kept by the host (a SheetKernel keeps one).
    let configuration = SheetScrollMachine.Configuration()
    let sheet = try SheetMachine(
      detents: detents, configuration: configuration.sheet,
      context: SheetContext(
        containerHeight: 844, containerWidth: 390, safeAreaTop: 59, safeAreaBottom: 34),
      initial: "default")
    var system = try SheetScrollMachine(
      sheet: sheet, header: SheetHeader(height: 120, collapsible: 64), contentHeight: 2240,
      configuration: configuration)

    try system.send(.dragBegan(on: .content), at: 0, configuration: configuration)
    // Finger up: the sheet rises, then the header collapses, then the content scrolls.
    try system.send(.dragChanged(translation: -600), at: 0.4, configuration: configuration)
    try system.send(
      .dragEnded(translation: -600, velocity: -900), at: 0.4, configuration: configuration)
    // sheet {y, settled/nearest/target detent, phase, progress, dimming}, headerCollapsed,
    // content {offset, velocity, phase}:
    let frame = system.sample(at: 0.5, configuration: configuration)
    // end-snippet
    #expect(system.sample(at: 0.4, configuration: configuration).sheet.y == 69)
    #expect(frame.sheet.phase != .dragging)
  }
}
