@_spi(Engine) import ScrollworkCore

/// A scripted situation for the headless scroll view: its geometry, physics and a list of
/// actions (ARCHITECTURE.md §7). Read one with ``Scenario/parse(_:file:)`` or
/// ``BuiltInScenarios/named(_:)``; run it with ``ScrollSimulator``.
public struct Scenario: Sendable {
  /// The file or built-in scenario it was read from, if any: errors found later name it.
  public var file: String?
  /// A short identifier (`"fling"`); the trace's `scenario` field.
  public var name: String?
  /// A human title for galleries and listings.
  public var title: String?
  /// What the scenario shows.
  public var description: String?
  /// What to watch for when it plays.
  public var lookFor: String?

  /// The scroll view's bounds size, in points.
  public var viewport: HostSize
  /// The adjusted content insets (bars, safe area), in points.
  public var insets: HostInsets
  /// The content.
  public var content: ContentLayout
  /// The content offset at t = 0; `nil` means the top, `−insets.top`.
  public var initialOffset: Double?
  /// How quickly flings slow down.
  public var decelerationRate: DecelerationRate
  /// Which edges bounce.
  public var bounce: BouncePolicy
  /// Device pixels per point; offsets are kept on this grid.
  public var displayScale: Double
  /// Frames per second of the virtual display.
  public var fps: Double
  /// The decorations on the scroll view.
  public var decorations: ScenarioDecorations
  /// A sheet over the scroll view, if any; drags and flings then go to it.
  public var sheet: ScenarioSheet?
  /// The height of a search bar in the navigation bar that hides as the content scrolls
  /// (`navigationItem.hidesSearchBarWhenScrolling`), included in `insets.top`; `nil` for none.
  /// Its visible height follows the offset, and when scrolling stops with it part-way hidden
  /// the scroll view animates to show it (half or more showing) or hide it: Core's
  /// `HidingSearchBar` policy, a model of UIKit's behaviour, which Apple does not document.
  public var searchBarHeight: Double?
  /// The actions, run one after another from t = 0.
  public var script: [ScriptAction]

  /// Creates a scenario; every field but the viewport and content has UIKit's default.
  public init(
    name: String? = nil, title: String? = nil, description: String? = nil,
    lookFor: String? = nil, viewport: HostSize, insets: HostInsets = HostInsets(),
    content: ContentLayout, initialOffset: Double? = nil,
    decelerationRate: DecelerationRate = .normal, bounce: BouncePolicy = .default,
    displayScale: Double = 3, fps: Double = 120,
    decorations: ScenarioDecorations = ScenarioDecorations(), sheet: ScenarioSheet? = nil,
    searchBarHeight: Double? = nil, script: [ScriptAction] = []
  ) {
    self.name = name
    self.title = title
    self.description = description
    self.lookFor = lookFor
    self.viewport = viewport
    self.insets = insets
    self.content = content
    self.initialOffset = initialOffset
    self.decelerationRate = decelerationRate
    self.bounce = bounce
    self.displayScale = displayScale
    self.fps = fps
    self.decorations = decorations
    self.sheet = sheet
    self.searchBarHeight = searchBarHeight
    self.script = script
  }
}

/// The content of the scroll view: a plain height, equal rows, rows of given heights, or rows
/// that size themselves.
public enum ContentLayout: Sendable, Hashable {
  /// Content of one height, in points, with no rows.
  case height(Double)
  /// `count` rows of `rowHeight` points each.
  case rows(count: Int, rowHeight: Double)
  /// One row per height, in points.
  case rowHeights([Double])
  /// Rows laid out at an estimated height until a lazy list builds them, then at their own
  /// (``SelfSizingContent``).
  case selfSizing(SelfSizingContent)

  /// UITableView's default row height, 44 pt.
  public static let defaultRowHeight = 44.0

  /// The content's total height, in points.
  public var height: Double {
    switch self {
    case .height(let height): height
    case .rows(let count, let rowHeight): Double(count) * rowHeight
    case .rowHeights(let heights): heights.reduce(0, +)
    case .selfSizing(let rows): rows.estimatedLength
    }
  }

  /// The height of row `index`, in points (0 past the last row); self-sizing rows' estimate
  /// (where they are before a list builds them: a frame's ``RowWindow`` has the rest).
  public func rowHeight(at index: Int) -> Double {
    switch self {
    case .height: 0
    case .rows(let count, let rowHeight): index < count ? rowHeight : 0
    case .rowHeights(let heights): heights.indices.contains(index) ? heights[index] : 0
    case .selfSizing(let rows): index >= 0 && index < rows.rows ? rows.estimatedRowHeight : 0
    }
  }

  /// The same rows with row `index` `height` points tall, or `nil` when there is no such row.
  public func resizing(row index: Int, to height: Double) -> ContentLayout? {
    guard index >= 0, index < rowCount else { return nil }
    var heights: [Double]
    switch self {
    case .height, .selfSizing: return nil
    case .rows(let count, let rowHeight): heights = Array(repeating: rowHeight, count: count)
    case .rowHeights(let all): heights = all
    }
    heights[index] = height
    return .rowHeights(heights)
  }

  /// The top of row `index` in the content, in points: the rows before it, added up (at their
  /// estimates, for self-sizing rows).
  public func rowTop(at index: Int) -> Double {
    switch self {
    case .height: 0
    case .rows(let count, let rowHeight): Double(min(max(index, 0), count)) * rowHeight
    case .rowHeights(let heights): heights.prefix(max(index, 0)).reduce(0, +)
    case .selfSizing(let rows): Double(min(max(index, 0), rows.rows)) * rows.estimatedRowHeight
    }
  }

  /// The number of rows (0 for a plain height).
  public var rowCount: Int {
    switch self {
    case .height: 0
    case .rows(let count, _): count
    case .rowHeights(let heights): heights.count
    case .selfSizing(let rows): rows.rows
    }
  }
}

/// One step of a scenario's script. Finger quantities follow `UIPanGestureRecognizer`:
/// negative is the finger moving up, which scrolls toward the content's end.
public enum ScriptAction: Sendable, Equatable {
  /// Move the finger by `by` points over `duration` seconds at constant speed (touching down
  /// first if needed); the finger stays down.
  case drag(by: Double, duration: Double)
  /// Lift the finger; the velocity comes from the velocity tracker.
  case release
  /// Touch and lift at once with a finger velocity in points per second.
  case fling(velocity: Double)
  /// Let time pass, in seconds.
  case wait(seconds: Double)
  /// Change the content; fields not given keep their values.
  case setContent(ContentLayout)
  /// Change the adjusted insets; sides not given keep their values.
  case setInsets(HostInsets)
  /// Change the viewport's size (a rotation or split-view resize).
  case resize(HostSize)
  /// Scroll programmatically to a content offset, clamped to the legal range.
  case scrollTo(offset: Double, animated: Bool)
  /// A drag on the sheet (a scenario with a sheet): as `drag`, starting on its chrome, header
  /// or content.
  case sheetDrag(by: Double, duration: Double, on: SheetDragSource)
  /// A fling on the sheet: touch and lift at once with a finger velocity.
  case sheetFling(velocity: Double, on: SheetDragSource)
  /// The keyboard moves to `height` over `duration` seconds.
  case keyboard(height: Double, duration: Double)
  /// Move the sheet to a detent (from hidden, this presents it).
  case moveSheet(to: SheetDetent.ID, animated: Bool)
  /// The app puts the sheet away, below the container's bottom.
  case dismissSheet(animated: Bool)
  /// What a finger may do below the sheet's lowest detent from now on.
  case setDismissal(SheetConfiguration.Dismissal)
  /// VoiceOver's escape gesture: it dismisses a sheet a finger may dismiss.
  case escape
  /// The sheet shows its page `index` (a list of its own), which the one gesture drives from
  /// then on; the page left keeps its offset.
  case showPage(Int)
  /// Replace the sheet's detents.
  case setDetents([SheetDetent])
  /// Touch down without moving (the finger stays down until `release` or a `drag`): a touch on
  /// a moving scroll view stops it where it is.
  case touch
  /// Touch the sheet's grabber, header or content without moving: a touch on a moving sheet or
  /// list stops it where it is (`SheetHostEvent.touchDown(at:)`), and `release` lets it settle.
  case sheetTouch(on: SheetDragSource)
  /// Something covers the sheet (a modal presented over it), or no longer does.
  case cover(Bool)
  /// Row `index` of the sheet's list takes `height` points (a self-sizing row resolving its
  /// estimate). A row that starts above the list's visible top grows or shrinks upward: UIKit
  /// moves the offset with it so the visible rows stay where they are
  /// (`SheetHostEvent.contentResized(height:shift:)`); any other row moves the rows below it.
  case resizeRow(index: Int, height: Double)
  /// Scroll the scroll view programmatically to row `index`, placed as `alignment` says
  /// (`scrollToItem(at:at:animated:)`). Self-sizing rows between here and there are measured on
  /// the way, and the scroll follows the row to where it really is.
  case scrollToRow(index: Int, alignment: LazyRows.Alignment, animated: Bool)
  /// The app begins a refresh (`true`) or ends the one running (`false`) on the scroll view's
  /// refresh control: the held room joins or leaves the start inset, and content held open
  /// springs back to the top.
  case refresh(Bool)

  /// The action's key in a scenario file (`"drag"` for a drag on the scroll view or a sheet).
  public var key: String {
    switch self {
    case .drag, .sheetDrag: "drag"
    case .release: "release"
    case .fling, .sheetFling: "fling"
    case .wait: "wait"
    case .setContent: "setContent"
    case .setInsets: "setInsets"
    case .resize: "resize"
    case .scrollTo: "scrollTo"
    case .keyboard: "keyboard"
    case .moveSheet: "moveSheet"
    case .dismissSheet: "dismissSheet"
    case .setDismissal: "setDismissal"
    case .escape: "escape"
    case .showPage: "showPage"
    case .setDetents: "setDetents"
    case .touch, .sheetTouch: "touch"
    case .cover: "cover"
    case .resizeRow: "resizeRow"
    case .scrollToRow: "scrollToRow"
    case .refresh(let begins): begins ? "beginRefresh" : "endRefresh"
    }
  }

  /// How long the action takes on the scenario's clock, in seconds.
  public var duration: Double {
    switch self {
    case .drag(_, let duration): duration
    case .sheetDrag(_, let duration, _): duration
    case .keyboard(_, let duration): duration
    case .wait(let seconds): seconds
    default: 0
    }
  }
}
