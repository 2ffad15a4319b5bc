/// A stack of views the user moves through, the root at the bottom: views inside it push others with
/// `navigationDestination`. A view pushed onto a stack must not hold a stack of its own.
public struct NavigationStack<Data, Root: View> {

    let root: Root
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// The values of a navigation stack's pushed views, of any `Hashable` types.
public struct NavigationPath: Equatable {
    public private(set) var count = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    public mutating func append<V: Hashable>(_ value: V) {
        count += 1
    }

    public mutating func removeLast(_ k: Int = 1) {
        precondition(k <= count, "can't remove more items from a collection than it contains")
        count -= k
    }
}

/// What `navigationDestination(item:destination:)` attached: the pushed value's binding and how to
/// build the view for it.
struct NavigationDestinationItem<D: Hashable, C: View> {
    let item: Binding<D?>
    let destination: (D) -> C
}

/// What `navigationDestination(for:destination:)` attached.
struct NavigationDestinationFor<D: Hashable, C: View> {
    let destination: (D) -> C
}

/// What `navigationTitle` attached.
struct NavigationTitle {
    let title: Text
}

extension View {
    /// Pushes the view `destination` builds for `item` while `item` is not nil; popping it sets `item`
    /// back to nil (iOS 17).
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        ModifiedContent(content: self, modifier: NavigationDestinationItem(item: item, destination: destination))
    }

    /// Pushes the view `destination` builds for a value of type `D` appended to the stack's path (iOS 16).
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        ModifiedContent(content: self, modifier: NavigationDestinationFor(destination: destination))
    }

    /// The title the navigation bar shows while this view is on top.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        ModifiedContent(content: self, modifier: NavigationTitle(title: Text(titleKey)))
    }

    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        ModifiedContent(content: self, modifier: NavigationTitle(title: Text(title)))
    }
}

// Built-in views declare the conformance in an extension, so that, as in SwiftUI, their
// initialisers are not isolated to the main actor.

extension NavigationStack: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}
