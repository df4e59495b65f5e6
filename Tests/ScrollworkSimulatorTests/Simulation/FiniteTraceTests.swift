import Foundation
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// ARCHITECTURE.md §7: the engine never produces NaN on any input it accepts. Scenarios at the edges
/// of what the parser accepts (subnormal and 10⁹ sizes, scales and speeds) give traces whose
/// every number is finite: no `null` where a number belongs.
struct FiniteTraceTests {
  /// The first non-finite number in `value`, as a path, or `nil`.
  static func firstNonFinite(in value: JSONValue, path: String = "") -> String? {
    switch value {
    case .number(let number): return number.isFinite ? nil : path
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if let found = firstNonFinite(in: element, path: "\(path)[\(index)]") { return found }
      }
    case .object(let members):
      for member in members {
        if let found = firstNonFinite(in: member.value, path: "\(path).\(member.key)") {
          return found
        }
      }
    default: break
    }
    return nil
  }

  static func check(_ scenario: Scenario, _ label: String) throws {
    let trace = try ScrollSimulator.run(scenario)
    #expect(firstNonFinite(in: trace.json) == nil, "\(label)")
  }

  /// `nan-subnormal-viewport.json`: a 5e-324 pt viewport printed `null` offsets (0/0 in the
  /// rubber band's inverse).
  @Test func theSubnormalViewportFindingIsFinite() throws {
    let data = try ScenarioLimitsTests.finding("nan-subnormal-viewport")
    let scenario = try Scenario.parse(data, file: "nan-subnormal-viewport.json")
    let trace = try ScrollSimulator.run(scenario)
    #expect(Self.firstNonFinite(in: trace.json) == nil)
    #expect(trace.frames.allSatisfy { $0.scroll.offset.isFinite && $0.scroll.velocity.isFinite })
  }

  static let extremes = [0, 5e-324, 1e-300, 0.3, 1e9]

  static let scripts = [
    #"[{"drag": {"by": -50, "duration": 0.02}}]"#,
    #"[{"drag": {"by": 300, "duration": 0.2}}, {"release": {}}]"#,
    #"[{"fling": {"velocity": -1e9}}]"#,
    #"[{"fling": {"velocity": 1e9}}]"#,
    #"[{"drag": {"by": -1e8, "duration": 0.01}}, {"release": {}}]"#,
    #"[{"drag": {"by": 200, "duration": 0.1}}, {"resize": {"height": 1e-300}}, {"drag": {"by": 50, "duration": 0}}]"#,
    #"[{"scrollTo": {"offset": 1e9}}, {"setInsets": {"top": -1e9, "bottom": 1e9}}, {"fling": {"velocity": 5000}}]"#,
  ]

  /// A scroll view of every extreme viewport and content height, decorated or not, at three
  /// display scales, through every script.
  @Test(arguments: extremes, [false, true])
  func extremeScrollViewsStayFinite(viewport: Double, decorated: Bool) throws {
    let decorations =
      decorated
      ? ##", "decorations": {"peekingBackground": {}, "parallaxBackground": {"imageHeight": 5e-324}, "edgeFill": {"top": "#FFFFFF", "bottom": "#000000"}, "edgeShadows": {"thickness": 1e9}, "stickyFooter": {"height": 5e-324}}"##
      : ""
    for content in Self.extremes {
      for scale in [3, 5e-324, 1e9] {
        for script in Self.scripts {
          let json = """
            {"viewport": {"width": 390, "height": \(viewport)}, "content": {"height": \(content)},
             "displayScale": \(scale), "script": \(script)\(decorations)}
            """
          let scenario = try Scenario.parse(Data(json.utf8))
          try Self.check(scenario, json)
        }
      }
    }
  }

  /// A sheet of every extreme container height, with extreme detents, headers and content.
  @Test(arguments: [5e-324, 1e-300, 0.3, 1e9])
  func extremeSheetsStayFinite(container: Double) throws {
    let detents = [
      #"[{"id": "a", "height": 0}, {"id": "b", "fraction": 1}]"#,
      #"[{"id": "a", "height": 5e-324}, {"id": "b", "inset": 1e9}]"#,
      #"[{"id": "a", "fraction": 5e-324}, {"id": "b", "height": 1e9}]"#,
    ]
    let headers = [
      #"{"height": 0}"#, #"{"height": 5e-324, "collapsible": true}"#,
      #"{"height": 5e8, "collapsible": 5e8}"#,
    ]
    let scripts =
      Self.scripts.prefix(5) + [
        #"[{"keyboard": {"height": 1e9, "duration": 0.1}}, {"fling": {"velocity": -3000}}]"#,
        #"[{"setContent": {"height": 5e-324}}, {"resize": {"height": 5e-324}}, {"fling": {"velocity": 9e8}}]"#,
        #"[{"setDetents": [{"id": "z", "fraction": 1e-300}]}, {"drag": {"by": -100, "duration": 0.1}}]"#,
      ]
    for detent in detents {
      for header in headers {
        for script in scripts {
          let json = """
            {"viewport": {"width": 390, "height": 844}, "script": \(script),
             "sheet": {"container": {"width": 390, "height": \(container)}, "detents": \(detent),
               "header": \(header), "content": {"rowHeights": [5e-324, 1e-300, 5e8]},
               "safeArea": {"top": 1e9, "bottom": 5e-324}, "keyboard": "liftAndExpand"}}
            """
          let scenario = try Scenario.parse(Data(json.utf8))
          try Self.check(scenario, json)
        }
      }
    }
  }
}

/// Seeded random scenarios at the edges: every one the parser accepts runs without an error
/// (but a move to a merged detent) and gives a finite trace; every one it refuses gets one line.
extension FiniteTraceTests {
  /// A random scenario's JSON text, mixing ordinary values with the extremes.
  static func randomScenario(seed: UInt64) -> String {
    var rng = SimulatorPropertyTests.SplitMix64(state: seed)
    let pool = [0, 5e-324, 1e-300, 1e-9, 0.5, 1, 44, 844, 1e6, 1e9, -1e9, -5e-324, -1, -300]
    func number(_ range: ClosedRange<Double> = -1e9...1e9) -> Double {
      let value =
        Bool.random(using: &rng)
        ? pool.randomElement(using: &rng)! : Double.random(in: -2000...2000, using: &rng)
      return min(max(value, range.lowerBound), range.upperBound)
    }
    func length(_ most: Double = 1e9) -> Double { abs(number(-most...most)) }
    let hasSheet = Int.random(in: 0..<10, using: &rng) < 4
    var actions: [String] = []
    for _ in 0..<Int.random(in: 0...6, using: &rng) {
      let on = hasSheet && Bool.random(using: &rng) ? #", "on": "header""# : ""
      switch Int.random(in: 0..<(hasSheet ? 11 : 9), using: &rng) {
      case 0, 1:
        let duration = [0, 1e-9, 0.01, 0.1, 0.5].randomElement(using: &rng)!
        actions.append(#"{"drag": {"by": \#(number()), "duration": \#(duration)\#(on)}}"#)
      case 2: actions.append(#"{"fling": {"velocity": \#(number())\#(on)}}"#)
      case 3: actions.append(#"{"release": {}}"#)
      case 4:
        actions.append(
          #"{"wait": {"seconds": \#([0, 0.001, 0.1, 1, 5].randomElement(using: &rng)!)}}"#)
      case 5: actions.append(#"{"setContent": {"height": \#(length())}}"#)
      case 6: actions.append(#"{"setInsets": {"top": \#(number())}}"#)
      case 7: actions.append(#"{"resize": {"height": \#(length())}}"#)
      case 8: actions.append(#"{"scrollTo": {"offset": \#(number())}}"#)
      case 9: actions.append(#"{"keyboard": {"height": \#(length()), "duration": 0.25}}"#)
      default:
        actions.append(
          #"{"setDetents": [{"id": "a", "fraction": \#(Double.random(in: 0...1, using: &rng))}, {"id": "b", "height": \#(length())}]}"#
        )
      }
    }
    let rate = [#""normal""#, #""fast""#, "1e-300", "0.5", "0.9999999"].randomElement(using: &rng)!
    var json = """
      {"viewport": {"width": 390, "height": \(length())},
       "insets": {"top": \(number()), "bottom": \(number())}, "initialOffset": \(number()),
       "decelerationRate": \(rate), "displayScale": \([1, 3, 5e-324, 1e9].randomElement(using: &rng)!),
       "fps": \([1, 60, 120, 1000].randomElement(using: &rng)!),
       "content": {"rows": \(Int.random(in: 0...100_000, using: &rng)), "rowHeight": \(length(1e4))},
       "bounce": {"top": \(Bool.random(using: &rng)), "bottom": \(Bool.random(using: &rng))},
       "script": [\(actions.joined(separator: ", "))]
      """
    if Bool.random(using: &rng) {
      json +=
        ##", "decorations": {"peekingBackground": {"follow": 0.5}, "parallaxBackground": {"mode": "ratio", "ratio": \##(number()), "imageHeight": \##(length() + 1e-9)}, "edgeFill": {"top": "#FFFFFF"}, "edgeShadows": {"thickness": \##(length())}, "stickyFooter": {"height": \##(length())}}"##
    }
    if hasSheet {
      json += """
        , "sheet": {"container": {"height": \(length() + 1e-9)},
          "detents": [{"id": "a", "fraction": \(Double.random(in: 0...1, using: &rng))},
            {"id": "b", "height": \(length())}, {"id": "c", "inset": \(length())}],
          "header": {"height": \(length(1e4)), "collapsible": \(Bool.random(using: &rng))},
          "safeArea": {"top": \(length(100)), "bottom": \(length(100))}, "keyboard": "liftAndExpand"}
        """
    }
    return json + "}"
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func acceptedRandomScenariosRunToFiniteTraces(seed: UInt64) throws {
    let json = Self.randomScenario(seed: seed)
    let scenario: Scenario
    do {
      scenario = try Scenario.parse(Data(json.utf8), file: "seed-\(seed).json")
    } catch {
      #expect(!error.description.contains("\n"), "seed \(seed)")
      return
    }
    var count = FrameCount()
    do {
      _ = try ScrollSimulator.run(scenario, frames: &count)
    } catch {
      Issue.record("seed \(seed): an accepted scenario failed to run: \(error)\n\(json)")
      return
    }
    try Self.check(scenario, "seed \(seed)\n\(json)")
  }
}
