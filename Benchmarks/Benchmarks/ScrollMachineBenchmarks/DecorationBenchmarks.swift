import Benchmark
@_spi(Engine) import ScrollworkCore

/// The per-frame layout of every decoration at once (ARCHITECTURE.md §5: evaluated once per frame
/// without allocating), and a whole frame of a decorated scroll view: sample the machine, then
/// the host kernel's pass at its offset. Registered by `benchmarks` with the same
/// zero-allocation thresholds.
func decorationBenchmarks() {
  let decorations = ScrollDecorations(
    peekingBackground: PeekingBackground(dimming: 0.2, follow: 0.3),
    parallaxBackground: ParallaxBackground(mode: .range, imageLength: 1400),
    edgeFill: EdgeFill(), edgeShadows: EdgeShadows(thickness: 10),
    stickyFooter: StickyFooter(height: 80))
  // 30 rows under a navigation bar: the end of the content is on screen for part of the sweep.
  let geometry = ScrollGeometry(viewport: 844, content: 1320, insetStart: 91, insetEnd: 34)

  Benchmark("decorations.layout.all") { benchmark in
    let all = identity(decorations)
    let own = identity(geometry)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      // Offsets from pulled past the top to pulled past the end.
      let offset = -300 + Double(i) * 1.1
      blackHole(all.layout(ScrollSnapshot(geometry: own, offset: offset, crossLength: 390)))
    }
  }

  // A whole frame as a host runs it: sample the machine, then the kernel's pass at its offset
  // (footer room, clamp, every view's frame, the indicator).
  Benchmark("decorations.frame") { benchmark in
    var kernel = ScrollViewKernel(decorations: identity(decorations), bounce: .endOnly)
    let own = identity(geometry)
    var machineGeometry = own
    machineGeometry.content = kernel.decorations.contentLength(for: own)
    var machine = try! ScrollMachine(geometry: machineGeometry)
    try! machine.send(.fling(velocity: -3000), at: 0, configuration: Fixtures.feel)
    let running = identity(machine)
    _ = kernel.update(reading(content: own.content, offset: -91))
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let sample = running.sample(at: Double(i) * 0.002, configuration: Fixtures.feel)
      blackHole(
        kernel.update(reading(content: machineGeometry.content, offset: sample.offset)))
    }
  }
}

/// What a host reads off a 390 × 844 table under a navigation bar.
private func reading(content: Double, offset: Double) -> ScrollViewReading {
  ScrollViewReading(
    bounds: HostSize(width: 390, height: 844), contentSize: HostSize(width: 390, height: content),
    adjustedInsets: HostInsets(top: 91, bottom: 34), offset: HostPoint(x: 0, y: offset))
}
