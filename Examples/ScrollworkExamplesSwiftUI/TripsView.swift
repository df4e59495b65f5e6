// Everything at once: a stretchy header, pull to refresh, a two-tone fill, an empty state and
// edge effects on one list.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// A trip planner. The landscape header takes half of a pull — the teal fill shows above it —
/// and collapses to 64 points pinned under the bars, where Scrollwork's edge effect fades the
/// rows into it. Pull past 100 points to refresh: the spinner sits above the header and a trip
/// arrives. The bin empties the list: the empty state shows, and its button, or a pull, brings
/// trips back. Green fills the gap below the rows.
@MainActor
struct TripsView: View {
  @StateObject private var planner = TripPlanner()

  var body: some View {
    DecoratedScrollView {
      VStack(spacing: 1) {
        ForEach(planner.trips, id: \.self) { trip in ExampleRow(title: "Trip \(trip)") }
      }
    }
    .stretchyHeader(height: 220, minimumHeight: 64, anchor: .center, stretch: 0.5) { _ in
      LandscapePicture()
    }
    .pullToRefresh { [planner] in await planner.refresh() }
    .edgeFill(top: .teal, bottom: .green)
    .emptyState(
      title: "No trips yet", message: "Pull down, or plan one.", systemImage: "airplane",
      buttonTitle: "Plan a trip"
    ) { [planner] in
      planner.addTrip()
    }
    .scrollEdgeEffects(top: .soft, bottom: .soft, renderer: .own)
    .bounce(.default)
    .navigationTitle("Trips")
    .navigationBarItems(
      trailing: Button { [planner] in
        planner.removeAll()
      } label: {
        Image(systemName: "trash")
      })
  }
}

/// The trips, newest first.
@MainActor
final class TripPlanner: ObservableObject {
  @Published private(set) var trips = Array((1...8).reversed())

  func addTrip() { trips.insert((trips.max() ?? 0) + 1, at: 0) }

  func removeAll() { trips = [] }

  /// Waits for "the network" and adds a trip.
  func refresh() async {
    try? await Task.sleep(nanoseconds: 1_000_000_000)
    addTrip()
  }
}
#endif
