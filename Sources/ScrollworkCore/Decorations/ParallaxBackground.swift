/// A background that scrolls in proportion to the content (the parallax-background seed).
///
/// - Range mode maps the whole scroll range onto the image's extra length: at the top the
///   image's top shows, at the end its bottom; progress is clamped, so overscroll holds it.
/// - Ratio mode moves the image at `k` × the content's speed: 0 keeps it fixed, 1 moves it with
///   the content.
///
///     let parallax = ParallaxBackground(mode: .range, imageLength: 1400)
///     parallax.layout(snapshot).frame  // the image's frame in content coordinates
public struct ParallaxBackground: Sendable, Hashable {
  /// How the image follows the content.
  public enum Mode: Sendable, Hashable {
    /// The scroll range maps onto the image's length beyond the viewport.
    case range
    /// The image moves at `ratio` × the content's speed.
    case ratio(Double)
  }

  /// How the image follows the content.
  public var mode: Mode
  /// The image's length along the axis, in points (at least the viewport's, in range mode).
  public var imageLength: Double

  /// Creates a parallax background.
  public init(mode: Mode = .range, imageLength: Double) {
    self.mode = mode
    self.imageLength = imageLength.isFinite ? max(0, imageLength) : 0
  }

  /// Where the image is at one instant.
  @_spi(Engine) public struct Layout: Sendable, Hashable {
    /// The image's frame in content coordinates.
    public var frame: DecorationRect
    /// The scroll progress it was placed by (range mode: clamped to 0–1).
    public var progress: Double
  }

  /// The layout for `snapshot`. Content shorter than the viewport has an empty scroll range:
  /// progress is 0 and nothing divides by zero.
  @_spi(Engine) public func layout(_ snapshot: ScrollSnapshot) -> Layout {
    let geometry = snapshot.geometry
    let offset = snapshot.offset
    switch mode {
    case .range:
      let progress = min(max(geometry.progress(at: offset), 0), 1)
      let extra = max(0, imageLength - geometry.viewport)
      return Layout(
        frame: snapshot.rect(start: offset - progress * extra, length: imageLength),
        progress: progress)
    case .ratio(let k):
      let ratio = k.isFinite ? k : 0
      return Layout(
        frame: snapshot.rect(
          start: offset - ratio * (offset - geometry.minOffset), length: imageLength),
        progress: geometry.progress(at: offset))
    }
  }
}
