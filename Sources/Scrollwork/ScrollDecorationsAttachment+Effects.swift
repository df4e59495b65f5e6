#if canImport(UIKit)
// The attachment's writes for the stretchy header, the empty state and the edge effects: the
// start room into `contentInset`, `isScrollEnabled`, and iOS 26's own scroll edge effects
// (Guides/UIKit.md, "The start room", "Empty state", "Edge effects"). What to write is decided
// by Core and converted by ScrollGlue; this file only writes it.
import ScrollworkCore
import UIKit

extension ScrollDecorationsAttachment {
  /// Writes the start room's change into `contentInset`'s start edge (and the offset Core settles
  /// content left past the edge at), then makes the pass again over what UIKit reports and
  /// applies that. With no finger on the content, both happen in one UIKit animation, so a
  /// refresh's room that goes, and the content that follows it, slide together.
  func writeStartRoom(
    _ write: StartRoomWrite, to scrollView: UIScrollView, in pass: ScrollRefreshPass
  ) {
    let writeAndApply = { [self] in
      scrollView.contentInset = UIEdgeInsets(write.contentInset)
      if let offset = write.contentOffset { scrollView.contentOffset = CGPoint(offset) }
      apply(kernel.update(reading(of: scrollView)), in: pass, to: scrollView)
    }
    guard write.animated, scrollView.window != nil else {
      writeAndApply()
      return
    }
    UIView.animate(
      withDuration: ScrollGlue.startRoomAnimationDuration, delay: 0,
      options: [.beginFromCurrentState, .allowUserInteraction], animations: writeAndApply,
      completion: nil)
  }

  /// Takes the start room back out of `contentInset` (detaching).
  func removeStartRoom(from scrollView: UIScrollView) {
    guard kernel.startRoom != 0 else { return }
    scrollView.contentInset = UIEdgeInsets(
      ScrollGlue.contentInset(
        HostInsets(scrollView.contentInset), removingStartRoom: kernel.startRoom, along: axis))
    kernel.forgetStartRoom()
  }

  /// Turns scrolling off while Core says the content does not scroll (an empty state with
  /// `scrolls: false`), and gives the app's `isScrollEnabled` back after; `nil` gives it back.
  func writeScrollEnabled(_ enabled: Bool?, to scrollView: UIScrollView) {
    let wanted: Bool? = enabled == false ? false : nil
    if let value = scrolling.write(wanted, current: scrollView.isScrollEnabled) {
      scrollView.isScrollEnabled = value
    }
  }

  /// Sets iOS 26's own scroll edge effects for the decorations' edge effects and the renderer,
  /// or gives the app's settings back without edge effects; whether UIKit's own effect draws
  /// them at this pass (Scrollwork's views then stay hidden). Compiled only with an SDK that
  /// has the API (iOS 26's: UIKit 9000 and later), chosen at run time by `#available`.
  func applySystemEdgeEffects(to scrollView: UIScrollView) -> Bool {
    #if canImport(UIKit, _version: 9000)
    if #available(iOS 26.0, *) {
      let system = ScrollGlue.drawsSystemEdgeEffects(
        renderer: edgeEffectRenderer, systemAvailable: true)
      for edge in EdgeEffectEdge.allCases {
        let setting = ScrollGlue.systemEdgeEffect(
          decorations.edgeEffects, edge: edge, drawnBySystem: system)
        writeSystemEdgeEffect(setting, at: ScrollGlue.systemEdge(edge, axis: axis), of: scrollView)
      }
      return system && decorations.edgeEffects != nil
    }
    #endif
    return false
  }

  /// Gives iOS 26's own scroll edge effects the app's settings back (detaching).
  func restoreSystemEdgeEffects(of scrollView: UIScrollView) {
    #if canImport(UIKit, _version: 9000)
    if #available(iOS 26.0, *) {
      for edge in SystemScrollEdge.allCases {
        writeSystemEdgeEffect(nil, at: edge, of: scrollView)
      }
    }
    #endif
  }

  #if canImport(UIKit, _version: 9000)
  /// Writes `setting` (`nil`: the app's own) to UIKit's effect at `edge`, each property only
  /// when it changes.
  @available(iOS 26.0, *)
  private func writeSystemEdgeEffect(
    _ setting: SystemEdgeEffectSetting?, at edge: SystemScrollEdge, of scrollView: UIScrollView
  ) {
    let effect: UIScrollEdgeEffect
    switch edge {
    case .top: effect = scrollView.topEdgeEffect
    case .left: effect = scrollView.leftEdgeEffect
    case .bottom: effect = scrollView.bottomEdgeEffect
    case .right: effect = scrollView.rightEdgeEffect
    }
    var hidden = systemEdgeHidden[edge] ?? OverriddenSetting()
    if let value = hidden.write(setting?.hidden, current: effect.isHidden) {
      effect.isHidden = value
    }
    systemEdgeHidden[edge] = hidden
    let wantedStyle: UIScrollEdgeEffect.Style? =
      switch setting?.style {
      case .soft: .soft
      case .hard: .hard
      case nil: nil
      }
    var style = systemEdgeStyle[edge] ?? OverriddenSetting()
    if let value = style.write(wantedStyle, current: effect.style) as? UIScrollEdgeEffect.Style {
      effect.style = value
    }
    systemEdgeStyle[edge] = style
  }
  #endif

  /// Tells the app what changed at the pass that applied `applied` (the header's progress) and
  /// routes the refresh Core began or ended in `update` to the app's action.
  func report(_ update: ScrollViewUpdate, after applied: ScrollViewUpdate) {
    let hasHeader = decorations.stretchyHeader != nil
    if let progress = reports.headerProgress(in: applied.views, hasHeader: hasHeader) {
      onHeaderProgress?(progress)
    }
    routeRefresh(began: update.refreshBegan, isRefreshing: applied.isRefreshing)
  }
}
#endif
