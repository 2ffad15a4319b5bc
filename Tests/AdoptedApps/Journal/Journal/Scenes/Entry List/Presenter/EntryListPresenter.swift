import Foundation

final class EntryListPresenter: EntryListPresentationLogic {
    weak var controller: EntryListDisplayLogic?

    func presentEntries(response: EntryList.Entries.Response) {
        controller?.displayEntries(viewModel: EntryList.Entries.ViewModel(titles: response.entries.sorted()))
    }
}
