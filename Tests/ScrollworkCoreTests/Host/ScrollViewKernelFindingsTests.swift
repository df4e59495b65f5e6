import Testing

@_spi(Engine) @testable import ScrollworkCore

/// `KernelFuzz` findings in the scroll view's kernel that are not fixed yet
/// (Fuzz/Findings/KernelFuzz): each check is live, wrapped in `withKnownIssue`, so the fix
/// shows as an unexpected pass.
struct ScrollViewKernelFindingsTests {
  /// A start inset of 10⁻³⁰⁰ pt and content that exactly fills the visible area leave a scroll
  /// range 10⁻³⁰⁰ pt long; `ScrollGeometry.progress(at:)` divides the offset by it, and the
  /// progress a parallax by ratio reports is +∞ (KernelFuzz, 26 November).
  @Test func parallaxProgressForASubnormalRange() {
    var kernel = ScrollViewKernel(
      decorations: ScrollDecorations(
        parallaxBackground: ParallaxBackground(mode: .ratio(0.5), imageLength: 300)))
    let update = kernel.update(
      ScrollViewReading(
        bounds: HostSize(width: 390, height: 1000), contentSize: HostSize(width: 390, height: 900),
        adjustedInsets: HostInsets(top: 1e-300, bottom: 100), offset: HostPoint(x: 0, y: 1e9)))
    withKnownIssue("ScrollGeometry.progress divides by a subnormal range") {
      #expect(nonFiniteNumbers(in: update).isEmpty, "\(update)")
    }
  }
}
