// Empty state: what a list shows when it has nothing to show, placed from the scroll geometry.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// An inbox whose rows the bin removes. With none left, the empty state shows 40 points above
/// the middle of the visible area: a symbol, a title, a message and a button that brings the
/// rows back — iOS 17's `ContentUnavailableView`, on iOS 15. Decided by geometry: no row count
/// is passed.
struct EmptyListView: View {
  @State private var messages = 12

  var body: some View {
    DecoratedScrollView {
      VStack(spacing: 1) {
        ForEach(0..<messages, id: \.self) { row in ExampleRow(title: "Message \(row + 1)") }
      }
    }
    .emptyState(
      title: "No messages", message: "Everything you receive shows up here.",
      systemImage: "tray", buttonTitle: "Bring them back", verticalOffset: -40
    ) {
      messages = 12
    }
    .navigationTitle("Empty state")
    .navigationBarItems(
      trailing: Button {
        messages = 0
      } label: {
        Image(systemName: "trash")
      })
  }
}
#endif
