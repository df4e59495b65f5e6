// SwiftUI's collections, controls and navigation (stub; see ../README.md): ForEach, Button (with
// its roles), TextField, Picker, List, NavigationView and NavigationLink, and the button,
// text-field and picker styles the examples use, with the SDK interface's signatures,
// availability and isolation; only the initializers the examples use, and the overloads that
// compete with them. The style protocols are declared without their requirements (underscored
// in the SDK but for PrimitiveButtonStyle's `makeBody`): no example defines a style.

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

/// What a button does: destructive, or cancelling.
@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()

  public static func == (a: ButtonRole, b: ButtonRole) -> Bool { _stubOnly() }
}

@available(iOS 15.0, *)
extension Button {
  public init(
    role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 15.0, *)
extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {}

  @_disfavoredOverload public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping () -> Void
  ) {}
}

/// How a button looks and behaves (`.buttonStyle(_:)`).
public protocol PrimitiveButtonStyle {}

/// A button in a prominent, filled, rounded rectangle.
@available(iOS 15.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

@available(*, unavailable)
extension BorderedProminentButtonStyle: Sendable {}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  @_alwaysEmitIntoClient public static var borderedProminent: BorderedProminentButtonStyle {
    .init()
  }
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

/// How a text field looks (`.textFieldStyle(_:)`).
public protocol TextFieldStyle {}

/// A text field in a rounded border.
@available(iOS 13.0, *)
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

@available(*, unavailable)
extension RoundedBorderTextFieldStyle: Sendable {}

@available(iOS 13.0, *)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  @_alwaysEmitIntoClient public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

/// A control that selects one of its tagged content views.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension Picker: Sendable {}

extension Picker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {}

  @_disfavoredOverload public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {}
}

/// How a picker looks (`.pickerStyle(_:)`).
public protocol PickerStyle {}

/// A picker as a segmented control.
@available(iOS 13.0, *)
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

@available(*, unavailable)
extension SegmentedPickerStyle: Sendable {}

@available(iOS 13.0, *)
extension PickerStyle where Self == SegmentedPickerStyle {
  @_alwaysEmitIntoClient public static var segmented: SegmentedPickerStyle { .init() }
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
