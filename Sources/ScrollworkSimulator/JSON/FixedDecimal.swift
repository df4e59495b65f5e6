import Foundation

/// `value` rounded to `decimals` places, without trailing zeros or a negative zero, or `nil`
/// when it is not finite: the one number format of traces and pictures, so the same value
/// always gives the same text.
///
///     fixedDecimal(635.333333, decimals: 2)  // "635.33"
///     fixedDecimal(-0.0001, decimals: 2)     // "0"
public func fixedDecimal(_ value: Double, decimals: Int) -> String? {
  guard value.isFinite else { return nil }
  var text = String(format: "%.\(max(0, decimals))f", value)
  if text.contains(".") {
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
  }
  return text == "-0" ? "0" : text
}
