// ViewBuilder (stub; see ../README.md): blocks of up to ten views, `if`, `if`–`else` and
// `switch`, as the SDK's interface declares them, with the views they build (TupleView,
// _ConditionalContent, Optional). The primitive views' `body` (`Never`) is not visible in the
// SDK's interface; the stub declares it on each of its primitive views, as on EmptyView.

/// Builds a view from closures' statements.
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

extension ViewBuilder {
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _stubOnly() }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _stubOnly() }
}

extension ViewBuilder {
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }

  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleView<(C0, C1, C2)> { TupleView((c0, c1, c2)) }

  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleView<(C0, C1, C2, C3)> { TupleView((c0, c1, c2, c3)) }

  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleView<(C0, C1, C2, C3, C4)> { TupleView((c0, c1, c2, c3, c4)) }

  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleView<(C0, C1, C2, C3, C4, C5)> { TupleView((c0, c1, c2, c3, c4, c5)) }

  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> { TupleView((c0, c1, c2, c3, c4, c5, c6)) }

  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
  }

  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }
}

/// The views of a block of statements.
@frozen
public struct TupleView<T>: View {
  public var value: T

  @inlinable public init(_ value: T) { self.value = value }

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension TupleView: Sendable {}

/// The view of an `if`–`else` or a `switch`: one branch or the other.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { _stubOnly() }
}
