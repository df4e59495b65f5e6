// Every example in SwiftUI: the list that opens each one, and the catalog the demo app lists.
#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI

/// The SwiftUI examples, one row per seed effect and per screen past the seeds; a tap opens
/// it. Make it the body of the app's `WindowGroup`. Its rows are ``catalog``, which the demo
/// app lists too.
struct ExamplesRootView: View {
  /// One example: its row's title and subtitle, and a new view showing it.
  struct Example: Sendable {
    let title: String
    let subtitle: String
    let make: @MainActor @Sendable () -> AnyView

    init<Screen: View>(
      _ title: String, _ subtitle: String, _ make: @escaping @MainActor @Sendable () -> Screen
    ) {
      self.title = title
      self.subtitle = subtitle
      self.make = { AnyView(make()) }
    }
  }

  /// Every example of this folder, in the order listed. The demo app's "SwiftUI" section is
  /// this list (each in a hosting controller), and
  /// `Examples/ScrollworkDemo/Scripts/check_project.py` fails when an example view of this
  /// folder is missing from it.
  static let catalog: [Example] = [
    Example("Peeking fox", "Bottom-only bounce, a fox past the rows, empty state") {
      PeekingFoxView()
    },
    Example("Parallax", "A landscape that follows the scroll range") { ParallaxView() },
    Example("Two-tone", "Edge fill colours above and below the rows") { TwoToneView() },
    Example("Shadows", "The Clock app's four edge shadows") { ShadowsView() },
    Example("Sticky footer", "At the bottom while short, after the rows once long") {
      StickyFooterView()
    },
    Example("Stretchy header", "A picture that stretches when pulled, pinned when collapsed") {
      StretchyHeaderView()
    },
    Example("Empty state", "What a list shows with nothing to show") { EmptyListView() },
    Example("Edge effects", "iOS 26's soft and hard edges under the bars, back-deployed") {
      EdgeEffectsView()
    },
    Example("Pull to refresh", "Core's trigger and hold; flings stop at the top") {
      PullToRefreshView()
    },
    Example("Trips", "Header, refresh, two tones, empty state and edge effects at once") {
      TripsView()
    },
    Example("Map sheet", "Five detents; sheet, header and list in one drag") { MapSheetView() },
    Example("Place card", "A sheet swiped away, and a veto that asks first") { PlaceCardView() },
    Example("Paged sheet", "Two lists in one sheet, each keeping its offset") {
      PagedSheetView()
    },
    Example("Sheet over tabs", "One sheet kept across tabs, each with its own list") {
      TabsSheetView()
    },
  ]

  var body: some View {
    NavigationView {
      List {
        ForEach(Self.catalog, id: \.title) { example in
          NavigationLink {
            example.make()
          } label: {
            VStack(alignment: .leading) {
              Text(example.title)
              Text(example.subtitle).font(.footnote).foregroundColor(.secondary)
            }
          }
        }
      }
      .navigationTitle("Scrollwork")
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
