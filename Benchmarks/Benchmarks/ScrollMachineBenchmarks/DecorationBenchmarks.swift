import Benchmark
@_spi(Engine) import ScrollworkCore

/// The per-frame layout of every decoration at once (ARCHITECTURE.md §5: evaluated once per frame
/// without allocating), the host kernel's pass with all nine, and a whole frame of a decorated
/// scroll view: sample the machine, then the host kernel's pass at its offset. Registered by
/// `benchmarks` with the same zero-allocation thresholds.
func decorationBenchmarks() {
  let decorations = ScrollDecorations(
    peekingBackground: PeekingBackground(dimming: 0.2, follow: 0.3),
    parallaxBackground: ParallaxBackground(mode: .range, imageLength: 1400),
    edgeFill: EdgeFill(), edgeShadows: EdgeShadows(thickness: 10),
    stickyFooter: StickyFooter(height: 80))
  // All nine: the five above, a stretchy header, an empty state (forced, so that it is laid out
  // at every offset), edge effects at both bars and a refresh control.
  var nine = decorations
  nine.stretchyHeader = StretchyHeader(height: 200, minimumHeight: 60, anchor: .center)
  nine.emptyState = EmptyState(trigger: .forced, verticalOffset: -40)
  nine.edgeEffects = EdgeEffects(top: .soft, bottom: .hard)
  nine.refreshControl = RefreshControl(triggerDistance: 100, holdHeight: 60)
  // 30 rows under a navigation bar: the end of the content is on screen for part of the sweep.
  let geometry = ScrollGeometry(viewport: 844, content: 1320, insetStart: 91, insetEnd: 34)

  Benchmark("decorations.layout.all") { benchmark in
    let all = identity(nine)
    // The start inset holds the header's room and, on odd calls, the refresh's hold.
    var own = identity(geometry)
    own.insetStart += 200
    var held = own
    held.insetStart += 60
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      // Offsets from pulled past the top to pulled past the end.
      let offset = -500 + Double(i) * 1.3
      let refreshing = i % 2 == 1
      blackHole(
        all.layout(
          ScrollSnapshot(geometry: refreshing ? held : own, offset: offset, crossLength: 390),
          isRefreshing: refreshing))
    }
  }

  // The kernel's pass with all nine decorations during a refresh, as a host calls it at every
  // callback: the start room (header and hold) read back out of the start inset, the refresh
  // state, the footer's room, the clamp of a start edge that does not bounce (only a finger
  // opens it), and every view's frame. Offsets from pulled 300 pt past the hold to past the end.
  Benchmark("decorations.update.all") { benchmark in
    var kernel = ScrollViewKernel(decorations: identity(nine), bounce: .endOnly)
    let own = identity(geometry)
    let top = own.insetStart + 200 + 60
    kernel.beginRefreshing()
    _ = kernel.update(reading(content: own.content, offset: -top, top: top))
    let content = own.content + kernel.footerRoom
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let offset = -top - 300 + Double(i) * 1.4
      blackHole(
        kernel.update(
          reading(content: content, offset: offset, top: top, tracking: i % 200 < 100)))
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

/// What a host reads off a 390 × 844 table under a navigation bar (and the start room it added
/// to its top inset), with a finger on it while `tracking`.
private func reading(
  content: Double, offset: Double, top: Double = 91, tracking: Bool = false
) -> ScrollViewReading {
  ScrollViewReading(
    bounds: HostSize(width: 390, height: 844), contentSize: HostSize(width: 390, height: content),
    adjustedInsets: HostInsets(top: top, bottom: 34), offset: HostPoint(x: 0, y: offset),
    isTracking: tracking)
}
