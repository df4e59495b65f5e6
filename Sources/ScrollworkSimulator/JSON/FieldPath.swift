/// How errors name a field: as the user wrote it, on one line.
///
///     FieldPath.member("height", of: "viewport")   // viewport.height
///     FieldPath.member("my key", of: "viewport")   // viewport."my key"
///     FieldPath.member("\n", of: "")               // "\n"
///     FieldPath.element(2, of: "script")           // script[2]
enum FieldPath {
  /// The path of member `key` of the object at `parent` (empty: the document).
  static func member(_ key: String, of parent: String) -> String {
    let name = isPlain(key) ? key : Echo.quoted(key)
    return parent.isEmpty ? name : "\(parent).\(name)"
  }

  /// The path of element `index` of the array at `parent`.
  static func element(_ index: Int, of parent: String) -> String {
    "\(parent)[\(index)]"
  }

  /// A key that reads unambiguously without quotes: ASCII letters, digits, `_` and `-`.
  private static func isPlain(_ key: String) -> Bool {
    !key.isEmpty && key.utf8.count <= Echo.longestText
      && key.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
          true
        default: false
        }
      }
  }
}
