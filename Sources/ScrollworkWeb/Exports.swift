@_spi(Engine) import ScrollworkSimulator

// The C functions the browser playground's page calls in the WebAssembly module (built by
// Scripts/build-wasm.sh). Scenarios, settings and errors cross as UTF-8 text: the page writes
// it into memory it got from `sw_alloc`; every call that answers with text leaves it in one
// result buffer, read with `sw_result_pointer` and `sw_result_length`, valid until the next
// call. A tick crosses as numbers: the finger's actions as arguments (`sw_drag`, `sw_wait`,
// `sw_release`) and the frames as `Double`s the page reads in place (`sw_take_frame_slots`,
// FrameLayout.swift), with the heights of the rows a self-sizing list built in the last frame
// (`sw_row_heights_pointer`).
//
// The actions return 0 when they worked and 2 with a one-line error in the result buffer, as
// `scrollwork` exits.

nonisolated(unsafe) private var live = WebBridge.Live()
nonisolated(unsafe) private var result: [UInt8] = []

/// Memory for `length` bytes of text the page writes in.
@_cdecl("sw_alloc")
public func swAlloc(_ length: Int32) -> UnsafeMutablePointer<UInt8> {
  .allocate(capacity: max(1, Int(length)))
}

/// Gives back memory from `sw_alloc`.
@_cdecl("sw_free")
public func swFree(_ pointer: UnsafeMutablePointer<UInt8>) {
  pointer.deallocate()
}

/// Where the last answer's text starts.
@_cdecl("sw_result_pointer")
public func swResultPointer() -> UnsafePointer<UInt8>? {
  result.withUnsafeBufferPointer { $0.baseAddress }
}

/// How many bytes the last answer's text has.
@_cdecl("sw_result_length")
public func swResultLength() -> Int32 {
  Int32(result.count)
}

/// Runs a whole scenario (`fps` ≤ 0: its own rate); the result is its trace.
@_cdecl("sw_replay")
public func swReplay(_ text: UnsafePointer<UInt8>, _ length: Int32, _ fps: Double) -> Int32 {
  let bytes = UnsafeBufferPointer(start: text, count: Int(length))
  switch WebBridge.replay(bytes, fps: fps > 0 ? fps : nil) {
  case .success(let trace): return answer(trace, status: 0)
  case .failure(let error): return answer(error.description, status: 2)
  }
}

/// Opens the live session on a scenario.
@_cdecl("sw_open")
public func swOpen(_ text: UnsafePointer<UInt8>, _ length: Int32) -> Int32 {
  report(live.open(UnsafeBufferPointer(start: text, count: Int(length))))
}

/// Performs one script action in the live session.
@_cdecl("sw_perform")
public func swPerform(_ text: UnsafePointer<UInt8>, _ length: Int32) -> Int32 {
  report(live.perform(UnsafeBufferPointer(start: text, count: Int(length))))
}

/// The live session's new frames; the result is a JSON array.
@_cdecl("sw_take_frames")
public func swTakeFrames() -> Int32 {
  answer(live.takeFrames(), status: 0)
}

/// The live session's clock, in seconds.
@_cdecl("sw_time")
public func swTime() -> Double {
  live.time
}

/// 1 when the live session is at rest at its clock, else 0: the page stops its clock then.
@_cdecl("sw_at_rest")
public func swAtRest() -> Int32 {
  live.isAtRest ? 1 : 0
}

/// The time of the frame a whole run would end on from the live session's clock, if nothing
/// else happened (its frame at rest), within `limit` frames, or NaN: the page waits past it,
/// draws it and stops its clock.
@_cdecl("sw_rest_frame_time")
public func swRestFrameTime(_ limit: Int32) -> Double {
  live.restFrameTime(limit: Int(limit))
}

// MARK: The frame as numbers (FrameLayout.swift)

/// The live session's new frames, written as numbers (`FrameLayout`) where
/// `sw_frames_pointer` says; returns how many. Nothing crosses as text.
@_cdecl("sw_take_frame_slots")
public func swTakeFrameSlots() -> Int32 {
  Int32(live.takeFrameSlots())
}

/// Where the frames `sw_take_frame_slots` wrote start: `FrameLayout.size` `Double`s a frame,
/// 8-byte aligned. Valid until the next call that takes frames.
@_cdecl("sw_frames_pointer")
public func swFramesPointer() -> UnsafePointer<Double>? {
  live.slots.withUnsafeBufferPointer { $0.baseAddress }
}

/// The frame's layout: the result is `{"size", "fields": [{"name", "kind", "offset",
/// "codes"?}]}`, the page's one source of it.
@_cdecl("sw_frame_layout")
public func swFrameLayout() -> Int32 {
  answer(FrameLayout.json.serialized(), status: 0)
}

/// The detent ids the frames' `string` fields index, as a JSON array.
@_cdecl("sw_strings")
public func swStrings() -> Int32 {
  answer(JSONValue.array(live.strings.all.map { .string($0) }).serialized(), status: 0)
}

/// Where the heights of the rows a self-sizing list built in the last frame taken start
/// (`Double`s, 8-byte aligned; the frame's `rows.first` or `sheet.rows.first` is the first's
/// index): the page draws that frame's rows from them. Valid until the next call that takes
/// frames.
@_cdecl("sw_row_heights_pointer")
public func swRowHeightsPointer() -> UnsafePointer<Double>? {
  live.rowHeights.withUnsafeBufferPointer { $0.baseAddress }
}

/// How many heights `sw_row_heights_pointer` has: 0 when the last frame taken has no
/// self-sizing list.
@_cdecl("sw_row_heights_count")
public func swRowHeightsCount() -> Int32 {
  Int32(live.rowHeights.count)
}

/// The rows of the last frame taken that carried them (the trace's `content`), or `null`.
@_cdecl("sw_content")
public func swContent() -> Int32 {
  answer(live.content, status: 0)
}

/// Performs `{"drag": {"by", "duration", "on"}}` (`on`: 0 none, 1 sheet, 2 header,
/// 3 content).
@_cdecl("sw_drag")
public func swDrag(_ by: Double, _ duration: Double, _ on: Int32) -> Int32 {
  report(live.drag(by: by, duration: duration, on: Int(on)))
}

/// Performs `{"wait": {"seconds"}}`.
@_cdecl("sw_wait")
public func swWait(_ seconds: Double) -> Int32 {
  report(live.wait(seconds: seconds))
}

/// Performs `{"release": {}}`.
@_cdecl("sw_release")
public func swRelease() -> Int32 {
  report(live.release())
}

/// Which link of the sheet a touch at (`x`, `y`) — container points — drives now, as the
/// sheet's kernel answers: 0 none, 1 grabber, 2 header, 3 content.
@_cdecl("sw_drag_source")
public func swDragSource(_ x: Double, _ y: Double) -> Int32 {
  Int32(live.dragSource(x: x, y: y))
}

/// The settings a scenario opens with, the engine's defaults filled in (`WebBridge.settings`).
@_cdecl("sw_settings")
public func swSettings(_ text: UnsafePointer<UInt8>, _ length: Int32) -> Int32 {
  switch WebBridge.settings(UnsafeBufferPointer(start: text, count: Int(length))) {
  case .success(let json): return answer(json, status: 0)
  case .failure(let error): return answer(error.description, status: 2)
  }
}

private func report(_ error: ScenarioError?) -> Int32 {
  answer(error?.description ?? "", status: error == nil ? 0 : 2)
}

private func answer(_ text: String, status: Int32) -> Int32 {
  result = Array(text.utf8)
  return status
}
