// Seed effects, all of them, in SwiftUI: the list that opens each example.
#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI

/// The SwiftUI examples, one row per seed effect; a tap opens it. Make it the body of the
/// app's `WindowGroup`.
struct ExamplesRootView: View {
  var body: some View {
    NavigationView {
      List {
        row("Peeking fox", "Bottom-only bounce, a fox past the rows, empty state") {
          PeekingFoxView()
        }
        row("Parallax", "A landscape that follows the scroll range") { ParallaxView() }
        row("Two-tone", "Edge fill colours above and below the rows") { TwoToneView() }
        row("Shadows", "The Clock app's four edge shadows") { ShadowsView() }
        row("Sticky footer", "At the bottom while short, after the rows once long") {
          StickyFooterView()
        }
        Group {
          row("Stretchy header", "A picture that stretches when pulled, pinned when collapsed") {
            StretchyHeaderView()
          }
          row("Empty state", "What a list shows with nothing to show") { EmptyListView() }
          row("Edge effects", "iOS 26's soft and hard edges under the bars, back-deployed") {
            EdgeEffectsView()
          }
          row("Pull to refresh", "Core's trigger and hold; flings stop at the top") {
            PullToRefreshView()
          }
          row("Trips", "Header, refresh, two tones, empty state and edge effects at once") {
            TripsView()
          }
        }
        row("Map sheet", "Five detents; sheet, header and list in one drag") { MapSheetView() }
        row("Place card", "A sheet swiped away, and a veto that asks first") { PlaceCardView() }
        row("Paged sheet", "Two lists in one sheet, each keeping its offset") { PagedSheetView() }
      }
      .navigationTitle("Scrollwork")
    }
  }

  private func row<Destination: View>(
    _ title: String, _ subtitle: String, @ViewBuilder destination: () -> Destination
  ) -> some View {
    NavigationLink(destination: destination) {
      VStack(alignment: .leading) {
        Text(title)
        Text(subtitle).font(.footnote).foregroundColor(.secondary)
      }
    }
  }
}

/// A plain list row: a line of text at the leading edge, 44 points tall, on the system
/// background (opaque, so decorations show only past the rows).
struct ExampleRow: View {
  let title: String

  var body: some View {
    Text(title)
      .padding(.horizontal)
      .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
      .background { Color(uiColor: .systemBackground) }
  }
}
#endif
