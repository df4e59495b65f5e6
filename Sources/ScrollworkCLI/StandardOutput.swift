import Foundation

/// What a command prints, buffered, with the first failed write kept to report: `print` drops
/// a failed write silently, so a trace sent to a full disk (`> /dev/full`) or a closed output
/// would be lost with status 0.
final class StandardOutput {
  private var buffer: [UInt8] = []
  /// The reason the first failed write gave, if one failed.
  private var failure: String?
  /// How many bytes are kept before they are written.
  private static let chunk = 1 << 16

  /// Adds `text`, writing the buffer when it holds a chunk.
  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.chunk { flush() }
  }

  /// Writes what is buffered to file descriptor 1, retrying partial writes; a failure is kept
  /// and what follows it is dropped.
  func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil else { return }
    var offset = 0
    while offset < buffer.count {
      let written = buffer.withUnsafeBytes { bytes in
        Foundation.write(1, bytes.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        failure = String(cString: strerror(errno)).lowercased()
        return
      }
      offset += written
    }
  }

  /// Writes what is left.
  /// - Throws: ``CommandError`` if any write failed.
  func finish() throws {
    flush()
    if let failure {
      throw CommandError(message: "standard output: cannot write: \(failure)")
    }
  }
}
