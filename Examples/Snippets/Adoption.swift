// The code of README.md's "Use it in your app", kept here so that it is compiled: the stub-SDK
// check in CI and the real-SDK check type-check this folder, and a test
// (`DocumentationSnippetTests`) fails when a document's code block and its region here differ.
// Each region runs from `// snippet: NAME` to `// end-snippet`.
#if canImport(UIKit)
import Scrollwork
import UIKit

/// README.md, "Use it in your app": the maps sheet in UIKit.
@MainActor
func adoptionUIKitSheet(places: UITableViewController, map: UIView, window: UIWindow) {
  // snippet: adoption-uikit-sheet
  let detents = [SheetDetent(id: "peek", .height(200)), SheetDetent(id: "full", .inset(10))]
  let sheet = SheetContainerViewController(
    content: places, detents: detents, header: SheetHeader(height: 20), initial: "peek")
  sheet.trackedScrollView = places.tableView  // the sheet, then its list, in one drag
  sheet.mainView.addSubview(map)  // what the sheet covers
  window.rootViewController = sheet  // or add it as a child view controller
  // end-snippet
}

/// README.md, "Use it in your app": one decoration on a table you already have, in UIKit.
@MainActor
func adoptionUIKitDecoration(tableView: UITableView) -> ScrollDecorationsAttachment {
  // snippet: adoption-uikit-decoration
  // Shadows at the edges the rows scroll under; keep the attachment, detach() removes them.
  let attachment = ScrollDecorationsAttachment.attach(
    to: tableView, decorations: ScrollDecorations(edgeShadows: EdgeShadows(thickness: 10)))
  // end-snippet
  return attachment
}

#if canImport(SwiftUI)
import SwiftUI

/// README.md, "Use it in your app": the maps sheet in SwiftUI.
struct AdoptionSwiftUISheet<Map: View>: View {
  let map: Map
  let places: [String]
  // snippet: adoption-swiftui-sheet
  let detents = [SheetDetent(id: "peek", .height(200)), SheetDetent(id: "full", .inset(10))]
  @State private var detent: SheetDetent.ID = "peek"

  var body: some View {
    map.bottomSheet(detents: detents, selection: $detent) {
      EmptyView()  // the header: here only the grabber's 20-point strip
    } content: {
      ForEach(places, id: \.self) { Text($0).padding() }
    }
  }
  // end-snippet
}

/// README.md, "Use it in your app": one decoration in SwiftUI.
struct AdoptionSwiftUIDecoration: View {
  let rows: [String]

  var body: some View {
    // snippet: adoption-swiftui-decoration
    DecoratedScrollView {  // a scroll view whose content is yours
      ForEach(rows, id: \.self) { Text($0).padding() }
    }
    .edgeShadows(thickness: 10)  // shadows at the edges the rows scroll under
    // end-snippet
  }
}
#endif
#endif
