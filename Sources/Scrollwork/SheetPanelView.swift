#if canImport(UIKit)
// The sheet's panel: a grabber, a header slot whose visible height Core decides (the
// collapsible part is clipped away from the bottom), and the content below. Layout only: every
// number comes from `SheetContainerViewController`, which takes it from Core.
import ScrollworkCore
import UIKit

/// The panel the sheet container moves: grabber, header and content, top to bottom.
@MainActor
public final class SheetPanelView: UIView {
  /// The grabber strip at the panel's top (a drag on it always moves the sheet).
  public let grabber = SheetGrabberView(frame: .zero)
  /// Clips the header to its visible height; a drag on it always moves the sheet.
  public let headerContainer = UIView(frame: .zero)
  /// Holds the content view controller's view, below the visible header.
  public let contentContainer = UIView(frame: .zero)
  /// Your header (search field, filters), laid out at the header's full height; its bottom
  /// part is clipped as the header collapses.
  public var headerView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let headerView { headerContainer.addSubview(headerView) }
      setNeedsLayout()
    }
  }
  /// The parts' frames from Core's last frame (`SheetKernelFrame`), in the panel.
  private var parts: SheetPanelParts?
  /// A floating panel's material (iOS 26's glass; a blur before) and the opaque fill over it,
  /// under everything else; `nil` for an attached panel, which is the app's to style.
  private var material: UIVisualEffectView?
  private var fill: UIView?
  private var look: SheetFloatingLook?
  /// Called for VoiceOver's escape gesture inside the sheet: the container sends it to Core
  /// (which dismisses the sheet, counts a vetoed attempt, or lowers it to its lowest detent) and
  /// says whether the sheet took it.
  var onEscape: (() -> Bool)?

  override public init(frame: CGRect) {
    super.init(frame: frame)
    headerContainer.clipsToBounds = true
    contentContainer.clipsToBounds = true
    // Siblings, not nested: a touch on the grabber reaches only the grabber's recognizer.
    addSubview(contentContainer)
    addSubview(headerContainer)
    addSubview(grabber)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Takes the parts' frames from Core's frame and lays them out when they changed.
  func apply(_ next: SheetPanelParts) {
    guard next != parts else { return }
    parts = next
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Applies a floating panel's look at this position: its material and fill installed the
  /// first time, its corners and fill alpha as Core's style says.
  func apply(_ next: SheetFloatingLook) {
    guard next != look else { return }
    look = next
    if material == nil {
      let material = UIVisualEffectView(effect: Self.material())
      let fill = UIView(frame: .zero)
      fill.backgroundColor = UIColor.systemBackground
      for view in [material, fill] as [UIView] {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isUserInteractionEnabled = false
      }
      insertSubview(fill, at: 0)
      insertSubview(material, at: 0)
      self.material = material
      self.fill = fill
      clipsToBounds = true
    }
    layer.cornerRadius = CGFloat(next.cornerRadius)
    layer.cornerCurve = .continuous
    layer.maskedCorners =
      next.roundsBottomCorners
      ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
      : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    fill?.alpha = CGFloat(next.fillAlpha)
  }

  /// A floating panel's material: the system's glass on iOS 26, a material blur before. The
  /// glass is compiled only with an SDK that has it (UIKit 9000 and later: iOS 26's SDK), so
  /// the package still builds with Xcode 16's iOS 18 SDK; `#available` picks it at run time.
  private static func material() -> UIVisualEffect {
    #if canImport(UIKit, _version: 9000)
    if #available(iOS 26.0, *) { return UIGlassEffect(style: .regular) }
    #endif
    return UIBlurEffect(style: .systemMaterial)
  }

  override public func layoutSubviews() {
    super.layoutSubviews()
    guard let parts else { return }
    headerContainer.frame = CGRect(parts.headerClip)
    headerView?.frame = CGRect(parts.header)
    grabber.frame = CGRect(parts.grabber)
    contentContainer.frame = CGRect(parts.content)
  }

  // `NSObject (UIAccessibilityAction)` is not main-actor isolated in the SDK, so this override
  // is nonisolated; VoiceOver calls it on the main thread, for the focused element and then its
  // ancestors until one returns `true`.
  /// VoiceOver's escape gesture (a two-finger Z) with the focus in the sheet: dismisses it when a
  /// finger may, counts an attempt when that is vetoed, and otherwise lowers it to its lowest
  /// detent (`SheetHostEvent.escape`); `false` when the sheet does not take it (at its lowest
  /// with no dismissal, hidden, or under a finger), so the gesture goes on (a navigation
  /// controller's back).
  override public func accessibilityPerformEscape() -> Bool {
    MainActor.assumeIsolated { onEscape?() ?? false }
  }
}

/// The grabber: a pill in a strip, adjustable with VoiceOver (swipe up or down moves one
/// detent) and with one custom action per detent.
@MainActor
public final class SheetGrabberView: UIView {
  /// The pill drawn in the strip's middle.
  public let pill = UIView(frame: .zero)
  /// Called for VoiceOver's adjustments: the container moves the sheet one detent.
  var onAdjust: ((AccessibilityAdjustment) -> Void)?

  override public init(frame: CGRect) {
    super.init(frame: frame)
    pill.layer.cornerRadius = 2.5
    pill.backgroundColor = UIColor.black.withAlphaComponent(0.25)
    pill.isUserInteractionEnabled = false
    addSubview(pill)
    isAccessibilityElement = true
    accessibilityTraits.insert(.adjustable)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override public func layoutSubviews() {
    super.layoutSubviews()
    pill.frame = CGRect(x: bounds.midX - 18, y: 6, width: 36, height: 5)
  }

  // `NSObject (UIAccessibilityAction)` is not main-actor isolated in the SDK, so these
  // overrides are nonisolated; VoiceOver calls them on the main thread.
  override public func accessibilityIncrement() {
    MainActor.assumeIsolated { onAdjust?(.increment) }
  }
  override public func accessibilityDecrement() {
    MainActor.assumeIsolated { onAdjust?(.decrement) }
  }
}
#endif
