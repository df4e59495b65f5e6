// Scrollwork playground: the DOM renderer.
//
// Draws one trace frame (an object of `scrollwork simulate`'s "frames") as DOM elements that
// look like the gallery's pictures (Sources/ScrollworkSVG: ScreenPainter*.swift, DeviceStyle,
// and the artwork of PlaygroundArtwork.documents()). It computes nothing it draws: every
// position comes from the frame, the scenario or the content the page reports.
//
//   var renderer = ScrollworkRender.create(root, scenario, artwork);
//   renderer.draw(frame);                       // once per display frame
//   renderer.toScene(event.clientX, event.clientY)   // → {x, y} in points on the screen
//   renderer.region({x, y}, frame)              // "sheet" | "header" | "content" | "scroll" | null
//   renderer.setContent({rows: 24})             // a setContent action (merged, as the simulator does)
//   renderer.scale                              // CSS px per point
//   renderer.showsFinger = false                // hide the trace's finger (default: shown)
//   renderer.destroy();
//
// `scenario` is the scenario's JSON object (Guides/Scenarios.md); `artwork` maps the names of
// PlaygroundArtwork.documents() to their SVG text: "fox" and "emptyState" (peekingBackground),
// "landscape" (parallaxBackground), "map" and "keyboard" (sheet scenes). A missing picture is
// drawn as a plain fill.
//
// Elements are made once; draw() only writes the styles that changed (transforms, a few
// heights, opacities), never reads layout, and recycles the rows near the visible range.
// Plain ES2017, no modules, no network: it works from file://. Styles: render.css.
(function () {
  "use strict";

  var SVG_NS = "http://www.w3.org/2000/svg";

  // DeviceStyle.swift and the painters' colours.
  var STYLE = {
    bezel: 12, // the corner radii, 58 and 47, are in render.css
    label: "#000000",
    separator: "#C6C6C8",
    barFill: "#F9F9F9",
    barOpacity: 0.94,
    secondaryLabel: "#8A8A8E",
    tint: "#007AFF",
    cellInset: 20,
    statusBarHeight: 47,
    indicatorThickness: 3, // ScrollIndicatorLayout.thickness
    indicatorInset: 3, // ScrollIndicatorLayout.inset
    grabberHeight: 20, // SheetChrome's default grabber strip
    fixedHeaderPart: 56, // ScenarioSheet.fixedHeaderPart: grabber and search field
    placeColours: ["#FF9500", "#34C759", "#007AFF", "#AF52DE"],
    chips: [
      ["Restaurants", "#FF9500"], ["Coffee", "#A2845E"], ["Parks", "#34C759"], ["Fuel", "#007AFF"],
    ],
  };
  // Rows drawn beyond each edge of the visible range, in points, and at most this many rows.
  var ROW_MARGIN = 60;
  var MAX_ROWS = 400;
  // Below this width (CSS px) the root is a phone's: the device fits the width.
  var PHONE_WIDTH = 600;
  // Far into a long content, rows are placed relative to a base offset, a multiple of this
  // many points: the compositor keeps transforms in single precision (a 4 pt step at 10⁷ pt)
  // and layout clamps lengths near 3.3 × 10⁷ px.
  var REBASE_STEP = 1e5;

  // The base rows and decorations are placed from while the list is at `offset`.
  function baseFor(offset) {
    return Math.abs(offset) < 10 * REBASE_STEP ? 0 : Math.floor(offset / REBASE_STEP) * REBASE_STEP;
  }

  var instances = 0;

  // MARK: - DOM helpers

  function div(className, parent) {
    var node = document.createElement("div");
    node.className = className;
    if (parent) parent.appendChild(node);
    return node;
  }

  function svgNode(name, attributes, parent, text) {
    var node = document.createElementNS(SVG_NS, name);
    for (var key in attributes) node.setAttribute(key, String(attributes[key]));
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  // A style writer that skips values already written (draw() runs at 60–120 Hz).
  function Box(node) {
    this.node = node;
    this.y = NaN;
    this.x = NaN;
    this.height = NaN;
    this.width = NaN;
    this.opacity = NaN;
    this.shown = null;
    this.background = null;
  }
  Box.prototype.moveTo = function (x, y) {
    if (x === this.x && y === this.y) return;
    this.x = x;
    this.y = y;
    this.node.style.transform = "translate3d(" + x + "px," + y + "px,0)";
  };
  Box.prototype.setHeight = function (height) {
    if (height === this.height) return;
    this.height = height;
    this.node.style.height = height + "px";
  };
  Box.prototype.setWidth = function (width) {
    if (width === this.width) return;
    this.width = width;
    this.node.style.width = width + "px";
  };
  Box.prototype.setOpacity = function (opacity) {
    if (opacity === this.opacity) return;
    this.opacity = opacity;
    this.node.style.opacity = String(opacity);
  };
  Box.prototype.show = function (shown) {
    if (shown === this.shown) return;
    this.shown = shown;
    this.node.style.visibility = shown ? "visible" : "hidden";
  };
  Box.prototype.setBackground = function (colour) {
    if (colour === this.background) return;
    this.background = colour;
    this.node.style.background = colour;
  };
  // Places the box over a frame [x, y, width, height] of the trace, or hides it (null); `base`
  // is subtracted from y (baseFor).
  Box.prototype.place = function (frame, base) {
    if (!frame) {
      this.show(false);
      return;
    }
    this.moveTo(frame[0], frame[1] - (base || 0));
    this.setWidth(frame[2]);
    this.setHeight(frame[3]);
    this.show(true);
  };

  // MARK: - Content

  // A content layout as the scenario gives it: {rows, rowHeight}, {rowHeights: [...]} or
  // {height} (no rows). `merge` applies a setContent action: fields not given keep their values.
  function Content(spec) {
    spec = spec || {};
    if (spec.rowHeights) {
      var heights = spec.rowHeights;
      this.count = heights.length;
      this.uniform = 0;
      this.tops = new Float64Array(this.count + 1);
      for (var i = 0; i < this.count; i++) this.tops[i + 1] = this.tops[i] + (+heights[i] || 0);
      this.height = this.tops[this.count];
      this.spec = { rowHeights: heights };
    } else if (spec.rows !== undefined || spec.rowHeight !== undefined) {
      this.count = Math.max(0, Math.floor(spec.rows || 0));
      this.uniform = spec.rowHeight === undefined ? 44 : +spec.rowHeight;
      this.tops = null;
      this.height = this.count * this.uniform;
      this.spec = { rows: this.count, rowHeight: this.uniform };
    } else {
      this.count = 0;
      this.uniform = 0;
      this.tops = null;
      this.height = +spec.height || 0;
      this.spec = { height: this.height };
    }
  }
  Content.prototype.merge = function (next) {
    if (!next) return this;
    if (next.height !== undefined || next.rowHeights !== undefined) return new Content(next);
    if (next.rows !== undefined || next.rowHeight !== undefined) {
      var base = this.spec.rows !== undefined ? this.spec : { rows: 0, rowHeight: 44 };
      return new Content({
        rows: next.rows !== undefined ? next.rows : base.rows,
        rowHeight: next.rowHeight !== undefined ? next.rowHeight : base.rowHeight,
      });
    }
    return this;
  };
  Content.prototype.top = function (index) {
    return this.tops ? this.tops[index] : index * this.uniform;
  };
  Content.prototype.rowHeight = function (index) {
    return this.tops ? this.tops[index + 1] - this.tops[index] : this.uniform;
  };
  // The first row whose bottom lies below y (count when none).
  Content.prototype.indexAt = function (y) {
    if (this.count === 0) return 0;
    if (!this.tops) {
      if (this.uniform <= 0) return y < 0 ? 0 : this.count;
      return Math.min(this.count, Math.max(0, Math.floor(y / this.uniform)));
    }
    var low = 0;
    var high = this.count;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (this.tops[middle + 1] <= y) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  // Rows near the visible range, recycled: `make(pool)` builds a row's element, `bind(row,
  // index, height)` fills it for a row (called only when the row's index or height changes).
  function RowPool(container, make, bind) {
    this.container = container;
    this.make = make;
    this.bind = bind;
    this.live = new Map(); // index → row
    this.free = [];
  }
  RowPool.prototype.update = function (content, top, bottom, base) {
    var first = content.indexAt(top);
    var last = Math.min(content.indexAt(bottom), content.count - 1, first + MAX_ROWS - 1);
    var self = this;
    this.live.forEach(function (row, index) {
      if (index < first || index > last) {
        self.live.delete(index);
        row.box.show(false);
        self.free.push(row);
      }
    });
    for (var index = first; index <= last; index++) {
      var height = content.rowHeight(index);
      var row = this.live.get(index);
      if (!row) {
        row = this.free.pop() || this.make(this.container);
        row.index = -1;
        this.live.set(index, row);
      }
      if (row.index !== index || row.height !== height) {
        row.index = index;
        row.height = height;
        this.bind(row, index, height);
      }
      row.box.moveTo(0, content.top(index) - base);
      row.box.show(height > 0);
    }
  };
  // Forgets every row's binding (the width changed): the next update binds them again.
  RowPool.prototype.invalidate = function () {
    this.live.forEach(function (row) { row.index = -1; });
    this.free.forEach(function (row) { row.index = -1; });
  };

  // MARK: - Artwork

  // The artwork document `name` as an inline <svg> filling its box, its ids made unique to this
  // renderer; a plain fill when the page did not give it.
  function artworkNode(artwork, name, aspect, suffix, fallback) {
    var text = artwork && artwork[name];
    if (typeof text === "string" && text.indexOf("<svg") >= 0) {
      var parsed = new DOMParser().parseFromString(
        text.split("swpg").join("swpg" + suffix), "image/svg+xml");
      var root = parsed.documentElement;
      if (root && root.nodeName === "svg") {
        var node = document.importNode(root, true);
        node.setAttribute("width", "100%");
        node.setAttribute("height", "100%");
        node.setAttribute("preserveAspectRatio", aspect);
        node.setAttribute("class", "sw-art");
        return node;
      }
    }
    var plain = document.createElement("div");
    plain.className = "sw-art";
    plain.style.background = fallback;
    return plain;
  }

  // MARK: - The renderer

  function Renderer(root, scenario, artwork) {
    instances += 1;
    this.suffix = "r" + instances + "-";
    this.root = root;
    this.scenario = scenario || {};
    this.artwork = artwork || {};
    var spec = this.scenario;
    var sheet = spec.sheet;
    this.hasSheet = !!sheet;
    var viewport = (sheet && sheet.container) || spec.viewport || { width: 390, height: 844 };
    this.viewport = { width: +viewport.width || 0, height: +viewport.height || 0 };
    var insets = spec.insets || {};
    this.insets = {
      top: +insets.top || 0, bottom: +insets.bottom || 0,
      left: +insets.left || 0, right: +insets.right || 0,
    };
    this.decorations = spec.decorations || {};
    // A search bar in the navigation bar that hides when scrolling (`navigationBar.searchBar`),
    // inside the top inset; each frame says how much of it shows.
    var navigationBar = spec.navigationBar || {};
    this.searchBarHeight = +navigationBar.searchBar > 0 ? +navigationBar.searchBar : 0;
    this.content = new Content(sheet ? sheet.content : spec.content);
    this.header = sheet ? headerOf(sheet.header) : null;
    this.lastFrame = null;
    this.scale = 1;
    this.showsFinger = true;

    this.stage = div("sw-stage", root);
    this.device = div("sw-device", this.stage);
    this.screen = div("sw-screen", this.device);
    this.screen.style.left = STYLE.bezel + "px";
    this.screen.style.top = STYLE.bezel + "px";
    if (this.hasSheet) this.buildSheetScene();
    else this.buildScrollScene();
    this.buildBars();
    this.finger = new Box(div("sw-finger", this.screen));
    this.finger.show(false);

    var self = this;
    this.onResize = function () { self.layout(); };
    if (typeof ResizeObserver === "function") {
      this.observer = new ResizeObserver(this.onResize);
      this.observer.observe(root);
    }
    window.addEventListener("resize", this.onResize);
    this.applyGeometry();
    this.layout();
  }

  // The sheet's header: its height and collapsible part, as ScenarioSheet reads them.
  function headerOf(spec) {
    if (!spec) return { height: 120, collapsible: 64 };
    var height = spec.height === undefined ? 120 : Math.max(0, +spec.height);
    var collapsible = 0;
    if (spec.collapsible === true) collapsible = Math.max(0, height - STYLE.fixedHeaderPart);
    else if (typeof spec.collapsible === "number") collapsible = Math.min(height, spec.collapsible);
    return { height: height, collapsible: collapsible };
  }

  // Scales the device to fit the root: its height on a desktop, its width on a phone.
  Renderer.prototype.layout = function () {
    var width = this.root.clientWidth;
    var height = this.root.clientHeight;
    var deviceWidth = this.viewport.width + 2 * STYLE.bezel;
    var deviceHeight = this.viewport.height + 2 * STYLE.bezel;
    if (!width || !deviceWidth || !deviceHeight) return;
    var phone = width < PHONE_WIDTH || !height;
    var scale = phone
      ? width / deviceWidth
      : Math.min(height / deviceHeight, width / deviceWidth);
    if (!(scale > 0)) return;
    this.scale = scale;
    this.stage.style.height = phone ? deviceHeight * scale + "px" : "";
    var left = (width - deviceWidth * scale) / 2;
    var top = phone ? 0 : (height - deviceHeight * scale) / 2;
    this.device.style.transform =
      "translate(" + left + "px," + top + "px) scale(" + scale + ")";
  };

  // Sizes the device, screen and full-screen layers to the viewport.
  Renderer.prototype.applyGeometry = function () {
    var width = this.viewport.width;
    var height = this.viewport.height;
    this.device.style.width = width + 2 * STYLE.bezel + "px";
    this.device.style.height = height + 2 * STYLE.bezel + "px";
    this.screen.style.width = width + "px";
    this.screen.style.height = height + "px";
    if (this.rows) this.rows.invalidate();
    if (this.hasSheet) this.sizeSheetScene();
    else this.sizeScrollScene();
    this.drawBars();
  };

  // MARK: Scroll scene

  Renderer.prototype.buildScrollScene = function () {
    var decorations = this.decorations;
    var content = div("sw-content", this.screen);
    this.contentBox = new Box(content);
    // Over edge fills the rows are inset from each side (render.css, .sw-inset).
    this.rowInset = decorations.edgeFill ? 16 : 0;
    if (this.rowInset) content.className += " sw-inset";
    if (decorations.parallaxBackground) {
      var parallax = div("sw-layer", content);
      parallax.appendChild(
        artworkNode(this.artwork, "landscape", "none", this.suffix, "#9CC4E4"));
      this.parallax = new Box(parallax);
    }
    if (decorations.peekingBackground) {
      var peek = div("sw-layer", content);
      var fox = artworkNode(this.artwork, "fox", "xMidYMid slice", this.suffix, "#6C5A9E");
      peek.appendChild(fox);
      // The artwork has the fox's eyes 100 pt below its top, for an image that follows the
      // content's end; one that stays with the viewport has them above the bottom inset
      // (Artwork.foxEyeLine), the sky's top colour above.
      var follow = +decorations.peekingBackground.follow || 0;
      follow = Math.min(1, Math.max(0, follow));
      var eyeLine = follow * 100 + (1 - follow) * (this.viewport.height - this.insets.bottom - 120);
      if (eyeLine !== 100) {
        peek.style.background = "#2F2E6B";
        fox.style.transform = "translateY(" + (eyeLine - 100) + "px)";
      }
      this.peekDimming = new Box(div("sw-fill sw-dimming", peek));
      this.peek = new Box(peek);
      var empty = div("sw-layer", content);
      empty.appendChild(
        artworkNode(this.artwork, "emptyState", "xMidYMin meet", this.suffix, "transparent"));
      this.emptyState = new Box(empty);
    }
    if (decorations.edgeFill) {
      this.topFill = new Box(div("sw-layer", content));
      this.topFill.setBackground(decorations.edgeFill.top || "transparent");
      this.bottomFill = new Box(div("sw-layer", content));
      this.bottomFill.setBackground(decorations.edgeFill.bottom || "transparent");
    }
    // The cells' backing: translucent over a parallax background, as the gallery's.
    this.cells = new Box(div("sw-cells", content));
    this.cells.setOpacity(decorations.parallaxBackground ? 0.62 : 1);
    var list = div("sw-rows", content);
    var self = this;
    this.rows = new RowPool(list, function (parent) { return self.makeRow(parent); },
      function (row, index, height) { self.bindRow(row, index, height); });
    if (decorations.stickyFooter) {
      var footer = div("sw-layer sw-footer", content);
      var text = svgNode("svg", { width: "100%", height: "100%" }, footer);
      this.footerTitle = svgNode("text", {
        x: "50%", "text-anchor": "middle", "font-size": 13, fill: "#6C6C70",
      }, text, "Terms · Privacy · Licences");
      this.footerNote = svgNode("text", {
        x: "50%", "text-anchor": "middle", "font-size": 11, fill: "#8E8E93",
      }, text, "Sticky footer: after the rows, or at the bottom");
      this.footer = new Box(footer);
    }
    if (decorations.edgeShadows) {
      // outerTop and contentBottom fall downward from their top; the others rise.
      this.shadows = {};
      var names = ["outerTop", "contentTop", "contentBottom", "outerBottom"];
      for (var i = 0; i < names.length; i++) {
        var downward = names[i] === "outerTop" || names[i] === "contentBottom";
        var shadow = div("sw-layer sw-shadow " + (downward ? "sw-shadow-down" : "sw-shadow-up"),
          content);
        this.shadows[names[i]] = new Box(shadow);
        this.shadows[names[i]].show(false);
      }
    }
    this.indicator = new Box(div("sw-indicator", this.screen));
  };

  Renderer.prototype.sizeScrollScene = function () {
    var width = this.viewport.width;
    this.contentBox.setWidth(width);
    this.indicator.node.style.left =
      width - STYLE.indicatorInset - STYLE.indicatorThickness + "px";
  };

  // A table row as the gallery draws it: "Row N", a chevron and a separator.
  Renderer.prototype.makeRow = function (parent) {
    var node = svgNode("svg", { class: "sw-row" }, parent);
    var row = {
      box: new Box(node),
      label: svgNode("text", {
        x: STYLE.cellInset, "font-size": 17, fill: STYLE.label,
      }, node, ""),
      chevron: svgNode("path", {
        fill: "none", stroke: STYLE.separator, "stroke-width": 2,
        "stroke-linecap": "round", "stroke-linejoin": "round",
      }, node),
      separator: svgNode("rect", { x: STYLE.cellInset, height: 0.5, fill: STYLE.separator }, node),
      index: -1,
      height: -1,
    };
    return row;
  };

  Renderer.prototype.bindRow = function (row, index, height) {
    var width = this.viewport.width - 2 * (this.rowInset || 0);
    var middle = height / 2;
    row.box.node.setAttribute("width", width);
    row.box.node.setAttribute("height", height);
    row.label.textContent = "Row " + (index + 1);
    row.label.setAttribute("y", middle + 6);
    row.chevron.setAttribute("d", "M" + (width - 24) + " " + (middle - 6) + "l6 6l-6 6");
    row.separator.setAttribute("y", height - 0.5);
    row.separator.setAttribute("width", Math.max(0, width - STYLE.cellInset));
  };

  Renderer.prototype.drawScroll = function (frame) {
    var scroll = frame.scroll || {};
    var offset = +scroll.offset || 0;
    var height = this.viewport.height;
    var base = baseFor(offset);
    this.contentBox.moveTo(0, base - offset);
    this.inferContent(scroll.contentHeight);
    var decorations = frame.decorations || {};

    if (this.parallax) {
      var parallax = decorations.parallaxBackground;
      this.parallax.place(parallax ? parallax.frame : null, base);
    }
    if (this.peek) {
      // Which view shows is DecorationViewFrames' rule: the image and its dimming unless the
      // mode is "empty", the empty state then.
      var peek = decorations.peekingBackground;
      var image = peek && peek.mode !== "empty" ? peek.frame : null;
      this.peek.place(image, base);
      if (image) this.peekDimming.setOpacity(+peek.dimming || 0);
      var empty = peek && peek.mode === "empty" ? peek.frame : null;
      if (empty) {
        // Drawn 360 pt tall for a 390 pt width (PlaygroundArtwork), at the empty part's top.
        this.emptyState.place([empty[0], empty[1], empty[2], empty[2] * 360 / 390], base);
      } else {
        this.emptyState.show(false);
      }
    }
    if (this.topFill) {
      var fill = decorations.edgeFill || {};
      this.topFill.place(fill.top || null, base);
      this.bottomFill.place(fill.bottom || null, base);
    }
    // The cells' backing: the content's extent, cut to a window around the base.
    var cellsTop = Math.max(0, base - 10 * REBASE_STEP);
    var cellsBottom = Math.min(this.content.height, base + 20 * REBASE_STEP);
    this.cells.moveTo(0, cellsTop - base);
    this.cells.setHeight(Math.max(0, cellsBottom - cellsTop));
    this.rows.update(this.content, offset - ROW_MARGIN, offset + height + ROW_MARGIN, base);
    if (this.footer) {
      var footer = decorations.stickyFooter;
      var rect = footer ? footer.frame : null;
      if (rect && rect[3] !== this.footer.height) {
        this.footerTitle.setAttribute("y", rect[3] / 2 - 2);
        this.footerNote.setAttribute("y", rect[3] / 2 + 16);
      }
      this.footer.place(rect, base);
    }
    if (this.shadows) {
      var shadows = decorations.edgeShadows || {};
      for (var name in this.shadows) this.shadows[name].place(shadows[name] || null, base);
    }
    var indicator = frame.indicator;
    if (indicator) {
      this.indicator.moveTo(0, +indicator.start || 0);
      this.indicator.setHeight(Math.max(0, +indicator.length || 0));
      this.indicator.setOpacity(scroll.phase && scroll.phase !== "idle" ? 0.4 : 0);
    }
  };

  // A setContent the page did not report: when the frames' content height changes to one the
  // content does not have, rows of one height are counted again from it (not with a sticky
  // footer, whose room it includes).
  Renderer.prototype.inferContent = function (contentHeight) {
    if (typeof contentHeight !== "number") return;
    var previous = this.frameContentHeight;
    this.frameContentHeight = contentHeight;
    if (previous === undefined || previous === contentHeight) return;
    if (contentHeight === this.content.height) return;
    if (this.decorations.stickyFooter || this.content.tops || !(this.content.uniform > 0)) return;
    var rows = Math.round(contentHeight / this.content.uniform);
    if (Math.abs(rows * this.content.uniform - contentHeight) < 0.01) {
      this.content = this.content.merge({ rows: rows });
    }
  };

  // MARK: Sheet scene

  Renderer.prototype.buildSheetScene = function () {
    var map = div("sw-layer sw-full", this.screen);
    // Cut, not stretched, when the screen turns (the gallery draws it once, as large as the
    // largest screen).
    map.appendChild(artworkNode(this.artwork, "map", "xMidYMid slice", this.suffix, "#F2EFE9"));
    this.mapBox = new Box(map);
    this.sheetDimming = new Box(div("sw-fill sw-dimming", this.screen));
    var panel = div("sw-panel", this.screen);
    this.panel = new Box(panel);
    div("sw-panel-shadow", panel);
    this.panelBody = new Box(div("sw-panel-body", panel));

    // The list, clipped below the header's visible part.
    var clip = div("sw-sheet-clip", panel);
    this.listClip = new Box(clip);
    var list = div("sw-content", clip);
    this.list = new Box(list);
    var self = this;
    this.rows = new RowPool(list, function (parent) { return self.makePlace(parent); },
      function (row, index, height) { self.bindPlace(row, index, height); });

    // The header: grabber and search field, then the chips that collapse under it.
    var header = svgNode("svg", { class: "sw-sheet-header", height: STYLE.fixedHeaderPart }, panel);
    this.headerSVG = header;
    this.grabber = svgNode("rect", {
      y: 6, width: 36, height: 5, rx: 2.5, fill: "#C7C7CC",
    }, header);
    this.searchField = svgNode("rect", {
      x: 16, y: 18, height: 36, rx: 10, fill: "#EEEEF0",
    }, header);
    svgNode("circle", {
      cx: 34, cy: 35, r: 6, fill: "none", stroke: "#8E8E93", "stroke-width": 2,
    }, header);
    svgNode("path", {
      d: "M38.5 39.5l5 5", stroke: "#8E8E93", "stroke-width": 2, "stroke-linecap": "round",
    }, header);
    svgNode("text", { x: 52, y: 41, "font-size": 17, fill: "#8E8E93" }, header, "Search Maps");
    // With the keyboard up the field has focus: narrower beside "Cancel", a caret.
    this.searchCaret = svgNode("rect", {
      x: 47, y: 25, width: 2, height: 22, fill: STYLE.tint, visibility: "hidden",
    }, header);
    this.searchCancel = svgNode("text", {
      y: 42, "text-anchor": "end", "font-size": 17, fill: STYLE.tint, visibility: "hidden",
    }, header, "Cancel");
    if (this.header.collapsible > 0) {
      var chipsClip = div("sw-chips-clip", panel);
      chipsClip.style.top = STYLE.fixedHeaderPart + "px";
      this.chipsClip = new Box(chipsClip);
      var chips = svgNode("svg", { class: "sw-chips", height: 120 }, chipsClip);
      chips.style.top = -STYLE.fixedHeaderPart + "px";
      this.chips = new Box(chips);
      var x = 16;
      for (var i = 0; i < STYLE.chips.length; i++) {
        var label = STYLE.chips[i][0];
        var chipWidth = label.length * 8.2 + 36;
        svgNode("rect", {
          x: x, y: 68, width: chipWidth, height: 34, rx: 17, fill: "#F2F2F7",
        }, chips);
        svgNode("circle", { cx: x + 17, cy: 85, r: 6, fill: STYLE.chips[i][1] }, chips);
        svgNode("text", {
          x: x + 28, y: 90, "font-size": 14, fill: STYLE.label,
        }, chips, label);
        x += chipWidth + 8;
      }
    }
    var keyboard = div("sw-layer sw-keyboard", this.screen);
    keyboard.appendChild(artworkNode(this.artwork, "keyboard", "none", this.suffix, "#D1D3D9"));
    this.keyboard = new Box(keyboard);
    this.keyboard.show(false);
  };

  Renderer.prototype.sizeSheetScene = function () {
    var width = this.viewport.width;
    var height = this.viewport.height;
    this.mapBox.place([0, 0, width, height]);
    this.panel.setWidth(width);
    this.panelBody.setHeight(height + 40);
    this.listClip.setHeight(height);
    this.list.setWidth(width);
    this.headerSVG.setAttribute("width", width);
    this.grabber.setAttribute("x", width / 2 - 18);
    this.searchField.setAttribute("width", Math.max(0, width - 32 - (this.focused ? 72 : 0)));
    this.searchCancel.setAttribute("x", width - 16);
    if (this.chips) this.chips.node.setAttribute("width", width);
    this.keyboard.setWidth(width);
    this.keyboard.setHeight(400);
  };

  // A place in the sheet's list as the gallery draws it: a coloured dot, a name, a distance.
  Renderer.prototype.makePlace = function (parent) {
    var node = svgNode("svg", { class: "sw-row" }, parent);
    return {
      box: new Box(node),
      dot: svgNode("circle", { cx: 36, r: 14 }, node),
      name: svgNode("text", { x: 62, "font-size": 16, fill: STYLE.label }, node, ""),
      detail: svgNode("text", { x: 62, "font-size": 13, fill: "#8E8E93" }, node, ""),
      separator: svgNode("rect", { x: 62, height: 0.5, fill: STYLE.separator }, node),
      index: -1,
      height: -1,
    };
  };

  Renderer.prototype.bindPlace = function (row, index, height) {
    var width = this.viewport.width;
    var middle = height / 2;
    row.box.node.setAttribute("width", width);
    row.box.node.setAttribute("height", height);
    row.dot.setAttribute("cy", middle);
    row.dot.setAttribute("fill", STYLE.placeColours[index % 4]);
    row.name.setAttribute("y", middle - 2);
    row.name.textContent = "Place " + (index + 1);
    row.detail.setAttribute("y", middle + 15);
    row.detail.textContent = (index % 9 + 1) + "." + (index % 7) + " km · Open";
    row.separator.setAttribute("y", height - 0.5);
    row.separator.setAttribute("width", Math.max(0, width - 62));
  };

  Renderer.prototype.drawSheet = function (frame) {
    var sheet = frame.sheet;
    if (!sheet) return;
    var height = this.viewport.height;
    var header = sheet.header || {};
    var visible = typeof header.visible === "number" ? header.visible : this.header.height;
    var collapsed = +header.collapsed || 0;
    var content = sheet.content || {};
    var offset = +content.offset || 0;
    this.sheetDimming.setOpacity(+sheet.dimming || 0);
    this.panel.moveTo(0, +sheet.y || 0);
    // SheetKernel: the content starts below the header's visible part; the list moves by −offset.
    this.listClip.moveTo(0, visible);
    var base = baseFor(offset);
    this.list.moveTo(0, base - offset);
    this.rows.update(this.content, offset - ROW_MARGIN, offset + height + ROW_MARGIN, base);
    if (this.chipsClip) {
      this.chipsClip.setHeight(Math.max(0, visible - STYLE.fixedHeaderPart));
      this.chips.moveTo(0, -collapsed);
    }
    var keyboard = +sheet.keyboard || 0;
    var focused = keyboard > 0;
    if (focused !== this.focused) {
      this.focused = focused;
      this.searchField.setAttribute(
        "width", Math.max(0, this.viewport.width - 32 - (focused ? 72 : 0)));
      this.searchCaret.setAttribute("visibility", focused ? "visible" : "hidden");
      this.searchCancel.setAttribute("visibility", focused ? "visible" : "hidden");
    }
    this.keyboard.show(keyboard > 0);
    if (keyboard > 0) this.keyboard.moveTo(0, height - keyboard);
  };

  // MARK: Bars and finger

  // The status and navigation bars over the top inset, the home indicator over the bottom one
  // (ScreenPainter+Chrome.swift), redrawn only when the viewport or the insets change.
  Renderer.prototype.buildBars = function () {
    var bars = svgNode("svg", { class: "sw-bars" }, this.screen);
    var fill = { fill: STYLE.barFill, "fill-opacity": STYLE.barOpacity };
    // The top bar is opaque over a list, as a scrolled navigation bar looks (no row shows
    // through it), translucent over a sheet's map.
    this.bars = {
      svg: bars,
      top: svgNode("rect",
        Object.assign({ x: 0, y: 0 }, this.hasSheet ? fill : { fill: STYLE.barFill }), bars),
      search: this.searchBarHeight > 0 ? this.buildSearchField(bars) : null,
      line: svgNode("rect", { x: 0, height: 0.5, fill: STYLE.separator }, bars),
      time: svgNode("text", {
        x: 52, y: 34, "font-size": 17, "font-weight": 600, fill: STYLE.label,
      }, bars, "9:41"),
      icons: svgNode("g", {}, bars),
      title: svgNode("text", {
        "text-anchor": "middle", "font-size": 17, "font-weight": 600, fill: STYLE.label,
      }, bars, "Scrollwork"),
      bottom: svgNode("rect", Object.assign({ x: 0 }, fill), bars),
      home: svgNode("rect", { width: 134, height: 5, rx: 2.5, fill: STYLE.label }, bars),
    };
    var icons = this.bars.icons;
    var right = 0; // the icons' group is moved to the right edge
    for (var bar = 0; bar < 4; bar++) {
      var barHeight = 4 + bar * 2.5;
      svgNode("rect", {
        x: right - 70 + bar * 5, y: 34 - barHeight, width: 3, height: barHeight, rx: 1,
        fill: STYLE.label,
      }, icons);
    }
    svgNode("rect", {
      x: right - 27, y: 22.5, width: 25, height: 12, rx: 3.5, fill: "none",
      stroke: STYLE.label, "stroke-opacity": 0.4,
    }, icons);
    svgNode("rect", {
      x: right - 25, y: 24.5, width: 21, height: 8, rx: 2, fill: STYLE.label,
    }, icons);
  };

  // The search field: a rounded field with a magnifier and "Search" (ScreenPainter+Chrome.swift).
  Renderer.prototype.buildSearchField = function (bars) {
    var fieldHeight = Math.min(36, this.searchBarHeight - 8);
    var middle = fieldHeight / 2;
    var field = {
      fieldHeight: fieldHeight,
      rect: svgNode("rect", { x: 16, rx: 10, fill: "#E3E3E8" }, bars),
      group: svgNode("g", {}, bars),
    };
    svgNode("circle", {
      cx: 33, cy: middle - 1.5, r: 6, fill: "none", stroke: STYLE.secondaryLabel,
      "stroke-width": 2,
    }, field.group);
    svgNode("path", {
      d: "M37.5 " + (middle + 3) + "l4.5 4.5", stroke: STYLE.secondaryLabel,
      "stroke-width": 2.2, "stroke-linecap": "round",
    }, field.group);
    svgNode("text", {
      x: 48, y: middle + 6, "font-size": 17, fill: STYLE.secondaryLabel,
    }, field.group, "Search");
    return field;
  };

  // How far the top bar reaches: the top inset, less the hidden part of the search bar.
  Renderer.prototype.barBottom = function () {
    var height = this.searchBarHeight;
    if (!height) return this.insets.top;
    var frame = this.lastFrame;
    var bar = frame && frame.navigationBar;
    var visible = bar && typeof bar.searchBar === "number" ? bar.searchBar : height;
    return this.insets.top - height + visible;
  };

  // The parts of the top bar that follow the search bar, frame by frame.
  Renderer.prototype.drawSearchBar = function () {
    var bars = this.bars;
    if (!bars || !bars.search) return;
    var height = this.searchBarHeight;
    var bottom = this.barBottom();
    var shown = Math.min(1, Math.max(0, (bottom - (this.insets.top - height)) / height));
    if (shown === this.searchShown && bottom === this.searchBottom) return;
    this.searchShown = shown;
    this.searchBottom = bottom;
    var search = bars.search;
    var top = this.insets.top - height + 4 * shown;
    bars.top.setAttribute("height", Math.max(0, bottom));
    bars.line.setAttribute("y", bottom - 0.5);
    search.rect.setAttribute("y", top);
    search.rect.setAttribute("height", search.fieldHeight * shown);
    search.rect.setAttribute("width", Math.max(0, this.viewport.width - 32));
    search.group.setAttribute("transform",
      "translate(0," + (top - (1 - shown) * search.fieldHeight / 2) + ")");
    search.group.setAttribute("opacity", Math.max(0, 2 * shown - 1));
  };

  Renderer.prototype.drawBars = function () {
    var bars = this.bars;
    if (!bars) return;
    var width = this.viewport.width;
    var height = this.viewport.height;
    var insets = this.insets;
    bars.svg.setAttribute("width", width);
    bars.svg.setAttribute("height", height);
    bars.top.setAttribute("width", width);
    bars.top.setAttribute("height", Math.max(0, insets.top));
    bars.line.setAttribute("width", width);
    bars.line.setAttribute("y", insets.top - 0.5);
    bars.icons.setAttribute("transform", "translate(" + (width - 30) + ",0)");
    bars.title.setAttribute("x", width / 2);
    var navigationBottom = insets.top - this.searchBarHeight;
    bars.title.setAttribute("y", navigationBottom - 14);
    bars.title.style.visibility =
      navigationBottom >= STYLE.statusBarHeight + 30 ? "visible" : "hidden";
    bars.bottom.setAttribute("width", width);
    bars.bottom.setAttribute("y", height - insets.bottom);
    bars.bottom.setAttribute("height", Math.max(0, insets.bottom));
    bars.home.setAttribute("x", width / 2 - 67);
    bars.home.setAttribute("y", height - 13);
    this.searchShown = undefined;
    this.drawSearchBar();
  };

  // A soft circle where the finger touches while it is down (the gallery's, at 62 % of the
  // width unless the frame says where: `fingerX`).
  Renderer.prototype.drawFinger = function (frame) {
    var y = frame.finger;
    if (typeof y !== "number" || !this.showsFinger) {
      this.finger.show(false);
      return;
    }
    var x = typeof frame.fingerX === "number" ? frame.fingerX : this.viewport.width * 0.62;
    this.finger.moveTo(x - 22, y - 22);
    this.finger.show(true);
  };

  // MARK: - API

  Renderer.prototype.draw = function (frame) {
    if (!frame) return;
    this.lastFrame = frame;
    if (this.hasSheet) this.drawSheet(frame);
    else this.drawScroll(frame);
    this.drawSearchBar();
    this.drawFinger(frame);
  };

  Renderer.prototype.toScene = function (clientX, clientY) {
    var rect = this.screen.getBoundingClientRect();
    var scale = this.scale || 1;
    return { x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale };
  };

  Renderer.prototype.region = function (point, frame) {
    frame = frame || this.lastFrame;
    if (!point) return null;
    var x = point.x;
    var y = point.y;
    if (!(x >= 0 && y >= 0 && x <= this.viewport.width && y <= this.viewport.height)) return null;
    if (!this.hasSheet) return "scroll";
    var sheet = frame && frame.sheet;
    if (!sheet) return null;
    var keyboard = +sheet.keyboard || 0;
    if (keyboard > 0 && y >= this.viewport.height - keyboard) return null;
    var local = y - (+sheet.y || 0);
    if (local < 0) return null;
    var header = sheet.header || {};
    var visible = typeof header.visible === "number" ? header.visible : this.header.height;
    if (local < Math.min(STYLE.grabberHeight, this.header.height)) return "sheet";
    if (local < visible) return "header";
    return "content";
  };

  Renderer.prototype.setContent = function (content) {
    this.content = this.content.merge(content);
    if (this.lastFrame) this.draw(this.lastFrame);
  };

  Renderer.prototype.destroy = function () {
    if (this.observer) this.observer.disconnect();
    window.removeEventListener("resize", this.onResize);
    if (this.stage.parentNode) this.stage.parentNode.removeChild(this.stage);
    this.lastFrame = null;
  };

  globalThis.ScrollworkRender = {
    create: function (root, scenario, artwork) {
      return new Renderer(root, scenario, artwork);
    },
  };
})();
