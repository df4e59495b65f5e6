/// `value` rounded to `decimals` places, without trailing zeros or a negative zero, or `nil`
/// when it is not finite: the one number format of traces and pictures, so the same value
/// always gives the same text.
///
///     fixedDecimal(635.333333, decimals: 2)  // "635.33"
///     fixedDecimal(-0.0001, decimals: 2)     // "0"
///
/// Integer arithmetic on the scaled value (no `printf`): pictures format tens of thousands of
/// numbers. Values too large for that (|value| ≥ 10¹⁵ / 10^decimals) are written whole. The
/// arithmetic is 64-bit everywhere: `Int` is 32 bits in WebAssembly, where 214,748.4 at four
/// places would overflow it.
public func fixedDecimal(_ value: Double, decimals: Int) -> String? {
  guard value.isFinite else { return nil }
  let places = min(max(0, decimals), 9)
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  guard scaled < 1e15 else {
    // Past 15 significant digits the decimals carry no information: whole points, or Swift's
    // shortest description beyond Int's range.
    return abs(value) < 9e15 ? String(Int64(value.rounded())) : "\(value)"
  }
  var units = Int64(scaled)
  if units == 0 { return "0" }
  // Drop trailing zeros of the fraction.
  var fractionDigits = places
  while fractionDigits > 0 && units % 10 == 0 {
    units /= 10
    fractionDigits -= 1
  }
  var digits = String(units)
  if fractionDigits > 0 {
    if digits.count <= fractionDigits {
      digits = String(repeating: "0", count: fractionDigits - digits.count + 1) + digits
    }
    digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
  }
  return value < 0 ? "-" + digits : digits
}
