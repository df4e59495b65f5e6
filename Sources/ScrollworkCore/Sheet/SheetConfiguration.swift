/// How a sheet behaves: snapping, spring, rubber band, keyboard handling, dimming and pixel
/// grid. The host keeps it (a ``SheetKernel`` does, given it at creation) and passes it with
/// every event; the detents in force and where the sheet is are the sheet's state.
public struct SheetConfiguration: Sendable {
  /// How a release picks its detent.
  public var snap: SnapPolicy = .default
  /// The spring that carries the sheet to a detent, starting at the finger's velocity.
  public var spring: SpringParameters = .sheet
  /// The rubber band's coefficient past the outermost detents; UIKit's 0.55.
  public var rubberBandCoefficient = RubberBand.uikitCoefficient
  /// What the keyboard does to the sheet at every detent not listed in ``keyboardByDetent``.
  public var keyboard: KeyboardMode = .lift
  /// What the keyboard does at particular detents, overriding ``keyboard`` there: each detent
  /// is lifted (or not) by its own mode, and the sheet resting at (or going to) a detent whose
  /// mode is `.liftAndExpand` moves to the top detent when the keyboard shows.
  ///
  ///     configuration.keyboardByDetent = ["teaser": .none, "default": .liftAndExpand]
  ///     // teaser stays under the keyboard; default expands; every other detent lifts
  ///
  /// A lifted detent may pass one that is not lifted: the detents are ordered by position
  /// again, and detents that meet collapse into the higher one, as the top safe area does.
  public var keyboardByDetent: [SheetDetent.ID: KeyboardMode] = [:]
  /// How the sheet reads a drag that starts in its content.
  public var contentInteraction: ContentInteraction = .resizes
  /// What a keyboard does to the sheet while something covers it (a modal presented over it,
  /// whose text field brings the keyboard up): by default nothing, as UIKit's own sheets do.
  public var coveredKeyboard: CoveredKeyboardPolicy = .ignoreShowing
  /// The dimming behind the sheet, if any.
  public var dimming: Dimming?
  /// Whether a swipe down puts the sheet away (``Dismissal``): by default none does, and
  /// the lowest detent is as low as a finger takes it.
  public var dismissal: Dismissal = .none
  /// How the panel sits in the container: edge-attached (the default) or floating inset at
  /// partial detents, as iOS 26's sheets do (``Appearance``).
  public var appearance: Appearance = .attached
  /// The pixel grid reported positions are rounded to; 3× by default.
  public var pixelGrid = PixelGrid(displayScale: 3)

  /// The defaults: UIKit-like snapping and rubber band, the keyboard lifts, no dimming, a drag
  /// in the content moves the sheet first.
  public init() {}

  /// The keyboard mode of the detent `id`: its own in ``keyboardByDetent``, else ``keyboard``.
  public func keyboardMode(at id: SheetDetent.ID) -> KeyboardMode {
    keyboardByDetent[id] ?? keyboard
  }
}

extension SheetConfiguration {
  /// Whether a finger may put the sheet away, below its lowest detent to where none of it shows
  /// (ARCHITECTURE.md §6, "Dismissal"). The app may always dismiss and present it
  /// (``SheetHostEvent/dismiss(animated:)``, ``SheetHostEvent/move(to:animated:)``); this decides
  /// what a finger does below the lowest detent.
  ///
  /// A release dismisses as it picks a detent (``SheetConfiguration/SnapPolicy``): the hidden
  /// position is one more place to settle, below the lowest detent. A downward fling at or above
  /// the policy's ``SheetConfiguration/SnapPolicy/velocityThreshold`` from the lowest detent
  /// dismisses (from higher up it goes as far as the policy lets any fling); a slower release
  /// dismisses only from nearer hidden than the lowest detent. Only a finger dismisses: momentum a
  /// list hands back up the chain settles on a detent.
  public enum Dismissal: String, Sendable, Hashable, CaseIterable {
    /// No finger dismisses the sheet: the lowest detent is as low as it goes, and a drag below it
    /// rubber-bands. A sheet that is always there (a map's).
    case none
    /// A drag below the lowest detent follows the finger, and a release past the middle of the
    /// way to hidden, or a fling down from the lowest detent, dismisses. The dimming fades out on
    /// the way down.
    case interactive
    /// The sheet could be dismissed but the app forbids it for now (SwiftUI's
    /// `interactiveDismissDisabled`, UIKit's `isModalInPresentation`: an unsaved form): a drag
    /// below the lowest detent rubber-bands as with `.none`, and each release that would have
    /// dismissed counts an attempt (``SheetKernelFrame/dismissAttempts``), which a host reports so
    /// the app can ask what to do; VoiceOver's escape gesture counts one too.
    case vetoed
  }
}

extension SheetConfiguration {
  /// How a sheet's panel sits in its container (ARCHITECTURE.md §6, "Appearance"). The kernel
  /// computes the panel's frame, corner radius and background opacity from the sheet's position
  /// (``SheetKernelFrame/panel``, ``SheetKernelFrame/panelStyle``); hosts draw them.
  public enum Appearance: Sendable, Hashable {
    /// Edge to edge and opaque at every detent, its top corners rounded: iOS 15–18's sheets.
    case attached
    /// iOS 26's: below the top detent the panel floats `inset` points from the container's sides
    /// and bottom with every corner rounded by `cornerRadius` (the display's, concentric with
    /// the screen) over a translucent material; as it rises from the detent below the top one to
    /// the top one it attaches to the edges, its bottom corners square off and its background
    /// becomes opaque. With one detent the panel is attached.
    case floating(inset: Double = 8, cornerRadius: Double = 38)
  }
}

/// Where a sheet is between shown and put away.
public enum SheetPresence: String, Sendable, Hashable, CaseIterable {
  /// It shows, resting at a detent or moving among them (presenting from hidden included).
  case presented
  /// It is on its way to hidden: released to dismiss, or dismissed by the app.
  case dismissing
  /// It rests below the container's bottom, where none of it shows: a host removes it, calls its
  /// dismissal handler, and hands the keyboard back.
  case hidden
}

extension SheetConfiguration {
  /// What a sheet does when the keyboard shows (ARCHITECTURE.md §6), for the whole sheet
  /// (``SheetConfiguration/keyboard``) or per detent (``SheetConfiguration/keyboardByDetent``).
  public enum KeyboardMode: String, Sendable, Hashable, CaseIterable {
    /// Nothing (the sheet stays): the keyboard may cover the sheet.
    case none
    /// Every detent is lifted by the keyboard's height (never above the top safe area), so the
    /// sheet never ends under the keyboard.
    case lift
    /// As `lift`, and the sheet moves to its top detent while the keyboard shows.
    case liftAndExpand
  }
}

extension SheetConfiguration {
  /// What a keyboard does to a sheet that something covers (``SheetHostEvent/covered(_:)``): a
  /// modal's text field brings the keyboard up, but the sheet under the modal is not what the
  /// user is typing into.
  public enum CoveredKeyboardPolicy: String, Sendable, Hashable, CaseIterable {
    /// A keyboard that shows while the sheet is covered moves nothing; one that hides is taken
    /// (a keyboard the sheet itself brought up still lowers it). UIKit's sheets under a modal
    /// stay put the same way.
    case ignoreShowing
    /// The sheet follows every keyboard, covered or not.
    case follow
  }
}

extension SheetConfiguration {
  /// How a sheet reads a drag that starts in its content (`SheetScrollMachine`).
  public enum ContentInteraction: String, Sendable, Hashable, CaseIterable {
    /// One gesture, the seed's: finger up, the sheet rises to its top detent before the header
    /// collapses and the content scrolls; finger down, the content scrolls back to its top before
    /// the sheet descends.
    case resizes
    /// The content scrolls at every detent: the sheet stays where the drag found it while the
    /// header and the content take the finger, and descends only once the content is back at its
    /// top (and rises back to where it was in the same gesture). The grabber and the header still
    /// move the sheet. Like SwiftUI's `presentationContentInteraction(.scrolls)`.
    case scrolls
  }
}

extension SheetConfiguration {
  /// A dimming view behind the sheet that fades in between two detents.
  ///
  ///     SheetConfiguration.Dimming(from: "default", to: "expanded", alpha: 0.4)
  ///     // 0 at or below "default", 0.4 at or above "expanded", linear between
  public struct Dimming: Sendable, Hashable {
    /// The detent at or below which there is no dimming.
    public var from: SheetDetent.ID
    /// The detent at or above which the dimming is full.
    public var to: SheetDetent.ID
    /// The full dimming's alpha, 0–1.
    public var alpha: Double

    /// Creates a dimming; `alpha` is clamped to 0–1.
    public init(from: SheetDetent.ID, to: SheetDetent.ID, alpha: Double) {
      self.from = from
      self.to = to
      self.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
    }
  }
}

extension SpringParameters {
  /// A sheet settling at a detent: response 0.42 s, damping fraction 0.86 — a short, slight
  /// overshoot when thrown (tuned by eye, close to UIKit's sheet presentation).
  public static let sheet = SpringParameters(
    unchecked: 1, (2 * Double.pi / 0.42) * (2 * Double.pi / 0.42), 4 * Double.pi * 0.86 / 0.42)

  /// The same without overshoot (critically damped), for Reduce Motion.
  public static let sheetReducedMotion = SpringParameters(
    unchecked: 1, (2 * Double.pi / 0.42) * (2 * Double.pi / 0.42), 4 * Double.pi / 0.42)
}
