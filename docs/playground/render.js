// Scrollwork playground: the DOM renderer, an applier of the frame.
//
// Draws one trace frame (an object of `scrollwork simulate`'s "frames", or the engine's reader
// of the same shape) as DOM elements that look like the gallery's pictures
// (Sources/ScrollworkSVG: ScreenPainter*.swift, DeviceStyle, and the artwork of
// PlaygroundArtwork.documents()). The frame is a display list (ARCHITECTURE.md §8): every box
// is placed at the rect the frame gives and every alpha is the frame's, and a view the frame
// leaves out is hidden. What is left here is artwork — how a row, a search field, a chip or the
// fox looks inside its box — and DOM plumbing.
//
//   var renderer = ScrollworkRender.create(root, scenario, artwork);
//   renderer.draw(frame);                       // once per display frame
//   renderer.toScene(event.clientX, event.clientY)   // → {x, y} in points on the screen
//   renderer.onScreen(event.target)             // whether an event landed on the screen
//   renderer.scale                              // CSS px per point
//   renderer.showsFinger = false                // hide the trace's finger (default: shown)
//   renderer.destroy();
//
// Every placed element carries `data-view` with its field in the frame ("views.peekImage",
// "sheet.views.panel", "navigationBar.title", …) for the browser check, which compares their
// rects with the frame's.
//
// `scenario` is the scenario's JSON object (Guides/Scenarios.md): it says which views the scene
// has and their colours. `artwork` maps the names of PlaygroundArtwork.documents() to their SVG
// text: "fox" and "emptyState" (peekingBackground), "landscape" (parallaxBackground, and the
// stretchyHeader's image), "map" and "keyboard" (sheet scenes). A missing picture is drawn as a
// plain fill.
//
// Elements are made once; draw() only writes the styles that changed, never reads layout, and
// recycles the rows near the visible range. Plain ES2017, no modules, no network: it works from
// file://. Styles: render.css.
(function () {
  "use strict";

  var SVG_NS = "http://www.w3.org/2000/svg";

  // DeviceStyle.swift and the painters' colours; lengths inside a box are the artwork's.
  var STYLE = {
    bezel: 12, // the corner radii, 58 and 47, are in render.css
    label: "#000000",
    separator: "#C6C6C8",
    secondaryLabel: "#8A8A8E",
    tint: "#007AFF",
    cellInset: 20,
    placeColours: ["#FF9500", "#34C759", "#007AFF", "#AF52DE"],
    chips: [
      ["Restaurants", "#FF9500"], ["Coffee", "#A2845E"], ["Parks", "#34C759"], ["Fuel", "#007AFF"],
    ],
    keyboardHeight: 400, // the keyboard artwork's panel (PlaygroundArtwork.keyboardHeight)
  };
  // Rows drawn beyond each edge of the visible range, in points, and at most this many rows.
  var ROW_MARGIN = 60;
  var MAX_ROWS = 400;
  // Below this width (CSS px) the root is a phone's: the device fits the width, or the
  // height when the root has one.
  var PHONE_WIDTH = 600;
  // Far into a long content, rows are placed relative to a base offset, a multiple of this
  // many points: the compositor keeps transforms in single precision (a 4 pt step at 10⁷ pt)
  // and layout clamps lengths near 3.3 × 10⁷ px.
  var REBASE_STEP = 1e5;

  // The base rows and views are placed from while the list is at `offset`.
  function baseFor(offset) {
    return Math.abs(offset) < 10 * REBASE_STEP ? 0 : Math.floor(offset / REBASE_STEP) * REBASE_STEP;
  }

  var instances = 0;

  // MARK: - DOM helpers

  function div(className, parent, view) {
    var node = document.createElement("div");
    node.className = className;
    if (view) node.setAttribute("data-view", view);
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
    this.node.style.visibility = shown ? "" : "hidden";
  };
  // Places the box at a frame's rect [x, y, width, height], less `base` in y (baseFor), or
  // hides it when the frame has none.
  Box.prototype.place = function (rect, base) {
    if (!rect) {
      this.show(false);
      return;
    }
    this.moveTo(rect[0], rect[1] - (base || 0));
    this.setWidth(rect[2]);
    this.setHeight(rect[3]);
    this.show(true);
  };
  // A view with an alpha: `{frame, alpha}` of the frame.
  Box.prototype.placeFaded = function (rect, alpha, base) {
    this.place(rect, base);
    if (rect) this.setOpacity(alpha);
  };

  // MARK: - Content

  // The rows as the frame's `content` gives them: {rows, rowHeight}, {rowHeights: [...]},
  // {height} (no rows), or self-sizing rows {rows, estimatedRowHeight, …}. Row positions are
  // the artwork's layout in content coordinates. Self-sizing rows are where the frame's window
  // says (`rows` or `sheet.rows`: {first, top, heights}, the rows the engine's lazy list has
  // built, given to setWindow each frame): only those are drawn, and the content is as long as
  // the frame's scroll view says.
  function Content(spec) {
    spec = spec || {};
    this.start = 0;
    this.lazy = false;
    if (spec.rowHeights) {
      var heights = spec.rowHeights;
      this.count = heights.length;
      this.uniform = 0;
      this.tops = new Float64Array(this.count + 1);
      for (var i = 0; i < this.count; i++) this.tops[i + 1] = this.tops[i] + (+heights[i] || 0);
      this.height = this.tops[this.count];
    } else if (spec.estimatedRowHeight !== undefined) {
      this.lazy = true;
      this.count = Math.max(0, Math.floor(spec.rows || 0));
      this.uniform = 0;
      // The window's tops, relative to its first row's (grown as windows grow, never per frame).
      this.tops = new Float64Array(64);
      this.windowTop = 0;
      this.height = this.count * (+spec.estimatedRowHeight || 0);
      this.setWindow(null);
    } else if (spec.rows !== undefined) {
      this.count = Math.max(0, Math.floor(spec.rows || 0));
      this.uniform = +spec.rowHeight || 0;
      this.tops = null;
      this.height = this.count * this.uniform;
    } else {
      this.count = 0;
      this.uniform = 0;
      this.tops = null;
      this.height = +spec.height || 0;
    }
    // One past the last row that can be drawn.
    if (!this.lazy) this.end = this.count;
  }
  // The frame's window of self-sizing rows ({first, top, heights}; null: none built), and the
  // content's length (`length`, when the frame gives it).
  Content.prototype.setWindow = function (window, length) {
    if (!window || window.first === null || !window.heights) {
      this.start = 0;
      this.end = 0;
      return;
    }
    var heights = window.heights;
    var n = heights.length;
    if (this.tops.length < n + 1) this.tops = new Float64Array(2 * (n + 1));
    this.start = window.first;
    this.end = window.first + n;
    this.windowTop = window.top;
    this.tops[0] = 0;
    for (var i = 0; i < n; i++) this.tops[i + 1] = this.tops[i] + heights[i];
    if (typeof length === "number") this.height = length;
  };
  Content.prototype.top = function (index) {
    if (this.lazy) return this.windowTop + this.tops[index - this.start];
    return this.tops ? this.tops[index] : index * this.uniform;
  };
  Content.prototype.rowHeight = function (index) {
    if (this.lazy) return this.tops[index - this.start + 1] - this.tops[index - this.start];
    return this.tops ? this.tops[index + 1] - this.tops[index] : this.uniform;
  };
  // The first row whose bottom lies below y (`end` when none; self-sizing rows: of the window).
  Content.prototype.indexAt = function (y) {
    if (this.lazy) {
      var n = this.end - this.start;
      var at = y - this.windowTop;
      var lowest = 0;
      var highest = n;
      while (lowest < highest) {
        var mid = (lowest + highest) >> 1;
        if (this.tops[mid + 1] <= at) lowest = mid + 1;
        else highest = mid;
      }
      return this.start + lowest;
    }
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
  // Binds every row again at the next update (what they show changed, not their heights).
  RowPool.prototype.rebind = function () {
    this.live.forEach(function (row) { row.index = -1; });
  };
  RowPool.prototype.update = function (content, top, bottom, base) {
    var first = content.indexAt(top);
    var last = Math.min(content.indexAt(bottom), content.end - 1, first + MAX_ROWS - 1);
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
    var screen = (sheet && sheet.container) || spec.viewport || { width: 390, height: 844 };
    this.screenSize = { width: +screen.width || 0, height: +screen.height || 0 };
    this.decorations = spec.decorations || {};
    this.content = new Content(null);
    this.lastFrame = null;
    this.scale = 1;
    this.showsFinger = true;

    this.stage = div("sw-stage", root);
    this.device = div("sw-device", this.stage);
    this.screen = div("sw-screen", this.device);
    this.screen.style.left = STYLE.bezel + "px";
    this.screen.style.top = STYLE.bezel + "px";
    var width = this.screenSize.width;
    var height = this.screenSize.height;
    this.device.style.width = width + 2 * STYLE.bezel + "px";
    this.device.style.height = height + 2 * STYLE.bezel + "px";
    this.screen.style.width = width + "px";
    this.screen.style.height = height + "px";
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
    this.layout();
  }

  // Scales the device to fit the root: its height on a desktop, its width on a phone (and
  // its height too when the root has one).
  Renderer.prototype.layout = function () {
    var width = this.root.clientWidth;
    var height = this.root.clientHeight;
    var deviceWidth = this.screenSize.width + 2 * STYLE.bezel;
    var deviceHeight = this.screenSize.height + 2 * STYLE.bezel;
    if (!width || !deviceWidth || !deviceHeight) return;
    var phone = width < PHONE_WIDTH;
    var scale = height
      ? Math.min(height / deviceHeight, width / deviceWidth)
      : width / deviceWidth;
    if (!(scale > 0)) return;
    this.scale = scale;
    this.stage.style.height = height ? "" : deviceHeight * scale + "px";
    var left = (width - deviceWidth * scale) / 2;
    var top = phone || !height ? 0 : (height - deviceHeight * scale) / 2;
    this.device.style.transform =
      "translate(" + left + "px," + top + "px) scale(" + scale + ")";
    // One device pixel in points: a hard edge effect's divider (render.css, .sw-hairline).
    var pixel = 1 / (scale * (window.devicePixelRatio || 1));
    this.screen.style.setProperty("--sw-pixel", pixel + "px");
  };

  // MARK: Scroll scene

  Renderer.prototype.buildScrollScene = function () {
    var decorations = this.decorations;
    var content = div("sw-content", this.screen);
    this.contentBox = new Box(content);
    this.contentBox.setWidth(this.screenSize.width);
    // Over edge fills the rows are inset from each side (render.css, .sw-inset).
    this.rowInset = decorations.edgeFill ? 16 : 0;
    if (this.rowInset) content.className += " sw-inset";
    this.views = {};
    var views = this.views;
    var self = this;
    function layer(name, className) {
      var view = name === "dimming" ? "views.dimming.frame" : "views." + name;
      views[name] = new Box(div("sw-layer " + (className || ""), content, view));
      views[name].show(false);
      return views[name].node;
    }
    if (decorations.parallaxBackground) {
      layer("parallaxImage").appendChild(
        artworkNode(this.artwork, "landscape", "none", this.suffix, "#9CC4E4"));
    }
    if (decorations.peekingBackground) {
      var peek = layer("peekImage");
      var fox = artworkNode(this.artwork, "fox", "xMidYMid slice", this.suffix, "#6C5A9E");
      peek.appendChild(fox);
      // The artwork has the fox's eyes 100 pt below its top, for an image that follows the
      // content's end; one that stays with the viewport has them above the bottom inset
      // (Artwork.foxEyeLine), the sky's top colour above.
      var follow = Math.min(1, Math.max(0, +decorations.peekingBackground.follow || 0));
      var insets = this.scenario.insets || {};
      var eyeLine = follow * 100 + (1 - follow) * (this.screenSize.height - (+insets.bottom || 0) - 120);
      if (eyeLine !== 100) {
        peek.style.background = "#2F2E6B";
        fox.style.transform = "translateY(" + (eyeLine - 100) + "px)";
      }
      layer("dimming", "sw-dimming");
      layer("emptyState").appendChild(
        artworkNode(this.artwork, "emptyState", "xMidYMin meet", this.suffix, "transparent"));
    }
    // The effects past the seeds (`views.header`, `views.emptyView`, the edge effects and
    // `views.refreshSpinner`): each placed at its frame by drawEffects.
    this.effects = {};
    // Core's empty state behind the rows, with the backgrounds (the glue's z-order).
    if (decorations.emptyState) this.effects.empty = this.buildEmptyView(content);
    if (decorations.edgeFill) {
      layer("topFill").style.background = decorations.edgeFill.top || "transparent";
      layer("bottomFill").style.background = decorations.edgeFill.bottom || "transparent";
    }
    // The cells' backing: translucent over a parallax background, as the gallery's.
    this.cells = new Box(div("sw-cells", content));
    this.cells.setOpacity(decorations.parallaxBackground ? 0.62 : 1);
    var list = div("sw-rows", content);
    this.rows = new RowPool(list, function (parent) { return self.makeRow(parent); },
      function (row, index, height) { self.bindRow(row, index, height); });
    if (decorations.stickyFooter) {
      var footerView = layer("footerView");
      views.stickyFooter = new Box(div("sw-layer sw-footer", footerView, "views.stickyFooter"));
      var text = svgNode("svg", { width: "100%", height: "100%" }, views.stickyFooter.node);
      // The footer's words, centred in its box.
      svgNode("text", {
        x: "50%", y: "50%", dy: "-0.3em", "text-anchor": "middle", "font-size": 13, fill: "#6C6C70",
      }, text, "Terms · Privacy · Licences");
      svgNode("text", {
        x: "50%", y: "50%", dy: "1.2em", "text-anchor": "middle", "font-size": 11, fill: "#8E8E93",
      }, text, "Sticky footer: after the rows, or at the bottom");
    }
    if (decorations.edgeShadows) {
      // outerTop and contentBottom fall downward from their top; the others rise.
      layer("outerTopShadow", "sw-shadow-down");
      layer("contentTopShadow", "sw-shadow-up");
      layer("contentBottomShadow", "sw-shadow-down");
      layer("outerBottomShadow", "sw-shadow-up");
    }
    // Over the rows: the edge effects, the header (a pinned header covers the top effect's
    // opaque part, which backs the bar down to the header's bottom), then the spinner.
    if (decorations.edgeEffects) {
      this.effects.top = this.buildEdgeEffect(content, "top");
      this.effects.bottom = this.buildEdgeEffect(content, "bottom");
    }
    if (decorations.stretchyHeader) this.effects.header = this.buildHeader(content);
    if (decorations.refreshControl) this.effects.spinner = this.buildSpinner(content);
    this.indicator = new Box(div("sw-indicator", this.screen, "indicator.frame"));
  };

  // MARK: The effects past the seeds

  // The bar's colour (.sw-bar): what an edge effect fades the content into.
  var BAR_COLOUR = "249, 249, 249";
  // The spinner's ticks: UIActivityIndicatorView's medium style has eight.
  var TICKS = 8;

  // Core's empty state (`views.emptyView`): a glyph, a title, a message and a button, centred
  // on the frame's `contentCenter` (content coordinates) across the frame's width.
  Renderer.prototype.buildEmptyView = function (parent) {
    var box = new Box(div("sw-layer", parent, "views.emptyView.frame"));
    box.show(false);
    var art = svgNode("svg", { class: "sw-art", overflow: "visible" }, box.node);
    var group = svgNode("g", {}, art);
    // A tray, as SF Symbols' tray, over the words.
    svgNode("path", {
      d: "M-22 -66L-15 -88H15L22 -66V-50H-22ZM-22 -66H-8a8 6 0 0 0 16 0H22",
      fill: "none", stroke: STYLE.secondaryLabel, "stroke-width": 2.5, "stroke-linejoin": "round",
    }, group);
    // The words the code beside the page sets (playground.js, scrollCode), on a card of the
    // table's grey: legible over a picture behind them (the fox, in "Every effect").
    svgNode("rect", {
      x: -130, y: -44, width: 260, height: 68, rx: 14, fill: "rgba(242, 242, 247, 0.92)",
    }, group);
    var words = svgNode("g", { "text-anchor": "middle", class: "sw-halo" }, group);
    svgNode("text", {
      y: -16, "font-size": 20, "font-weight": 600, fill: STYLE.label,
    }, words, "No messages yet");
    svgNode("text", { y: 10, "font-size": 15, fill: STYLE.secondaryLabel }, words,
      "Pull down to check again.");
    svgNode("rect", { x: -64, y: 40, width: 128, height: 36, rx: 18, fill: STYLE.tint }, group);
    svgNode("text", {
      y: 63, "text-anchor": "middle", "font-size": 15, "font-weight": 600, fill: "#FFFFFF",
    }, group, "New message");
    return { box: box, group: group, at: null };
  };

  // An edge effect (`views.topEdgeEffect`, `views.bottomEdgeEffect`) at its frame and alpha: a
  // soft one is the bar's colour, opaque from the viewport's edge to the bar's edge (its
  // `barEdge`) and fading to clear over the rest; a hard one is opaque all over, with its
  // divider, one device pixel along the bar's edge.
  Renderer.prototype.buildEdgeEffect = function (parent, edge) {
    var name = "views." + edge + "EdgeEffect";
    var box = new Box(div("sw-layer sw-edge-effect", parent, name + ".frame"));
    box.show(false);
    var divider = new Box(div("sw-layer", box.node, name + ".divider"));
    divider.show(false);
    var line = div("sw-hairline sw-hairline-" + edge, divider.node);
    return { box: box, divider: divider, line: line, edge: edge, background: null };
  };

  // The stretchy header (`views.header`): its frame clips its content — the landscape's sky
  // and peaks drawn at the frame's `content` rect (cut, never squeezed, as an image view's
  // scale-to-fill), with a title at its foot that fades as the header collapses
  // (1 − `progress`). Where the content does not fill the frame (an anchor other than fill),
  // the frame is clear, as a header view without a background colour.
  Renderer.prototype.buildHeader = function (parent) {
    var clip = new Box(div("sw-clip", parent, "views.header.frame"));
    clip.show(false);
    var content = new Box(div("sw-layer", clip.node, "views.header.content"));
    var art = artworkNode(this.artwork, "landscape", "xMidYMid slice", this.suffix + "h-", "#9CC4E4");
    // The sky, the sun and the first peaks of the 390 × 1400 pt landscape.
    if (art.setAttribute && art.namespaceURI === SVG_NS) art.setAttribute("viewBox", "0 120 390 360");
    content.node.appendChild(art);
    // In the frame, not the picture: an anchor other than fill draws the picture past the
    // frame's foot, where the title would be cut off.
    var title = new Box(div("sw-header-title", clip.node));
    title.node.textContent = "Mountains";
    return { clip: clip, content: content, title: title };
  };

  // The refresh control's spinner (`views.refreshSpinner`): iOS's eight ticks, as many drawn as
  // the pull's `progress` reaches (all eight at 1), turning while a refresh runs.
  Renderer.prototype.buildSpinner = function (parent) {
    var box = new Box(div("sw-layer sw-spinner", parent, "views.refreshSpinner.frame"));
    box.show(false);
    // White over a coloured top fill, as a tinted refresh control; grey over the table.
    var fill = this.decorations.edgeFill && this.decorations.edgeFill.top;
    var art = svgNode("svg", { class: "sw-art", viewBox: "-14 -14 28 28" }, box.node);
    var turn = svgNode("g", { class: "sw-spinner-turn" }, art);
    var ticks = [];
    for (var i = 0; i < TICKS; i++) {
      var angle = (i / TICKS) * 2 * Math.PI;
      var sin = Math.sin(angle);
      var cos = Math.cos(angle);
      ticks.push(svgNode("line", {
        x1: 5.5 * sin, y1: -5.5 * cos, x2: 11.5 * sin, y2: -11.5 * cos,
        stroke: fill ? "#FFFFFF" : "#8E8E93", "stroke-width": 2.6, "stroke-linecap": "round",
      }, turn));
    }
    return { box: box, turn: turn, ticks: ticks, shown: -1, spinning: null };
  };

  // Places the effects at the frame's rects (`base`: see baseFor).
  Renderer.prototype.drawEffects = function (frame, base) {
    var e = this.effects;
    var views = frame.views || {};
    if (e.empty) {
      var empty = views.emptyView;
      var rect = empty && empty.frame;
      e.empty.box.place(rect, base);
      if (rect) {
        var at = rect[2] / 2 + "," + (empty.contentCenter - rect[1]);
        if (at !== e.empty.at) {
          e.empty.at = at;
          e.empty.group.setAttribute("transform", "translate(" + at + ")");
        }
      }
    }
    if (e.top) this.drawEdgeEffect(e.top, views.topEdgeEffect, base);
    if (e.bottom) this.drawEdgeEffect(e.bottom, views.bottomEdgeEffect, base);
    if (e.header) {
      var header = views.header;
      var frameRect = header && header.frame;
      e.header.clip.place(frameRect, base);
      if (frameRect && header.content) {
        var c = header.content;
        e.header.content.place([c[0] - frameRect[0], c[1] - frameRect[1], c[2], c[3]]);
        e.header.title.setOpacity(1 - header.progress);
      }
    }
    if (e.spinner) {
      var spinner = views.refreshSpinner;
      this.drawSpinner(e.spinner, spinner && spinner.frame, spinner && spinner.progress,
        (spinner && spinner.refreshing) === true, base);
    }
  };

  Renderer.prototype.drawEdgeEffect = function (e, view, base) {
    var rect = view && view.frame;
    e.box.placeFaded(rect, view && view.alpha, base);
    if (!rect) return;
    var hard = view.style === "hard";
    var background;
    if (hard) {
      background = "rgb(" + BAR_COLOUR + ")";
    } else {
      // Opaque from the viewport's edge to the bar's edge, then clear over the soft length.
      var height = rect[3];
      var barEdge = typeof view.barEdge === "number" ? view.barEdge : NaN;
      var opaque = e.edge === "top" ? barEdge - rect[1] : rect[1] + height - barEdge;
      if (!(opaque === opaque)) opaque = 0;
      var stop = height > 0 ? Math.min(100, Math.max(0, (opaque / height) * 100)) : 0;
      background = "linear-gradient(to " + (e.edge === "top" ? "bottom" : "top") + ", rgb(" +
        BAR_COLOUR + ") 0%, rgb(" + BAR_COLOUR + ") " + stop + "%, rgba(" + BAR_COLOUR + ", 0) 100%)";
    }
    if (background !== e.background) {
      e.background = background;
      e.box.node.style.background = background;
    }
    var divider = view.divider;
    if (divider) e.divider.place([divider[0] - rect[0], divider[1] - rect[1], divider[2], divider[3]]);
    else e.divider.place(null);
  };

  Renderer.prototype.drawSpinner = function (e, rect, progress, refreshing, base) {
    e.box.place(rect, base);
    if (!rect) return;
    var shown = refreshing ? TICKS : Math.min(TICKS, Math.ceil(progress * TICKS - 1e-9));
    if (shown !== e.shown || refreshing !== e.spinning) {
      e.shown = shown;
      // Spinning, the ticks fade behind the leading one as UIActivityIndicatorView's do.
      for (var i = 0; i < TICKS; i++) {
        var opacity = i >= shown ? 0 : refreshing ? 0.25 + (0.75 * (i + 1)) / TICKS : 0.7;
        e.ticks[i].setAttribute("opacity", opacity);
      }
    }
    if (refreshing !== e.spinning) {
      e.spinning = refreshing;
      e.turn.setAttribute("class", refreshing ? "sw-spinner-turn sw-spinning" : "sw-spinner-turn");
    }
  };

  // A table row as the gallery draws it: "Row N", a chevron and a separator.
  Renderer.prototype.makeRow = function (parent) {
    var node = svgNode("svg", { class: "sw-row" }, parent);
    return {
      box: new Box(node),
      label: svgNode("text", { x: STYLE.cellInset, "font-size": 17, fill: STYLE.label }, node, ""),
      chevron: svgNode("path", {
        fill: "none", stroke: STYLE.separator, "stroke-width": 2,
        "stroke-linecap": "round", "stroke-linejoin": "round",
      }, node),
      separator: svgNode("rect", { x: STYLE.cellInset, height: 0.5, fill: STYLE.separator }, node),
      index: -1,
      height: -1,
    };
  };

  Renderer.prototype.bindRow = function (row, index, height) {
    var width = this.screenSize.width - 2 * this.rowInset;
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
    if (this.content.lazy) this.content.setWindow(frame.rows, frame.scroll.contentHeight);
    var offset = frame.scroll.offset;
    var base = baseFor(offset);
    this.contentBox.moveTo(0, base - offset);
    var views = frame.views || {};
    for (var name in this.views) {
      if (name === "stickyFooter") this.views[name].place(views[name] || null);
      else if (name === "dimming") {
        var dimming = views.dimming;
        this.views.dimming.placeFaded(dimming && dimming.frame, dimming && dimming.alpha, base);
      } else this.views[name].place(views[name] || null, base);
    }
    // The cells' backing under the rows: the rows' extent, cut to a window around the base.
    var cellsTop = Math.max(0, base - 10 * REBASE_STEP);
    var cellsBottom = Math.min(this.content.height, base + 20 * REBASE_STEP);
    this.cells.moveTo(0, cellsTop - base);
    this.cells.setHeight(Math.max(0, cellsBottom - cellsTop));
    var height = this.screenSize.height;
    this.rows.update(this.content, offset - ROW_MARGIN, offset + height + ROW_MARGIN, base);
    this.drawEffects(frame, base);
    var indicator = frame.indicator;
    this.indicator.placeFaded(indicator && indicator.frame, indicator && indicator.alpha);
  };

  // MARK: Sheet scene

  Renderer.prototype.buildSheetScene = function () {
    var width = this.screenSize.width;
    var map = div("sw-layer", this.screen);
    // Cut, not stretched, when the screen turns (the gallery draws it once, as large as the
    // largest screen).
    map.appendChild(artworkNode(this.artwork, "map", "xMidYMid slice", this.suffix, "#F2EFE9"));
    new Box(map).place([0, 0, width, this.screenSize.height]);
    var s = (this.sheetViews = {});
    s.dimming = new Box(div("sw-layer sw-dimming", this.screen, "sheet.views.dimming.frame"));
    var panel = div("sw-panel", this.screen, "sheet.views.panel");
    s.panel = new Box(panel);
    div("sw-panel-shadow", panel);
    // iOS 26's floating look (`sheet.appearance`): the panel is drawn at the frame's
    // `panelStyle` — its corners rounded by `cornerRadius` (all four while it floats, the top
    // ones attached), a blurred translucent material under a white fill whose alpha is
    // `attachment`, what it holds clipped to its shape (render.css, .sw-floating). An attached
    // sheet is drawn as before: top corners of 14 pt, opaque.
    var appearance = this.scenario.sheet.appearance;
    this.floats = !!appearance && appearance.style === "floating";
    if (this.floats) {
      panel.className += " sw-floating";
      this.material = new Box(div("sw-panel-material", panel));
      this.fill = new Box(div("sw-panel-fill", panel));
      this.panelRadius = null;
    }

    // The list in its viewport, its indicator over it.
    s.content = new Box(div("sw-clip", panel, "sheet.views.content"));
    this.list = new Box(div("sw-content", s.content.node));
    this.list.setWidth(width);
    // The rows' width: the content's, which a floating panel narrows.
    this.rowWidth = width;
    var self = this;
    // The page shown (`sheet.page`): its rows are named as the gallery names them.
    this.page = 0;
    this.rows = new RowPool(this.list.node, function (parent) { return self.makePlace(parent); },
      function (row, index, height) { self.bindPlace(row, index, height); });
    s.indicator = new Box(div("sw-indicator", s.content.node, "sheet.views.indicator.frame"));

    // The header in its clip: the search field, then the chips that the clip cuts away as
    // the header collapses.
    s.headerClip = new Box(div("sw-clip", panel, "sheet.views.headerClip"));
    s.header = new Box(div("sw-layer", s.headerClip.node, "sheet.views.header"));
    var header = svgNode("svg", { class: "sw-art" }, s.header.node);
    this.searchField = svgNode("rect", { x: 16, y: 18, height: 36, rx: 10, fill: "#EEEEF0" }, header);
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
      x: width - 16, y: 42, "text-anchor": "end", "font-size": 17, fill: STYLE.tint,
      visibility: "hidden",
    }, header, "Cancel");
    var x = 16;
    for (var i = 0; i < STYLE.chips.length; i++) {
      var label = STYLE.chips[i][0];
      var chipWidth = label.length * 8.2 + 36;
      svgNode("rect", { x: x, y: 68, width: chipWidth, height: 34, rx: 17, fill: "#F2F2F7" }, header);
      svgNode("circle", { cx: x + 17, cy: 85, r: 6, fill: STYLE.chips[i][1] }, header);
      svgNode("text", { x: x + 28, y: 90, "font-size": 14, fill: STYLE.label }, header, label);
      x += chipWidth + 8;
    }
    this.headerWidth = width;
    this.setFocus(false);

    // The grabber strip over the header, its handle centred at the top.
    s.grabber = new Box(div("sw-grabber", panel, "sheet.views.grabber"));
    div("sw-grabber-handle", s.grabber.node);

    // The keyboard: its panel slides up from the bottom, cut to the part the frame shows.
    s.keyboard = new Box(div("sw-clip sw-keyboard", this.screen, "sheet.views.keyboard"));
    var art = div("sw-layer", s.keyboard.node);
    art.appendChild(artworkNode(this.artwork, "keyboard", "none", this.suffix, "#D1D3D9"));
    new Box(art).place([0, 0, width, STYLE.keyboardHeight]);
  };

  // The search field's focus (the keyboard is up): narrower beside "Cancel", with a caret.
  // The field spans the header's width (`headerWidth`), less 16 pt each side.
  Renderer.prototype.setFocus = function (focused) {
    if (focused === this.focused) return;
    this.focused = focused;
    this.sizeSearch();
    this.searchCaret.setAttribute("visibility", focused ? "visible" : "hidden");
    this.searchCancel.setAttribute("visibility", focused ? "visible" : "hidden");
  };

  Renderer.prototype.sizeSearch = function () {
    var width = this.headerWidth;
    this.searchField.setAttribute("width", Math.max(0, width - 32 - (this.focused ? 72 : 0)));
    this.searchCancel.setAttribute("x", width - 16);
  };

  // The panel's shape and background at the frame's `panelStyle`: every corner rounded while
  // it floats (attachment < 1), the top ones once attached; the material shows while it
  // floats, under a white fill of alpha `attachment`.
  Renderer.prototype.stylePanel = function (style) {
    var attachment = Math.min(1, Math.max(0, +style.attachment || 0));
    var radius = Math.max(0, +style.cornerRadius || 0);
    var key = attachment < 1 ? radius + "px" : radius + "px " + radius + "px 0 0";
    if (key !== this.panelRadius) {
      this.panelRadius = key;
      this.sheetViews.panel.node.style.borderRadius = key;
    }
    this.fill.setOpacity(attachment);
    // Opaque, the material is covered: no blur to draw under it.
    this.material.show(attachment < 1);
  };

  // The rows' names by page, as the gallery's (ScreenPainter+Sheet.swift, drawRows): places
  // on the first page (and in a sheet with one list), guides on the second, items on others.
  var PAGE_NAMES = ["Place", "Guide"];

  // A row in the sheet's list as the gallery draws it: a coloured dot, a name, a distance.
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
    var width = this.rowWidth;
    var middle = height / 2;
    // A short row (a self-sizing list's, down to 28 pt) has room for the name alone, beside a
    // smaller dot.
    var short = height < 48;
    row.box.node.setAttribute("width", width);
    row.box.node.setAttribute("height", height);
    row.dot.setAttribute("cy", middle);
    row.dot.setAttribute("r", short ? Math.max(4, Math.min(14, middle - 5)) : 14);
    row.dot.setAttribute("fill", STYLE.placeColours[index % 4]);
    row.name.setAttribute("y", short ? middle + 5 : middle - 2);
    row.name.textContent = (PAGE_NAMES[this.page] || "Item") + " " + (index + 1);
    // ("inherit", not "visible": a visible child shows though its row is hidden.)
    row.detail.setAttribute("visibility", short ? "hidden" : "inherit");
    row.detail.setAttribute("y", middle + 15);
    row.detail.textContent = (index % 9 + 1) + "." + (index % 7) + " km · Open";
    row.separator.setAttribute("y", height - 0.5);
    row.separator.setAttribute("width", Math.max(0, width - 62));
  };

  Renderer.prototype.drawSheet = function (frame) {
    var sheet = frame.sheet;
    var views = sheet && sheet.views;
    if (!views) return;
    var s = this.sheetViews;
    s.dimming.placeFaded(views.dimming.frame, views.dimming.alpha);
    s.panel.place(views.panel);
    if (this.floats && views.panel && views.panelStyle) this.stylePanel(views.panelStyle);
    s.grabber.place(views.grabber);
    s.headerClip.place(views.headerClip);
    s.header.place(views.header);
    s.content.place(views.content);
    s.indicator.placeFaded(views.indicator.frame, views.indicator.alpha);
    s.keyboard.place(views.keyboard);
    // A floating panel is narrower than the screen: the search field and the rows follow its
    // header's and content's widths (the grabber's handle is centred in its strip).
    if (views.header && views.header[2] !== this.headerWidth) {
      this.headerWidth = views.header[2];
      this.sizeSearch();
    }
    this.setFocus(!!views.keyboard);
    if (views.content && views.content[2] !== this.rowWidth) {
      this.rowWidth = views.content[2];
      this.list.setWidth(this.rowWidth);
      this.rows.rebind();
    }
    // Another page shows its own rows (the frame that switches carries them) by their names.
    var shown = sheet.page || 0;
    if (shown !== this.page) {
      this.page = shown;
      this.rows.rebind();
    }
    if (this.content.lazy) this.content.setWindow(sheet.rows);
    // The list moves by −offset in its viewport.
    var offset = sheet.content.offset;
    var base = baseFor(offset);
    this.list.moveTo(0, base - offset);
    var height = views.content ? views.content[3] : 0;
    this.rows.update(this.content, offset - ROW_MARGIN, offset + height + ROW_MARGIN, base);
  };

  // MARK: Bars and finger

  // The status bar, the navigation bar with its search field and title, and the home
  // indicator's bar (ScreenPainter+Chrome.swift), each at the frame's rect.
  Renderer.prototype.buildBars = function () {
    var bars = div("sw-bars", this.screen);
    var b = (this.bars = {});
    // The top bar is opaque over a list, as a scrolled navigation bar looks (no row shows
    // through it), translucent over a sheet's map.
    b.bar = new Box(div("sw-bar" + (this.hasSheet ? " sw-translucent" : ""), bars, "navigationBar.bar"));
    b.separator = new Box(div("sw-separator", bars, "navigationBar.separator"));
    b.field = new Box(div("sw-search-field", bars, "navigationBar.searchField.frame"));
    b.fieldContent = new Box(div("sw-search-content", bars, "navigationBar.searchField.content"));
    var group = svgNode("svg", { class: "sw-art" }, b.fieldContent.node);
    // The magnifier and "Search", on the content's middle line.
    var glyphs = svgNode("svg", { x: 0, y: "50%", overflow: "visible" }, group);
    svgNode("circle", {
      cx: 33, cy: -1.5, r: 6, fill: "none", stroke: STYLE.secondaryLabel, "stroke-width": 2,
    }, glyphs);
    svgNode("path", {
      d: "M37.5 3l4.5 4.5", stroke: STYLE.secondaryLabel, "stroke-width": 2.2,
      "stroke-linecap": "round",
    }, glyphs);
    svgNode("text", { x: 48, y: 6, "font-size": 17, fill: STYLE.secondaryLabel }, glyphs, "Search");
    b.title = new Box(div("sw-title", bars, "navigationBar.title"));
    b.title.node.textContent = "Scrollwork";
    b.bottom = new Box(div("sw-bar sw-translucent", bars, "navigationBar.bottomBar"));
    div("sw-home", b.bottom.node);
    // The status bar's time and icons, over the top of the screen.
    var status = svgNode("svg", { class: "sw-status", height: 47 }, bars);
    status.setAttribute("width", this.screenSize.width);
    svgNode("text", {
      x: 52, y: 34, "font-size": 17, "font-weight": 600, fill: STYLE.label,
    }, status, "9:41");
    var icons = svgNode("g", { transform: "translate(" + (this.screenSize.width - 30) + ",0)" }, status);
    for (var bar = 0; bar < 4; bar++) {
      var barHeight = 4 + bar * 2.5;
      svgNode("rect", {
        x: -70 + bar * 5, y: 34 - barHeight, width: 3, height: barHeight, rx: 1, fill: STYLE.label,
      }, icons);
    }
    svgNode("rect", {
      x: -27, y: 22.5, width: 25, height: 12, rx: 3.5, fill: "none",
      stroke: STYLE.label, "stroke-opacity": 0.4,
    }, icons);
    svgNode("rect", { x: -25, y: 24.5, width: 21, height: 8, rx: 2, fill: STYLE.label }, icons);
  };

  Renderer.prototype.drawBars = function (frame) {
    var bar = frame.navigationBar;
    if (!bar) return;
    var b = this.bars;
    b.bar.place(bar.bar);
    b.separator.place(bar.separator);
    var field = bar.searchField;
    b.field.place(field && field.frame);
    b.fieldContent.placeFaded(field && field.content, field && field.contentAlpha);
    b.title.place(bar.title);
    b.bottom.place(bar.bottomBar);
  };

  // A soft circle where the finger touches while it is down (the gallery's, at 62 % of the
  // width unless the frame says where: `fingerX`).
  Renderer.prototype.drawFinger = function (frame) {
    var y = frame.finger;
    if (typeof y !== "number" || !this.showsFinger) {
      this.finger.show(false);
      return;
    }
    var x = typeof frame.fingerX === "number" ? frame.fingerX : this.screenSize.width * 0.62;
    this.finger.moveTo(x - 22, y - 22);
    this.finger.show(true);
  };

  // MARK: - API

  Renderer.prototype.draw = function (frame) {
    if (!frame) return;
    this.lastFrame = frame;
    // The rows come with the first frame and with the first after they change: a
    // `setContent`, or another page of a sheet shown (its own rows, as the script left them).
    if (frame.content) this.content = new Content(frame.content);
    if (this.hasSheet) this.drawSheet(frame);
    else this.drawScroll(frame);
    this.drawBars(frame);
    this.drawFinger(frame);
  };

  Renderer.prototype.toScene = function (clientX, clientY) {
    var rect = this.screen.getBoundingClientRect();
    var scale = this.scale || 1;
    return { x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale };
  };

  Renderer.prototype.onScreen = function (target) {
    return !!target && this.screen.contains(target);
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
