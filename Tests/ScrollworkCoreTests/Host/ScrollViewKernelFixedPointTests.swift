import Testing

@_spi(Engine) @testable import ScrollworkCore

/// An update applied and read back is a fixed point: a host that applies what
/// ``ScrollViewKernel/update(_:)`` returns — the offset, and the footer's room in its content
/// size (``StickyFooter/Placement/contentEnd``) or its end inset
/// (``StickyFooter/Placement/endInset``) — and calls again with what it then reads gets the same
/// views, no further change of room and no offset to set (issue 19: a room subtracted back out
/// of an end inset left −2.3·10⁻¹³, and the bottom shadows flipped at every callback).
///
/// Seeded random hosts, each a sequence of readings (rotations, content changes, scrolls,
/// insets on and off the pixel grid); every message names the seed and the step.
struct ScrollViewKernelFixedPointTests {
  /// A host as the UIKit glue keeps it: its own content length and insets, and the footer room
  /// it has written (into a table footer view, or added to its end inset change by change).
  struct Host {
    let seed: UInt64
    var rng: SplitMix64
    var kernel: ScrollViewKernel
    var bounds = HostSize(width: 390, height: 844)
    var rows = 0.0
    var insets = HostInsets()
    var offset = 0.0
    var refreshControl = false
    /// The footer room the host holds (and no start room: these decorations ask for none).
    var written = WrittenRooms()

    init(seed: UInt64) {
      self.seed = seed
      rng = SplitMix64(seed: seed)
      var decorations = ScrollDecorations()
      if Bool.random(using: &rng) { decorations.edgeShadows = EdgeShadows(thickness: 8) }
      if Bool.random(using: &rng) {
        decorations.edgeShadows = EdgeShadows(thickness: .random(in: 0...20, using: &rng))
      }
      if Bool.random(using: &rng) { decorations.edgeFill = EdgeFill(top: true, bottom: true) }
      if Bool.random(using: &rng) { decorations.peekingBackground = PeekingBackground() }
      if Bool.random(using: &rng) {
        decorations.parallaxBackground = ParallaxBackground(imageLength: 300)
      }
      if Int.random(in: 0..<4, using: &rng) > 0 {
        decorations.stickyFooter = StickyFooter(height: Self.length(&rng, upTo: 400))
      }
      kernel = ScrollViewKernel(
        decorations: decorations,
        bounce: [nil, BouncePolicy.none, .startOnly, .endOnly, .default].randomElement(
          using: &rng)!,
        axis: Int.random(in: 0..<4, using: &rng) == 0 ? .horizontal : .vertical,
        placement: Bool.random(using: &rng) ? .contentEnd : .endInset)
    }

    /// A length up to `limit` points: on a 1×, 2× or 3× pixel grid, or any number.
    static func length(_ rng: inout SplitMix64, upTo limit: Double) -> Double {
      let value = Double.random(in: 0...limit, using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return value.rounded()
      case 1:
        let scale = Double(Int.random(in: 2...3, using: &rng))
        return (value * scale).rounded() / scale
      default: return value
      }
    }

    /// Something changes: a rotation, rows loaded, a bar or the keyboard, a scroll.
    mutating func change() {
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:
        bounds = HostSize(width: bounds.height, height: bounds.width)
      case 1:
        bounds = HostSize(
          width: Self.length(&rng, upTo: 2000), height: Self.length(&rng, upTo: 2000))
      case 2:
        rows =
          Bool.random(using: &rng) ? Self.length(&rng, upTo: 400) : Self.length(&rng, upTo: 1e5)
      case 3:
        insets = HostInsets(
          top: Self.length(&rng, upTo: 150), left: Self.length(&rng, upTo: 60),
          bottom: Self.length(&rng, upTo: 400), right: Self.length(&rng, upTo: 60))
        refreshControl = Int.random(in: 0..<4, using: &rng) == 0
      default:
        break
      }
      offset = .random(in: -300...(rows + 300), using: &rng)
      if Bool.random(using: &rng) { offset = offset.rounded() }
    }

    /// What the host reads now: its content size holds the footer view's room, or its end
    /// inset the room it has added.
    func reading() -> ScrollViewReading {
      written.reading(
        for: kernel, bounds: bounds, rows: rows, insets: insets, offset: offset,
        refreshControl: refreshControl)
    }

    /// Applies `update` as the glue does: the offset first, then the footer's room.
    mutating func apply(_ update: ScrollViewUpdate) {
      if let corrected = update.offset { offset = corrected }
      written.write(update, placement: kernel.placement)
    }
  }

  @Test(arguments: 0..<500 as Range<UInt64>)
  func anAppliedUpdateReadBackChangesNothing(seed: UInt64) {
    var host = Host(seed: seed)
    for step in 0..<24 {
      host.change()
      let first = host.kernel.update(host.reading())
      host.apply(first)
      let again = host.kernel.update(host.reading())
      let label = "seed \(seed) step \(step) \(host.kernel.placement) \(host.reading())"
      #expect(again.views == first.views, "\(label): the views changed when read back")
      #expect(again.layout == first.layout, "\(label): the layout changed when read back")
      #expect(again.footerRoomChange == 0, "\(label): the room changed when read back")
      #expect(again.offset == nil, "\(label): an offset to set when read back")
      host.apply(again)
    }
  }

  /// The reproducer: a footer in the end inset, a rotation, and the update fed back:
  /// the end inset without the room is the one the host started from, at every callback.
  @Test func rotationWithTheRoomInTheEndInset() {
    let start = ScrollViewKernel(
      decorations: ScrollDecorations(
        edgeFill: EdgeFill(top: false, bottom: false),
        edgeShadows: EdgeShadows(thickness: 8.03921568627451),
        stickyFooter: StickyFooter(height: 321.56862745098044)),
      bounce: .startOnly, placement: .endInset)
    func reading(_ size: HostSize, bottom: Double, y: Double) -> ScrollViewReading {
      ScrollViewReading(
        bounds: size, contentSize: HostSize(width: 390, height: 176),
        adjustedInsets: HostInsets(
          top: 0, left: 15.294117647058824, bottom: bottom, right: 15.294117647058824),
        offset: HostPoint(x: 0, y: y))
    }
    let portrait = HostSize(width: 1830.0297550926987, height: 482.3529411764706)
    let landscape = HostSize(width: 482.3529411764706, height: 1830.0297550926987)
    var kernel = start
    var bottom = 61.46334019989324
    var y = 76.67902647440303
    let own = start.ownGeometry(of: reading(portrait, bottom: bottom, y: y)).insetEnd
    var previous: ScrollViewUpdate?
    for size in [portrait, portrait, landscape, landscape, landscape] {
      #expect(kernel.ownGeometry(of: reading(size, bottom: bottom, y: y)).insetEnd == own)
      let update = kernel.update(reading(size, bottom: bottom, y: y))
      if size == landscape, let previous, previous.geometry.viewport == update.geometry.viewport {
        #expect(update.views == previous.views)
        #expect(update.geometry.maxOffset == previous.geometry.maxOffset)
        #expect(update.footerRoomChange == 0)
      }
      bottom += update.footerRoomChange
      y = update.offset ?? y
      previous = update
    }
  }
}
