import Foundation

protocol BrowseDisplayLogic: AnyObject {
    func showResults(_ viewModel: BrowseModel.Search.ViewModel)
}

final class BrowseViewModel: ObservableObject, BrowseDisplayLogic {
    var interactor: BrowseBusinessLogic?
    @Published var rows: [String] = []
    @Published var text = ""

    func search() {
        interactor?.search(BrowseModel.Search.Request(text: text))
    }

    func showResults(_ viewModel: BrowseModel.Search.ViewModel) {
        rows = viewModel.rows
    }
}
