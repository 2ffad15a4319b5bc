import Foundation

protocol BrowsePresentationLogic: AnyObject {
    func presentResults(_ response: BrowseModel.Search.Response)
}

final class BrowsePresenter: BrowsePresentationLogic {
    weak var display: BrowseDisplayLogic?

    func presentResults(_ response: BrowseModel.Search.Response) {
        display?.showResults(BrowseModel.Search.ViewModel(rows: response.names.sorted()))
    }
}
