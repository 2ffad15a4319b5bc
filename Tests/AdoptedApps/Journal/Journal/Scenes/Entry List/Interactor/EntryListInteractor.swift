import Foundation

final class EntryListInteractor: EntryListBusinessLogic, EntryListDataStore {
    var presenter: EntryListPresentationLogic?
    let worker = EntryListWorker()
    private(set) var entries: [String] = []

    func loadEntries(request: EntryList.Entries.Request) {
        worker.fetchEntries { [weak self] entries in
            self?.entries = entries
            self?.presenter?.presentEntries(response: EntryList.Entries.Response(entries: entries))
        }
    }
}
