// expect: main actor-isolated
// A view's body is isolated to the main actor (iOS 18 SDK): a nonisolated function cannot read it.
import SwiftUI

struct Greeting: View {
    var body: some View {
        Text("Hello")
    }
}

nonisolated func render(_ greeting: Greeting) {
    _ = greeting.body
}
