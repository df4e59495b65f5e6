import PropertyBased
import Testing

@_spi(Engine) @testable import ScrollworkCore

@Suite struct RubberBandTests {
  typealias Trace = UIKitRecordings.RubberBandTrace

  /// UIKit's drag past the top edge (samoylenkodmitry/Cranpose, ios_fling_measurement.rs,
  /// RUBBER_BAND_TRACE, iOS 26.5 simulator). The formula with c = 0.55 matches every sample within
  /// 0.16 pt (measured); on the 3x grid it reproduces all 29 exactly.
  @Test(arguments: Trace.samples)
  func matchesTheRecordedRubberBand(_ s: RubberBandSample) {
    let band = RubberBand(dimension: Trace.dimension)
    #expect(abs(band.offset(forPull: s.pull) - s.overscroll) < 0.2)
    #expect(abs(grid3x.round(band.offset(forPull: s.pull)) - s.overscroll) < 1e-3)
  }

  @Test func formula() {
    let band = RubberBand(dimension: 800)
    #expect(abs(band.offset(forPull: 100) - (1 - 1 / (100 * 0.55 / 800 + 1)) * 800) < 1e-12)
    #expect(abs(band.slope(atPull: 0) - 0.55) < 1e-15)  // starts at slope c
    #expect(band.offset(forPull: 1e12) < 800)  // never reaches d
  }

  @Test(arguments: [0.0, -10, -Double.infinity])
  func noPullShowsNothing(_ pull: Double) {
    #expect(RubberBand(dimension: 800).offset(forPull: pull) == 0)
  }

  @Test func zeroDimensionNeverProducesNaN() {
    let band = RubberBand(dimension: 0)
    #expect(band.offset(forPull: 100) == 0)
    #expect(band.pull(forOffset: 100) == 0)
    #expect(band.slope(atPull: 100) == 0)
  }

  /// A subnormal dimension (issue 14, `nan-subnormal-viewport.json`): 99.9% of it rounds to all
  /// of it, so `d − f` is 0 and the inverse was 0/0. Every function stays finite.
  @Test(arguments: [5e-324, 1e-320, 2.2250738585072014e-308, 1e-300])
  func tinyDimensionsNeverProduceNaN(_ dimension: Double) {
    let band = RubberBand(dimension: dimension)
    for amount in [5e-324, dimension, 1e-300, 0.5, 50, 1e9] {
      let shown = band.offset(forPull: amount)
      #expect(shown.isFinite && shown >= 0 && shown <= dimension)
      #expect(band.pull(forOffset: amount).isFinite)
      #expect(band.pull(forOffset: shown).isFinite)
      #expect(band.slope(atPull: amount).isFinite)
    }
  }

  @Test func offsetsAtOrPastTheAsymptoteMapToAFinitePull() {
    let band = RubberBand(dimension: 500)
    for offset in [500.0, 600, 1e9] {
      let pull = band.pull(forOffset: offset)
      #expect(pull.isFinite && pull > 0)
      #expect(abs(band.offset(forPull: pull) - 499.5) < 1e-6)
    }
  }

  @Test func pullAndOffsetAreInverses() async {
    await propertyCheck(
      count: 500, input: Gen.double(in: 1...3000), Gen.double(in: 0...5000),
      Gen.double(in: 0.1...1)
    ) { dimension, pull, coefficient in
      let band = RubberBand(dimension: dimension, coefficient: coefficient)
      let shown = band.offset(forPull: pull)
      #expect(shown >= 0 && shown < dimension)
      #expect(shown <= coefficient * pull + 1e-9)  // resistance only ever reduces the pull
      if shown < dimension * 0.999 {
        #expect(abs(band.pull(forOffset: shown) - pull) < 1e-6 * max(1, pull))
      }
      let offset = dimension * 0.9 * (pull / 5000)
      #expect(abs(band.offset(forPull: band.pull(forOffset: offset)) - offset) < 1e-8 * dimension)
    }
  }

  @Test func slopeIsTheDerivative() async {
    await propertyCheck(count: 300, input: Gen.double(in: 10...2000), Gen.double(in: 0...3000)) {
      dimension, pull in
      let band = RubberBand(dimension: dimension)
      let h = 1e-4
      let numeric = (band.offset(forPull: pull + h) - band.offset(forPull: pull - h)) / (2 * h)
      if pull > h {
        #expect(abs(numeric - band.slope(atPull: pull)) < 1e-6)
      }
      #expect(band.slope(atPull: pull) <= band.slope(atPull: pull / 2))  // ever stiffer
    }
  }
}
