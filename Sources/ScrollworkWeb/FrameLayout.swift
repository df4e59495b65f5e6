@_spi(Engine) import ScrollworkCore
@_spi(Engine) import ScrollworkSimulator

/// How one trace frame lies in the module's memory for the page: a row of `Double`s that the
/// page reads in place through a `Float64Array`, with no text in between (Guides/Playground.md,
/// "The frame crosses as numbers").
///
/// This table is the one place the layout is written down. Each field is named by its path in
/// the trace's JSON (`views.peekImage` is the frame's `"views": {"peekImage": […]}`), so the
/// page builds its reader from the names the module hands it (`sw_frame_layout`) and cannot
/// drift from the writer; `FrameLayoutTests` checks, for every frame of every built-in
/// scenario, that each field holds the number the trace writes at its path.
///
/// | kind | slots | a value that is absent in the trace (a view not shown, no finger) |
/// |---|---|---|
/// | `number` | 1 | NaN |
/// | `rect` | 4: x, y, width, height | NaN in all four |
/// | `code` | 1: the index in the field's `codes` (a phase) | NaN |
/// | `string` | 1: the index in ``WebBridge/Live/strings`` (a detent's id) | NaN |
/// | `flag` | 1: 1 when the trace has the field (`content`: the rows changed) | NaN |
/// | `bool` | 1: 1 for true, 0 for false | NaN |
///
/// Not carried: `decorations` (the layout, kept for plots) but for what a view's drawing needs
/// that its frame does not say — an edge effect's style and bar edge, and whether a refresh
/// runs (the spinner spins) —, `sheet.detents`, the rows of
/// `content`, which change only with a `setContent` and cross as text (`sw_content`), and the
/// heights of a self-sizing list's `rows` window (`rows.heights`, `sheet.rows.heights`): the
/// window's `first`, `top` and `measured` are fields of every frame, and the heights of the
/// last frame a tick takes — the one the page draws — cross beside the frames as numbers too
/// (``WebBridge/Live/rowHeights``, `sw_row_heights_pointer`), since their count changes from
/// frame to frame.
public enum FrameLayout {
  /// What a field's slots hold.
  public enum Kind: String, Sendable {
    case number, rect, code, string, flag, bool

    /// How many `Double`s a field of this kind takes.
    public var count: Int { self == .rect ? 4 : 1 }
  }

  /// One field: its path in the trace's JSON, its kind and its first slot.
  public struct Field: Sendable {
    public let name: String
    public let kind: Kind
    public let offset: Int
    /// The values a `code` field's index picks from.
    public let codes: [String]
  }

  static let scrollPhases = ScrollSample.Phase.allCases.map { $0.rawValue }
  static let sheetPhases = SheetSample.Phase.allCases.map { $0.rawValue }
  static let presences = SheetPresence.allCases.map { $0.rawValue }
  static let edgeStyles = EdgeEffects.Style.allCases.map { $0.rawValue }

  /// Every field, in the order ``write(_:into:strings:)`` writes them.
  public static let fields: [Field] = {
    let list: [(String, Kind, [String])] = [
      ("t", .number, []), ("finger", .number, []), ("content", .flag, []),
      ("scroll.offset", .number, []), ("scroll.velocity", .number, []),
      ("scroll.phase", .code, scrollPhases), ("scroll.contentHeight", .number, []),
      ("indicator.start", .number, []), ("indicator.length", .number, []),
      ("indicator.alpha", .number, []), ("indicator.frame", .rect, []),
      ("views.parallaxImage", .rect, []), ("views.peekImage", .rect, []),
      ("views.dimming.frame", .rect, []), ("views.dimming.alpha", .number, []),
      ("views.emptyState", .rect, []), ("views.topFill", .rect, []),
      ("views.bottomFill", .rect, []), ("views.outerTopShadow", .rect, []),
      ("views.contentTopShadow", .rect, []), ("views.contentBottomShadow", .rect, []),
      ("views.outerBottomShadow", .rect, []), ("views.footerView", .rect, []),
      ("views.stickyFooter", .rect, []),
      ("views.header.frame", .rect, []), ("views.header.content", .rect, []),
      ("views.header.progress", .number, []), ("views.emptyView.frame", .rect, []),
      ("views.emptyView.contentCenter", .number, []), ("views.topEdgeEffect.frame", .rect, []),
      ("views.topEdgeEffect.alpha", .number, []), ("views.topEdgeEffect.divider", .rect, []),
      ("views.bottomEdgeEffect.frame", .rect, []), ("views.bottomEdgeEffect.alpha", .number, []),
      ("views.bottomEdgeEffect.divider", .rect, []), ("views.refreshSpinner.frame", .rect, []),
      ("views.refreshSpinner.progress", .number, []),
      ("views.topEdgeEffect.style", .code, edgeStyles),
      ("views.topEdgeEffect.barEdge", .number, []),
      ("views.bottomEdgeEffect.style", .code, edgeStyles),
      ("views.bottomEdgeEffect.barEdge", .number, []),
      ("views.refreshSpinner.refreshing", .bool, []),
      ("sheet.y", .number, []), ("sheet.settledDetent", .string, []),
      ("sheet.nearestDetent", .string, []), ("sheet.targetDetent", .string, []),
      ("sheet.phase", .code, sheetPhases), ("sheet.progress", .number, []),
      ("sheet.dimming", .number, []), ("sheet.presence", .code, presences),
      ("sheet.dismissAttempts", .number, []), ("sheet.page", .number, []),
      ("sheet.header.collapsed", .number, []),
      ("sheet.header.visible", .number, []), ("sheet.content.offset", .number, []),
      ("sheet.content.phase", .code, scrollPhases), ("sheet.content.viewport", .number, []),
      ("sheet.keyboard", .number, []),
      ("sheet.views.dimming.frame", .rect, []), ("sheet.views.dimming.alpha", .number, []),
      ("sheet.views.panel", .rect, []), ("sheet.views.panelStyle.inset", .number, []),
      ("sheet.views.panelStyle.cornerRadius", .number, []),
      ("sheet.views.panelStyle.attachment", .number, []), ("sheet.views.grabber", .rect, []),
      ("sheet.views.headerClip", .rect, []), ("sheet.views.header", .rect, []),
      ("sheet.views.content", .rect, []), ("sheet.views.indicator.start", .number, []),
      ("sheet.views.indicator.length", .number, []),
      ("sheet.views.indicator.alpha", .number, []),
      ("sheet.views.indicator.frame", .rect, []), ("sheet.views.keyboard", .rect, []),
      ("navigationBar.searchBar", .number, []), ("navigationBar.bar", .rect, []),
      ("navigationBar.separator", .rect, []), ("navigationBar.searchField.frame", .rect, []),
      ("navigationBar.searchField.content", .rect, []),
      ("navigationBar.searchField.contentAlpha", .number, []),
      ("navigationBar.title", .rect, []), ("navigationBar.bottomBar", .rect, []),
      ("rows.first", .number, []), ("rows.top", .number, []), ("rows.measured", .number, []),
      ("sheet.rows.first", .number, []), ("sheet.rows.top", .number, []),
      ("sheet.rows.measured", .number, []),
    ]
    var offset = 0
    var fields: [Field] = []
    for (name, kind, codes) in list {
      fields.append(Field(name: name, kind: kind, offset: offset, codes: codes))
      offset += kind.count
    }
    return fields
  }()

  /// How many `Double`s one frame takes.
  public static let size = fields.reduce(0) { $0 + $1.kind.count }

  /// The layout as the page reads it (`sw_frame_layout`): `{"size", "fields": [{"name",
  /// "kind", "offset", "codes"?}]}`.
  public static var json: JSONValue {
    .object([
      .init("size", .number(Double(size))),
      .init(
        "fields",
        .array(
          fields.map { field in
            var members: [JSONValue.Member] = [
              .init("name", .string(field.name)), .init("kind", .string(field.kind.rawValue)),
              .init("offset", .number(Double(field.offset))),
            ]
            if !field.codes.isEmpty {
              members.append(.init("codes", .array(field.codes.map { .string($0) })))
            }
            return .object(members)
          })),
    ])
  }

  /// Writes `frame`'s fields into `slots` (``size`` of them), in the order of ``fields``; a
  /// detent's id becomes its index in `strings`, added when new.
  /// - Complexity: O(``size``); allocates only when `strings` gets a new id.
  public static func write(
    _ frame: TraceFrame, into slots: UnsafeMutablePointer<Double>, strings: inout StringTable
  ) {
    var out = SlotWriter(next: slots)
    out.number(frame.t)
    out.number(frame.finger)
    out.number(frame.content == nil ? nil : 1)
    let sheet = frame.sheet
    if sheet == nil {
      out.number(frame.scroll.offset)
      out.number(frame.scroll.velocity)
      out.code(frame.scroll.phase)
      out.number(frame.contentHeight)
      out.indicator(frame.indicator, frame: frame.indicatorFrame)
    } else {
      out.skip(4 + 7)
    }
    if let views = frame.views {
      out.rect(views.parallaxImage)
      out.rect(views.peekImage)
      out.rect(views.dimming)
      out.number(views.dimming == nil ? nil : views.dimmingAlpha)
      out.rect(views.emptyState)
      out.rect(views.topFill)
      out.rect(views.bottomFill)
      out.rect(views.outerTopShadow)
      out.rect(views.contentTopShadow)
      out.rect(views.contentBottomShadow)
      out.rect(views.outerBottomShadow)
      out.rect(views.footerView)
      out.rect(views.stickyFooter)
    } else {
      out.skip(12 * 4 + 1)
    }
    out.effects(frame.views)
    if let sheet {
      let sample = sheet.kernel.sample
      let motion = sample.sheet
      let kernel = sheet.kernel
      out.number(motion.y)
      out.number(Double(strings.index(of: motion.settledDetent.rawValue)))
      out.number(Double(strings.index(of: motion.nearestDetent.rawValue)))
      out.number(motion.targetDetent.map { Double(strings.index(of: $0.rawValue)) })
      out.number(Double(SheetSample.Phase.allCases.firstIndex(of: motion.phase) ?? 0))
      out.number(motion.progress)
      out.number(motion.dimming)
      out.number(Double(SheetPresence.allCases.firstIndex(of: motion.presence) ?? 0))
      out.number(Double(kernel.dismissAttempts))
      out.number(Double(sheet.page))
      out.number(sample.headerCollapsed)
      out.number(kernel.headerClip.height)
      out.number(sample.content.offset)
      out.code(sample.content.phase)
      out.number(kernel.content.height)
      out.number(kernel.keyboardHeight)
      out.rect(kernel.dimmingFrame)
      out.number(kernel.dimming)
      out.rect(kernel.panel)
      out.number(kernel.panelStyle.inset)
      out.number(kernel.panelStyle.cornerRadius)
      out.number(kernel.panelStyle.attachment)
      out.rect(kernel.grabber)
      out.rect(kernel.headerClip)
      out.rect(kernel.header)
      out.rect(kernel.content)
      out.indicator(kernel.contentIndicator, frame: kernel.contentIndicatorFrame)
      out.rect(kernel.keyboard)
    } else {
      out.skip(16 + 6 * 4 + 3 + 1 + 7 + 4)
    }
    let bar = frame.navigationBar
    out.number(frame.searchBar)
    out.rect(bar.bar)
    out.rect(bar.separator)
    let field = bar.searchField != nil && bar.searchFieldContent != nil
    out.rect(field ? bar.searchField : nil)
    out.rect(field ? bar.searchFieldContent : nil)
    out.number(field ? bar.searchFieldContentAlpha : nil)
    out.rect(bar.title)
    out.rect(bar.bottomBar)
    out.window(frame.rows)
    out.window(sheet?.rows)
  }
}

/// The detent ids a session's frames name, each once, in the order they first appeared: a
/// frame carries an id as its index here (`sw_strings` hands the page the list).
public struct StringTable: Sendable {
  /// The ids, by index.
  public private(set) var all: [String] = []

  public init() {}

  /// The index of `text`, added at the end when new.
  /// - Complexity: O(n) in the ids seen: a sheet has a handful.
  mutating func index(of text: String) -> Int {
    if let index = all.firstIndex(of: text) { return index }
    all.append(text)
    return all.count - 1
  }
}

/// Writes slots one after another.
private struct SlotWriter {
  var next: UnsafeMutablePointer<Double>

  mutating func number(_ value: Double?) {
    next.pointee = value ?? .nan
    next += 1
  }

  mutating func code(_ phase: ScrollSample.Phase) {
    number(Double(ScrollSample.Phase.allCases.firstIndex(of: phase) ?? 0))
  }

  mutating func rect(_ rect: DecorationRect?) {
    number(rect?.x)
    number(rect?.y)
    number(rect?.width)
    number(rect?.height)
  }

  /// `start`, `length`, `alpha` and `frame`: 7 slots.
  mutating func indicator(_ layout: ScrollIndicatorLayout, frame: DecorationRect) {
    number(layout.start)
    number(layout.length)
    number(layout.alpha)
    rect(frame)
  }

  /// The views past the seeds — the stretchy header, the empty state, the edge effects and the
  /// refresh spinner — as the trace writes them (a view's numbers only with its frame), then
  /// each edge effect's style and bar edge and whether a refresh runs: 8 rects and 10 numbers.
  mutating func effects(_ views: DecorationViewFrames?) {
    let header = views?.headerContent == nil ? nil : views?.header
    rect(header)
    rect(header == nil ? nil : views?.headerContent)
    number(header == nil ? nil : views?.headerProgress)
    let center = views?.emptyView == nil ? nil : views?.emptyContentCenter
    rect(center == nil ? nil : views?.emptyView)
    number(center)
    rect(views?.topEdgeEffect)
    number(views?.topEdgeEffect == nil ? nil : views?.topEdgeAlpha)
    rect(views?.topEdgeEffect == nil ? nil : views?.topEdgeDivider)
    rect(views?.bottomEdgeEffect)
    number(views?.bottomEdgeEffect == nil ? nil : views?.bottomEdgeAlpha)
    rect(views?.bottomEdgeEffect == nil ? nil : views?.bottomEdgeDivider)
    rect(views?.refreshSpinner)
    number(views?.refreshSpinner == nil ? nil : views?.refreshProgress)
    edge(views?.topEdgeEffect == nil ? nil : views?.topEdgeStyle, views?.topBarEdge)
    edge(views?.bottomEdgeEffect == nil ? nil : views?.bottomEdgeStyle, views?.bottomBarEdge)
    number(views?.refreshSpinner == nil ? nil : (views?.isRefreshing == true ? 1 : 0))
  }

  /// An edge effect's `style` (its index in ``FrameLayout/edgeStyles``) and `barEdge`, both
  /// absent without the effect.
  private mutating func edge(_ style: EdgeEffects.Style?, _ barEdge: Double?) {
    number(style.map { Double(EdgeEffects.Style.allCases.firstIndex(of: $0) ?? 0) })
    number(style == nil ? nil : barEdge)
  }

  /// A self-sizing list's `first`, `top` and `measured`: 3 slots (the heights cross apart).
  mutating func window(_ window: RowWindow?) {
    number(window.map { Double($0.first) })
    number(window?.top)
    number(window.map { Double($0.measured) })
  }

  mutating func skip(_ count: Int) {
    for _ in 0..<count { number(nil) }
  }
}
