// Seed effect: the parallax background — a tall landscape that tells you where you are.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI
import UIKit

/// Sixty rows over a landscape 1.6 screens tall. The whole scroll range maps onto the
/// landscape's extra height: the sky at the top of the list, the lake at its end; it holds
/// still while the list bounces past either end.
struct ParallaxView: View {
  var body: some View {
    GeometryReader { proxy in
      DecoratedScrollView {
        VStack(spacing: 1) {
          ForEach(1...60, id: \.self) { row in
            // Translucent rows, so the landscape shows through them.
            Text(verbatim: "Row \(row)")
              .padding(.horizontal)
              .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
              .background { Color(uiColor: .systemBackground).opacity(0.55) }
          }
        }
      }
      .parallaxBackground(.range, imageLength: Double(proxy.size.height) * 1.6) {
        Landscape()
      }
    }
    .navigationTitle("Parallax")
  }
}

/// The asset catalog's "Landscape", or bands of sky, hills and a lake without it.
private struct Landscape: View {
  var body: some View {
    if let landscape = UIImage(named: "Landscape") {
      Image(uiImage: landscape).resizable().scaledToFill()
    } else {
      VStack(spacing: 0) {
        Color.teal
        Color.blue
        Color.green
        Color.brown
        Color.indigo
      }
    }
  }
}
#endif
