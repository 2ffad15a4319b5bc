/// A change a view applies to the view it modifies: `body(content:)` builds the modified view from
/// `content`, the view it is applied to. Isolated to the main actor, as `View` is.
@MainActor
@preconcurrency
public protocol ViewModifier {
    associatedtype Body: View

    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder
    @MainActor
    @preconcurrency
    func body(content: Self.Content) -> Self.Body
}

/// The view a modifier is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier> {}

extension _ViewModifier_Content: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension View {
    /// Applies `modifier` to this view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
