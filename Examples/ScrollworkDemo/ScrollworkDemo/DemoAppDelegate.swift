// The demo app's entry point: one scene, one window, the demo list in a navigation controller.
#if canImport(UIKit)
import UIKit

/// The app: every scene it connects is a ``DemoSceneDelegate``'s (the generated Info.plist's
/// scene manifest names none, so this answer is the configuration).
@main
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Demo", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = DemoSceneDelegate.self
    return configuration
  }
}

/// Opens ``DemoRootViewController``. Launched with `-scenario NAME` (a built-in scenario, as
/// the UI tests do: `-scenario sheet-one-gesture`), it opens that scene's "compare with the
/// simulator" screen at once; `-selfSizing YES` gives a sheet's list self-sizing rows,
/// `-rows N` gives it N rows, and `-pagingButtons YES` shows a sheet's Page ↑ and Page ↓
/// buttons (the list's `accessibilityScroll(_:)`, as VoiceOver's three-finger swipes).
final class DemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let navigation = UINavigationController(rootViewController: DemoRootViewController())
    // Launch arguments `-NAME VALUE` are read through the user defaults' argument domain.
    let defaults = UserDefaults.standard
    if let name = defaults.string(forKey: "scenario") {
      do {
        let rows = defaults.integer(forKey: "rows")
        let compare = CompareViewController(
          scene: try GalleryScene(named: name), selfSizing: defaults.bool(forKey: "selfSizing"),
          rows: rows > 0 ? rows : nil, pagingButtons: defaults.bool(forKey: "pagingButtons"))
        navigation.pushViewController(compare, animated: false)
      } catch {
        print("ScrollworkDemo: -scenario \(name): \(error)")
      }
    }
    let window = DemoWindow(windowScene: windowScene)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
  }
}
#endif
