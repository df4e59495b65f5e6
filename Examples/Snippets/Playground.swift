// swift-format-ignore-file
// (The regions below are the page's code verbatim, lines as it writes them.)
// The code the playground's code panel shows for its #effects scene (every decoration at once)
// with the scene's defaults, kept here so that it is compiled: the stub-SDK check and the
// real-SDK checks type-check this folder, and Scripts/playground_check.py fails when the page's
// code and these regions differ. Each region runs from `// snippet: NAME` to `// end-snippet`.
#if canImport(UIKit) && canImport(SwiftUI)
import Scrollwork
import SwiftUI
import UIKit

/// What the page's code names and leaves to the app: its rows, a row's view, a model that
/// reloads, a footer's label.
private struct PlaygroundRow: Identifiable {
  let id: Int
}

private struct RowView: View {
  let row: PlaygroundRow
  init(_ row: PlaygroundRow) { self.row = row }
  var body: some View { Text("Row \(row.id + 1)") }
}

@MainActor private final class PlaygroundModel {
  func reload() async {}
}

/// The #effects scene in SwiftUI.
private struct PlaygroundEffectsView: View {
  let rows: [PlaygroundRow]
  let model: PlaygroundModel

  var body: some View {
    // snippet: playground-effects-swiftui
    DecoratedScrollView {
      ForEach(rows) { row in RowView(row) }
    }
    .peekingBackground(dimming: 0.3) {
      Image("Fox").resizable().scaledToFill()
    } emptyState: {
      Text("Nothing more here")
    }
    .parallaxBackground(.ratio(0.4), imageLength: 1200) {
      Image("Landscape").resizable().scaledToFill()
    }
    .edgeFill(top: Color(red: 0.039, green: 0.518, blue: 1), bottom: Color(red: 0.188, green: 0.82, blue: 0.345))
    .edgeShadows(thickness: 8)
    .stickyFooter(height: 60) {
      Text("Prices include VAT").font(.footnote)
    }
    .stretchyHeader(height: 200, minimumHeight: 72, anchor: .center, stretch: 0.6) { progress in
      Image("Landscape").resizable().scaledToFill()
    }
    .emptyState(
      title: "No messages yet", message: "Pull down to check again.",
      systemImage: "tray", trigger: .contentShort, verticalOffset: 0, scrolls: true)
    .scrollEdgeEffects(top: .soft, bottom: .hard, softLength: 24, fadeDistance: 16)
    .pullToRefresh(triggerDistance: 100, holdHeight: 60) {
      await model.reload()
    }
    // end-snippet
  }
}

/// The #effects scene in UIKit.
@MainActor private func playgroundEffectsTable(model: PlaygroundModel, footerLabel: UILabel)
  -> DecoratedTableView
{
  // snippet: playground-effects-uikit
  let table = DecoratedTableView(frame: .zero, style: .plain)
  var decorations = ScrollDecorations(
    peekingBackground: PeekingBackground(dimming: 0.3),
    parallaxBackground: ParallaxBackground(mode: .ratio(0.4), imageLength: 1200),
    edgeFill: EdgeFill(top: true, bottom: true),
    edgeShadows: EdgeShadows(thickness: 8),
    stickyFooter: StickyFooter(height: 60))
  decorations.stretchyHeader = StretchyHeader(height: 200, minimumHeight: 72, anchor: .center, stretch: 0.6)
  decorations.emptyState = EmptyState(trigger: .contentShort, verticalOffset: 0, scrolls: true)
  decorations.edgeEffects = EdgeEffects(top: .soft, bottom: .hard, softLength: 24, fadeDistance: 16)
  decorations.refreshControl = RefreshControl(triggerDistance: 100, holdHeight: 60, spinnerSize: 28)
  table.decorations = decorations
  table.decorationViews.peekImageView.image = UIImage(named: "Fox")
  table.decorationViews.parallaxImageView.image = UIImage(named: "Landscape")
  table.decorationViews.topFillView.backgroundColor = UIColor(red: 0.039, green: 0.518, blue: 1, alpha: 1)
  table.decorationViews.bottomFillView.backgroundColor = UIColor(red: 0.188, green: 0.82, blue: 0.345, alpha: 1)
  table.decorationViews.stickyFooterView.addSubview(footerLabel)
  table.decorationsAttachment.headerView = UIImageView(image: UIImage(named: "Landscape"))
  table.decorationViews.emptyView.title = "No messages yet"
  table.decorationViews.emptyView.message = "Pull down to check again."
  table.decorationsAttachment.refreshAction = { await model.reload() }
  // end-snippet
  return table
}
#endif
