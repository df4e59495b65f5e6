#if canImport(UIKit)
// VoiceOver and what follows each applied frame in the sheet container: the grabber's label,
// value, actions and adjustments, the escape gesture, `layoutChanged` when the sheet settles,
// the status for the SwiftUI host; and Reduce Motion changes (Guides/UIKit.md, "Device notes:
// accessibility"). The decisions are `SheetGlue`'s (SheetGlue+Accessibility.swift).
import QuartzCore
@_spi(Engine) import ScrollworkCore
import UIKit

extension SheetContainerViewController {
  /// The grabber's label (unless the app set one) and the panel's escape gesture.
  func installAccessibility() {
    if panel.grabber.accessibilityLabel == nil {
      panel.grabber.accessibilityLabel = SheetGlue.grabberLabelWhenMissing
    }
    panel.onEscape = { [weak self] in
      guard let self, self.kernel != nil else { return false }
      self.send(.escape, at: CACurrentMediaTime())
      return self.kernel?.escapeTaken ?? false
    }
  }

  /// The sheet's status now: where it is and where it is going.
  func currentStatus() -> SheetStatus? {
    guard let kernel else { return nil }
    return kernel.frame(at: clock.eventTime(now: CACurrentMediaTime())).status
  }

  /// One custom action per detent on the grabber, and increment / decrement by one detent
  /// from where the sheet is going.
  func updateAccessibilityActions() {
    guard let kernel else { return }
    let rules = kernel.system.sheet.rules
    panel.grabber.accessibilityCustomActions = kernel.system.sheet.detents.all.map { detent in
      let id = detent.id
      return UIAccessibilityCustomAction(name: SheetGlue.spokenName(of: id, in: rules)) {
        [weak self] _ in
        self?.move(to: id)
        return true
      }
    }
    panel.grabber.onAdjust = { [weak self] adjustment in
      guard let self, let status = self.currentStatus() else { return }
      self.move(to: SheetGlue.detent(after: adjustment, status: status))
    }
  }

  /// After each applied frame: the grabber's value, `layoutChanged` when the sheet has just
  /// settled (and the scroll-to-top switches checked again), and the status to the SwiftUI host.
  func didApply(_ frame: SheetKernelFrame) {
    // The status is the frame's, and the rules are read in place: bound by `guard let`, or
    // read through `kernel?.system`, the whole kernel (about 3.8 KB) was loaded out of this
    // controller and every reference in it retained, every frame (`-emit-sil -O`).
    guard let rules = kernel?.rulesInPlace() else { return }
    let status = frame.status
    let value = SheetGlue.grabberValue(status, detents: rules)
    if panel.grabber.accessibilityValue != value { panel.grabber.accessibilityValue = value }
    let settled = SheetGlue.postsLayoutChanged(from: lastStatus, to: status)
    lastStatus = status
    let previous = lastFrame
    lastFrame = frame
    report(SheetGlue.presenceChange(from: previous, to: frame), frame: frame)
    if settled {
      updateScrollsToTop()
      SheetAccessibility.postLayoutChanged()
    }
    frameApplied?(frame, status)
  }

  /// Reduce Motion turned on or off: a layout reading carries it to Core.
  func observeReduceMotion() {
    NotificationCenter.default.addObserver(
      self, selector: #selector(reduceMotionChanged(_:)),
      name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
  }

  @objc func reduceMotionChanged(_ note: Notification) {
    sendLayout(at: CACurrentMediaTime())
  }
}
extension SheetKernel {
  /// The sheet's detent rules, read where the kernel is stored: mutating only to be given the
  /// kernel's address. A non-mutating read of a kernel kept in a class's property loads all of
  /// it first.
  fileprivate mutating func rulesInPlace() -> [SheetDetent] { system.sheet.rules }
}
#endif
