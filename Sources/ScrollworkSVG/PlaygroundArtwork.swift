/// The pictures the browser playground (`docs/playground/`) draws its scenes with, as standalone
/// SVG documents, drawn by the same ``Artwork`` code as the gallery's pictures.
///
/// The page's renderer (`render.js`) places each document over a rectangle given by a trace
/// frame or by the screen, so every document is drawn at the size the gallery draws it for the
/// built-in scenarios (a 390 × 844 pt screen):
///
/// | name | size (pt) | what | where the page puts it |
/// |---|---|---|---|
/// | `fox` | 390 × 844 | the fox under a dusk sky | the peeking background's frame, under its dimming |
/// | `emptyState` | 390 × 360 | "Nothing to peek at" with its magnifying glass | the top of the empty-state frame |
/// | `landscape` | 390 × 1400 | the tall parallax landscape | the parallax background's frame, stretched |
/// | `map` | 390 × 844 | the street map under the sheet | the whole screen |
/// | `keyboard` | 390 × 400 | the iOS keyboard | from the keyboard's top edge down |
///
/// Every id in a document starts with ``idPrefix``, so a page can inline several documents (and
/// rename the prefix to inline one twice).
///
///     PlaygroundArtwork.documents().map(\.name)
///     // ["fox", "emptyState", "landscape", "map", "keyboard"]
public enum PlaygroundArtwork {
  /// The start of every id the documents define.
  public static let idPrefix = "swpg"

  /// The screen the documents are drawn for: the built-in scenarios' viewport, in points.
  static let screenWidth = 390.0
  static let screenHeight = 844.0

  /// The empty state's words: the gallery's (`ScreenPainter+Decorations.swift`).
  static let emptyStateTitle = "Nothing to peek at"
  static let emptyStateMessage = "Add a few more rows and the fox will hide below them."
  /// The empty state's height: the gallery draws it at most 360 pt tall.
  static let emptyStateHeight = 360.0
  /// The parallax landscape's height: the built-in `parallax` scenario's `imageHeight`.
  static let landscapeHeight = 1400.0
  /// The keyboard's panel is 400 pt tall (``Artwork/keyboard(width:into:)``).
  static let keyboardHeight = 400.0

  /// Every picture the playground needs, by name, each a whole `<svg>` document with a
  /// `viewBox` and a size in points.
  /// - Complexity: O(size of the pictures); a few tens of kilobytes in all.
  public static func documents() -> [(name: String, svg: String)] {
    let width = screenWidth
    return [
      (
        "fox",
        document(width: width, height: screenHeight) { svg in
          // Drawn for an image that follows the content's end (the built-in scenes'); the
          // renderer moves it down for one that stays with the viewport.
          Artwork.fox(
            x: 0, y: 0, width: width, height: screenHeight, idPrefix: idPrefix,
            eyeLine: Artwork.foxEyeLine(follow: 1, height: screenHeight, bottomInset: 0),
            into: &svg)
        }
      ),
      (
        "emptyState",
        document(width: width, height: emptyStateHeight) { svg in
          Artwork.emptyState(
            x: 0, y: 0, width: width, height: emptyStateHeight, title: emptyStateTitle,
            message: emptyStateMessage, into: &svg)
        }
      ),
      (
        "landscape",
        document(width: width, height: landscapeHeight) { svg in
          Artwork.landscape(
            x: 0, y: 0, width: width, height: landscapeHeight, idPrefix: idPrefix, into: &svg)
        }
      ),
      (
        "map",
        document(width: width, height: screenHeight) { svg in
          Artwork.map(x: 0, y: 0, width: width, height: screenHeight, into: &svg)
        }
      ),
      (
        "keyboard",
        document(width: width, height: keyboardHeight) { svg in
          Artwork.keyboard(width: width, into: &svg)
        }
      ),
    ]
  }

  /// A standalone document `width` × `height` points large, in the device's font.
  private static func document(
    width: Double, height: Double, _ draw: (inout SVGWriter) -> Void
  ) -> String {
    var svg = SVGWriter()
    svg.openDocument(width: width, height: height, [("font-family", DeviceStyle.font)])
    draw(&svg)
    svg.close("svg")
    return svg.text
  }
}
