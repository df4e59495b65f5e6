// Where the decoration views sit among a scroll view's subviews: behind the content at the
// bottom, just above a table's `backgroundView`, and over the content at the top
// (Guides/UIKit.md, "Z-order"). Builds everywhere; tested on Linux.

extension ScrollGlue {
  /// The subview index at which to insert `decorations` again (bottom to top) so that they sit
  /// at the bottom of `subviews`, just above `background` when it is one of them; `nil` when they
  /// are there already. UIKit inserts cells and headers as it scrolls, so the attachment asks at
  /// every pass.
  ///
  ///     ScrollGlue.decorationsInsertionIndex(
  ///       subviews: [background, cell, fill, shadow], decorations: [fill, shadow],
  ///       background: background)
  ///     // 1: the cell slipped under the decorations
  /// - Complexity: O(decorations); no allocation.
  static func decorationsInsertionIndex<View: AnyObject>(
    subviews: [View], decorations: [View], background: View?
  ) -> Int? {
    var base = 0
    if let background, let index = subviews.firstIndex(where: { $0 === background }) {
      base = index + 1
    }
    let inPlace = decorations.indices.allSatisfy { index in
      base + index < subviews.count && subviews[base + index] === decorations[index]
    }
    return inPlace ? nil : base
  }

  /// Whether `overlays` (bottom to top) are the last of `subviews`, in order. UIKit adds cells
  /// and headers as it scrolls, some of them above the overlays, so the attachment asks at
  /// every pass and brings the overlays to the front, in order, when they are not.
  ///
  ///     ScrollGlue.overlaysInPlace(subviews: [cell, header, spinner], overlays: [header, spinner])
  ///     // true
  /// - Complexity: O(overlays); no allocation.
  static func overlaysInPlace<View: AnyObject>(subviews: [View], overlays: [View]) -> Bool {
    guard subviews.count >= overlays.count else { return false }
    let base = subviews.count - overlays.count
    return overlays.indices.allSatisfy { subviews[base + $0] === overlays[$0] }
  }
}
