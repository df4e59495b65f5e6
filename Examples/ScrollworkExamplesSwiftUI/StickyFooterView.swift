// Seed effect: the sticky footer — at the bottom while the list is short, after it once long.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// A short list with a footer pinned to the bottom of the visible area. Add rows with +: once
/// they fill the screen, the footer sits after the last row and scrolls with them. Reset (in
/// the footer, which takes touches) goes back to four.
struct StickyFooterView: View {
  @State private var rows = 4

  var body: some View {
    DecoratedScrollView {
      VStack(spacing: 1) {
        ForEach(1...rows, id: \.self) { row in ExampleRow(title: "Row \(row)") }
      }
    }
    .stickyFooter(height: 80) {
      VStack {
        Text("Prices include VAT. Terms apply.").font(.footnote).foregroundColor(.secondary)
        Button("Reset") { rows = 4 }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background { Color(uiColor: .secondarySystemBackground) }
    }
    .navigationTitle("Sticky footer")
    .navigationBarItems(
      trailing: Button {
        rows += 4
      } label: {
        Image(systemName: "plus")
      })
  }
}
#endif
