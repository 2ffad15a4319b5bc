import Foundation

protocol EntryListBusinessLogic {
    func loadEntries(request: EntryList.Entries.Request)
}

protocol EntryListDataStore {
    var entries: [String] { get }
}
