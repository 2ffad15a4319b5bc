import Observation
import SwiftUI
import XCTest

/// State, Binding, Bindable and Environment: where a view's values live and how it writes to them.
@MainActor
final class StateTests: XCTestCase {
    @Observable
    final class Counter {
        var count = 0
        var isShowingDetail: Bool {
            get { count > 0 }
            set { count = newValue ? max(count, 1) : 0 }
        }
    }

    struct CounterView: View {
        @State var counter = Counter()
        @State var label = "Count"

        var body: some View {
            Text(label)
        }
    }

    /// State — Apple Developer Documentation: "SwiftUI manages the property's storage"; the wrapped value
    /// is set nonmutating, and copies of the view share the storage.
    func testStateIsSharedByCopiesOfTheView() async {
        let view = CounterView()
        let copy = view

        view.label = "Total"

        XCTAssertEqual(copy.label, "Total")
    }

    /// State — Apple Developer Documentation, "Store observable objects": a view owns an `@Observable`
    /// instance it keeps in `@State`; `$` gives bindings to its properties.
    func testAStateObservableObjectGivesBindingsToItsProperties() async {
        let view = CounterView()
        let binding = view.$counter.count

        binding.wrappedValue = 3

        XCTAssertEqual(view.counter.count, 3)
        XCTAssertEqual(binding.wrappedValue, 3)
    }

    /// Binding — Apple Developer Documentation: a binding reads and writes a value it does not own; a
    /// binding to a computed property writes through its setter.
    func testABindingToAComputedPropertyWritesThroughItsSetter() async {
        let counter = Counter()
        let binding = Bindable(counter).isShowingDetail

        binding.wrappedValue = true
        XCTAssertEqual(counter.count, 1)
        binding.wrappedValue = false

        XCTAssertEqual(counter.count, 0)
    }

    /// Binding.constant(_:) — Apple Developer Documentation: "Creates a binding with an immutable value".
    func testAConstantBindingIgnoresWrites() async {
        let binding = Binding.constant(5)

        binding.wrappedValue = 6

        XCTAssertEqual(binding.wrappedValue, 5)
    }

    /// Bindable — Apple Developer Documentation: bindings to the mutable properties of an observable
    /// object the view does not own.
    func testBindableWritesToTheObject() async {
        let counter = Counter()
        @Bindable var bindable = counter

        $bindable.count.wrappedValue = 2

        XCTAssertEqual(counter.count, 2)
    }

    /// Observation — an `@Observable` class reports a change of a property read inside
    /// `withObservationTracking`, as SwiftUI's body does to update the view.
    func testAnObservedPropertyReportsItsChange() async {
        let counter = Counter()
        nonisolated(unsafe) var changed = false
        withObservationTracking {
            _ = counter.count
        } onChange: {
            changed = true
        }

        counter.count = 1

        XCTAssertTrue(changed)
    }

    struct DismissingView: View {
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Button("Done") { close() }
        }

        func close() {
            dismiss()
        }
    }

    /// EnvironmentValues.dismiss — Apple Developer Documentation: dismissing outside a presentation does
    /// nothing.
    func testDismissOutsideAPresentationDoesNothing() async {
        let view = DismissingView()

        view.close()
    }
}
