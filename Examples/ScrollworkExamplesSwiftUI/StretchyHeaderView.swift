// Stretchy header: a picture above the rows that stretches when pulled and collapses when scrolled.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI
import UIKit

/// A list under a 240-point landscape. Pull down: the picture stretches to the bars. Scroll up:
/// it collapses to 64 points and stays pinned under the bars over the rows, its title fading
/// with the header's progress (0 open … 1 collapsed), which the header is built from.
struct StretchyHeaderView: View {
  var body: some View {
    DecoratedScrollView {
      VStack(spacing: 1) {
        ForEach(1...40, id: \.self) { row in ExampleRow(title: "Lake \(row)") }
      }
    }
    .stretchyHeader(height: 240, minimumHeight: 64) { progress in
      ZStack(alignment: .bottomLeading) {
        LandscapePicture()
        Text("Lakes").font(.largeTitle).foregroundColor(.white)
          .padding()
          .opacity(1 - progress)
      }
    }
    .navigationTitle("Stretchy header")
  }
}

/// The asset catalog's "Landscape", filling its frame, or teal without it.
struct LandscapePicture: View {
  var body: some View {
    if let landscape = UIImage(named: "Landscape") {
      Image(uiImage: landscape).resizable().scaledToFill()
    } else {
      Color.teal
    }
  }
}
#endif
