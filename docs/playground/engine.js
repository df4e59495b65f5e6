// The playground's engine: ScrollworkCore and the scenario simulator compiled to WebAssembly
// (Scripts/build-wasm.sh), loaded from the base64 text of engine-wasm.js so that the page opens
// from the file system with no server. See Sources/ScrollworkWeb/Exports.swift for the functions.
//
// Scenarios, settings and errors cross as UTF-8 text. Each tick's frames cross as numbers: the
// module writes them into its memory (Sources/ScrollworkWeb/FrameLayout.swift, the one place
// the layout is written down) and the page reads them in place through a Float64Array, by the
// field names the module hands it (sw_frame_layout), into one trace-shaped object made once.
// The heights of a self-sizing list's rows in the last frame cross beside them, as numbers too
// (sw_row_heights_pointer; attachRows).
(function () {
  'use strict';

  function decodeBase64(text) {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  // The four WASI functions wasi-libc calls: random_get seeds Swift's hashing, and a trap's
  // message is written to standard error.
  function wasi(memory) {
    let pending = '';
    return {
      random_get(pointer, length) {
        crypto.getRandomValues(new Uint8Array(memory().buffer, pointer, length));
        return 0;
      },
      fd_write(fd, iovs, count, writtenPointer) {
        const view = new DataView(memory().buffer);
        let written = 0;
        for (let i = 0; i < count; i++) {
          const pointer = view.getUint32(iovs + 8 * i, true);
          const length = view.getUint32(iovs + 8 * i + 4, true);
          pending += new TextDecoder().decode(new Uint8Array(memory().buffer, pointer, length));
          written += length;
        }
        view.setUint32(writtenPointer, written, true);
        const lines = pending.split('\n');
        pending = lines.pop();
        for (const line of lines) console.error('scrollwork engine: ' + line);
        return 0;
      },
      fd_seek() { return 70; },  // ESPIPE: standard error is not seekable
      fd_close() { return 0; },
    };
  }

  // The drag's `on` by the number sw_drag and sw_drag_source use.
  const SOURCES = [null, 'grabber', 'header', 'content'];

  // Reads frames laid out as `layout` says ({size, fields: [{name, kind, offset, codes}]}):
  // `into` fills one trace-shaped object in place, `decode` makes a new one as the trace
  // writes it (absent fields left out; `content` is true where the trace has the rows).
  class FrameReader {
    constructor(layout, engine) {
      this.size = layout.size;
      this.fields = layout.fields.map((field) => {
        const path = field.name.split('.');
        return Object.assign({ path: path, key: path[path.length - 1] }, field);
      });
      this.engine = engine;
      this.contentOffset = layout.fields.find((field) => field.name === 'content').offset;
    }

    // The value of `field` in the frame at `base`, or null when the trace has none; `rect`:
    // the array to fill (a new one when not given).
    value(field, f64, base, rect, live) {
      const at = base + field.offset;
      const first = f64[at];
      if (first !== first) return null;  // NaN: absent
      switch (field.kind) {
        case 'rect':
          rect = rect || new Array(4);
          rect[0] = first; rect[1] = f64[at + 1]; rect[2] = f64[at + 2]; rect[3] = f64[at + 3];
          return rect;
        case 'code': return field.codes[first];
        case 'string': return this.engine.string(first);
        // The rows cross as text, once they change: carriesContent(i) and content().
        case 'flag': return live ? null : true;
        case 'bool': return first === 1;
        default: return first;
      }
    }

    // A trace-shaped object with every field at null, for `into`.
    blank() {
      const frame = {};
      const parents = [];
      const rects = [];
      for (const field of this.fields) {
        let parent = frame;
        for (let i = 0; i < field.path.length - 1; i++) {
          const key = field.path[i];
          parent = parent[key] || (parent[key] = {});
        }
        parent[field.key] = null;
        parents.push(parent);
        rects.push(field.kind === 'rect' ? new Array(4) : null);
      }
      Object.defineProperty(frame, 'slots', { value: { parents: parents, rects: rects } });
      return frame;
    }

    // Fills `frame` (from blank()) with the frame at `base`; allocates nothing.
    into(f64, base, frame) {
      const fields = this.fields;
      const parents = frame.slots.parents;
      const rects = frame.slots.rects;
      for (let i = 0; i < fields.length; i++) {
        parents[i][fields[i].key] = this.value(fields[i], f64, base, rects[i], true);
      }
      return frame;
    }

    // The frame at `base` as a new object, absent fields left out.
    decode(f64, base) {
      const frame = {};
      for (const field of this.fields) {
        const value = this.value(field, f64, base, null, false);
        if (value === null) continue;
        let parent = frame;
        for (let i = 0; i < field.path.length - 1; i++) {
          const key = field.path[i];
          parent = parent[key] || (parent[key] = {});
        }
        parent[field.key] = value;
      }
      return frame;
    }
  }

  class Engine {
    constructor(instance) {
      this.exports = instance.exports;
      this.encoder = new TextEncoder();
      this.decoder = new TextDecoder();
      this.f64 = null;
      this.strings = [];
      this.layout = JSON.parse(this.call('sw_frame_layout').text);
      this.reader = new FrameReader(this.layout, this);
      this.frameSize = this.reader.size;
    }

    // Calls `name` with `text` written into the module's memory; returns {ok, text}.
    call(name, text, ...rest) {
      const e = this.exports;
      let status;
      if (text === undefined) {
        status = e[name](...rest);
      } else {
        const bytes = this.encoder.encode(text);
        const pointer = e.sw_alloc(bytes.length);
        new Uint8Array(e.memory.buffer, pointer, bytes.length).set(bytes);
        try {
          status = e[name](pointer, bytes.length, ...rest);
        } finally {
          e.sw_free(pointer);
        }
      }
      return { ok: status === 0, text: this.resultText() };
    }

    resultText() {
      const e = this.exports;
      return this.decoder.decode(
        new Uint8Array(e.memory.buffer, e.sw_result_pointer(), e.sw_result_length()));
    }

    // The error text of a call that answered `status`, or null when it worked.
    check(status) { return status === 0 ? null : this.resultText(); }

    // The trace of a whole scenario (text), as `scrollwork simulate` prints it.
    replay(scenarioText, fps) { return this.call('sw_replay', scenarioText, fps || 0); }
    // The settings a scenario opens with, the engine's defaults filled in.
    settings(scenarioText) {
      const result = this.call('sw_settings', scenarioText);
      if (!result.ok) throw new Error(result.text);
      return JSON.parse(result.text);
    }

    // The live session.
    open(scenarioText) {
      this.strings = [];
      return this.call('sw_open', scenarioText);
    }
    perform(actionText) { return this.call('sw_perform', actionText); }
    // Script actions as numbers; each gives null or the error's text.
    drag(by, duration, on) { return this.check(this.exports.sw_drag(by, duration, on || 0)); }
    wait(seconds) { return this.check(this.exports.sw_wait(seconds)); }
    release() { return this.check(this.exports.sw_release()); }
    time() { return this.exports.sw_time(); }
    atRest() { return this.exports.sw_at_rest() !== 0; }
    // The time of the frame the session comes to rest on if nothing else happens, within
    // `limit` frames (NaN: none does).
    restFrameTime(limit) { return this.exports.sw_rest_frame_time(limit); }
    // Which link of the sheet a touch at (x, y) in points drives: null or "grabber", "header",
    // "content" (the kernel's answer).
    dragSource(x, y) { return SOURCES[this.exports.sw_drag_source(x, y)]; }
    // The action a drag source gives, as its number for drag().
    static sourceNumber(on) { return Math.max(0, SOURCES.indexOf(on || null)); }

    // Takes the session's new frames as numbers; returns how many. Read them with frame(i,
    // into) or decode(i) before the next call that takes frames.
    takeFrames() {
      const e = this.exports;
      const count = e.sw_take_frame_slots();
      if (!this.f64 || this.f64.buffer !== e.memory.buffer) this.f64 = new Float64Array(e.memory.buffer);
      this.base = e.sw_frames_pointer() / 8;
      return count;
    }
    // Frame i of the last take, written into `into` (from blankFrame()) in place.
    frame(i, into) { return this.reader.into(this.f64, this.base + i * this.reader.size, into); }
    // Whether frame i of the last take carries the rows (they changed); content() has them.
    carriesContent(i) {
      return this.f64[this.base + i * this.reader.size + this.reader.contentOffset] === 1;
    }
    // Frame i of the last take as a new object, as the trace writes it.
    decode(i) { return this.reader.decode(this.f64, this.base + i * this.reader.size); }
    blankFrame() { return this.reader.blank(); }
    // The numbers of frame i of the last take, copied into `out` at `at`.
    copyFrame(i, out, at) {
      const size = this.reader.size;
      const from = this.base + i * size;
      for (let k = 0; k < size; k++) out[at + k] = this.f64[from + k];
    }
    // Frame `index` of `log` (numbers copied by copyFrame) as a new object.
    decodeAt(log, index) { return this.reader.decode(log, index * this.reader.size); }

    // A detent's id by the index a frame carries.
    string(index) {
      if (index >= this.strings.length) this.strings = JSON.parse(this.call('sw_strings').text);
      return this.strings[index];
    }
    // The window of self-sizing rows the last frame taken has (the frame's `rows`, or its
    // sheet's `sheet.rows`: {first, top, measured}, read in place by frame()) given its
    // `heights`: they cross beside the frames (sw_row_heights_pointer), copied into `heights`,
    // an array kept from tick to tick. Returns the window, or null when the frame has none.
    // Call it after takeFrames, with `frame` the last frame taken.
    attachRows(frame, heights) {
      const e = this.exports;
      const count = e.sw_row_heights_count();
      const at = e.sw_row_heights_pointer() / 8;
      if (this.f64.buffer !== e.memory.buffer) this.f64 = new Float64Array(e.memory.buffer);
      heights.length = count;
      for (let i = 0; i < count; i++) heights[i] = this.f64[at + i];
      const sheet = frame.sheet;
      const window = frame.rows && frame.rows.first !== null && frame.rows.first !== undefined
        ? frame.rows
        : sheet && sheet.rows && sheet.rows.first !== null && sheet.rows.first !== undefined
          ? sheet.rows : null;
      if (frame.rows) frame.rows.heights = window === frame.rows ? heights : null;
      if (sheet && sheet.rows) sheet.rows.heights = window === sheet.rows ? heights : null;
      return window;
    }
    // The rows of the last frame taken that carried them.
    content() { return JSON.parse(this.call('sw_content').text); }
  }

  globalThis.ScrollworkEngine = {
    async load(base64) {
      let memory = null;
      const bytes = decodeBase64(base64);
      const { instance } = await WebAssembly.instantiate(bytes, {
        wasi_snapshot_preview1: wasi(() => memory),
      });
      memory = instance.exports.memory;
      const engine = new Engine(instance);
      engine.size = bytes.length;
      return engine;
    },
    sourceNumber: Engine.sourceNumber,
    sources: SOURCES,
  };
})();
