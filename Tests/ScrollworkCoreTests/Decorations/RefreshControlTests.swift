import Testing

@_spi(Engine) @testable import ScrollworkCore

/// The refresh control on a 390 × 844 screen under a 91 pt bar: a trigger at 100 pt, a 60 pt
/// hold and a 28 pt spinner. The snapshot's start inset holds the bars, a header's room and,
/// while refreshing, the hold; the bars' bottom is at `offset + 91`.
struct RefreshControlTests {
  static let refresh = RefreshControl(triggerDistance: 100, holdHeight: 60, spinnerSize: 28)

  static func layout(
    offset: Double, room: Double = 0, isRefreshing: Bool = false, axis: ScrollAxis = .vertical
  ) -> RefreshControl.Layout {
    let start = 91 + room + (isRefreshing ? 60 : 0)
    return refresh.layout(
      DecorationCase.snapshot(content: 1320, offset: offset, insets: (start, 34), axis: axis),
      room: room, isRefreshing: isRefreshing)
  }

  /// A spinner centred across a 390 pt screen, centred on `center` along the axis.
  static func spinner(center: Double) -> DecorationRect {
    DecorationRect(x: 181, y: center - 14, width: 28, height: 28)
  }

  @Test(arguments: [-91.0, 0, 600])
  func notPulledNoSpinner(offset: Double) {
    let layout = Self.layout(offset: offset)
    #expect(
      layout == RefreshControl.Layout(pull: 0, progress: 0, isRefreshing: false, spinner: nil))
  }

  struct PullCase: Sendable, CustomTestStringConvertible {
    var pull: Double
    var progress: Double
    /// The centre of the spinner's band: the pull's gap under the bars, at most 60 pt of it.
    var center: Double
    var testDescription: String { "pulled \(pull)" }
  }

  /// The band opens from the bars' bottom (−pull) down to the content's top, up to 60 pt; the
  /// progress is pull ÷ 100, up to 1.
  @Test(arguments: [
    PullCase(pull: 10, progress: 0.1, center: -5),
    PullCase(pull: 40, progress: 0.4, center: -20),
    PullCase(pull: 60, progress: 0.6, center: -30),
    PullCase(pull: 100, progress: 1, center: -70),
    PullCase(pull: 150, progress: 1, center: -120),
  ])
  func aPullOpensTheBand(_ c: PullCase) {
    let layout = Self.layout(offset: -91 - c.pull)
    #expect(layout.pull == c.pull)
    #expect(layout.progress == c.progress)
    #expect(!layout.isRefreshing)
    #expect(layout.spinner == Self.spinner(center: c.center))
  }

  struct RefreshingCase: Sendable, CustomTestStringConvertible {
    var name: String
    var offset: Double
    var pull: Double
    var center: Double
    var testDescription: String { name }
  }

  /// Refreshing, the band is the held room above the content (−60 ..< 0): at rest there, with it
  /// when the content scrolls up, and under the bars when pulled farther.
  @Test(arguments: [
    RefreshingCase(name: "at rest in the hold", offset: -151, pull: 60, center: -30),
    RefreshingCase(name: "scrolled up", offset: 100, pull: 0, center: -30),
    RefreshingCase(name: "half the hold scrolled away", offset: -121, pull: 30, center: -30),
    RefreshingCase(name: "pulled 100 past the hold", offset: -251, pull: 160, center: -130),
  ])
  func refreshingHoldsTheBand(_ c: RefreshingCase) {
    let layout = Self.layout(offset: c.offset, isRefreshing: true)
    #expect(layout.isRefreshing)
    #expect(layout.pull == c.pull)
    #expect(layout.progress == 1)
    #expect(layout.spinner == Self.spinner(center: c.center))
  }

  /// Above a 240 pt header the pull is counted from the header's rest (−240): the content at
  /// −371 is pulled 40 past it, and the band opens from the bars' bottom (−280).
  @Test func aHeadersRoomIsNotAPull() {
    #expect(Self.layout(offset: -331, room: 240).spinner == nil)
    let layout = Self.layout(offset: -371, room: 240)
    #expect(layout.pull == 40)
    #expect(layout.progress == 0.4)
    #expect(layout.spinner == Self.spinner(center: -260))
    let refreshing = Self.layout(offset: -391, room: 240, isRefreshing: true)
    #expect(refreshing.pull == 60)
    #expect(refreshing.spinner == Self.spinner(center: -270))
  }

  /// Horizontally the spinner is centred across the height.
  @Test func horizontalAxis() {
    let layout = Self.layout(offset: -131, axis: .horizontal)
    // DecorationCase's cross length is 390, the band's centre −20.
    #expect(layout.spinner == DecorationRect(x: -34, y: 181, width: 28, height: 28))
  }

  @Test func initHoldsValuesToTheirRanges() {
    let zero = RefreshControl(triggerDistance: 0, holdHeight: -5, spinnerSize: -1)
    #expect(zero.triggerDistance == 1 && zero.holdHeight == 0 && zero.spinnerSize == 0)
    let nan = RefreshControl(triggerDistance: .nan, holdHeight: .infinity, spinnerSize: .nan)
    #expect(nan.triggerDistance == 100 && nan.holdHeight == 0 && nan.spinnerSize == 0)
    let fine = RefreshControl(triggerDistance: 80, holdHeight: 50, spinnerSize: 20)
    #expect(fine.triggerDistance == 80 && fine.holdHeight == 50 && fine.spinnerSize == 20)
  }

  /// Seeded: the progress never falls as the pull grows, stays in 0…1, and the spinner's band
  /// never reaches into the content (its centre is above the content's top, or the header's).
  @Test(arguments: 0..<200 as Range<UInt64>)
  func progressAndBand(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let refresh = RefreshControl(
      triggerDistance: .random(in: 1...200, using: &rng),
      holdHeight: .random(in: 0...120, using: &rng), spinnerSize: .random(in: 0...40, using: &rng))
    let room = Bool.random(using: &rng) ? 0 : Double.random(in: 0...300, using: &rng)
    let bars = Double.random(in: 0...150, using: &rng)
    let isRefreshing = Bool.random(using: &rng)
    let start = bars + room + (isRefreshing ? refresh.holdHeight : 0)
    var previous: RefreshControl.Layout?
    for offset in stride(from: -start, through: -start - 600, by: -7.3) {
      let layout = refresh.layout(
        ScrollSnapshot(
          geometry: ScrollGeometry(viewport: 844, content: 1320, insetStart: start, insetEnd: 34),
          offset: offset, crossLength: 390),
        room: room, isRefreshing: isRefreshing)
      let label = "seed \(seed), offset \(offset)"
      #expect((0...1).contains(layout.progress), "\(label)")
      if let previous { #expect(layout.progress >= previous.progress, "\(label)") }
      if let spinner = layout.spinner {
        #expect(spinner.y + spinner.height / 2 <= -room + 1e-9, "\(label): in the content")
        #expect(spinner.y + spinner.height / 2 >= offset + bars - 1e-9, "\(label): under the bars")
      } else {
        #expect(!isRefreshing && layout.pull == 0, "\(label)")
      }
      previous = layout
    }
  }
}
