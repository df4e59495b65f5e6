// Seed effect: the overlay sheet with "infinite scrolling", in SwiftUI: sheet, header and list
// in one drag.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI
import UIKit

/// A map under a sheet with five detents — minimized, teaser, default, expanded, maximum — over
/// 10,000 places in five categories, built lazily: only the rows near the visible part exist, in
/// reused cells, and each is measured the first time it shows (the places with a note are taller
/// than the 56 points estimated; the list moves with them, so nothing visible jumps). Each
/// category is a section whose header is a row of its own (it scrolls away: not sticky). Tap a
/// place to select it. Drag the list up: the sheet rises to its top, then the filter chips collapse, then the
/// rows scroll; drag down and it all comes back, in one gesture. The map dims from default to
/// expanded; the search field's keyboard lifts the sheet, but expands it from the teaser and
/// leaves it be when minimized. The buttons on the map move the sheet through the binding, and
/// fade as the sheet covers them (they read the sheet from the environment). VoiceOver reads
/// the detents by the names given here ("Half screen"), not their ids.
struct MapSheetView: View {
  static let detents = [
    SheetDetent(id: "minimized", .height(80), accessibilityName: "Minimized"),
    SheetDetent(id: "teaser", .height(200), accessibilityName: "Peek"),
    SheetDetent(id: "default", .fraction(0.45), accessibilityName: "Half screen"),
    SheetDetent(id: "expanded", .fraction(0.7), accessibilityName: "Expanded"),
    SheetDetent(id: "maximum", .inset(10), accessibilityName: "Full screen"),
  ]

  /// A category of places: a section of the list.
  struct Category: Sendable {
    let name: String
    let places: [Int]
  }

  /// The places: 10,000 of them, numbered, in five categories of 2,000.
  static let categories = ["Coffee", "Parks", "Museums", "Restaurants", "Shops"].enumerated()
    .map { index, name in
      Category(name: name, places: Array(stride(from: index, to: 10_000, by: 5)))
    }

  @State private var detent: SheetDetent.ID = "default"
  @State private var query = ""
  @State private var selected: Int?

  var body: some View {
    SheetContainerView(
      detents: Self.detents, selection: $detent, sections: Self.categories, id: \.name,
      rows: \.places, rowID: \.self, estimatedRowHeight: 56, estimatedHeaderHeight: 40,
      showsSeparators: true, onSelect: { selected = $0 }
    ) {
      MapStandIn(detent: $detent, selected: selected)
    } header: {
      SearchHeader(query: $query)
    } sectionHeader: { category in
      Text(verbatim: "\(category.name) · \(category.places.count)").font(.headline)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
        .padding(.top, 16)
        .padding(.bottom, 4)
    } row: { place in
      PlaceRow(row: place)
    }
    // A 20-point grabber strip, the search row (36) and the chips (64), which collapse.
    .sheetHeader(height: 120, collapsible: 64)
    .sheetDimming(from: "default", to: "expanded", alpha: 0.4)
    .sheetKeyboard(.lift)
    .sheetKeyboard(.liftAndExpand, at: ["teaser"])
    .sheetKeyboard(.none, at: ["minimized"])
    .sheetAccessibilityLabel("Places")
    .navigationTitle("Map sheet")
  }
}

/// The asset catalog's "Map" (the gallery's street map; the demo app has it), or a drawn
/// stand-in without it (MapKit's `Map` fits here; it is left out so that the example needs
/// nothing but SwiftUI), with buttons that move the sheet through its binding.
private struct MapStandIn: View {
  @Binding var detent: SheetDetent.ID
  /// The place last tapped in the list, if any.
  let selected: Int?
  @Environment(\.sheetStatus) private var sheet

  var body: some View {
    ZStack(alignment: .topTrailing) {
      if let map = UIImage(named: "Map") {
        Image(uiImage: map).resizable().scaledToFill().ignoresSafeArea()
      } else {
        Color.green.opacity(0.25).ignoresSafeArea()
        Image(systemName: "map").resizable().scaledToFit().padding(60)
          .foregroundColor(.green)
      }
      VStack {
        Button("Teaser") { detent = "teaser" }
        Button("Maximum") { detent = "maximum" }
        Text(verbatim: "\(sheet?.selectedDetent.rawValue ?? "–")").font(.footnote)
        if let selected { Text(verbatim: "Place \(selected + 1)").font(.footnote) }
      }
      .padding()
      // Fades out as the sheet rises from default to expanded.
      .opacity(1 - (sheet?.fraction(from: "default", to: "expanded") ?? 0))
    }
  }
}

/// The search field and the filter chips, laid out at the header's full height; the sheet
/// clips the chips from the bottom as the header collapses.
private struct SearchHeader: View {
  @Binding var query: String
  @Environment(\.sheetStatus) private var sheet

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Search places", text: $query)
        .padding(.horizontal)
        .frame(height: 36)
        .padding(.top, 20)  // under the grabber
      HStack {
        ForEach(["Open now", "Coffee", "Parks", "Museums"], id: \.self) { chip in
          Text(chip).font(.footnote).padding(8)
            .background { Color.secondary.opacity(0.15) }
        }
      }
      .padding(.horizontal)
      .frame(height: 64)
      // The chips fade as they collapse.
      .opacity(1 - (sheet?.headerCollapse ?? 0))
    }
  }
}

/// One place in the list: 56 points tall, or taller with a note (every seventh place), which
/// the list measures when the row first shows.
private struct PlaceRow: View {
  let row: Int

  var body: some View {
    HStack {
      Image(systemName: "mappin.circle.fill").foregroundColor(.red)
      VStack(alignment: .leading) {
        Text(verbatim: "Place \(row + 1)")
        Text(verbatim: "\(row * 3 % 17 + 1) min away").font(.footnote)
          .foregroundColor(.secondary)
        if row % 7 == 3 {
          Text(verbatim: "Terrace open until late; ask for the window table.")
            .font(.footnote)
        }
      }
      Spacer()
    }
    .padding(.horizontal)
    .frame(minHeight: 56)
  }
}
#endif
