import Benchmark
@_spi(Engine) import ScrollworkCore

/// One frame of a sheet (ARCHITECTURE.md §6: "one `send` + sample per frame"): a finger movement
/// passed along the nested-scroll chain and the state sampled, and a frame of momentum handed
/// from the sheet to the header and the content. Registered by `benchmarks` with the same
/// zero-allocation thresholds.
func sheetBenchmarks() {
  func system() -> SheetScrollMachine {
    let sheet = try! SheetMachine(
      detents: [
        SheetDetent(id: "minimized", .height(80)), SheetDetent(id: "default", .fraction(0.45)),
        SheetDetent(id: "maximum", .inset(10)),
      ],
      context: SheetContext(containerHeight: 844, containerWidth: 390, safeAreaTop: 59),
      initial: "default")
    return try! SheetScrollMachine(
      sheet: sheet, header: SheetHeader(height: 120, collapsible: 64), contentHeight: 100_000)
  }

  // A content drag moving up 2 pt per frame: the sheet rises, then the header collapses, then
  // the content scrolls, all within the 1,000 calls.
  Benchmark("sheet.dragFrame") { benchmark in
    var machine = identity(system())
    try! machine.send(.dragBegan(on: .content), at: 0, configuration: Fixtures.sheetFeel)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let t = Double(i + 1) / 120
      try! machine.send(
        .dragChanged(translation: -2 * Double(i + 1)), at: t, configuration: Fixtures.sheetFeel)
      blackHole(machine.sampleInPlace(at: t, configuration: Fixtures.sheetFeel))
    }
  }

  // Sampling momentum handed along the chain: a fling up from the default detent coasts the
  // sheet to its top, collapses the header and flings the content.
  Benchmark("sheet.sample.momentum") { benchmark in
    var machine = system()
    try! machine.send(.dragBegan(on: .content), at: 0, configuration: Fixtures.sheetFeel)
    try! machine.send(
      .dragEnded(translation: -20, velocity: -5000), at: 0.02, configuration: Fixtures.sheetFeel)
    var flung = identity(machine)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      blackHole(
        flung.sampleInPlace(at: 0.02 + Double(i) * 0.003, configuration: Fixtures.sheetFeel))
    }
  }

  // A frame as a host runs it (ARCHITECTURE.md §8): the pan's translation sent to the sheet's
  // host kernel, then everything the host applies read off it — the same content drag as
  // `sheet.dragFrame`, through the kernel that the UIKit, SwiftUI, simulator and browser hosts
  // share.
  Benchmark("sheet.kernelFrame") { benchmark in
    var kernel = identity(Fixtures.mapsKernelDragging())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let t = Double(i + 1) / 120
      try! kernel.send(.panChanged(translation: -2 * Double(i + 1)), at: t)
      blackHole(kernel.advance(to: t))
    }
  }

  // Events around the sheet (ARCHITECTURE.md §8), sent to the maps sheet's kernel at rest: each
  // is checked, then applied in place (no machine copied to roll back to), and none allocates.
  // Each call alternates between two values so that every one changes something.

  // The keyboard rises to 336 pt and falls, each over 0.25 s: the detents are lifted for it
  // and the sheet follows the keyboard's curve.
  Benchmark("sheet.event.keyboard") { benchmark in
    var kernel = identity(Fixtures.mapsKernelResting())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let top: Double? = i.isMultiple(of: 2) ? 844 - 336 : nil
      try! kernel.send(.keyboard(frameTop: top, duration: 0.25, curve: 7), at: Double(i + 1))
    }
  }

  // A layout pass with the container rotated (844 × 390 and back): the detents are resolved
  // in the new container and the sheet keeps its place.
  Benchmark("sheet.event.layout") { benchmark in
    var kernel = identity(Fixtures.mapsKernelResting())
    let portrait = Fixtures.mapsReading
    var landscape = portrait
    landscape.container = HostSize(width: 844, height: 390)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      try! kernel.send(.layout(i.isMultiple(of: 2) ? landscape : portrait), at: Double(i + 1))
    }
  }

  // A pan on the list begins and ends, by turns, 10 ms apart: the begin catches the sheet and
  // the list where they are (and moves 2 pt up), the end moves 2 pt more and releases them
  // with the finger's velocity. Checked, then applied in place, as every event is: no kernel
  // copied to roll back to.
  Benchmark("sheet.event.gesture") { benchmark in
    var kernel = identity(Fixtures.mapsKernelResting())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let event: SheetHostEvent =
        i.isMultiple(of: 2)
        ? .panBegan(on: .content, translation: -2) : .panEnded(translation: -4, velocity: nil)
      try! kernel.send(event, at: Double(i + 1) * 0.01)
    }
  }

  // The app moves the sheet to another detent, animated (a binding written).
  Benchmark("sheet.event.move") { benchmark in
    var kernel = identity(Fixtures.mapsKernelResting())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let detent: SheetDetent.ID = i.isMultiple(of: 2) ? "maximum" : "default"
      try! kernel.send(.move(to: detent, animated: true), at: Double(i + 1))
    }
  }

  // Another list shown (a page or a tab): the chain drives it from its own offset, and its
  // height is the content's (two lists of different heights, one past its end mid-bounce).
  Benchmark("sheet.event.switchContent") { benchmark in
    var kernel = identity(Fixtures.mapsKernelResting())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let event: SheetHostEvent =
        i.isMultiple(of: 2)
        ? .contentSwitched(offset: 2000, contentHeight: 100_000)
        : .contentSwitched(offset: 4900, contentHeight: 5000)
      try! kernel.send(event, at: Double(i + 1))
    }
  }

  // The app dismisses the sheet and presents it again, each animated (an `isPresented`
  // binding written): the spring to hidden, then back up to "default".
  Benchmark("sheet.event.dismissAndPresent") { benchmark in
    var kernel = identity(Fixtures.floatingKernelResting())
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let event: SheetHostEvent =
        i.isMultiple(of: 2) ? .dismiss(animated: true) : .move(to: "default", animated: true)
      try! kernel.send(event, at: Double(i + 1))
    }
  }

  // A frame of a floating sheet dragged up by its grabber from "default" to its top detent, as
  // a host runs it: the panel's inset, corner radius and opacity (its style) follow the
  // position as it attaches (the top is reached within the 1,000 calls, then rubber-bands).
  Benchmark("sheet.kernelFrame.floating") { benchmark in
    var kernel = identity(Fixtures.floatingKernelResting())
    try! kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let t = Double(i + 1) / 120
      try! kernel.send(.panChanged(translation: -0.5 * Double(i + 1)), at: t)
      blackHole(kernel.advance(to: t))
    }
  }

  // `sheet.dragFrame`'s event alone, without the sample: the chain's own work (the movement
  // passed through three links, and the sheet's and the list's fingers moved), against
  // `dragEvent`.
  Benchmark("sheet.dragEvent") { benchmark in
    var machine = identity(system())
    try! machine.send(.dragBegan(on: .content), at: 0, configuration: Fixtures.sheetFeel)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let t = Double(i + 1) / 120
      try! machine.send(
        .dragChanged(translation: -2 * Double(i + 1)), at: t, configuration: Fixtures.sheetFeel)
    }
    benchmark.stopMeasurement()
    blackHole(machine.sampleInPlace(at: 1e4, configuration: Fixtures.sheetFeel))
  }
}
