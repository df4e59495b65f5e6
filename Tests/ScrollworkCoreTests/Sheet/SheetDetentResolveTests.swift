import Testing

@_spi(Engine) @testable import ScrollworkCore

/// Resolving detents in place (what a keyboard or a rotation does to a machine's own detents)
/// against an oracle written the obvious way, with sorting and filtering that allocate.
struct SheetDetentResolveTests {
  /// The oracle: positions clamped, sorted lowest sheet first with ties in listed order, and of
  /// detents within half a point of the last kept one, the first kept.
  static func oracle(_ rules: [SheetDetent], in context: SheetContext) -> [ResolvedDetent] {
    let positions = rules.enumerated().map { index, rule in
      (
        index,
        ResolvedDetent(id: rule.id, y: min(max(rule.y(in: context)!, 0), context.containerHeight))
      )
    }
    let sorted = positions.sorted { $0.1.y != $1.1.y ? $0.1.y > $1.1.y : $0.0 < $1.0 }.map(\.1)
    var kept: [ResolvedDetent] = []
    for detent in sorted where kept.last.map({ abs($0.y - detent.y) >= 0.5 }) ?? true {
      kept.append(detent)
    }
    return kept
  }

  /// Random rules — heights, fractions and insets, some landing on the same point — in random
  /// containers.
  static func random(_ rng: inout SplitMix64) -> ([SheetDetent], SheetContext) {
    let context = SheetContext(
      containerHeight: .random(in: 0.5...1200, using: &rng), containerWidth: 390,
      safeAreaTop: .random(in: 0...60, using: &rng), safeAreaBottom: 34,
      keyboardHeight: Bool.random(using: &rng) ? 0 : .random(in: 0...400, using: &rng))
    let count = Int.random(in: 1...7, using: &rng)
    let rules = (0..<count).map { index -> SheetDetent in
      let id = SheetDetent.ID("d\(index)")
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return SheetDetent(id: id, .height(.random(in: 0...1400, using: &rng)))
      case 1: return SheetDetent(id: id, .fraction(.random(in: 0...1, using: &rng)))
      case 2: return SheetDetent(id: id, .inset(.random(in: 0...900, using: &rng)))
      default:
        return SheetDetent(id: id, .height([0, 200, 200.3, 1e9].randomElement(using: &rng)!))
      }
    }
    return (rules, context)
  }

  @Test func inPlaceResolvingAgreesWithTheOracle() throws {
    var rng = SplitMix64(seed: 2026)
    var buffer: [ResolvedDetent] = []
    for _ in 0..<2000 {
      let (rules, context) = Self.random(&rng)
      try SheetDetent.validate(rules, in: context)
      SheetDetent.resolve(validated: rules, in: context, into: &buffer)
      #expect(buffer == Self.oracle(rules, in: context))
      #expect(try SheetDetent.resolve(rules, in: context) == buffer)
    }
  }

  /// Lifted by a keyboard: each detent with a keyboard mode rises by its height (never above
  /// the top safe area), they are sorted again, and detents that meet keep the higher one.
  @Test func liftedDetentsAgreeWithTheOracle() throws {
    var rng = SplitMix64(seed: 21)
    var detents = SheetDetents([])
    for _ in 0..<2000 {
      let (rules, context) = Self.random(&rng)
      var configuration = SheetConfiguration()
      for rule in rules where Bool.random(using: &rng) {
        configuration.keyboardByDetent[rule.id] = SheetConfiguration.KeyboardMode.none
      }
      SheetMachine.resolve(
        validated: rules, in: context, configuration: configuration, into: &detents)
      var lifted: [(Int, ResolvedDetent)] = []
      for (index, detent) in Self.oracle(rules, in: context).enumerated() {
        var y = detent.y
        if context.keyboardHeight > 0, configuration.keyboardMode(at: detent.id) != .none {
          y = max(min(context.safeAreaTop, detent.y), detent.y - context.keyboardHeight)
        }
        lifted.append((index, ResolvedDetent(id: detent.id, y: y)))
      }
      lifted.sort { a, b in a.1.y != b.1.y ? a.1.y > b.1.y : a.0 < b.0 }
      var merged: [ResolvedDetent] = []
      for (_, detent) in lifted {
        if context.keyboardHeight > 0, let last = merged.last, abs(last.y - detent.y) < 0.5 {
          merged[merged.count - 1] = detent
        } else {
          merged.append(detent)
        }
      }
      #expect(detents.all == merged)
    }
  }

  /// A buffer with room is reused: resolving again writes into the same storage.
  @Test func aBufferWithRoomIsReused() throws {
    let rules = [
      SheetDetent(id: "low", .height(200)), SheetDetent(id: "mid", .fraction(0.5)),
      SheetDetent(id: "top", .inset(10)),
    ]
    var buffer: [ResolvedDetent] = []
    buffer.reserveCapacity(8)
    let before = buffer.withUnsafeBufferPointer { $0.baseAddress }
    for height in [844.0, 390, 1024, 844] {
      let context = SheetContext(containerHeight: height, safeAreaTop: 20)
      SheetDetent.resolve(validated: rules, in: context, into: &buffer)
      #expect(buffer.count == 3)
      #expect(buffer.withUnsafeBufferPointer { $0.baseAddress } == before)
    }
  }

  /// Validation allocates nothing and says what resolving would: the first bad detent's error.
  @Test(arguments: [
    ([SheetDetent](), "detents: the list is empty"),
    ([SheetDetent(id: "", .height(1))], "detents: an id is empty"),
    (
      [SheetDetent(id: "a", .height(1)), SheetDetent(id: "a", .height(2))],
      "detents: the id \"a\" is used twice"
    ),
    ([SheetDetent(id: "a", .height(-1))], "detents.a.height: must be a number from 0 to 1e9"),
    ([SheetDetent(id: "a", .fraction(2))], "detents.a.fraction: must be between 0 and 1"),
    ([SheetDetent(id: "a", .custom { _ in .nan })], "detents.a: the custom rule gave no finite"),
  ])
  func validationNamesTheFirstBadDetent(_ rules: [SheetDetent], _ message: String) {
    let context = SheetContext(containerHeight: 844)
    #expect(throws: ScrollworkError.self) { try SheetDetent.validate(rules, in: context) }
    do {
      try SheetDetent.validate(rules, in: context)
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }
}
