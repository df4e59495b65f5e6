// A kernel frame as the sheet container's view properties: the panel and its parts, the dimming,
// the list's offset (written whenever it differs) and the display link. Builds everywhere;
// tested on Linux.
import ScrollworkCore

/// The panel's parts (`SheetPanelView`), in the panel's coordinates, in points.
struct SheetPanelParts: Equatable {
  /// The header container's frame: the header's visible part, which clips it.
  var headerClip: DecorationRect
  /// The header view's frame at its full height.
  var header: DecorationRect
  /// The grabber strip's frame.
  var grabber: DecorationRect
  /// The content container's frame: the list's viewport below the visible header.
  var content: DecorationRect
}

/// What the sheet container writes for one kernel frame.
struct SheetViewProperties: Equatable {
  /// The panel's `frame` in the container, in points.
  var panel: DecorationRect
  /// The panel's parts.
  var parts: SheetPanelParts
  /// The dimming view's `alpha`, 0–1.
  var dimmingAlpha: Double
  /// The panel's look at this position, for a floating appearance (`nil` when attached: the
  /// panel is the app's to style).
  var floatingLook: SheetFloatingLook?
  /// Whether the display link must run: until Core is at rest.
  var runsDisplayLink: Bool
}

extension SheetGlue {
  /// The properties the container writes for `frame`: every rectangle and alpha is Core's, as it
  /// is; the display link runs while the frame is not at rest.
  static func viewProperties(
    of frame: SheetKernelFrame, appearance: SheetConfiguration.Appearance = .attached
  ) -> SheetViewProperties {
    SheetViewProperties(
      panel: frame.panel,
      parts: SheetPanelParts(
        headerClip: frame.headerClip, header: frame.header, grabber: frame.grabber,
        content: frame.content),
      dimmingAlpha: frame.dimming,
      floatingLook: appearance == .attached ? nil : SheetFloatingLook(frame.panelStyle),
      runsDisplayLink: !frame.isAtRest)
  }

  /// The `contentOffset` to write to the tracked scroll view, or `nil` to leave it: Core owns
  /// the list's offset, so its `contentOffset` (points, the list's `y`; `x` kept from `current`)
  /// is written whenever it differs — and while UIKit decelerates the list, since a write is
  /// what stops UIKit's own deceleration (Guides/UIKit.md, "Who moves the list").
  ///
  ///     SheetGlue.listOffsetToWrite(120, current: HostPoint(x: 0, y: 118), isDecelerating: false)
  ///     // HostPoint(x: 0, y: 120)
  static func listOffsetToWrite(
    _ contentOffset: Double, current: HostPoint, isDecelerating: Bool
  ) -> HostPoint? {
    let offset = HostPoint(x: current.x, y: contentOffset)
    return offset != current || isDecelerating ? offset : nil
  }
}

/// A display link's frame rate range (`CAFrameRateRange`), in frames per second.
struct FrameRateRange: Equatable {
  /// The lowest rate the link may run at.
  var minimum: Float
  /// The highest.
  var maximum: Float
  /// The rate asked for.
  var preferred: Float
}

extension SheetGlue {
  /// The sheet's display link's frame rate range (`CADisplayLink.preferredFrameRateRange`,
  /// iOS 15): 80–120 frames per second, 120 preferred — the rate UIKit tracks a finger at on a
  /// ProMotion display, with a floor high enough that Core's momentum and springs never run at
  /// half the tracking rate (without a range a display link runs at 60 Hz there, and the
  /// hand-off from a 120 Hz drag to 60 Hz momentum judders). The system may still choose
  /// another rate (Low Power Mode, thermal state, Limit Frame Rate; `preferredFrameRateRange`'s
  /// documentation); on an iPhone the app must also set `CADisableMinimumFrameDurationOnPhone`
  /// to `true` in its Info.plist, or rates above 60 are unavailable (that key's documentation).
  /// Displays that cannot go so fast run at their own rate. The range is this package's
  /// choice, not a number Apple prescribes.
  static let frameRateRange = FrameRateRange(minimum: 80, maximum: 120, preferred: 120)
}

/// A floating panel's layer at one position (`SheetConfiguration.Appearance.floating`): its corner
/// radius, which corners it rounds, and the alpha of the opaque fill over its material (iOS 26's
/// glass, a blur before), all Core's `SheetKernelFrame.PanelStyle`.
struct SheetFloatingLook: Equatable {
  /// `layer.cornerRadius`, in points.
  var cornerRadius: Double
  /// Whether `layer.maskedCorners` holds the bottom corners too (the top ones always).
  var roundsBottomCorners: Bool
  /// The opaque fill's `alpha` over the material, 0–1.
  var fillAlpha: Double

  init(_ style: SheetKernelFrame.PanelStyle) {
    cornerRadius = style.cornerRadius
    roundsBottomCorners = style.roundsBottomCorners
    fillAlpha = style.backgroundOpacity
  }
}
