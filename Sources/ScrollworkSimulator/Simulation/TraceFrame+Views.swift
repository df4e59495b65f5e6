@_spi(Engine) import ScrollworkCore

// The display list a trace frame carries (ARCHITECTURE.md §8, "The frame is a display list"):
// every view a host draws, as the kernel placed it, so a renderer or a page only draws rects.
// Rects are `[x, y, width, height]` in the coordinates of the view's parent; a view that is not
// shown is left out.

extension DecorationViewFrames {
  /// The trace's `views` object of a decorated scroll view, in content coordinates (the
  /// sticky footer in its `footerView`, when it has one).
  var json: JSONValue {
    var members: [JSONValue.Member] = []
    func add(_ name: String, _ rect: DecorationRect?) {
      if let rect { members.append(.init(name, rect.json)) }
    }
    add("parallaxImage", parallaxImage)
    add("peekImage", peekImage)
    if let dimming {
      members.append(
        .init(
          "dimming", .object([.init("frame", dimming.json), .init("alpha", .number(dimmingAlpha))]))
      )
    }
    add("emptyState", emptyState)
    add("topFill", topFill)
    add("bottomFill", bottomFill)
    add("outerTopShadow", outerTopShadow)
    add("contentTopShadow", contentTopShadow)
    add("contentBottomShadow", contentBottomShadow)
    add("outerBottomShadow", outerBottomShadow)
    add("footerView", footerView)
    add("stickyFooter", stickyFooter)
    if let header, let headerContent {
      members.append(
        .init(
          "header",
          .object([
            .init("frame", header.json), .init("content", headerContent.json),
            .init("progress", .number(headerProgress)),
          ])))
    }
    if let emptyView, let emptyContentCenter {
      members.append(
        .init(
          "emptyView",
          .object([
            .init("frame", emptyView.json), .init("contentCenter", .number(emptyContentCenter)),
          ])))
    }
    func effect(
      _ name: String, _ frame: DecorationRect?, _ divider: DecorationRect?, _ alpha: Double,
      _ style: EdgeEffects.Style?, _ barEdge: Double?
    ) {
      guard let frame, let style, let barEdge else { return }
      var effect: [JSONValue.Member] = [
        .init("frame", frame.json), .init("alpha", .number(alpha)),
        .init("style", .string(style.rawValue)), .init("barEdge", .number(barEdge)),
      ]
      if let divider { effect.append(.init("divider", divider.json)) }
      members.append(.init(name, .object(effect)))
    }
    effect(
      "topEdgeEffect", topEdgeEffect, topEdgeDivider, topEdgeAlpha, topEdgeStyle, topBarEdge)
    effect(
      "bottomEdgeEffect", bottomEdgeEffect, bottomEdgeDivider, bottomEdgeAlpha, bottomEdgeStyle,
      bottomBarEdge)
    if let refreshSpinner {
      members.append(
        .init(
          "refreshSpinner",
          .object([
            .init("frame", refreshSpinner.json), .init("progress", .number(refreshProgress)),
            .init("refreshing", .bool(isRefreshing)),
          ])))
    }
    return .object(members)
  }
}

extension ScrollIndicatorLayout {
  /// `{"start", "length", "alpha", "frame"}`: the indicator along the axis, its opacity, and
  /// its frame in the viewport.
  func json(frame: DecorationRect) -> JSONValue {
    .object([
      .init("start", .number(start)), .init("length", .number(length)),
      .init("alpha", .number(alpha)), .init("frame", frame.json),
    ])
  }
}

extension NavigationBarLayout {
  /// The trace's `navigationBar` object: `searchBar` (its visible height, when the scenario has
  /// one) and every bar's rect on the screen.
  func json(searchBar: Double?) -> JSONValue {
    var members: [JSONValue.Member] = []
    if let searchBar { members.append(.init("searchBar", .number(searchBar))) }
    members.append(.init("bar", bar.json))
    members.append(.init("separator", separator.json))
    if let searchField, let searchFieldContent {
      members.append(
        .init(
          "searchField",
          .object([
            .init("frame", searchField.json), .init("content", searchFieldContent.json),
            .init("contentAlpha", .number(searchFieldContentAlpha)),
          ])))
    }
    if let title { members.append(.init("title", title.json)) }
    members.append(.init("bottomBar", bottomBar.json))
    return .object(members)
  }
}

extension SheetKernelFrame {
  /// The trace's `sheet.views` object: the dimming view, panel and keyboard in the container;
  /// grabber, header clip and content viewport in the panel; the header in its clip; the
  /// content's indicator in the content viewport.
  var viewsJSON: JSONValue {
    var members: [JSONValue.Member] = [
      .init(
        "dimming", .object([.init("frame", dimmingFrame.json), .init("alpha", .number(dimming))])),
      .init("panel", panel.json),
      .init(
        "panelStyle",
        .object([
          .init("inset", .number(panelStyle.inset)),
          .init("cornerRadius", .number(panelStyle.cornerRadius)),
          .init("attachment", .number(panelStyle.attachment)),
        ])),
      .init("grabber", grabber.json),
      .init("headerClip", headerClip.json),
      .init("header", header.json),
      .init("content", content.json),
      .init("indicator", contentIndicator.json(frame: contentIndicatorFrame)),
    ]
    if let keyboard { members.append(.init("keyboard", keyboard.json)) }
    return .object(members)
  }
}

extension ContentLayout {
  /// The trace's `content` object, as a scenario gives it: `{"height"}`, `{"rows",
  /// "rowHeight"}`, `{"rowHeights"}` or `{"rows", "estimatedRowHeight", "estimateError", "seed",
  /// "margin"}`.
  var json: JSONValue {
    switch self {
    case .height(let height): .object([.init("height", .number(height))])
    case .rows(let count, let rowHeight):
      .object([.init("rows", .number(Double(count))), .init("rowHeight", .number(rowHeight))])
    case .rowHeights(let heights):
      .object([.init("rowHeights", .array(heights.map { .number($0) }))])
    case .selfSizing(let rows):
      .object([
        .init("rows", .number(Double(rows.rows))),
        .init("estimatedRowHeight", .number(rows.estimatedRowHeight)),
        .init("estimateError", .number(rows.estimateError)),
        .init("seed", .number(Double(rows.seed))), .init("margin", .number(rows.margin)),
      ])
    }
  }
}
