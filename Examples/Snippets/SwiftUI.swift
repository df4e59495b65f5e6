// The SwiftUI code shown in README.md and Guides/SwiftUI.md, kept here so that it is compiled:
// the stub-SDK check in CI and the real-SDK check type-check this folder, and a test
// (`DocumentationSnippetTests`) fails when a document's code block and its region here differ.
// Each region runs from `// snippet: NAME` to `// end-snippet`; a document cites it with
// `<!-- snippet: Examples/Snippets/SwiftUI.swift#NAME -->` just above its code block.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI

/// README.md: each seed effect in a few lines of SwiftUI.
struct ReadmeSwiftUIEffects: View {
  let rows: [String]
  let message: String

  var body: some View {
    // snippet: swiftui-peeking-background
    // The fox under the list: bounce at the bottom only, an empty state when rows are few.
    DecoratedScrollView {
      ForEach(rows, id: \.self) { Text($0) }
    }
    .peekingBackground(dimming: 0.2) {
      Image("Fox").resizable().scaledToFill()
    } emptyState: {
      Text("Nothing more here")
    }
    .bounce(.endOnly)
    // end-snippet
  }

  var parallax: some View {
    // snippet: swiftui-parallax
    DecoratedScrollView {
      ForEach(rows, id: \.self) { Text($0) }
    }
    .parallaxBackground(.range, imageLength: 1400) {  // or .ratio(0.5)
      Image("Landscape").resizable().scaledToFill()
    }
    // end-snippet
  }

  var tones: some View {
    // snippet: swiftui-two-tone
    DecoratedScrollView {
      ForEach(rows, id: \.self) { Text($0) }
    }
    .edgeFill(top: .blue, bottom: .green)  // two-tone: leave out `bottom`
    // end-snippet
  }

  var shadows: some View {
    // snippet: swiftui-edge-shadows
    DecoratedScrollView {
      ForEach(rows, id: \.self) { Text($0) }
    }
    .edgeShadows(thickness: 10)
    // end-snippet
  }

  var footer: some View {
    // snippet: swiftui-sticky-footer
    DecoratedScrollView {
      ForEach(rows, id: \.self) { Text($0) }
    }
    .stickyFooter(height: 80) {
      Text(message).font(.footnote)
    }
    // end-snippet
  }
}

/// Guides/SwiftUI.md, "Header, refresh, empty state, edge effects".
struct SwiftUIGuideEffects: View {
  let rows: [String]
  let inbox: SnippetInbox

  var body: some View {
    // snippet: swiftui-guide-effects
    DecoratedScrollView {
      ForEach(rows, id: \.self) { Text($0) }
    }
    .stretchyHeader(height: 240, minimumHeight: 64) { progress in
      ZStack(alignment: .bottomLeading) {
        Image("Landscape").resizable().scaledToFill()
        Text("Inbox").font(.largeTitle).padding().opacity(1 - progress)  // 1 when collapsed
      }
    }
    .emptyState(title: "No messages", message: "Pull down to check again.", systemImage: "tray")
    .scrollEdgeEffects(top: .soft, bottom: .hard)  // UIKit's own on iOS 26, Scrollwork's before
    .pullToRefresh { [inbox] in await inbox.reload() }  // ends when the action returns
    // end-snippet
  }
}

/// README.md and Guides/SwiftUI.md: the sheet over a map.
struct ReadmeSwiftUISheet<Map: View, Search: View, Place: View>: View {
  let detents: [SheetDetent]
  let places: [String]
  let map: Map
  let search: Search
  let place: (String) -> Place
  // snippet: swiftui-sheet
  @State private var detent: SheetDetent.ID = "default"

  var body: some View {
    SheetContainerView(detents: detents, selection: $detent) {
      map
    } header: {
      search  // under the grabber's 20-point strip
    } content: {
      ForEach(places, id: \.self) { place($0) }
    }
    .sheetHeader(height: 120, collapsible: 64)
    .sheetDimming(from: "default", to: "expanded", alpha: 0.4)
  }
  // end-snippet
}

/// Guides/SwiftUI.md, "Scroll effects".
struct SwiftUIGuideDecorations<Row: View, Footer: View>: View {
  let rows: [Int]
  let row: (Int) -> Row
  let footer: Footer

  var body: some View {
    // snippet: swiftui-guide-decorations
    DecoratedScrollView {
      VStack(spacing: 0) {
        ForEach(rows, id: \.self) { row($0) }
      }
    }
    .stickyFooter(height: 80) { footer }
    .edgeShadows()
    .edgeFill(top: .blue)
    .bounce(.endOnly)
    .navigationTitle("Receipts")  // SwiftUI's own modifiers come after
    // end-snippet
  }
}

/// Guides/SwiftUI.md, "Lazy rows": a decorated scroll view of 100,000 receipts.
struct SwiftUIGuideLazyRows<Row: View, Footer: View>: View {
  struct Receipt: Identifiable {
    let id: Int
  }

  let receipts: [Receipt]
  let receiptRow: (Receipt) -> Row
  let footer: Footer
  @State private var opened: Receipt.ID?

  var body: some View {
    // snippet: swiftui-guide-lazy-rows
    DecoratedScrollView(
      rows: receipts, estimatedRowHeight: 56, showsSeparators: true,
      onSelect: { opened = $0.id }
    ) { receipt in
      receiptRow(receipt)  // built only near the visible part, measured at first show
    }
    .stickyFooter(height: 80) { footer }
    .bounce(.endOnly)
    // end-snippet
  }
}

/// Guides/SwiftUI.md, "Lazy rows": a sheet over 10,000 places.
struct SwiftUIGuideLazySheet<Map: View, Search: View, Place: View>: View {
  let detents: [SheetDetent]
  let places: [String]
  let map: Map
  let search: Search
  let place: (String) -> Place
  @State private var detent: SheetDetent.ID = "default"

  var body: some View {
    // snippet: swiftui-guide-lazy-sheet
    SheetContainerView(
      detents: detents, selection: $detent, rows: places, id: \.self, estimatedRowHeight: 56
    ) {
      map
    } header: {
      search
    } row: { name in
      place(name)
    }
    .sheetHeader(height: 120, collapsible: 64)
    // end-snippet
  }
}

/// Guides/SwiftUI.md, "Lazy rows": receipts grouped by month, each month a section.
struct SwiftUIGuideLazySections<Row: View>: View {
  struct Receipt: Identifiable {
    let id: Int
  }

  struct Month {
    let name: String
    let receipts: [Receipt]
  }

  let months: [Month]
  let receiptRow: (Receipt) -> Row
  @State private var opened: Receipt.ID?

  var body: some View {
    // snippet: swiftui-guide-lazy-sections
    DecoratedScrollView(
      sections: months, id: \.name, rows: \.receipts, rowID: \.id,
      estimatedRowHeight: 56, estimatedHeaderHeight: 32, showsSeparators: true,
      onSelect: { opened = $0.id }
    ) { month in
      Text(month.name).font(.headline)  // a row of its own; scrolls away (not sticky)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16).padding(.top, 12)
    } row: { receipt in
      receiptRow(receipt)
    }
    // end-snippet
  }
}

/// Guides/SwiftUI.md, "Reading the sheet": a view anywhere inside the sheet.
// snippet: swiftui-guide-status
struct LocateButton: View {
  @Environment(\.sheetStatus) private var sheet

  var body: some View {
    Button("Locate me") {}
      // 1 while the sheet is at "default" or lower, 0 once it reaches "expanded".
      .opacity(1 - (sheet?.fraction(from: "default", to: "expanded") ?? 0))
  }
}
// end-snippet

/// Guides/SwiftUI.md, "Pages".
struct SwiftUIGuidePages: View {
  let detents: [SheetDetent]
  let places: [String]
  let guides: [String]
  @State private var detent: SheetDetent.ID = "default"
  @State private var tab = 0

  var body: some View {
    // snippet: swiftui-guide-pages
    SheetContainerView(detents: detents, selection: $detent, page: $tab, pageCount: 2) {
      Color.teal
    } header: {
      Picker("Page", selection: $tab) {
        Text("Places").tag(0)
        Text("Guides").tag(1)
      }
      .pickerStyle(.segmented)
    } content: { page in
      ForEach(page == 0 ? places : guides, id: \.self) { Text($0) }
    }
    // end-snippet
  }
}

/// Guides/Sheet.md, "One sheet over every tab".
struct SwiftUIGuideTabs: View {
  let detents: [SheetDetent]
  let titles = ["Explore", "Saved", "Recent"]
  @State private var detent: SheetDetent.ID = "teaser"
  @State private var tab = 0

  var body: some View {
    // snippet: swiftui-guide-tabs
    VStack(spacing: 0) {
      SheetContainerView(detents: detents, selection: $detent, page: $tab, pageCount: 3) {
        [Color.teal, Color.orange, Color.purple][tab].opacity(0.25)  // the tab's main content
      } header: {
        Text(titles[tab]).font(.headline)
      } content: { page in
        ForEach(0..<20, id: \.self) { Text("\(titles[page]) \($0 + 1)") }  // the tab's list
      }
      // The app's own bar, below the sheet's container: the sheet never covers it.
      HStack {
        ForEach(titles.indices, id: \.self) { index in
          Button(titles[index]) { tab = index }.frame(maxWidth: .infinity)
        }
      }
      .padding(.vertical, 12)
    }
    // end-snippet
  }
}

/// Guides/SwiftUI.md, "Presenting and dismissing".
struct SwiftUIGuideDismissal: View {
  let detents: [SheetDetent]
  @State private var detent: SheetDetent.ID = "card"
  @State private var place: String?
  @State private var showsCard = false
  @State private var note = ""
  @State private var confirmsDiscard = false

  var body: some View {
    // snippet: swiftui-guide-dismissal
    SheetContainerView(detents: detents, selection: $detent) {
      Button("Café Lumen") {
        place = "Café Lumen"
        showsCard = true  // rises from the bottom at the selected detent
      }
    } header: {
      Text(place ?? "")
    } content: {
      TextField("A note", text: $note)
    }
    .sheetPresented($showsCard) { place = nil }  // a flick down sets it to false
    .sheetDismissal(note.isEmpty ? .interactive : .vetoed) { confirmsDiscard = true }
    .confirmationDialog("Discard your note?", isPresented: $confirmsDiscard) {
      Button("Discard", role: .destructive) {
        note = ""
        showsCard = false  // the app may always dismiss
      }
    }
    // end-snippet
  }
}

/// Guides/SwiftUI.md, "The selected detent".
struct SwiftUIGuideSelection: View {
  @Binding var detent: SheetDetent.ID

  var body: some View {
    // snippet: swiftui-guide-selection
    VStack {
      Button("Show all") { detent = "maximum" }  // springs there, Core's spring
      Button("Hide") {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { detent = "minimized" }  // at once
      }
    }
    // end-snippet
  }
}

/// Guides/SwiftUI.md, "Keyboard, content, placement".
struct SwiftUIGuideOptions<Map: View, Search: View, Places: View>: View {
  let detents: [SheetDetent]
  @Binding var detent: SheetDetent.ID
  let map: Map
  let search: Search
  let places: Places

  var body: some View {
    // snippet: swiftui-guide-options
    map
      .bottomSheet(detents: detents, selection: $detent) {
        search
      } content: {
        places
      }
      .sheetHeader(height: 56)
      .sheetKeyboard(.lift)  // every detent rises above the keyboard…
      .sheetKeyboard(.liftAndExpand, at: ["teaser"])  // …the teaser opens fully…
      .sheetKeyboard(.none, at: ["minimized"])  // …and the minimized sheet stays
      .sheetContentInteraction(.scrolls)  // the list scrolls at every detent
      .sheetPlacement(.aboveTabBar)  // inside a tab: sit on the tab bar
    // end-snippet
  }
}
#endif
