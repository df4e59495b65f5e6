extension Artwork {
  /// The landscape's design size; the picture is stretched to the rectangle it is given.
  static let landscapeSize = (width: 390.0, height: 1400.0)
  /// Where the lake's shore is, in design units.
  static let shoreY = 1250.0

  /// One mountain range: its ridge from left to right, its colour at the ridge and at the foot
  /// (paler, as if in haze), and pines standing on it as (x, height) in design units.
  struct Range {
    var ridge: [Point]
    var top: String
    var foot: String
    var pines: [Point] = []
    var snow = false
  }

  /// Ranges from the farthest, high up, to the nearest, just above the lake: snowy peaks, two
  /// rocky ranges, then wooded hills.
  static let ranges: [Range] = [
    Range(
      ridge: [
        (-10, 470), (30, 436), (62, 450), (112, 356), (136, 380), (152, 372), (204, 452),
        (232, 432), (262, 466), (322, 338), (346, 366), (400, 426),
      ], top: "#A8B3E2", foot: "#E2E5F4", snow: true),
    Range(
      ridge: [
        (-10, 548), (40, 504), (70, 522), (100, 492), (162, 584), (212, 524), (240, 540),
        (292, 468), (336, 544), (372, 522), (400, 546),
      ], top: "#9AA4DA", foot: "#CBCEEC"),
    Range(
      ridge: [
        (-10, 660), (54, 616), (96, 664), (134, 646), (196, 706), (246, 650), (300, 612),
        (362, 690), (400, 664),
      ], top: "#7D83C8", foot: "#ABACDC",
      pines: [(10, 22), (20, 28), (30, 20), (352, 22), (362, 28), (372, 20)]),
    Range(
      ridge: [
        (-10, 806), (32, 832), (84, 772), (116, 790), (146, 764), (206, 852), (254, 826),
        (292, 842), (352, 782), (400, 822),
      ], top: "#6362AF", foot: "#8D88C6",
      pines: [
        (180, 26), (192, 34), (204, 28), (216, 36), (228, 30), (240, 24), (8, 30), (20, 24),
      ]),
    Range(
      ridge: [(-10, 976), (70, 944), (150, 990), (230, 958), (310, 1004), (400, 962)],
      top: "#4A4590", foot: "#6D66A8",
      pines: [
        (110, 30), (122, 40), (134, 32), (146, 44), (158, 36), (170, 28), (270, 34), (283, 46),
        (296, 38), (309, 30), (376, 40), (390, 32),
      ]),
    Range(
      ridge: [
        (-10, 1150), (60, 1118), (130, 1156), (200, 1136), (260, 1168), (330, 1124), (400, 1146),
      ],
      top: "#2F2A66", foot: "#38327A",
      pines: [
        (4, 44), (18, 56), (32, 42), (46, 64), (60, 48), (74, 38), (150, 40), (164, 54),
        (178, 42), (250, 38), (264, 52), (278, 44), (292, 62), (306, 50), (320, 40), (372, 58),
        (387, 44),
      ]),
  ]

  /// A tall daytime scene for parallax: sky with sun, clouds and birds at the top, six ranges
  /// fading from pale snowy peaks to deep violet wooded hills, and a lake at the bottom
  /// mirroring the nearest hills. Any vertical section of it is a landscape of its own.
  static func landscape(
    x: Double, y: Double, width: Double, height: Double, idPrefix: String,
    into svg: inout SVGWriter
  ) {
    let scaleX = width / landscapeSize.width
    let scaleY = height / landscapeSize.height
    let sky = idPrefix + "-land-sky"
    let lake = idPrefix + "-land-lake"
    let glow = idPrefix + "-land-glow"
    let clip = idPrefix + "-land-clip"
    let nearest = ranges.count - 1

    svg.open("defs")
    verticalGradient(
      id: sky,
      [(0, "#3C8CD6"), (0.13, "#78B6E6"), (0.26, "#C2DEF2"), (0.34, "#F4E6D6")], into: &svg)
    verticalGradient(id: lake, [(0, "#B3BDE8"), (0.35, "#7E86C6"), (1, "#3B3980")], into: &svg)
    svg.open("radialGradient", [("id", glow)])
    svg.element("stop", [("offset", "0.35"), ("stop-color", "#FFF8E1"), ("stop-opacity", "0.8")])
    svg.element("stop", [("offset", "1"), ("stop-color", "#FFF8E1"), ("stop-opacity", "0")])
    svg.close("radialGradient")
    for (index, range) in ranges.enumerated() {
      let peak = range.ridge.map(\.1).min() ?? 0
      let foot = index < nearest ? (ranges[index + 1].ridge.map(\.1).min() ?? 0) + 30 : shoreY
      svg.open(
        "linearGradient",
        [
          ("id", "\(idPrefix)-land-\(index)"), ("gradientUnits", "userSpaceOnUse"), ("x1", "0"),
          ("y1", n(peak - 40)), ("x2", "0"), ("y2", n(foot)),
        ])
      svg.element("stop", [("offset", "0"), ("stop-color", range.top)])
      svg.element("stop", [("offset", "1"), ("stop-color", range.foot)])
      svg.close("linearGradient")
    }
    let frame = [("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", n(height))]
    svg.open("clipPath", [("id", clip)])
    svg.element("rect", frame)
    svg.close("clipPath")
    svg.close("defs")

    svg.element("rect", frame + [("fill", "url(#\(sky))")])
    // Clouds and the ranges run past the sides; nothing shows outside the rect.
    svg.open("g", [("clip-path", "url(#\(clip))")])

    // Sun, clouds and birds keep their shape: scaled evenly, placed by fractions of the rect.
    let even = min(scaleX, scaleY)
    func place(_ designX: Double, _ designY: Double, _ size: Double = 1) -> String {
      transform(
        x: x + designX * scaleX, y: y + designY * scaleY, scaleX: even * size,
        scaleY: even * size)
    }
    svg.open("g", [("transform", place(282, 236))])
    svg.element("circle", [("r", "96"), ("fill", "url(#\(glow))")])
    svg.element("circle", [("r", "34"), ("fill", "#FFF6D8")])
    svg.close("g")
    let clouds: [(Double, Double, Double)] = [
      (30, 150, 1), (244, 92, 0.7), (150, 312, 0.85), (196, 384, 0.5), (-30, 290, 0.6),
    ]
    for (cloudX, cloudY, size) in clouds {
      svg.element(
        "path",
        [("d", cloudPath), ("transform", place(cloudX, cloudY, size)), ("fill", "#FFFFFF")])
    }
    svg.element(
      "path",
      [
        ("d", "M0 0Q5-5 10 0Q15-5 20 0M28-14Q32-18 36-14Q40-18 44-14M-8-24Q-4-27 0-24Q4-27 8-24"),
        ("transform", place(176, 214)), ("fill", "none"), ("stroke", "#4A5A8A"),
        ("stroke-width", "1.8"), ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
      ])

    // The ranges and the lake, stretched to the rect.
    svg.open("g", [("transform", transform(x: x, y: y, scaleX: scaleX, scaleY: scaleY))])
    for (index, range) in ranges.enumerated() {
      svg.element(
        "path",
        [
          ("d", ridgePath(range.ridge) + pinesPath(range.pines, on: range.ridge)),
          ("fill", "url(#\(idPrefix)-land-\(index))"),
        ])
      if range.snow {
        svg.element("path", [("d", snowPath(range.ridge)), ("fill", "#F6F7FD")])
      }
    }
    svg.element(
      "rect",
      [
        ("x", "-10"), ("y", n(shoreY)), ("width", "410"),
        ("height", n(landscapeSize.height - shoreY + 10)), ("fill", "url(#\(lake))"),
      ])
    // The nearest hills upside down in the water, and sparkles under the sun.
    svg.element(
      "path",
      [
        (
          "d",
          ridgePath(ranges[nearest].ridge)
            + pinesPath(ranges[nearest].pines, on: ranges[nearest].ridge)
        ),
        ("transform", "matrix(1 0 0 -1 0 \(n(2 * shoreY)))"), ("fill", "#2F2A66"),
        ("opacity", "0.35"),
      ])
    svg.element(
      "path",
      [
        ("d", "M0 \(n(shoreY))H390" + sparkles),
        ("stroke", "#FFFFFF"), ("stroke-width", "3"), ("stroke-linecap", "round"),
        ("opacity", "0.4"),
      ])
    svg.close("g")
    svg.close("g")
  }

  /// Glints on the water, mostly under the sun.
  static let sparkles =
    "M250 1276H314M228 1298H300M262 1322H334M214 1346H268M290 1350H322M244 1374H300"
    + "M150 1304H180M60 1334H100"

  /// A cumulus cloud with a flat base, about 110 units wide, its base's left end at the origin.
  static let cloudPath =
    "M0 0H96C110 0 112-20 98-22C98-38 78-46 66-34C60-54 30-54 26-32C14-36 2-26 6-14C-6-14-8 0 0 0Z"

  /// Where the rounded corner at `points[index]` begins and ends; peaks are rounded a little,
  /// valleys more.
  static func corner(_ points: [Point], _ index: Int) -> (Point, Point) {
    let (vx, vy) = points[index]
    let before = points[index - 1]
    let after = points[index + 1]
    let isPeak = vy < before.1 && vy < after.1
    let isValley = vy > before.1 && vy > after.1
    let lengthIn = ((vx - before.0) * (vx - before.0) + (vy - before.1) * (vy - before.1))
      .squareRoot()
    let lengthOut = ((after.0 - vx) * (after.0 - vx) + (after.1 - vy) * (after.1 - vy))
      .squareRoot()
    let radius = min(isPeak ? 6 : isValley ? 16 : 8, lengthIn / 2, lengthOut / 2)
    return (
      (vx + (before.0 - vx) * radius / lengthIn, vy + (before.1 - vy) * radius / lengthIn),
      (vx + (after.0 - vx) * radius / lengthOut, vy + (after.1 - vy) * radius / lengthOut)
    )
  }

  /// The ridge through `points`, its corners rounded, closed down to just below the shore.
  static func ridgePath(_ points: [Point]) -> String {
    guard let first = points.first, let last = points.last else { return "" }
    let bottom = d1(shoreY + 2)
    var d = "M\(d1(first.0)) \(bottom)L\(d1(first.0)) \(d1(first.1))"
    for index in points.indices.dropFirst().dropLast() {
      let (into, out) = corner(points, index)
      d +=
        "L\(d1(into.0)) \(d1(into.1))Q\(d1(points[index].0)) \(d1(points[index].1)) "
        + "\(d1(out.0)) \(d1(out.1))"
    }
    return d + "L\(d1(last.0)) \(d1(last.1))L\(d1(last.0)) \(bottom)Z"
  }

  /// Snow on every peak of `points` that stands above its neighbours by more than 50 units: the
  /// rounded tip, then a ragged edge about 34 units down.
  static func snowPath(_ points: [Point]) -> String {
    var d = ""
    for index in points.indices.dropFirst().dropLast() {
      let (vx, vy) = points[index]
      let before = points[index - 1]
      let after = points[index + 1]
      guard before.1 - vy > 20, after.1 - vy > 20, max(before.1, after.1) - vy > 50 else {
        continue
      }
      let depth = 34.0
      let left = (vx + (before.0 - vx) * depth / (before.1 - vy), vy + depth)
      let right = (
        vx + (after.0 - vx) * min(depth / (after.1 - vy), 1), vy + min(depth, after.1 - vy)
      )
      let (into, out) = corner(points, index)
      let edge = [
        (vx + (right.0 - vx) * 0.55, vy + depth * 0.7),
        (vx + (right.0 - vx) * 0.2, vy + depth * 0.95),
        (vx - (vx - left.0) * 0.2, vy + depth * 0.6), (vx - (vx - left.0) * 0.55, vy + depth * 0.9),
      ]
      d += "M\(d1(left.0)) \(d1(left.1))L\(d1(into.0)) \(d1(into.1))"
      d += "Q\(d1(vx)) \(d1(vy)) \(d1(out.0)) \(d1(out.1))L\(d1(right.0)) \(d1(right.1))"
      d += edge.map { "L\(d1($0.0)) \(d1($0.1))" }.joined() + "Z"
    }
    return d
  }

  /// Pines standing on `ridge`, each at (x, height), as one path.
  static func pinesPath(_ pines: [Point], on ridge: [Point]) -> String {
    func ground(at treeX: Double) -> Double {
      for index in ridge.indices.dropFirst() where ridge[index].0 >= treeX {
        let (x0, y0) = ridge[index - 1]
        let (x1, y1) = ridge[index]
        return y0 + (y1 - y0) * (treeX - x0) / (x1 - x0)
      }
      return ridge.last?.1 ?? 0
    }
    var d = ""
    for (treeX, size) in pines {
      let base = ground(at: treeX) + 10
      let half = size * 0.28
      d += "M\(d1(treeX)) \(d1(base - size))L\(d1(treeX + half)) \(d1(base))H\(d1(treeX - half))Z"
    }
    return d
  }
}
