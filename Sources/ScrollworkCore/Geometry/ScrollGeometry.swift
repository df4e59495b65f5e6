/// The geometry of a scroll view along one axis, in points (ARCHITECTURE.md §2).
///
/// Insets are UIKit's *adjusted* content insets: bars, safe area and keyboard plus
/// `contentInset`. With offset `o`, viewport length `H`, content length `C` and insets `a`:
/// `oMin = −a.start`, `oMax = max(oMin, C + a.end − H)`.
///
///     let g = ScrollGeometry(viewport: 800, content: 2000, insetStart: 100, insetEnd: 34)
///     g.minOffset  // -100
///     g.maxOffset  // 1234
@_spi(Engine) public struct ScrollGeometry: Sendable, Hashable {
  /// The viewport's length on this axis (the scroll view's bounds height when vertical).
  public var viewport: Double
  /// The content's length on this axis (`contentSize.height` when vertical).
  public var content: Double
  /// The adjusted inset at the start edge (top when vertical).
  public var insetStart: Double
  /// The adjusted inset at the end edge (bottom when vertical).
  public var insetEnd: Double

  /// Creates a geometry from lengths in points.
  public init(viewport: Double, content: Double, insetStart: Double = 0, insetEnd: Double = 0) {
    self.viewport = viewport
    self.content = content
    self.insetStart = insetStart
    self.insetEnd = insetEnd
  }

  /// The smallest legal offset at rest, `−insetStart` (never −0).
  @inline(__always) public var minOffset: Double { 0 - insetStart }

  /// The largest legal offset at rest, `max(minOffset, content + insetEnd − viewport)`.
  @inline(__always) public var maxOffset: Double {
    Swift.max(minOffset, content + insetEnd - viewport)
  }

  /// The viewport length left between the insets, `viewport − insetStart − insetEnd`.
  @inline(__always) public var visibleLength: Double { viewport - insetStart - insetEnd }

  /// How much of the visible length the content leaves empty, `max(0, visible − content)`.
  @inline(__always) public var underflow: Double { Swift.max(0, visibleLength - content) }

  /// `offset` clamped to `[minOffset, maxOffset]`.
  @inline(__always) public func clamp(_ offset: Double) -> Double {
    Swift.min(Swift.max(offset, minOffset), maxOffset)
  }

  /// How far `offset` is pulled past the start edge, `max(0, minOffset − offset)`.
  @inline(__always) public func startPull(at offset: Double) -> Double {
    Swift.max(0, minOffset - offset)
  }

  /// How far `offset` is pulled past the end edge, `max(0, offset − maxOffset)`.
  @inline(__always) public func endPull(at offset: Double) -> Double {
    Swift.max(0, offset - maxOffset)
  }

  /// The offset at rest for `edge`.
  @inline(__always) func offset(of edge: ScrollEdge) -> Double {
    edge == .start ? minOffset : maxOffset
  }

  /// The edge `offset` lies beyond, or `nil` when it is in the legal range.
  @inline(__always) func edgeBeyond(_ offset: Double) -> ScrollEdge? {
    if offset < minOffset { return .start }
    if offset > maxOffset { return .end }
    return nil
  }

  /// Scroll progress `(offset − minOffset) / (maxOffset − minOffset)`; 0 when the range is empty.
  /// Not clamped to 0…1: overscroll gives values below 0 or above 1. Kept within ±10⁹, so that a
  /// range too short for any screen (10⁻³⁰⁰ pt) gives a finite progress, never ±∞.
  @inline(__always) public func progress(at offset: Double) -> Double {
    let range = maxOffset - minOffset
    guard range > 0 else { return 0 }
    let limit = ScrollworkError.largestMagnitude
    return min(max((offset - minOffset) / range, -limit), limit)
  }

  /// Whether every length is finite and the viewport and content are not negative.
  public var isValid: Bool {
    viewport.isFinite && content.isFinite && insetStart.isFinite && insetEnd.isFinite
      && viewport >= 0 && content >= 0
  }
}
