// Past the seeds: a sheet the user swipes away, in SwiftUI. It shows while `isPresented` is
// true; a note typed in it vetoes the swipe until the user chooses to discard it.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// A map with three places; tapping one presents its card, a sheet with two detents: the card,
/// fitted to its details, and the full screen. Flick the card down (or drag it past halfway to
/// the bottom) and it goes; VoiceOver's escape gesture dismisses it too. Type a note and the
/// swipe meets a rubber band instead, and a dialog asks whether to discard the note. The card
/// has iOS 26's look: it floats over glass at the card detent and attaches at the top.
/// "More details" adds rows, and the fitted card grows with them.
struct PlaceCardView: View {
  static let detents = [
    SheetDetent(id: "card", .fitted(topInset: 10), accessibilityName: "Card"),
    SheetDetent(id: "full", .inset(10), accessibilityName: "Full screen"),
  ]
  static let places = ["Café Lumen", "Riverside Park", "Night Market"]

  @State private var place: String?
  @State private var showsCard = false
  @State private var detent: SheetDetent.ID = "card"
  @State private var note = ""
  @State private var confirmsDiscard = false
  @State private var details = 3

  var body: some View {
    SheetContainerView(detents: Self.detents, selection: $detent) {
      VStack(spacing: 16) {
        ForEach(Self.places, id: \.self) { name in
          Button(name) {
            place = name
            detent = "card"
            showsCard = true
          }
          .buttonStyle(.borderedProminent)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.green.opacity(0.2))
    } header: {
      Text(place ?? "").font(.headline).padding(.top, 24)
        .frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal)
    } content: {
      VStack(alignment: .leading, spacing: 12) {
        TextField("A note about this place", text: $note).textFieldStyle(.roundedBorder)
        ForEach(0..<details, id: \.self) { Text("Detail \($0 + 1)").frame(height: 44) }
        Button("More details") { details += 2 }
      }
      .padding()
    }
    .sheetHeader(height: 64)
    .sheetAppearance(.floating(inset: 8, cornerRadius: 38))
    .sheetDimming(from: "card", to: "card", alpha: 0.25)
    .sheetPresented($showsCard) { place = nil }
    .sheetDismissal(note.isEmpty ? .interactive : .vetoed) { confirmsDiscard = true }
    .confirmationDialog("Discard your note?", isPresented: $confirmsDiscard) {
      Button("Discard", role: .destructive) {
        note = ""
        showsCard = false
      }
    }
    .navigationTitle("Place card")
  }
}
#endif
