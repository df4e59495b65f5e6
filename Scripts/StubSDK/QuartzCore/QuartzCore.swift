// The Swift half of the stub QuartzCore module (see ../README.md): what Apple's QuartzCore overlay
// adds to `CAFrameRateRange`, whose `preferred` field the header refines for Swift. Signatures
// from the iOS 17.0 SDK's `QuartzCore.swiftinterface`; the bodies never run.
@_exported import QuartzCore

@usableFromInline
func _stubOnly() -> Never { fatalError("Scrollwork's stub SDK is for type-checking only") }

extension CAFrameRateRange {
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) { _stubOnly() }

  public var preferred: Float? {
    get { _stubOnly() }
    set { _stubOnly() }
  }
}

extension CAFrameRateRange: Equatable {
  public static func == (lhs: CAFrameRateRange, rhs: CAFrameRateRange) -> Bool { _stubOnly() }
}
