// The playground's engine: ScrollworkCore and the scenario simulator compiled to WebAssembly
// (Scripts/build-wasm.sh), loaded from the base64 text of engine-wasm.js so that the page opens
// from the file system with no server. Text crosses as UTF-8 through the module's memory; see
// Sources/ScrollworkWeb/Exports.swift for the functions.
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

  class Engine {
    constructor(instance) {
      this.exports = instance.exports;
      this.encoder = new TextEncoder();
      this.decoder = new TextDecoder();
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
      const result = new Uint8Array(e.memory.buffer, e.sw_result_pointer(), e.sw_result_length());
      return { ok: status === 0, text: this.decoder.decode(result) };
    }

    // The trace of a whole scenario (text), as `scrollwork simulate` prints it.
    replay(scenarioText, fps) { return this.call('sw_replay', scenarioText, fps || 0); }
    // The live session.
    open(scenarioText) { return this.call('sw_open', scenarioText); }
    perform(actionText) { return this.call('sw_perform', actionText); }
    takeFrames() { return this.call('sw_take_frames'); }
    time() { return this.exports.sw_time(); }
    atRest() { return this.exports.sw_at_rest() !== 0; }
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
  };
})();
