// SwiftUI's collections, controls and navigation (stub; see ../README.md): ForEach, Button,
// TextField, List, NavigationView and NavigationLink, with the SDK interface's signatures,
// availability and isolation; only the initializers the examples use, and the overloads that
// compete with them.

/// Views computed from a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

@available(*, unavailable)
extension ForEach: Sendable {}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    _stubOnly()
  }
}

extension ForEach where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { _stubOnly() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    _stubOnly()
  }
}

/// A control that runs an action.
public struct Button<Label: View>: View {
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension Button: Sendable {}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
}

/// An editable line of text.
public struct TextField<Label: View>: View {
  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension TextField: Sendable {}

extension TextField where Label == Text {
  @available(iOS 13.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

/// Rows in a scrolling list.
@preconcurrency @MainActor
public struct List<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension List: Sendable {}

extension List where SelectionValue == Never {
  @preconcurrency @MainActor public init(@ViewBuilder content: () -> Content) {}
}

/// A navigation stack (deprecated in a future iOS, for NavigationStack, iOS 16).
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "use NavigationStack or NavigationSplitView instead"
)
public struct NavigationView<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension NavigationView: Sendable {}

/// A control that pushes its destination on the navigation stack.
public struct NavigationLink<Label: View, Destination: View>: View {
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {}

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}
