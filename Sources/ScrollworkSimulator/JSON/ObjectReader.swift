import ScrollworkCore

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
    if let unknown = members.keys.filter({ !allowed.contains($0) }).sorted().first {
      let known = allowed.sorted().joined(separator: ", ")
      throw ScenarioError(
        field: field(unknown), reason: "unknown key (expected one of: \(known))")
    }
  }

  /// The dotted path of `key` in this object.
  func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

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

  /// The number at `key`, or `nil` if absent; throws if it is not a finite number in `range`.
  func number(_ key: String, in range: NumberRange = .any) throws(ScenarioError) -> Double? {
    guard let value = value(key) else { return nil }
    guard case .number(let number) = value, number.isFinite else {
      throw ScenarioError(
        field: field(key), reason: "expected a number, got \(value.typeDescription)")
    }
    guard abs(number) <= ScrollworkError.largestMagnitude else {
      throw ScenarioError(
        field: field(key),
        reason: "expected a number from -1e9 to 1e9, got \(JSONValue.format(number))")
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

  /// The whole number at `key`, or `nil` if absent.
  func integer(_ key: String, in range: NumberRange = .nonNegative) throws(ScenarioError) -> Int? {
    guard let number = try number(key, in: range) else { return nil }
    guard number == number.rounded(), abs(number) < 1e9 else {
      throw ScenarioError(field: field(key), reason: "expected a whole number, got \(number)")
    }
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

/// The values a scenario number may take.
struct NumberRange {
  var minimum: Double?
  var minimumIsExclusive = false
  var maximum: Double?

  static let any = NumberRange()
  static let nonNegative = NumberRange(minimum: 0)
  static let positive = NumberRange(minimum: 0, minimumIsExclusive: true)
  static let unit = NumberRange(minimum: 0, maximum: 1)

  func problem(with number: Double) -> String? {
    if let minimum {
      if minimumIsExclusive, number <= minimum {
        return "expected a number > \(JSONValue.format(minimum)), got \(JSONValue.format(number))"
      }
      if !minimumIsExclusive, number < minimum {
        return "expected a number ≥ \(JSONValue.format(minimum)), got \(JSONValue.format(number))"
      }
    }
    if let maximum, number > maximum {
      return "expected a number ≤ \(JSONValue.format(maximum)), got \(JSONValue.format(number))"
    }
    return nil
  }
}
