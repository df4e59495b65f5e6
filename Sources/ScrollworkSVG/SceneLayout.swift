@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// Where a picture puts the device and its plot, in points, from every viewport of the trace
/// (so a still and an animation of the same trace have the same layout).
///
/// An upright device has the plot beside it, as tall as the device. A device that turns leaves
/// a corner free — right of it while upright, below it on its side — and the plot goes there,
/// so the picture is no wider than the device turned sideways. A device only on its side has
/// the plot below it. Either way a landscape picture stays about as wide as an upright one,
/// and its labels are drawn at about the same size on a page that fits pictures to one width.
///
///     SceneLayout(viewports: [HostSize(width: 390, height: 844)]).width  // 832
struct SceneLayout: Equatable {
  /// The picture's size.
  var width: Double
  var height: Double
  /// The plot's frame: its top-left corner and size.
  var plotX: Double
  var plotY: Double
  var plotWidth: Double
  var plotHeight: Double

  /// The smallest free corner a turning device's plot goes in; below it, the plot goes below.
  /// Two panels with their titles and ticks still read at this size (tuned by eye).
  static let smallestCorner = 360.0

  init(viewports: [HostSize]) {
    let bezel = 2 * DeviceStyle.bezel
    let gap = DeviceStyle.gap
    let device = (
      width: (viewports.map(\.width).max() ?? 0) + bezel,
      height: (viewports.map(\.height).max() ?? 0) + bezel
    )
    if viewports.allSatisfy({ $0.width <= $0.height }) {
      plotX = device.width + gap
      plotWidth = DeviceStyle.plotWidth
      plotHeight = DeviceStyle.plotHeight
      width = plotX + plotWidth + 8
      height = max(device.height, plotHeight)
      plotY = (height - plotHeight) / 2
      return
    }
    let narrowest = (viewports.map(\.width).min() ?? 0) + bezel
    let shortest = (viewports.map(\.height).min() ?? 0) + bezel
    let corner = (x: narrowest + gap, y: shortest + gap)
    let turnsAroundTheCorner = viewports.allSatisfy {
      $0.width + bezel == narrowest || $0.height + bezel == shortest
    }
    if turnsAroundTheCorner, device.width - corner.x >= Self.smallestCorner,
      device.height - corner.y >= Self.smallestCorner
    {
      (width, height) = device
      (plotX, plotY) = corner
      plotWidth = device.width - corner.x
      plotHeight = device.height - corner.y
      return
    }
    width = max(device.width, DeviceStyle.plotWidth)
    plotX = 0
    plotY = device.height + gap
    plotWidth = width
    plotHeight = DeviceStyle.plotHeight
    height = plotY + plotHeight
  }
}
