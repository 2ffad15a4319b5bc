/// A piece of user interface: `body` describes it from other views. As in the iOS 18 and later SDKs,
/// the protocol is isolated to the main actor, so a type declaring the conformance is too.
@MainActor
@preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder
    @MainActor
    @preconcurrency
    var body: Self.Body { get }
}

/// Views SwiftUI draws itself have no body: reading one is a programming error, as in SwiftUI.
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view: it has no body")
}

extension Never: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Never.self) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

/// A view that shows nothing.
public struct EmptyView {

    public init() {}
}

/// A view of any type, for where one place must produce views of different types.
public struct AnyView {

    let content: Any

    public init<V: View>(_ view: V) {
        content = view
    }
}

/// The views of one `ViewBuilder` block, in order.
public struct TupleView<T> {

    public var value: T

    public init(_ value: T) {
        self.value = value
    }
}

/// The branch an `if`/`else` or `switch` in a `ViewBuilder` block took.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

/// Builds views from the statements of a closure: `body`, a `List`'s content, a sheet's content.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// A view a modifier changed: the view, and what the modifier did to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

// Built-in views declare the conformance in an extension, so that, as in SwiftUI, their
// initialisers are not isolated to the main actor.

extension EmptyView: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}
