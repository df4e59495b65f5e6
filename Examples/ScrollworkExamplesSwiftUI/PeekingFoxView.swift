// Seed effect: the peeking background — a fox under a list that bounces at the bottom only.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI
import UIKit

/// A list with a fox hidden behind it. Past the last row the fox peeks out under a 20 %
/// dimming; the top never bounces. With too few rows to fill the screen (delete rows, or
/// filter them), an empty state shows instead — decided by the rows' height, not their count.
struct PeekingFoxView: View {
  @State private var entries = Array(1...30)
  @State private var filter = ""

  /// The entries shown: every one, or those whose name contains the filter.
  private var shown: [Int] {
    filter.isEmpty ? entries : entries.filter { "Entry \($0)".contains(filter) }
  }

  var body: some View {
    DecoratedScrollView {
      VStack(spacing: 0) {
        TextField("Filter", text: $filter)
          .padding()
          .background { Color(uiColor: .systemBackground) }
        ForEach(shown, id: \.self) { entry in
          HStack {
            ExampleRow(title: "Entry \(entry)")
            Button {
              entries.removeAll { $0 == entry }
            } label: {
              Image(systemName: "trash")
            }
            .padding(.horizontal)
          }
          .background { Color(uiColor: .systemBackground) }
        }
      }
    }
    .peekingBackground(dimming: 0.2) {
      FoxPicture()
    } emptyState: {
      VStack {
        Text("Nothing more here")
        Text("Add entries with +").font(.footnote).foregroundColor(.secondary)
      }
    }
    .bounce(.endOnly)
    .navigationTitle("Peeking fox")
    .navigationBarItems(
      trailing: Button {
        entries.append((entries.max() ?? 0) + 1)
      } label: {
        Image(systemName: "plus")
      })
  }
}

/// The asset catalog's "Fox", or a paw print without it.
private struct FoxPicture: View {
  var body: some View {
    if let fox = UIImage(named: "Fox") {
      Image(uiImage: fox).resizable().scaledToFill()
    } else {
      Image(systemName: "pawprint.fill").resizable().scaledToFit()
        .foregroundColor(.orange).padding(80)
    }
  }
}
#endif
