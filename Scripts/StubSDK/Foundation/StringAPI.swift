// The Swift half of the stub Foundation module, part 4: the NSString methods Apple's overlay adds
// to Swift strings. Hand-written for type-checking only (see ../README.md); the bodies never run.

extension StringProtocol {
  /// Whether `other` occurs in the string, ignoring case, in the current locale.
  public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool {
    _stubOnly()
  }
}
