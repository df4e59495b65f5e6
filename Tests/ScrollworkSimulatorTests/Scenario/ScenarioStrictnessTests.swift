import Foundation
import Testing

@_spi(Engine) @testable import ScrollworkSimulator

/// Strict input (issue 14): each bad scenario gets exactly one line, `FILE: FIELD: REASON`, with
/// the field as the user wrote it.
struct ScenarioStrictnessTests {
  static let viewport = #""viewport": {"width": 390, "height": 844}"#
  static let content = #""content": {"height": 1000}"#
  static let sheet = #""sheet": {"detents": [{"id": "a", "height": 1}]}"#

  /// `{viewport, content, MEMBERS}`.
  static func scroll(_ members: String) -> String { "{\(viewport), \(content), \(members)}" }

  /// The message for `json` read as `s.json`, or `nil` if it is accepted.
  static func message(_ json: String) -> String? {
    do {
      _ = try Scenario.parse(Data(json.utf8), file: "s.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    // Strict JSON.
    (
      scroll(#""fps": 60,"#),
      "s.json: not valid JSON at line 1, column 84: trailing comma before '}'"
    ),
    (
      scroll(#""viewport": {"width": 1, "height": 1}"#),
      "s.json: viewport: duplicate key (line 1, column 74)"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rows": 3, "rows": 4}}"#,
      "s.json: content.rows: duplicate key (line 1, column 64)"
    ),
    (
      scroll(#""script": [{"wait": {"seconds": 1},}]"#),
      "s.json: script[0]: not valid JSON at line 1, column 109: trailing comma before '}'"
    ),
    (
      scroll(#""script": [{"wait": {"seconds": 1}},]"#),
      "s.json: script: not valid JSON at line 1, column 110: trailing comma before ']'"
    ),
    (
      scroll(#""initialOffset": 1e400"#),
      "s.json: initialOffset: the number 1e400 is out of range (line 1, column 91)"
    ),
    // The sheet's keyboard per detent and content interaction.
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "keyboardByDetent": {"b": "none"}}}"#,
      "s.json: sheet.keyboardByDetent.b: unknown key (expected one of: a)"
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "keyboardByDetent": {"a": "float"}}}"#,
      #"s.json: sheet.keyboardByDetent.a: expected "none", "lift" or "liftAndExpand", got "float""#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "contentInteraction": "swipes"}}"#,
      #"s.json: sheet.contentInteraction: expected "resizes" or "scrolls", got "swipes""#
    ),
    // Dismissal.
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "dismissal": "swipe"}}"#,
      #"s.json: sheet.dismissal: expected "none", "interactive" or "vetoed", got "swipe""#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "presented": "no"}}"#,
      "s.json: sheet.presented: expected true or false, got a string"
    ),
    (
      "{\(viewport), \(sheet), \"script\": [{\"setDismissal\": true}]}",
      #"s.json: script[0].setDismissal: expected "none", "interactive" or "vetoed", got a boolean"#
    ),
    (
      "{\(viewport), \(sheet), \"script\": [{\"setDismissal\": \"maybe\"}]}",
      #"s.json: script[0].setDismissal: expected "none", "interactive" or "vetoed", got "maybe""#
    ),
    (
      "{\(viewport), \(sheet), \"script\": [{\"escape\": {\"now\": true}}]}",
      "s.json: script[0].escape.now: unknown key (expected an empty object)"
    ),
    (
      scroll(#""script": [{"dismissSheet": {}}]"#),
      "s.json: script[0].dismissSheet: the scenario has no sheet"
    ),
    // Pages.
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "pages": [{"rows": 3}]}}"#,
      "s.json: sheet.pages: expected 2 to 16 pages, got 1"
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "content": {"rows": 3}, "pages": [{"rows": 3}, {"rows": 4}]}}"#,
      "s.json: sheet.pages: give pages or content, not both"
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "pages": [{"rows": 3}, {"lines": 4}]}}"#,
      "s.json: sheet.pages[1].lines: unknown key (expected one of: estimateError, estimatedRowHeight, height, margin, rowHeight, rowHeights, rows, seed)"
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "pages": [{"rows": 3}, {"rows": 4}]}, "script": [{"showPage": {"page": 2}}]}"#,
      "s.json: script[0].showPage.page: expected a whole number from 0 to 1, got 2"
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 10, "estimatedRowHeight": 56, "rowHeight": 40}}"#,
      #"s.json: content.rowHeight: self-sizing rows (estimatedRowHeight) have no rowHeight: they size themselves"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 10, "estimatedRowHeight": 56, "estimateError": 0.95}}"#,
      #"s.json: content.estimateError: expected a number from 0 to 0.9, got 0.95"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"estimatedRowHeight": 56}}"#,
      #"s.json: content.rows: required with estimatedRowHeight"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 10, "seed": 3}}"#,
      #"s.json: content.estimatedRowHeight: required with self-sizing rows"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 1000000, "estimatedRowHeight": 900, "estimateError": 0.5}}"#,
      #"s.json: content.rows: 1000000 rows of 900 pt, each up to 1.5× that, may make 1350000000 pt of content, more than the limit of 1e9 pt"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 10, "estimatedRowHeight": 0}}"#,
      #"s.json: content.estimatedRowHeight: expected a number > 0 and ≤ 1e9, got 0"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 10, "rowHeight": 40}, "script": [{"scrollToRow": {"row": 10}}]}"#,
      #"s.json: script[0].scrollToRow.row: expected a row from 0 to 9, got 10"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 10, "rowHeight": 40}, "script": [{"scrollToRow": {"row": 3, "alignment": "middle"}}]}"#,
      #"s.json: script[0].scrollToRow.alignment: expected "top", "center" or "bottom", got "middle""#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "content": {"rows": 10, "rowHeight": 40}, "script": [{"scrollToRow": {}}]}"#,
      #"s.json: script[0].scrollToRow.row: required"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 100}], "content": {"rows": 10}}, "script": [{"scrollToRow": {"row": 3}}]}"#,
      #"s.json: script[0].scrollToRow.row: scrolls the scroll view's rows; a sheet's list scrolls with scrollTo"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "pages": [{"rows": 3}, {"rows": 4, "estimatedRowHeight": 50}]}}"#,
      #"s.json: sheet.pages[1]: a page's rows have their heights (rows/rowHeight or rowHeights): self-sizing rows are for a sheet's one list"#
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 100}], "content": {"rows": 10, "estimatedRowHeight": 50}}, "script": [{"resizeRow": {"row": 3, "height": 20}}]}"#,
      #"s.json: script[0].resizeRow: the sheet's rows size themselves (estimatedRowHeight): the list measures them"#
    ),
    (
      "{\(viewport), \(sheet), \"script\": [{\"showPage\": {\"page\": 0}}]}",
      "s.json: script[0].showPage: the sheet has no pages (give sheet.pages)"
    ),
    // Echoed keys and strings are escaped: one line.
    (
      #"{"\n": []}"#,
      #"s.json: "\n": unknown key (expected one of: bounce, content, decelerationRate, decorations, description, displayScale, fps, initialOffset, insets, lookFor, name, navigationBar, script, sheet, title, viewport)"#
    ),
    (
      scroll(#""script": [{"ju\nmp": {}}]"#),
      #"s.json: script[0]."ju\nmp": unknown action (expected one of: beginRefresh, cover, dismissSheet, drag, endRefresh, escape, fling, keyboard, moveSheet, release, resize, resizeRow, scrollTo, scrollToRow, setContent, setDetents, setDismissal, setInsets, showPage, touch, wait)"#
    ),
    // The effects past the seeds.
    (
      scroll(#""decorations": {"stretchyHeader": {"minimumHeight": 10}}"#),
      "s.json: decorations.stretchyHeader.height: required"
    ),
    (
      scroll(#""decorations": {"stretchyHeader": {"height": 100, "minimumHeight": 120}}"#),
      "s.json: decorations.stretchyHeader.minimumHeight: must be at most the height (100), got 120"
    ),
    (
      scroll(#""decorations": {"stretchyHeader": {"height": 100, "anchor": "middle"}}"#),
      #"s.json: decorations.stretchyHeader.anchor: expected "fill", "top", "center", "bottom", got "middle""#
    ),
    (
      scroll(#""decorations": {"stretchyHeader": {"height": 100, "stretch": 2}}"#),
      "s.json: decorations.stretchyHeader.stretch: expected a number from 0 to 1, got 2"
    ),
    (
      scroll(#""decorations": {"emptyState": {"trigger": "empty"}}"#),
      #"s.json: decorations.emptyState.trigger: expected "contentShort", "noContent", "forced", got "empty""#
    ),
    (
      scroll(#""decorations": {"edgeEffects": {"top": "none"}}"#),
      "s.json: decorations.edgeEffects: give a style for top, bottom or both"
    ),
    (
      scroll(#""decorations": {"edgeEffects": {"bottom": "blur"}}"#),
      #"s.json: decorations.edgeEffects.bottom: expected "soft", "hard", "none", got "blur""#
    ),
    (
      scroll(#""decorations": {"refreshControl": {"triggerDistance": 0}}"#),
      "s.json: decorations.refreshControl.triggerDistance: expected a number > 0 and ≤ 1e9, got 0"
    ),
    (
      scroll(#""script": [{"endRefresh": {}}]"#),
      "s.json: script[0].endRefresh: the scroll view has no refresh control (give decorations.refreshControl)"
    ),
    (
      scroll(
        #""decorations": {"refreshControl": {}}, "script": [{"beginRefresh": {"now": true}}]"#),
      #"s.json: script[0].beginRefresh.now: unknown key (expected an empty object)"#
    ),
    (
      scroll(##""decorations": {"edgeFill": {"top": "#12345\n"}}"##),
      ##"s.json: decorations.edgeFill.top: expected a colour as "#RRGGBB", got "#12345\n""##
    ),
    (
      #"{"viewport": {"width": 390, "height": 844}, "sheet": {"detents": [{"id": "a", "height": 1}], "initial": "x\ny"}}"#,
      #"s.json: sheet.initial: no detent has the id "x\ny""#
    ),
    (
      "{\(viewport), \(sheet), \"script\": [{\"moveSheet\": {\"to\": \"b\\u2028\"}}]}",
      #"s.json: script[0].moveSheet.to: no detent has the id "b\u2028""#
    ),
    // Counts are counts: the range is the count's, and a whole number is not called otherwise.
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rows": 100000000}}"#,
      "s.json: content.rows: expected a whole number from 0 to 1000000, got 100000000"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rows": 1000000000}}"#,
      "s.json: content.rows: expected a whole number from 0 to 1000000, got 1000000000"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rows": -1e10}}"#,
      "s.json: content.rows: expected a whole number from 0 to 1000000, got -10000000000"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rows": "many"}}"#,
      "s.json: content.rows: expected a whole number from 0 to 1000000, got a string"
    ),
    // A derived length names the field the user gave.
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rows": 1000000, "rowHeight": 1001}}"#,
      "s.json: content.rows: 1000000 rows of 1001 pt make 1001000000 pt of content, more than the limit of 1e9 pt"
    ),
    (
      scroll(#""script": [{"setContent": {"rows": 1000}}, {"setContent": {"rowHeight": 1e7}}]"#),
      "s.json: script[1].setContent.rowHeight: 1000 rows of 10000000 pt make 10000000000 pt of content, more than the limit of 1e9 pt"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rowHeights": [1e9, 1]}}"#,
      "s.json: content.rowHeights: the rows add up to 1000000001 pt of content, more than the limit of 1e9 pt"
    ),
    (
      #"{"viewport": {"width": 1, "height": 2}, "content": {"rowHeights": [1, "2"]}}"#,
      "s.json: content.rowHeights[1]: expected a number from 0 to 1e9, got a string"
    ),
    // Ranges name both ends; numbers are echoed exactly.
    (
      scroll(#""initialOffset": 1e10"#),
      "s.json: initialOffset: expected a number from -1e9 to 1e9, got 10000000000"
    ),
    (scroll(#""displayScale": 0"#), "s.json: displayScale: expected a number > 0 and ≤ 1e9, got 0"),
    (scroll(#""fps": 0.5"#), "s.json: fps: expected a number from 1 to 1000, got 0.5"),
    (scroll(#""fps": 1001"#), "s.json: fps: expected a number from 1 to 1000, got 1001"),
    (
      scroll(#""decelerationRate": 0.99999999999999999"#),
      "s.json: decelerationRate: expected a number between 0 and 1 (exclusive), got 1"
    ),
    // A sheet's container needs a height; a sheet's list scrolls without animation.
    (
      #"{"viewport": {"width": 390, "height": 0}, "sheet": {"detents": [{"id": "a", "height": 1}]}}"#,
      "s.json: viewport.height: a sheet's container needs a height: expected a number > 0 and ≤ 1e9 (or give sheet.container.height), got 0"
    ),
    (
      "{\(viewport), \(sheet), \"script\": [{\"resize\": {\"height\": 0}}]}",
      "s.json: script[0].resize.height: a sheet's container needs a height: expected a number > 0 and ≤ 1e9, got 0"
    ),
  ])
  func badInputIsExactlyOneLine(json: String, expected: String) {
    let message = Self.message(json)
    #expect(message == expected)
    #expect(message?.contains("\n") == false)
  }
}
