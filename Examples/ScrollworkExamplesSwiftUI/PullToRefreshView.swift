// Pull to refresh: Core decides when a pull begins a refresh and the room it holds.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// A feed that bounces at the bottom only: flings stop at the top, but a finger may pull it
/// open. Past 100 points a refresh begins; 60 points stay open with the spinner until the
/// action returns, a second and a half later, with a new post.
@MainActor
struct PullToRefreshView: View {
  @StateObject private var feed = Feed()

  var body: some View {
    DecoratedScrollView {
      VStack(spacing: 1) {
        ForEach(feed.posts, id: \.self) { post in ExampleRow(title: "Post \(post)") }
      }
    }
    .pullToRefresh { [feed] in await feed.refresh() }
    .bounce(.endOnly)
    .navigationTitle("Pull to refresh")
  }
}

/// The posts, newest first.
@MainActor
final class Feed: ObservableObject {
  @Published private(set) var posts = Array((1...20).reversed())

  /// Waits for "the network" and adds a post.
  func refresh() async {
    try? await Task.sleep(nanoseconds: 1_500_000_000)
    posts.insert((posts.first ?? 0) + 1, at: 0)
  }
}
#endif
