@_spi(Engine) import ScrollworkCore

extension DecorationLayout {
  /// The trace's `decorations` object: each configured decoration with its frames as
  /// `[x, y, width, height]` in content coordinates (null when hidden).
  var json: JSONValue {
    var members: [JSONValue.Member] = []
    if let peek = peekingBackground {
      members.append(
        .init(
          "peekingBackground",
          .object([
            .init("mode", .string(peek.mode.rawValue)), .init("reveal", .number(peek.reveal)),
            .init("frame", peek.frame.json), .init("dimming", .number(peek.dimming)),
          ])))
    }
    if let parallax = parallaxBackground {
      members.append(.init("parallaxBackground", .object([.init("frame", parallax.frame.json)])))
    }
    if let fill = edgeFill {
      members.append(
        .init(
          "edgeFill",
          .object([.init("top", fill.top.json), .init("bottom", fill.bottom.json)])))
    }
    if let shadows = edgeShadows {
      members.append(
        .init(
          "edgeShadows",
          .object([
            .init("outerTop", shadows.outerTop.json), .init("contentTop", shadows.contentTop.json),
            .init("contentBottom", shadows.contentBottom.json),
            .init("outerBottom", shadows.outerBottom.json),
          ])))
    }
    if let footer = stickyFooter {
      members.append(.init("stickyFooter", .object([.init("frame", footer.json)])))
    }
    if let header = stretchyHeader {
      members.append(
        .init(
          "stretchyHeader",
          .object([
            .init("frame", header.frame.json), .init("contentFrame", header.contentFrame.json),
            .init("progress", .number(header.progress)),
            .init("stretched", .number(header.stretched)), .init("pinned", .bool(header.isPinned)),
          ])))
    }
    if let empty = emptyState {
      members.append(
        .init(
          "emptyState",
          .object([
            .init("frame", empty.frame.json), .init("contentCenter", .number(empty.contentCenter)),
          ])))
    }
    if let effects = edgeEffects {
      members.append(
        .init(
          "edgeEffects",
          .object([.init("top", effects.top.json), .init("bottom", effects.bottom.json)])))
    }
    if let refresh = refreshControl {
      members.append(
        .init(
          "refreshControl",
          .object([
            .init("pull", .number(refresh.pull)), .init("progress", .number(refresh.progress)),
            .init("refreshing", .bool(refresh.isRefreshing)),
            .init("spinner", refresh.spinner.json),
          ])))
    }
    return .object(members)
  }
}

extension DecorationRect {
  /// `[x, y, width, height]`.
  var json: JSONValue { .array([.number(x), .number(y), .number(width), .number(height)]) }
}

extension Optional where Wrapped == DecorationRect {
  /// The frame, or null.
  var json: JSONValue { map { $0.json } ?? .null }
}

extension Optional where Wrapped == EdgeEffects.Edge {
  /// `{"style", "frame", "barEdge", "divider", "alpha"}`, or null for an edge without an effect.
  var json: JSONValue {
    guard let edge = self else { return .null }
    return .object([
      .init("style", .string(edge.style.rawValue)), .init("frame", edge.frame.json),
      .init("barEdge", .number(edge.barEdge)), .init("divider", edge.divider.json),
      .init("alpha", .number(edge.alpha)),
    ])
  }
}
