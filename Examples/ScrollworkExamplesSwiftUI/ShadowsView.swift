// Seed effect: shadowed lists — the Clock app's four edge shadows on a short or a long list.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// Four shadows that appear only where the list's ends are exposed. With five rows the bottom
/// pair always shows; with forty the list looks plain until pulled past either end.
struct ShadowsView: View {
  @State private var rows = 5

  var body: some View {
    DecoratedScrollView {
      VStack(spacing: 1) {
        ForEach(1...rows, id: \.self) { row in ExampleRow(title: "Row \(row)") }
      }
    }
    .edgeShadows(thickness: 10)
    // The gaps past the rows are grey, so the shadows read as depth.
    .background { Color(uiColor: .systemGroupedBackground) }
    .navigationTitle("Shadows")
    .navigationBarItems(
      trailing: Button(rows == 5 ? "40 rows" : "5 rows") { rows = rows == 5 ? 40 : 5 })
  }
}
#endif
