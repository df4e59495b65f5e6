// Real UIScrollView behaviour recorded on the iOS 26.5 simulator and published in the repository
// samoylenkodmitry/Cranpose, file crates/cranpose-ui/src/tests/ios_fling_measurement.rs
// (TARGET_OFFSET_SAMPLES, NORMAL_RATE_TRACE, RUBBER_BAND_TRACE, BOUNCE_TRACE). Test data only:
// the numbers are copied as published, in points, milliseconds and points per millisecond.

import Testing

@_spi(Engine) @testable import ScrollworkCore

/// One fling as UIKit reported it through
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
struct TargetOffsetSample: Sendable, CustomTestStringConvertible {
  /// `UIScrollView.decelerationRate`, per millisecond.
  var rate: Double
  /// The offset at release, rounded to 2 decimals in the source; on the 3x pixel grid.
  var offset: Double
  /// The content's velocity at release, points per millisecond.
  var velocity: Double
  /// UIKit's `targetContentOffset`, in points.
  var target: Double

  var testDescription: String { "rate \(rate), \(offset) pt at \(velocity) pt/ms -> \(target)" }

  /// The start offset snapped back onto the 3x grid (1244.67 is really 1244.6667).
  var gridOffset: Double { PixelGridFixture.grid3x.round(offset) }
  /// The velocity in points per second.
  var velocityPerSecond: Double { velocity * 1000 }
  /// The deceleration rate as a Core value.
  var decelerationRate: DecelerationRate { try! DecelerationRate(perMillisecond: rate) }
}

/// A recorded `(time, value)` pair: milliseconds and points.
struct TraceSample: Sendable, CustomTestStringConvertible {
  var time: Double
  var value: Double
  var testDescription: String { "(\(time), \(value))" }
}

/// A recorded rubber-band pair: the finger's raw pull and the overscroll UIKit showed, points.
struct RubberBandSample: Sendable, CustomTestStringConvertible {
  var pull: Double
  var overscroll: Double
  var testDescription: String { "pull \(pull) -> \(overscroll)" }
}

enum PixelGridFixture {
  static let grid3x = PixelGrid(displayScale: 3)
}

enum UIKitRecordings {
  /// `TARGET_OFFSET_SAMPLES`: rate, offset at release, velocity (pt/ms), targetContentOffset.
  static let targetOffsetSamples: [TargetOffsetSample] = [
    (0.998, 400.00, 0.480834, 635.3333),
    (0.998, 1244.67, 0.495222, 1487.0),
    (0.998, 1755.67, 0.307760, 1904.3334),
    (0.998, 2010.00, 0.262579, 2136.0),
    (0.998, 2315.67, 0.677054, 2649.0),
    (0.998, 2912.67, 1.381048, 3597.6667),
    (0.998, 4029.00, 2.530246, 5288.0),
    (0.998, 5686.67, 5.613967, 8486.0),
    (0.99, 8662.33, 0.756662, 8736.667),
    (0.99, 9000.33, 1.193017, 9118.0),
    (0.99, 9549.33, 2.347413, 9782.0),
    (0.99, 10180.67, 5.991895, 10776.0),
  ].map { TargetOffsetSample(rate: $0.0, offset: $0.1, velocity: $0.2, target: $0.3) }

  /// `NORMAL_RATE_TRACE`: the first target-offset fling, frame by frame.
  enum NormalRateTrace {
    static let releaseOffset = 400.0
    /// Points per millisecond.
    static let velocity = 0.4808336647
    static let rate = 0.998
    /// The recording's timestamps lag the motion by about one 16 ms frame (the source's note).
    static let frameLag = 0.016
    static let samples: [TraceSample] = [
      (0.290, 408.0), (100.213, 449.6667), (199.568, 484.0), (299.717, 512.3333),
      (400.298, 535.3333), (500.281, 554.3333), (600.284, 570.0), (700.302, 582.6667),
      (799.691, 593.0), (900.283, 601.6667), (1000.261, 608.6667), (1100.212, 614.3333),
      (1199.606, 619.0), (1299.828, 622.6667), (1400.246, 625.6667), (1500.25, 628.3333),
      (1599.643, 630.3333), (1700.271, 632.3333), (1850.238, 634.3333), (1916.913, 635.0),
    ].map { TraceSample(time: $0.0, value: $0.1) }
  }

  /// `RUBBER_BAND_TRACE`: a drag past the top edge of a 681.6667 pt viewport.
  enum RubberBandTrace {
    static let dimension = 681.6667
    static let samples: [RubberBandSample] = [
      (15, 8.0), (30, 16.0), (45, 24.0), (60, 31.3333), (75, 39.0), (90, 46.0), (105, 53.3333),
      (120, 60.3333), (135, 67.0), (150, 73.6667), (165, 80.0), (180, 86.3333), (195, 92.6667),
      (210, 98.6667), (225, 104.6667), (240, 110.6667), (255, 116.3333), (270, 122.0),
      (285, 127.3333), (300, 133.0), (315, 138.0), (330, 143.3333), (345, 148.3333),
      (360, 153.3333), (375, 158.3333), (390, 163.0), (405, 168.0), (420, 172.6667),
      (435, 177.0),
    ].map { RubberBandSample(pull: $0.0, overscroll: $0.1) }
  }

  /// `BOUNCE_TRACE`: released at rest 177 pt past the top edge; offsets over time.
  enum BounceTrace {
    static let releaseOffset = -177.0
    static let samples: [TraceSample] = [
      (16.235, -157.3333), (33.471, -138.6667), (49.541, -121.6667), (66.795, -106.3333),
      (83.471, -93.0), (100.122, -81.0), (116.477, -70.6667), (133.140, -61.3333),
      (150.131, -53.3333), (166.799, -46.0), (183.446, -40.0), (199.516, -34.3333),
      (216.769, -29.6667), (233.445, -25.6667), (249.503, -22.0), (266.760, -19.0),
      (283.421, -16.3333), (300.095, -14.0), (316.170, -12.0), (332.841, -10.3333),
      (349.720, -9.0), (366.760, -7.6667), (383.434, -6.6667), (400.098, -5.6667),
      (416.246, -4.6667), (433.447, -4.0), (449.933, -3.6667), (466.345, -3.0),
      (482.853, -2.6667), (499.651, -2.3333), (516.798, -2.0), (532.878, -1.6667),
      (549.539, -1.3333), (566.376, -1.0), (616.799, -0.6667), (666.808, -0.3333),
    ].map { TraceSample(time: $0.0, value: $0.1) }
  }
}
