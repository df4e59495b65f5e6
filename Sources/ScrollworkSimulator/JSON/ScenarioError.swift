/// Why a scenario cannot be run: the file, the field and the reason, on one line.
///
///     fling.json: viewport.height: expected a number ≥ 0, got -5
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The scenario's file name or built-in name, if known.
  public var file: String?
  /// The dotted path of the field (`script[2].drag.duration`); empty for the whole document.
  public var field: String
  /// What is wrong with it.
  public var reason: String

  /// Creates an error for `field` with `reason`.
  public init(file: String? = nil, field: String, reason: String) {
    self.file = file
    self.field = field
    self.reason = reason
  }

  /// `FILE: FIELD: REASON`, leaving out what is unknown; always one line (a file name with a
  /// line break is quoted and escaped).
  public var description: String {
    [file.map(Echo.printable), field.isEmpty ? nil : field, reason].compactMap { $0 }
      .joined(separator: ": ")
  }

  /// The same error, attributed to `file`.
  func `in`(file: String) -> ScenarioError {
    var copy = self
    copy.file = file
    return copy
  }
}
