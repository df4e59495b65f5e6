/// A footer after the content when the content is long, pinned to the bottom of the visible
/// area when it is short (the sticky-footer seed):
/// `footerY = max(C, visible − footerH)` in content coordinates.
///
/// The one decoration that changes the host's content size, deliberately: the scrollable
/// content becomes `footerY + footerH` (`contentLength(for:)`). The footer itself is laid out
/// against the content's own length; every other decoration sees the content the view scrolls
/// over, footer included (a shadow or a fill hangs from the footer's end, not from the rows').
///
///     let footer = StickyFooter(height: 60)
///     footer.contentLength(for: ScrollGeometry(viewport: 844, content: 200, insetStart: 91, insetEnd: 34))
///     // 719: the footer sits at 659, at the bottom of the visible area
public struct StickyFooter: Sendable, Hashable {
  /// The footer's height along the axis, in points.
  public var height: Double

  /// Creates a footer `height` points tall.
  public init(height: Double) {
    self.height = height.isFinite ? max(0, height) : 0
  }

  /// The footer's start in content coordinates for content of its own length
  /// `geometry.content`.
  @inline(__always)
  @_spi(Engine) public func footerStart(for geometry: ScrollGeometry) -> Double {
    max(geometry.content, geometry.visibleLength - height)
  }

  /// The content size a host sets so the footer scrolls with the content: `footerY + footerH`.
  @inline(__always)
  @_spi(Engine) public func contentLength(for geometry: ScrollGeometry) -> Double {
    footerStart(for: geometry) + height
  }

  /// The room after the content's own end that a host gives the footer's container,
  /// `contentLength − C`: at least the footer's height, more while the content is short (the
  /// footer then sits at the container's bottom). A table's footer view is this tall.
  ///
  ///     footer.containerLength(for: ScrollGeometry(viewport: 844, content: 200, insetStart: 91, insetEnd: 34))
  ///     // 519: 719 − 200
  @inline(__always)
  @_spi(Engine) public func containerLength(for geometry: ScrollGeometry) -> Double {
    contentLength(for: geometry) - geometry.content
  }

  /// The footer's frame, in content coordinates, for a snapshot whose geometry holds the
  /// content's own length.
  @_spi(Engine) public func layout(_ snapshot: ScrollSnapshot) -> DecorationRect {
    snapshot.rect(start: footerStart(for: snapshot.geometry), length: height)
  }
}
