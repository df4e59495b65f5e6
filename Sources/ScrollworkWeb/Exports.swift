import ScrollworkSimulator

// The C functions the browser playground's page calls in the WebAssembly module (built by
// Scripts/build-wasm.sh). Text crosses as UTF-8: the page writes it into memory it got from
// `sw_alloc`; every call that answers leaves its text in one result buffer, read with
// `sw_result_pointer` and `sw_result_length`, valid until the next call.
//
// Each returns 0 when it worked and 2 with a one-line error in the result buffer, as
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

private func report(_ error: ScenarioError?) -> Int32 {
  answer(error?.description ?? "", status: error == nil ? 0 : 2)
}

private func answer(_ text: String, status: Int32) -> Int32 {
  result = Array(text.utf8)
  return status
}
