// Past the seeds: a sheet with two pages, each a list of its own, in SwiftUI. The picker in the
// header or a horizontal swipe changes the page; the sheet's one gesture drives the page shown.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// A sheet whose content pages between "Places" and "Guides". Each page keeps its own offset;
/// a switch during a fling stops the page left where it is and shows the other where it was.
struct PagedSheetView: View {
  static let detents = [
    SheetDetent(id: "teaser", .height(200)), SheetDetent(id: "default", .fraction(0.45)),
    SheetDetent(id: "maximum", .inset(10)),
  ]

  @State private var detent: SheetDetent.ID = "default"
  @State private var page = 0

  var body: some View {
    SheetContainerView(
      detents: Self.detents, selection: $detent, page: $page, pageCount: 2
    ) {
      Color.teal.opacity(0.25).ignoresSafeArea()
    } header: {
      Picker("Page", selection: $page) {
        Text("Places").tag(0)
        Text("Guides").tag(1)
      }
      .pickerStyle(.segmented)
      .padding(.horizontal)
      .padding(.top, 24)
    } content: { page in
      VStack(spacing: 0) {
        ForEach(0..<(page == 0 ? 40 : 25), id: \.self) { row in
          Text("\(page == 0 ? "Place" : "Guide") \(row + 1)")
            .frame(maxWidth: .infinity, minHeight: 56, alignment: .leading)
            .padding(.horizontal)
        }
      }
    }
    .sheetHeader(height: 64)
    .navigationTitle("Paged sheet")
  }
}
#endif
