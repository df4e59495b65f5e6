// Edge effects: iOS 26's scroll edge effect under the bars, back-deployed.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// A long list whose rows fade (soft) or are cut off with a hairline (hard) where they run
/// under the navigation bar, and cut off over the home indicator. Switch the top edge's style,
/// and who draws it: Scrollwork's views on every iOS ("Own"), or UIKit's own effect on iOS 26
/// ("System").
struct EdgeEffectsView: View {
  @State private var hard = false
  @State private var own = true

  var body: some View {
    DecoratedScrollView {
      VStack(spacing: 1) {
        ForEach(1...60, id: \.self) { row in ExampleRow(title: "Row \(row)") }
      }
    }
    .scrollEdgeEffects(
      top: hard ? .hard : .soft, bottom: .hard, renderer: own ? .own : .system
    )
    .navigationTitle("Edge effects")
    .navigationBarItems(
      trailing: HStack {
        Picker("Style", selection: $hard) {
          Text("Soft").tag(false)
          Text("Hard").tag(true)
        }
        .pickerStyle(.segmented)
        Button(own ? "System" : "Own") { own.toggle() }
      })
  }
}
#endif
