// The playground: the browser as a host of the real engine. Pointer events play the pan
// recognizer, requestAnimationFrame the display link, and DOM elements the views (render.js).
//
// Every input becomes a scenario action — the JSON a scenario file's `script` holds — performed
// by the engine's live session at frame-aligned times, and kept: the recording. `scrollwork
// simulate` replays a recording to the very frames the page drew; no motion is decided here.
(function () {
  'use strict';

  const data = globalThis.ScrollworkScenes;
  const $ = (selector) => document.querySelector(selector);

  // Once the engine says everything is at rest and no finger is down, the clock pauses (no
  // actions are recorded while nothing happens) and resumes one frame later at the next touch
  // or action.

  const page = {
    engine: null,
    scene: null,        // the scene's entry in data.scenes
    settings: null,     // the controls' values
    opening: null,      // the scenario the session opened with (no script)
    recording: [],      // the actions performed since, as JSON objects
    frames: [],         // every frame the session gave, as objects
    last: null,         // the last frame
    atRest: false,      // the engine's word, after the last step: nothing moves
    renderer: null,
    clockStart: 0,      // performance.now() at virtual time 0
    paused: false,
    pointer: null,      // the finger: {id, y, dy, on, touched, released}
    pendingActions: [], // actions from controls, performed at the next frame
    error: null,
    costs: [],          // milliseconds per tick: engine step plus drawing
  };

  // MARK: Scenarios from settings

  function clone(value) { return JSON.parse(JSON.stringify(value)); }

  const decorationDefaults = {
    peekingBackground: { dimming: 0.2, emptyState: true },
    parallaxBackground: { mode: 'range', imageHeight: 1400 },
    edgeFill: { top: '#0A84FF', bottom: '#30D158' },
    edgeShadows: { thickness: 10 },
    stickyFooter: { height: 80 },
  };

  const standardDetents = [
    { id: 'minimized', height: 80 },
    { id: 'teaser', height: 200 },
    { id: 'default', fraction: 0.45 },
    { id: 'expanded', fraction: 0.7 },
    { id: 'maximum', inset: 10 },
  ];

  // The controls' starting values for `scene`, read off its scenario.
  function defaultSettings(scene) {
    const s = scene.scenario;
    const settings = { rate: s.decelerationRate === 'fast' ? 'fast' : 'normal' };
    if (s.sheet) {
      const sheet = s.sheet;
      settings.detents = standardDetents.map((d) => sheet.detents.some((e) => e.id === d.id));
      settings.threshold = (sheet.snap && sheet.snap.velocityThreshold) || 500;
      settings.skipped = (sheet.snap && sheet.snap.maximumDetentsSkipped) || 1;
      settings.response = (sheet.spring && sheet.spring.response) || 0.42;
      settings.dampingFraction = (sheet.spring && sheet.spring.dampingFraction) || 0.86;
      settings.collapsible = sheet.header ? sheet.header.collapsible !== false : true;
      settings.reveal = (sheet.header && sheet.header.reveal) || 'always';
      settings.keyboard = sheet.keyboard || 'lift';
      settings.contentInteraction = sheet.contentInteraction || 'resizes';
    } else {
      const bounce = s.bounce || {};
      settings.bounceTop = bounce.top !== false;
      settings.bounceBottom = bounce.bottom !== false;
      settings.decorations = {};
      for (const key of Object.keys(decorationDefaults)) {
        settings.decorations[key] = !!(s.decorations && s.decorations[key]);
      }
      settings.dimming = (s.decorations && s.decorations.peekingBackground &&
        s.decorations.peekingBackground.dimming) || 0.2;
      settings.thickness = (s.decorations && s.decorations.edgeShadows &&
        s.decorations.edgeShadows.thickness) || 10;
      settings.parallaxMode = (s.decorations && s.decorations.parallaxBackground &&
        s.decorations.parallaxBackground.mode) || 'range';
    }
    return settings;
  }

  // The scenario the session opens with: the scene's, with the controls' values.
  function openingScenario(scene, settings) {
    const s = clone(scene.scenario);
    delete s.script;
    s.name = 'playground-' + scene.id;
    s.title = 'Recorded in the playground: ' + scene.title;
    s.decelerationRate = settings.rate;
    if (s.sheet) {
      const chosen = standardDetents.filter((_, i) => settings.detents[i]);
      s.sheet.detents = chosen.length ? chosen : [standardDetents[2]];
      const ids = s.sheet.detents.map((d) => d.id);
      if (!ids.includes(s.sheet.initial)) s.sheet.initial = ids[Math.floor(ids.length / 2)];
      if (s.sheet.dimming && !(ids.includes(s.sheet.dimming.from) && ids.includes(s.sheet.dimming.to))) {
        delete s.sheet.dimming;
      }
      s.sheet.snap = { velocityThreshold: settings.threshold, maximumDetentsSkipped: settings.skipped };
      s.sheet.spring = { response: settings.response, dampingFraction: settings.dampingFraction };
      s.sheet.header = Object.assign({}, s.sheet.header || { height: 120 }, {
        collapsible: settings.collapsible, reveal: settings.reveal,
      });
      s.sheet.keyboard = settings.keyboard;
      s.sheet.contentInteraction = settings.contentInteraction;
    } else {
      s.bounce = { top: settings.bounceTop, bottom: settings.bounceBottom };
      const decorations = {};
      const sceneDecorations = scene.scenario.decorations || {};
      for (const key of Object.keys(decorationDefaults)) {
        if (!settings.decorations[key]) continue;
        decorations[key] = clone(sceneDecorations[key] || decorationDefaults[key]);
      }
      if (decorations.peekingBackground) decorations.peekingBackground.dimming = settings.dimming;
      if (decorations.edgeShadows) decorations.edgeShadows.thickness = settings.thickness;
      if (decorations.parallaxBackground) {
        decorations.parallaxBackground.mode = settings.parallaxMode;
        if (settings.parallaxMode === 'ratio') decorations.parallaxBackground.ratio = 0.5;
        else delete decorations.parallaxBackground.ratio;
      }
      s.decorations = decorations;
    }
    return s;
  }

  // MARK: The session

  function fps() { return page.opening.fps || 120; }

  function openScene(id, settings) {
    const scene = data.scenes.find((s) => s.id === id) || data.scenes[0];
    page.scene = scene;
    page.settings = settings || defaultSettings(scene);
    page.opening = openingScenario(scene, page.settings);
    const opened = page.engine.open(JSON.stringify(page.opening));
    page.recording = [];
    page.frames = [];
    page.last = null;
    page.atRest = false;
    page.pointer = null;
    page.pendingActions = [];
    page.paused = false;
    page.clockStart = performance.now();
    showError(opened.ok ? null : opened.text);
    if (page.renderer) page.renderer.destroy();
    const root = $('#device');
    root.textContent = '';
    page.renderer = globalThis.ScrollworkRender.create(root, page.opening, data.artwork);
    // The real pointer is on the screen: no drawn finger.
    page.renderer.showsFinger = false;
    if (location.hash !== '#' + scene.id) history.replaceState(null, '', '#' + scene.id);
    document.title = scene.title + ' — Scrollwork playground';
    buildControls();
    showCode();
    markSceneButtons();
    // The first frame: the scene at rest at time 0, drawn before anything moves.
    step(1 / fps());
  }

  // Performs `action` in the session and records it; returns the error text or null.
  function perform(action) {
    const result = page.engine.perform(JSON.stringify(action));
    if (!result.ok) {
      showError(result.text);
      return result.text;
    }
    page.recording.push(action);
    return null;
  }

  // Moves the session's clock to `target` seconds with what the finger did, then takes and
  // draws the new frames.
  function step(target) {
    const started = performance.now();
    const now = page.engine.time();
    const duration = target - now;
    const finger = page.pointer;
    if (duration > 1e-9) {
      if (finger && (finger.dy !== 0 || !finger.touched)) {
        const drag = { by: finger.dy, duration: duration };
        if (finger.on) drag.on = finger.on;
        perform({ drag: drag });
        finger.dy = 0;
        finger.touched = true;
      } else {
        perform({ wait: { seconds: duration } });
      }
    }
    if (finger && finger.released) {
      if (finger.touched) perform({ release: {} });
      page.pointer = null;
    }
    for (const action of page.pendingActions.splice(0)) perform(action);
    const taken = page.engine.takeFrames();
    const frames = JSON.parse(taken.text);
    for (const frame of frames) {
      page.frames.push(frame);
      page.last = frame;
    }
    page.atRest = page.engine.atRest();
    if (page.last && frames.length) page.renderer.draw(page.last);
    const cost = performance.now() - started;
    if (frames.length) {
      page.costs.push(cost / frames.length);
      if (page.costs.length > 600) page.costs.shift();
      showStatus();
    }
  }

  // The display link.
  function tick(now) {
    requestAnimationFrame(tick);
    if (!page.engine || !page.opening) return;
    const rate = fps();
    const idle = !page.pointer && page.pendingActions.length === 0 && page.atRest;
    if (idle) {
      page.paused = true;
      return;
    }
    if (page.paused) {
      // Resume one frame after the session's clock, as if no time had passed at rest.
      page.clockStart = now - (page.engine.time() + 1 / rate) * 1000;
      page.paused = false;
    }
    const frame = Math.floor(((now - page.clockStart) / 1000) * rate + 1e-6);
    const target = frame / rate;
    if (target > page.engine.time() + 1e-9) step(target);
  }

  // MARK: Input

  function pointerDown(event) {
    if (page.pointer || !page.renderer || !page.last) return;
    const point = page.renderer.toScene(event.clientX, event.clientY);
    const region = page.renderer.region(point, page.last);
    if (!region) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    page.pointer = {
      id: event.pointerId, y: point.y, dy: 0, touched: false, released: false,
      on: region === 'scroll' ? null : region,
    };
    page.atRest = false;
  }

  function pointerMove(event) {
    const finger = page.pointer;
    if (!finger || finger.id !== event.pointerId || finger.released) return;
    const coalesced = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    const last = coalesced.length ? coalesced[coalesced.length - 1] : event;
    const point = page.renderer.toScene(last.clientX, last.clientY);
    finger.dy += point.y - finger.y;
    finger.y = point.y;
  }

  function pointerUp(event) {
    const finger = page.pointer;
    if (!finger || finger.id !== event.pointerId) return;
    pointerMove(event);
    finger.released = true;
  }

  // An action from a control (a detent button, the keyboard, the rows), at the next frame.
  function enqueue(action) {
    page.pendingActions.push(action);
    page.atRest = false;
  }

  // MARK: Controls

  function el(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value);
    }
    for (const child of children || []) node.appendChild(child);
    return node;
  }

  function rebuild(change) {
    const settings = clone(page.settings);
    change(settings);
    openScene(page.scene.id, settings);
  }

  function slider(label, value, min, max, stepSize, unit, change) {
    const output = el('output', { text: value + unit });
    const input = el('input', {
      type: 'range', min: min, max: max, step: stepSize, value: value,
      'aria-label': label,
      oninput: () => { output.textContent = input.value + unit; },
      onchange: () => rebuild((s) => change(s, Number(input.value))),
    });
    return el('label', { class: 'control' }, [el('span', { text: label }), input, output]);
  }

  function select(label, value, options, change) {
    const input = el('select', {
      'aria-label': label, onchange: () => rebuild((s) => change(s, input.value)),
    }, options.map(([v, text]) => {
      const option = el('option', { value: v, text: text });
      if (v === value) option.selected = true;
      return option;
    }));
    return el('label', { class: 'control' }, [el('span', { text: label }), input]);
  }

  function checkbox(label, checked, change) {
    const input = el('input', {
      type: 'checkbox', onchange: () => rebuild((s) => change(s, input.checked)),
    });
    input.checked = checked;
    return el('label', { class: 'check' }, [input, el('span', { text: label })]);
  }

  function button(label, action) {
    return el('button', { type: 'button', text: label, onclick: action });
  }

  function group(title, children) {
    return el('fieldset', {}, [el('legend', { text: title })].concat(children));
  }

  function buildControls() {
    const s = page.settings;
    const box = $('#controls');
    box.textContent = '';
    const rate = select('Deceleration', s.rate, [['normal', 'normal (0.998)'], ['fast', 'fast (0.99)']],
      (t, v) => { t.rate = v; });
    if (page.opening.sheet) {
      const detents = page.opening.sheet.detents;
      box.appendChild(group('Move (recorded)', detents.map((d) =>
        button(d.id, () => enqueue({ moveSheet: { to: d.id } }))).concat([
        button('Keyboard up', () => enqueue({ keyboard: { height: 336, duration: 0.25 } })),
        button('Keyboard down', () => enqueue({ keyboard: { height: 0, duration: 0.25 } })),
      ])));
      box.appendChild(group('Detents', standardDetents.map((d, i) =>
        checkbox(d.id + ' (' + describeDetent(d) + ')', s.detents[i], (t, v) => { t.detents[i] = v; }))));
      box.appendChild(group('Snapping and spring', [
        slider('Fling threshold', s.threshold, 0, 3000, 50, ' pt/s', (t, v) => { t.threshold = v; }),
        slider('Detents a fling may skip', s.skipped, 0, 4, 1, '', (t, v) => { t.skipped = v; }),
        slider('Spring response', s.response, 0.1, 1.5, 0.02, ' s', (t, v) => { t.response = v; }),
        slider('Damping fraction', s.dampingFraction, 0.3, 1.5, 0.02, '', (t, v) => { t.dampingFraction = v; }),
        rate,
      ]));
      box.appendChild(group('Header, keyboard, content', [
        checkbox('Header collapses', s.collapsible, (t, v) => { t.collapsible = v; }),
        select('Header reveals', s.reveal, [['always', 'always'], ['atTop', 'at the list\u2019s top']],
          (t, v) => { t.reveal = v; }),
        select('Keyboard', s.keyboard, [['lift', 'lift'], ['liftAndExpand', 'lift and expand'], ['none', 'none']],
          (t, v) => { t.keyboard = v; }),
        select('A drag in the list', s.contentInteraction,
          [['resizes', 'moves the sheet first'], ['scrolls', 'scrolls the list']],
          (t, v) => { t.contentInteraction = v; }),
      ]));
    } else {
      const rows = rowCount(page.opening.content);
      const rowsInput = el('input', { type: 'range', min: 0, max: 80, step: 1, value: rows, 'aria-label': 'Rows' });
      const rowsOutput = el('output', { text: String(rows) });
      rowsInput.addEventListener('input', () => { rowsOutput.textContent = rowsInput.value; });
      rowsInput.addEventListener('change', () => {
        const content = { rows: Number(rowsInput.value), rowHeight: rowHeight(page.opening.content) };
        enqueue({ setContent: content });
        if (page.renderer.setContent) page.renderer.setContent(content);
      });
      box.appendChild(group('Content (recorded)', [
        el('label', { class: 'control' }, [el('span', { text: 'Rows' }), rowsInput, rowsOutput]),
        button('Scroll to top', () => enqueue({ scrollTo: { offset: -(page.opening.insets || {}).top || 0, animated: true } })),
      ]));
      const names = {
        peekingBackground: 'Peeking background', parallaxBackground: 'Parallax background',
        edgeFill: 'Edge fill (two/three tones)', edgeShadows: 'Edge shadows', stickyFooter: 'Sticky footer',
      };
      box.appendChild(group('Decorations', Object.keys(names).map((key) =>
        checkbox(names[key], s.decorations[key], (t, v) => { t.decorations[key] = v; }))));
      const tuning = [
        checkbox('Bounce at the top', s.bounceTop, (t, v) => { t.bounceTop = v; }),
        checkbox('Bounce at the bottom', s.bounceBottom, (t, v) => { t.bounceBottom = v; }),
        rate,
      ];
      if (s.decorations.peekingBackground) {
        tuning.push(slider('Peek dimming', s.dimming, 0, 0.8, 0.05, '', (t, v) => { t.dimming = v; }));
      }
      if (s.decorations.edgeShadows) {
        tuning.push(slider('Shadow thickness', s.thickness, 0, 30, 1, ' pt', (t, v) => { t.thickness = v; }));
      }
      if (s.decorations.parallaxBackground) {
        tuning.push(select('Parallax', s.parallaxMode, [['range', 'whole range'], ['ratio', 'ratio 0.5']],
          (t, v) => { t.parallaxMode = v; }));
      }
      box.appendChild(group('Scrolling', tuning));
    }
  }

  function rowCount(content) {
    if (content.rowHeights) return content.rowHeights.length;
    return content.rows || 0;
  }

  function rowHeight(content) {
    return content.rowHeight || (content.rowHeights && content.rowHeights[0]) || 44;
  }

  function describeDetent(d) {
    if (d.height !== undefined) return d.height + ' pt';
    if (d.fraction !== undefined) return Math.round(d.fraction * 100) + '%';
    return 'inset ' + d.inset + ' pt';
  }

  // MARK: Swift code for the current settings

  function swiftNumber(value) {
    return String(Math.round(value * 1000) / 1000);
  }

  function swiftDetent(d) {
    const id = '"' + d.id + '"';
    if (d.height !== undefined) return 'SheetDetent(id: ' + id + ', .height(' + swiftNumber(d.height) + '))';
    if (d.fraction !== undefined) return 'SheetDetent(id: ' + id + ', .fraction(' + swiftNumber(d.fraction) + '))';
    return 'SheetDetent(id: ' + id + ', .inset(' + swiftNumber(d.inset) + '))';
  }

  // `#RRGGBB` as the red, green and blue fractions Swift's colour initializers take.
  function rgb(hex) {
    const channel = (i) => swiftNumber(parseInt(hex.slice(i, i + 2), 16) / 255);
    return 'red: ' + channel(1) + ', green: ' + channel(3) + ', blue: ' + channel(5);
  }

  function sheetCode(o) {
    const sheet = o.sheet;
    const detents = '[\n' + sheet.detents.map((d) => '  ' + swiftDetent(d) + ',').join('\n') + '\n]';
    const header = sheet.header;
    const height = header.height || 120;
    // `collapsible: true` collapses all but the 56 pt grabber and search strip.
    const collapsible = header.collapsible === false ? '0'
      : header.collapsible === true ? swiftNumber(Math.max(0, height - 56)) : swiftNumber(header.collapsible || 0);
    const reveal = header.reveal === 'atTop' ? ', reveal: .atTop' : '';
    const snap = 'SheetSnapPolicy(velocityThreshold: ' + swiftNumber(sheet.snap.velocityThreshold) +
      ', maximumDetentsSkipped: ' + sheet.snap.maximumDetentsSkipped + ')';
    const spring = 'try! SpringParameters(response: ' + swiftNumber(sheet.spring.response) +
      ', dampingFraction: ' + swiftNumber(sheet.spring.dampingFraction) + ')';
    const rate = o.decelerationRate === 'fast' ? '.fast' : '.normal';
    const swiftUI = [
      'let detents = ' + detents,
      '@State private var detent: SheetDetent.ID = "' + sheet.initial + '"',
      '',
      'var body: some View {',
      '  SheetContainerView(detents: detents, selection: $detent) {',
      '    map',
      '  } header: {',
      '    search',
      '  } content: {',
      '    ForEach(places) { place in PlaceRow(place) }',
      '  }',
      '  .sheetHeader(height: ' + swiftNumber(height) + ', collapsible: ' + collapsible + reveal + ')',
      '  .sheetSnapping(' + snap + ',',
      '                 spring: ' + spring + ')',
      '  .sheetKeyboard(.' + sheet.keyboard + ')',
      '  .sheetContentInteraction(.' + sheet.contentInteraction + ')',
      '  .sheetContentScrolling(decelerationRate: ' + rate + ')',
    ];
    if (sheet.dimming) {
      swiftUI.push('  .sheetDimming(from: "' + sheet.dimming.from + '", to: "' + sheet.dimming.to +
        '", alpha: ' + swiftNumber(sheet.dimming.alpha || 0.4) + ')');
    }
    swiftUI.push('}');
    const uikit = [
      'let detents = ' + detents,
      'var configuration = SheetConfiguration()',
      'configuration.snap = ' + snap,
      'configuration.spring = ' + spring,
      'configuration.keyboard = .' + sheet.keyboard,
      'configuration.contentInteraction = .' + sheet.contentInteraction,
    ];
    if (sheet.dimming) {
      uikit.push('configuration.dimming = SheetDimming(from: "' + sheet.dimming.from + '", to: "' +
        sheet.dimming.to + '", alpha: ' + swiftNumber(sheet.dimming.alpha || 0.4) + ')');
    }
    uikit.push(
      'var scrolling = ScrollConfiguration()',
      'scrolling.decelerationRate = ' + rate,
      'let sheet = SheetContainerViewController(',
      '  content: placesViewController, detents: detents, configuration: configuration,',
      '  header: SheetHeader(height: ' + swiftNumber(height) + ', collapsible: ' + collapsible + reveal +
        '), initial: "' + sheet.initial + '",',
      '  contentConfiguration: scrolling)',
      'sheet.trackedScrollView = placesViewController.tableView',
      'sheet.mainView.addSubview(mapView)');
    return { swiftUI: swiftUI.join('\n'), uikit: uikit.join('\n') };
  }

  function scrollCode(o) {
    const d = o.decorations || {};
    const bounce = o.bounce || {};
    const policy = bounce.top === false && bounce.bottom !== false ? '.endOnly'
      : bounce.top !== false && bounce.bottom === false ? '.startOnly'
        : bounce.top === false && bounce.bottom === false ? '.none' : null;
    const swiftUI = ['DecoratedScrollView {', '  ForEach(rows) { row in RowView(row) }', '}'];
    const parts = [];
    if (d.peekingBackground) {
      swiftUI.push('.peekingBackground(dimming: ' + swiftNumber(d.peekingBackground.dimming) + ') {',
        '  Image("Fox").resizable().scaledToFill()', '} emptyState: {', '  Text("Nothing more here")', '}');
      parts.push('peekingBackground: PeekingBackground(dimming: ' + swiftNumber(d.peekingBackground.dimming) + ')');
    }
    if (d.parallaxBackground) {
      const mode = d.parallaxBackground.mode === 'ratio' ? '.ratio(0.5)' : '.range';
      swiftUI.push('.parallaxBackground(' + mode + ', imageLength: ' + swiftNumber(d.parallaxBackground.imageHeight) + ') {',
        '  Image("Landscape").resizable().scaledToFill()', '}');
      parts.push('parallaxBackground: ParallaxBackground(mode: ' + mode + ', imageLength: ' +
        swiftNumber(d.parallaxBackground.imageHeight) + ')');
    }
    if (d.edgeFill) {
      const top = d.edgeFill.top ? 'Color(' + rgb(d.edgeFill.top) + ')' : 'nil';
      const bottom = d.edgeFill.bottom ? ', bottom: Color(' + rgb(d.edgeFill.bottom) + ')' : '';
      swiftUI.push('.edgeFill(top: ' + top + bottom + ')');
      parts.push('edgeFill: EdgeFill(top: ' + !!d.edgeFill.top + ', bottom: ' + !!d.edgeFill.bottom + ')');
    }
    if (d.edgeShadows) {
      swiftUI.push('.edgeShadows(thickness: ' + swiftNumber(d.edgeShadows.thickness) + ')');
      parts.push('edgeShadows: EdgeShadows(thickness: ' + swiftNumber(d.edgeShadows.thickness) + ')');
    }
    if (d.stickyFooter) {
      swiftUI.push('.stickyFooter(height: ' + swiftNumber(d.stickyFooter.height) + ') {',
        '  Text("Prices include VAT").font(.footnote)', '}');
      parts.push('stickyFooter: StickyFooter(height: ' + swiftNumber(d.stickyFooter.height) + ')');
    }
    if (policy) swiftUI.push('.bounce(' + policy + ')');
    const uikit = [
      'let table = DecoratedTableView(frame: .zero, style: .plain)',
      'table.decorations = ScrollDecorations(' + (parts.length ? '\n  ' + parts.join(',\n  ') + ')' : ')'),
    ];
    if (policy) uikit.push('table.bounce = ' + (policy === '.none' ? 'BouncePolicy.none' : policy));
    if (o.decelerationRate === 'fast') uikit.push('table.decelerationRate = .fast');
    if (d.peekingBackground) uikit.push('table.decorationViews.peekImageView.image = UIImage(named: "Fox")');
    if (d.parallaxBackground) uikit.push('table.decorationViews.parallaxImageView.image = UIImage(named: "Landscape")');
    if (d.edgeFill && d.edgeFill.top) {
      uikit.push('table.decorationViews.topFillView.backgroundColor = UIColor(' + rgb(d.edgeFill.top) + ', alpha: 1)');
    }
    if (d.edgeFill && d.edgeFill.bottom) {
      uikit.push('table.decorationViews.bottomFillView.backgroundColor = UIColor(' + rgb(d.edgeFill.bottom) + ', alpha: 1)');
    }
    if (d.stickyFooter) uikit.push('table.decorationViews.stickyFooterView.addSubview(footerLabel)');
    return { swiftUI: swiftUI.join('\n'), uikit: uikit.join('\n') };
  }

  function showCode() {
    const code = page.opening.sheet ? sheetCode(page.opening) : scrollCode(page.opening);
    $('#code-swiftui').textContent = code.swiftUI;
    $('#code-uikit').textContent = code.uikit;
  }

  // MARK: Status, errors, scenes

  function showStatus() {
    const f = page.last;
    if (!f) return;
    let text;
    if (f.sheet) {
      text = 'sheet ' + f.sheet.phase + ' at y ' + f.sheet.y.toFixed(1) + ' (' +
        (f.sheet.targetDetent || f.sheet.settledDetent) + '), header collapsed ' +
        f.sheet.header.collapsed.toFixed(1) + ' pt, list at ' + f.sheet.content.offset.toFixed(1) + ' pt';
    } else {
      text = f.scroll.phase + ' at ' + f.scroll.offset.toFixed(1) + ' pt, ' +
        Math.round(f.scroll.velocity) + ' pt/s';
    }
    const costs = page.costs;
    if (costs.length >= 10) {
      const median = costs.slice().sort((a, b) => a - b)[Math.floor(costs.length / 2)];
      text += ' · ' + (median * 1000).toFixed(0) + ' µs a frame';
    }
    $('#status').textContent = text + ' · t ' + f.t.toFixed(2) + ' s · ' + page.recording.length + ' actions';
  }

  function showError(text) {
    page.error = text;
    const box = $('#error');
    box.textContent = text || '';
    box.hidden = !text;
  }

  function markSceneButtons() {
    for (const link of document.querySelectorAll('#scenes a')) {
      link.setAttribute('aria-current', link.dataset.scene === page.scene.id ? 'page' : 'false');
    }
    $('#scene-title').textContent = page.scene.title;
    $('#scene-blurb').textContent = page.scene.blurb;
  }

  function buildSceneList() {
    const nav = $('#scenes');
    let lastGroup = null;
    let list = null;
    for (const scene of data.scenes) {
      if (scene.group !== lastGroup) {
        lastGroup = scene.group;
        list = el('div', { class: 'scene-group' }, [el('span', { text: scene.group })]);
        nav.appendChild(list);
      }
      list.appendChild(el('a', { href: '#' + scene.id, 'data-scene': scene.id, text: scene.short }));
    }
  }

  function recording() {
    return Object.assign(clone(page.opening), { script: clone(page.recording) });
  }

  function download() {
    const text = JSON.stringify(recording(), null, 2) + '\n';
    const link = el('a', {
      href: URL.createObjectURL(new Blob([text], { type: 'application/json' })),
      download: page.opening.name + '.json',
    });
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  // MARK: Hooks for tests and the curious

  function replay(scenario, fps) {
    const text = typeof scenario === 'string' ? scenario : JSON.stringify(scenario);
    const result = page.engine.replay(text, fps);
    if (!result.ok) throw new Error(result.text);
    return JSON.parse(result.text);
  }

  // The cost of a frame in this browser: a scripted drag and fling on `sceneId`, in a session
  // of its own, stepped one frame at a time; engine (action, frame, JSON) and drawing apart.
  function benchmark(sceneId, frames) {
    const scene = data.scenes.find((s) => s.id === sceneId);
    const opening = openingScenario(scene, defaultSettings(scene));
    const root = el('div', { style: 'position:absolute;left:-10000px;width:400px;height:800px' });
    document.body.appendChild(root);
    const renderer = globalThis.ScrollworkRender.create(root, opening, data.artwork);
    const engine = page.engine;
    engine.open(JSON.stringify(opening));
    const rate = opening.fps || 120;
    const on = opening.sheet ? ', "on": "content"' : '';
    let engineTime = 0;
    let drawTime = 0;
    let count = 0;
    for (let i = 0; i < frames; i++) {
      const phase = i % 240;
      const action = phase < 60 ? '{"drag": {"by": -6, "duration": ' + 1 / rate + on + '}}'
        : phase === 60 ? '{"release": {}}' : '{"wait": {"seconds": ' + 1 / rate + '}}';
      const t0 = performance.now();
      engine.perform(action);
      const taken = JSON.parse(engine.takeFrames().text);
      const t1 = performance.now();
      for (const frame of taken) renderer.draw(frame);
      const t2 = performance.now();
      engineTime += t1 - t0;
      drawTime += t2 - t1;
      count += taken.length;
    }
    renderer.destroy();
    root.remove();
    // Back to the scene the person was playing, from its opening.
    openScene(page.scene.id, page.settings);
    return {
      frames: count,
      engineMicroseconds: (engineTime / count) * 1000,
      drawMicroseconds: (drawTime / count) * 1000,
      moduleBytes: engine.size,
    };
  }

  globalThis.scrollwork = {
    replay: replay,
    recording: recording,
    state: () => page.last,
    frames: () => page.frames,
    scenes: () => data.scenes.map((s) => s.id),
    builtIns: () => Object.keys(data.builtIns),
    builtIn: (name) => data.builtIns[name],
    error: () => page.error,
    benchmark: benchmark,
    // The Swift code shown for the current settings: {swiftUI, uikit}.
    code: () => (page.opening.sheet ? sheetCode(page.opening) : scrollCode(page.opening)),
    ready: null,
    // For the browser tests: scene points to client pixels, and whether the scene is at rest.
    _scale: () => page.renderer.scale,
    _toClient: (x, y) => {
      const origin = page.renderer.toScene(0, 0);
      const scale = page.renderer.scale;
      return { x: (x - origin.x) * scale, y: (y - origin.y) * scale };
    },
    _atRest: () => !page.pointer && page.atRest,
    // Opens `id` with its default settings changed by `patch` (as the controls would).
    _open: (id, patch) => {
      const scene = data.scenes.find((s) => s.id === id);
      openScene(id, Object.assign(defaultSettings(scene), patch || {}));
    },
  };

  // MARK: Start

  function sceneFromHash() {
    const id = decodeURIComponent(location.hash.slice(1));
    return data.scenes.some((s) => s.id === id) ? id : data.scenes[0].id;
  }

  globalThis.scrollwork.ready = (async function start() {
    buildSceneList();
    try {
      page.engine = await globalThis.ScrollworkEngine.load(globalThis.ScrollworkEngineWasm);
    } catch (error) {
      showError('The engine did not load: ' + error.message);
      throw error;
    }
    const device = $('#device');
    device.addEventListener('pointerdown', pointerDown);
    device.addEventListener('pointermove', pointerMove);
    device.addEventListener('pointerup', pointerUp);
    device.addEventListener('pointercancel', pointerUp);
    window.addEventListener('hashchange', () => {
      if (sceneFromHash() !== page.scene.id) openScene(sceneFromHash());
    });
    $('#download').addEventListener('click', download);
    $('#reset').addEventListener('click', () => openScene(page.scene.id));
    for (const copy of document.querySelectorAll('[data-copy]')) {
      copy.addEventListener('click', () => {
        const text = $(copy.dataset.copy).textContent;
        const done = () => { copy.textContent = 'Copied'; setTimeout(() => { copy.textContent = 'Copy'; }, 1200); };
        if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, () => {});
        else {
          const area = el('textarea', {});
          area.value = text;
          document.body.appendChild(area);
          area.select();
          document.execCommand('copy');
          area.remove();
          done();
        }
      });
    }
    openScene(sceneFromHash());
    requestAnimationFrame(tick);
    return true;
  })();
})();
