// The shape of the refused files with nothing refused in it: a view owning an observable view state,
// starting work from .task, pushing, presenting and alerting the iOS 17 way. It must type-check, so
// each refused file fails for what it does and not for how it is built.
import Observation
import SwiftUI

@MainActor
@Observable
final class ProfileState {
    var name = ""
    var failure: String?
    var pushed: ProfileRoute?

    var isShowingFailure: Bool {
        get { failure != nil }
        set { if !newValue { failure = nil } }
    }

    func refresh() {}
}

enum ProfileRoute: Hashable, Identifiable {
    case settings
    var id: Self { self }
}

struct ProfileView: View {
    @State private var state = ProfileState()

    var body: some View {
        List {
            Text(state.name)
        }
        .task { state.refresh() }
        .navigationDestination(item: $state.pushed) { _ in Text("Settings") }
        .sheet(item: $state.pushed) { _ in Text("Settings") }
        .alert("Failed", isPresented: $state.isShowingFailure, presenting: state.failure) { _ in
            Button("OK") {}
        } message: { failure in
            Text(failure)
        }
    }
}

func title() -> String {
    "Profile"
}
