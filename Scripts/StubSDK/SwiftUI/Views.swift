// SwiftUI's primitive views and the values they take (stub; see ../README.md): AnyView, Text,
// Image, Color, Font, the stacks, Spacer, GeometryReader, edges, insets, alignments and
// visibility, with the SDK interface's signatures and availability. Colors and fonts are their
// static values only; ShapeStyle has no requirements, and Color is its only conformer here.
import UIKit

/// A type-erased view.
@frozen
public struct AnyView: View {
  public init<V: View>(_ view: V) {}

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension AnyView: Sendable {}

/// A string to look up in the app's localizations.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  public init(_ value: String) {}

  public init(stringLiteral value: String) {}

  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

  /// The interpolations of a localized string (the stub declares only strings).
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {}

    public mutating func appendInterpolation(_ string: String) {}

    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}

    public mutating func appendInterpolation<T: _FormatSpecifiable>(
      _ value: T, specifier: String
    ) {}

    public typealias StringLiteralType = String
  }

  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { _stubOnly() }

  public typealias ExtendedGraphemeClusterLiteralType = String
  public typealias StringLiteralType = String
  public typealias UnicodeScalarLiteralType = String
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

/// A number a localized string interpolates with a format specifier (`%lld`, `%lf`, …).
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: Self._Arg { get }
  var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
  public var _arg: Int64 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension Int8: _FormatSpecifiable {
  public var _arg: Int32 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension Int16: _FormatSpecifiable {
  public var _arg: Int32 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension UInt: _FormatSpecifiable {
  public var _arg: UInt64 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension UInt8: _FormatSpecifiable {
  public var _arg: UInt32 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension UInt16: _FormatSpecifiable {
  public var _arg: UInt32 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension UInt32: _FormatSpecifiable {
  public var _arg: UInt32 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension UInt64: _FormatSpecifiable {
  public var _arg: UInt64 { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension Float: _FormatSpecifiable {
  public var _arg: Float { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

extension Double: _FormatSpecifiable {
  public var _arg: Double { _stubOnly() }
  public var _specifier: String { _stubOnly() }
}

/// Read-only text.
@frozen
public struct Text: Equatable, Sendable, View {
  @inlinable public init(verbatim content: String) {}

  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}

  public static func == (a: Text, b: Text) -> Bool { _stubOnly() }

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

extension Text {
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
}

extension Text {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  public func foregroundColor(_ color: Color?) -> Text { _stubOnly() }

  public func font(_ font: Font?) -> Text { _stubOnly() }
}

/// An image.
@frozen
public struct Image: Equatable, Sendable, View {
  public static func == (lhs: Image, rhs: Image) -> Bool { _stubOnly() }

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

extension Image {
  public init(_ name: String, bundle: Bundle? = nil) { _stubOnly() }

  public init(systemName: String) { _stubOnly() }
}

extension Image {
  public init(uiImage: UIImage) { _stubOnly() }
}

extension Image {
  public enum ResizingMode: Sendable {
    case tile
    case stretch
  }

  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image { _stubOnly() }
}

/// A colour.
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable, View {
  public func hash(into hasher: inout Hasher) {}

  public static func == (lhs: Color, rhs: Color) -> Bool { _stubOnly() }

  public var description: String { _stubOnly() }

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

extension Color {
  public static let red = Color()
  public static let orange = Color()
  public static let green = Color()
  @available(iOS 15.0, *)
  public static let teal = Color()
  public static let blue = Color()
  @available(iOS 15.0, *)
  public static let indigo = Color()
  public static let purple = Color()
  @available(iOS 15.0, *)
  public static let brown = Color()
  public static let gray = Color()
  public static let white = Color()
  public static let clear = Color()
  public static let secondary = Color()
}

extension Color {
  public func opacity(_ opacity: Double) -> Color { _stubOnly() }
}

extension Color {
  /// A colour space for `init(_:red:green:blue:opacity:)` (SwiftUICore's interface, iOS 26.2
  /// SDK).
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) { _stubOnly() }
}

/// A colour or pattern to fill or draw with (the stub declares none of its requirements).
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

extension Color {
  @available(iOS 15.0, *)
  public init(uiColor: UIColor) { _stubOnly() }
}

extension UIColor {
  @available(iOS 14.0, *)
  public convenience init(_ color: Color) { _stubOnly() }
}

/// A font.
@frozen
public struct Font: Hashable, Sendable {
  public func hash(into hasher: inout Hasher) {}

  public static func == (lhs: Font, rhs: Font) -> Bool { _stubOnly() }
}

extension Font {
  public static let largeTitle = Font()
  public static let headline = Font()
  public static let body = Font()
  public static let footnote = Font()
}

/// How lines of text align.
@frozen
public enum TextAlignment: Hashable, CaseIterable {
  case leading
  case center
  case trailing
}

extension TextAlignment: Sendable {}

/// An edge of a rectangle.
@frozen
public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  @frozen
  public struct Set: OptionSet {
    public typealias Element = Edge.Set
    public let rawValue: Int8

    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let all = Set(rawValue: 15)
    public static let horizontal = Set(rawValue: 10)
    public static let vertical = Set(rawValue: 5)

    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
  }
}

extension Edge: Sendable {}

extension Edge.Set: Sendable {}

/// Insets at a rectangle's edges, in points.
@frozen
public struct EdgeInsets: Equatable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension EdgeInsets: Sendable {}

/// An alignment along the horizontal axis.
@frozen
public struct HorizontalAlignment: Equatable {
  public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { _stubOnly() }
}

extension HorizontalAlignment {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}

extension HorizontalAlignment: Sendable {}

/// An alignment along the vertical axis.
@frozen
public struct VerticalAlignment: Equatable {
  public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { _stubOnly() }
}

extension VerticalAlignment {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
}

extension VerticalAlignment: Sendable {}

/// An alignment in both axes.
@frozen
public struct Alignment: Equatable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static func == (a: Alignment, b: Alignment) -> Bool { _stubOnly() }
}

extension Alignment {
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension Alignment: Sendable {}

/// Views in a column.
@frozen
public struct VStack<Content: View>: View {
  @inlinable public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension VStack: Sendable {}

/// Views in a row.
@frozen
public struct HStack<Content: View>: View {
  @inlinable public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension HStack: Sendable {}

/// Views on top of each other.
@frozen
public struct ZStack<Content: View>: View {
  @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension ZStack: Sendable {}

/// Views grouped as one, laid out by their parent (a list's rows, a stack's children).
@frozen
public struct Group<Content> {
  public typealias Body = Never
}

extension Group: View where Content: View {
  @inlinable public init(@ViewBuilder content: () -> Content) {}

  public var body: Never { _stubOnly() }
}

/// A line that separates content: horizontal in a stack of rows.
public struct Divider: View {
  public init() {}

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

/// Flexible space in a stack.
@frozen
public struct Spacer: View {
  public var minLength: CGFloat?

  @inlinable public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

extension Spacer: Sendable {}

/// A view built from its own size and coordinate space.
@frozen
public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content

  @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public typealias Body = Never
  public var body: Never { _stubOnly() }
}

@available(*, unavailable)
extension GeometryReader: Sendable {}

/// A container view's size, for a GeometryReader's content.
public struct GeometryProxy {
  public var size: CGSize { _stubOnly() }
}

@available(*, unavailable)
extension GeometryProxy: Sendable {}

/// Whether a part of a view shows: automatically, always or never.
@frozen
public enum Visibility: Hashable, CaseIterable {
  case automatic
  case visible
  case hidden
}

extension Visibility: Sendable {}
