import Testing

@_spi(Engine) @testable import ScrollworkCore

/// `KernelFuzz` findings in the scroll view's kernel, fixed: each replays the finding's reading
/// (its input is in Fuzz/Corpus/KernelFuzz, which CI's fuzz smoke replays too).
struct ScrollViewKernelFindingsTests {
  /// A start inset of 10⁻³⁰⁰ pt and content that exactly fills the visible area leave a scroll
  /// range 10⁻³⁰⁰ pt long; `ScrollGeometry.progress(at:)` divided the offset by it, and the
  /// progress a parallax by ratio reported was +∞ (KernelFuzz, 26 November). Progress is now
  /// kept within ±10⁹: every number of the update is finite, the progress at its bound.
  @Test func parallaxProgressForASubnormalRange() throws {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(
        parallaxBackground: ParallaxBackground(mode: .ratio(0.5), imageLength: 300)))
    let update = kernel.update(
      ScrollViewReading(
        bounds: HostSize(width: 390, height: 1000), contentSize: HostSize(width: 390, height: 900),
        adjustedInsets: HostInsets(top: 1e-300, bottom: 100), offset: HostPoint(x: 0, y: 1e9)))
    #expect(nonFiniteNumbers(in: update).isEmpty, "\(update)")
    let parallax = try #require(update.layout.parallaxBackground)
    #expect(parallax.progress == ScrollworkError.largestMagnitude)
  }

  /// The bound applies both ways, and a range of any ordinary length is untouched by it.
  @Test func progressIsBoundedAndOtherwiseExact() {
    let tiny = ScrollGeometry(viewport: 800, content: 800, insetStart: 1e-300, insetEnd: 0)
    #expect(tiny.progress(at: 1e9) == 1e9 && tiny.progress(at: -1e9) == -1e9)
    let plain = ScrollGeometry(viewport: 800, content: 3000)
    #expect(plain.progress(at: 1100) == 0.5 && plain.progress(at: -220) == -0.1)
    #expect(ScrollGeometry(viewport: 800, content: 100).progress(at: 50) == 0)  // no range
  }
}
