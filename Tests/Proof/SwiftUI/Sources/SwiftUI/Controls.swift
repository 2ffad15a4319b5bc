/// The purpose of a button, which styles it: `.cancel` or `.destructive`.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    public static let cancel = ButtonRole(name: "cancel")
    public static let destructive = ButtonRole(name: "destructive")
}

/// A control that performs its action when tapped.
public struct Button<Label: View> {

    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        role = nil
        self.action = action
        self.label = label()
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// Rows in a scrolling column.
public struct List<SelectionValue: Hashable, Content: View> {

    let content: Content
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A view per element of a collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {

    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

/// Views in a column.
public struct VStack<Content: View> {

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A titled group of rows in a list.
public struct Section<Content: View> {

    let header: Text?
    let content: Content

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
    }

    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
    }
}

/// A spinner, while something loads.
public struct ProgressView {

    public init() {}
}

/// What a view shows while it has nothing to show (iOS 17).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
}

extension ContentUnavailableView where Label == Text, Description == Text, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}

// Built-in views declare the conformance in an extension, so that, as in SwiftUI, their
// initialisers are not isolated to the main actor.

extension Button: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension List: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension VStack: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension Section: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}

extension ContentUnavailableView: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(Self.self) }
}
