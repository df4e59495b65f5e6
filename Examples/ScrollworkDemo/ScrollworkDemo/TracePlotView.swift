// The plot beside (or over) the live view: the simulated trace, and the live view's own frames.
#if canImport(UIKit)
import UIKit

/// Draws, against time, the simulator's curves (solid) and the live view's recorded ones
/// (dashed) on the same axes, like the gallery's plots: a scroll view's offset in blue, or a
/// sheet's top in blue and its list's offset in orange. The live curves start at the user's
/// first touch, placed at the scenario's first touch.
final class TracePlotView: UIView {
  /// The simulated curves: `(t, value)` in seconds and points.
  var simulated: (primary: [(Double, Double)], secondary: [(Double, Double)]) = ([], []) {
    didSet { setNeedsDisplay() }
  }
  /// The live curves, on the trace's clock.
  var live: (primary: [(Double, Double)], secondary: [(Double, Double)]) = ([], []) {
    didSet { setNeedsDisplay() }
  }
  /// The legend's words for the two curves.
  var names = (primary: "offset", secondary: "")

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.systemBackground.withAlphaComponent(0.85)
    layer.cornerRadius = 10
    isOpaque = false
    contentMode = .redraw
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("TracePlotView is created in code")
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let all = simulated.primary + simulated.secondary + live.primary + live.secondary
    guard let first = all.first else { return }
    var (tMax, low, high) = (first.0, first.1, first.1)
    for (t, value) in all {
      tMax = max(tMax, t)
      low = min(low, value)
      high = max(high, value)
    }
    if high - low < 1 { (low, high) = (low - 1, high + 1) }
    let plot = bounds.insetBy(dx: 10, dy: 10).inset(
      by: UIEdgeInsets(top: 18, left: 0, bottom: 0, right: 0))
    func point(_ sample: (Double, Double)) -> CGPoint {
      CGPoint(
        x: plot.minX + plot.width * CGFloat(sample.0 / max(tMax, 0.001)),
        y: plot.minY + plot.height * CGFloat((sample.1 - low) / (high - low)))
    }
    func stroke(_ samples: [(Double, Double)], _ color: UIColor, dashed: Bool) {
      guard samples.count > 1 else { return }
      context.saveGState()
      context.setStrokeColor(color.cgColor)
      context.setLineWidth(dashed ? 2 : 1.5)
      if dashed { context.setLineDash(phase: 0, lengths: [4, 3]) }
      context.addLines(between: samples.map(point))
      context.strokePath()
      context.restoreGState()
    }
    UIColor.separator.setStroke()
    UIBezierPath(rect: plot).stroke()
    stroke(simulated.primary, .systemBlue, dashed: false)
    stroke(simulated.secondary, .systemOrange, dashed: false)
    stroke(live.primary, .systemIndigo, dashed: true)
    stroke(live.secondary, .systemRed, dashed: true)
    let legend =
      "\(names.primary) (blue)"
      + (names.secondary.isEmpty ? "" : ", \(names.secondary) (orange)")
      + " — simulated solid, live dashed; \(String(format: "%.0f…%.0f pt, %.1f s", low, high, tMax))"
    (legend as NSString).draw(
      at: CGPoint(x: plot.minX, y: bounds.minY + 6),
      withAttributes: [
        .font: UIFont.preferredFont(forTextStyle: .caption2), .foregroundColor: UIColor.label,
      ])
  }
}
#endif
