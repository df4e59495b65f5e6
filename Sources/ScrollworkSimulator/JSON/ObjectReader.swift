@_spi(Engine) import ScrollworkCore

/// Reads the members of one JSON object strictly: every key must be known, every value of the
/// right type and range, and each error names the field's full path.
struct ObjectReader {
  let path: String
  private let members: [String: JSONValue]

  /// Reads `value` at `path` as an object whose keys are all in `allowed`.
  init(_ value: JSONValue, path: String, allowed: Set<String>) throws(ScenarioError) {
    guard case .object(let list) = value else {
      throw ScenarioError(field: path, reason: "expected an object, got \(value.typeDescription)")
    }
    self.path = path
    var members: [String: JSONValue] = [:]
    for member in list { members[member.key] = member.value }
    self.members = members
    if let unknown = list.map({ $0.key }).filter({ !allowed.contains($0) }).min() {
      let known = allowed.sorted().joined(separator: ", ")
      throw ScenarioError(
        field: field(unknown),
        reason: allowed.isEmpty
          ? "unknown key (expected an empty object)" : "unknown key (expected one of: \(known))")
    }
  }

  /// The dotted path of `key` in this object.
  func field(_ key: String) -> String { FieldPath.member(key, of: path) }

  /// Whether `key` is present (and not null).
  func has(_ key: String) -> Bool {
    if let value = members[key], value != .null { return true }
    return false
  }

  /// The raw value of `key`, if present.
  func value(_ key: String) -> JSONValue? {
    guard let value = members[key], value != .null else { return nil }
    return value
  }

  /// The number at `key`, or `nil` if absent; throws if it is not a number in `range`.
  func number(_ key: String, in range: NumberRange = .any) throws(ScenarioError) -> Double? {
    guard let value = value(key) else { return nil }
    guard case .number(let number) = value else {
      throw ScenarioError(
        field: field(key), reason: "expected \(range.phrase), got \(value.typeDescription)")
    }
    if let problem = range.problem(with: number) {
      throw ScenarioError(field: field(key), reason: problem)
    }
    return number
  }

  /// The number at `key`, which must be present.
  func requiredNumber(_ key: String, in range: NumberRange = .any) throws(ScenarioError) -> Double {
    guard let number = try number(key, in: range) else {
      throw ScenarioError(field: field(key), reason: "required")
    }
    return number
  }

  /// The whole number at `key`, or `nil` if absent; throws if it is not a whole number in
  /// `range`.
  func integer(_ key: String, in range: NumberRange) throws(ScenarioError) -> Int? {
    guard let number = try number(key, in: range.wholeNumbers) else { return nil }
    return Int(number)
  }

  /// The boolean at `key`, or `nil` if absent.
  func bool(_ key: String) throws(ScenarioError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let bool) = value else {
      throw ScenarioError(
        field: field(key), reason: "expected true or false, got \(value.typeDescription)")
    }
    return bool
  }

  /// The string at `key`, or `nil` if absent.
  func string(_ key: String) throws(ScenarioError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let string) = value else {
      throw ScenarioError(
        field: field(key), reason: "expected a string, got \(value.typeDescription)")
    }
    return string
  }

  /// The array at `key`, or `nil` if absent.
  func array(_ key: String) throws(ScenarioError) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else {
      throw ScenarioError(
        field: field(key), reason: "expected an array, got \(value.typeDescription)")
    }
    return elements
  }

  /// The object at `key` with keys from `allowed`, or `nil` if absent.
  func object(_ key: String, allowed: Set<String>) throws(ScenarioError) -> ObjectReader? {
    guard let value = value(key) else { return nil }
    return try ObjectReader(value, path: field(key), allowed: allowed)
  }
}

/// The values a scenario number may take: a range within the limit on every magnitude,
/// ``ScrollworkError/largestMagnitude`` (10⁹), and whether it must be whole.
///
///     NumberRange.nonNegative.problem(with: -2)  // "expected a number from 0 to 1e9, got -2"
struct NumberRange {
  var minimum = -ScrollworkError.largestMagnitude
  var minimumIsExclusive = false
  var maximum = ScrollworkError.largestMagnitude
  var isWhole = false

  static let any = NumberRange()
  static let nonNegative = NumberRange(minimum: 0)
  static let positive = NumberRange(minimum: 0, minimumIsExclusive: true)
  static let unit = NumberRange(minimum: 0, maximum: 1)

  /// The same range, of whole numbers only.
  var wholeNumbers: NumberRange {
    var copy = self
    copy.isWhole = true
    return copy
  }

  /// What the range asks for: "a number from 0 to 1e9", "a number > 0 and ≤ 1e9",
  /// "a whole number from 0 to 1000000".
  var phrase: String {
    let kind = isWhole ? "a whole number" : "a number"
    let low = Self.bound(minimum)
    let high = Self.bound(maximum)
    return minimumIsExclusive ? "\(kind) > \(low) and ≤ \(high)" : "\(kind) from \(low) to \(high)"
  }

  /// Why `number` is not in the range, or `nil` if it is.
  func problem(with number: Double) -> String? {
    let inside =
      number.isFinite && (minimumIsExclusive ? number > minimum : number >= minimum)
      && number <= maximum && (!isWhole || number == number.rounded())
    return inside ? nil : "expected \(phrase), got \(Echo.number(number))"
  }

  /// A bound as written in messages: the magnitude limit as `1e9`, others in full.
  private static func bound(_ value: Double) -> String {
    abs(value) == ScrollworkError.largestMagnitude
      ? (value < 0 ? "-1e9" : "1e9") : Echo.number(value)
  }
}
