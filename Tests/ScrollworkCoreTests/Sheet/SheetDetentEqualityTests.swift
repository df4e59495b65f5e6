import Testing

@_spi(Engine) @testable import ScrollworkCore

/// `SheetDetent`'s equality is lawful: a custom position is equal only to one holding the same
/// rule, so equal detents are interchangeable and a host sees a changed custom rule.
struct SheetDetentEqualityTests {
  static let fitRule = SheetDetent.Rule { min($0.contentHeight, $0.containerHeight) }
  static let halfRule = SheetDetent.Rule { $0.containerHeight / 2 }

  /// Detents over every kind of position, with two of them holding one shared rule.
  static let detents: [SheetDetent] = [
    SheetDetent(id: "a", .height(200)), SheetDetent(id: "a", .height(201)),
    SheetDetent(id: "b", .height(200)), SheetDetent(id: "a", .fraction(0.5)),
    SheetDetent(id: "a", .inset(10)), SheetDetent(id: "a", .custom(fitRule)),
    SheetDetent(id: "a", .custom(fitRule)), SheetDetent(id: "a", .custom(halfRule)),
    SheetDetent(id: "b", .custom(fitRule)),
    SheetDetent(id: "a", .custom { min($0.contentHeight, $0.containerHeight) }),
    SheetDetent(id: "a", .height(200), accessibilityName: "Low"),
    SheetDetent(id: "a", .height(200), accessibilityName: "Low"),
    SheetDetent(id: "a", .height(200), accessibilityName: "Peek"),
    SheetDetent(id: "a", .custom(fitRule), accessibilityName: "Low"),
  ]

  /// Reflexive, symmetric and transitive over every pair and triple.
  @Test func equalityIsAnEquivalence() {
    let all = Self.detents
    for a in all {
      #expect(a == a)
      for b in all {
        #expect((a == b) == (b == a))
        for c in all where a == b && b == c { #expect(a == c) }
      }
    }
  }

  /// Equal detents resolve alike in every context of a sweep: one can stand for the other.
  @Test func equalDetentsAreInterchangeable() throws {
    var rng = SplitMix64(seed: 21)
    for _ in 0..<200 {
      let context = SheetContext(
        containerHeight: .random(in: 300...1400, using: &rng), containerWidth: 390,
        safeAreaTop: .random(in: 0...60, using: &rng),
        safeAreaBottom: .random(in: 0...40, using: &rng),
        keyboardHeight: .random(in: 0...400, using: &rng),
        contentHeight: .random(in: 0...2000, using: &rng))
      for a in Self.detents {
        for b in Self.detents where a == b {
          #expect(
            try SheetDetent.resolve([a], in: context) == SheetDetent.resolve([b], in: context))
        }
      }
    }
  }

  /// A rule is equal only to itself: the same function written twice is two rules, and the
  /// shared rule is one.
  @Test func aCustomRuleIsEqualOnlyToItself() {
    let shared = SheetDetent(id: "fit", .custom(Self.fitRule))
    #expect(shared == SheetDetent(id: "fit", .custom(Self.fitRule)))
    let inline = SheetDetent(id: "fit", .custom { min($0.contentHeight, $0.containerHeight) })
    let again = SheetDetent(id: "fit", .custom { min($0.contentHeight, $0.containerHeight) })
    #expect(inline != again)
    #expect(inline != shared)
  }

  /// A changed custom rule reaches the kernel: the selection sends the new detents and the
  /// sheet moves to where the new rule puts it. (Before, any two custom detents with one id
  /// were equal and the change was never sent.)
  @Test func aChangedCustomRuleIsSent() throws {
    let low = [SheetDetent(id: "fit", .custom { _ in 300 }), SheetDetent(id: "top", .inset(10))]
    let high = [SheetDetent(id: "fit", .custom { _ in 500 }), SheetDetent(id: "top", .inset(10))]
    let declared = try Self.declare(high, after: low, at: "fit")
    #expect(declared.events == 1)
    var kernel = declared.kernel
    #expect(kernel.advance(to: 3).panel.y == 844 - 500)
  }

  /// A kernel made with `old` at the detent `id`, after a SwiftUI host's selection was told of
  /// `new` and sent the kernel what it asked: how many events, and the kernel.
  static func declare(
    _ new: [SheetDetent], after old: [SheetDetent], at id: SheetDetent.ID
  ) throws -> (events: Int, kernel: SheetKernel) {
    var kernel = try SheetKernel(
      detents: old, chrome: SheetKernelTests.chrome, initial: id,
      reading: SheetKernelTests.reading(), at: 0)
    var selection = SheetSelection(selection: id, detents: old)
    let status = kernel.advance(to: 0).status
    let events = selection.update(detents: new, selection: id, animated: true, current: status)
    for event in events { try kernel.send(event, at: 0) }
    return (events.count, kernel)
  }

  /// A detent VoiceOver calls by another name is another detent: the selection sends the
  /// renamed list, the kernel keeps it (the host reads the names from it), and the sheet stays
  /// where it is.
  @Test func aRenamedDetentIsSentAndMovesNothing() throws {
    let plain = [SheetDetent(id: "low", .height(300)), SheetDetent(id: "top", .inset(10))]
    let named = [
      SheetDetent(id: "low", .height(300), accessibilityName: "Collapsed"),
      SheetDetent(id: "top", .inset(10), accessibilityName: "Full screen"),
    ]
    #expect(plain[0] != named[0])
    #expect(plain[0].spokenName == "low" && named[0].spokenName == "Collapsed")
    let declared = try Self.declare(named, after: plain, at: "low")
    #expect(declared.events == 1)
    var kernel = declared.kernel
    #expect(kernel.system.sheet.rules == named)
    #expect(kernel.advance(to: 0.5).panel.y == 844 - 300)
    #expect(kernel.frame(at: 0.5).isAtRest)
  }

  /// Rules declared anew that resolve where the sheet's detents are leave its motion alone:
  /// a host whose SwiftUI body writes `.custom { ... }` sends them at every update, and a
  /// sheet carried to its top by a fling goes on exactly as if nothing had been sent.
  @Test func rulesThatResolveAlikeLeaveTheMotionAlone() throws {
    func declared() -> [SheetDetent] {
      [
        SheetDetent(id: "teaser", .custom { _ in 200 }),
        SheetDetent(id: "default", .fraction(0.45)), SheetDetent(id: "maximum", .inset(10)),
      ]
    }
    func flung() throws -> SheetKernel {
      var kernel = try SheetKernel(
        detents: declared(), chrome: SheetKernelTests.chrome, initial: "teaser",
        reading: SheetKernelTests.reading(), at: 0)
      try kernel.send(.panBegan(on: .grabber, translation: 0), at: 0)
      try kernel.send(.panChanged(translation: -40), at: 0.05)
      try kernel.send(.panEnded(translation: -80, velocity: -2500), at: 0.1)
      return kernel
    }
    var plain = try flung()
    var told = try flung()
    for step in 1...90 {
      let t = 0.1 + Double(step) / 120
      try told.send(.setDetents(declared()), at: t)
      #expect(told.advance(to: t) == plain.advance(to: t), "t \(t)")
    }
  }
}
