extension Artwork {
  /// Where a peeking background puts the fox's eyes, in points below the image's top, so that
  /// a full pull (150–220 pt past the end) shows its face: near the top when the image follows
  /// the content's end (`follow` 1), above the bottom inset when it stays with the viewport
  /// (0), blended between. The playground's renderer (render.js) uses the same rule.
  static func foxEyeLine(follow: Double, height: Double, bottomInset: Double) -> Double {
    follow * 100 + (1 - follow) * (height - bottomInset - 120)
  }

  /// A fox mascot sitting on a hill under a dusk sky with a full moon, filling the rectangle.
  /// The fox sits in the lower middle, inside the bottom 40 %; with an `eyeLine` (points below
  /// `y`) it sits with its eyes there, and the hills rise to meet its feet, so that a peeking
  /// background shows its face in the strip that overscrolling reveals.
  static func fox(
    x: Double, y: Double, width: Double, height: Double, idPrefix: String,
    eyeLine: Double? = nil, into svg: inout SVGWriter
  ) {
    let id = idPrefix + "-fox-"
    svg.open("defs")
    verticalGradient(
      id: id + "sky",
      [(0, "#2F2E6B"), (0.38, "#6C5A9E"), (0.66, "#D98FA0"), (0.84, "#F6BE92"), (1, "#FBD9AE")],
      into: &svg)
    verticalGradient(id: id + "fur", [(0, "#F79A45"), (1, "#E5702C")], into: &svg)
    svg.open("clipPath", [("id", id + "ears")])
    svg.element("path", [("d", mirrored(FoxShape.ear))])
    svg.close("clipPath")
    svg.open("clipPath", [("id", id + "tail")])
    svg.element("path", [("d", FoxShape.tail)])
    svg.close("clipPath")
    svg.close("defs")

    // The fox's size and place: 200 design units wide, feet at 90 % of the height.
    let scale =
      eyeLine == nil ? min(width * 0.62, height * 0.34) / 200 : min(width * 0.62, 250) / 200
    let foxX = x + width / 2 - 100 * scale
    let foxY = eyeLine.map { y + $0 - 68 * scale } ?? y + height * 0.9 - 196 * scale
    // The landscape's feet line (90 % of its height) under the fox's feet.
    let groundShift = foxY + 196 * scale - (y + height * 0.9)

    duskSky(x: x, y: y, width: width, height: height, id: id, into: &svg)
    // A full moon behind the fox's head, with a soft halo.
    let moon = [("cx", n(x + width / 2)), ("cy", n(foxY + 62 * scale))]
    svg.element(
      "circle", moon + [("r", n(96 * scale)), ("fill", "#FFF3DA"), ("opacity", "0.25")])
    svg.element("circle", moon + [("r", n(76 * scale)), ("fill", "#FFF1D4")])
    hills(x: x, y: y + groundShift, width: width, height: height, scale: scale, into: &svg)
    if groundShift < 0 {
      svg.element(
        "rect",
        [
          ("x", n(x)), ("y", n(y + height + groundShift)), ("width", n(width)),
          ("height", n(-groundShift)), ("fill", "#5E4A8C"),
        ])
    }

    svg.open("g", [("transform", transform(x: foxX, y: foxY, scaleX: scale, scaleY: scale))])
    for shape in FoxShape.all {
      var attributes = [
        ("d", shape.both ? mirrored(shape.d) : shape.d),
        ("fill", shape.fill.hasPrefix("#") ? shape.fill : "url(#\(id + shape.fill))"),
      ]
      if let clip = shape.clip { attributes.append(("clip-path", "url(#\(id + clip))")) }
      if let opacity = shape.opacity { attributes.append(("opacity", opacity)) }
      svg.element("path", attributes)
    }
    svg.element(
      "path",
      [
        ("d", mirrored("M100 94Q100 99 95 100")), ("fill", "none"), ("stroke", FoxShape.ink),
        ("stroke-width", "2"), ("stroke-linecap", "round"),
      ])
    svg.close("g")
  }

  /// The sky: a dusk gradient, stars, a few twinkles and wisps of pink cloud.
  private static func duskSky(
    x: Double, y: Double, width: Double, height: Double, id: String, into svg: inout SVGWriter
  ) {
    svg.element(
      "rect",
      [
        ("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", n(height)),
        ("fill", "url(#\(id)sky)"),
      ])
    let unit = min(width / 390, height / 844)
    let stars: [(Double, Double, Double)] = [
      (0.12, 0.08, 1.6), (0.3, 0.16, 1.1), (0.55, 0.06, 1.4), (0.82, 0.12, 1.8), (0.68, 0.24, 1.1),
      (0.18, 0.3, 1.3), (0.9, 0.36, 1.2), (0.42, 0.4, 1), (0.08, 0.5, 1.1), (0.76, 0.5, 0.9),
      (0.6, 0.33, 1.2), (0.36, 0.27, 0.9),
    ]
    svg.open("g", [("fill", "#FFF6E0")])
    for (fx, fy, r) in stars {
      svg.element(
        "circle",
        [("cx", d1(x + fx * width)), ("cy", d1(y + fy * height)), ("r", d1(r * 1.3 * unit))])
    }
    let twinkles = [(0.22, 0.12, 1.0), (0.74, 0.2, 0.8), (0.86, 0.44, 0.6), (0.3, 0.42, 0.7)]
    let twinkle = "M0-7Q0 0 7 0Q0 0 0 7Q0 0-7 0Q0 0 0-7Z"
    svg.element(
      "path",
      [
        (
          "d",
          twinkles.map { fx, fy, size in
            remap(
              twinkle, x: { x + fx * width + $0 * size * unit },
              y: { y + fy * height + $0 * size * unit })
          }.joined()
        )
      ])
    svg.close("g")
    svg.open("g", [("fill", "#F4B8B0"), ("opacity", "0.4")])
    let wisps = [(0.04, 0.5, 0.4), (0.16, 0.53, 0.26), (0.6, 0.455, 0.34), (0.7, 0.485, 0.26)]
    let wisp = "M0 5C10 0 60-1 100 2C106 3 106 8 100 8C60 10 10 10 0 5Z"
    svg.element(
      "path",
      [
        (
          "d",
          wisps.map { fx, fy, fw in
            remap(
              wisp, x: { x + fx * width + $0 * fw * width / 100 },
              y: { y + fy * height + $0 * unit })
          }.joined()
        )
      ])
    svg.close("g")
  }

  /// Two rolling hills across the bottom with little pines on the far one; the fox sits on
  /// the near one.
  private static func hills(
    x: Double, y: Double, width: Double, height: Double, scale: Double,
    into svg: inout SVGWriter
  ) {
    /// A point at fractions of the rectangle.
    func at(_ point: Point) -> Point {
      (x + point.0 * width, y + point.1 * height)
    }
    func path(_ curves: [[Point]]) -> String {
      var d = "M\(n(at(curves[0][0]).0)) \(n(at(curves[0][0]).1))"
      for curve in curves {
        d += "C" + curve.dropFirst().map { "\(n(at($0).0)) \(n(at($0).1))" }.joined(separator: " ")
      }
      return d + "V\(n(y + height))H\(n(x))Z"
    }
    let far: [[Point]] = [
      [(0, 0.76), (0.18, 0.7), (0.36, 0.72), (0.52, 0.78)],
      [(0.52, 0.78), (0.68, 0.84), (0.84, 0.7), (1, 0.73)],
    ]
    svg.element("path", [("d", path(far)), ("fill", "#B07BA8")])
    let pines = [(0, 0.12, 0.8), (0, 0.2, 1.1), (0, 0.29, 0.7), (1, 0.78, 1), (1, 0.86, 0.75)]
    let pine = "M0-34C4-24 10-16 12-8H3V0H-3V-8H-12C-10-16-4-24 0-34Z"
    let d = pines.map { curve, t, size in
      let (pineX, pineY) = at(bezier(far[curve], t))
      return remap(
        pine, x: { pineX + $0 * scale * size }, y: { pineY + (6 + $0 * size) * scale })
    }
    svg.element("path", [("d", d.joined()), ("fill", "#8A5B93")])
    let near: [[Point]] = [[(0, 0.86), (0.3, 0.81), (0.7, 0.81), (1, 0.85)]]
    svg.element("path", [("d", path(near)), ("fill", "#5E4A8C")])
  }

  /// The point at `t` on the cubic Bézier curve through four points.
  static func bezier(_ points: [Point], _ t: Double) -> Point {
    let u = 1 - t
    let weights = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
    return zip(weights, points).reduce((0, 0)) { ($0.0 + $1.0 * $1.1.0, $0.1 + $1.0 * $1.1.1) }
  }

  /// An ellipse as four cubic curves, so that ``mirrored(_:)`` can flip it.
  static func oval(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) -> String {
    let (kx, ky) = (rx * 0.5523, ry * 0.5523)
    let points = [
      (cx + kx, cy - ry), (cx + rx, cy - ky), (cx + rx, cy), (cx + rx, cy + ky), (cx + kx, cy + ry),
      (cx, cy + ry), (cx - kx, cy + ry), (cx - rx, cy + ky), (cx - rx, cy), (cx - rx, cy - ky),
      (cx - kx, cy - ry), (cx, cy - ry),
    ]
    let curves = stride(from: 0, to: points.count, by: 3).map { start in
      "C" + points[start..<start + 3].map { "\(d1($0.0)) \(d1($0.1))" }.joined(separator: " ")
    }
    return "M\(d1(cx)) \(d1(cy - ry))" + curves.joined() + "Z"
  }

  /// Path data `d` followed by its mirror image across the fox's centre line, x = 100.
  static func mirrored(_ d: String) -> String {
    d + remap(d, x: { 200 - $0 }, y: { $0 })
  }

  /// Path data `d` (absolute M, L, H, V, C, Q, S and Z commands, numbers separated by spaces
  /// or signs) with every x and y coordinate mapped, to a tenth.
  static func remap(
    _ d: String, x mapX: (Double) -> Double, y mapY: (Double) -> Double
  ) -> String {
    var out = ""
    var command: Character = "M"
    var index = 0  // Which number of the command's arguments this is: even ones are x.
    var number = ""
    func flush() {
      guard let value = Double(number) else { return }
      let isX = command == "H" || (command != "V" && index % 2 == 0)
      let text = SVGWriter.number(isX ? mapX(value) : mapY(value), decimals: 1)
      out += (index > 0 && !text.hasPrefix("-") ? " " : "") + text
      index += 1
      number = ""
    }
    for character in d {
      if character.isLetter {
        flush()
        command = character
        index = 0
        out.append(character)
      } else if character == " " || (character == "-" && !number.isEmpty) {
        flush()
        if character == "-" { number = "-" }
      } else {
        number.append(character)
      }
    }
    flush()
    return out
  }

  /// The fox's shapes in drawing order, in a 200-unit box with its feet on y = 196.
  struct FoxShape {
    var d: String
    /// A colour, or the name of a gradient in the picture's defs.
    var fill: String
    /// Whether to draw the mirror image too.
    var both = false
    var clip: String? = nil
    var opacity: String? = nil

    static let ink = "#2B1E28"
    static let cream = "#FFF8EE"
    static let ear = "M54 52C52 34 54 16 60 4C74 10 88 22 94 36Z"
    /// The bushy tail, sweeping up on the fox's left (the picture's right).
    static let tail =
      "M105 196C150 202 196 192 196 150C196 120 184 100 166 90C160 104 166 130 156 150"
      + "C146 166 128 170 114 168Z"

    static let all: [FoxShape] = [
      FoxShape(d: oval(104, 196, 70, 6), fill: "#3F3170", opacity: "0.5"),
      FoxShape(d: tail, fill: "fur"),
      // The tail's white tip, cut to the tail's outline.
      FoxShape(d: oval(184, 90, 28, 28), fill: cream, clip: "tail"),
      FoxShape(
        d: "M100 92C128 92 142 140 140 170C139 190 124 196 100 196C76 196 61 190 60 170"
          + "C58 140 72 92 100 92Z", fill: "fur"),
      // The white bib, the haunches and the dark paws.
      FoxShape(
        d: "M76 98Q100 112 124 98C126 126 118 150 106 164Q100 172 94 164C82 150 74 126 76 98Z",
        fill: cream),
      FoxShape(
        d: "M61 176C60 158 74 150 84 158C90 166 90 186 84 195C70 194 62 188 61 176Z",
        fill: "#D9622A", both: true, opacity: "0.6"),
      FoxShape(
        d: "M76 180C76 190 79 196 87 196C95 196 97 190 96 180Z", fill: "#3A2733", both: true),
      // Ears with dark tips and cream insides.
      FoxShape(d: ear, fill: "#F08A3C", both: true),
      FoxShape(d: "M40-10H100V14Q70 12 46 30Z", fill: "#3A2733", both: true, clip: "ears"),
      FoxShape(
        d: "M64 46C62 38 62 32 63 27Q72 24 80 30C83 33 85 36 86 38Z", fill: "#FBE3CB", both: true),
      // The head with its cheek ruffs, the white cheeks and muzzle, blush, nose and eyes.
      FoxShape(
        d: "M100 30C124 30 140 44 146 62C150 72 156 78 162 82C146 92 122 104 100 106"
          + "C78 104 54 92 38 82C44 78 50 72 54 62C60 44 76 30 100 30Z", fill: "fur"),
      FoxShape(
        d: "M38 82C52 76 64 74 76 80C86 85 92 90 100 90C108 90 114 85 124 80C136 74 148 76 162 82"
          + "C146 92 122 104 100 106C78 104 54 92 38 82Z", fill: cream),
      FoxShape(d: oval(62, 86, 8, 4.5), fill: "#F4A3A0", both: true, opacity: "0.6"),
      FoxShape(d: "M92 86C92 82 108 82 108 86C108 91 103 94 100 94C97 94 92 91 92 86Z", fill: ink),
      FoxShape(d: oval(78, 68, 5.5, 7), fill: ink, both: true),
      FoxShape(d: oval(80, 65.5, 2, 2), fill: "#FFFFFF", both: true),
    ]
  }
}
