import SwiftUI

struct BrowseView: View {
    @StateObject var viewModel: BrowseViewModel

    var body: some View {
        List(viewModel.rows, id: \.self) { Text($0) }
            .onAppear(perform: viewModel.search)
    }
}
