@_spi(Engine) import ScrollworkSimulator
import Testing

@_spi(Engine) @testable import ScrollworkWeb

/// The frame as numbers holds what the trace writes: each field the number at its path, and
/// every number the trace writes has a field, but for what the layout says it leaves out.
@Suite struct FrameLayoutTests {
  /// Paths the layout leaves out (FrameLayout's documentation says why). A self-sizing list's
  /// heights cross beside the frames: `WebBridgeTests.rowHeightsAreTheLastFramesWindow`.
  static let leftOut = [
    "decorations", "sheet.detents", "content.", "rows.heights[", "sheet.rows.heights[",
  ]

  @Test(arguments: BuiltInScenarios.names)
  func everyFieldHoldsTheTracesNumber(name: String) throws {
    let trace = try ScrollSimulator.run(BuiltInScenarios.named(name))
    var strings = StringTable()
    var slots = [Double](repeating: 0, count: FrameLayout.size + 1)
    for (index, frame) in trace.frames.enumerated() {
      slots[FrameLayout.size] = 12345
      slots.withUnsafeMutableBufferPointer { buffer in
        FrameLayout.write(frame, into: buffer.baseAddress!, strings: &strings)
      }
      #expect(slots[FrameLayout.size] == 12345, "the writer wrote past the layout's size")
      let leaves = Self.leaves(of: frame.json)
      var covered: Set<String> = []
      for field in FrameLayout.fields {
        let place = "\(name) frame \(index) \(field.name)"
        let value = leaves[field.name]
        switch field.kind {
        case .number:
          covered.insert(field.name)
          if case .number(let number)? = value {
            #expect(slots[field.offset] == number, "\(place)")
          } else {
            #expect(slots[field.offset].isNaN, "\(place): \(String(describing: value))")
          }
        case .rect:
          for part in 0..<4 {
            let path = "\(field.name)[\(part)]"
            covered.insert(path)
            if case .number(let number)? = leaves[path] {
              #expect(slots[field.offset + part] == number, "\(place)[\(part)]")
            } else {
              #expect(slots[field.offset + part].isNaN, "\(place)[\(part)]")
            }
          }
        case .code, .string:
          covered.insert(field.name)
          let slot = slots[field.offset]
          let table = field.kind == .code ? field.codes : strings.all
          if case .string(let text)? = value {
            #expect(!slot.isNaN && table[Int(slot)] == text, "\(place)")
          } else {
            #expect(slot.isNaN, "\(place)")
          }
        case .flag:
          let present = leaves.keys.contains { $0.hasPrefix(field.name + ".") }
          #expect(present ? slots[field.offset] == 1 : slots[field.offset].isNaN, "\(place)")
        case .bool:
          covered.insert(field.name)
          if case .bool(let flag)? = value {
            #expect(slots[field.offset] == (flag ? 1 : 0), "\(place)")
          } else {
            #expect(slots[field.offset].isNaN, "\(place): \(String(describing: value))")
          }
        }
      }
      let missing = leaves.keys.filter { path in
        !covered.contains(path) && !Self.leftOut.contains { path.hasPrefix($0) }
          && !(leaves[path].map { if case .null = $0 { true } else { false } } ?? false)
      }
      #expect(missing.isEmpty, "\(name) frame \(index): no field for \(missing.sorted())")
      if !missing.isEmpty { break }
    }
  }

  /// Names are unique and the offsets tile the row without gaps.
  @Test func fieldsTileTheRow() {
    var next = 0
    for field in FrameLayout.fields {
      #expect(field.offset == next, "\(field.name)")
      next += field.kind.count
    }
    #expect(next == FrameLayout.size)
    #expect(Set(FrameLayout.fields.map(\.name)).count == FrameLayout.fields.count)
  }

  /// Every leaf of a JSON value by its path: `a.b` for members, `a[0]` for array elements.
  static func leaves(of value: JSONValue, path: String = "") -> [String: JSONValue] {
    switch value {
    case .object(let members):
      var all: [String: JSONValue] = [:]
      for member in members {
        let next = path.isEmpty ? member.key : "\(path).\(member.key)"
        all.merge(leaves(of: member.value, path: next)) { first, _ in first }
      }
      return all
    case .array(let elements):
      var all: [String: JSONValue] = [:]
      for (index, element) in elements.enumerated() {
        all.merge(leaves(of: element, path: "\(path)[\(index)]")) { first, _ in first }
      }
      return all
    default:
      return [path: value]
    }
  }
}
