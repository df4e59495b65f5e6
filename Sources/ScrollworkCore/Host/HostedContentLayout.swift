/// How a host that lays out its own content inside its scroll view — SwiftUI content in a
/// `UIScrollView` the SwiftUI host owns — measures that content and sizes the scroll view's
/// content from it.
///
/// The content is proposed the viewport's size across the axis and no limit along it (as a
/// SwiftUI `ScrollView` proposes), and its measured length along the axis is the scroll view's
/// content length: short content stays short, so the decorations see it (the peeking
/// background's empty state is decided by that length).
///
///     let layout = HostedContentLayout(axis: .vertical)
///     layout.proposal(viewport: HostSize(width: 390, height: 844))
///     // width 390, height .infinity
///     layout.contentSize(
///       measured: HostSize(width: 200, height: 176), viewport: HostSize(width: 390, height: 844))
///     // width 390, height 176
@_spi(Engine) public struct HostedContentLayout: Sendable, Hashable {
  /// The scroll axis.
  public var axis: ScrollAxis

  /// A layout for content scrolling along `axis`.
  public init(axis: ScrollAxis = .vertical) {
    self.axis = axis
  }

  /// The size to propose to the content: the viewport's size across the axis, unlimited
  /// (`.infinity`) along it. In points.
  public func proposal(viewport: HostSize) -> HostSize {
    switch axis {
    case .vertical: HostSize(width: viewport.width, height: .infinity)
    case .horizontal: HostSize(width: .infinity, height: viewport.height)
    }
  }

  /// The scroll view's content size (and the hosted content's frame size) for content that
  /// measured `measured` in `viewport`: the viewport's size across the axis, and the measured
  /// length along it. A length that is negative or not finite (content that grows to any
  /// proposal) takes the viewport's length instead. In points.
  public func contentSize(measured: HostSize, viewport: HostSize) -> HostSize {
    let length = measured.length(along: axis)
    let along = length.isFinite ? max(0, length) : viewport.length(along: axis)
    switch axis {
    case .vertical: return HostSize(width: viewport.width, height: along)
    case .horizontal: return HostSize(width: along, height: viewport.height)
    }
  }

  /// Whether content can be measured in `viewport`: only once it has room across the axis (a
  /// view not laid out yet has none, and text measured at no width would wrap at every word).
  public func canMeasure(in viewport: HostSize) -> Bool {
    let across = viewport.length(across: axis)
    return across.isFinite && across > 0
  }

  /// Whether content measured for the viewport `old` (`nil`: never measured) must be measured
  /// again for the viewport `new`: only when the size across the axis changed, and only when it
  /// can be (``canMeasure(in:)``). Scrolling, and a viewport that grows or shrinks along the
  /// axis (a sheet moving), do not lay it out again.
  public func needsMeasuring(from old: HostSize?, to new: HostSize) -> Bool {
    guard canMeasure(in: new) else { return false }
    guard let old else { return true }
    return old.length(across: axis) != new.length(across: axis)
  }
}
