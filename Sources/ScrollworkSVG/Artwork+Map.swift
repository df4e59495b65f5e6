extension Artwork {
  /// A light street map filling the rectangle, in the style of Apple Maps: beige land, a park,
  /// a river, white streets over grey casings, two main roads and a few pins.
  static func map(x: Double, y: Double, width: Double, height: Double, into svg: inout SVGWriter) {
    svg.element(
      "rect",
      [("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", n(height)), ("fill", "#F2EFE9")])
    // A park and a river, in units of the rectangle.
    func px(_ fx: Double) -> String { n(x + fx * width) }
    func py(_ fy: Double) -> String { n(y + fy * height) }
    svg.element(
      "path",
      [
        (
          "d",
          "M\(px(0.08)) \(py(0.12))L\(px(0.46)) \(py(0.1))L\(px(0.5)) \(py(0.3))L\(px(0.12)) \(py(0.34))Z"
        ),
        ("fill", "#CDE8C6"),
      ])
    svg.element(
      "path",
      [
        (
          "d",
          "M\(px(-0.05)) \(py(0.55))C\(px(0.3)) \(py(0.48)) \(px(0.55)) \(py(0.7)) \(px(1.05)) \(py(0.6))"
        ),
        ("fill", "none"), ("stroke", "#AADAFF"), ("stroke-width", n(width * 0.09)),
      ])
    // Streets: a grid, casings first.
    var streets = ""
    for i in 0...6 {
      let fy = 0.05 + Double(i) * 0.15
      streets += "M\(px(-0.05)) \(py(fy + 0.02))L\(px(1.05)) \(py(fy - 0.02))"
    }
    for i in 0...4 {
      let fx = 0.1 + Double(i) * 0.22
      streets += "M\(px(fx)) \(py(-0.05))L\(px(fx + 0.05)) \(py(1.05))"
    }
    svg.element(
      "path", [("d", streets), ("fill", "none"), ("stroke", "#DEDAD2"), ("stroke-width", "9")])
    svg.element(
      "path", [("d", streets), ("fill", "none"), ("stroke", "#FFFFFF"), ("stroke-width", "6")])
    // Two main roads.
    let roads =
      "M\(px(-0.05)) \(py(0.8))C\(px(0.3)) \(py(0.74)) \(px(0.6)) \(py(0.9)) \(px(1.05)) \(py(0.82))"
      + "M\(px(0.7)) \(py(-0.05))C\(px(0.64)) \(py(0.4)) \(px(0.8)) \(py(0.6)) \(px(0.74)) \(py(1.05))"
    svg.element(
      "path", [("d", roads), ("fill", "none"), ("stroke", "#F0C36A"), ("stroke-width", "13")])
    svg.element(
      "path", [("d", roads), ("fill", "none"), ("stroke", "#FFDD8E"), ("stroke-width", "9")])
    // Pins.
    for (fx, fy, colour) in [
      (0.3, 0.22, "#FF3B30"), (0.62, 0.38, "#FF9500"), (0.2, 0.68, "#34C759"),
      (0.82, 0.16, "#007AFF"),
    ] {
      let cx = x + fx * width
      let cy = y + fy * height
      svg.element(
        "path",
        [
          (
            "d",
            "M\(n(cx)) \(n(cy + 14))C\(n(cx - 4)) \(n(cy + 6)) \(n(cx - 11)) \(n(cy + 2)) \(n(cx - 11)) \(n(cy - 6))A11 11 0 1 1 \(n(cx + 11)) \(n(cy - 6))C\(n(cx + 11)) \(n(cy + 2)) \(n(cx + 4)) \(n(cy + 6)) \(n(cx)) \(n(cy + 14))Z"
          ),
          ("fill", colour), ("stroke", "#FFFFFF"), ("stroke-width", "2"),
        ])
      svg.element("circle", [("cx", n(cx)), ("cy", n(cy - 6)), ("r", "4"), ("fill", "#FFFFFF")])
    }
  }

  /// The iOS keyboard's look: a grey panel with three rows of keys and a space bar, filling the
  /// rectangle's width from its top.
  static func keyboard(width: Double, into svg: inout SVGWriter) {
    svg.element("rect", [("width", n(width)), ("height", "400"), ("fill", "#D1D3D9")])
    let letters = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    let rows: [(count: Int, inset: Double)] = [(10, 3), (9, 22), (7, 56)]
    let keyWidth = (width - 6) / 10 - 6
    /// A key cap: a white (or grey) rounded key with its shadow, and its label centred.
    func key(
      x: Double, y: Double, width: Double, label: String, size: Double = 22,
      fill: String = "#FFFFFF"
    ) {
      svg.element(
        "rect",
        [
          ("x", n(x)), ("y", n(y + 1)), ("width", n(width)), ("height", "42"), ("rx", "5"),
          ("fill", "#898A8D"),
        ])
      svg.element(
        "rect",
        [
          ("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", "42"), ("rx", "5"),
          ("fill", fill),
        ])
      guard !label.isEmpty else { return }
      svg.element(
        "text",
        [
          ("x", n(x + width / 2)), ("y", n(y + 21 + size * 0.36)), ("text-anchor", "middle"),
          ("font-size", n(size)), ("fill", "#000000"),
        ], text: label)
    }
    for (row, spec) in rows.enumerated() {
      let labels = Array(letters[row])
      for index in 0..<spec.count {
        key(
          x: spec.inset + Double(index) * (keyWidth + 6) + 3, y: 10 + Double(row) * 54,
          width: keyWidth, label: String(labels[index]))
      }
    }
    // Shift and delete beside the third row; 123, space and return below.
    let side = 56 - 3 - 10.0
    key(x: 3, y: 118, width: side, label: "⇧", fill: "#ABB0BA")
    key(x: width - 3 - side, y: 118, width: side, label: "⌫", size: 20, fill: "#ABB0BA")
    key(x: 3, y: 172, width: width * 0.25 - 9.5, label: "123", size: 16, fill: "#ABB0BA")
    key(x: width * 0.25, y: 172, width: width * 0.5, label: "space", size: 16)
    key(
      x: width * 0.75 + 6.5, y: 172, width: width * 0.25 - 9.5, label: "search", size: 16,
      fill: "#007AFF")
  }
}
