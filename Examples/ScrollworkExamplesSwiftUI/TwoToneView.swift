// Seed effects: two- and three-tone lists — edge fill colours above and below the rows.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// Rows on a grouped grey whose gaps take colours: blue above the rows when they are pulled
/// down and, in three-tone mode, green below them when they are pulled up.
struct TwoToneView: View {
  @State private var threeTone = true

  var body: some View {
    DecoratedScrollView {
      VStack(spacing: 1) {
        ForEach(1...24, id: \.self) { row in ExampleRow(title: "Row \(row)") }
      }
      .padding(.vertical)
      .background { Color(uiColor: .systemGroupedBackground) }
    }
    .edgeFill(top: .blue, bottom: threeTone ? .green : nil)
    .navigationTitle(threeTone ? "Three-tone" : "Two-tone")
    .navigationBarItems(
      trailing: Button(threeTone ? "Two-tone" : "Three-tone") { threeTone.toggle() })
  }
}
#endif
