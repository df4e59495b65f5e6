// View's modifiers (stub; see ../README.md), with the SDK interface's signatures and
// availability; each returns an opaque view, as in the SDK. Only the modifiers the glue, the
// examples and the snippets use, with the overloads that compete with them.

extension View {
  public func padding(_ insets: EdgeInsets) -> some View { _StubView() }

  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _StubView()
  }

  public func padding(_ length: CGFloat) -> some View { _StubView() }

  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { _StubView() }

  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { _StubView() }

  public func opacity(_ opacity: Double) -> some View { _StubView() }

  public func font(_ font: Font?) -> some View { _StubView() }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  public func foregroundColor(_ color: Color?) -> some View { _StubView() }

  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _StubView() }

  public func scaledToFit() -> some View { _StubView() }

  public func scaledToFill() -> some View { _StubView() }

  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { _StubView() }

  public func tag<V: Hashable>(
    _ tag: V, includeOptional: Bool = true
  ) -> some View { _StubView() }

  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _StubView() }

  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _StubView() }

  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { _StubView() }

  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @_disfavoredOverload public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View { _StubView() }
}

@available(iOS 14.0, *)
extension View {
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  )
    -> some View
  { _StubView() }
}

@available(iOS 15.0, *)
extension View {
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _StubView() }

  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View { _StubView() }
}

@available(iOS 15.0, *)
extension View {
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { _StubView() }

  @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { _StubView() }
}

@available(iOS 14.0, *)
extension View {
  public func navigationTitle(_ title: Text) -> some View { _StubView() }

  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _StubView() }

  @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    _StubView()
  }
}

extension View {
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  public func navigationBarItems<T: View>(trailing: T) -> some View { _StubView() }
}
