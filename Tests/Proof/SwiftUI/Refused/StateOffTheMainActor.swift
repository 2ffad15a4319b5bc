// expect: main actor-isolated
// A view's stored state is the view's, isolated to the main actor with it: a nonisolated function
// cannot write it.
import SwiftUI

struct Counter: View {
    @State var count = 0

    var body: some View {
        Text("\(count)")
    }
}

nonisolated func reset(_ counter: Counter) {
    counter.count = 0
}
