// The playground: the browser as a host of the real engine. Pointer events play the pan
// recognizer, requestAnimationFrame the display link, and DOM elements the views (render.js).
//
// Every input becomes a scenario action — the JSON a scenario file's `script` holds — performed
// by the engine's live session, and kept: the recording. A finger's moves are performed at the
// times the events carry (PointerEvent.timeStamp, getCoalescedEvents), so the engine's velocity
// tracker sees the finger, not the page's frame clock. `scrollwork simulate` replays a
// recording to the very frames the page drew. No motion, rect, visibility, hit test or default
// is decided here: the engine answers (ARCHITECTURE.md §8).
(function () {
  'use strict';

  const data = globalThis.ScrollworkScenes;
  const $ = (selector) => document.querySelector(selector);

  // Frames kept for scrollwork.frames(): ten minutes at 120 fps.
  const FRAME_LOG_LIMIT = 72000;
  // How far ahead the engine looks for the frame at rest: a second at 120 fps.
  const REST_FRAMES = 120;

  const page = {
    engine: null,
    scene: null,        // the scene's entry in data.scenes
    settings: null,     // the controls' choices
    opening: null,      // the scenario the session opened with (no script)
    resolved: null,     // its settings with the engine's defaults (sw_settings)
    offered: null,      // the scene's own scenario's settings: every detent it offers
    actions: null,      // what was performed since it opened (ActionLog)
    frame: null,        // the frame drawn: one object the engine's reader fills in place
    log: null,          // every frame taken, as numbers (FrameLog)
    rows: null,         // the rows a frame taken since the last drawing carried
    heights: [],        // the heights of the self-sizing rows the frame drawn has built
    shownRows: null,    // the rows drawn: the sheet's shown page's, after any setContent
    showing: null,      // the page a showPage the engine took last shows (null: none yet)
    atRest: false,      // the engine's word, after the last step: nothing moves
    renderer: null,
    clockStart: 0,      // performance.now() at virtual time 0, in ms
    paused: false,      // the clock stopped at rest
    pointer: null,      // the finger (Finger)
    pendingActions: [], // actions from controls, performed at the next frame
    controls: null,     // the controls that follow the frame drawn (showShown)
    error: null,
    costs: new Float64Array(600), // milliseconds per frame taken: engine step plus drawing
    costCount: 0,
    statusAt: 0,
    busy: false,        // the browser tests' busy page (scrollwork._busy)
  };

  // MARK: Logs that grow without allocating per tick

  // The actions performed, as numbers: a drag, a wait or a release is a row of four; any other
  // action (a control's) is kept as its object.
  class ActionLog {
    constructor() {
      this.rows = new Float64Array(4 * 1024);
      this.count = 0;
      this.objects = [];
    }
    push(kind, a, b, c) {
      if (4 * (this.count + 1) > this.rows.length) {
        const rows = new Float64Array(this.rows.length * 2);
        rows.set(this.rows);
        this.rows = rows;
      }
      const at = 4 * this.count++;
      this.rows[at] = kind; this.rows[at + 1] = a; this.rows[at + 2] = b; this.rows[at + 3] = c;
    }
    drag(by, duration, on) { this.push(0, by, duration, on); }
    wait(seconds) { this.push(1, seconds, 0, 0); }
    release() { this.push(2, 0, 0, 0); }
    other(action) { this.push(3, this.objects.push(action) - 1, 0, 0); }
    // The scenario's `script`.
    script() {
      const script = [];
      for (let i = 0; i < this.count; i++) {
        const r = this.rows;
        const at = 4 * i;
        switch (r[at]) {
          case 0: {
            const drag = { by: r[at + 1], duration: r[at + 2] };
            const on = globalThis.ScrollworkEngine.sources[r[at + 3]];
            if (on) drag.on = on;
            script.push({ drag: drag });
            break;
          }
          case 1: script.push({ wait: { seconds: r[at + 1] } }); break;
          case 2: script.push({ release: {} }); break;
          default: script.push(this.objects[r[at + 1]]);
        }
      }
      return script;
    }
  }

  // Every frame taken since the scene opened, as the engine's numbers.
  class FrameLog {
    constructor(size) {
      this.size = size;
      this.numbers = new Float64Array(size * 1024);
      this.count = 0;
    }
    take(engine, index) {
      if (this.count >= FRAME_LOG_LIMIT) return;
      if ((this.count + 1) * this.size > this.numbers.length) {
        const numbers = new Float64Array(this.numbers.length * 2);
        numbers.set(this.numbers);
        this.numbers = numbers;
      }
      engine.copyFrame(index, this.numbers, this.count++ * this.size);
    }
    all(engine) {
      const frames = [];
      for (let i = 0; i < this.count; i++) frames.push(engine.decodeAt(this.numbers, i));
      return frames;
    }
  }

  // The finger: where it is, the moves not yet performed (times in the session's seconds),
  // and when it lifted.
  class Finger {
    constructor(id, y, on, downAt) {
      this.id = id;
      this.downAt = downAt;  // when it touched
      this.y = y;            // the position the session has
      this.on = on;          // the drag's source, as sw_drag's number
      this.times = [];
      this.ys = [];
      this.next = 0;         // the first move not yet performed
      this.touched = false;  // the session has it down
      this.releasedAt = null;
    }
    move(t, y) {
      if (this.next === this.times.length) {
        this.times.length = 0;
        this.ys.length = 0;
        this.next = 0;
      }
      this.times.push(t);
      this.ys.push(y);
    }
  }

  // MARK: Scenarios from settings

  function clone(value) { return JSON.parse(JSON.stringify(value)); }

  const decorationKeys = [
    'peekingBackground', 'parallaxBackground', 'edgeFill', 'edgeShadows', 'stickyFooter',
    'stretchyHeader', 'emptyState', 'edgeEffects', 'refreshControl',
  ];
  // The effects past the seeds, whose every field a control may set: the controls' choices
  // are kept as a patch of the decoration's fields (settings.effects[key]).
  const effectKeys = ['stretchyHeader', 'emptyState', 'edgeEffects', 'refreshControl'];

  // A decoration as the scene that shows it configures it: what a decoration turned on in a
  // scene without it starts as (the engine fills in what it leaves out).
  function decorationShown(key) {
    const scene = data.scenes.find((s) => s.scenario.decorations && s.scenario.decorations[key]);
    return clone(scene ? scene.scenario.decorations[key] : {});
  }

  // The controls' starting values for `scene`: its scenario's settings, the engine's defaults
  // filled in.
  function defaultSettings(scene) {
    const resolved = page.engine.settings(JSON.stringify(scene.scenario));
    const settings = { rate: resolved.decelerationRate === 'fast' ? 'fast' : 'normal' };
    const sheet = resolved.sheet;
    if (sheet) {
      settings.detents = scene.scenario.sheet.detents.map(() => true);
      settings.threshold = sheet.snap.velocityThreshold;
      settings.skipped = sheet.snap.maximumDetentsSkipped;
      settings.response = sheet.spring.response;
      settings.dampingFraction = sheet.spring.dampingFraction;
      settings.collapsible = sheet.header.collapsible > 0;
      settings.reveal = sheet.header.reveal;
      settings.keyboard = sheet.keyboard;
      settings.contentInteraction = sheet.contentInteraction;
      settings.dismissal = sheet.dismissal;
      settings.appearance = sheet.appearance.style;
    } else {
      settings.bounceTop = resolved.bounce.top;
      settings.bounceBottom = resolved.bounce.bottom;
      settings.decorations = {};
      for (const key of decorationKeys) settings.decorations[key] = key in resolved.decorations;
      settings.effects = {};
    }
    return settings;
  }

  // The scenario the session opens with: the scene's, with the controls' choices.
  function openingScenario(scene, settings) {
    const s = clone(scene.scenario);
    delete s.script;
    s.name = 'playground-' + scene.id;
    s.title = 'Recorded in the playground: ' + scene.title;
    s.decelerationRate = settings.rate;
    if (s.sheet) {
      const offered = scene.scenario.sheet.detents;
      const chosen = offered.filter((_, i) => settings.detents[i]);
      s.sheet.detents = chosen.length ? chosen : [offered[Math.floor(offered.length / 2)]];
      const ids = s.sheet.detents.map((d) => d.id);
      if (!ids.includes(s.sheet.initial)) s.sheet.initial = ids[Math.floor(ids.length / 2)];
      if (s.sheet.dimming && !(ids.includes(s.sheet.dimming.from) && ids.includes(s.sheet.dimming.to))) {
        delete s.sheet.dimming;
      }
      s.sheet.snap = { velocityThreshold: settings.threshold, maximumDetentsSkipped: settings.skipped };
      s.sheet.spring = { response: settings.response, dampingFraction: settings.dampingFraction };
      s.sheet.header = Object.assign({}, s.sheet.header, {
        collapsible: settings.collapsible, reveal: settings.reveal,
      });
      s.sheet.keyboard = settings.keyboard;
      s.sheet.contentInteraction = settings.contentInteraction;
      s.sheet.dismissal = settings.dismissal;
      // Floating: the scene's own inset and corner radius when it floats, the engine's
      // defaults otherwise.
      const look = scene.scenario.sheet.appearance;
      s.sheet.appearance = settings.appearance === 'floating'
        ? (look && look.style === 'floating' ? clone(look) : { style: 'floating' })
        : { style: 'attached' };
    } else {
      s.bounce = { top: settings.bounceTop, bottom: settings.bounceBottom };
      const decorations = {};
      const own = scene.scenario.decorations || {};
      for (const key of decorationKeys) {
        if (settings.decorations[key]) decorations[key] = own[key] ? clone(own[key]) : decorationShown(key);
      }
      if (decorations.peekingBackground && settings.dimming !== undefined) {
        decorations.peekingBackground.dimming = settings.dimming;
      }
      if (decorations.edgeShadows && settings.thickness !== undefined) {
        decorations.edgeShadows.thickness = settings.thickness;
      }
      if (decorations.parallaxBackground && settings.parallaxMode !== undefined) {
        decorations.parallaxBackground.mode = settings.parallaxMode;
        delete decorations.parallaxBackground.ratio;
      }
      for (const key of effectKeys) {
        if (decorations[key] && settings.effects && settings.effects[key]) {
          Object.assign(decorations[key], settings.effects[key]);
        }
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
    const text = JSON.stringify(page.opening);
    const opened = page.engine.open(text);
    page.resolved = opened.ok ? page.engine.settings(text) : null;
    page.offered = page.engine.settings(JSON.stringify(scene.scenario));
    page.actions = new ActionLog();
    page.log = new FrameLog(page.engine.frameSize);
    page.frame = page.engine.blankFrame();
    page.rows = null;
    page.shownRows = null;
    page.showing = null;
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
    if (opened.ok) step(1 / fps());
  }

  // Shows `error` (a failed action's text) and returns whether there was none.
  function done(error) {
    if (error) showError(error);
    return !error;
  }

  function drag(by, duration, on) {
    if (done(page.engine.drag(by, duration, on))) page.actions.drag(by, duration, on);
  }

  function wait(seconds) {
    if (seconds > 1e-9 && done(page.engine.wait(seconds))) page.actions.wait(seconds);
  }

  // A control's action (JSON); returns the error text or null.
  function perform(action) {
    const result = page.engine.perform(JSON.stringify(action));
    if (!result.ok) {
      showError(result.text);
      return result.text;
    }
    page.actions.other(action);
    if (action.showPage) page.showing = action.showPage.page;
    return null;
  }

  // What the finger did up to `target` (the session's seconds), as UIKit's pan recognizer
  // reports it: the touch, each move and the lift at its event's time stamp — a wait to it,
  // then the move at once. Between events the finger stays where it was.
  function performFinger(target) {
    const finger = page.pointer;
    let now = page.engine.time();
    if (!finger.touched) {
      now = waitUntil(Math.min(finger.downAt, target), now);
      drag(0, 0, finger.on);
      finger.touched = true;
    }
    while (finger.next < finger.times.length && finger.times[finger.next] <= target + 1e-9) {
      now = waitUntil(finger.times[finger.next], now);
      const y = finger.ys[finger.next++];
      drag(y - finger.y, 0, finger.on);
      finger.y = y;
    }
    const lifted = finger.releasedAt !== null && finger.next === finger.times.length;
    if (lifted && finger.releasedAt <= target + 1e-9) {
      waitUntil(finger.releasedAt, now);
      if (done(page.engine.release())) page.actions.release();
      page.pointer = null;
    }
  }

  // Waits from `now` to `t` when `t` is later (an event stamped earlier is performed at once);
  // returns the session's clock.
  function waitUntil(t, now) {
    if (!(t > now + 1e-9)) return now;
    wait(t - now);
    return t;
  }

  // Moves the session's clock to `target` seconds with what the finger and the controls did,
  // then takes and draws the new frames. At rest it takes one frame more, the frame at rest,
  // and stops the clock.
  function step(target) {
    const started = performance.now();
    if (page.pointer) performFinger(target);
    const now = page.engine.time();
    if (target > now + 1e-9) wait(target - now);
    for (const action of page.pendingActions.splice(0)) {
      perform(typeof action === 'function' ? action() : action);
    }
    let taken = take();
    page.atRest = page.engine.atRest();
    if (page.atRest && !page.pointer && page.pendingActions.length === 0) {
      // The engine says which frame ends the motion, as it ends a `scrollwork simulate` run:
      // a wait past it records it, and it is drawn before the clock stops.
      const rest = page.engine.restFrameTime(REST_FRAMES);
      if (rest === rest) {
        wait(rest + 1 / fps() / 2 - page.engine.time());
        taken += take();
        page.paused = true;
      }
    }
    if (taken) {
      if (page.rows) {
        page.frame.content = page.rows;
        page.shownRows = page.rows;
        page.rows = null;
      }
      page.renderer.draw(page.frame);
      showShown();
      const cost = (performance.now() - started) / taken;
      page.costs[page.costCount++ % page.costs.length] = cost;
      if (page.paused || started - page.statusAt > 100) {
        page.statusAt = started;
        showStatus();
      }
    }
  }

  // Takes the session's new frames into the log and the last into the frame drawn, with the
  // rows when any of them carries new ones.
  function take() {
    const engine = page.engine;
    const count = engine.takeFrames();
    let rows = false;
    for (let i = 0; i < count; i++) {
      page.log.take(engine, i);
      rows = rows || engine.carriesContent(i);
    }
    if (count) {
      engine.frame(count - 1, page.frame);
      engine.attachRows(page.frame, page.heights);
    }
    if (rows) page.rows = engine.content();
    return count;
  }

  // The display link.
  function tick(now) {
    requestAnimationFrame(tick);
    if (!page.engine || !page.resolved || page.busy) return;
    const rate = fps();
    const waiting = !page.pointer && page.pendingActions.length === 0;
    if (page.paused) {
      if (waiting) return;
      // Resume one frame after the session's clock, as if no time had passed at rest.
      resume(now - 1000 / rate);
    }
    const frame = Math.floor(((now - page.clockStart) / 1000) * rate + 1e-6);
    const target = frame / rate;
    if (target > page.engine.time() + 1e-9) step(target);
  }

  // Starts the clock again so that `at` (performance.now() milliseconds) is the session's
  // present.
  function resume(at) {
    page.clockStart = at - page.engine.time() * 1000;
    page.paused = false;
  }

  // The session's seconds at an event's time stamp.
  function sessionTime(event) {
    return (event.timeStamp - page.clockStart) / 1000;
  }

  // MARK: Input

  function pointerDown(event) {
    if (page.pointer || !page.renderer || !page.renderer.onScreen(event.target)) return;
    const point = page.renderer.toScene(event.clientX, event.clientY);
    let on = 0;
    if (page.opening.sheet) {
      // The sheet's kernel says which link the touch drives, or that it misses the sheet.
      on = globalThis.ScrollworkEngine.sourceNumber(page.engine.dragSource(point.x, point.y));
      if (!on) return;
    }
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    if (page.paused) resume(event.timeStamp);
    page.pointer = new Finger(event.pointerId, point.y, on, sessionTime(event));
    page.atRest = false;
  }

  function pointerMove(event) {
    const finger = page.pointer;
    if (!finger || finger.id !== event.pointerId || finger.releasedAt !== null) return;
    const coalesced = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    if (!coalesced.length) addMove(finger, event);
    for (const e of coalesced) addMove(finger, e);
  }

  function addMove(finger, event) {
    finger.move(sessionTime(event), page.renderer.toScene(event.clientX, event.clientY).y);
  }

  function pointerUp(event) {
    const finger = page.pointer;
    if (!finger || finger.id !== event.pointerId || finger.releasedAt !== null) return;
    // Where it lifted, when it moved since the last move.
    const y = page.renderer.toScene(event.clientX, event.clientY).y;
    const last = finger.ys.length ? finger.ys[finger.ys.length - 1] : finger.y;
    if (y !== last) finger.move(sessionTime(event), y);
    finger.releasedAt = sessionTime(event);
  }

  // An action from a control (a detent button, Dismiss, the keyboard, the rows), at the next
  // frame: an object, or a function that makes it when it is performed (after the actions
  // enqueued before it).
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
    return el('label', { class: 'control choice' }, [el('span', { text: label }), input]);
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

  // The keyboard the page brings up: the height the scene's built-in scenario uses.
  function keyboardHeight() {
    const script = (data.builtIns[page.scene.builtIn] || {}).script || [];
    const up = script.find((a) => a.keyboard && a.keyboard.height > 0);
    return up ? up.keyboard.height : 0;
  }

  // The Rows slider: on release, the recorded action `action(rows)` (a `setContent`, or a
  // function that makes it; see enqueue). Its value follows the rows drawn (showShown): a
  // sheet's shown page's.
  function rowsSlider(rows, action) {
    const input = el('input', { type: 'range', min: 0, max: 80, step: 1, value: rows, 'aria-label': 'Rows' });
    const output = el('output', { text: String(rows) });
    input.addEventListener('input', () => { output.textContent = input.value; });
    input.addEventListener('change', () => { enqueue(action(Number(input.value))); });
    page.controls.rows = { input: input, output: output };
    return el('label', { class: 'control' }, [el('span', { text: 'Rows' }), input, output]);
  }

  // Whether rows (sw_settings' `content`) size themselves: {rows, estimatedRowHeight, …}.
  function selfSizing(content) { return !!content && content.estimatedRowHeight !== undefined; }

  // A self-sizing list's controls: its estimate error and seed, each a recorded `setContent`
  // with the self-sizing keys (the list starts again, every row at its estimate, as UIKit's
  // after reloadData), never uniform rows.
  function selfSizingControls(content) {
    const rows = { rows: content.rows, estimatedRowHeight: content.estimatedRowHeight,
      estimateError: content.estimateError, seed: content.seed };
    const percent = (v) => '\u00b1' + Math.round(v * 100) + ' %';
    const error = el('input', { type: 'range', min: 0, max: 0.9, step: 0.05, value: rows.estimateError,
      'aria-label': 'Estimate error' });
    const errorText = el('output', { text: percent(rows.estimateError) });
    error.addEventListener('input', () => { errorText.textContent = percent(Number(error.value)); });
    error.addEventListener('change', () => {
      rows.estimateError = Number(error.value);
      enqueue({ setContent: Object.assign({}, rows) });
    });
    const seed = el('input', { type: 'number', min: 0, step: 1, value: rows.seed, 'aria-label': 'Seed' });
    seed.addEventListener('change', () => {
      const value = Math.round(Number(seed.value));
      if (!(value >= 0)) return;
      rows.seed = value;
      enqueue({ setContent: Object.assign({}, rows) });
    });
    return [
      el('p', { class: 'hint', text: rows.rows.toLocaleString('en') + ' rows estimated at ' +
        rows.estimatedRowHeight + ' pt: each is measured as it comes within ' + content.margin +
        ' pt of the screen.' }),
      el('label', { class: 'control' }, [el('span', { text: 'Estimate error' }), error, errorText]),
      el('label', { class: 'control' }, [el('span', { text: 'Seed' }), seed]),
    ];
  }

  // The scroll view's jump to a row (`scrollToRow`), counted as the rows are drawn: "Row 1" is
  // row 0 of the recording's action.
  function jumpControls(content) {
    const jump = page.controls.jump;
    const row = el('input', { type: 'number', min: 1, max: content.rows, step: 1, value: jump.row,
      'aria-label': 'Row' });
    const alignment = el('select', { 'aria-label': 'Alignment' },
      [['top', 'top'], ['center', 'centre'], ['bottom', 'bottom']].map(([v, text]) => {
        const option = el('option', { value: v, text: text });
        if (v === jump.alignment) option.selected = true;
        return option;
      }));
    const animated = el('input', { type: 'checkbox', 'aria-label': 'Animated' });
    animated.checked = jump.animated;
    const changed = () => {
      const n = Math.round(Number(row.value));
      if (n >= 1) jump.row = Math.min(n, content.rows);
      row.value = jump.row;
      jump.alignment = alignment.value;
      jump.animated = animated.checked;
      showCode();
    };
    row.addEventListener('change', changed);
    alignment.addEventListener('change', changed);
    animated.addEventListener('change', changed);
    return [
      el('label', { class: 'control' }, [el('span', { text: 'Row' }), row]),
      el('label', { class: 'control' }, [el('span', { text: 'Alignment' }), alignment]),
      el('label', { class: 'check' }, [animated, el('span', { text: 'Animated' })]),
      button('Jump', () => {
        changed();
        enqueue({ scrollToRow: { row: jump.row - 1, alignment: jump.alignment, animated: jump.animated } });
      }),
    ];
  }

  // The number of rows in a frame's `content` ({rows, rowHeight}, {rowHeights} or {height}).
  function rowCount(content) {
    if (content.rowHeights) return content.rowHeights.length;
    return content.rows || 0;
  }

  // The controls that show what the frame drawn shows: the page button of the page shown,
  // and the Rows slider at the rows drawn (the shown page's, after any setContent on it).
  function showShown() {
    const controls = page.controls;
    const sheet = page.frame.sheet;
    if (controls.pages.length && sheet && sheet.page !== controls.page) {
      controls.page = sheet.page;
      controls.pages.forEach((b, i) => b.setAttribute('aria-pressed', String(i === sheet.page)));
    }
    if (controls.rows && page.shownRows && page.shownRows !== controls.shownRows) {
      controls.shownRows = page.shownRows;
      const rows = rowCount(page.shownRows);
      if (Number(controls.rows.input.value) !== rows) {
        controls.rows.input.value = rows;
        controls.rows.output.textContent = String(rows);
      }
    }
  }

  function buildControls() {
    const s = page.settings;
    const r = page.resolved;
    const box = $('#controls');
    box.textContent = '';
    page.controls = {
      pages: [], page: null, rows: null, shownRows: null,
      // The jump to a row's choices, kept while the scene is open.
      jump: { row: r ? Math.min(r.content.rows, 75000) || 1 : 1, alignment: 'top', animated: true },
    };
    if (!r) return;
    const rate = select('Deceleration', s.rate, [['normal', 'normal (0.998)'], ['fast', 'fast (0.99)']],
      (t, v) => { t.rate = v; });
    if (page.opening.sheet) {
      const detents = page.opening.sheet.detents;
      // A detent's button also presents a hidden sheet there; Dismiss is the app's, allowed
      // whatever the sheet's dismissal says of a finger.
      const moves = detents.map((d) => button(d.id, () => enqueue({ moveSheet: { to: d.id } })));
      moves.push(button('Dismiss', () => enqueue({ dismissSheet: {} })));
      const keyboard = keyboardHeight();
      if (keyboard > 0) {
        moves.push(button('Keyboard up', () => enqueue({ keyboard: { height: keyboard } })));
        moves.push(button('Keyboard down', () => enqueue({ keyboard: { height: 0 } })));
      }
      box.appendChild(group('Move (recorded)', moves));
      // A sheet with pages: a button a page, as a segmented control or a swipe would change it.
      const pages = r.sheet.pages;
      if (pages.length) {
        page.controls.pages = pages.map((_, i) => {
          const b = button('Page ' + (i + 1), () => enqueue({ showPage: { page: i } }));
          b.setAttribute('aria-pressed', 'false');
          return b;
        });
        box.appendChild(group('Pages (recorded)', page.controls.pages));
      }
      // New rows for the list shown, its row height kept: a fitted detent follows them. The
      // list is the one shown when they are performed: a page button pressed just before
      // changes it before a frame shows it.
      if (selfSizing(r.sheet.content)) {
        box.appendChild(group('Self-sizing rows (recorded)', selfSizingControls(r.sheet.content)));
      } else if (pages.length || r.sheet.detents.some((d) => d.fitted)) {
        const rowHeight = () => {
          const shown = page.showing !== null ? page.showing : page.frame.sheet.page;
          return (pages.length ? pages[shown] || pages[0] : r.sheet.content).rowHeight;
        };
        box.appendChild(group('Content (recorded)', [
          rowsSlider(r.sheet.content.rows, (rows) => () => ({ setContent: { rows: rows, rowHeight: rowHeight() } })),
        ]));
      }
      // Below the lowest detent: whether a finger may put the sheet away there.
      const dismissal = select('Dismissal', s.dismissal,
        [['none', 'none (always there)'], ['interactive', 'interactive (a flick down)'],
          ['vetoed', 'vetoed (the app says no)']],
        (t, v) => { t.dismissal = v; });
      box.appendChild(group('Detents', page.offered.sheet.detents.map((d, i) =>
        checkbox(d.id + ' (' + describeDetent(d) + ')', s.detents[i], (t, v) => { t.detents[i] = v; }))
        .concat([dismissal])));
      box.appendChild(group('Snapping and spring', [
        slider('Fling threshold', s.threshold, 0, 3000, 50, ' pt/s', (t, v) => { t.threshold = v; }),
        slider('Detents a fling may skip', s.skipped, 0, 4, 1, '', (t, v) => { t.skipped = v; }),
        slider('Spring response', s.response, 0.1, 1.5, 0.02, ' s', (t, v) => { t.response = v; }),
        slider('Damping fraction', s.dampingFraction, 0.3, 1.5, 0.02, '', (t, v) => { t.dampingFraction = v; }),
        rate,
      ]));
      // How the panel sits: edge to edge, or iOS 26's floating panel at partial detents.
      box.appendChild(group('Look', [
        select('Appearance', s.appearance,
          [['attached', 'attached (edge to edge)'], ['floating', 'floating (iOS 26)']],
          (t, v) => { t.appearance = v; }),
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
      const toTop = button('Scroll to top', () => enqueue({ scrollTo: { offset: r.topOffset, animated: true } }));
      if (selfSizing(r.content)) {
        // A lazy list: no Rows slider (it would make the rows uniform), a jump to any row.
        box.appendChild(group('Jump to a row (recorded)', jumpControls(r.content).concat([toTop])));
        box.appendChild(group('Self-sizing rows (recorded)', selfSizingControls(r.content)));
      } else {
        box.appendChild(group('Content (recorded)', [
          rowsSlider(r.content.rows, (rows) => ({ setContent: { rows: rows, rowHeight: r.content.rowHeight } })),
          toTop,
        ]));
      }
      // The app's calls on its refresh control: a refresh begun without a pull (the content
      // is not scrolled to show it), and the end of the one running.
      if (r.decorations.refreshControl) {
        box.appendChild(group('Refresh (recorded)', [
          button('Begin refresh', () => enqueue({ beginRefresh: {} })),
          button('End refresh', () => enqueue({ endRefresh: {} })),
        ]));
      }
      const names = {
        peekingBackground: 'Peeking background', parallaxBackground: 'Parallax background',
        edgeFill: 'Edge fill (two/three tones)', edgeShadows: 'Edge shadows', stickyFooter: 'Sticky footer',
        stretchyHeader: 'Stretchy header', emptyState: 'Empty state', edgeEffects: 'Edge effects (iOS 26)',
        refreshControl: 'Pull to refresh',
      };
      box.appendChild(group('Decorations', decorationKeys.map((key) =>
        checkbox(names[key], s.decorations[key], (t, v) => { t.decorations[key] = v; }))));
      const tuning = [
        checkbox('Bounce at the top', s.bounceTop, (t, v) => { t.bounceTop = v; }),
        checkbox('Bounce at the bottom', s.bounceBottom, (t, v) => { t.bounceBottom = v; }),
        rate,
      ];
      const d = r.decorations;
      if (d.peekingBackground) {
        tuning.push(slider('Peek dimming', d.peekingBackground.dimming, 0, 0.8, 0.05, '', (t, v) => { t.dimming = v; }));
      }
      if (d.edgeShadows) {
        tuning.push(slider('Shadow thickness', d.edgeShadows.thickness, 0, 30, 1, ' pt', (t, v) => { t.thickness = v; }));
      }
      if (d.parallaxBackground) {
        tuning.push(select('Parallax', d.parallaxBackground.mode, [['range', 'whole range'], ['ratio', 'a ratio']],
          (t, v) => { t.parallaxMode = v; }));
      }
      box.appendChild(group('Scrolling', tuning));
      for (const controls of effectControls(d)) box.appendChild(controls);
    }
  }

  // Sets fields of the effect `key` in the settings `t` (kept as a patch: openingScenario).
  function setEffect(t, key, fields) {
    t.effects = t.effects || {};
    t.effects[key] = Object.assign({}, t.effects[key], fields);
  }

  // The controls of the effects past the seeds that are on, each at the value the engine read
  // (sw_settings' decorations: every field filled in).
  function effectControls(d) {
    const groups = [];
    const h = d.stretchyHeader;
    if (h) {
      groups.push(group('Stretchy header', [
        slider('Height', h.height, 0, 400, 10, ' pt', (t, v) => {
          setEffect(t, 'stretchyHeader', { height: v, minimumHeight: Math.min(h.minimumHeight, v) });
        }),
        slider('Minimum height', h.minimumHeight, 0, h.height, 4, ' pt',
          (t, v) => { setEffect(t, 'stretchyHeader', { minimumHeight: v }); }),
        select('Anchor', h.anchor, [['fill', 'fill'], ['top', 'top'], ['center', 'centre'], ['bottom', 'bottom']],
          (t, v) => { setEffect(t, 'stretchyHeader', { anchor: v }); }),
        slider('Stretch', h.stretch, 0, 1, 0.05, '', (t, v) => { setEffect(t, 'stretchyHeader', { stretch: v }); }),
      ]));
    }
    const e = d.emptyState;
    if (e) {
      groups.push(group('Empty state', [
        select('Shows', e.trigger, [['contentShort', 'when the rows leave room'],
          ['noContent', 'when there are no rows'], ['forced', 'always (forced)']],
        (t, v) => { setEffect(t, 'emptyState', { trigger: v }); }),
        slider('Vertical offset', e.verticalOffset, -200, 200, 10, ' pt',
          (t, v) => { setEffect(t, 'emptyState', { verticalOffset: v }); }),
        checkbox('Scrolls while shown', e.scrolls, (t, v) => { setEffect(t, 'emptyState', { scrolls: v }); }),
      ]));
    }
    const x = d.edgeEffects;
    if (x) {
      // An edge effect has a style on one edge at least (the engine refuses none on both):
      // "none" is offered on an edge only while the other has a style. The decoration's
      // checkbox takes it off altogether.
      const styles = (other) => [['soft', 'soft'], ['hard', 'hard (a divider)']]
        .concat(other === 'none' ? [] : [['none', 'none']]);
      groups.push(group('Edge effects', [
        select('Top', x.top, styles(x.bottom), (t, v) => { setEffect(t, 'edgeEffects', { top: v }); }),
        select('Bottom', x.bottom, styles(x.top), (t, v) => { setEffect(t, 'edgeEffects', { bottom: v }); }),
        slider('Soft length', x.softLength, 0, 64, 2, ' pt', (t, v) => { setEffect(t, 'edgeEffects', { softLength: v }); }),
        slider('Fade distance', x.fadeDistance, 0, 64, 2, ' pt',
          (t, v) => { setEffect(t, 'edgeEffects', { fadeDistance: v }); }),
      ]));
    }
    const f = d.refreshControl;
    if (f) {
      groups.push(group('Pull to refresh', [
        slider('Trigger distance', f.triggerDistance, 20, 240, 10, ' pt',
          (t, v) => { setEffect(t, 'refreshControl', { triggerDistance: v }); }),
        slider('Hold height', f.holdHeight, 0, 120, 5, ' pt', (t, v) => { setEffect(t, 'refreshControl', { holdHeight: v }); }),
      ]));
    }
    return groups;
  }

  // A detent as sw_settings lists it (a fitted one's topInset filled in).
  function describeDetent(d) {
    if (d.height !== undefined) return d.height + ' pt';
    if (d.fraction !== undefined) return Math.round(d.fraction * 100) + '%';
    if (d.fitted) {
      return 'fits its rows' + (d.fitted.topInset ? ', at most ' + d.fitted.topInset + ' pt under the top' : '');
    }
    return 'inset ' + d.inset + ' pt';
  }

  // MARK: Swift code for the current settings (every value as the engine resolved it)

  function swiftNumber(value) {
    return String(Math.round(value * 1000) / 1000);
  }

  // A detent as sw_settings lists it, in Swift.
  function swiftDetent(d) {
    const id = '"' + d.id + '"';
    if (d.height !== undefined) return 'SheetDetent(id: ' + id + ', .height(' + swiftNumber(d.height) + '))';
    if (d.fraction !== undefined) return 'SheetDetent(id: ' + id + ', .fraction(' + swiftNumber(d.fraction) + '))';
    if (d.fitted) {
      const inset = d.fitted.topInset ? 'topInset: ' + swiftNumber(d.fitted.topInset) : '';
      return 'SheetDetent(id: ' + id + ', .fitted(' + inset + '))';
    }
    return 'SheetDetent(id: ' + id + ', .inset(' + swiftNumber(d.inset) + '))';
  }

  // `#RRGGBB` as the red, green and blue fractions Swift's colour initializers take.
  function rgb(hex) {
    const channel = (i) => swiftNumber(parseInt(hex.slice(i, i + 2), 16) / 255);
    return 'red: ' + channel(1) + ', green: ' + channel(3) + ', blue: ' + channel(5);
  }

  function sheetCode(o, r) {
    const sheet = o.sheet;
    const resolved = r.sheet;
    const detents = '[\n' + resolved.detents.map((d) => '  ' + swiftDetent(d) + ',').join('\n') + '\n]';
    const header = resolved.header;
    const reveal = header.reveal === 'atTop' ? ', reveal: .atTop' : '';
    const snap = 'SheetConfiguration.SnapPolicy(velocityThreshold: ' +
      swiftNumber(resolved.snap.velocityThreshold) +
      ', maximumDetentsSkipped: ' + resolved.snap.maximumDetentsSkipped + ')';
    // Made once, outside `body`; out-of-range values (the initializer throws) fall back to the
    // package's sheet spring.
    const spring = '(try? SpringParameters(response: ' + swiftNumber(resolved.spring.response) +
      ', dampingFraction: ' + swiftNumber(resolved.spring.dampingFraction) + ')) ?? .sheet';
    const rate = o.decelerationRate === 'fast' ? '.fast' : '.normal';
    const headerCall = 'height: ' + swiftNumber(header.height) + ', collapsible: ' +
      swiftNumber(header.collapsible) + reveal;
    const dimming = resolved.dimming;
    // iOS 26's floating panel, at the inset and corner radius the engine read.
    const look = resolved.appearance;
    const appearance = look.style === 'floating'
      ? '.floating(inset: ' + swiftNumber(look.inset) + ', cornerRadius: ' + swiftNumber(look.cornerRadius) + ')'
      : null;
    // A sheet a finger may put away (or may once the app lifts its veto) is presented through a
    // binding, which the dismissal sets to false.
    const dismissal = resolved.dismissal !== 'none' ? resolved.dismissal : null;
    const swiftUI = [
      'static let detents = ' + detents,
      'static let spring = ' + spring,
      '@State private var detent: SheetDetent.ID = "' + sheet.initial + '"',
    ];
    if (dismissal) swiftUI.push('@State private var isPresented = true');
    // A sheet with pages: the page shown is state too, and the content is each page's list,
    // named as the gallery names its rows (Guides/Playground.md: not type-checked yet).
    const pages = resolved.pages.length;
    if (pages) swiftUI.push('@State private var page = 0');
    swiftUI.push('', 'var body: some View {');
    if (pages) {
      swiftUI.push(
        '  SheetContainerView(',
        '    detents: Self.detents, selection: $detent, page: $page, pageCount: ' + pages,
        '  ) {',
        '    map',
        '  } header: {',
        '    search',
        '  } content: { page in',
        '    switch page {',
        '    case 0: ForEach(places) { place in PlaceRow(place) }');
      if (pages > 2) {
        swiftUI.push('    case 1: ForEach(guides) { guide in GuideRow(guide) }',
          '    default: ForEach(items[page]) { item in ItemRow(item) }');
      } else {
        swiftUI.push('    default: ForEach(guides) { guide in GuideRow(guide) }');
      }
      swiftUI.push('    }', '  }');
    } else {
      swiftUI.push(
        '  SheetContainerView(detents: Self.detents, selection: $detent) {',
        '    map',
        '  } header: {',
        '    search',
        '  } content: {');
      if (selfSizing(resolved.content)) {
        swiftUI.push('    // ' + resolved.content.rows + ' places whose rows size themselves');
      }
      swiftUI.push('    ForEach(places) { place in PlaceRow(place) }', '  }');
    }
    swiftUI.push(
      '  .sheetHeader(' + headerCall + ')',
      '  .sheetSnapping(' + snap + ',',
      '                 spring: Self.spring)',
      '  .sheetKeyboard(.' + resolved.keyboard + ')',
      '  .sheetContentInteraction(.' + resolved.contentInteraction + ')',
      '  .sheetContentScrolling(decelerationRate: ' + rate + ')');
    if (dismissal) {
      swiftUI.push('  .sheetPresented($isPresented)', '  .sheetDismissal(.' + dismissal + ')');
    }
    if (dimming) {
      swiftUI.push('  .sheetDimming(from: "' + dimming.from + '", to: "' + dimming.to +
        '", alpha: ' + swiftNumber(dimming.alpha) + ')');
    }
    if (appearance) swiftUI.push('  .sheetAppearance(' + appearance + ')');
    swiftUI.push('}');
    const uikit = [
      'let detents = ' + detents,
      'var configuration = SheetConfiguration()',
      'configuration.snap = ' + snap,
      'configuration.spring = ' + spring,
      'configuration.keyboard = .' + resolved.keyboard,
      'configuration.contentInteraction = .' + resolved.contentInteraction,
    ];
    if (dismissal) uikit.push('configuration.dismissal = .' + dismissal);
    if (dimming) {
      uikit.push('configuration.dimming = SheetConfiguration.Dimming(from: "' + dimming.from +
        '", to: "' + dimming.to + '", alpha: ' + swiftNumber(dimming.alpha) + ')');
    }
    if (appearance) uikit.push('configuration.appearance = ' + appearance);
    uikit.push(
      'var scrolling = ScrollConfiguration()',
      'scrolling.decelerationRate = ' + rate);
    if (pages) {
      // The pages' lists side by side in the content (a paging scroll view, a segmented
      // control): each keeps its own offset, and the sheet drives the list of the page shown.
      const tables = ['placesTableView', 'guidesTableView'];
      for (let i = 2; i < pages; i++) tables.push('page' + (i + 1) + 'TableView');
      uikit.push('let pageTables = [' + tables.join(', ') + ']');
    }
    uikit.push(
      'let sheet = SheetContainerViewController(',
      '  content: ' + (pages ? 'pagesViewController' : 'placesViewController') +
        ', detents: detents, configuration: configuration,',
      '  header: SheetHeader(' + headerCall + '), initial: "' + sheet.initial + '",',
      '  contentConfiguration: scrolling)',
      'sheet.trackedScrollView = ' + (pages ? 'pageTables[0]' : 'placesViewController.tableView'),
      'sheet.mainView.addSubview(mapView)');
    if (selfSizing(resolved.content)) {
      uikit.push('// ' + resolved.content.rows + ' rows that size themselves',
        'placesViewController.tableView.rowHeight = UITableView.automaticDimension',
        'placesViewController.tableView.estimatedRowHeight = ' +
          swiftNumber(resolved.content.estimatedRowHeight));
    }
    if (pages) {
      uikit.push('// When the page changes:',
        'let showPage = { (page: Int) in sheet.trackedScrollView = pageTables[page] }');
    }
    return { swiftUI: swiftUI.join('\n'), uikit: uikit.join('\n') };
  }

  function scrollCode(o, r) {
    const d = r.decorations;
    const bounce = r.bounce;
    const policy = !bounce.top && bounce.bottom ? '.endOnly'
      : bounce.top && !bounce.bottom ? '.startOnly'
        : !bounce.top && !bounce.bottom ? '.none' : null;
    const lazy = selfSizing(r.content);
    const swiftUI = lazy
      ? ['DecoratedScrollView {', '  // ' + r.content.rows + ' rows that size themselves, built as they come into view',
        '  LazyVStack(spacing: 0) {', '    ForEach(rows) { row in RowView(row) }', '  }', '}']
      : ['DecoratedScrollView {', '  ForEach(rows) { row in RowView(row) }', '}'];
    const parts = [];
    if (d.peekingBackground) {
      swiftUI.push('.peekingBackground(dimming: ' + swiftNumber(d.peekingBackground.dimming) + ') {',
        '  Image("Fox").resizable().scaledToFill()', '} emptyState: {', '  Text("Nothing more here")', '}');
      parts.push('peekingBackground: PeekingBackground(dimming: ' + swiftNumber(d.peekingBackground.dimming) + ')');
    }
    if (d.parallaxBackground) {
      const p = d.parallaxBackground;
      const mode = p.mode === 'ratio' ? '.ratio(' + swiftNumber(p.ratio) + ')' : '.range';
      swiftUI.push('.parallaxBackground(' + mode + ', imageLength: ' + swiftNumber(p.imageHeight) + ') {',
        '  Image("Landscape").resizable().scaledToFill()', '}');
      parts.push('parallaxBackground: ParallaxBackground(mode: ' + mode + ', imageLength: ' +
        swiftNumber(p.imageHeight) + ')');
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
    // The effects past the seeds: the glue's modifiers in SwiftUI, Core's values in UIKit.
    const effects = effectValues(d);
    swiftUI.push(...effectModifiers(d));
    const seeds = 'ScrollDecorations(' + (parts.length ? '\n  ' + parts.join(',\n  ') + ')' : ')');
    const uikit = ['let table = DecoratedTableView(frame: .zero, style: .plain)'];
    if (effects.length) {
      uikit.push('var decorations = ' + seeds, ...effects.map((line) => 'decorations.' + line),
        'table.decorations = decorations');
    } else {
      uikit.push('table.decorations = ' + seeds);
    }
    if (policy) uikit.push('table.bounce = ' + (policy === '.none' ? 'BouncePolicy.none' : policy));
    if (r.decelerationRate === 'fast') uikit.push('table.decelerationRate = .fast');
    if (lazy) {
      // Self-sizing cells, and the jump the controls describe (UIKit counts rows from 0).
      const jump = page.controls && page.controls.jump;
      const position = { top: '.top', center: '.middle', bottom: '.bottom' };
      uikit.push('table.rowHeight = UITableView.automaticDimension',
        'table.estimatedRowHeight = ' + swiftNumber(r.content.estimatedRowHeight));
      if (jump) {
        uikit.push('// Jump to row ' + jump.row + ':',
          'table.scrollToRow(at: IndexPath(row: ' + (jump.row - 1) + ', section: 0), at: ' +
            position[jump.alignment] + ', animated: ' + jump.animated + ')');
      }
    }
    if (d.peekingBackground) uikit.push('table.decorationViews.peekImageView.image = UIImage(named: "Fox")');
    if (d.parallaxBackground) uikit.push('table.decorationViews.parallaxImageView.image = UIImage(named: "Landscape")');
    if (d.edgeFill && d.edgeFill.top) {
      uikit.push('table.decorationViews.topFillView.backgroundColor = UIColor(' + rgb(d.edgeFill.top) + ', alpha: 1)');
    }
    if (d.edgeFill && d.edgeFill.bottom) {
      uikit.push('table.decorationViews.bottomFillView.backgroundColor = UIColor(' + rgb(d.edgeFill.bottom) + ', alpha: 1)');
    }
    if (d.stickyFooter) uikit.push('table.decorationViews.stickyFooterView.addSubview(footerLabel)');
    if (d.stretchyHeader) {
      uikit.push('table.decorationsAttachment.headerView = UIImageView(image: UIImage(named: "Landscape"))');
    }
    if (d.emptyState) {
      uikit.push('table.decorationViews.emptyView.title = "No messages yet"',
        'table.decorationViews.emptyView.message = "Pull down to check again."');
    }
    if (d.refreshControl) uikit.push('table.decorationsAttachment.refreshAction = { await model.reload() }');
    return { swiftUI: swiftUI.join('\n'), uikit: uikit.join('\n') };
  }

  // The SwiftUI modifiers of the effects past the seeds that are on (DecoratedScrollView),
  // every value as the engine read it.
  function effectModifiers(d) {
    const lines = [];
    const h = d.stretchyHeader;
    if (h) {
      lines.push('.stretchyHeader(height: ' + swiftNumber(h.height) + ', minimumHeight: ' +
        swiftNumber(h.minimumHeight) + ', anchor: .' + h.anchor + ', stretch: ' + swiftNumber(h.stretch) +
        ') { progress in', '  Image("Landscape").resizable().scaledToFill()', '}');
    }
    const e = d.emptyState;
    if (e) {
      lines.push('.emptyState(', '  title: "No messages yet", message: "Pull down to check again.",',
        '  systemImage: "tray", trigger: .' + e.trigger + ', verticalOffset: ' +
          swiftNumber(e.verticalOffset) + ', scrolls: ' + e.scrolls + ')');
    }
    const x = d.edgeEffects;
    if (x) {
      const style = (v) => (v === 'none' ? 'nil' : '.' + v);
      lines.push('.scrollEdgeEffects(top: ' + style(x.top) + ', bottom: ' + style(x.bottom) +
        ', softLength: ' + swiftNumber(x.softLength) + ', fadeDistance: ' + swiftNumber(x.fadeDistance) + ')');
    }
    const f = d.refreshControl;
    if (f) {
      lines.push('.pullToRefresh(triggerDistance: ' + swiftNumber(f.triggerDistance) + ', holdHeight: ' +
        swiftNumber(f.holdHeight) + ') {', '  await model.reload()', '}');
    }
    return lines;
  }

  // `field = Value(…)` for each effect past the seeds that is on, every value as the engine
  // read it (sw_settings).
  function effectValues(d) {
    const lines = [];
    const h = d.stretchyHeader;
    if (h) {
      lines.push('stretchyHeader = StretchyHeader(height: ' + swiftNumber(h.height) + ', minimumHeight: ' +
        swiftNumber(h.minimumHeight) + ', anchor: .' + h.anchor + ', stretch: ' + swiftNumber(h.stretch) + ')');
    }
    const e = d.emptyState;
    if (e) {
      lines.push('emptyState = EmptyState(trigger: .' + e.trigger + ', verticalOffset: ' +
        swiftNumber(e.verticalOffset) + ', scrolls: ' + e.scrolls + ')');
    }
    const x = d.edgeEffects;
    if (x) {
      const style = (v) => (v === 'none' ? 'nil' : '.' + v);
      lines.push('edgeEffects = EdgeEffects(top: ' + style(x.top) + ', bottom: ' + style(x.bottom) +
        ', softLength: ' + swiftNumber(x.softLength) + ', fadeDistance: ' + swiftNumber(x.fadeDistance) + ')');
    }
    const f = d.refreshControl;
    if (f) {
      lines.push('refreshControl = RefreshControl(triggerDistance: ' + swiftNumber(f.triggerDistance) +
        ', holdHeight: ' + swiftNumber(f.holdHeight) + ', spinnerSize: ' + swiftNumber(f.spinnerSize) + ')');
    }
    return lines;
  }

  function code() {
    if (!page.resolved) return { swiftUI: '', uikit: '' };
    return page.opening.sheet ? sheetCode(page.opening, page.resolved) : scrollCode(page.opening, page.resolved);
  }

  function showCode() {
    const c = code();
    $('#code-swiftui').textContent = c.swiftUI;
    $('#code-uikit').textContent = c.uikit;
  }

  // MARK: Status, errors, scenes

  function showStatus() {
    const f = page.frame;
    if (!f || f.t === null) return;
    let text;
    if (page.opening.sheet) {
      const sheet = f.sheet;
      if (!sheet.presence || sheet.presence === 'presented') {
        text = 'sheet ' + sheet.phase + ' at y ' + sheet.y.toFixed(1) + ' (' +
          (sheet.targetDetent || sheet.settledDetent) + '), header collapsed ' +
          sheet.header.collapsed.toFixed(1) + ' pt, list at ' + sheet.content.offset.toFixed(1) + ' pt';
      } else {
        // On its way away or put away: the detent it last knew says nothing of where it is.
        text = 'sheet ' + sheet.phase + ', ' + sheet.presence + ', at y ' + sheet.y.toFixed(1);
      }
      if (page.resolved.sheet.pages.length) {
        text += ', page ' + (sheet.page + 1) + ' of ' + page.resolved.sheet.pages.length;
      }
      const attempts = sheet.dismissAttempts || 0;
      if (attempts > 0) text += ', ' + attempts + (attempts === 1 ? ' dismiss attempt' : ' dismiss attempts');
    } else {
      text = f.scroll.phase + ' at ' + f.scroll.offset.toFixed(1) + ' pt, ' +
        Math.round(f.scroll.velocity) + ' pt/s';
      const spinner = f.views && f.views.refreshSpinner;
      if (spinner && spinner.refreshing) text += ', refreshing';
    }
    // A self-sizing list: the rows built (as drawn, from 1) and how many were measured.
    const window = f.rows && f.rows.first !== null ? f.rows
      : f.sheet && f.sheet.rows && f.sheet.rows.first !== null ? f.sheet.rows : null;
    if (window && window.heights && window.heights.length) {
      text += ', rows ' + (window.first + 1) + '\u2013' + (window.first + window.heights.length) +
        ' built, ' + window.measured + ' measured';
    }
    const count = Math.min(page.costCount, page.costs.length);
    if (count >= 10) {
      const median = Array.from(page.costs.subarray(0, count)).sort((a, b) => a - b)[count >> 1];
      text += ' · ' + (median * 1000).toFixed(0) + ' µs a frame';
    }
    $('#status').textContent = text + ' · t ' + f.t.toFixed(2) + ' s · ' + page.actions.count + ' actions';
  }

  function showError(text) {
    page.error = text;
    const box = $('#error');
    box.textContent = text || '';
    box.hidden = !text;
  }

  function markSceneButtons() {
    const nav = $('#scenes');
    for (const link of document.querySelectorAll('#scenes a')) {
      const current = link.dataset.scene === page.scene.id;
      link.setAttribute('aria-current', current ? 'page' : 'false');
      // On a phone the scenes are one row that scrolls sideways: the scene shown is brought
      // to its middle (the row alone scrolls, not the page).
      if (current && nav.scrollWidth > nav.clientWidth) {
        const row = nav.getBoundingClientRect();
        const chip = link.getBoundingClientRect();
        nav.scrollLeft += chip.left + chip.width / 2 - (row.left + row.width / 2);
      }
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
    return Object.assign(clone(page.opening), { script: page.actions.script() });
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
  // of its own, stepped one frame at a time as the page steps it — actions as numbers, the
  // frame read in place — engine and drawing apart. `scrollwork playground --benchmark SCENE`
  // runs the same script natively (Guides/Playground.md, "The frame crosses as numbers").
  function benchmark(sceneId, frames) {
    const scene = data.scenes.find((s) => s.id === sceneId);
    const opening = openingScenario(scene, defaultSettings(scene));
    const root = el('div', { style: 'position:absolute;left:-10000px;width:400px;height:800px' });
    document.body.appendChild(root);
    const renderer = globalThis.ScrollworkRender.create(root, opening, data.artwork);
    const engine = page.engine;
    engine.open(JSON.stringify(opening));
    const frame = engine.blankFrame();
    const heights = [];
    const rate = opening.fps || 120;
    const on = opening.sheet ? 3 : 0;
    let engineTime = 0;
    let drawTime = 0;
    let count = 0;
    for (let i = 0; i < frames; i++) {
      const phase = i % 240;
      const t0 = performance.now();
      if (phase < 60) engine.drag(-6, 1 / rate, on);
      else if (phase === 60) engine.release();
      else engine.wait(1 / rate);
      const taken = engine.takeFrames();
      for (let k = 0; k < taken; k++) {
        engine.frame(k, frame);
        if (engine.carriesContent(k)) frame.content = engine.content();
      }
      if (taken) engine.attachRows(frame, heights);
      const t1 = performance.now();
      if (taken) renderer.draw(frame);
      const t2 = performance.now();
      engineTime += t1 - t0;
      drawTime += t2 - t1;
      count += taken;
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
    // The frame drawn last, as the trace writes it (a self-sizing list's window with its
    // heights, which cross beside the frames: the log keeps the rest of the window).
    state: () => {
      if (!page.log.count) return null;
      const frame = page.engine.decodeAt(page.log.numbers, page.log.count - 1);
      const window = frame.rows || (frame.sheet && frame.sheet.rows);
      if (window) window.heights = page.heights.slice();
      return frame;
    },
    // Every frame taken since the scene opened, as the trace writes them.
    frames: () => page.log.all(page.engine),
    scenes: () => data.scenes.map((s) => s.id),
    builtIns: () => Object.keys(data.builtIns),
    builtIn: (name) => data.builtIns[name],
    error: () => page.error,
    benchmark: benchmark,
    // The Swift code shown for the current settings: {swiftUI, uikit}.
    code: code,
    // The settings the scene opened with, the engine's defaults filled in.
    settings: () => page.resolved,
    ready: null,
    // For the browser tests: the renderer's scale, scene points to client pixels, whether the
    // scene is at rest, and the status line.
    _scale: () => page.renderer.scale,
    _toClient: (x, y) => {
      const origin = page.renderer.toScene(0, 0);
      const scale = page.renderer.scale;
      return { x: (x - origin.x) * scale, y: (y - origin.y) * scale };
    },
    _atRest: () => !page.pointer && page.atRest && page.paused,
    _status: () => $('#status').textContent,
    // The frame's layout as the engine hands it (sw_frame_layout).
    _layout: () => page.engine.layout,
    // Opens `id` with its default settings changed by `patch` (as the controls would).
    _open: (id, patch) => {
      const scene = data.scenes.find((s) => s.id === id);
      openScene(id, Object.assign(defaultSettings(scene), patch || {}));
    },
    // Plays a page too busy to draw (a long task): the display link skips its frames, as
    // it does while the main thread is busy, and input waits for it.
    _busy: (busy) => { page.busy = busy; },
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
        const copied = () => { copy.textContent = 'Copied'; setTimeout(() => { copy.textContent = 'Copy'; }, 1200); };
        if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(copied, () => {});
        else {
          const area = el('textarea', {});
          area.value = text;
          document.body.appendChild(area);
          area.select();
          document.execCommand('copy');
          area.remove();
          copied();
        }
      });
    }
    openScene(sceneFromHash());
    requestAnimationFrame(tick);
    return true;
  })();
})();
