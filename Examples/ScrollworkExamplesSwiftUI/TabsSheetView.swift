// Past the seeds: one sheet over every tab, in SwiftUI (FloatingPanel #474). The sheet stays as
// the tabs change above the app's own tab bar; each tab shows its own list in it, at its own
// offset.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// A bar of three tabs under one persistent sheet: the paged sheet with the tab as its page
/// (Guides/Sheet.md, "One sheet over every tab"). Switching tabs changes the main content and
/// the sheet's list (each tab's own, kept at its offset) but never the sheet: its detent, header
/// and motion carry on. The sheet's container ends at the bar's top, so the bar is never
/// covered. A horizontal swipe on the list pages as well, and changes the tab.
struct TabsSheetView: View {
  static let detents = [
    SheetDetent(id: "teaser", .height(200)), SheetDetent(id: "default", .fraction(0.45)),
    SheetDetent(id: "maximum", .inset(10)),
  ]

  /// A tab: its bar item, its main content's colour and its list's row count.
  private struct Tab {
    let title: String
    let symbol: String
    let colour: Color
    let rows: Int
  }

  private static let tabs = [
    Tab(title: "Explore", symbol: "map", colour: .teal, rows: 40),
    Tab(title: "Saved", symbol: "bookmark", colour: .orange, rows: 12),
    Tab(title: "Recent", symbol: "clock", colour: .purple, rows: 25),
  ]

  @State private var detent: SheetDetent.ID = "teaser"
  @State private var tab = 0

  var body: some View {
    VStack(spacing: 0) {
      SheetContainerView(
        detents: Self.detents, selection: $detent, page: $tab, pageCount: Self.tabs.count
      ) {
        Self.tabs[tab].colour.opacity(0.25).ignoresSafeArea()  // the tab's main content
      } header: {
        Text(Self.tabs[tab].title).font(.headline).padding(.top, 20)
      } content: { page in
        VStack(spacing: 0) {  // the tab's list
          ForEach(0..<Self.tabs[page].rows, id: \.self) { row in
            Text("Row \(row + 1) of \(Self.tabs[page].rows)")
              .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
              .padding(.horizontal)
          }
        }
      }
      .sheetHeader(height: 48)
      // The app's own tab bar, below the sheet's container: the sheet never covers it.
      HStack {
        ForEach(Self.tabs.indices, id: \.self) { index in
          Button {
            tab = index
          } label: {
            VStack(spacing: 2) {
              Image(systemName: Self.tabs[index].symbol)
              Text(Self.tabs[index].title).font(.footnote)
            }
            .foregroundColor(index == tab ? .blue : .secondary)
            .frame(maxWidth: .infinity)
          }
        }
      }
      .padding(.vertical, 8)
      .background(Color(uiColor: .secondarySystemBackground))
    }
    .navigationTitle("Sheet over tabs")
  }
}
#endif
