#if canImport(UIKit)
// Pull to refresh on the attachment: the app's action, called when Core begins a refresh, and
// the calls that begin and end one (Guides/UIKit.md, "Pull to refresh"). Core decides when a pull
// begins a refresh and the room it holds (`RefreshControl`, `ScrollViewKernel`); `RefreshLifecycle`
// routes it to the action.
//
// Why not `UIRefreshControl`: it decides by itself when a pull triggers and how long it holds
// the content open (neither is public), so the simulator could not play what it does; and it
// sits at the top of the content inset, under whatever is pinned there, so it cannot sit above
// a stretchy header or be drawn in Core's frame. The attachment draws Core's spinner instead,
// and an app should not install a `UIRefreshControl` as well.
import ScrollworkCore
import UIKit

extension ScrollDecorationsAttachment {
  /// Begins a refresh on the app's behalf, as `UIRefreshControl.beginRefreshing()` does: the
  /// held room joins the top inset and the spinner spins. The content is not scrolled to show
  /// it, and no action is called: the app is refreshing already. End it with
  /// ``endRefreshing()``.
  public func beginRefreshing() {
    kernel.beginRefreshing()
    refresh()
  }

  /// Ends the refresh running: the held room leaves the top inset (animated) and content held
  /// open goes back to the top. A later `done` of its action ends nothing.
  public func endRefreshing() {
    kernel.endRefreshing()
    refresh()
  }

  /// Calls the app's action for a refresh Core began, or lets go of one Core ended.
  func routeRefresh(began: Bool, isRefreshing: Bool) {
    switch lifecycle.update(refreshBegan: began, isRefreshing: isRefreshing) {
    case .begin(let token): callRefreshAction(for: token)
    case .ended: refreshTask = nil
    case .none: break
    }
  }

  /// Calls ``refreshAction`` in a task, or ``onRefresh`` with its `done`; without either, the
  /// refresh runs until the app calls ``endRefreshing()``.
  private func callRefreshAction(for token: Int) {
    let done: @MainActor @Sendable () -> Void = { [weak self] in
      self?.finishRefresh(token)
    }
    if let refreshAction {
      refreshTask = Task { @MainActor in
        await refreshAction()
        done()
      }
    } else {
      onRefresh?(done)
    }
  }

  /// The action of refresh `token` finished: ends the refresh if it is still the one running.
  private func finishRefresh(_ token: Int) {
    guard lifecycle.finish(token) else { return }
    refreshTask = nil
    kernel.endRefreshing()
    refresh()
  }
}
#endif
