// APIs newer than iOS 17, the SwiftUI flavor's deployment target: using one fails a build with warnings
// as errors, as Xcode fails it for an iOS 17 target without `if #available`.

extension View {
    @available(*, deprecated, message: "iOS 18+: presentationSizing(_:) needs an iOS 18 deployment target")
    nonisolated public func presentationSizing(_ sizing: PresentationSizing) -> some View {
        self
    }

    @available(*, deprecated, message: "iOS 18+: onScrollVisibilityChange needs an iOS 18 deployment target")
    nonisolated public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
    ) -> some View {
        self
    }
}

/// How a sheet sizes itself (iOS 18).
public struct PresentationSizing: Sendable {
    @available(*, deprecated, message: "iOS 18+: PresentationSizing needs an iOS 18 deployment target")
    public static var form: PresentationSizing { PresentationSizing() }
}

/// A tab of a `TabView` (iOS 18).
@available(*, deprecated, message: "iOS 18+: Tab needs an iOS 18 deployment target")
public struct Tab<Value: Hashable, Content: View> {
}

// Built-in views declare the conformance in an extension, so that, as in SwiftUI, their
// initialisers are not isolated to the main actor.

@available(*, deprecated, message: "iOS 18+: Tab needs an iOS 18 deployment target")
extension Tab: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}
