import Observation

/// A stored property of a view whose value SwiftUI keeps outside the view, so a new copy of the view
/// sees the same value.
public protocol DynamicProperty {}

/// Where a `State` keeps its value: one place every copy of the view shares.
final class StateStorage<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A value a view owns. Its value outlives the view's copies; setting it is nonmutating, so `body`
/// (a getter) can change it, and `$` gives a binding to it. With an `@Observable` class, the view owns
/// the instance: `@State private var model = Model()`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let storage: StateStorage<Value>

    public init(wrappedValue value: Value) {
        storage = StateStorage(value)
    }

    public init(initialValue value: Value) {
        storage = StateStorage(value)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(read: { storage.value }, write: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Reads and writes a value owned by something else: a `State`, an observable object's property, or
/// another binding's member (`$model.name`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let read: () -> Value
    let write: (Value) -> Void

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes: writing to it does nothing.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _ in })
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let read = read
        let write = write
        return Binding<Subject>(
            read: { read()[keyPath: keyPath] },
            write: { newValue in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value)
            })
    }
}

extension Binding: DynamicProperty {}

/// Bindings to the mutable properties of an `@Observable` object the view does not own.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: DynamicProperty {}

/// What the environment holds for every view: the values SwiftUI sets, read through `@Environment`.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}

    /// Dismisses the presentation the view is in (a sheet, a pushed view); does nothing outside one.
    public var dismiss: DismissAction { DismissAction() }

    /// Whether the view is in a presentation, such as a sheet or a pushed view.
    public var isPresented: Bool { false }

    public var description: String { "EnvironmentValues()" }
}

/// Dismisses the current presentation: call it as a function, `dismiss()`.
@MainActor
@preconcurrency
public struct DismissAction {
    nonisolated init() {}

    public func callAsFunction() {}
}

/// A value the view reads from its environment: `@Environment(\.dismiss) private var dismiss`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: () -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { EnvironmentValues()[keyPath: keyPath] }
    }

    public var wrappedValue: Value { read() }
}
