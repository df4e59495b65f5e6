// The live view's own positions, one sample per frame shown, for the plot and the UI tests.
#if canImport(UIKit)
import QuartzCore
import UIKit

/// One recorded frame of the live view, in the scenario's coordinates (points).
struct LiveSample: Equatable {
  /// `CACurrentMediaTime()` when the frame was committed, in seconds.
  var time: Double
  /// A scroll scene's content offset, or a sheet's panel top in its container.
  var primary: Double
  /// A sheet's list offset (Core's, 0 at the list's top); `nil` for a scroll scene.
  var secondary: Double?
  /// The keyboard's top in the container while one is up; `nil` otherwise.
  var keyboardTop: Double?
}

/// Samples the live view once per frame, after Core Animation's commit, so every sample is
/// what was shown: a display link keeps the run loop turning every frame, and a run-loop
/// observer placed after UIKit's commit (order 2,000,000, `beforeWaiting`) reads the values.
/// A turn that changes nothing is not recorded, but the first turn of each frame is. The link
/// runs from a ``wake()`` (a touch, a keyboard) until nothing has changed for half a second
/// with no finger down, so the app idles between gestures (UI tests wait for that).
@MainActor
final class FrameRecorder {
  /// Reads the live values; called once per run-loop turn while recording.
  var read: () -> (primary: Double, secondary: Double?, keyboardTop: Double?) = { (0, nil, nil) }
  /// Called after each recorded sample.
  var recorded: (LiveSample) -> Void = { _ in }
  /// Every sample since the last ``reset()``, at most ``limit``.
  private(set) var samples: [LiveSample] = []
  /// The most samples kept: 60 s at 120 Hz.
  let limit = 7200
  private var link: CADisplayLink?
  private var observer: CFRunLoopObserver?
  private var lastFrameSampled = -1.0
  private var lastLinkTimestamp = 0.0
  private var lastChange = 0.0

  /// Starts sampling.
  func start() {
    guard link == nil else { return }
    let link = CADisplayLink(
      target: FrameRecorderTick(self), selector: #selector(FrameRecorderTick.tick(_:)))
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
    link.add(to: .main, forMode: .common)
    self.link = link
    lastChange = CACurrentMediaTime()
    // After UIKit's Core Animation commit (order 2,000,000): what this turn put on screen.
    let observer = CFRunLoopObserverCreateWithHandler(
      kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 2_000_001
    ) { [weak self] _, _ in
      MainActor.assumeIsolated { self?.sample() }
    }
    CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    self.observer = observer
  }

  /// Stops sampling; the samples stay.
  func stop() {
    link?.invalidate()
    link = nil
    if let observer {
      CFRunLoopObserverInvalidate(observer)
      self.observer = nil
    }
  }

  /// Keeps the display link running: something may move.
  func wake() {
    lastChange = CACurrentMediaTime()
    link?.isPaused = false
  }

  /// Forgets every sample.
  func reset() {
    samples.removeAll(keepingCapacity: true)
    lastFrameSampled = -1
  }

  fileprivate func linkTicked(_ link: CADisplayLink) {
    lastLinkTimestamp = link.timestamp
    if link.timestamp - lastChange > 0.5, TouchLog.shared.touchesDown == 0 {
      link.isPaused = true
    }
  }

  private func sample() {
    let values = read()
    let sample = LiveSample(
      time: CACurrentMediaTime(), primary: values.primary, secondary: values.secondary,
      keyboardTop: values.keyboardTop)
    let newFrame = lastLinkTimestamp != lastFrameSampled
    let unchanged =
      samples.last.map {
        $0.primary == sample.primary && $0.secondary == sample.secondary
          && $0.keyboardTop == sample.keyboardTop
      } ?? false
    if !unchanged { lastChange = sample.time }
    if unchanged && !newFrame { return }
    lastFrameSampled = lastLinkTimestamp
    if samples.count >= limit { samples.removeFirst(samples.count - limit + 1) }
    samples.append(sample)
    recorded(sample)
  }
}

/// The display link's target: a weak proxy, so a running link does not keep the recorder.
private final class FrameRecorderTick: NSObject {
  private weak var recorder: FrameRecorder?

  init(_ recorder: FrameRecorder) {
    self.recorder = recorder
  }

  @MainActor @objc func tick(_ link: CADisplayLink) {
    guard let recorder else {
      link.invalidate()
      return
    }
    recorder.linkTicked(link)
  }
}

/// Every touch the app receives, by time: the plot starts the live curve at the first touch,
/// and the UI tests find when a finger caught the motion.
@MainActor
final class TouchLog {
  static let shared = TouchLog()
  /// `(time, began)`: a touch began (`true`) or ended or was cancelled (`false`), at
  /// `UIEvent.timestamp` (the same clock as `CACurrentMediaTime()`), in seconds.
  private(set) var events: [(time: Double, began: Bool)] = []
  /// Fingers down now.
  private(set) var touchesDown = 0
  /// Called for every touch event (the recorder wakes).
  var touched: () -> Void = {}

  func record(_ event: UIEvent) {
    guard event.type == .touches, let touches = event.allTouches else { return }
    for touch in touches {
      switch touch.phase {
      case .began:
        events.append((touch.timestamp, true))
        touchesDown += 1
      case .ended, .cancelled:
        events.append((touch.timestamp, false))
        touchesDown = max(0, touchesDown - 1)
      default: break
      }
    }
    if events.count > 1000 { events.removeFirst(events.count - 1000) }
    touched()
  }

  func reset() {
    events.removeAll()
  }
}

/// The app's window: it notes every touch in ``TouchLog`` before UIKit delivers it.
final class DemoWindow: UIWindow {
  override func sendEvent(_ event: UIEvent) {
    TouchLog.shared.record(event)
    super.sendEvent(event)
  }
}

/// A tiny accessibility element whose value is computed when asked: the UI tests read the live
/// positions through it (`sheet.position`, `sheet.history`, …) without the app building a string
/// every frame.
final class ProbeView: UIView {
  /// Makes the value when the accessibility client asks for it.
  var value: () -> String = { "" }

  init(identifier: String) {
    super.init(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    isAccessibilityElement = true
    accessibilityIdentifier = identifier
    accessibilityLabel = identifier
    isUserInteractionEnabled = false
    backgroundColor = .clear
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ProbeView is created in code")
  }

  // Accessibility asks on the main thread; before iOS 18's SDK the property is not main-actor
  // isolated, so the isolation is asserted rather than assumed.
  override var accessibilityValue: String? {
    get { MainActor.assumeIsolated { value() } }
    set {}
  }
}

extension LiveSample {
  /// `t y offset keyboardTop`, numbers with two decimals, `-` for none.
  var text: String {
    func number(_ value: Double?) -> String {
      value.map { String(format: "%.2f", $0) } ?? "-"
    }
    return "\(String(format: "%.4f", time)) \(number(primary)) \(number(secondary)) "
      + number(keyboardTop)
  }
}
#endif
