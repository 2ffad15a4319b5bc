/// The key of a localised string: a string literal given to `Text`, `Button` or a title is one, looked
/// up in the app's strings (here, shown as written).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}

/// Read-only text. A literal is a localised key; a `String` value is shown verbatim.
public struct Text: Equatable {

    /// What the text shows (the key, for a localised one).
    let content: String

    public init(_ key: LocalizedStringKey) {
        content = key.key
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }
}

// Built-in views declare the conformance in an extension, so that, as in SwiftUI, their
// initialisers are not isolated to the main actor.

extension Text: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}
